"""The order editor: offers the actor's abilities (as the engine computes them) and the
targets the engine accepts first, but lets the master enter anything — the engine's verdict
is shown live, and a rejected order is kept with its reason."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine import Order
from engine.model import frozen_map
from engine.ruleset import AbilityDef
from engine.store import OrderRow
from engine.trace import PhaseTrace

from ..bridge import PROBE_REF
from ..session import GameSession
from .fit import compact
from .order_params import ParamsForm, select_data, typed_data

MAX_TARGET_BOXES = 4
ROLE_TYPES = ("secret_role", "public_role", "faction", "ability")
SUBMIT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
OTHER_MARK = " *"  # an ability the actor does not have (see the legend)
REJECTED_MARK = " ✕"  # a target the engine rejects


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

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._editing: OrderRow | None = None
        self._loading = False

        self.actor = compact(QComboBox(self))
        self.actor.setObjectName("orderActor")
        self.ability = compact(QComboBox(self), 12)
        self.ability.setObjectName("orderAbility")
        self.targets_box = QWidget(self)
        self.targets_layout = QHBoxLayout(self.targets_box)
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
        # a fresh form starts with the first player who has sent nothing yet
        self._fill_actors(actor if actor is not None else self._next_actor(None))

    def edit(self, row: OrderRow) -> None:
        self._editing = row
        self.setTitle(self.tr("Edit order %1").replace("%1", row.order.ref or str(row.id)))
        self.save.setText(self.tr("Save changes"))
        self.source.setPlainText(row.source_text or "")
        order = row.order
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
            select_data(self.actor, actor)
        else:
            self._actor_changed()

    def _actor_changed(self) -> None:
        if self._loading:
            return
        actor = self.actor.currentData()
        texts = self.session.texts
        self._loading = True
        self.ability.clear()
        own = self.session.view.abilities.get(actor, []) if actor else []
        own_ids: list[str] = []
        for a in own:
            if a.id in own_ids:
                continue
            own_ids.append(a.id)
            label = texts.ability(a.id)
            if a.charges_left is not None:
                label += " " + self.tr("(%1 left)").replace("%1", str(a.charges_left))
            self.ability.addItem(label, a.id)
        if own_ids:
            self.ability.insertSeparator(self.ability.count())
        # anything else the ruleset knows: the master may enter it and see why it fails
        others = sorted(
            {d.id for d in self.session.ruleset.abilities.values()} - set(own_ids),
            key=texts.ability,
        )
        for ability_id in others:
            self.ability.addItem(texts.ability(ability_id) + OTHER_MARK, ability_id)
            self.ability.setItemData(
                self.ability.count() - 1, self.legend.text(), Qt.ItemDataRole.ToolTipRole
            )
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

    def _build_targets(self) -> None:
        for box in self.targets:
            box.deleteLater()
        self.targets = []
        definition = self._definition()
        if definition is None:
            return
        spec = definition.targets
        count = min(spec.max, MAX_TARGET_BOXES)
        if count == 0:
            return
        actor = self.actor.currentData()
        probe = Order(actor, definition.id, ("",))
        replacing = self._editing.order.ref if self._editing else None
        legal = set(self.session.legal_targets(probe, replacing)) if actor else set()
        names = self.session.names()
        ordered = [n for n in names if n in legal] + [n for n in names if n not in legal]
        for i in range(count):
            box = compact(QComboBox(self.targets_box), 6)
            box.setObjectName(f"orderTarget{i}")
            box.setEditable(True)
            box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            # every box starts empty: a target the master did not choose is missing, never
            # the first player of the list (often the actor himself)
            box.addItem("", None)
            for name in ordered:
                box.addItem(name if name in legal else name + REJECTED_MARK, name)
                if name not in legal:
                    box.setItemData(
                        box.count() - 1,
                        self.tr("The engine rejects this target"),
                        Qt.ItemDataRole.ToolTipRole,
                    )
            if spec.self_only and actor:
                select_data(box, actor)
            box.currentIndexChanged.connect(self._update_verdict)
            box.editTextChanged.connect(self._update_verdict)
            self.targets.append(box)
            self.targets_layout.addWidget(box)
            box.show()  # now, not at the next event loop pass: Tab may come first

    # --- the order ---------------------------------------------------------------------------
    def current_order(self) -> Order | None:
        actor = self.actor.currentData()
        ability = self.ability.currentData()
        if actor is None or ability is None:
            return None
        targets: list[str] = []
        for box in self.targets:
            value = typed_data(box, REJECTED_MARK)
            if value:
                targets.append(str(value))
        params = self.params_box.values()
        by = self.by.currentData()
        return Order(actor, ability, tuple(targets), frozen_map(params), by)

    def _missing_target(self) -> QComboBox | None:
        """The first target box the ability needs that is still empty."""
        definition = self._definition()
        needed = definition.targets.min if definition is not None else 0
        for box in self.targets[:needed]:
            if typed_data(box, REJECTED_MARK) is None:
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
        if self._missing_target() is not None:
            self.verdict.setText("✕ " + self.tr("Choose the target."))
            self.verdict.setStyleSheet("color: #c62828;")
            return
        replacing = self._editing.order.ref if self._editing else None
        result = self.session.verdict(order, replacing)
        texts = self.session.texts
        if result is not None:
            self.replaces.setText(self._replaces_text(result.trace))
        if result is None:
            self.verdict.setText(
                "… "
                + self.tr("The engine judges this order once the phases before it are committed.")
            )
            self.verdict.setStyleSheet("")
        elif result.rejection is None:
            self.verdict.setText("✓ " + self.tr("The engine accepts this order."))
            self.verdict.setStyleSheet("color: #2e7d32;")
        elif result.rejection.step is not None:
            self.verdict.setText(
                "⚠ "
                + self.tr("Accepted, but cancelled at step %1: %2")
                .replace("%1", str(result.rejection.step))
                .replace("%2", texts.reason(result.rejection))
            )
            self.verdict.setStyleSheet("color: #b26a00;")
        else:
            self.verdict.setText(
                "✕ " + self.tr("Rejected: %1").replace("%1", texts.reason(result.rejection))
            )
            self.verdict.setStyleSheet("color: #c62828;")

    def _replaces_text(self, trace: PhaseTrace) -> str:
        """Before saving: which stored order this one would replace (the engine's rule:
        a later order in the same slot replaces an earlier one)."""
        gone = [
            r.order
            for r in trace.rejected
            if r.code == "replaced" and r.data.get("replaced_by") == PROBE_REF
        ]
        if not gone:
            return ""
        texts = self.session.texts
        old = gone[0]
        what = f"{old.ref}: {texts.ability(old.ability)}"
        if old.targets:
            what += " → " + ", ".join(old.targets)
        return "↻ " + self.tr("Adding it replaces order %1.").replace("%1", what)

    def submit(self) -> None:
        order = self.current_order()
        if order is None:
            return
        missing = self._missing_target()
        if missing is not None:  # never an order on a target nobody chose
            self._update_verdict()
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
        acted = {o.actor for o in self.session.view.active_orders}
        living = self.session.living()
        start = living.index(after) + 1 if after in living else 0
        for name in living[start:] + living[:start]:
            if name not in acted:
                return name
        return after
