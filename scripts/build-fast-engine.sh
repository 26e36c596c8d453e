#!/usr/bin/env bash
# The engine compiled with mypyc, about 1.7x faster (the balance simulator, long games):
#   scripts/build-fast-engine.sh   -> build/fast-engine/ (two minutes or so)
# Optional: without it the engine runs from its sources, with the same results. The build is
# used only while it matches the sources byte for byte (engine/compiled.py); after editing
# the engine, run this again or the engine simply runs from the sources. MMC_PURE_ENGINE=1
# ignores a build. Needs a C compiler and Python's headers; mypyc comes with the checks'
# extra (mypy).
set -euo pipefail
. "$(dirname "$0")/bootstrap.sh"
bootstrap test
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
command -v "${CC:-cc}" >/dev/null 2>&1 || fail "a C compiler is needed: sudo apt install gcc"
"$PYTHON" -c 'import os, sys, sysconfig
sys.exit(0 if os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")) else 1)' \
  || fail "Python's headers are needed: sudo apt install python3-dev"
mkdir -p build
log=build/fast-engine.log
echo "== mypyc (the log is $log)"
if ! MMC_PURE_ENGINE=1 "$PYTHON" -c 'from engine.compiled import main; main()' >"$log" 2>&1; then
  grep -v '^\(gcc\|cc\|x86_64\|building\|copying\|creating\)' "$log" | tail -n 15 >&2
  fail "compiling the engine failed (above; the log is $log); the engine still runs from its sources"
fi
tail -n 1 "$log"
"$PYTHON" -c 'import sys, engine.compiled as c; sys.exit(0 if c.active() else 1)' \
  || fail "the build is not taken up (engine/compiled.py)"
