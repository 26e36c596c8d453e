#!/usr/bin/env bash
# Run Mafia Master Console on the bundled demo game (makes .venv on first use).
set -euo pipefail
. "$(dirname "$0")/scripts/bootstrap.sh"
bootstrap ""
check_display "$PYTHON" "$@"
cd "$(dirname "$0")"
exec "$PYTHON" main.py "$@"
