"""The order editor's target boxes: one editable box per target the ability takes (at
most MAX_TARGET_BOXES), the players the engine accepts first, the others marked; each
starts empty, so a target the master did not choose is missing, never the first player
of the list (often the actor himself). What a box holds is read as the master sees it."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QWidget

from engine.ruleset.load import AbilityDef

from .fit import compact
from .order_params import select_data, typed_data

MAX_TARGET_BOXES = 4
REJECTED_MARK = " ✕"  # a target the engine rejects


def target_boxes(
    parent: QWidget,
    definition: AbilityDef,
    names: Sequence[str],
    legal: Collection[str],
    actor: str | None,
) -> list[QComboBox]:
    """The boxes for `definition`'s targets (see the module's docstring)."""
    spec = definition.targets
    ordered = [n for n in names if n in legal] + [n for n in names if n not in legal]
    rejected_tip = QCoreApplication.translate("OrderEditor", "The engine rejects this target")
    boxes: list[QComboBox] = []
    for i in range(min(spec.max, MAX_TARGET_BOXES)):
        box = compact(QComboBox(parent), 6)
        box.setObjectName(f"orderTarget{i}")
        box.setEditable(True)
        box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        box.addItem("", None)
        for name in ordered:
            box.addItem(name if name in legal else name + REJECTED_MARK, name)
            if name not in legal:
                box.setItemData(box.count() - 1, rejected_tip, Qt.ItemDataRole.ToolTipRole)
        if spec.self_only and actor:
            select_data(box, actor)
        boxes.append(box)
    return boxes


def target_of(box: QComboBox) -> str | None:
    """The player (or the text) a target box holds, as shown."""
    value = typed_data(box, REJECTED_MARK)
    return str(value) if value else None
