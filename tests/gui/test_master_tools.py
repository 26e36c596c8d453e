"""Issue 10, item 10: what a master expects — the HP matrix and player table copied (TSV)
and exported (CSV), a Help menu (shortcuts, the ruleset's rulings, the version), a roster
pasted into "New game", "Open recent" by title, posts saved to the documents folder."""

from __future__ import annotations

import csv
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mastergui.games import documents_dir
from mastergui.main_window import MainWindow
from mastergui.table_export import table_cells
from mastergui.views.new_game import NewGameDialog
from resources import version


def test_the_hp_matrix_copies_as_tsv_and_exports_as_csv(window: MainWindow, tmp_path: Path) -> None:
    assert window.workspace is not None and window.session is not None
    count = window.copy_table("matrix")
    model = window.workspace.viewer.matrix_model
    assert count == model.rowCount() == 16
    lines = QApplication.clipboard().text().splitlines()
    assert len(lines) == count + 1
    head = lines[0].split("\t")
    assert head[1] == "Start" and head[-1] == "Frag"
    trace = window.session.view.trace
    assert trace is not None
    first = lines[1].split("\t")
    assert first[0] == trace.players[0].name and first[1] == str(trace.start[first[0]])
    target = tmp_path / "matrix.csv"
    assert window.export_table("matrix", target)
    with target.open(encoding="utf-8-sig", newline="") as f:
        assert list(csv.reader(f)) == table_cells(window.workspace.viewer.matrix)


def test_the_player_table_export_keeps_hidden_secrets_out(window: MainWindow) -> None:
    assert window.workspace is not None
    window.copy_table("players")
    shown = QApplication.clipboard().text().splitlines()[0]
    window.hide_secrets_action.trigger()  # screen sharing: secret columns hidden
    window.copy_table("players")
    hidden = QApplication.clipboard().text().splitlines()[0]
    assert "Secret role" in shown and "Secret role" not in hidden
    window.hide_secrets_action.trigger()


def test_help_lists_shortcuts_rulings_and_version(window: MainWindow) -> None:
    keys = window.show_shortcuts().browser.toPlainText()
    assert "F5" in keys and "Ctrl+Return" in keys and "Resolve" in keys
    rulings = window.show_rulings()
    assert rulings is not None
    text = rulings.browser.toPlainText()
    session = window.session
    assert session is not None
    for ruling in session.ruleset.rulings.values():
        assert ruling.ask("en") in text
    assert "in force" in text
    about = window.about().browser.toPlainText()
    assert version() in about


def test_a_pasted_roster_fills_the_seats(qtbot: QtBot, window: MainWindow) -> None:
    dialog = NewGameDialog("en", window)
    qtbot.addWidget(dialog)
    pasted = "1. Алиса — Монах\n2. Борис\tздоровяк\n\nВера, Medic\nГлеб: шаман\n"
    assert dialog.paste_roster(pasted) == 4
    assert dialog.count.value() == 4
    seats = dialog.seats()
    assert [n for n, _ in seats] == ["Алиса", "Борис", "Вера", "Глеб"]
    assert [r for _, r in seats][:3] == ["monk", "big_guy", "medic"]
    assert "Глеб (шаман)" in dialog.roster_note.text()  # unknown role: said, not guessed


def test_open_recent_lists_games_by_title(window: MainWindow, game_file: Path) -> None:
    session = window.session
    assert session is not None
    window._fill_recent()
    labels = [a.text() for a in window.recent_menu.actions()]
    assert f"{session.title} — {game_file.name}" in labels


def test_a_post_is_saved_to_the_documents_folder(window: MainWindow) -> None:
    assert window.workspace is not None
    assert window.workspace.post.suggested_path().parent == documents_dir()


def test_a_thread_copy_shows_what_was_read_and_skipped(qtbot: QtBot, window: MainWindow) -> None:
    """Issue 29, item 7: a real thread copy — the players read, the rest shown as skipped
    before the game is made."""
    from tests.engine.scenario.test_setup import THREAD_COPY

    dialog = NewGameDialog("en", window)
    qtbot.addWidget(dialog)
    assert dialog.paste_roster(THREAD_COPY) == 4
    assert [n for n, _ in dialog.seats()] == ["Вася Пупкин", "Алиса", "Борис", "Вера"]
    note = dialog.roster_note.text()
    assert "Skipped:" in note and "Ведущий: Кот" in note and "(a heading)" not in note
