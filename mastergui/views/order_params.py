"""The order editor's parameter fields: one widget per parameter the ability declares
(a number, a player, players, a role, faction or ability by its name, a text or texts),
read back as the order's params. The values offered come from the ruleset, or from the
engine where it names them (a card game's cards held: `engine.validate.legal_params`);
nothing is judged here."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFormLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QWidget,
)

from engine.ruleset import AbilityDef, ParamSpec

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


@dataclass(frozen=True)
class ParamField:
    spec: ParamSpec
    widget: QWidget

    def value(self) -> Any:
        w = self.widget
        if isinstance(w, QSpinBox):
            return None if w.value() == w.minimum() and not self.spec.required else w.value()
        if isinstance(w, QComboBox):
            data = w.currentData()
            if data is None and w.isEditable() and w.currentText().strip():
                return w.currentText().strip()
            return data
        if isinstance(w, QLineEdit):
            names = [n.strip() for n in w.text().split(",") if n.strip()]
            return names or None
        if isinstance(w, QListWidget):  # the cards ticked, in the list's order
            items = [w.item(i) for i in range(w.count())]
            ticked = [i.data(Qt.ItemDataRole.UserRole) for i in items if _ticked(i)]
            return ticked or None
        return None

    def load(self, value: Any) -> None:
        w = self.widget
        if isinstance(w, QSpinBox):
            w.setValue(int(value))
        elif isinstance(w, QComboBox):
            select_data(w, value, editable_text=str(value))
        elif isinstance(w, QLineEdit):
            w.setText(", ".join(value) if isinstance(value, list) else str(value))
        elif isinstance(w, QListWidget):
            _tick_in_order(
                w, [str(v) for v in (value if isinstance(value, (list, tuple)) else [value])]
            )


def _ticked(item: QListWidgetItem) -> bool:
    return item.checkState() == Qt.CheckState.Checked


def _tick_in_order(box: QListWidget, values: list[str]) -> None:
    """Tick `values` (copies counted) and move them to the top in that order (a reorder
    lists the whole Hand)."""
    for position, value in enumerate(values):
        for row in range(position, box.count()):
            item = box.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == value and not _ticked(item):
                box.insertItem(position, box.takeItem(row))
                item.setCheckState(Qt.CheckState.Checked)
                break


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
        from a list, or several ticked (and dragged into order for a reorder)."""
        if spec.type == "text":
            box = QComboBox(self)
            if not spec.required:
                box.addItem("", None)
            for value in dict.fromkeys(offered):
                box.addItem(texts.ability(value), value)
            box.currentIndexChanged.connect(self.changed)
            return box
        listed = QListWidget(self)
        listed.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        listed.setMaximumHeight(24 + 18 * min(len(offered), 6))
        for value in offered:
            item = QListWidgetItem(texts.ability(value), listed)
            item.setData(Qt.ItemDataRole.UserRole, value)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
        listed.itemChanged.connect(lambda _item: self.changed.emit())
        listed.model().rowsMoved.connect(lambda *_args: self.changed.emit())
        return listed

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
    if spec.choices:
        return [(c, str(c)) for c in spec.choices]
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
