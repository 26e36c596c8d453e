"""Interface language: Qt's translation tools (`tr()` in the code, `pyside6-lupdate` to
resources/translations/mastergui_ru.ts, `pyside6-lrelease` to the .qm the app loads).
English is the source language; role, step and ability names come from the ruleset."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from resources import bundled

TRANSLATIONS = bundled("resources", "translations")
LANGUAGES = {"ru": "Русский", "en": "English"}

_installed: list[QTranslator] = []


def system_language() -> str:
    return "ru" if QLocale.system().language() == QLocale.Language.Russian else "en"


def install(lang: str) -> bool:
    """Switch the running application's translators; True if the console's own
    translation was found (English, the source language, needs none but its plurals)."""
    app = QCoreApplication.instance()
    if app is None:
        return False
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    ours = QTranslator(app)  # English: only the plural forms ("1 edit", "2 edits")
    found = ours.load(str(TRANSLATIONS / f"mastergui_{lang}.qm"))
    if found:
        app.installTranslator(ours)
        _installed.append(ours)
    if lang == "en":
        return True
    qt = QTranslator(app)  # Qt's own dialogs and buttons
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return found
