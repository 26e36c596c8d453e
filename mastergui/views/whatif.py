"""What-if: the same phase resolved with one ruling changed, side by side with the
resolution as ruled, differing cells highlighted. The engine resolves both."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import Qt, Signal
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

from .. import background, bridge
from ..models.matrix import HpMatrixModel
from ..models.matrix_data import event_steps, frag_text, has_hp
from ..session import GameSession, resolution_changed
from .fit import compact
from .lazy_tab import LazyTab


class Comparison(QSplitter):
    """The ruled resolution's HP matrix beside the other one's, each under its title; the
    two scroll together."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.left_model = HpMatrixModel(self)
        self.right_model = HpMatrixModel(self)
        self.left_title, self.left = self._side("whatIfBase", self.left_model)
        self.right_title, self.right = self._side("whatIfOther", self.right_model)
        left, right = self.left.verticalScrollBar(), self.right.verticalScrollBar()
        left.valueChanged.connect(right.setValue)
        right.valueChanged.connect(left.setValue)

    def _side(self, name: str, model: HpMatrixModel) -> tuple[QLabel, QTableView]:
        box = QWidget(self)
        title = QLabel(box)
        title.setWordWrap(True)  # an option is a sentence: wrapped, not widening
        table = QTableView(box)
        table.setObjectName(name)
        table.setModel(model)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setMinimumSectionSize(36)
        table.horizontalHeader().setStretchLastSection(True)
        table.verticalHeader().setDefaultSectionSize(22)
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(title)
        lay.addWidget(table)
        self.addWidget(box)
        return title, table


class WhatIf(QWidget):
    """Pick a ruling and another option; compare."""

    scan_done = Signal()  # the ≠ marks are known

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.other: PhaseTrace | None = None
        # the questions are long sentences: the boxes take the width the row gives
        self.ruling = compact(QComboBox(self), 16)
        self.ruling.setObjectName("whatIfRuling")
        self.option = compact(QComboBox(self), 12)
        self.option.setObjectName("whatIfOption")
        self.compare_button = QPushButton(self.tr("Compare"), self)
        self.compare_button.setObjectName("whatIfCompare")
        self.adopt_button = QPushButton(self.tr("Adopt for this game"), self)
        self.adopt_button.setToolTip(
            self.tr(
                "Make this option the game's ruling (committed "
                "phases become stale until re-resolved)"
            )
        )
        self.question = QLabel(self)
        self.question.setWordWrap(True)
        self.scanning = QLabel(self)
        self.scanning.setObjectName("whatIfScanning")
        self._generation = 0
        self.summary = QLabel(self)
        self.summary.setObjectName("whatIfSummary")
        self.summary.setWordWrap(True)
        # the two matrices, built at the first comparison (the tab is seldom the first one
        # shown; its minimum width is the row of choices above them, built here)
        self.sides_page = LazyTab(Comparison, self)

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
        layout = QVBoxLayout(self)
        layout.addLayout(pick)
        layout.addWidget(self.scanning)
        layout.addWidget(self.question)
        layout.addWidget(self.summary)
        layout.addWidget(self.sides_page, 1)
        self._dirty = True  # filled when first shown: the impact scan resolves ~50 times
        session.changed.connect(self.on_changed)

    @property
    def sides(self) -> Comparison:
        """The two matrices side by side, built on first use."""
        return cast(Comparison, self.sides_page.panel)

    @property
    def left_model(self) -> HpMatrixModel:
        return self.sides.left_model

    @property
    def right_model(self) -> HpMatrixModel:
        return self.sides.right_model

    def impacts(self) -> dict[tuple[str, str], bool]:
        """Which other options change this phase (≠): known once the background scan is
        done, an empty answer until then (the list is filled again when it is)."""
        return self._impact if self._impact is not None else {}

    def _scan(self) -> None:
        """Resolve the phase under every other option in a thread (~50 resolutions): the
        tab is usable at once, the ≠ marks follow."""
        view = self.session.view
        if view.trace is None:
            self._impact = {}
            return
        self._generation += 1
        self.scanning.setText(self.tr("Checking which rulings change this phase…"))
        generation = self._generation
        rs, state, inputs, base = self.session.ruleset, view.state, view.inputs, view.trace
        in_force = self.session.rulings_in_force()
        background.run(
            lambda: (generation, bridge.ruling_impacts(rs, state, inputs, base, in_force)),
            self._scanned,
            "what-if",
        )

    def _scanned(self, result: object) -> None:
        if isinstance(result, Exception):
            self.scanning.setText(str(result))
            return
        assert isinstance(result, tuple)
        generation: int = result[0]
        impact: dict[tuple[str, str], bool] = result[1]
        if generation != self._generation:
            return  # the phase changed meanwhile: a newer scan is on its way
        self._impact = impact
        self.scanning.clear()
        self.scan_done.emit()
        if self.isVisible():
            self._fill_rulings()

    def _fill_rulings(self) -> None:
        """Rulings with another option; those that change this phase first (marked ≠)."""
        current = self.ruling.currentData()
        impact = self.impacts()
        matters = {rid for (rid, _o), changed in impact.items() if changed}
        self.ruling.blockSignals(True)
        self.ruling.clear()
        rulings = sorted(
            self.session.ruleset.rulings.items(), key=lambda kv: (kv[0] not in matters, kv[0])
        )
        for rid, ruling in rulings:
            if len(ruling.options) > 1:
                # the question in the master's language; the id for the rulings file
                self.ruling.addItem(
                    ("≠ " if rid in matters else "   ") + ruling.ask(self.session.lang), rid
                )
                self.ruling.setItemData(self.ruling.count() - 1, rid, Qt.ItemDataRole.ToolTipRole)
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
                self.option.setItemData(
                    self.option.count() - 1,
                    self.session.texts.ruling_question(rid),
                    Qt.ItemDataRole.ToolTipRole,
                )
        self.option.blockSignals(False)
        self.question.setText(
            f"{ruling.ask(self.session.lang)}\n«{ruling.seed}»\n"
            + self.tr("In force: %1").replace("%1", self.session.texts.ruling(rid, current))
        )
        self.compare()

    def select(self, ruling_id: str, option: str) -> None:
        self.ensure_filled()
        self.ruling.setCurrentIndex(max(0, self.ruling.findData(ruling_id)))
        self.option.setCurrentIndex(max(0, self.option.findData(option)))

    def on_changed(self, changes: Changes) -> None:
        if not resolution_changed(changes):
            return
        self._impact = None
        self._generation += 1  # a scan under way is of the old inputs
        self._dirty = True
        if self.isVisible():
            self.ensure_filled()

    def ensure_filled(self) -> None:
        if self._dirty:
            self._dirty = False
            if self._impact is None:
                self._scan()
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
        sides = self.sides
        sides.left_model.set_trace(texts, base, steps, self.other, dead)
        sides.right_model.set_trace(texts, self.other, steps, base, dead)
        for table in (sides.left, sides.right):
            for column in range(max(0, table.model().columnCount() - 1)):
                table.resizeColumnToContents(column)
        current = self.session.rulings_in_force()[rid]
        sides.left_title.setText(self.tr("As ruled: %1").replace("%1", texts.ruling(rid, current)))
        sides.right_title.setText(self.tr("What if: %1").replace("%1", texts.ruling(rid, option)))
        question = self.session.texts.ruling_question(rid)  # words, not the ruling's id
        sides.left_title.setToolTip(question)
        sides.right_title.setToolTip(question)
        cells = sides.left_model.differing_cells()
        if not cells:
            self.summary.setText(
                self.tr("No difference in this phase: every HP and frag is the same.")
                if has_hp(base)
                else self.tr("No difference in this phase: every death and frag is the same.")
            )
            return
        players = sorted({p for p, _ in cells})
        deaths = []
        ours = {d.player: d for d in base.deaths}
        theirs = {d.player: d for d in self.other.deaths}
        for name in sorted(set(ours) | set(theirs)):
            a, b = ours.get(name), theirs.get(name)
            if (a and (a.frag, a.step, a.cause)) != (b and (b.frag, b.step, b.cause)):
                deaths.append(
                    f"{name}: {frag_text(texts, a, base.number) or '—'} ⇢ "
                    f"{frag_text(texts, b, base.number) or '—'}"
                )
        text = (
            self.tr("Cells that differ: %1 (players: %2).")
            .replace("%1", str(len(cells)))
            .replace("%2", ", ".join(players))
        )
        if deaths:
            text += " " + self.tr("Deaths: %1").replace("%1", "; ".join(deaths))
        self.summary.setText(text)

    def adopt(self) -> None:
        rid, option = self.ruling.currentData(), self.option.currentData()
        if rid is None or option is None:
            return
        from ..dialogs import confirm

        if confirm(
            self,
            self.tr("Adopt ruling"),
            self.tr(
                "Use \u201c%1\u201d for the whole game? Committed phases "
                "become stale until they are re-resolved."
            ).replace("%1", self.session.texts.ruling(rid, option)),
        ):
            self.session.set_ruling(rid, option)
