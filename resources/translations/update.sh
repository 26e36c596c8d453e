#!/usr/bin/env bash
# Refresh the Russian translation of the console (Qt's tools, shipped in the PySide6 wheel):
#   1. pyside6-lupdate collects every tr()/translate() text of mastergui/ into the .ts
#   2. translate the new entries (Qt Linguist: .venv/bin/pyside6-linguist mastergui_ru.ts)
#   3. pyside6-lrelease compiles the .qm the console loads
# tests/gui/test_app.py fails while a text is untranslated or the .qm is older than the .ts.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=.venv/bin
"$bin/pyside6-lupdate" -locations none -no-obsolete $(find mastergui -name '*.py' | sort) \
  -ts resources/translations/mastergui_ru.ts
if [ "${1:-}" != "--no-release" ]; then
  "$bin/pyside6-lrelease" resources/translations/mastergui_ru.ts \
    -qm resources/translations/mastergui_ru.qm
fi
