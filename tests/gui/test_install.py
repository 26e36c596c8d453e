"""The console as an installed desktop app: its names (QSettings' file, the data folder the
engine agrees on), the About box (version, rulesets), the menu entry and its icon."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from pytestqt.qtbot import QtBot

from engine.ruleset.load import RULESETS_DIR
from engine.userfiles.data_folder import user_data_dir
from mastergui import app, desktop
from mastergui.about import about_text
from mastergui.main_window import MainWindow
from mastergui.settings import Settings
from resources import APPLICATION, DATA_DIR_ENV, DESKTOP_ID, ORGANIZATION, bundled, version


@pytest.fixture
def identified(qapp: object) -> Iterator[None]:
    """The real names for one test, then the tests' own again (conftest)."""
    before = (QCoreApplication.organizationName(), QCoreApplication.applicationName())
    app.identify()
    app.identify_version()  # set once the first game is on screen
    yield
    QCoreApplication.setOrganizationName(before[0])
    QCoreApplication.setApplicationName(before[1])


@pytest.mark.usefixtures("identified")
def test_settings_and_data_folder_are_named_after_the_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert Path(QSettings().fileName()).parts[-2:] == (ORGANIZATION, f"{APPLICATION}.ini")
    assert QCoreApplication.applicationVersion() == version()
    # the engine (no Qt) finds the same folder the console's QStandardPaths names
    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    qt = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert Path(qt) == user_data_dir()


def test_about_names_the_version_and_every_ruleset(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    (tmp_path / "rulesets").mkdir()
    am15 = (RULESETS_DIR / "am15.yaml").read_text(encoding="utf-8")
    (tmp_path / "rulesets" / "house.yaml").write_text(
        am15.replace("\nid: am15\n", "\nid: house\n", 1), encoding="utf-8"
    )
    (tmp_path / "rulesets" / "broken.yaml").write_text("id: [\n", encoding="utf-8")
    text = about_text("en", tmp_path)
    assert text.splitlines()[0] == f"Mafia Master Console {version()}"
    assert "  • am15: Alternative Mafia 15 (former rules)\n" in text
    assert "  • house: Alternative Mafia 15 (former rules) (your own)" in text
    assert "  • broken: cannot be used: " in text and "broken.yaml" in text
    assert f"Your own rulesets go in: {tmp_path / 'rulesets'}" in text
    # and the window's Help ▸ About shows it
    window = MainWindow(Settings(), "en", tmp_path)
    qtbot.addWidget(window)
    assert window.about().browser.toPlainText() == text


def test_the_menu_entry_starts_this_console_with_its_icon(tmp_path: Path) -> None:
    command = ["/opt/mafia console/mafia-console"]
    entry, icon = desktop.install(tmp_path, command)
    assert entry == tmp_path / "applications" / f"{DESKTOP_ID}.desktop"
    text = entry.read_text(encoding="utf-8")
    assert 'Exec="/opt/mafia console/mafia-console" %f\n' in text
    assert f"Icon={DESKTOP_ID}\n" in text and "Name[ru]=Пульт мастера мафии\n" in text
    assert icon == tmp_path / "icons/hicolor/scalable/apps" / f"{DESKTOP_ID}.svg"
    assert icon.read_bytes() == bundled("resources", "icons", "app.svg").read_bytes()
    validate = shutil.which("desktop-file-validate")
    if validate:  # desktop-file-utils, where installed
        done = subprocess.run([validate, str(entry)], capture_output=True, text=True)
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout
    assert desktop.uninstall(tmp_path) == [entry, icon]
    assert not entry.exists() and not icon.exists()


def test_the_command_line_installs_the_entry_for_how_it_was_started(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setattr(sys, "argv", ["/home/m/.local/bin/mafia-console"])
    assert app.main(["--install-desktop"]) == 0
    entry = tmp_path / "applications" / f"{DESKTOP_ID}.desktop"
    assert capsys.readouterr().out.splitlines()[0] == f"installed {entry}"
    assert "Exec=/home/m/.local/bin/mafia-console %f\n" in entry.read_text(encoding="utf-8")
    monkeypatch.setattr(sys, "argv", ["/src/mmc/main.py"])  # a checkout: python main.py
    assert desktop.launch_command() == [str(Path(sys.executable).absolute()), "/src/mmc/main.py"]
    assert app.main(["--uninstall-desktop"]) == 0
    assert not entry.exists()
    # Windows and macOS menus are not freedesktop.org's: refused with one line, nothing written
    monkeypatch.setattr(sys, "platform", "win32")
    assert desktop.run(remove=False) == 2
    assert "Linux desktops" in capsys.readouterr().err and not entry.exists()


def test_version_answers_without_a_window(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        app.main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out == f"mafia-console {version()}\n"
