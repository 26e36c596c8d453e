"""New game: ruleset, players and public roles, the distribution for the count, a seeded
deal of secret roles (or a manual one), setup choices such as the commissar's, and the
ruleset's setup rulings (`setup: true`: AM-15 «Возвращение» opens by day or by night)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field

from PySide6.QtWidgets import (
    QApplication,
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
from engine.model.state import frozen_map
from engine.ruleset.load import Ruleset, builtin_ruleset
from engine.scenario.setup import deal, distribution

from .. import window_size
from ..text import Texts
from .roster_note import skipped_words
from .ruleset_choice import fill_ruleset_box

NAME, PUBLIC, SECRET, CHOICE, SETUP = range(5)


@dataclass(frozen=True)
class NewGameSpec:
    title: str
    ruleset_id: str
    seed: int
    players: tuple[PlayerSetup, ...]
    rulings: Mapping[str, str] = field(default_factory=dict)  # the setup rulings chosen


class NewGameDialog(QDialog):
    """Fill the seats, deal, and read the engine's warnings about the deal."""

    def __init__(self, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.setWindowTitle(self.tr("New game"))
        window_size.fit_size(self, 760, 640)
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
        self.table = QTableWidget(0, 5, self)
        self.table.setObjectName("newGamePlayers")
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setup_rulings = QFormLayout()  # one combo per setup ruling of the ruleset
        self.ruling_boxes: dict[str, QComboBox] = {}
        self.distribution = QLabel(self)
        self.distribution.setWordWrap(True)
        self.warnings = QLabel(self)
        self.warnings.setObjectName("dealWarnings")
        self.warnings.setWordWrap(True)
        self.paste_button = QPushButton(self.tr("Paste roster"), self)
        self.paste_button.setObjectName("pasteRoster")
        self.paste_button.setToolTip(
            self.tr(
                "One player a line from the clipboard: a name, "
                "or a name and a public role (\u201cАлиса — "
                "Монах\u201d)"
            )
        )
        self.roster_note = QLabel(self)
        self.roster_note.setObjectName("rosterNote")
        self.roster_note.setWordWrap(True)
        self.deal_button = QPushButton(self.tr("Deal secret roles (seeded)"), self)
        self.deal_button.setObjectName("dealButton")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.tr("Title"), self.title)
        form.addRow(self.tr("Ruleset"), self.ruleset_box)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.deal_button)
        form.addRow(self.tr("Seed"), seed_row)
        count_row = QHBoxLayout()
        count_row.addWidget(self.count, 1)
        count_row.addWidget(self.paste_button)
        form.addRow(self.tr("Players"), count_row)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(self.setup_rulings)
        layout.addWidget(self.distribution)
        layout.addWidget(self.roster_note)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.warnings)
        layout.addWidget(self.buttons)

        fill_ruleset_box(self.ruleset_box, lang)  # the bundled ones and the master's own
        self.ruleset_box.currentIndexChanged.connect(self._ruleset_changed)
        self.count.valueChanged.connect(self._resize)
        self.deal_button.clicked.connect(self.deal)
        self.paste_button.clicked.connect(
            lambda: self.paste_roster(QApplication.clipboard().text())
        )
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
        try:
            self.ruleset = builtin_ruleset(rid)
        except EngineError:  # a broken file (listed, not choosable): the choice before stays
            self.ruleset_box.blockSignals(True)
            kept = self.ruleset.id if self.ruleset is not None else None
            self.ruleset_box.setCurrentIndex(self.ruleset_box.findData(kept))
            self.ruleset_box.blockSignals(False)
            return
        self._show_setup_rulings()
        # a count the ruleset's table covers (AM-15 «Возвращение» has one table: 13 seats)
        low = self.ruleset.min_players
        high = max(low, self.ruleset.sizes[-1].max)
        self.count.blockSignals(True)
        self.count.setValue(min(max(self.count.value(), low), high))
        self.count.blockSignals(False)
        self.table.setRowCount(0)
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Name"),
                self.tr("Public role"),
                self.tr("Secret role"),
                self.tr("Setup choice"),
                self.tr("Items, level, traits"),
            ]
        )
        # no role chooses at setup (am15_return, metamorphs): no empty column of choices
        self.table.setColumnHidden(
            CHOICE, not any(r.choice for r in self.ruleset.secret_roles.values())
        )
        # one public role for all (MafiaLife, metamorphs): nothing to pick
        self.table.setColumnHidden(PUBLIC, len(self.ruleset.public_roles) <= 1)
        # a ruleset that shows per-player setup (numbers.setup_columns) lets the master deal it,
        # typed as the scenario writes it: «level: 2, traits: [pierce], items: {armor: 1}»
        has_setup = bool(self.ruleset.numbers.get("setup_columns"))
        self.table.setColumnHidden(SETUP, not has_setup)
        header = self.table.horizontalHeaderItem(SETUP)
        if header is not None:
            header.setToolTip(
                self.tr("As in a scenario: level: 2, traits: [pierce], items: {armor: 1}")
            )
        self._resize()

    def _show_setup_rulings(self) -> None:
        """A combo per setup ruling, at its default; the question as the label."""
        assert self.ruleset is not None
        while self.setup_rulings.rowCount():
            self.setup_rulings.removeRow(0)
        self.ruling_boxes = {}
        for ruling in self.ruleset.setup_rulings:
            box = QComboBox(self)
            box.setObjectName(f"setupRuling_{ruling.id}")
            for option in ruling.options:
                box.addItem(option.get(self.lang), option.id)
            box.setCurrentIndex(box.findData(ruling.default))
            box.setToolTip(f"«{ruling.seed}»")  # the seed's words, not the ruling's id
            box.currentIndexChanged.connect(lambda _i: self._check())
            self.ruling_boxes[ruling.id] = box
            label = QLabel(ruling.ask(self.lang), self)
            label.setWordWrap(True)
            self.setup_rulings.addRow(label, box)

    def rulings(self) -> dict[str, str]:
        """The setup rulings as chosen (each one, so the game keeps them whatever the
        ruleset's default becomes)."""
        return {rid: str(box.currentData()) for rid, box in self.ruling_boxes.items()}

    def _resize(self) -> None:
        assert self.ruleset is not None
        texts = self._texts()
        old = self.table.rowCount()
        self.table.setRowCount(self.count.value())
        publics = list(self.ruleset.public_roles)
        for row in range(old, self.count.value()):
            self.table.setItem(
                row, NAME, QTableWidgetItem(self.tr("Player %1").replace("%1", str(row + 1)))
            )
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
            choice = QComboBox(self.table)
            choice.currentIndexChanged.connect(lambda _i: self._check())
            self.table.setCellWidget(row, CHOICE, choice)
            self.table.setItem(row, SETUP, QTableWidgetItem(""))
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
            # the seed: the player chooses ("Комиссар теперь выбирает себе подроль")
            choice.addItem(self.tr("(chooses in play)"), None)
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
        self.distribution.setText(
            self.tr("Distribution for %1 players (%2): %3.")
            .replace("%1", str(self.count.value()))
            .replace("%2", table.column)
            .replace("%3", roles)
        )

    # --- dealing ----------------------------------------------------------------------------
    def seats(self) -> list[tuple[str, str]]:
        out = []
        for row in range(self.table.rowCount()):
            item = self.table.item(row, NAME)
            public = self.table.cellWidget(row, PUBLIC)
            name = item.text().strip() if item is not None else ""
            out.append((name, public.currentData() if isinstance(public, QComboBox) else ""))
        return out

    def paste_roster(self, text: str) -> int:
        """Seats from a pasted roster (engine.scenario.setup.parse_roster): as many players as
        lines, their names, and their public roles where the ruleset knows the word."""
        from engine.scenario.roster import read_roster

        assert self.ruleset is not None
        reading = read_roster(self.ruleset, text)
        seats = reading.seats
        if not seats:
            self.roster_note.setText(self.tr("The clipboard has no roster (one player a line)."))
            return 0
        self.count.setValue(len(seats))
        unknown: list[str] = []
        for row, seat in enumerate(seats):
            self.table.setItem(row, NAME, QTableWidgetItem(seat.name))
            public = self.table.cellWidget(row, PUBLIC)
            if seat.public_role is not None and isinstance(public, QComboBox):
                public.setCurrentIndex(max(0, public.findData(seat.public_role)))
            elif seat.role_text:
                unknown.append(f"{seat.name} ({seat.role_text})")
        note = self.tr("%n player(s) pasted.", "", len(seats))
        note += " " + self.tr("Read: %1.").replace("%1", ", ".join(s.name for s in seats))
        note += skipped_words(reading.skipped)  # what a thread copy holds besides them
        if unknown:
            note += " ⚠ " + self.tr("Public role not recognised, pick it: %1").replace(
                "%1", ", ".join(unknown)
            )
        self.roster_note.setText(note)
        self._check()
        return len(seats)

    def deal(self) -> None:
        """The engine's seeded deal; the commissars' choices stay as the master set them."""
        assert self.ruleset is not None
        seats = self.seats()
        try:
            dealt = deal(
                self.ruleset,
                [n for n, _ in seats],
                dict(seats),
                self.seed.value(),
                rulings=self.rulings(),
            )
        except EngineError as exc:
            self.warnings.setText("⚠ " + str(exc))
            return
        for row, setup in enumerate(dealt):
            secret = self.table.cellWidget(row, SECRET)
            if isinstance(secret, QComboBox):
                secret.setCurrentIndex(max(0, secret.findData(setup.secret_role)))
        self._check()

    def players(self) -> list[PlayerSetup]:
        return self._players_and_problems()[0]

    def _players_and_problems(self) -> tuple[list[PlayerSetup], list[str]]:
        """The seats, and what is wrong with a typed setup (that seat gets none)."""
        from engine.scenario.player_setup import setup_from_text

        out, problems = [], []
        for row, (name, public) in enumerate(self.seats()):
            secret = self.table.cellWidget(row, SECRET)
            choice = self.table.cellWidget(row, CHOICE)
            item = self.table.item(row, SETUP)
            counters: dict[str, int] = {}
            if item is not None and not self.table.isColumnHidden(SETUP):
                try:
                    counters = setup_from_text(item.text(), name or str(row + 1), self.ruleset)
                except EngineError as exc:
                    problems.append(str(exc))
            out.append(
                PlayerSetup(
                    name,
                    public,
                    secret.currentData() if isinstance(secret, QComboBox) else "",
                    None,
                    choice.currentData() if isinstance(choice, QComboBox) else None,
                    frozen_map(counters),
                )
            )
        return out, problems

    def _check(self) -> list[str]:
        """The engine's warnings about this deal, plus names the store would refuse."""
        if self.ruleset is None or self.table.rowCount() != self.count.value():
            return []
        from engine.scenario.load import distribution_warnings
        from engine.scenario.setup import setup_problems

        players, problems = self._players_and_problems()
        problems += distribution_warnings(self.ruleset, players, self.lang)
        problems += setup_problems(self.ruleset, players, self.rulings(), lang=self.lang)
        names = [p.name for p in players]
        if any(not n for n in names):
            problems.append(self.tr("every player needs a name"))
        if len(set(names)) != len(names):
            problems.append(self.tr("two players have the same name"))
        self.warnings.setText(
            "⚠ " + "\n⚠ ".join(problems)
            if problems
            else "✓ " + self.tr("The deal matches the distribution table and the setup rulings.")
        )
        return problems

    def accept(self) -> None:
        """A typed setup the engine cannot read is fixed first (the warning names it): a
        game is never made with a player's items silently dropped."""
        if self._players_and_problems()[1]:
            self._check()
            return
        super().accept()

    def spec(self) -> NewGameSpec:
        assert self.ruleset is not None
        return NewGameSpec(
            self.title.text().strip() or self.tr("New game"),
            self.ruleset.id,
            self.seed.value(),
            tuple(self.players()),
            self.rulings(),
        )
