"""Issue 29, item 6: after an order is added the editor goes to the next player who has
something to order in this phase (not the next seat), and «No order yet» names only the
players with an ability usable in this phase (a day of «Возвращение»: only the public
abilities count)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from engine import Order, load_scenario
from engine.store import GameStore
from mastergui.main_window import TAB_ORDERS, MainWindow

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "am15_return_demo.yaml"


def test_the_next_player_is_one_with_something_to_do(
    window: MainWindow, tmp_path: Path, qtbot: QtBot
) -> None:
    path = tmp_path / "return.mmc"
    GameStore.create(path, load_scenario(DEMO), commit_upto=0).close()
    assert window.open_game(path)
    session = window.session
    assert session is not None
    session.show_phase(1)  # a day: the secret abilities wait for the night
    for row in list(session.view.orders):
        session.withdraw_order(row.id)
    view = session.view
    waiting = view.to_act()
    idle = [n for n in session.living() if n not in waiting]
    assert waiting and idle, "a day where some have nothing to order"
    window.show_tab(TAB_ORDERS)
    inbox = window.workspace.inbox  # type: ignore[union-attr]
    missing = inbox.missing.text()
    assert all(name in missing for name in waiting)
    assert not any(name in missing.split(":", 1)[1].split(", ") for name in idle)
    editor = inbox.editor
    first = waiting[0]
    held = next(a for a in view.abilities[first] if a.usable)
    assert session.add_order(Order(first, held.id, ())) is not None
    editor.new_order(editor._next_actor(first))
    nxt = editor.actor.currentData()
    assert nxt in waiting and nxt != first
