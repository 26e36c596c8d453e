"""The rulesets New game offers: the bundled ones, then the master's own from their data
folder (variants among them), each by its name. A file with a mistake is listed with its
message (file, line, what is wrong) as a tooltip, greyed out: read, never chosen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox

from engine import EngineError
from engine.ruleset.load import builtin_ruleset, ruleset_ids


def fill_ruleset_box(box: QComboBox, lang: str) -> None:
    """One item per ruleset id, its data the id."""
    for rid in ruleset_ids():
        try:
            box.addItem(builtin_ruleset(rid).names.get(lang), rid)
        except EngineError as exc:
            _add_broken(box, rid, str(exc))


def _add_broken(box: QComboBox, ruleset_id: str, problem: str) -> None:
    box.addItem(f"{ruleset_id} ({problem})", ruleset_id)
    index = box.count() - 1
    box.setItemData(index, problem, Qt.ItemDataRole.ToolTipRole)
    model = box.model()  # a combo box's own: a QStandardItemModel
    if isinstance(model, QStandardItemModel):
        model.item(index).setEnabled(False)
