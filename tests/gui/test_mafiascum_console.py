"""Issue 28 item 5: the console serves mafiascum like the others — New game from an English
roster paste, the player table without HP, orders with bus-drive pairs, the viewer's steps,
the vote count on the Post tab."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from engine import builtin_ruleset, load_scenario
from engine.export import public_post
from engine.scenario.load import resolve_game
from engine.store import GameStore
from mastergui.main_window import TAB_ORDERS, TAB_POST, MainWindow
from mastergui.models.players import PlayerColumn
from mastergui.models.steps import EventColumn
from mastergui.settings import Settings
from mastergui.views.new_game import NewGameDialog

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo" / "mafiascum_demo.yaml"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = MainWindow(Settings(), "en", tmp_path)
    qtbot.addWidget(win)
    yield win
    win.close()


def open_demo(window: MainWindow, tmp_path: Path) -> int:
    scenario = load_scenario(DEMO)
    path = tmp_path / "demo.mmc"
    GameStore.create(path, scenario, commit_upto=len(scenario.phases) - 1).close()
    assert window.open_game(path)
    return len(scenario.phases)


def pick(box: QComboBox, data: str) -> None:
    index = box.findData(data)
    assert index >= 0, data
    box.setCurrentIndex(index)


def test_new_game_from_an_english_roster(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    dialog = NewGameDialog("en", window)
    qtbot.addWidget(dialog)
    pick(dialog.ruleset_box, "mafiascum")
    pasted = "1. Zachrulez\n2. mith\n3) The Fonz\n4. Nero Cain\n5. Ythan\n6. Bob\n7. Alice\n"
    assert dialog.paste_roster(pasted) == 7
    assert [n for n, _ in dialog.seats()][:3] == ["Zachrulez", "mith", "The Fonz"]
    dialog.seed.setValue(3)
    dialog.deal()
    dealt = sorted(p.secret_role for p in dialog.spec().players)
    assert dealt.count("goon") == 2 and "cop" in dealt and "doctor" in dealt
    path = tmp_path / "normal.mmc"
    assert window.create_game(dialog.spec(), path)
    assert window.session is not None and window.session.ruleset.id == "mafiascum"


def test_demo_viewer_players_orders_and_post(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    count = open_demo(window, tmp_path)
    session, workspace = window.session, window.workspace
    assert session is not None and workspace is not None
    rs = builtin_ruleset("mafiascum")
    # the player table: no HP, no hospital
    table = workspace.players.table
    assert table.isColumnHidden(PlayerColumn.HP) and table.isColumnHidden(PlayerColumn.LOCATION)
    # the viewer: the night's steps; phase 1's bus drive and the kill it moved
    session.show_phase(1)
    viewer = workspace.viewer
    steps = [viewer.steps_model.step_at(r) for r in range(viewer.steps_model.rowCount())]
    assert steps == [s.number for s in rs.steps]
    results = resolve_game(load_scenario(DEMO))
    assert [d.player for d in results[0].trace.deaths] == ["Judy", "Dave"]
    # the events name the submitted and actual targets and who drove, blocked or protected
    viewer.select_step(4)
    model = viewer.events_model
    notes = [str(model.index(r, EventColumn.NOTES).data()) for r in range(model.rowCount())]
    assert any("submitted Carol, actual Dave; by Frank" in n for n in notes), notes
    viewer.select_step(1)
    rows = viewer.events_model.rowCount()
    cells = [str(viewer.events_model.index(r, c).data()) for r in range(rows) for c in range(4)]
    assert any("by Erin" in c for c in cells), cells  # Alice's check, blocked
    # the post: the site's vote count
    window.show_tab(TAB_POST)
    panel = workspace.post
    session.show_phase(2)
    panel.set_options(fmt="bbcode", lang="en", deadline="")
    res = results[1]
    post = panel.raw.toPlainText()
    assert post == public_post(rs, res.trace, res.state, fmt="bbcode", lang="en", deadline=None)
    assert "With 11 alive, it will take 6 to eliminate." in post
    # orders: a bus drive takes a pair of players
    session.show_phase(count)
    window.show_tab(TAB_ORDERS)
    editor = workspace.inbox.editor
    workspace.inbox.ensure_loaded()  # filled when first shown (the window is not)
    pick(editor.actor, "Frank")
    pick(editor.ability, "bus_drive")
    assert len(editor.targets) == 2
    pick(editor.targets[0], "Alice")
    pick(editor.targets[1], "Carol")
    assert editor.verdict.text().startswith("✓"), editor.verdict.text()
    before = workspace.inbox.model.rowCount()
    with qtbot.waitSignal(session.changed):
        qtbot.mouseClick(editor.save, Qt.MouseButton.LeftButton)
    workspace.inbox.ensure_loaded()
    assert workspace.inbox.model.rowCount() == before + 1
    with GameStore.open(tmp_path / "demo.mmc") as store:
        (order,) = [o.order for o in store.orders(count) if o.order.ability == "bus_drive"]
    assert order.targets == ("Alice", "Carol")
