"""The vote paste on a metamorphs game (seed 003), on a real game file: every post shown with
its verdict and the text it matched before anything applies; Apply stores the posts and the
resolution reads them (checked against the engine, never against the GUI)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from engine import load_scenario, resolve_phase
from engine.store import GameStore
from mastergui.main_window import TAB_ORDERS, MainWindow
from mastergui.models.players import PlayerColumn
from mastergui.settings import Settings
from mastergui.views.inbox import VotesPanel
from mastergui.views.player_table import PlayerTable

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo" / "metamorphs_demo.yaml"
POSTS = (ROOT / "tests" / "votes" / "day4_posts.txt").read_text(encoding="utf-8")


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    path = tmp_path / "meta.mmc"
    GameStore.create(path, load_scenario(DEMO), commit_upto=3).close()
    return path


@pytest.fixture
def window(qtbot: QtBot, game_file: Path, tmp_path: Path) -> Iterator[MainWindow]:
    win = MainWindow(Settings(), "en", tmp_path)
    qtbot.addWidget(win)
    assert win.open_game(game_file)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def votes_panel(window: MainWindow) -> VotesPanel | None:
    """The votes on the Orders tab (built when the master first opens it)."""
    window.show_tab(TAB_ORDERS)
    return window.findChild(VotesPanel)


def test_no_hp_columns_for_a_game_without_hp(window: MainWindow) -> None:
    table = window.findChild(PlayerTable)
    assert table is not None
    for column in (PlayerColumn.HP, PlayerColumn.LOCATION, PlayerColumn.PUBLIC_ROLE):
        assert table.table.isColumnHidden(column)
    assert not table.table.isColumnHidden(PlayerColumn.SECRET_ROLE)
    table.set_hide_secrets(True)
    table.set_hide_secrets(False)
    assert table.table.isColumnHidden(PlayerColumn.HP)


def test_paste_shows_every_verdict_then_applies(
    window: MainWindow, game_file: Path, qtbot: QtBot
) -> None:
    panel = votes_panel(window)
    assert panel is not None and not panel.thread_button.isHidden()
    with GameStore.open(game_file) as store:
        before = dict(store.phase_input(4).decisions["thread"])  # the demo's own posts
    dialog = panel.open_thread()
    assert "=== Вера" in dialog.paste.toPlainText()  # what is stored comes back as text
    qtbot.addWidget(dialog)
    dialog.paste.setPlainText(POSTS)
    table = dialog.table
    assert table.rowCount() == 7
    verdicts = [table.item(r, 2).text() for r in range(7)]
    assert verdicts[0] == "vote for Жанна"
    assert verdicts[6].startswith("malformed vote (no player named «Кирa» (close: Кира")
    assert table.item(0, 3).text() == "[b]Я голосую против: [color=#ff0000]Жанна[/color][/b]"
    # nothing applied yet
    with GameStore.open(game_file) as store:
        assert dict(store.phase_input(4).decisions["thread"]) == before
    dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    with GameStore.open(game_file) as store:
        inputs = store.phase_input(4)
        assert inputs.decisions["thread"]["Жанна"] == [
            "[b]Я голосую против: [color=#ff0000]Зоя[/color][/b]",
            "[b]Я голосую против: [color=#ff0000]Вера[/color][/b]",
        ]
        expected = resolve_phase(store.ruleset, store.state(3), inputs).trace
    shown = window.session.view.trace
    assert shown is not None and shown.votes == expected.votes
    assert dict(expected.votes.totals)["Жанна"] == 3


def test_a_paste_without_headers_is_refused_with_the_line(window: MainWindow, qtbot: QtBot) -> None:
    panel = votes_panel(window)
    assert panel is not None
    dialog = panel.open_thread()
    qtbot.addWidget(dialog)
    dialog.paste.setPlainText("Я голосую против: Лев")
    assert not dialog.apply_button.isEnabled()
    assert ":1:" in dialog.summary.text() and "=== Author" in dialog.summary.text()


def test_the_revote_is_pasted_the_same_way(
    window: MainWindow, game_file: Path, qtbot: QtBot
) -> None:
    # seed 003 l.9 «При ничьей на дневном голосовании проводится повторное голосование»
    tie = "\n".join(
        f"=== {voter}\n[b]Я голосую против: [color=#ff0000]{target}[/color][/b]"
        for voter, target in (
            ("Алиса", "Лев"),
            ("Борис", "Лев"),
            ("Вера", "Лев"),
            ("Жанна", "Кира"),
            ("Зоя", "Кира"),
            ("Кира", "Лев"),
            ("Лев", "Кира"),
        )
    )
    panel = votes_panel(window)
    assert panel is not None
    dialog = panel.open_thread()
    qtbot.addWidget(dialog)
    dialog.round.setCurrentIndex(dialog.round.findData("revote"))
    assert dialog.paste.toPlainText() == ""
    dialog.paste.setPlainText(tie)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    with GameStore.open(game_file) as store:
        assert store.phase_input(4).decisions["revote"]["Алиса"] == [
            "[b]Я голосую против: [color=#ff0000]Лев[/color][/b]"
        ]


def test_why_without_hp_lists_what_was_done_to_the_player(window: MainWindow) -> None:
    from mastergui.models.deaths import why_rows

    trace = window.session.view.trace
    assert trace is not None
    rows = why_rows(window.session.texts, trace, "Зоя")
    assert rows[0].hp == ""  # no HP to start from
    assert any(r.what.startswith("Алиса: ") and "(killed)" in r.what for r in rows)
    assert rows[-1].what.startswith("✝")
