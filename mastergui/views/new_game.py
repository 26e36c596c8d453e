"""New game: ruleset, players and public roles, the distribution for the count, a seeded
deal of secret roles (or a manual one), setup choices such as the commissar's."""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine import EngineError, PlayerSetup
from engine.ruleset import Ruleset, builtin_ruleset, ruleset_ids
from engine.setup import deal, distribution

from ..text import Texts

NAME, PUBLIC, SECRET, CHOICE = range(4)


@dataclass(frozen=True)
class NewGameSpec:
    title: str
    ruleset_id: str
    seed: int
    players: tuple[PlayerSetup, ...]


class NewGameDialog(QDialog):
    """Fill the seats, deal, and read the engine's warnings about the deal."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.setWindowTitle(self.tr("New game"))
        self.resize(760, 640)
        self.ruleset: Ruleset | None = None
        self.title = QLineEdit(self)
        self.title.setPlaceholderText(self.tr("e.g. Mafia Arena, autumn"))
        self.ruleset_box = QComboBox(self)
        self.seed = QSpinBox(self)
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(random.SystemRandom().randrange(1, 1_000_000))
        self.count = QSpinBox(self)
        self.count.setRange(3, 30)
        self.count.setValue(16)
        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("newGamePlayers")
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.distribution = QLabel(self)
        self.distribution.setWordWrap(True)
        self.warnings = QLabel(self)
        self.warnings.setObjectName("dealWarnings")
        self.warnings.setWordWrap(True)
        self.deal_button = QPushButton(self.tr("Deal secret roles (seeded)"), self)
        self.deal_button.setObjectName("dealButton")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.tr("Title"), self.title)
        form.addRow(self.tr("Ruleset"), self.ruleset_box)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.deal_button)
        form.addRow(self.tr("Seed"), seed_row)
        form.addRow(self.tr("Players"), self.count)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.distribution)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.warnings)
        layout.addWidget(self.buttons)

        for rid in ruleset_ids():  # the bundled ones and the master's own
            try:
                label = builtin_ruleset(rid).names.get(lang)
            except EngineError as exc:  # a broken ruleset file: listed with its problem
                label = f"{rid} ({exc})"
            self.ruleset_box.addItem(label, rid)
        self.ruleset_box.currentIndexChanged.connect(self._ruleset_changed)
        self.count.valueChanged.connect(self._resize)
        self.deal_button.clicked.connect(self.deal)
        self._ruleset_changed()
        self.table.itemChanged.connect(lambda _item: self._check())

    # --- building ---------------------------------------------------------------------------
    def _texts(self) -> Texts:
        assert self.ruleset is not None
        return Texts(self.ruleset, self.lang)

    def _ruleset_changed(self) -> None:
        rid = self.ruleset_box.currentData()
        if rid is None:
            return
        self.ruleset = builtin_ruleset(rid)
        self.table.setRowCount(0)
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Public role"),
                                              self.tr("Secret role"), self.tr("Setup choice")])
        self._resize()

    def _resize(self) -> None:
        assert self.ruleset is not None
        texts = self._texts()
        old = self.table.rowCount()
        self.table.setRowCount(self.count.value())
        publics = list(self.ruleset.public_roles)
        for row in range(old, self.count.value()):
            self.table.setItem(row, NAME, QTableWidgetItem(self.tr("Player %1").replace(
                "%1", str(row + 1))))
            public = QComboBox(self.table)
            for role in publics:
                public.addItem(texts.public_role(role), role)
            public.setCurrentIndex(row % len(publics))
            self.table.setCellWidget(row, PUBLIC, public)
            secret = QComboBox(self.table)
            for role in self.ruleset.secret_roles:
                secret.addItem(texts.secret_role(role), role)
            secret.currentIndexChanged.connect(lambda _i, r=row: self._secret_changed(r))
            self.table.setCellWidget(row, SECRET, secret)
            self.table.setCellWidget(row, CHOICE, QComboBox(self.table))
            self._secret_changed(row)
        self._show_distribution()
        self._check()

    def _secret_changed(self, row: int) -> None:
        assert self.ruleset is not None
        secret = self.table.cellWidget(row, SECRET)
        choice = self.table.cellWidget(row, CHOICE)
        if not isinstance(secret, QComboBox) or not isinstance(choice, QComboBox):
            return
        choice.clear()
        role = self.ruleset.secret_roles.get(secret.currentData())
        texts = self._texts()
        if role is not None and role.choice:
            for key in role.choice:
                choice.addItem(texts.ability(self.ruleset.abilities[key].id), key)
        choice.setEnabled(choice.count() > 0)
        self._check()

    def _show_distribution(self) -> None:
        """The engine's distribution for the player count (roles as its table deals them)."""
        assert self.ruleset is not None
        texts = self._texts()
        try:
            table = distribution(self.ruleset, self.count.value())
        except EngineError as exc:
            self.distribution.setText(str(exc))
            return
        roles = ", ".join(f"{texts.secret_role(r)} ×{n}" for r, n in table.roles.items())
        self.distribution.setText(self.tr("Distribution for %1 players (%2): %3.")
                                  .replace("%1", str(self.count.value()))
                                  .replace("%2", table.column).replace("%3", roles))

    # --- dealing ----------------------------------------------------------------------------
    def seats(self) -> list[tuple[str, str]]:
        out = []
        for row in range(self.table.rowCount()):
            item = self.table.item(row, NAME)
            public = self.table.cellWidget(row, PUBLIC)
            name = item.text().strip() if item is not None else ""
            out.append((name, public.currentData() if isinstance(public, QComboBox) else ""))
        return out

    def deal(self) -> None:
        """The engine's seeded deal; the commissars' choices stay as the master set them."""
        assert self.ruleset is not None
        seats = self.seats()
        try:
            dealt = deal(self.ruleset, [n for n, _ in seats], dict(seats), self.seed.value())
        except EngineError as exc:
            self.warnings.setText("⚠ " + str(exc))
            return
        for row, setup in enumerate(dealt):
            secret = self.table.cellWidget(row, SECRET)
            if isinstance(secret, QComboBox):
                secret.setCurrentIndex(max(0, secret.findData(setup.secret_role)))
        self._check()

    def players(self) -> list[PlayerSetup]:
        out = []
        for row, (name, public) in enumerate(self.seats()):
            secret = self.table.cellWidget(row, SECRET)
            choice = self.table.cellWidget(row, CHOICE)
            out.append(PlayerSetup(
                name, public, secret.currentData() if isinstance(secret, QComboBox) else "",
                None, choice.currentData() if isinstance(choice, QComboBox)
                and choice.count() else None))
        return out

    def _check(self) -> list[str]:
        """The engine's warnings about this deal, plus names the store would refuse."""
        if self.ruleset is None or self.table.rowCount() != self.count.value():
            return []
        from engine.scenario import distribution_warnings
        players = self.players()
        problems = list(distribution_warnings(self.ruleset, players))
        names = [p.name for p in players]
        if any(not n for n in names):
            problems.append(self.tr("every player needs a name"))
        if len(set(names)) != len(names):
            problems.append(self.tr("two players have the same name"))
        self.warnings.setText("⚠ " + "\n⚠ ".join(problems) if problems else
                              "✓ " + self.tr("The deal matches the distribution table."))
        return problems

    def spec(self) -> NewGameSpec:
        assert self.ruleset is not None
        return NewGameSpec(self.title.text().strip() or self.tr("New game"), self.ruleset.id,
                           self.seed.value(), tuple(self.players()))
