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

# The Debian/Ubuntu package that brings a shared library (libxcb-icccm.so.4 -> libxcb-icccm4).
pkg_for() {
  local lib="$1" base ver
  base=${lib%%.so*}; ver=${lib##*.so.}; ver=${ver%%.*}
  base=$(printf '%s' "$base" | tr 'A-Z' 'a-z')
  case "$base" in
    libglib-2.0|libgobject-2.0|libgthread-2.0) echo libglib2.0-0; return ;;
    libopengl|libglx) echo "$base$ver"; return ;;
  esac
  case "$base" in
    *[0-9]) echo "$base-$ver" ;;
    *) echo "$base$ver" ;;
  esac
}

# Qt's wheels need a few system libraries; name the packages that bring the missing ones.
check_qt() {
  local out lib
  out=$(QT_QPA_PLATFORM=offscreen "$1" -c 'from PySide6 import QtWidgets' 2>&1) && return 0
  lib=$(printf '%s' "$out" | grep -o 'lib[A-Za-z0-9_.+-]*\.so[.0-9]*' | head -n 1)
  if [ -n "$lib" ]; then
    fail "Qt needs a system library ($lib): sudo apt install $(pkg_for "$lib")"
  fi
  fail "Qt (PySide6) does not load: $(printf '%s' "$out" | tail -n 1)"
}

# A real window needs a screen, and on X11 the libraries of Qt's xcb plugin.
check_display() {
  local py="$1" plugin missing pkgs lib
  case " ${*:2} " in *" --screenshot "*|*" --help "*|*" -h "*|*" --version "*|*"-desktop "*) return 0 ;; esac
  [ "${QT_QPA_PLATFORM:-}" = "offscreen" ] && return 0
  if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    fail "no screen to show the console on (DISPLAY is not set): run it in a desktop session, or take a picture: ./run.sh --screenshot console.png"
  fi
  [ -n "${DISPLAY:-}" ] || return 0
  plugin=$("$py" -c 'import pathlib, PySide6; print(pathlib.Path(PySide6.__file__).parent / "Qt")')
  missing=$( { ldd "$plugin/plugins/platforms/libqxcb.so"; ldd "$plugin/lib/libQt6XcbQpa.so.6"; } 2>/dev/null \
             | awk '/not found/ {print $1}' | sort -u)
  [ -z "$missing" ] && return 0
  pkgs=$(for lib in $missing; do pkg_for "$lib"; done | sort -u | tr '\n' ' ')
  fail "Qt's X11 window needs system libraries ($(echo $missing)): sudo apt install ${pkgs% }"
}
