"""Small screens (1024×700, Russian labels): widgets that take the width their layout
gives instead of their longest text, and tab bars whose cut titles keep a tooltip."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QTabWidget


def compact(box: QComboBox, letters: int = 8) -> QComboBox:
    """A combo box as wide as its layout gives, not as its longest item (the open list
    shows the full text)."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(letters)
    return box


def tab_tooltips(tabs: QTabWidget) -> None:
    """Every tab's full title as its tooltip (a narrow bar elides or scrolls them)."""
    for i in range(tabs.count()):
        tabs.setTabToolTip(i, tabs.tabText(i).replace("&", ""))
