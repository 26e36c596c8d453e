"""The order editor's ability list: the actor's own abilities that can be ordered in this
phase first (as the engine grants and checks them: `engine.resolution.held`), then — only when the
master asks for them with «Other abilities» — the actor's abilities of other phases and
every other ability of the ruleset, starred: the engine rejects them, the order is kept
with the reason. A short list is also what type-ahead needs: «Ка» finds «Катана», not a
foreign «Кара *» after it."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox

from ..bridge import Ability
from ..text import Texts

OTHER_MARK = " *"  # an ability the actor does not have (see the legend)
ASK_OTHERS = "\x00others"  # the list's last item: «Другие способности…» (no ability id)


def _label(texts: Texts, held: Ability) -> str:
    label = texts.ability(held.id)
    if held.charges_left is not None:
        left = QCoreApplication.translate("OrderEditor", "(%1 left)")
        label += " " + left.replace("%1", str(held.charges_left))
    return label


def fill_abilities(
    box: QComboBox,
    texts: Texts,
    held: Sequence[Ability],
    others: bool,
    legend: str,
    ask: QAction,
) -> None:
    """Fill `box` (see the module's docstring); `others`: the master asked for the rest,
    else the last item asks for them (`ask`'s words). The first is chosen (a box with a
    placeholder text chooses none by itself) unless it is that last item."""
    box.clear()
    _fill(box, texts, held, others, legend)
    own = box.count()
    if not others:
        if own:
            box.insertSeparator(own)
        box.addItem(ask.text(), ASK_OTHERS)
        box.setItemData(box.count() - 1, ask.toolTip(), Qt.ItemDataRole.ToolTipRole)
    box.setCurrentIndex(0 if own else -1)


def _fill(box: QComboBox, texts: Texts, held: Sequence[Ability], others: bool, legend: str) -> None:
    own: list[str] = []
    later: list[Ability] = []
    for a in held:
        if a.id in own or any(b.id == a.id for b in later):
            continue
        if a.usable:
            own.append(a.id)
            box.addItem(_label(texts, a), a.id)
        else:
            later.append(a)
    if not others:
        return
    if own:
        box.insertSeparator(box.count())
    not_now = QCoreApplication.translate("OrderEditor", "(not in this phase)")
    for a in later:
        box.addItem(f"{_label(texts, a)} {not_now}", a.id)
    taken = set(own) | {a.id for a in later}
    rest = sorted({d.id for d in texts.ruleset.abilities.values()} - taken, key=texts.ability)
    for ability_id in rest:
        box.addItem(texts.ability(ability_id) + OTHER_MARK, ability_id)
        box.setItemData(box.count() - 1, legend, Qt.ItemDataRole.ToolTipRole)


def holds(held: Sequence[Ability], ability_id: str) -> bool:
    """Whether the ability is among the actor's own, usable in this phase."""
    return any(a.id == ability_id and a.usable for a in held)
