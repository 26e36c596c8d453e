"""Issues 11 and 12 in the console: New game makes an AM-15 «Возвращение» (seed 001) and a
«Метаморфы» (seed 003) game by their own distribution tables and setup rulings; the viewer
opens each demo with the steps of the phase's kind (a day: the vote; a night: 27 steps),
the phase picker naming the kind in the ruleset's words, the matrix and the post."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine import builtin_ruleset, load_scenario
from engine.export import public_post
from engine.scenario.load import resolve_game
from engine.scenario.setup import distribution
from engine.store import GameStore
from engine.trace import END_OF_PHASE
from mastergui.main_window import TAB_POST, MainWindow
from mastergui.settings import Settings
from mastergui.views.new_game import NewGameDialog

ROOT = Path(__file__).resolve().parents[2]
DEMOS = ROOT / "resources" / "demo"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = MainWindow(Settings(), "en", tmp_path)
    qtbot.addWidget(win)
    yield win
    win.close()


def phase_labels(window: MainWindow) -> list[str]:
    box = window.phase_box
    return [box.itemText(i) for i in range(box.count())]


@pytest.mark.parametrize(
    ("ruleset_id", "players", "ruling", "option", "first_label"),
    [
        # seed 001 deals 13 seats (its one table); ruling first_phase: the game opens by night
        ("am15_return", 13, "first_phase", "night", "Night 1 (phase 1)"),
        # seed 003: «Пролог (нулевой день) играется без статусов»: night 0 is setup (default)
        ("metamorphs", 15, "night_zero", "setup", "Phase 1"),
        # seed 004: «срабатывает только от одного нападения»; our table (the seed has none)
        ("mafialife", 12, "item_consumption", "kept", "Phase 1"),
        # seed 002: «ровно четырёх персонажей» + «Мирных жителей всего 10»; Night 1 first
        ("mafic_arena_12", 14, "first_phase", "night", "Night 1 (phase 1)"),
    ],
)
def test_new_game_of_each_ruleset_is_dealt_by_its_table_and_opens(
    qtbot: QtBot,
    window: MainWindow,
    tmp_path: Path,
    ruleset_id: str,
    players: int,
    ruling: str,
    option: str,
    first_label: str,
) -> None:
    dialog = NewGameDialog("en", window)
    qtbot.addWidget(dialog)
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData(ruleset_id))
    assert dialog.ruleset is not None and dialog.ruleset.id == ruleset_id
    rs = dialog.ruleset
    assert rs.min_players <= dialog.count.value()  # the count moved into the ruleset's range
    dialog.count.setValue(players)
    assert dialog.table.rowCount() == players
    # the ruleset's own distribution, named in its words
    table = distribution(rs, players)
    assert f"({table.column})" in dialog.distribution.text()
    assert rs.name("secret_role", table.as_list()[0], "en") in dialog.distribution.text()
    dialog.seed.setValue(42)
    dialog.deal()
    assert dialog.warnings.text().startswith("✓"), dialog.warnings.text()
    dealt = sorted(p.secret_role for p in dialog.spec().players)
    assert dealt == sorted(table.as_list())
    # its setup rulings, at their defaults, then chosen
    assert (
        set(dialog.ruling_boxes) == {r.id for r in rs.setup_rulings}
        and ruling in dialog.ruling_boxes
    )
    box = dialog.ruling_boxes[ruling]
    assert box.currentData() == rs.rulings[ruling].default
    box.setCurrentIndex(box.findData(option))
    spec = dialog.spec()
    assert spec.ruleset_id == ruleset_id and spec.rulings[ruling] == option
    path = tmp_path / f"{ruleset_id}.mmc"
    assert window.create_game(spec, path)
    with GameStore.open(path) as store:
        assert store.ruleset.id == ruleset_id and store.seed == 42
        assert sorted(p.secret_role for p in store.players()) == dealt
    session = window.session
    assert session is not None and session.open_phase == 1
    assert session.view.state.rulings.get(ruling) == option
    assert phase_labels(window)[0].startswith(first_label)


def test_the_other_rulesets_setup_rulings_go_away(qtbot: QtBot, window: MainWindow) -> None:
    dialog = NewGameDialog("en", window)
    qtbot.addWidget(dialog)
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData("am15_return"))
    assert list(dialog.ruling_boxes) == ["first_phase"]
    assert dialog.table.isColumnHidden(3)  # no secret role of seed 001 chooses at setup
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData("am15"))
    assert list(dialog.ruling_boxes) == ["commissar_distinct"]
    assert dialog.setup_rulings.rowCount() == 1  # am15_return's first_phase row is gone
    assert not dialog.table.isColumnHidden(3)  # the commissar's choice


def open_demo(window: MainWindow, tmp_path: Path, name: str) -> int:
    """The demo as a game file: every phase but the last committed. Its phase count."""
    scenario = load_scenario(DEMOS / name)
    path = tmp_path / "demo.mmc"
    GameStore.create(path, scenario, commit_upto=len(scenario.phases) - 1).close()
    assert window.open_game(path)
    return len(scenario.phases)


def test_am15_return_demo_alternates_days_and_nights(window: MainWindow, tmp_path: Path) -> None:
    count = open_demo(window, tmp_path, "am15_return_demo.yaml")
    rs = builtin_ruleset("am15_return")
    session, workspace = window.session, window.workspace
    assert session is not None and workspace is not None
    viewer = workspace.viewer
    # the default first_phase = day: day 1, night 1, day 2...
    labels = phase_labels(window)
    assert len(labels) == count
    for number, label in enumerate(labels, start=1):
        kind = "Day" if number % 2 else "Night"
        assert label.startswith(f"{kind} {(number + 1) // 2} (phase {number})"), label
    scenario = load_scenario(DEMOS / "am15_return_demo.yaml")
    results = resolve_game(scenario)
    for number in range(1, count + 1):
        session.show_phase(number)
        kind = rs.phase_kind(number)
        steps = [viewer.steps_model.step_at(r) for r in range(viewer.steps_model.rowCount())]
        # what the end-of-phase hooks did (the HP cap...) is shown after every step
        end = [END_OF_PHASE] if results[number - 1].trace.shown_step(END_OF_PHASE) else []
        assert steps == [*kind.steps, *end]
        if kind.id == "night":
            assert len(steps) - len(end) == 27  # «27 шагов»: the seed's night, Кара the last
            assert (
                viewer.steps_model.index(viewer.steps_model.row_of(27), 1).data() == "Retribution"
            )
        else:
            assert steps == [0, *end]  # the day: the vote and the public abilities
        # the matrix: a row per player, a column per step shown and the frag column
        assert viewer.matrix_model.rowCount() == len(results[number - 1].state.players)
        assert set(viewer.matrix_model.steps) <= {*kind.steps, *end}
    # the post tab: the engine's post of the open phase (the role revealed on death)
    window.show_tab(TAB_POST)
    panel = workspace.post
    panel.set_options(fmt="bbcode", lang="ru", deadline="")
    last = results[-1]
    assert panel.raw.toPlainText() == public_post(
        rs, last.trace, last.state, fmt="bbcode", lang="ru", deadline=None
    )


def test_metamorphs_demo_shows_its_steps_life_matrix_and_post(
    window: MainWindow, tmp_path: Path
) -> None:
    count = open_demo(window, tmp_path, "metamorphs_demo.yaml")
    rs = builtin_ruleset("metamorphs")
    session, workspace = window.session, window.workspace
    assert session is not None and workspace is not None
    viewer = workspace.viewer
    # one kind of phase (day N then night N): the picker says "Phase N"
    assert [lb.split(" —")[0] for lb in phase_labels(window)] == [
        f"Phase {n}" for n in range(1, count + 1)
    ]
    results = resolve_game(load_scenario(DEMOS / "metamorphs_demo.yaml"))
    deaths = [(n, d) for n, r in enumerate(results, start=1) for d in r.trace.deaths]
    assert deaths, "the demo has deaths"
    number, death = deaths[0]
    session.show_phase(number)
    steps = [viewer.steps_model.step_at(r) for r in range(viewer.steps_model.rowCount())]
    assert steps == [s.number for s in rs.steps]
    # alive/dead, no HP numbers: the dead player's last cell says so, the frag column names
    # the kill's actor when there is one
    model = viewer.matrix_model
    row = model.row_of(death.player)
    cells = [str(model.index(row, c).data() or "") for c in range(model.columnCount())]
    assert not any(c.isdigit() for c in cells)
    if death.frag:
        assert death.frag in cells[model.frag_column()]
    # a step's events: outcomes, no HP to speak of
    assert viewer.events_model.headerData(2, Qt.Orientation.Horizontal) == "Result"
    viewer.show_why(death.player)
    assert viewer.why_model.headerData(1, Qt.Orientation.Horizontal) == "Result"
    # the post: the deaths with the role the master announces (role_shown)
    window.show_tab(TAB_POST)
    panel = workspace.post
    session.show_phase(number)
    panel.set_options(fmt="bbcode", lang="ru", deadline="")
    res = results[number - 1]
    post = panel.raw.toPlainText()
    assert post == public_post(rs, res.trace, res.state, fmt="bbcode", lang="ru", deadline=None)
    assert death.announced_role is not None
    assert rs.name("secret_role", death.announced_role, "ru") in post


@pytest.mark.parametrize(
    "demo", ["am15_return_demo.yaml", "metamorphs_demo.yaml", "mafic_arena_12_demo.yaml"]
)
def test_a_screenshot_of_a_scenario_imports_it_without_asking(
    window: MainWindow, tmp_path: Path, demo: str
) -> None:
    """`main.py resources/demo/<demo> --screenshot x.png` asks no question (no one is there
    to answer it): the import's default, every phase but the last committed."""
    from mastergui import first_game

    count = len(load_scenario(DEMOS / demo).phases)
    assert first_game.open_first_game(window, str(DEMOS / demo), Settings(), tmp_path, demo=True)
    assert window.session is not None and window.session.open_phase == count
