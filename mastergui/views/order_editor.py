"""The order editor: offers the actor's abilities (as the engine computes them) and the
targets the engine accepts first, but lets the master enter anything — the engine's verdict
is shown live, and a rejected order is kept with its reason."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine import Order
from engine.model.state import frozen_map
from engine.ruleset.load import AbilityDef
from engine.store import OrderRow

from ..session import GameSession
from .fit import compact
from .order_abilities import ASK_OTHERS, OTHER_MARK, fill_abilities, holds
from .order_params import ParamsForm, select_data
from .order_targets import MAX_TARGET_BOXES, target_boxes, target_of
from .order_verdict import REJECTED, replaces_words, verdict_words

__all__ = ["MAX_TARGET_BOXES", "OTHER_MARK", "OrderEditor"]
TARGETS_A_ROW = 2
ROLE_TYPES = ("secret_role", "public_role", "faction", "ability")
SUBMIT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def _is_submit(event: QEvent) -> bool:
    """Ctrl+Return (or Ctrl+Enter): in the editor it adds the order being typed."""
    return (
        isinstance(event, QKeyEvent)
        and event.key() in SUBMIT_KEYS
        and bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
    )


class OrderEditor(QGroupBox):
    """Enter a new order or change one; `saved` fires after the store took it."""

    saved = Signal()
    fields_changed = Signal()  # other target and parameter rows: the editor's height

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._editing: OrderRow | None = None
        self._loading = False

        self.actor = compact(QComboBox(self))
        self.actor.setObjectName("orderActor")
        self.ability = compact(QComboBox(self), 12)
        self.ability.setObjectName("orderAbility")
        self.ability.setPlaceholderText(self.tr("nothing to order in this phase"))
        # the rest of the ruleset's abilities, when the master asks for them: the list's
        # last item («Другие способности…») sets this (an action: no room for a box)
        self.other_abilities = QAction(self.tr("Other abilities…"), self)
        self.other_abilities.setCheckable(True)
        self.other_abilities.setToolTip(
            self.tr(
                "Also offer the abilities the actor cannot order in this phase "
                "(an order on another's behalf, a master's correction)"
            )
        )
        self.targets_box = QWidget(self)
        # two targets a row: a pistol's four side by side pushed «Добавить приказ» off
        # the right edge of a 1024-pixel screen
        self.targets_layout = QGridLayout(self.targets_box)
        self.targets_layout.setContentsMargins(0, 0, 0, 0)
        self.targets: list[QComboBox] = []
        self.params_box = ParamsForm(self)
        self.params_box.changed.connect(self._update_verdict)
        self.by = compact(QComboBox(self))
        self.source = QPlainTextEdit(self)
        self.source.setPlaceholderText(
            self.tr("The player's message, if pasted (kept with the order)")
        )
        self.source.setMaximumHeight(60)
        self.source.setTabChangesFocus(True)  # Tab moves on; a pasted message keeps its tabs
        self.verdict = QLabel(self)
        self.verdict.setObjectName("orderVerdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.save = QPushButton(self.tr("&Add order"), self)
        self.save.setObjectName("orderSave")
        self.save.setDefault(True)
        self.save.setToolTip(self.tr("Ctrl+Return in the editor, or Alt+A"))
        self.cancel = QPushButton(self.tr("New"), self)
        self.legend = QLabel(
            self.tr(
                "* not among the actor's abilities: the engine rejects "
                "it, the order is kept with the reason"
            ),
            self,
        )
        self.legend.setObjectName("abilityLegend")
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet("color: palette(placeholder-text);")
        self.replaces = QLabel(self)
        self.replaces.setObjectName("orderReplaces")
        self.replaces.setWordWrap(True)
        self.replaces.setTextFormat(Qt.TextFormat.PlainText)

        form = QFormLayout()
        # labels above their fields where the column is narrow (1024 pixels)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow(self.tr("Actor"), self.actor)
        form.addRow(self.tr("Ability"), self.ability)
        form.addRow(self.legend)
        form.addRow(self.tr("Targets"), self.targets_box)
        form.addRow(self.params_box)
        form.addRow(self.tr("Submitted by"), self.by)
        form.addRow(self.tr("Source text"), self.source)
        buttons = QHBoxLayout()
        buttons.addWidget(self.cancel)
        buttons.addStretch(1)
        buttons.addWidget(self.save)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.verdict)
        layout.addWidget(self.replaces)
        layout.addStretch(1)
        layout.addLayout(buttons)

        self.legend.setVisible(False)  # only beside the starred abilities
        self.other_abilities.toggled.connect(self._others_toggled)
        self.actor.currentIndexChanged.connect(self._actor_changed)
        self.ability.currentIndexChanged.connect(self._ability_changed)
        self.by.currentIndexChanged.connect(self._update_verdict)
        self.save.clicked.connect(self.submit)
        self.cancel.clicked.connect(lambda: self.new_order())
        # Ctrl+Return is the window's commit: while the master types an order here it adds
        # the order instead (a shortcut override on the editor's own fields, so the commit
        # never sees the key; fields made later are watched as they come)
        self._watch_fields()

    def _watch_fields(self) -> None:
        for field in self.findChildren(QWidget):
            if field.focusPolicy() != Qt.FocusPolicy.NoFocus and not field.property("watched"):
                field.setProperty("watched", True)
                field.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QKeyEvent) and _is_submit(event):
            kind = event.type()
            if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
                if kind == QEvent.Type.KeyPress:
                    self.submit()
                event.accept()
                return True
        return False

    def _update_tab_order(self) -> None:
        """Keyboard order: actor, ability, each target, the parameters, submitted by, the
        source text, then the buttons (target and parameter fields are rebuilt per
        ability, so the chain is set again each time)."""
        chain: list[QWidget] = [
            self.actor,
            self.ability,
            *self.targets,
            *self.params_box.widgets(),
            self.by,
            self.source,
            self.save,
            self.cancel,
        ]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)
        self._watch_fields()

    # --- filling ---------------------------------------------------------------------------
    def new_order(self, actor: str | None = None) -> None:
        self._editing = None
        self.setTitle(self.tr("New order for phase %1").replace("%1", str(self.session.phase)))
        self.save.setText(self.tr("&Add order"))
        self.source.clear()
        self.other_abilities.setChecked(False)  # another's ability: chosen order by order
        # a fresh form starts with the first player who has sent nothing yet
        self._fill_actors(actor if actor is not None else self._next_actor(None))

    def edit(self, row: OrderRow) -> None:
        self._editing = row
        self.setTitle(self.tr("Edit order %1").replace("%1", row.order.ref or str(row.id)))
        self.save.setText(self.tr("Save changes"))
        self.source.setPlainText(row.source_text or "")
        order = row.order
        own = self.session.view.abilities.get(order.actor, [])
        self.other_abilities.blockSignals(True)
        self.other_abilities.setChecked(not holds(own, order.ability))
        self.other_abilities.blockSignals(False)
        self._fill_actors(order.actor)
        select_data(self.ability, order.ability, editable_text=order.ability)
        for box, target in zip(self.targets, order.targets, strict=False):
            select_data(box, target, editable_text=target)
        self.params_box.load(order.params)
        select_data(self.by, order.by)
        self._update_verdict()

    def _fill_actors(self, actor: str | None) -> None:
        self._loading = True
        self.actor.clear()
        self.by.clear()
        self.by.addItem(self.tr("the actor"), None)
        for name in self.session.names():
            alive = name in self.session.living()
            self.actor.addItem(name if alive else f"{name} ✝", name)
            self.by.addItem(name, name)
        self._loading = False
        if actor is not None:
            self.actor.blockSignals(True)  # the abilities filled once, below, either way
            select_data(self.actor, actor)
            self.actor.blockSignals(False)
        # always: selecting the actor already current (the first of a fresh phase)
        # emits nothing, and the ability list stayed empty until another actor was picked
        self._actor_changed()

    def _others_toggled(self) -> None:
        current = self.ability.currentData()
        self._actor_changed()
        if current is not None:
            select_data(self.ability, current)

    def _actor_changed(self) -> None:
        if self._loading:
            return
        actor = self.actor.currentData()
        self._loading = True
        others = self.other_abilities.isChecked()
        fill_abilities(
            self.ability,
            self.session.texts,
            self.session.view.abilities.get(actor, []) if actor else [],
            others,
            self.legend.text(),
            self.other_abilities,
        )
        self.legend.setVisible(others)
        self._loading = False
        self._ability_changed()

    def _definition(self) -> AbilityDef | None:
        ability_id = self.ability.currentData()
        if ability_id is None:
            return None
        actor = self.actor.currentData()
        for a in self.session.view.abilities.get(actor, []):
            if a.id == ability_id:
                return a.definition
        found = self.session.ruleset.abilities_by_id(ability_id)
        return found[0] if found else None

    def _ability_changed(self) -> None:
        if self._loading:
            return
        if self.ability.currentData() == ASK_OTHERS:  # «Другие способности…»: the rest
            self.other_abilities.setChecked(True)
            self.ability.showPopup()
            return
        self._build_targets()
        actor, definition = self.actor.currentData(), self._definition()
        self.params_box.build(
            definition,
            self.session.texts,
            self.session.names(),
            lambda name: (
                self.session.param_options(actor, definition.id, name)
                if actor and definition
                else None
            ),
        )
        self._update_tab_order()
        self._update_verdict()
        self.fields_changed.emit()

    def _build_targets(self) -> None:
        for box in self.targets:
            box.hide()  # gone now: deleteLater waits for the event loop (a grab came first)
            box.deleteLater()
        self.targets = []
        definition = self._definition()
        if definition is None or definition.targets.max == 0:
            return
        actor = self.actor.currentData()
        probe = Order(actor, definition.id, ("",))
        replacing = self._editing.order.ref if self._editing else None
        legal = set(self.session.legal_targets(probe, replacing)) if actor else set()
        names = self.session.names()
        for box in target_boxes(self.targets_box, definition, names, legal, actor):
            box.currentIndexChanged.connect(self._update_verdict)
            box.editTextChanged.connect(self._update_verdict)
            self.targets.append(box)
            row, column = divmod(len(self.targets) - 1, TARGETS_A_ROW)
            self.targets_layout.addWidget(box, row, column)
            box.show()  # now, not at the next event loop pass: Tab may come first

    # --- the order ---------------------------------------------------------------------------
    def current_order(self) -> Order | None:
        actor = self.actor.currentData()
        ability = self.ability.currentData()
        if actor is None or ability is None:
            return None
        targets = [t for box in self.targets if (t := target_of(box))]
        params = self.params_box.values()
        by = self.by.currentData()
        return Order(actor, ability, tuple(targets), frozen_map(params), by)

    def _missing_target(self) -> QComboBox | None:
        """The first target box the ability needs that is still empty."""
        definition = self._definition()
        needed = definition.targets.min if definition is not None else 0
        for box in self.targets[:needed]:
            if target_of(box) is None:
                return box
        return None

    def _update_verdict(self) -> None:
        if self._loading:
            return
        order = self.current_order()
        self.replaces.setText("")
        if order is None:
            self.verdict.setText("")
            return
        if self._missing_target() is not None:  # a hint; red once Add is pressed
            self.verdict.setText("→ " + self.tr("Choose the target."))
            self.verdict.setStyleSheet("")
            return
        replacing = self._editing.order.ref if self._editing else None
        result = self.session.verdict(order, replacing)
        if result is not None:
            self.replaces.setText(replaces_words(result.trace, self.session.texts))
        text, style = verdict_words(result, self.session.texts)
        self.verdict.setText(text)
        self.verdict.setStyleSheet(style)

    def submit(self) -> None:
        order = self.current_order()
        if order is None:
            return
        missing = self._missing_target()
        if missing is not None:  # never an order on a target nobody chose
            self.verdict.setText("✕ " + self.tr("Choose the target."))
            self.verdict.setStyleSheet(REJECTED)
            missing.setFocus()
            return
        source = self.source.toPlainText().strip() or None
        if self._editing is not None:
            done = self.session.edit_order(self._editing.id, order, source)
        else:
            done = self.session.add_order(order, source)
        if done is not None:
            # a clean form for the next order: the next player with no order yet
            self.new_order(self._next_actor(order.actor))
            self.actor.setFocus()
            self.saved.emit()

    def _next_actor(self, after: str | None) -> str | None:
        """The next player (by seat, after `after`) who has something to order in this
        phase and has not sent it yet."""
        view = self.session.view
        acted = {o.actor for o in view.active_orders}
        waiting = view.to_act()
        seats = self.session.names()
        start = seats.index(after) + 1 if after in seats else 0
        for name in seats[start:] + seats[:start]:
            if name in waiting and name not in acted:
                return name
        return after
