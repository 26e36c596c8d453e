"""The Qt models over engine data, checked with pytest-qt's model tester before any view,
and against the engine's own numbers."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester

from engine import Scenario, resolve_phase
from engine.resolution.driver import Resolution
from mastergui.bridge import abilities_of
from mastergui.models.deaths import DeathsModel, WhyModel, why_rows
from mastergui.models.matrix import HpMatrixModel
from mastergui.models.matrix_data import event_steps
from mastergui.models.player_rows import player_rows
from mastergui.models.players import PlayerColumn, PlayerTableModel
from mastergui.models.roles import Role
from mastergui.models.steps import StepEventsModel, StepListModel, event_rows, step_rows
from mastergui.text import Texts

DISPLAY = Qt.ItemDataRole.DisplayRole


@pytest.fixture(scope="module")
def resolved(demo: Scenario) -> list[Resolution]:
    results = []
    state = demo.start()
    for phase in demo.phases:
        res = resolve_phase(demo.ruleset, state, phase)
        results.append(res)
        state = res.state
    return results


@pytest.fixture
def texts(demo: Scenario) -> Texts:
    return Texts(demo.ruleset, "en")


def test_player_table_model(
    qtmodeltester: ModelTester, demo: Scenario, texts: Texts, resolved: list[Resolution]
) -> None:
    state = resolved[0].state
    model = PlayerTableModel()
    orders = demo.phases[1].orders
    model.set_rows(player_rows(texts, state, abilities_of(demo.ruleset, state), orders))
    qtmodeltester.check(model)
    assert model.rowCount() == 16
    igor = model.row_of("Игорь")
    assert model.index(igor, PlayerColumn.HP).data(DISPLAY) == "20/100"
    assert model.index(igor, PlayerColumn.HP).data(Role.HP) == (20, 100, True)
    assert model.index(igor, PlayerColumn.STATUS).data(DISPLAY) == "heavily wounded"
    assert "hospital" in model.index(igor, PlayerColumn.LOCATION).data(DISPLAY)
    vera = model.row_of("Вера")
    assert model.index(vera, PlayerColumn.FLAGS).data(DISPLAY) == "mark"
    oleg = model.row_of("Олег")
    assert "Self-defense 0/1" in model.index(oleg, PlayerColumn.CHARGES).data(DISPLAY)
    boris = model.row_of("Борис")
    assert model.index(boris, PlayerColumn.ORDERS).data(DISPLAY) == "Trap → Зоя"
    assert model.index(boris, PlayerColumn.SECRET_ROLE).data(DISPLAY) == "Ninja"


def test_hide_secrets_shows_only_what_the_town_knows(
    qtmodeltester: ModelTester, demo: Scenario, texts: Texts
) -> None:
    # a stuntman in hospital is shown as "heavily wounded" while he is healthy, or the reverse
    state = demo.start()
    pavel = state.player("Павел")
    state = state.with_players(
        tuple(
            replace(p, public_status="heavily_wounded") if p is pavel else p for p in state.players
        )
    )
    model = PlayerTableModel()
    model.set_rows(player_rows(texts, state, {}, ()))
    row = model.row_of("Павел")
    assert "town sees: heavily wounded" in model.index(row, PlayerColumn.STATUS).data(DISPLAY)
    model.set_hide_secrets(True)
    qtmodeltester.check(model)
    assert model.index(row, PlayerColumn.STATUS).data(DISPLAY) == "heavily wounded"
    for column in (
        PlayerColumn.SECRET_ROLE,
        PlayerColumn.FACTION,
        PlayerColumn.HP,
        PlayerColumn.FLAGS,
        PlayerColumn.CHARGES,
        PlayerColumn.ORDERS,
    ):
        for r in range(model.rowCount()):
            assert model.index(r, column).data(DISPLAY) is None
            assert model.index(r, column).data(Qt.ItemDataRole.ToolTipRole) is None
    assert model.index(row, PlayerColumn.PUBLIC_ROLE).data(DISPLAY) == "Stuntman"


def test_step_list_counts_every_step(
    qtmodeltester: ModelTester, texts: Texts, resolved: list[Resolution]
) -> None:
    trace = resolved[0].trace
    model = StepListModel()
    model.set_rows(step_rows(texts, trace))
    qtmodeltester.check(model)
    assert model.rowCount() == 34  # 0 and 1..33
    assert model.index(0, 0).data(DISPLAY) == 0
    row = model.row_of(9)
    assert model.index(row, 1).data(DISPLAY) == "Silenced pistol"
    assert model.index(row, 2).data(DISPLAY) == "♥3"
    assert model.index(model.row_of(1), 2).data(DISPLAY) == ""
    assert model.step_at(model.busy_rows()[0]) == 0


def test_step_events_show_before_after_notes_and_rulings(
    qtmodeltester: ModelTester, texts: Texts, resolved: list[Resolution]
) -> None:
    trace = resolved[0].trace
    model = StepEventsModel()
    model.set_rows(event_rows(texts, trace, 12))
    qtmodeltester.check(model)
    assert model.rowCount() == 1
    cells = [model.index(0, c).data(DISPLAY) for c in range(model.columnCount())]
    assert cells[0] == "Лев → Олег"
    assert cells[1] == "Knife"
    assert cells[2] == "110 → 62 (−48)"
    assert "halved by Self-defense" in cells[3]
    # the ruling by its option's words (issue 10, item 9); the tooltip adds its question,
    # never its id (issue 29, item 8)
    option = texts.ruleset.rulings["rounding"].default
    assert cells[4] == texts.ruling("rounding", option)
    assert cells[4] == "once per damage instance, after all multipliers"
    tip = model.index(0, 4).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == f"{texts.ruling_question('rounding')} — {cells[4]}" and "rounding" not in tip
    # actions (no HP change) are listed too
    model.set_rows(event_rows(texts, trace, 3))
    assert model.index(0, 0).data(DISPLAY) == "Дина → Глеб"
    assert model.index(0, 2).data(DISPLAY) == "protected"


def test_cancelled_orders_show_at_their_step(texts: Texts, resolved: list[Resolution]) -> None:
    trace = resolved[1].trace  # Егор executed: his dual pistols are cancelled at step 0
    rows = event_rows(texts, trace, 0)
    cancelled = [r for r in rows if r.result == "cancelled"]
    assert cancelled and cancelled[0].who == "Егор"
    assert "executed" in cancelled[0].notes


def test_hp_matrix_matches_the_engine_trace(
    qtmodeltester: ModelTester, texts: Texts, resolved: list[Resolution]
) -> None:
    trace = resolved[1].trace
    steps = event_steps(trace)
    model = HpMatrixModel()
    model.set_trace(texts, trace, steps)
    qtmodeltester.check(model)
    expected = trace.hp_matrix(steps)
    for r in range(model.rowCount()):
        player = model.headerData(r, Qt.Orientation.Vertical)
        assert model.index(r, 0).data(Role.SORT) == trace.start[player]
        for c, _step in enumerate(steps, start=1):
            assert model.index(r, c).data(Role.SORT) == expected[player][c - 1]
    egor = model.row_of("Егор")
    death_cell = model.index(egor, model.column_of_step(0))
    assert death_cell.data(DISPLAY) == "✝ 0"
    frag = model.index(egor, model.frag_column()).data(DISPLAY)
    assert "step 0" in frag and "executed" in frag
    # a changed cell is highlighted and explains itself
    dina = model.index(model.row_of("Дина"), model.column_of_step(12))
    assert dina.data(Qt.ItemDataRole.BackgroundRole) is not None
    assert "Лев: Knife 100 → 5" in dina.data(Qt.ItemDataRole.ToolTipRole)
    assert [e.ability for e in dina.data(Role.EVENTS)] == ["knife"]


def test_what_if_marks_only_differing_cells(
    qtmodeltester: ModelTester, demo: Scenario, texts: Texts, resolved: list[Resolution]
) -> None:
    from mastergui.bridge import what_if

    state = resolved[0].state
    base = resolved[1].trace
    # Дина falls into coma at step 12 of phase 2; when does coma regeneration start?
    other = what_if(demo.ruleset, state, demo.phases[1], {"coma_regen_start": "same_phase"})
    steps = event_steps(base, other)
    model = HpMatrixModel()
    model.set_trace(texts, base, steps, other)
    qtmodeltester.check(model)
    differing = model.differing_cells()
    assert differing and {player for player, _ in differing} == {"Дина"}
    column = model.column_of_step(31)
    cell = model.index(model.row_of("Дина"), column)
    ours, theirs = base.hp_matrix(steps)["Дина"], other.hp_matrix(steps)["Дина"]
    assert cell.data(Role.DIFF) and cell.data(Role.SORT) == ours[column - 1]
    assert theirs[column - 1] != ours[column - 1]
    same = HpMatrixModel()
    same.set_trace(texts, base, steps, base)
    assert same.differing_cells() == []


def test_deaths_and_why(
    qtmodeltester: ModelTester, texts: Texts, resolved: list[Resolution]
) -> None:
    trace = resolved[0].trace
    deaths = DeathsModel()
    deaths.set_trace(texts, resolved[1].trace)
    qtmodeltester.check(deaths)
    assert deaths.index(0, 0).data(DISPLAY) == "Егор"
    why = WhyModel()
    why.set_rows(why_rows(texts, trace, "Игорь"))
    qtmodeltester.check(why)
    chain = [why.index(r, 1).data(DISPLAY) for r in range(why.rowCount())]
    assert chain == ["100", "100 → 35 (−65)", "35 → 20 (−15)"]
    assert [e.hp_after for e in trace.history_of("Игорь")] == [35, 20]
