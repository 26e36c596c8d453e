"""Deaths with their frags, and a player's "why": the chain of HP events of the phase."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt

from engine.trace import Death, HpEvent, PhaseTrace, shown_step

from .. import colors
from ..text import Texts, death_place, death_step, signed, step_number, translate
from .base import Index, RowsModel
from .matrix_data import frag_text
from .roles import BACKGROUND, DISPLAY, FOREGROUND, HORIZONTAL, RIGHT, TEXT_ALIGNMENT, TOOLTIP, Role

# --- deaths and frags --------------------------------------------------------------------------


class DeathsModel(QAbstractTableModel):
    """Who died this phase, at which step, credited to whom and why."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._deaths: list[Death] = []
        self._texts: Texts | None = None
        self._phase = 0
        self._rulings: dict[str, str] = {}

    def set_trace(self, texts: Texts, trace: PhaseTrace | None) -> None:
        self.beginResetModel()
        self._texts = texts
        self._deaths = list(trace.deaths) if trace is not None else []
        self._phase = trace.number if trace is not None else 0
        self._rulings = dict(trace.rulings) if trace is not None else {}
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._deaths)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 5

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if role != DISPLAY or orientation != HORIZONTAL:
            return None
        # only the asked column's title is translated (a header asks for each column, often)
        match section:
            case 0:
                return self.tr("Died")
            case 1:
                return self.tr("Step")
            case 2:
                return self.tr("Frag to")
            case 3:
                return self.tr("Cause")
            case 4:
                return self.tr("Rulings")
            case _:
                return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._deaths):
            return None
        death = self._deaths[index.row()]
        if role == Role.PLAYER:
            return death.player
        if role == Role.STEP:  # where a double-click jumps: a step of this phase
            return death_step(death, self._phase)
        if role == DISPLAY and self._texts is not None:
            here = death_step(death, self._phase)
            step = (
                f"{here}. {self._texts.step(here)}"
                if here is not None
                else (death_place(death, self._phase) or "—")
            )
            return (
                death.player,
                step,
                death.frag or self.tr("nobody"),
                self._texts.death_cause(death.cause),
                self._texts.rulings_in(death.rulings, self._rulings),
            )[index.column()]
        if role == TOOLTIP and self._texts is not None:
            if index.column() == 4:
                return self._texts.rulings_tip(death.rulings, self._rulings) or None
            return self.data(index, DISPLAY)
        return None


# --- why: the chain of events that brought a player to this HP ----------------------------------


@dataclass(frozen=True, slots=True)
class WhyRow:
    """One line of a player's "why": the step, what happened, HP, notes."""

    step: str
    step_name: str
    what: str
    hp: str
    notes: str
    event: HpEvent | None


def why_rows(texts: Texts, trace: PhaseTrace | None, player: str | None) -> list[WhyRow]:
    if trace is None or player is None or player not in trace.start:
        return []
    no_hp = trace.players[0].hp is None if trace.players else False
    start = "" if no_hp else str(trace.start[player])
    rows = [WhyRow("", "", translate("Why", "start of the phase"), start, "", None)]
    if no_hp:  # a ruleset without HP: what was done to the player, step by step
        for st in trace.shown_steps:
            for a in st.actions:
                if player in a.targets:
                    ability = texts.ability(a.ability) if a.ability else ""
                    rows.append(
                        WhyRow(
                            step_number(st.number),
                            texts.step(st.number),
                            f"{a.actor or '—'}: {ability} ({texts.outcome(a.outcome)})",
                            "",
                            texts.notes(a.notes),
                            None,
                        )
                    )
    for e in trace.history_of(player):
        what = f"{e.actor or '—'}: {texts.event_ability(e)}"
        rows.append(
            WhyRow(
                step_number(shown_step(e)),
                texts.step(shown_step(e)),
                what,
                f"{e.hp_before} → {e.hp_after} ({signed(e.delta)})",
                texts.notes(e.notes),
                e,
            )
        )
    death = next((d for d in trace.deaths if d.player == player), None)
    if death is not None:
        rulings = (
            translate("Why", "rulings: %1").replace(
                "%1", texts.rulings_in(death.rulings, trace.rulings)
            )
            if death.rulings
            else ""
        )
        here = death_step(death, trace.number)
        rows.append(
            WhyRow(
                "" if here is None else str(here),
                "",
                frag_text(texts, death, trace.number),
                "",
                rulings,
                None,
            )
        )
    return rows


class WhyModel(RowsModel):
    """A player's HP story this phase, event by event."""

    column_count = 3
    _rows: list[WhyRow]

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if role != DISPLAY or orientation != HORIZONTAL:
            return None
        # only the asked column's title is translated (a header asks for each column, often)
        match section:
            case 0:
                return self.tr("Step")
            case 1:
                return self.tr("HP") if self.hp else self.tr("Result")
            case 2:
                return self.tr("Who, what, notes")
            case _:
                return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == Role.ITEM:
            return row.event
        if role == Role.STEP:
            return shown_step(row.event) if row.event is not None else None
        what = f"{row.what} — {row.notes}" if row.notes else row.what
        if role == DISPLAY:
            return (row.step, row.hp, what)[index.column()] or None
        if role == TOOLTIP:
            if index.column() == 0:
                return row.step_name or None
            return (row.step, row.hp, what)[index.column()] or None
        if role == BACKGROUND and index.column() == 1 and row.event and row.event.delta:
            return colors.DAMAGE if row.event.delta < 0 else colors.HEAL
        if role == FOREGROUND and index.column() == 1 and row.event and row.event.delta:
            return colors.DARK_TEXT
        if role == TEXT_ALIGNMENT and index.column() < 2:
            return RIGHT
        return None
