"""Morning reports from the end of a phase, as data (`numbers.morning_reports`), in phases
of the kinds `kinds` (by night, in a day-and-night cycle): each living character, in seat
order, gets

- `wounds`: as a holder of its `trait`, for every character not in one of the statuses
  `except_statuses` (the night's dead too), the abilities that damaged him tonight
  (a message `message` with `wounds`: «узнаёт тип ран за прошлую ночь на всех игроках,
  кроме здоровых», seed 001);
- `hp_warning`: a holder of its `trait` below the HP in the trait's parameter `below`
  (`default` when it has none) is told `{says: true}` («Утром узнаёт, если имеет менее
  80 хп», seed 001): the HP-reading step's warning (families.self_check.Warning), read in
  the morning."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated

from ...ruleset.schema import Ref
from .. import hook
from .damage import wounds as wounds_tonight
from .registry import numbers_section
from .schema import section
from .self_check import Warning, warn
from .statuses import new_statuses

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext


@dataclass(frozen=True, slots=True)
class WoundReport:
    """The wounds of everyone not in `except_statuses`, to holders of `trait`."""

    trait: Annotated[str, Ref("trait")]
    message: str
    except_statuses: tuple[str, ...] = ()


@section("morning_reports")
@dataclass(frozen=True, slots=True)
class MorningReports:
    """The morning's private reports (the `morning_reports` hook), in phases of the kinds
    `kinds` (all when empty): `wounds` — holders of its trait learn what damaged each
    character not in `except_statuses`; `hp_warning` — a `self_check.Warning` read in the
    morning."""

    kinds: tuple[str, ...] = ()
    wounds: WoundReport | None = None
    hp_warning: Warning | None = None


@hook("morning_reports")
def morning_reports(ctx: PhaseContext) -> None:
    p = numbers_section(ctx.ruleset, "morning_reports")
    if not isinstance(p, MorningReports) or (p.kinds and ctx.kind.id not in p.kinds):
        return
    for live in ctx.living():
        if p.wounds is not None and live.trait(p.wounds.trait) is not None:
            _wounds(ctx, p.wounds, live)
        if p.hp_warning is not None:
            warn(ctx, live, p.hp_warning)


def _wounds(ctx: PhaseContext, report: WoundReport, live: Live) -> None:
    new = new_statuses(ctx).new
    found = wounds_tonight(ctx)
    for other in ctx.seated():
        entry = new.get(other.name)
        if entry is None or entry.status in report.except_statuses:
            continue
        kinds = list(dict.fromkeys(found.get(other.name, [])))
        ctx.send(live.name, report.message, other.name, {"wounds": kinds})
