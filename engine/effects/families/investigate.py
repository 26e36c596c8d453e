"""Investigation: what a check of the actual target returns, as data. A verdict
(`shows: verdict`): roles and modifiers may be seen as another result (a miller guilty, a
godfather not guilty); otherwise the target's faction decides (`innocent_factions` read
innocent). A role (`shows: role`): `{role, faction}` as seen, a lasting effect on the
target (a conversion) showing another role and side, the role hidden by a ruling."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from .. import kind
from ..values import note
from .base import Common, FamilyKind
from .state import faction, has, record

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder


@dataclass(frozen=True, slots=True)
class Seen:
    """A role and side a check shows instead of the true ones."""

    role: str
    faction: str


@dataclass(frozen=True, slots=True)
class InvestigateParams(Common):
    """`shows`: `verdict` or `role` (see the module; another word fails at load).
    Verdict: `roles` / `modifiers`: a result by the target's role or modifier (the role
    first); else `innocent` for a faction in `innocent_factions`, `guilty` for any other.
    Role: `effects`: a lasting effect on the target -> what he is seen as; `cancelled`: per
    option of `cancelled_ruling`, what a target whose conversion was cancelled tonight is
    seen as; `detail_ruling`: its option `side` hides the role (null);
    `killed_note`: a target killed tonight gives no result (nulls), said with this note
    («Если выбранный им игрок был убит ночью, не получает результата», seed 003)."""

    reports: bool = True
    shows: Literal["verdict", "role"] = "verdict"
    effects: dict[str, Seen] = field(default_factory=dict)
    cancelled_ruling: str | None = None
    cancelled: dict[str, Seen] = field(default_factory=dict)
    detail_ruling: str | None = None
    killed_note: str | None = None
    innocent_factions: tuple[str, ...] = ()
    roles: dict[str, str] = field(default_factory=dict)
    modifiers: dict[str, str] = field(default_factory=dict)
    guilty: str = "guilty"
    innocent: str = "not_guilty"


@kind
class Investigate(FamilyKind[InvestigateParams]):
    """A check: its result to the actor (`no_result` when blocked, from the block)."""

    name = "investigate"
    schema = InvestigateParams
    is_check = True

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = ro.target
        if target is None:
            return
        params: InvestigateParams = self.typed(ro)
        if params.shows == "verdict":
            self.tell(ctx, ro, {"result": seen_as(ctx, params, target)})
            self.done(ctx, ro)
            return
        used: list[str] = []
        if params.killed_note is not None and target in record(ctx).deaths:
            self.tell(ctx, ro, {"role": None, "faction": None})
            self.done(ctx, ro, [note(params.killed_note)], used)
            return
        self.tell(ctx, ro, role_seen(ctx, params, target, used))
        self.done(ctx, ro, (), used)


def seen_as(ctx: PhaseContext, params: InvestigateParams, target: str) -> str:
    role = ctx.live(target).start.secret_role
    if role in params.roles:
        return params.roles[role]
    for modifier, result in params.modifiers.items():
        if has(ctx, target, modifier):
            return result
    side = faction(ctx, target)
    return params.innocent if side in params.innocent_factions else params.guilty


def role_seen(
    ctx: PhaseContext, params: InvestigateParams, target: str, used: list[str]
) -> dict[str, Any]:
    """`{role, faction}` of `target` as a `shows: role` check sees them."""
    live = ctx.live(target)
    seen = next((s for e, s in params.effects.items() if live.effects_of(e)), None)
    role, side = (
        (seen.role, seen.faction) if seen else (live.start.secret_role, faction(ctx, target))
    )
    if params.cancelled_ruling and target in record(ctx).conversions_cancelled:
        found = params.cancelled.get(ctx.rule(params.cancelled_ruling, used))
        if found is not None:
            role, side = found.role, found.faction
    if params.detail_ruling and ctx.rule(params.detail_ruling, used) == "side":
        return {"role": None, "faction": side}
    return {"role": role, "faction": side}
