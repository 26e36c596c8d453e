"""The paste box on MafiaLife and Mafic Arena XII games (the parser's corpora
corpus_mafialife.yaml and corpus_mafic_arena_12.yaml, on their scenarios): a hacker's
redirect with its new victim, a hanging vote, and a card play with its card and accusation
are proposed with the engine's verdict and stored, with the message, as read."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine import load_scenario
from engine.store import GameStore
from mastergui.main_window import MainWindow
from mastergui.settings import Settings
from mastergui.views.paste_orders import Column

from .test_paste_orders import paste

DATA = Path(__file__).resolve().parents[1] / "orders_text" / "data"


def open_game(qtbot: QtBot, tmp_path: Path, scenario: str, open_phase: int) -> MainWindow:
    path = tmp_path / "game.mmc"
    GameStore.create(path, load_scenario(DATA / scenario), commit_upto=open_phase - 1).close()
    win = MainWindow(Settings(), "en", tmp_path)
    qtbot.addWidget(win)
    assert win.open_game(path)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def mafialife(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = open_game(qtbot, tmp_path, "mafialife_game.yaml", 2)
    yield win
    win.close()


@pytest.fixture
def arena(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    win = open_game(qtbot, tmp_path, "arena_game.yaml", 1)
    yield win
    win.close()


def rows(dialog: object) -> list[list[str]]:
    table = dialog.table  # type: ignore[attr-defined]
    return [
        [table.item(r, c).text() for c in range(table.columnCount())]
        for r in range(table.rowCount())
    ]


def add_accepted(window: MainWindow, qtbot: QtBot, dialog: object) -> None:
    assert window.session is not None
    with qtbot.waitSignal(window.session.changed):
        qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]


def test_a_mafialife_redirect_and_a_vote_are_read_and_stored(
    mafialife: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    # the seed's own form: «Ход: сбить ход — имя игрока А — на имя жертвы Б»
    text = "Сбить ход — Борис — на Веру"
    dialog = paste(mafialife, qtbot, "Зоя", text)
    (row,) = rows(dialog)
    assert row[Column.ABILITY] == "Redirect" and row[Column.TARGETS] == "Борис"
    assert row[Column.PARAMS] == "victim: Вера" and row[Column.VERDICT].startswith("✓")
    add_accepted(mafialife, qtbot, dialog)
    dialog = paste(mafialife, qtbot, "Мира", "Голосую за повешение Бориса")
    (vote,) = rows(dialog)
    assert vote[Column.KIND] == "vote" and vote[Column.TARGETS] == "Борис"
    add_accepted(mafialife, qtbot, dialog)
    with GameStore.open(tmp_path / "game.mmc") as store:
        (order,) = [r for r in store.orders(2) if r.order.ability == "redirect"]
        assert order.order.targets == ("Борис",) and dict(order.order.params) == {"victim": "Вера"}
        assert order.source_text == text
        assert store.phase_input(2).votes.get("Мира") == "Борис"


def test_a_card_play_is_read_with_its_card_and_accusation_and_stored(
    arena: MainWindow, qtbot: QtBot, tmp_path: Path
) -> None:
    text = "Пистолет в Шпиона, обвиняю в Камере наблюдения"
    dialog = paste(arena, qtbot, "Вася", text)
    (row,) = rows(dialog)
    assert row[Column.ABILITY] == "Play from Hand" and row[Column.TARGETS] == "Шпион"
    # the ruleset's words (`param.card`, the cards' names), not «card=pistol»
    assert row[Column.PARAMS] == "Accuse (cards): Surveillance camera; Card: Pistol"
    assert row[Column.VERDICT].startswith("✓")
    add_accepted(arena, qtbot, dialog)
    with GameStore.open(tmp_path / "game.mmc") as store:
        (order,) = store.orders(1)
    assert (order.order.actor, order.order.ability, order.order.targets) == (
        "Вася",
        "play_hand",
        ("Шпион",),
    )
    assert dict(order.order.params)["card"] == "pistol"
    assert list(dict(order.order.params)["accuse"]) == ["surveillance_camera"]
    assert order.source_text == text


def test_a_card_held_only_in_the_side_is_played_from_the_side(
    arena: MainWindow, qtbot: QtBot
) -> None:
    # the killer's Rifle is dealt to his Side («В начале игры получает в Сайд карту Ружье»)
    dialog = paste(arena, qtbot, "Кил", "Ружьё в Васю")
    (row,) = rows(dialog)
    assert row[Column.ABILITY] == "Play from Side" and row[Column.PARAMS] == "Card: Rifle"
    assert dialog.table.item(0, Column.ACCEPT).checkState() == Qt.CheckState.Checked
