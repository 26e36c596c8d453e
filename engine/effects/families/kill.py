"""Kills: lethal (no HP; `amount` is the later HP mode, refused until written), one per
faction a night when `factional`, resolved together after the kill step in the order
`numbers.kills.order` gives, each through the protection layers of `numbers.kills.layers`.

A kill on its actual target T: a piercing kill (the actor's `pierce` modifier while it has
charges: a strongman) hits T; else the first layer that applies decides: `immune` (a
modifier of `numbers.kills.immune`: bulletproof) stops it, `jail` (a jailkeeper) stops it,
`shield` (a doctor) is used and stops it, `guard` (a bodyguard) is used and the kill moves
to the guard, checked the same way; else T is hit. A player dies once; his frag is the
first kill that hit him.

With a protection list (`list`, mafialife) a kill is told at its step instead, each target
entry one shot tried against the ruleset's shield list (families.shots); `spreads` makes it
a poison that reaches, at the returning step, everyone whose move reached its victim.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .. import Ids, hook, kind
from ..values import note
from . import ammo, damage, hp_amounts, shots
from .base import FamilyKind
from .night_move import Listed
from .registry import section_or
from .schema import section
from .state import (
    Shield,
    charges,
    die,
    event,
    faction,
    has,
    record,
    spend,
    stop_later_moves,
)

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext, ResolvedOrder
    from ...ruleset.load import AbilityDef, Grant, Ruleset

LAYERS = ("immune", "jail", "shield", "guard")

# the hooks that must run after a kill's step for it to be a death, by its way (checked at
# load): a shot told through a protection list dies at `night_deaths` (a poison that
# spreads reaches more at `night_returning` first); in a game with HP a hit or an outright
# kill at `deaths` (HP at 0 or below); a faction's kill decided later by `team_kill`, one
# told at its step, at `family_deaths`; else `resolve_kills` decides it
DEATHS_BY_WAY: dict[str, tuple[str, ...]] = {
    "list": ("night_deaths",),
    "spreads": ("night_returning", "night_deaths"),
    "hp": ("deaths",),
    "decided_later": ("team_kill", "family_deaths"),
    "at_step": ("family_deaths",),
    "resolved": ("resolve_kills",),
}


@dataclass(frozen=True, slots=True)
class KillParams(Listed):
    """`lethal`: kills outright; `amount`: HP of damage instead, in a game with HP (the
        damage family: numbers.damage's modifiers apply, a hit's `flags` may skip some; the
        ability's `attack` says whether it is an attack); `attack`: protections apply;
        `factional`: one such kill per faction a night (`factions`: the factions that have it,
        empty = any); `pierce`: the actor's modifier that makes it unstoppable (its charges,
        if any, limit it); `cause`.

    Told at its step through a protection list (`list`, with the other night-move
    parameters of families.night_move): `firearm` (armor stops firearms only), `pierces`
    (the actor's piercing trait counts), `merge_repeats` (a switch: one shot per
    target); `spreads` (a poison: `spreads_past` shields still let it spread, `spares_roles`
    never die of it, `spread_cause` the cause of those it reaches). In a game with HP:
    `amounts`, `start_hp_share`/`start_hp_ruling`, `outright_roles`/`outright_sizes`,
    `shots`, `shots_per_dead_of`, and once `dead_role` is dead (unless
    `dead_ruling`'s option is `plain`) `dead_amount`, `dead_amounts`, `dead_shots`
    (families.hp_amounts). Banked shots (families.ammo): `ammo_counter`, the actor's
    counter of shots banked while unused (`banks`; in coma when `bank_coma_ruling`'s
    option is `charges`), spent beyond the free `shots`."""

    lethal: bool = True
    amount: int | None = None
    flags: tuple[str, ...] = ()
    attack: bool = True
    factional: bool = False
    factions: tuple[str, ...] = ()
    pierce: str | None = None
    cause: str = "kill"
    # a ruling whose option `last_member_only` refuses a factional kill from a member who
    # also acts tonight, unless he is his faction's last living member
    power_ruling: str | None = None
    # --- kills told step by step (`land`), seed 003 «Метаморфы» ---
    at_step: bool = False
    decided_later: bool = False
    stopped_outcome: str = "stopped"
    stopped_note: str | None = None
    stopped_rulings: tuple[str, ...] = ()
    again_outcome: str = "done"
    again_note: str | None = None
    frag_ruling: str | None = None
    later_frag_option: str = "later"
    stops_later_ruling: str | None = None
    stops_later_reason: str = "killed_tonight"
    # --- kills told at their step through a protection list (families.shots) ---
    firearm: bool = False
    pierces: bool = True
    merge_repeats: str | None = None
    spreads: bool = False
    spreads_past: tuple[str, ...] = ()
    spares_roles: tuple[str, ...] = ()
    spread_cause: str = "poison_spread"
    # --- the HP mode's amounts and shots (families.hp_amounts), seed 000 ---
    amounts: tuple[int, ...] = ()
    start_hp_share: str | None = None
    start_hp_ruling: str | None = None
    outright_roles: tuple[str, ...] = ()
    outright_sizes: tuple[str, ...] = ()
    shots: int | None = None
    shots_per_dead_of: str | None = None
    dead_role: str | None = None
    dead_ruling: str | None = None
    dead_amount: int | None = None
    dead_amounts: tuple[int, ...] = ()
    dead_shots: int | None = None
    # --- banked shots (families.ammo), seed 000's pistol ---
    ammo_counter: str | None = None
    banks: bool = True
    bank_coma_ruling: str | None = None


@dataclass(frozen=True, slots=True)
class KillSlot:
    """One place in the kill order: kills of this ability id and/or actor faction."""

    ability: str | None = None
    faction: str | None = None


@section("kills")
@dataclass(frozen=True, slots=True)
class KillsParams:
    """`order`: who kills first (protections are used and frags given in this order);
    `immune`: modifiers immune to every kill not piercing; `layers`: the protection layers
    in order, or per option of `layers_ruling`; `guard_cause`: the death cause of a guard."""

    order: tuple[KillSlot, ...] = ()
    immune: tuple[str, ...] = ()
    layers: tuple[str, ...] = LAYERS
    layers_ruling: str | None = None
    layers_by_option: dict[str, tuple[str, ...]] = field(default_factory=dict)
    guard_cause: str = "guard"


@kind
class Kill(FamilyKind[KillParams]):
    """A kill, queued at its step and resolved by the `resolve_kills` hook."""

    name = "kill"
    schema = KillParams
    intent = "harm"

    @classmethod
    def then_of(cls, ruleset: Ruleset, params: KillParams) -> tuple[str, ...]:
        """What makes this kill a death, by its way (`DEATHS_BY_WAY`)."""
        if params.list is not None:
            way = "spreads" if params.spreads else "list"
        elif hp_game(ruleset):
            way = "hp"
        elif params.decided_later:
            way = "decided_later"
        else:
            way = "at_step" if params.at_step else "resolved"
        return DEATHS_BY_WAY[way]

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        params: KillParams = self.typed(ro)
        if params.list is not None:
            return shots.check(ctx, ro, params)
        if has_hp(ctx):
            return hp_amounts.check(ctx, ro, params) or super().check(ctx, ro)
        if params.amount is not None or not params.lethal:
            return "hp_mode", ro.ability.id  # the HP mode is a later family option
        side = faction(ctx, ro.actor)
        if params.factions and side not in params.factions:
            return "no_factional_kill", side
        problem = super().check(ctx, ro)
        if problem is None and params.factional:
            first = record(ctx).factional.setdefault(side, ro.ref)
            if first != ro.ref:
                return "factional_kill_conflict", side
        return problem

    def max_targets(self, ctx: PhaseContext, ro: ResolvedOrder) -> int | None:
        if not has_hp(ctx):
            return None
        params: KillParams = self.typed(ro)
        if params.ammo_counter is not None:
            return ammo.banked_max(ctx, ro, params, params.ammo_counter)
        return hp_amounts.shots(ctx, params)

    def end_of_phase(self, ctx: PhaseContext, live: Live, grant: Grant, used: bool) -> None:
        params: KillParams = self.typed_grant(ctx, grant)
        if params.ammo_counter is not None:
            ammo.bank(ctx, live, params, params.ammo_counter, used)

    def keeps_at_end(self, ability: AbilityDef) -> bool:
        return ability.effect.get("ammo_counter") is not None

    def usable(self, ctx: PhaseContext, ro: ResolvedOrder) -> bool:
        """A factional kill is offered to its faction's members only (a vanilla townie
        holds the slot in case a scenario makes him mafia)."""
        params: KillParams = self.typed(ro)
        return not params.factions or faction(ctx, ro.actor) in params.factions

    def spent(self, ctx: PhaseContext, ro: ResolvedOrder, others: Sequence[ResolvedOrder]) -> bool:
        """«Once per night, one member may perform the factional kill»: once another member
        of the actor's faction has sent one, his factional kill has nothing left to do."""
        if not self.typed(ro).factional:
            return False
        side = faction(ctx, ro.actor)
        return any(
            o.actor != ro.actor
            and o.ability.kind == self.name
            and self.typed(o).factional
            and faction(ctx, o.actor) == side
            for o in others
        )

    def unblockable(self, ctx: PhaseContext, ro: ResolvedOrder) -> bool:
        params: KillParams = self.typed(ro)
        if not has(ctx, ro.actor, params.pierce) or params.pierce is None:
            return False
        left = charges(ctx, ro.actor, params.pierce)
        return (left is None or left > 0) and ro.params.get(params.pierce) is not False

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        params: KillParams = self.typed(ro)
        if params.list is not None:
            shots.fire(ctx, ro, params)
            return
        if has_hp(ctx):
            _hp(ctx, ro, params)
            return
        if _power_too(ctx, ro, params):
            ro.cancelled = "kill_and_power"
            ctx.reject(ro.order, "kill_and_power", ctx.step, player=ro.actor)
            return
        if params.at_step and not params.decided_later:
            land(ctx, ro)
            return
        record(ctx).kills.append(ro)


# ids the load checks with file and line: a switch, roles
Kill.params = {
    **Kill.params,
    "merge_repeats": Ids("numbers:night_switches", one=True),
    "spares_roles": Ids("secret_role"),
    "outright_roles": Ids("secret_role"),
    "outright_sizes": Ids("size"),
    "shots_per_dead_of": Ids("faction", one=True),
    "dead_role": Ids("secret_role", one=True),
}


def has_hp(ctx: PhaseContext) -> bool:
    """A game with HP (`numbers.hp` is not false): a kill is a hit or an outright kill."""
    return hp_game(ctx.ruleset)


def hp_game(ruleset: Ruleset) -> bool:
    return ruleset.numbers.get("hp", True) is not False


def _hp(ctx: PhaseContext, ro: ResolvedOrder, params: KillParams) -> None:
    """In a game with HP, at its step: `amount` of damage to each target entry (each one a
    separate hit), or without an amount an outright kill (no heal saves him)."""
    if params.ammo_counter is not None:
        ammo.spend_banked(ctx, ro, params, params.ammo_counter)
    if hp_amounts.deals(params):
        hp_amounts.shoot(ctx, ro, params)
        return
    for target in ro.targets:
        damage.outright(ctx, actor=ro.actor, ability=ro.ability.id, target=target, order=ro.ref)


def _power_too(ctx: PhaseContext, ro: ResolvedOrder, params: KillParams) -> bool:
    """GreyICE: «may not submit both … unless they are the only remaining member»."""
    if not params.factional or params.power_ruling is None:
        return False
    if ctx.rule(params.power_ruling) != "last_member_only":
        return False
    side = faction(ctx, ro.actor)
    members = [p for p in ctx.living() if faction(ctx, p.name) == side]
    others = [o for o in ctx.orders if o.actor == ro.actor and o is not ro]
    return bool(others) and len(members) > 1


def _slot(ctx: PhaseContext, slots: tuple[KillSlot, ...], ro: ResolvedOrder) -> int:
    side = faction(ctx, ro.actor)
    for i, s in enumerate(slots):
        if (s.ability in (None, ro.ability.id)) and (s.faction in (None, side)):
            return i
    return len(slots)


@hook("resolve_kills", then=("family_deaths",))
def resolve_kills(ctx: PhaseContext) -> None:
    """Tonight's kills in kill order (seating order within a slot)."""
    params = section_or(ctx.ruleset, "kills", KillsParams)
    seat = {n: i for i, n in enumerate(ctx.order_of_seats)}
    kills = sorted(record(ctx).kills, key=lambda ro: (_slot(ctx, params.order, ro), seat[ro.actor]))
    used: list[str] = []
    layers = params.layers
    if params.layers_ruling:
        layers = params.layers_by_option.get(ctx.rule(params.layers_ruling, used), layers)
    for ro in kills:
        _kill(ctx, ro, params, layers, tuple(used))


def _kill(
    ctx: PhaseContext,
    ro: ResolvedOrder,
    params: KillsParams,
    layers: tuple[str, ...],
    rulings: tuple[str, ...],
) -> None:
    kind_ = Kill()
    own: KillParams = kind_.typed(ro)
    target = ro.target
    if target is None:
        return
    pierce = kind_.unblockable(ctx, ro)
    if pierce and own.pierce is not None:
        spend(ctx, ro.actor, own.pierce)
    victim, cause, by = target, own.cause, list[str]()
    outcome = "done"
    while True:
        decided = None if pierce else _layer(ctx, victim, params, layers)
        if decided is None:
            break
        layer, who = decided
        by.append(who)
        if layer != "guard":
            outcome = "stopped"
            break
        outcome, victim, cause = "moved", who, params.guard_cause
    if outcome != "stopped":
        die(ctx, victim, ro.actor, cause, rulings)
    if pierce and own.pierce is not None:
        by.append(own.pierce)
    event(ctx, ro, outcome, by, (victim,))


def _layer(
    ctx: PhaseContext, target: str, params: KillsParams, layers: tuple[str, ...]
) -> tuple[str, str] | None:
    """The first layer that stops (or moves) a kill on `target`: (layer, who)."""
    shields = record(ctx).shields.get(target, [])
    for layer in layers:
        if layer == "immune":
            found = next((m for m in params.immune if has(ctx, target, m)), None)
            if found is not None:
                return layer, found
            continue
        shield = next((s for s in shields if s.kind == layer and _open(s)), None)
        if shield is not None:
            _use(shield)
            return layer, shield.by
    return None


def _open(shield: Shield) -> bool:
    return shield.uses is None or shield.uses > 0


def _use(shield: Shield) -> None:
    if shield.uses is not None:
        shield.uses -= 1


def land(
    ctx: PhaseContext,
    ro: ResolvedOrder,
    target: str | None = None,
    frag: str | None = None,
    rulings: tuple[str, ...] | list[str] = (),
) -> None:
    """A kill told at its step (`at_step`, or a faction's one kill a ruleset's hook decided
    from `decided_later` orders: `target`, `frag` and the rulings of the decision): stopped
    by the first protection layer (`stopped_outcome`, `stopped_note` naming the protector,
    `stopped_rulings`), or a pending death. A second kill of the same player tonight is one
    death (`again_outcome`, `again_note`); the first keeps the frag unless `frag_ruling`'s
    option is `later_frag_option`. By `stops_later_ruling`'s option `no`, the dead player's
    orders of later steps are cancelled (not simultaneous)."""
    p: KillParams = Kill().typed(ro)
    victim = target if target is not None else str(ro.target)
    killer = frag if frag is not None else ro.actor
    used = list(rulings)
    found = _layer(ctx, victim, section_or(ctx.ruleset, "kills", KillsParams), LAYERS)
    if found is not None:
        notes = [note(p.stopped_note, by=found[1])] if p.stopped_note else []
        ctx.act(
            killer,
            ro.ability.id,
            [victim],
            p.stopped_outcome,
            notes,
            [*used, *p.stopped_rulings],
            ro.ref,
        )
        return
    pending = record(ctx).deaths.get(victim)
    if pending is not None:
        if p.frag_ruling is not None:
            used.append(p.frag_ruling)
            if ctx.rule(p.frag_ruling) == p.later_frag_option:
                pending.frag = killer
        notes = [note(p.again_note)] if p.again_note else []
        ctx.act(killer, ro.ability.id, [victim], p.again_outcome, notes, used, ro.ref)
        return
    die(ctx, victim, killer, p.cause, tuple(used))
    ctx.act(killer, ro.ability.id, [victim], p.outcome or "done", [], used, ro.ref)
    if p.stops_later_ruling is not None and ctx.rule(p.stops_later_ruling) == "no":
        stop_later_moves(ctx, victim, p.stops_later_reason)
