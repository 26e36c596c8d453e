#!/usr/bin/env bash
# Refresh the console's translations (Qt's tools, shipped in the PySide6 wheel):
#   1. pyside6-lupdate collects every tr()/translate() text of mastergui/ into the .ts files:
#      Russian gets every text; English (the source language) only the plural ones
#      ("%n edit(s)" -> "1 edit", "2 edits")
#   2. translate the new entries (Qt Linguist: .venv/bin/pyside6-linguist mastergui_ru.ts)
#   3. pyside6-lrelease compiles the .qm files the console loads
# tests/gui/test_app.py fails while a text is untranslated or a .qm is older than its .ts.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=.venv/bin
sources=$(find mastergui -name '*.py' | sort)
"$bin/pyside6-lupdate" -locations none -no-obsolete $sources \
  -ts resources/translations/mastergui_ru.ts
"$bin/pyside6-lupdate" -locations none -no-obsolete -pluralonly -target-language en $sources \
  -ts resources/translations/mastergui_en.ts
if [ "${1:-}" != "--no-release" ]; then
  for lang in ru en; do
    "$bin/pyside6-lrelease" "resources/translations/mastergui_$lang.ts" \
      -qm "resources/translations/mastergui_$lang.qm"
  done
fi
