"""Mafic Arena XII (seed 002) in the console: the order editor offers only the cards a
player holds at the start of the phase (the engine's legal_params), each viewer step lists
the card moves («why does Вася hold these cards»), the sample collection is said plainly
when the game opens, a malformed own collection is refused with file and line while the
console stays usable, and the post tab gives the public hand counts, never a card."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from engine import load_scenario
from engine.effects.mafic_arena_12.cards import load_collection
from engine.export import public_post
from engine.model.state import PhaseInput
from engine.resolution.validate import legal_params
from engine.ruleset.load import _load_once
from engine.scenario.load import resolve_game
from engine.store import GameStore
from mastergui.main_window import TAB_ORDERS, TAB_POST, TAB_VIEWER, MainWindow
from mastergui.settings import Settings
from mastergui.views.order_params import CheckCombo
from resources import DATA_DIR_ENV

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "mafic_arena_12_demo.yaml"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = MainWindow(Settings(), "ru", tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.close()


def open_demo(window: MainWindow, tmp_path: Path, upto: int) -> Path:
    """The demo in a game file, phases before `upto` committed; `upto` open."""
    path = tmp_path / "arena.mmc"
    GameStore.create(path, load_scenario(DEMO), commit_upto=upto - 1).close()
    assert window.open_game(path)
    session = window.session
    assert session is not None
    session.show_phase(upto)
    return path


def pick(box: QComboBox, data: object) -> None:
    index = box.findData(data)
    assert index >= 0, f"{data!r} not offered"
    box.setCurrentIndex(index)


def test_the_editor_offers_the_cards_held(window: MainWindow, tmp_path: Path, qtbot: QtBot) -> None:
    """Phase 2 (Day 1): Вася holds what Night 1 left him («Пистолет / Камера наблюдения /
    Свидетель»); a discard ticks cards of that Hand, a Side play lists the Side."""
    open_demo(window, tmp_path, 2)
    window.show_tab(TAB_ORDERS)
    assert window.workspace is not None and window.session is not None
    editor = window.workspace.inbox.editor
    qtbot.waitUntil(lambda: editor.actor.count() > 0)
    pick(editor.actor, "Вася")
    pick(editor.ability, "play_hand")
    card = editor.findChild(QComboBox, "orderParam_card")
    assert card is not None and not card.isEditable()
    offered = [card.itemData(i) for i in range(card.count()) if card.itemData(i) is not None]
    scenario = load_scenario(DEMO)
    state = resolve_game(scenario, 1)[-1].state
    held = legal_params(scenario.ruleset, state, PhaseInput((), {}), "Вася", "play_hand", "card")
    assert (
        offered == list(dict.fromkeys(held or ())) == ["pistol", "surveillance_camera", "witness"]
    )
    assert [card.itemText(i) for i in range(1, card.count())] == [
        "Пистолет",
        "Камера наблюдения",
        "Свидетель",
    ]
    pick(card, "witness")
    order = editor.current_order()
    assert order is not None and order.params["card"] == "witness"
    pick(editor.ability, "discard")
    cards = editor.findChild(CheckCombo, "orderParam_cards")
    assert cards is not None and cards.count() == 3
    cards.toggle(2)  # ticked in this order: the order given (a reorder lists the Hand so)
    cards.toggle(0)
    order = editor.current_order()
    assert order is not None and list(order.params["cards"]) == ["witness", "pistol"]
    assert cards.currentText() == "Свидетель, Пистолет"
    cards.toggle(2)
    order = editor.current_order()
    assert order is not None and list(order.params["cards"]) == ["pistol"]
    pick(editor.actor, "Кил")
    pick(editor.ability, "play_side")
    side = editor.findChild(QComboBox, "orderParam_card")
    assert side is not None
    assert [side.itemData(i) for i in range(1, side.count())] == ["rifle"]  # his role card


def test_each_viewer_step_lists_the_card_moves(window: MainWindow, tmp_path: Path) -> None:
    """Seed 002's example: at step 7 the draw is cancelled and Совет discarded."""
    open_demo(window, tmp_path, 1)
    window.show_tab(TAB_VIEWER)
    assert window.workspace is not None
    viewer = window.workspace.viewer
    viewer.select_step(7)
    rows = [
        [str(viewer.events_model.index(r, c).data() or "") for c in range(3)]
        + [str(viewer.events_model.index(r, 3).data() or "")]
        for r in range(viewer.events_model.rowCount())
    ]
    vasya = [r for r in rows if "Вася" in r[0]]
    assert [r[2] for r in vasya] == ["добор отменён", "сброшены"]
    assert "Совет" in vasya[1][3]
    viewer.select_step(1)
    played = [
        str(viewer.events_model.index(r, 3).data() or "")
        for r in range(viewer.events_model.rowCount())
    ]
    assert "сыграна: Бункер" in played


def test_the_sample_collection_is_said_plainly(window: MainWindow, tmp_path: Path) -> None:
    open_demo(window, tmp_path, 1)
    assert window.message_bar.isVisible()
    text = window.message_bar.label.text()
    assert "ОБРАЗЕЦ коллекции" in text and "mafic_arena_12.cards.yaml" in text


def test_the_post_gives_hand_counts_and_no_card(window: MainWindow, tmp_path: Path) -> None:
    open_demo(window, tmp_path, 2)
    window.show_tab(TAB_POST)
    assert window.workspace is not None
    panel = window.workspace.post
    panel.set_options(fmt="bbcode", lang="ru", deadline="")
    scenario = load_scenario(DEMO)
    day = resolve_game(scenario, 2)[-1]
    post = panel.raw.toPlainText()
    assert post == public_post(scenario.ruleset, day.trace, day.state, fmt="bbcode", lang="ru")
    assert "Рука 3" in post and "за мир" in post
    for secret in ("Пистолет", "Свидетель", "Колода", "Рукав", "Сайд", "Киллер"):
        assert secret not in post, secret


@pytest.fixture
def broken_collection(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    data = tmp_path / "data"
    (data / "rulesets").mkdir(parents=True)
    bad = data / "rulesets" / "mafic_arena_12.cards.yaml"
    bad.write_text("cards:\n  - {id: x, colour: purple, kind: damage}\n", encoding="utf-8")
    monkeypatch.setenv(DATA_DIR_ENV, str(data))
    yield bad
    monkeypatch.undo()
    _load_once.cache_clear()
    load_collection.cache_clear()


def test_a_malformed_collection_is_refused_and_the_console_stays_usable(
    window: MainWindow, tmp_path: Path, broken_collection: Path
) -> None:
    path = tmp_path / "arena.mmc"
    GameStore.create(path, load_scenario(DEMO), commit_upto=0).close()
    _load_once.cache_clear()
    load_collection.cache_clear()
    assert not window.open_game(path)
    assert f"{broken_collection}:2" in window.message_bar.label.text()
    assert window.session is None
    # still usable: another game opens
    other = tmp_path / "other.mmc"
    GameStore.create(other, load_scenario(DEMO.with_name("metamorphs_demo.yaml"))).close()
    assert window.open_game(other)
    assert window.session is not None and window.session.ruleset.id == "metamorphs"


def test_the_card_fields_keep_their_height_on_a_small_screen(
    window: MainWindow, tmp_path: Path, qtbot: QtBot
) -> None:
    """1024×700 with the sample-collection notice open: the editor scrolls, its card fields
    are never crushed below their height (they were, to a few pixels)."""
    window.resize(1024, 700)
    open_demo(window, tmp_path, 3)
    window.show_tab(TAB_ORDERS)
    assert window.workspace is not None
    editor = window.workspace.inbox.editor
    qtbot.waitUntil(lambda: editor.actor.count() > 0)
    pick(editor.actor, "Вася")
    fields = editor.params_box.widgets()
    assert fields, "playing a card takes parameters"
    box = editor.params_box

    def laid_out() -> bool:
        return box.isVisible() and box.height() >= box.minimumSizeHint().height() > 0

    qtbot.waitUntil(laid_out, timeout=5000)
    assert all(w.height() >= w.minimumSizeHint().height() for w in fields)
