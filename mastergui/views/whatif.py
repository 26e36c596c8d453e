"""What-if: the same phase resolved with one ruling changed, side by side with the
resolution as ruled, differing cells highlighted. The engine resolves both."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine.store import Changes
from engine.trace import PhaseTrace

from ..models.matrix import HpMatrixModel, event_steps, frag_text
from ..session import GameSession


class WhatIf(QWidget):
    """Pick a ruling and another option; compare."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.other: PhaseTrace | None = None
        self.ruling = QComboBox(self)
        self.ruling.setObjectName("whatIfRuling")
        self.option = QComboBox(self)
        self.option.setObjectName("whatIfOption")
        self.compare_button = QPushButton(self.tr("Compare"), self)
        self.compare_button.setObjectName("whatIfCompare")
        self.adopt_button = QPushButton(self.tr("Adopt for this game"), self)
        self.adopt_button.setToolTip(self.tr("Make this option the game's ruling (committed "
                                              "phases become stale until re-resolved)"))
        self.question = QLabel(self)
        self.question.setWordWrap(True)
        self.summary = QLabel(self)
        self.summary.setObjectName("whatIfSummary")
        self.summary.setWordWrap(True)
        self.left_title = QLabel(self)
        self.right_title = QLabel(self)
        self.left_model = HpMatrixModel(self)
        self.right_model = HpMatrixModel(self)
        self.left = self._matrix("whatIfBase", self.left_model)
        self.right = self._matrix("whatIfOther", self.right_model)
        # scroll the two matrices together
        self.left.verticalScrollBar().valueChanged.connect(self.right.verticalScrollBar().setValue)
        self.right.verticalScrollBar().valueChanged.connect(self.left.verticalScrollBar().setValue)

        self._impact: dict[tuple[str, str], bool] | None = None
        self.ruling.currentIndexChanged.connect(self._ruling_changed)
        self.option.currentIndexChanged.connect(lambda _i: self.compare())
        self.compare_button.clicked.connect(self.compare)
        self.adopt_button.clicked.connect(self.adopt)

        pick = QHBoxLayout()
        pick.addWidget(QLabel(self.tr("Ruling"), self))
        pick.addWidget(self.ruling, 2)
        pick.addWidget(QLabel(self.tr("what if"), self))
        pick.addWidget(self.option, 2)
        pick.addWidget(self.compare_button)
        pick.addWidget(self.adopt_button)
        sides = QSplitter(Qt.Orientation.Horizontal, self)
        for title, table in ((self.left_title, self.left), (self.right_title, self.right)):
            box = QWidget(sides)
            lay = QVBoxLayout(box)
            lay.setContentsMargins(0, 0, 0, 0)
            lay.addWidget(title)
            lay.addWidget(table)
            sides.addWidget(box)
        layout = QVBoxLayout(self)
        layout.addLayout(pick)
        layout.addWidget(self.question)
        layout.addWidget(self.summary)
        layout.addWidget(sides, 1)
        self._dirty = True  # filled when first shown: the impact scan resolves ~50 times
        session.changed.connect(self.on_changed)

    def _matrix(self, name: str, model: HpMatrixModel) -> QTableView:
        table = QTableView(self)
        table.setObjectName(name)
        table.setModel(model)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setMinimumSectionSize(36)
        table.horizontalHeader().setStretchLastSection(True)
        table.verticalHeader().setDefaultSectionSize(22)
        return table

    def impacts(self) -> dict[tuple[str, str], bool]:
        """For every other option of every ruling: does it change this phase's HP, deaths
        or frags? (Each is one engine resolution, a few milliseconds.)"""
        if self._impact is None:
            base = self.session.view.trace
            impact: dict[tuple[str, str], bool] = {}
            in_force = self.session.rulings_in_force()
            all_steps = [st.number for st in self.session.ruleset.steps]
            for rid, ruling in self.session.ruleset.rulings.items():
                for option in ruling.options:
                    if option.id == in_force[rid] or base is None:
                        continue
                    other = self.session.what_if({rid: option.id})
                    impact[(rid, option.id)] = (
                        other.hp_matrix(all_steps) != base.hp_matrix(all_steps)
                        or other.deaths != base.deaths or other.executed != base.executed)
            self._impact = impact
        return self._impact

    def _fill_rulings(self) -> None:
        """Rulings with another option; those that change this phase first (marked ≠)."""
        current = self.ruling.currentData()
        impact = self.impacts()
        matters = {rid for (rid, _o), changed in impact.items() if changed}
        self.ruling.blockSignals(True)
        self.ruling.clear()
        rulings = sorted(self.session.ruleset.rulings.items(),
                         key=lambda kv: (kv[0] not in matters, kv[0]))
        for rid, ruling in rulings:
            if len(ruling.options) > 1:
                # the question in the master's language; the id for the rulings file
                self.ruling.addItem(("≠ " if rid in matters else "   ")
                                    + ruling.ask(self.session.lang), rid)
                self.ruling.setItemData(self.ruling.count() - 1, rid,
                                        Qt.ItemDataRole.ToolTipRole)
        self.ruling.setCurrentIndex(max(0, self.ruling.findData(current)))
        self.ruling.blockSignals(False)
        self._ruling_changed()

    def _ruling_changed(self) -> None:
        rid = self.ruling.currentData()
        self.option.blockSignals(True)
        self.option.clear()
        if rid is None:
            self.option.blockSignals(False)
            return
        ruling = self.session.ruleset.rulings[rid]
        current = self.session.rulings_in_force()[rid]
        impact = self.impacts()
        for option in ruling.options:
            if option.id != current:
                mark = "≠ " if impact.get((rid, option.id)) else ""
                self.option.addItem(f"{mark}{option.get(self.session.lang)}", option.id)
                self.option.setItemData(self.option.count() - 1, f"{rid} = {option.id}",
                                        Qt.ItemDataRole.ToolTipRole)
        self.option.blockSignals(False)
        self.question.setText(f"{ruling.ask(self.session.lang)}\n«{ruling.seed}»\n"
                              + self.tr("In force: %1").replace(
                                  "%1", self.session.texts.ruling(rid, current)))
        self.compare()

    def select(self, ruling_id: str, option: str) -> None:
        self.ensure_filled()
        self.ruling.setCurrentIndex(max(0, self.ruling.findData(ruling_id)))
        self.option.setCurrentIndex(max(0, self.option.findData(option)))

    def on_changed(self, _changes: Changes) -> None:
        self._impact = None
        self._dirty = True
        if self.isVisible():
            self.ensure_filled()

    def ensure_filled(self) -> None:
        if self._dirty:
            self._dirty = False
            self._fill_rulings()

    def showEvent(self, event: QShowEvent) -> None:
        self.ensure_filled()
        super().showEvent(event)

    def compare(self) -> None:
        rid, option = self.ruling.currentData(), self.option.currentData()
        base = self.session.view.trace
        if rid is None or option is None or base is None:
            return
        self.other = self.session.what_if({rid: option})
        texts = self.session.texts
        steps = event_steps(base, self.other)
        dead = frozenset(p.name for p in self.session.view.state.players if not p.alive)
        self.left_model.set_trace(texts, base, steps, self.other, dead)
        self.right_model.set_trace(texts, self.other, steps, base, dead)
        for table in (self.left, self.right):
            for column in range(max(0, table.model().columnCount() - 1)):
                table.resizeColumnToContents(column)
        current = self.session.rulings_in_force()[rid]
        self.left_title.setText(self.tr("As ruled: %1").replace(
            "%1", texts.ruling(rid, current)))
        self.right_title.setText(self.tr("What if: %1").replace("%1", texts.ruling(rid, option)))
        self.left_title.setToolTip(f"{rid} = {current}")
        self.right_title.setToolTip(f"{rid} = {option}")
        cells = self.left_model.differing_cells()
        if not cells:
            self.summary.setText(self.tr("No difference in this phase: every HP and frag is "
                                         "the same."))
            return
        players = sorted({p for p, _ in cells})
        deaths = []
        ours = {d.player: d for d in base.deaths}
        theirs = {d.player: d for d in self.other.deaths}
        for name in sorted(set(ours) | set(theirs)):
            a, b = ours.get(name), theirs.get(name)
            if (a and (a.frag, a.step, a.cause)) != (b and (b.frag, b.step, b.cause)):
                deaths.append(f"{name}: {frag_text(texts, a, base.number) or '—'} ⇢ "
                              f"{frag_text(texts, b, base.number) or '—'}")
        text = self.tr("Cells that differ: %1 (players: %2).").replace(
            "%1", str(len(cells))).replace("%2", ", ".join(players))
        if deaths:
            text += " " + self.tr("Deaths: %1").replace("%1", "; ".join(deaths))
        self.summary.setText(text)

    def adopt(self) -> None:
        rid, option = self.ruling.currentData(), self.option.currentData()
        if rid is None or option is None:
            return
        from ..dialogs import confirm
        if confirm(self, self.tr("Adopt ruling"),
                   self.tr("Use \u201c%1\u201d for the whole game? Committed phases "
                           "become stale until they are re-resolved.").replace(
                       "%1", self.session.texts.ruling(rid, option))):
            self.session.set_ruling(rid, option)
