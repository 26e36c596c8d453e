"""What the families share inside one phase, typed: the night's record (submitted and
actual targets, blocks, protections, queued kills, pending deaths, visits, and the
simultaneous night's results, marks, mines and poisons: families.ledger) and what a
player brings from the scenario (faction override, modifiers, vote weight, charges).

A family without HP never changes HP: a death is pending until the end of the phase (night
actions are simultaneous, everybody killed tonight still makes tonight's move), when the
`family_deaths` hook (with its flip) or `night_deaths` (the newspaper) writes it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ...ruleset.extensions import NAMESPACE
from ...trace import Death

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder
    from ...trace import Note

CHARGES = "charges."  # a limited ability's counter (scenario `charges: {ability: n}`)


@dataclass(slots=True)
class Shield:
    """A protection on a player tonight: `kind` is the layer (shield, guard, jail) or the
    simultaneous night's mark (guard, den, condom...: `mark`, read by the protection
    list, families.shields)."""

    by: str
    kind: str
    uses: int | None  # None: every kill
    ability: str


@dataclass(slots=True)
class Pending:
    """A death that landed tonight (`die`); the first keeps the frag."""

    player: str
    frag: str | None
    step: int
    cause: str
    rulings: tuple[str, ...] = ()


@dataclass(slots=True)
class Record:
    """The phase's record, one per phase, for every family: the kill family's and the
    simultaneous night's (families.ledger) alike."""

    submitted: dict[str, tuple[str, ...]] = field(default_factory=dict)  # ref -> targets
    blocked_by: dict[str, str] = field(default_factory=dict)  # ref -> blocker
    driven_by: dict[str, list[str]] = field(default_factory=dict)  # ref -> bus drivers
    shields: dict[str, list[Shield]] = field(default_factory=dict)  # target -> shields
    kills: list[ResolvedOrder] = field(default_factory=list)
    deaths: dict[str, Pending] = field(default_factory=dict)
    factional: dict[str, str] = field(default_factory=dict)  # faction -> first order's ref
    control_order: list[str] = field(default_factory=list)  # refs, as resolved
    conversions_cancelled: set[str] = field(default_factory=set)  # targets, by a protection
    counts: dict[str, dict[str, int]] = field(default_factory=dict)  # what -> player -> n
    wounds: dict[str, list[str]] = field(default_factory=dict)  # target -> abilities (HP)
    game_over: bool = False
    # the simultaneous night (families.ledger): each move's newspaper line `{done, by}`
    results: dict[str, dict[str, Any]] = field(default_factory=dict)  # order ref -> result
    final: dict[str, tuple[str, ...]] = field(default_factory=dict)  # ref -> final targets
    touched: dict[str, list[str]] = field(default_factory=dict)  # target -> actors, in order
    mines: dict[str, tuple[str, str]] = field(default_factory=dict)  # mined -> (setter, ref)
    poisoned: dict[str, tuple[str, str]] = field(default_factory=dict)  # victim -> (by, cause)
    redirected_early: set[str] = field(default_factory=set)  # refs handled at the blocks step
    # (order ref, target): infections tried once tonight's protections are all placed
    infections: list[tuple[str, str]] = field(default_factory=list)


def record(ctx: PhaseContext) -> Record:
    return ctx.part(Record)


def setup_of(ctx: PhaseContext, name: str) -> Mapping[str, Any]:
    """The player's own scenario keys (the ruleset's `scenario: player:`)."""
    ext = ctx.state.extra.get(NAMESPACE) or {}
    players = ext.get("players") or {}
    found = players.get(name) or {}
    return found if isinstance(found, Mapping) else {}


def faction(ctx: PhaseContext, name: str) -> str:
    """The player's faction (the scenario's `faction: mafia` is his from the start)."""
    return ctx.live(name).start.faction


def modifiers(ctx: PhaseContext, name: str) -> tuple[str, ...]:
    """The player's modifiers (scenario `modifiers:`; setup `traits:` count too)."""
    own = setup_of(ctx, name).get("modifiers") or ()
    live = ctx.live(name)
    traits = tuple(k[len("trait.") :] for k, v in live.counters.items() if k.startswith("trait."))
    return tuple(dict.fromkeys((*(str(m) for m in own), *traits)))


def has(ctx: PhaseContext, name: str, modifier: str | None) -> bool:
    return modifier is not None and modifier in modifiers(ctx, name)


def weight(ctx: PhaseContext, name: str, key: str) -> int:
    value = setup_of(ctx, name).get(key, 1)
    return int(value) if isinstance(value, int) and not isinstance(value, bool) else 1


def charges(ctx: PhaseContext, name: str, what: str) -> int | None:
    """Uses left of `what` (an ability or a modifier id); None: unlimited."""
    value = ctx.live(name).counters.get(CHARGES + what)
    return None if value is None else int(value)


def out_of_charges(ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
    """`no_charges` when the order's ability has a counter and it is used up (every
    family's check and the simultaneous night's, families.ledger `lacks`)."""
    left = charges(ctx, ro.actor, ro.ability.id)
    return ("no_charges", ro.ability.id) if left is not None and left <= 0 else None


def spend(ctx: PhaseContext, name: str, what: str) -> None:
    live = ctx.live(name)
    key = CHARGES + what
    if key in live.counters:
        live.counters[key] = max(0, int(live.counters[key]) - 1)


def submitted(ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, ...]:
    return record(ctx).submitted.get(ro.ref, ro.targets)


def happened(ctx: PhaseContext, ro: ResolvedOrder) -> bool:
    """Accepted and not blocked or cancelled: the order took place (it visits)."""
    return ro.cancelled is None and ro.ref not in record(ctx).blocked_by


def write_deaths(
    ctx: PhaseContext,
    pending: Iterable[Pending],
    flip: Callable[[str], Mapping[str, Any]] | None = None,
) -> list[Pending]:
    """Tonight's pending deaths written, in the order they landed (who is dead already is
    passed over), each with his `flip` when the ruleset shows one; the ones written."""
    written: list[Pending] = []
    for p in pending:
        live = ctx.live(p.player)
        if not live.alive:
            continue
        live.alive = False
        death = Death(p.player, p.frag, p.step, p.cause, p.rulings)
        ctx.deaths.append(death if flip is None else replace(death, extra=flip(p.player)))
        written.append(p)
    return written


def block(ctx: PhaseContext, ro: ResolvedOrder, by: str) -> None:
    """`by` blocks the order: it is not made (`happened` is False), for every family."""
    ro.cancelled = "blocked"
    record(ctx).blocked_by[ro.ref] = by


def mark(ctx: PhaseContext, target: str, what: str, by: str, ability: str) -> None:
    """Tonight's mark `what` on `target` (a protection of every kill: a shield of kind
    `what`, kept with the other layers)."""
    record(ctx).shields.setdefault(target, []).append(Shield(by, what, None, ability))


def marked(ctx: PhaseContext, target: str, what: str) -> str | None:
    """Who put mark `what` on `target` tonight, or None."""
    return next((s.by for s in record(ctx).shields.get(target, ()) if s.kind == what), None)


def switch(ctx: PhaseContext, name: str, used: list[str] | None = None) -> bool:
    """Whether a behaviour the ruleset ties to a ruling is on: `numbers.night_switches`
    (declared by families.ledger) maps a behaviour to `{ruling: option}` (the code names
    behaviours, the ruleset its rulings). A behaviour the ruleset does not map is off."""
    table = ctx.ruleset.numbers.get("night_switches") or {}
    for ruling, option in (table.get(name) or {}).items():
        return ctx.rule(str(ruling), used) == str(option)
    return False


def orders_of(ctx: PhaseContext, actor: str) -> list[ResolvedOrder]:
    """The actor's accepted orders tonight."""
    return [ro for ro in ctx.orders if ro.actor == actor]


def die(
    ctx: PhaseContext, target: str, frag: str | None, cause: str, rulings: tuple[str, ...] = ()
) -> bool:
    """A death tonight, pending until the end of the phase; False when he already dies
    tonight (the first keeps the frag, unless the switch `frag_to_last`). Switch
    `killed_lose_later_moves`: his moves of later steps are not made."""
    deaths = record(ctx).deaths
    used: list[str] = []
    if target in deaths:
        if switch(ctx, "frag_to_last", used) and frag is not None:
            deaths[target].frag = frag
        return False
    deaths[target] = Pending(target, frag, ctx.step, cause, rulings)
    if switch(ctx, "killed_lose_later_moves", used):
        stop_later_moves(ctx, target, "killed_tonight")
    return True


def stop_later_moves(ctx: PhaseContext, dead: str, reason: str) -> None:
    """Who dies tonight makes none of his moves of later steps (each rejected for
    `reason`): the night switch `killed_lose_later_moves`, the kill family's
    `stops_later_ruling`."""
    for ro in orders_of(ctx, dead):
        if ro.cancelled is None and ro.ability.step > ctx.step:
            ro.cancelled = reason
            ctx.reject(ro.order, reason, ctx.step, player=dead)


def event(
    ctx: PhaseContext,
    ro: ResolvedOrder,
    outcome: str,
    by: tuple[str, ...] | list[str] = (),
    targets: tuple[str, ...] | None = None,
    notes: Sequence[Note] = (),
    rulings: Sequence[str] = (),
) -> None:
    """The step event of an order: its submitted and actual targets, its outcome (done,
    blocked, stopped, moved) and who made it so (bus drivers first, then blockers,
    protections, the strongman...); `notes` and `rulings` of the family's own after it."""
    from ..values import note

    shown = submitted(ctx, ro)
    drivers = record(ctx).driven_by.get(ro.ref, [])
    who = [*drivers, *(b for b in by if b not in drivers)]
    data = {
        "target": ", ".join(shown),
        "actual_target": ", ".join(ro.targets),
        "by": who,
    }
    # «submitted Alice, actual Alice» said nothing a master needs: the same target, nobody
    # involved, reads «as submitted»
    same = not who and data["target"] == data["actual_target"]
    code = "family_event_by" if who else "family_event_same" if same else "family_event"
    ctx.act(
        ro.actor,
        ro.ability.id,
        targets if targets is not None else ro.targets,
        outcome,
        [note(code, **data, by_text=", ".join(who)), *notes],
        rulings,
        order=ro.ref,
    )


def tell(ctx: PhaseContext, ro: ResolvedOrder, result: Mapping[str, Any]) -> None:
    """The order's result to its actor, naming the target as submitted and the actual one
    («Messages name the submitted target and add `actual_target`»)."""
    from ...trace import Message, freeze

    shown = submitted(ctx, ro)
    ctx.messages.append(
        Message(
            ro.actor,
            ro.ability.id,
            shown[0] if shown else None,
            freeze(dict(result)),
            ctx.phase,
            actual_target=ro.target,
        )
    )
