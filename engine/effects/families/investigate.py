"""Investigation: what a check of the actual target returns, as data. A verdict
(`shows: verdict`): roles and modifiers may be seen as another result (a miller guilty, a
godfather not guilty); otherwise the target's faction decides (`innocent_factions` read
innocent). A role (`shows: role`): `{role, faction}` as seen, a lasting effect on the
target (a conversion) showing another role and side, the role hidden by a ruling. The
secret role alone (`shows: secret_role`: `{role}`) or whether it is peaceful
(`shows: peaceful`: `{peaceful}`), counted investigations revealing it (`shows: count`)
or whether it is one the order names
(`shows: named`: `{hit}`), all through the masks (families.seen). The actor himself
(`shows: self`: `{hp, trap, marks}`, families.self_check) or, of no target, which secret
abilities a named role or faction ran this phase (`shows: ran`, families.ran)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, Literal

from ...model.errors import RulesetError
from .. import Ids, kind, ruleset_check
from ..values import note
from .base import FamilyKind
from .counts import CountParams
from .counts import apply as count
from .gate import refused, stopped
from .night_info import night_check
from .night_move import Listed, SwitchId, refusal
from .ran import Ran, learn_later
from .seen import Choices, Mask, either, master_choice, one_of, seen_role
from .self_check import self_report
from .state import faction, has, record

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder
    from ...ruleset.load import Ruleset


@dataclass(frozen=True, slots=True)
class Seen:
    """A role and side a check shows instead of the true ones."""

    role: str
    faction: str


@dataclass(frozen=True, slots=True)
class InvestigateParams(Listed):
    """`shows`: `verdict`, `role`, `secret_role` or `peaceful` (see the module; another
    word fails at load).
    Verdict: `roles` / `modifiers`: a result by the target's role or modifier (the role
    first); else `innocent` for a faction in `innocent_factions`, `guilty` for any other.
    Role: `effects`: a lasting effect on the target -> what he is seen as; `cancelled`: per
    option of `cancelled_ruling`, what a target whose conversion was cancelled tonight is
    seen as; `detail_ruling`: its option `side` hides the role (null);
    `killed_note`: a target killed tonight gives no result (nulls), said with this note
    («Если выбранный им игрок был убит ночью, не получает результата», seed 003).
    Secret role / peaceful: `masks`: what the check sees instead of the true role (a
    masquerade, lying low; the first that applies); `peaceful_roles`: the roles read
    peaceful («Мирными считаются только мирные жители, маньяк и псих», seed 000);
    Count (`{count, role}`): investigations of the target so far (each investigator's own,
    or all together while a ruling in `shared_when` has the option given there); from the
    `reveal_at`-th on the role as seen, not before phase `min_phase` of the game's size
    column (else `too_early`: that phase); only `{role}` while a ruling in `role_only_when`
    has its option («При третьем применении способности на одну цель (в игре на 18-20
    игроков - не ранее 7 фазы) узнаёт её Тайную роль», seed 000).
    Named (`{hit}`): whether the target is seen as a role the order names (its parameters
    `named_by`) or a player of a role in `visited_by` visited him this phase («Если цель
    имеет одну из этих ролей или громила применял на неё в эту фазу тайную способность»,
    seed 000); `at_end`: the result comes at the phase's last step.
    `immune_ruling`: on a target immune to the check (the paranoid) the result is the
    master's choice, recorded under this ruling; `plain`: the result names the target
    only (no submitted/actual pair) and the check leaves no event (the message is its
    record); `gate`: the ruleset's gate on its orders (families.gate), asked when the
    order is checked and at its step; `also_count`: after a secret role, peaceful, count or
    named result, the order's count on the target (families.counts: «узнаёт тайную роль
    любого игрока. Может добавить цели до 2 единиц разоблачения или снять до 2», seed 001).
    Told in the newspaper (`list` set, families.night_info): `shows: secret_role` (through
    the masks) or `decoy`; `side_switch` (the side instead of the role), `takes_items`
    (a theft).
    Self (`shows: self`): `many_at`: from this HP on the result says `many` instead.
    Ran (`shows: ran`): `ran`: whose abilities (families.ran), told at the phase's end."""

    reports: bool = True
    shows: Literal[
        "verdict", "role", "secret_role", "peaceful", "count", "named", "decoy", "self", "ran"
    ] = "verdict"
    masks: tuple[Mask, ...] = ()
    peaceful_roles: Annotated[tuple[str, ...], Ids("secret_role")] = ()
    named_by: tuple[str, ...] = ()
    reveal_at: int = 1
    min_phase: Annotated[dict[str, int], Ids("size", keys=True)] = field(default_factory=dict)
    shared_when: dict[str, str] = field(default_factory=dict)
    role_only_when: dict[str, str] = field(default_factory=dict)
    visited_by: Annotated[tuple[str, ...], Ids("secret_role")] = ()
    at_end: bool = False
    immune_ruling: str | None = None
    plain: bool = False
    gate: str | None = None
    also_count: CountParams | None = None
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
    # --- told in the newspaper (`list` set)
    side_switch: SwitchId = None
    takes_items: bool = False
    # --- about himself, or what a role or faction ran
    many_at: int | None = None
    ran: Ran | None = None


@kind
class Investigate(FamilyKind[InvestigateParams]):
    """A check: its result to the actor (`no_result` when blocked, from the block)."""

    name = "investigate"
    schema = InvestigateParams
    is_check = True

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        params: InvestigateParams = self.typed(ro)
        if params.list is not None:
            return refusal(ctx, ro, params)
        return super().check(ctx, ro) or refused(ctx, ro, params.gate)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        params: InvestigateParams = self.typed(ro)
        if params.list is not None:
            night_check(ctx, ro, params)
            return
        if params.ran is not None:
            learn_later(ctx, ro, params.ran)
            return
        target = ro.actor if params.shows == "self" else ro.target
        if target is None or stopped(ctx, ro, params.gate):
            return
        if params.shows != "verdict" and params.shows != "role":

            def give(c: PhaseContext) -> None:
                self.report(c, ro, target, lambda: role_shown(c, ro, params, target))
                if params.also_count is not None:
                    count(c, ro, params.also_count)

            if params.at_end:
                ctx.run_later(ctx.ruleset.steps[-1].number, give)
            else:
                give(ctx)
            return
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

    def report(self, ctx: PhaseContext, ro: ResolvedOrder, target: str, real: Real) -> None:
        """The result to the actor: the master's choice on an immune target (see
        `immune_ruling`), as a plain message or the family's told result and event."""
        params: InvestigateParams = self.typed(ro)
        ruling = params.immune_ruling
        if ruling is None:
            result = real()
        else:
            result = master_choice(ctx, ro, target, real, choices(ctx, params), ruling)
        if params.plain:
            ctx.send(ro.actor, ro.ability.id, target, result)
            return
        self.tell(ctx, ro, result)
        self.done(ctx, ro)


Real = Callable[[], Mapping[str, Any]]


def role_shown(
    ctx: PhaseContext, ro: ResolvedOrder, params: InvestigateParams, target: str
) -> dict[str, Any]:
    """`{role}`, `{peaceful}` or `{hit}` of `target` as the masks show him."""
    if params.shows == "self":
        return self_report(ctx, target, params.many_at)
    role = seen_role(ctx, params.masks, target)
    if params.shows == "peaceful":
        return {"peaceful": role in params.peaceful_roles}
    if params.shows == "named":
        named = {ro.params.get(p) for p in params.named_by}
        return {"hit": role in named or visited_by(ctx, target, params.visited_by)}
    if params.shows == "count":
        return counted(ctx, ro, params, target, role)
    return {"role": role}


def counted(
    ctx: PhaseContext, ro: ResolvedOrder, params: InvestigateParams, target: str, role: str
) -> dict[str, Any]:
    """One more investigation of `target` (see `shows: count`)."""
    shared = switched(ctx, params.shared_when)
    key = f"{ro.ability.key}:{target}" if shared else f"{ro.ability.key}:{ro.actor}:{target}"
    min_phase = int(params.min_phase.get(ctx.size, 0))
    count = ctx.tallies.get(key, 0) + 1
    ctx.tallies[key] = count
    due = count >= params.reveal_at
    shown = role if due and ctx.phase >= min_phase else None
    if switched(ctx, params.role_only_when):
        return {"role": shown}  # «способности мирных теперь не пруфаемы»
    result: dict[str, Any] = {"count": count, "role": shown}
    if due and shown is None:
        result["too_early"] = min_phase
    return result


def switched(ctx: PhaseContext, when: Mapping[str, str]) -> bool:
    """Whether a ruling named in `when` has the option given there."""
    return any(ctx.rule(ruling) == option for ruling, option in when.items())


def visited_by(ctx: PhaseContext, target: str, roles: tuple[str, ...]) -> bool:
    """Whether a player of one of `roles` visited `target` this phase (recorded visits)."""
    return any(
        t == target and ctx.live(a).start.secret_role in roles for a, t, _b, _s in ctx.visits
    )


def choices(ctx: PhaseContext, params: InvestigateParams) -> Choices:
    """What the master may answer instead of the check (by what it shows)."""
    if params.shows in ("peaceful", "named"):
        return either("peaceful" if params.shows == "peaceful" else "hit")
    if params.shows == "count":
        return counts(ctx, params.reveal_at)
    return one_of("role", sorted(ctx.ruleset.secret_roles))


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


def counts(ctx: PhaseContext, reveal_at: int) -> Choices:
    """A count below `reveal_at`, or the count with any role (a seeded pick)."""
    roles = sorted(ctx.ruleset.secret_roles)

    def pick(rng: random.Random) -> tuple[list[Any], Any]:
        options: list[Any] = [{"count": c, "role": None} for c in range(1, reveal_at)]
        options += [{"count": reveal_at, "role": r} for r in roles]
        return options, rng.choice(options)

    return pick


@ruleset_check
def check_named_by(ruleset: Ruleset) -> None:
    """Each order parameter a `shows: named` check reads is one of the ability's own."""
    for ability in ruleset.abilities.values():
        if ability.kind != Investigate.name:
            continue
        own = {p.name for p in ability.params}
        for name in ability.effect.get("named_by") or ():
            if name not in own:
                known = ", ".join(sorted(own)) or "none"
                raise RulesetError(
                    f"ability {ability.key}: effect: named_by: '{name}' is no parameter "
                    f"of the ability (its parameters: {known})",
                    ruleset.file,
                )
