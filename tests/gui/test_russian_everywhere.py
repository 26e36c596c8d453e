"""Issue 29, item 8: no English and no raw ids in the Russian interface — every visible
string of the window (title, status bar, menus, tool bar, labels, buttons, tabs, combo
boxes, tables' cells and headers, tooltips) for every demo and every tab, and Qt's own
standard dialogs in Russian (qtbase_ru.qm)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import load_scenario
from engine.store import GameStore
from mastergui import i18n
from mastergui.main_window import (
    TAB_BALANCE,
    TAB_ORDERS,
    TAB_POST,
    TAB_VIEWER,
    TAB_WHATIF,
    MainWindow,
)
from mastergui.settings import Settings

from .visible_text import visible_strings

DEMOS = sorted((Path(__file__).resolve().parents[2] / "resources" / "demo").glob("*.yaml"))
LATIN = re.compile(r"[A-Za-z][A-Za-z_]{2,}")
# Latin words a Russian master reads as they are: formats, keys, programs, the app's
# name in its file names, units
ALLOWED = {
    "BBCode",
    "Markdown",
    "CSV",
    "PNG",
    "Ctrl",
    "Alt",
    "Shift",
    "Return",
    "Enter",
    "Tab",
    "Esc",
    "Del",
    "Discord",
    "Telegram",
    "mmc",
    "yaml",
    "txt",
    "Mafia",
    "Master",
    "Console",
    "SVG",
    "JSON",
    "YAML",
    "PgUp",
    "PgDn",
    "Home",
    "End",
    "Ins",
    "Space",
    "Backspace",
    "MafiaLife",
    "Mafic",
    "Arena",
    "AM",
    "XII",
    "html",
    "demo",
    "game",
    "English",  # the language menu names each language in itself
    "ARC",  # names the rulesets give in Latin letters («Агент ARC», «VIP»)
    "VIP",
    "collection",  # a scenario file's keys, named as the master writes them
    "public_list",
}


MARKUP = re.compile(r"\[/?[a-z]+(=[^\]]*)?\]|<[^>]+>|\S*/\S+")  # BBCode, HTML, paths


def unquoted(text: str) -> str:
    """`text` without its «quotations», nested too: a ruling quotes its source in the
    source's own language («It varies whether a Bus Driver…», the mafiascum wiki)."""
    out, depth = [], 0
    for char in text:
        depth += char == "«"
        if depth == 0:
            out.append(char)
        depth -= char == "»" and depth > 0
    return "".join(out)


def english(text: str, title: str, names: frozenset[str] = frozenset()) -> list[str]:
    """The Latin words of `text` (the game's own title, the players' names — an English
    forum's players are Alice and Bob —, quotations and markup aside)."""
    bare = MARKUP.sub(" ", unquoted(text.replace(title, " ") if title else text))
    return [w for w in LATIN.findall(bare) if w not in ALLOWED and w not in names]


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[None]:
    i18n.install("ru")
    yield
    i18n.install("en")


def test_qt_standard_dialogs_speak_russian(russian: None) -> None:
    """Qt's own words (a file dialog's «Look in:», «Files of type:») from qtbase_ru.qm."""
    assert QCoreApplication.translate("QFileDialog", "Look in:") != "Look in:"
    assert QCoreApplication.translate("QFileDialog", "Files of type:") != "Files of type:"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Отмена"


@pytest.mark.parametrize("demo", DEMOS, ids=lambda p: p.stem)
def test_no_english_or_ids_in_the_russian_window(
    russian: None, qtbot: QtBot, tmp_path: Path, demo: Path
) -> None:
    path = tmp_path / "game.mmc"
    scenario = load_scenario(demo)
    GameStore.create(path, scenario, commit_upto=len(scenario.phases) - 1).close()
    win = MainWindow(Settings(), "ru", tmp_path)
    qtbot.addWidget(win)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    assert win.open_game(path)
    found: dict[str, set[str]] = {}
    names = frozenset(w for p in scenario.players for w in LATIN.findall(p.name))
    for phase in (len(scenario.phases) - 1, len(scenario.phases)):
        assert win.session is not None
        win.session.show_phase(phase)
        for tab in (TAB_ORDERS, TAB_VIEWER, TAB_POST, TAB_WHATIF, TAB_BALANCE):
            win.show_tab(tab)
            QApplication.processEvents()
            for where, text in visible_strings(win):
                for word in english(text, win.session.title, names):
                    found.setdefault(word, set()).add(f"{where}: {text}")
    win.close()
    assert found == {}


def test_no_english_or_ids_in_the_russian_new_game_dialog(russian: None, qtbot: QtBot) -> None:
    """Every ruleset's New game dialog: the deal's warnings («16-17 players: the table
    deals 1 boss»), the rulings' tooltips (their ids), the roles offered."""
    from PySide6.QtWidgets import QComboBox, QWidget

    from mastergui.views.new_game import NewGameDialog

    from .visible_text import widget_strings

    dialog = NewGameDialog("ru")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    found: dict[str, set[str]] = {}
    for i in range(dialog.ruleset_box.count()):
        dialog.ruleset_box.setCurrentIndex(i)
        QApplication.processEvents()
        for widget in dialog.findChildren(QWidget):
            if not widget.isVisible():
                continue
            texts = [text for _where, text in widget_strings(widget)]
            if isinstance(widget, QComboBox):
                texts += [widget.itemText(j) for j in range(widget.count())]
            for text in texts:
                for word in english(text, ""):
                    found.setdefault(word, set()).add(text)
    assert found == {}


def test_question_options_and_sources_in_words(russian: None) -> None:
    """The win question's «continue» and Возвращение's «supplies» in Russian words."""
    from engine.ruleset.load import load_ruleset
    from engine.trace import Question
    from mastergui.text import Texts

    rulesets = Path(__file__).resolve().parents[2] / "rulesets"
    meta = Texts(load_ruleset(rulesets / "metamorphs.yaml"), "ru")
    win = Question("q1", "win", {}, ("mafia", "continue"), "continue", None, False)
    assert meta.answer(win, "continue") == "игра продолжается"
    ret = Texts(load_ruleset(rulesets / "am15_return.yaml"), "ru")
    assert ret.ability("supplies") == "снабжение"


CONSOLE_GAME = Path(__file__).resolve().parent / "data" / "console.yaml"
ARENA_GAME = Path(__file__).resolve().parents[1] / "orders_text" / "data" / "arena_game.yaml"


@pytest.mark.parametrize(
    ("game", "sender", "message", "shown"),
    [
        # «role=shinobi» before: the parameter's label and the role's name
        (CONSOLE_GAME, "Лев", "убийство Веры, роль синоби", "роль: Синоби"),
        # «accuse=surveillance_camera; card=pistol» before: the ruleset's `param.*` and cards
        (
            ARENA_GAME,
            "Вася",
            "Пистолет в Шпиона, обвиняю в Камере наблюдения",
            "Обвинение (карты): Камера наблюдения; Карта: Пистолет",
        ),
    ],
    ids=["am15-role", "arena-card"],
)
def test_the_paste_dialogs_show_parameters_in_words(
    russian: None, qtbot: QtBot, tmp_path: Path, game: Path, sender: str, message: str, shown: str
) -> None:
    """Item 8: the paste dialog and the batch review show an order's parameters in the
    ruleset's words, never «role=brute», «card=pistol»; the cell stays editable and takes
    the words back (and the ids)."""
    from PySide6.QtCore import Qt

    from mastergui.views.batch_orders import Col
    from mastergui.views.paste_orders import Column

    path = tmp_path / "game.mmc"
    GameStore.create(
        path, load_scenario(game), commit_upto=1 if game == CONSOLE_GAME else 0
    ).close()
    win = MainWindow(Settings(), "ru", tmp_path)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    assert win.open_game(path) and win.workspace is not None
    win.show_tab(TAB_ORDERS)
    dialog = win.workspace.inbox.paste_message()
    qtbot.addWidget(dialog)
    dialog.sender_box.setCurrentIndex(dialog.sender_box.findData(sender))
    dialog.message.setPlainText(message)
    qtbot.mouseClick(dialog.read_button, Qt.MouseButton.LeftButton)
    cell = dialog.table.item(0, Column.PARAMS)
    order = dialog.proposals[0].order
    assert order is not None and order.params
    ids = [
        str(v)
        for value in order.params.values()
        for v in (value if isinstance(value, (list, tuple)) else [value])
    ]
    assert cell.text() == shown
    assert english(cell.text(), "") == [] and not any(
        i in cell.text() for i in [*ids, *order.params]
    )
    assert cell.flags() & Qt.ItemFlag.ItemIsEditable
    params = dict(order.params)
    cell.setText(shown.upper())  # the words, as typed back
    assert dialog.proposals[0].order is not None
    assert dict(dialog.proposals[0].order.params) == params
    dialog.close()
    batch = win.workspace.inbox.paste_batch()
    qtbot.addWidget(batch)
    batch.paste.setPlainText(f"=== {sender}\n{message}\n")
    batch.read_button.click()
    row = next(r for r in range(batch.table.rowCount()) if batch.table.item(r, Col.PARAMS).text())
    assert batch.table.item(row, Col.PARAMS).text() == shown
    batch.close()
    win.close()
