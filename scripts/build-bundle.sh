#!/usr/bin/env bash
# A one-folder bundle of the console (PyInstaller), for masters without Python:
#   scripts/build-bundle.sh        -> dist/mafia-console/ (run dist/mafia-console/mafia-console)
#                                     and dist/mafia-console-<version>-<os>-<arch>.tar.gz
# Installs PyInstaller into .venv (the `bundle` extra), builds from scripts/mafia-console.spec,
# then smoke-runs the bundle from an empty folder with an empty home (--version, and
# --screenshot of the demo game offscreen) and reports its size. Exit 1 if any step fails.
set -euo pipefail
. "$(dirname "$0")/bootstrap.sh"
bootstrap bundle
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bin=$(dirname "$PYTHON")

echo "== PyInstaller (a minute or a few)"
mkdir -p build
log=build/pyinstaller.log
if ! "$bin/pyinstaller" --noconfirm --log-level WARN --distpath dist \
     --workpath build/pyinstaller scripts/mafia-console.spec 2>&1 | tee "$log"; then
  fail "PyInstaller failed (above; the log is $log)"
fi
# Qt's X11 plugin needs a few system libraries; PyInstaller bundles them from this machine
# when they are here, else the bundle relies on the master's system having them.
missing=$(grep -o "could not resolve '[^']*'" "$log" | cut -d"'" -f2 | grep -v '^lib\(gtk\|gdk\)' \
          | sort -u || true)
if [ -n "$missing" ]; then
  echo "warning: not bundled, missing on this machine: $(echo $missing);" \
       "for a self-contained bundle: sudo apt install $(for l in $missing; do pkg_for "$l"; done \
       | sort -u | tr '\n' ' ')" >&2
fi
app=dist/mafia-console
exe="$app/mafia-console"
[ -x "$exe" ] || fail "PyInstaller made no $exe"

echo "== smoke run (offscreen, from an empty folder and an empty home)"
smoke=$(mktemp -d)
trap 'rm -rf "$smoke"' EXIT
mkdir "$smoke/home" "$smoke/cwd"
run_bundle() {
  (cd "$smoke/cwd" && env -i PATH=/usr/bin:/bin HOME="$smoke/home" QT_QPA_PLATFORM=offscreen \
     "$root/$exe" "$@")
}
version=$(run_bundle --version) || fail "the bundle does not start: $exe --version"
echo "$version"
run_bundle --screenshot smoke.png --lang ru >/dev/null 2>"$smoke/stderr" \
  || { cat "$smoke/stderr" >&2; fail "the bundle's smoke run failed"; }
"$PYTHON" - "$smoke/cwd/smoke.png" <<'PY' || fail "the smoke run's screenshot is not the console"
import struct, sys
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n"
width, height = struct.unpack(">II", data[16:24])
assert (width, height) == (1600, 1000), (width, height)
assert len(data) > 50_000  # the demo game drawn, not an empty window
print(f"screenshot {width}x{height}, {len(data) // 1024} KiB")
PY

echo "== size"
arch="$(uname -s | tr 'A-Z' 'a-z')-$(uname -m)"
archive="dist/mafia-console-${version##* }-$arch.tar.gz"
tar -C dist -czf "$archive" mafia-console
echo "bundle folder: $(du -sh "$app" | cut -f1) ($app)"
echo "archive:       $(du -sh "$archive" | cut -f1) ($archive)"
