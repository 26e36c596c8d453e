#!/usr/bin/env bash
# Every check, headless: lint (with the complexity limit), format, the engine's import
# contract, types, and all tests.
set -euo pipefail
. "$(dirname "$0")/scripts/bootstrap.sh"
bootstrap test
cd "$(dirname "$0")"
export QT_QPA_PLATFORM=offscreen
bin=$(dirname "$PYTHON")
echo "== ruff" && "$bin/ruff" check --quiet .
echo "== ruff format" && "$bin/ruff" format --check --quiet .
echo "== import contracts" && "$bin/lint-imports" --no-cache >/dev/null
echo "== types (mypy --strict)" && "$bin/mypy" --no-error-summary
echo "== pytest" && exec "$PYTHON" -m pytest -q "$@"
