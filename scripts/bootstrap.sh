# Sourced by ./run.sh and ./test.sh: find Python >= 3.11, make .venv, install what is needed,
# and stop with one clear line (never a traceback) when the machine lacks something.
# usage: bootstrap <extra>   (extra: "" for the console, "test" for the checks)

fail() { printf 'error: %s\n' "$*" >&2; exit 1; }

find_python() {
  local c
  for c in "${MMC_PYTHON:-}" python3.14 python3.13 python3.12 python3.11 python3; do
    [ -n "$c" ] || continue
    command -v "$c" >/dev/null 2>&1 || continue
    if "$c" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' 2>/dev/null; then
      echo "$c"; return 0
    fi
  done
  return 1
}

bootstrap() {
  local extra="$1" root venv py stamp want log
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  venv="$root/.venv"
  py=$(find_python) || fail "Python 3.11 or newer is needed: sudo apt install python3 (Debian 12 / Ubuntu 22.04 or newer)"
  if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import sys' 2>/dev/null; then
    "$py" -c 'import venv, ensurepip' 2>/dev/null || {
      ver=$("$py" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')
      fail "the Python venv module is missing: sudo apt install python${ver}-venv"
    }
    rm -rf "$venv"
    "$py" -m venv "$venv" >/dev/null 2>&1 || fail "could not create $venv (is the folder writable?)"
  fi
  want=$(cat "$root/pyproject.toml" | sha256sum | cut -c1-16)-${extra:-base}
  stamp="$venv/.installed-${extra:-base}"
  if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    echo "Installing dependencies into .venv (once)..." >&2
    log=$(mktemp)
    spec="$root"; [ -n "$extra" ] && spec="$root[$extra]"
    if ! { "$venv/bin/python" -m pip install --disable-pip-version-check -q --upgrade pip \
           && "$venv/bin/python" -m pip install --disable-pip-version-check -q -e "$spec"; } >"$log" 2>&1; then
      tail -n 5 "$log" >&2
      rm -f "$log"
      fail "installing the Python dependencies failed (above); check the network or pip's index"
    fi
    rm -f "$log"
    echo "$want" >"$stamp"
  fi
  check_qt "$venv/bin/python"
  PYTHON="$venv/bin/python"
  export PYTHON
}

# Qt's wheels need a few system libraries; name the Debian package that brings the missing one.
check_qt() {
  local out lib pkg
  out=$(QT_QPA_PLATFORM=offscreen "$1" -c 'from PySide6 import QtWidgets' 2>&1) && return 0
  lib=$(printf '%s' "$out" | grep -o 'lib[A-Za-z0-9_.+-]*\.so[.0-9]*' | head -n 1)
  case "$lib" in
    libEGL*) pkg=libegl1 ;;
    libGL.so*|libOpenGL*|libGLX*) pkg=libgl1 ;;
    libxkbcommon.so*) pkg=libxkbcommon0 ;;
    libxkbcommon-x11*) pkg=libxkbcommon-x11-0 ;;
    libfontconfig*) pkg=libfontconfig1 ;;
    libfreetype*) pkg=libfreetype6 ;;
    libglib-2*|libgthread*) pkg=libglib2.0-0 ;;
    libdbus-1*) pkg=libdbus-1-3 ;;
    libX11*) pkg=libx11-6 ;;
    libxcb-cursor*) pkg=libxcb-cursor0 ;;
    libxcb*) pkg=libxcb1 ;;
    *) pkg="" ;;
  esac
  if [ -n "$pkg" ]; then
    fail "Qt needs a system library ($lib): sudo apt install $pkg"
  fi
  fail "Qt (PySide6) does not load: $(printf '%s' "$out" | tail -n 1)"
}
