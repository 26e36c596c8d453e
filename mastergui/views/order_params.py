"""The order editor's parameter fields: one widget per parameter the ability declares
(a number, a player, players, a role, faction or ability by its name), read back as the
order's params. The values offered come from the ruleset; nothing is judged here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLineEdit, QSpinBox, QWidget

from engine.ruleset import AbilityDef, ParamSpec

from ..text import Texts


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
        return None

    def load(self, value: Any) -> None:
        w = self.widget
        if isinstance(w, QSpinBox):
            w.setValue(int(value))
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

    def build(self, definition: AbilityDef | None, texts: Texts, names: Sequence[str]) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.fields = []
        if definition is None:
            return
        for spec in definition.params:
            widget = self._widget(spec, texts, names)
            widget.setObjectName(f"orderParam_{spec.name}")
            self.form.addRow(spec.name, widget)
            self.fields.append(ParamField(spec, widget))

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
        box.setEditable(spec.type == "player")
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
