"""Issue 28 item 2 in the console: «From the thread…» on a mafiascum game reads the pasted
posts with the forum counter (BBCode [vote] tags, bold VOTE:, quotes ignored), shows each
post's verdict, the wagons, the majority and the hammer, and applies the standing votes at the
hammer as the phase's votes in one undoable step (docs/rules-mafiascum.md, «Reading votes from
posts»: «No votes or unvotes will count after an elimination has been achieved»)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from engine import load_scenario
from engine.store import GameStore
from mastergui.main_window import TAB_ORDERS, MainWindow
from mastergui.settings import Settings
from mastergui.views.forum_votes import ForumVotesDialog
from mastergui.views.inbox import VotesPanel

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo" / "mafiascum_demo.yaml"
# day 3 of the demo: 11 alive (Judy lynched on day 1, Dave killed on night 1), 6 to lynch;
# Grace is a double voter
POSTS = """\
=== Mod | #300
Day 3 begins. Vote with [vote]name[/vote] or [b]VOTE: name[/b].
=== Alice | #301
[vote]Bob[/vote]
=== Carol | #302
[quote="Ivan"][vote]Alice[/vote][/quote] No. [b]VOTE: bob[/b]
=== Grace | #305
[b]vote: Bob[/b]
=== Olivia | #306
[vote]judy[/vote]
=== Heidi | #308
[b]Unvote, vote Bob[/b]
=== Niaj | #311
[vote]bob[/vote]
=== Bob | #312
[vote]Alice[/vote] this is a mislynch
"""


CLOSE = " (close: Judy)"


@pytest.fixture
def game_file(tmp_path: Path) -> Path:
    path = tmp_path / "normal.mmc"
    scenario = load_scenario(DEMO)
    GameStore.create(path, scenario, commit_upto=len(scenario.phases) - 1).close()
    return path


@pytest.fixture
def window(qtbot: QtBot, game_file: Path, tmp_path: Path) -> Iterator[MainWindow]:
    win = MainWindow(Settings(), "en", tmp_path)
    qtbot.addWidget(win)
    assert win.open_game(game_file)
    yield win
    win.close()


def open_dialog(window: MainWindow, qtbot: QtBot) -> ForumVotesDialog:
    window.show_tab(TAB_ORDERS)
    panel = window.findChild(VotesPanel)
    assert panel is not None and not panel.thread_button.isHidden()
    dialog = panel.open_thread()
    qtbot.addWidget(dialog)
    assert isinstance(dialog, ForumVotesDialog)  # not the Russian form's, not the free words
    return dialog


def test_paste_shows_each_verdict_the_hammer_then_applies_in_one_step(
    window: MainWindow, game_file: Path, qtbot: QtBot
) -> None:
    dialog = open_dialog(window, qtbot)
    dialog.paste.setPlainText(POSTS)
    table = dialog.table
    rows = [
        (table.item(r, 0).text(), table.item(r, 1).text(), table.item(r, 2).text())
        for r in range(table.rowCount())
    ]
    assert rows == [
        ("300", "Mod", "not a voter: ignored"),  # his how-to «[vote]name[/vote]» flags nothing
        ("301", "Alice", "vote: Bob"),
        ("302", "Carol", "vote: Bob"),  # the quoted vote is Ivan's
        ("305", "Grace", "vote: Bob"),
        ("306", "Olivia", "not counted, the previous vote stands\n    ✗ «judy» is dead" + CLOSE),
        ("308", "Heidi", "vote: Bob"),
        ("311", "Niaj", "vote: Bob"),  # 1 + 1 + 2 + 1 + 1 = 6 of 11: the hammer
        ("312", "Bob", "after the hammer: ignored"),
    ]
    assert table.item(5, 3).text() == "unvote (bold) · vote Bob (bold)"
    assert table.item(2, 3).text() == "vote bob (bold)"  # not Ivan's quoted «Alice»
    summary = dialog.summary.text()
    assert "Bob - 6 (Alice, Carol, Grace, Heidi, Niaj)" in summary
    assert "With 11 alive, it takes 6 to lynch" in summary
    assert "Hammer: post 311 — Bob" in summary
    with GameStore.open(game_file) as store:  # nothing applied yet
        assert dict(store.phase_input(3).votes) == {"Alice": "Bob", "Carol": "Bob"}
    undo_before = window.session.undo_status()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    with GameStore.open(game_file) as store:
        assert dict(store.phase_input(3).votes) == {
            v: "Bob" for v in ("Alice", "Carol", "Grace", "Heidi", "Niaj")
        }
    trace = window.session.view.trace
    assert trace is not None and trace.executed == "Bob"  # step 0 agrees with the counter
    assert window.session.undo_status() != undo_before
    window.session.undo()  # one step takes the whole paste back
    with GameStore.open(game_file) as store:
        assert dict(store.phase_input(3).votes) == {"Alice": "Bob", "Carol": "Bob"}


def test_no_lynch_and_unvotes_clear_stored_votes(
    window: MainWindow, game_file: Path, qtbot: QtBot
) -> None:
    dialog = open_dialog(window, qtbot)
    dialog.paste.setPlainText(
        "=== Alice\n[unvote][/unvote]\n=== Carol\n[vote]No Lynch[/vote]\n"
        "=== Ivan\n[b]VOTE: No Elimination[/b]\n"
    )
    assert "No majority yet; at the deadline: No Lynch" in dialog.summary.text()
    dialog.apply()
    with GameStore.open(game_file) as store:
        assert dict(store.phase_input(3).votes) == {"Carol": "no_lynch", "Ivan": "no_lynch"}


def test_a_paste_without_headers_says_the_line(window: MainWindow, qtbot: QtBot) -> None:
    dialog = open_dialog(window, qtbot)
    dialog.paste.setPlainText("[vote]Bob[/vote]")
    assert not dialog.apply_button.isEnabled()
    assert ":1:" in dialog.summary.text() and "=== Author" in dialog.summary.text()


def test_the_orders_tab_speaks_to_a_mafiascum_master(window: MainWindow, qtbot: QtBot) -> None:
    """What looking at the window at 1024×700 found: the tally without the majority, a
    vote line's example in Russian names, and vanilla townies asked for a factional kill."""
    window.show()
    qtbot.waitExposed(window)
    window.show_tab(TAB_ORDERS)
    panel = window.findChild(VotesPanel)
    assert panel is not None
    assert panel.tally.text().endswith("With 11 alive, it takes 6 to lynch.")
    assert panel.line.placeholderText() == "Vote: «Alice Bob» + Enter"
    inbox = window.workspace.inbox  # type: ignore[union-attr]
    missing = inbox.missing.text()
    # a town player holds the factional-kill slot only in case a scenario makes him mafia
    assert "Grace" not in missing and "Olivia" not in missing
    assert "Frank" in missing and "Ivan" in missing


def test_the_bus_drive_pair_and_nothing_for_a_vanilla_townie(
    window: MainWindow, qtbot: QtBot
) -> None:
    """Frank's bus drive takes two targets; Grace (vanilla) has nothing to order, and
    Frank's two boxes are gone at once (before the event loop deletes them)."""
    from PySide6.QtWidgets import QComboBox

    window.show()
    qtbot.waitExposed(window)
    window.show_tab(TAB_ORDERS)
    editor = window.workspace.inbox.editor  # type: ignore[union-attr]
    editor.new_order("Frank")
    assert editor.ability.currentData() == "bus_drive" and len(editor.targets) == 2
    editor.new_order("Grace")
    assert editor.ability.currentData() is None and editor.targets == []
    shown = [b for b in editor.targets_box.findChildren(QComboBox) if b.isVisible()]
    assert shown == []
