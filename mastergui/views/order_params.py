"""The order editor's parameter fields: one widget per parameter the ability declares
(a number, a player, players, a role, faction or ability by its name, a text or texts),
read back as the order's params. The values offered come from the ruleset, or from the
engine where it names them (a card game's cards held: `engine.resolution.validate.legal_params`);
nothing is judged here."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QComboBox, QFormLayout, QLineEdit, QSpinBox, QWidget

from engine.ruleset.load import AbilityDef, ParamSpec

from ..param_words import value_word
from ..text import Texts

# a parameter's values as the engine offers them (None: any text)
Options = Callable[[str], "tuple[str, ...] | None"]


def select_data(box: QComboBox, value: Any, editable_text: str | None = None) -> None:
    """Select the item whose data is `value` (or type it into an editable box)."""
    i = box.findData(value)
    if i >= 0:
        box.setCurrentIndex(i)
    elif box.isEditable() and editable_text is not None:
        box.setEditText(editable_text)
    elif value is None:
        box.setCurrentIndex(0)


def typed_data(box: QComboBox, mark: str = "") -> Any:
    """What an editable box holds as the master sees it: the item whose text is typed
    (an inline completion shows «Мурка» while the current item is still the first one;
    reading the current item filed orders against the wrong player), else the typed text
    itself (without the `mark` a list item may carry); None when empty."""
    text = box.currentText().strip()
    if not text:
        return None
    i = box.findText(text, Qt.MatchFlag.MatchFixedString)
    if i >= 0 and box.itemData(i) is not None:
        return box.itemData(i)
    bare = text.removesuffix(mark).strip() if mark else text
    for j in range(box.count()):
        data = box.itemData(j)
        if data is not None and str(data).casefold() == bare.casefold():
            return data
    return bare


@dataclass(frozen=True)
class ParamField:
    spec: ParamSpec
    widget: QWidget

    def value(self) -> Any:
        w = self.widget
        if isinstance(w, QSpinBox):
            return None if w.value() == w.minimum() and not self.spec.required else w.value()
        if isinstance(w, CheckCombo):  # the cards ticked, in the order they were ticked
            return w.values() or None
        if isinstance(w, QComboBox):
            return typed_data(w) if w.isEditable() else w.currentData()
        if isinstance(w, QLineEdit):
            names = [n.strip() for n in w.text().split(",") if n.strip()]
            return names or None
        return None

    def load(self, value: Any) -> None:
        w = self.widget
        if isinstance(w, QSpinBox):
            w.setValue(int(value))
        elif isinstance(w, CheckCombo):
            w.set_values([str(v) for v in (value if isinstance(value, (list, tuple)) else [value])])
        elif isinstance(w, QComboBox):
            select_data(w, value, editable_text=str(value))
        elif isinstance(w, QLineEdit):
            w.setText(", ".join(value) if isinstance(value, list) else str(value))


class ParamsForm(QWidget):
    """The fields of the chosen ability's parameters; `changed` on any edit."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.fields: list[ParamField] = []

    def build(
        self,
        definition: AbilityDef | None,
        texts: Texts,
        names: Sequence[str],
        options: Options | None = None,
    ) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.fields = []
        if definition is None:
            return
        for spec in definition.params:
            offered = options(spec.name) if options and spec.type in ("text", "texts") else None
            widget = (
                self._widget(spec, texts, names)
                if offered is None
                else self._offered(spec, texts, offered)
            )
            widget.setObjectName(f"orderParam_{spec.name}")
            self.form.addRow(texts.param(spec.name), widget)
            self.fields.append(ParamField(spec, widget))

    def _offered(self, spec: ParamSpec, texts: Texts, offered: tuple[str, ...]) -> QWidget:
        """Only what the engine offers (the cards held at the start of the phase): one
        from a list, or several ticked in a list that stays one line high (the order of
        ticking is the order given: a reorder lists the whole Hand so)."""
        if spec.type == "text":
            box = QComboBox(self)
            if not spec.required:
                box.addItem("", None)
            for value in dict.fromkeys(offered):
                box.addItem(texts.ability(value), value)
            box.currentIndexChanged.connect(self.changed)
            return box
        checks = CheckCombo(self, [(value, texts.ability(value)) for value in offered])
        checks.changed.connect(self.changed)
        return checks

    def _widget(self, spec: ParamSpec, texts: Texts, names: Sequence[str]) -> QWidget:
        if spec.type == "int" and not spec.choices:
            spin = QSpinBox(self)
            spin.setRange(
                spec.min if spec.min is not None else -1000,
                spec.max if spec.max is not None else 10000,
            )
            if spec.default is not None:
                spin.setValue(int(spec.default))
            spin.valueChanged.connect(self.changed)
            return spin
        if spec.type == "players":
            line = QLineEdit(self)
            line.setPlaceholderText(self.tr("names, separated by commas"))
            line.textChanged.connect(self.changed)
            return line
        box = QComboBox(self)
        box.setEditable(spec.type in ("player", "text", "texts"))  # free text: typed
        if not spec.required:
            box.addItem("", None)
        for value, label in param_values(spec, texts, names):
            box.addItem(label, value)
        if spec.default is not None:
            select_data(box, spec.default)
        box.currentIndexChanged.connect(self.changed)
        return box

    def values(self) -> dict[str, Any]:
        return {pf.spec.name: v for pf in self.fields if (v := pf.value()) is not None}

    def load(self, params: Mapping[str, Any]) -> None:
        for pf in self.fields:
            value = params.get(pf.spec.name)
            if value is not None:
                pf.load(value)

    def widgets(self) -> list[QWidget]:
        return [pf.widget for pf in self.fields]


def param_values(spec: ParamSpec, texts: Texts, names: Sequence[str]) -> list[tuple[Any, str]]:
    """The values a parameter offers, each with its name in the master's language."""
    rs = texts.ruleset
    if spec.choices:  # «commissar», «punisher»: a role's name; a flag's yes/no
        return [(c, value_word(texts, spec, c)) for c in spec.choices]
    if spec.type == "player":
        return [(n, n) for n in names]
    if spec.type == "secret_role":
        roles = [
            r for r in rs.secret_roles.values() if not spec.factions or r.faction in spec.factions
        ]
        return [(r.id, texts.secret_role(r.id)) for r in roles]
    if spec.type == "public_role":
        return [(r, texts.public_role(r)) for r in rs.public_roles]
    if spec.type == "faction":
        return [(f, texts.faction(f)) for f in rs.factions]
    if spec.type == "ability":
        ids = sorted({a.id for a in rs.abilities.values()}, key=texts.ability)
        return [(a, texts.ability(a)) for a in ids]
    return []


class CheckCombo(QComboBox):
    """Several values ticked in a drop-down list (a card game's cards: copies count); the
    line shows them in the order they were ticked, which is the order given."""

    changed = Signal()

    def __init__(self, parent: QWidget, offered: Sequence[tuple[str, str]]) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self._line = QLineEdit(self)
        self._line.setReadOnly(True)
        self.setLineEdit(self._line)
        model = QStandardItemModel(self)
        for value, label in offered:
            item = QStandardItem(label)
            item.setData(value, Qt.ItemDataRole.UserRole)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setData(Qt.CheckState.Unchecked, Qt.ItemDataRole.CheckStateRole)
            model.appendRow(item)
        self.setModel(model)
        self._model = model
        self._ticked: list[int] = []  # rows, in the order ticked
        self.view().viewport().installEventFilter(self)
        self._show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # a click ticks or unticks and keeps the list open for the next card
        if event.type() == QEvent.Type.MouseButtonRelease:
            index = self.view().currentIndex()
            if index.isValid():
                self.toggle(index.row())
            return True
        return super().eventFilter(watched, event)

    def toggle(self, row: int) -> None:
        if row in self._ticked:
            self._ticked.remove(row)
        else:
            self._ticked.append(row)
        self._show()
        self.changed.emit()

    def values(self) -> list[str]:
        return [str(self._model.item(r).data(Qt.ItemDataRole.UserRole)) for r in self._ticked]

    def set_values(self, values: Sequence[str]) -> None:
        self._ticked = []
        for value in values:
            for row in range(self._model.rowCount()):
                data = self._model.item(row).data(Qt.ItemDataRole.UserRole)
                if data == value and row not in self._ticked:
                    self._ticked.append(row)
                    break
        self._show()
        self.changed.emit()

    def _show(self) -> None:
        for row in range(self._model.rowCount()):
            state = Qt.CheckState.Checked if row in self._ticked else Qt.CheckState.Unchecked
            self._model.item(row).setData(state, Qt.ItemDataRole.CheckStateRole)
        labels = [self._model.item(r).text() for r in self._ticked]
        self._line.setText(", ".join(labels))
