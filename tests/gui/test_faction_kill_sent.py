"""«Mafia: once per night, one member may perform the factional kill» (rulesets/mafiascum.yaml):
once one member has sent it, the others have nothing left to do unless they hold an ability
of their own, so «No order yet» stops naming them. The console asks the engine
(`engine.resolution.held`: the ability is `spent` by the orders in), never counts members itself."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from engine import load_scenario
from engine.store import GameStore
from mastergui.main_window import TAB_ORDERS, MainWindow

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "mafiascum_demo.yaml"


def _missing(window: MainWindow) -> list[str]:
    window.show_tab(TAB_ORDERS)
    inbox = window.workspace.inbox  # type: ignore[union-attr]
    inbox.ensure_loaded()
    return inbox.missing.text().split(":", 1)[1].strip().split(", ")


def test_the_other_members_leave_no_order_yet_once_the_kill_is_sent(
    window: MainWindow, tmp_path: Path, qtbot: QtBot
) -> None:
    path = tmp_path / "scum.mmc"
    GameStore.create(path, load_scenario(DEMO), commit_upto=0).close()
    assert window.open_game(path)
    session = window.session
    assert session is not None
    session.show_phase(1)  # night 1: Bob (goon) sent the mafia's kill on Carol
    rows = {(r.order.actor, r.order.ability): r for r in session.view.orders}
    erin = rows[("Erin", "roleblock")]
    session.withdraw_order(erin.id)
    missing = _missing(window)
    assert "Ivan" not in missing, "the godfather's only ability is the kill Bob sent"
    assert "Erin" in missing, "the mafia roleblocker still has her roleblock to send"
    assert "Ivan" not in session.view.to_act()
    # the kill withdrawn: every member may send it again
    session.withdraw_order(rows[("Bob", "factional_kill")].id)
    assert {"Bob", "Ivan", "Erin"} <= set(_missing(window))
