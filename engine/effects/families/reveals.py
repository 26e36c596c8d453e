"""What the town learns of the dead (and of the exposed), as data (`numbers.reveals`); a
mask (`mask_effect`, a lasting effect carrying the role shown in `mask_param`) is what is
told first, the truth later.

`every_number` (a `numbers` key): every that many deaths since the last reveal, the dead
per faction, a masked one counted first as the mask's faction and correctly at the next
reveal («раскрывается после того, как умрут хотя бы 3 персонажа с последнего раскрытия»,
AM-15). `at_death`: each death carries `revealed_role`, the role announced («Всем
объявляется его тайная роль»): none for a holder of `hidden_trait`, the mask's for a
masked one, whose real role is announced in the next phase of kind `real_in` (after the
next vote). `counter`: a living player whose count reaches a number is announced once as
the count saw him (exposure). `told_to`: a trait whose holders learn the roles of the
dead privately (the `dead_roles_told` hook, before delivery). `deaths_announced`: while a
ruling's option says so, each death of the phase is announced with the secret role at
once (a card game's «Объявляется ли тайная роль погибшего?»). What a reveal keeps across
phases is in the namespace `keep_in`."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Annotated, Any

from ...model.state import frozen_map
from ...ruleset.schema import Ref
from .. import hook, ruleset_check
from .counts import seen_when_counted
from .mask import masked_role
from .registry import numbers_section, section_or
from .schema import section, unknown

if TYPE_CHECKING:
    from collections.abc import Mapping

    from ...resolution.context import Live, PhaseContext
    from ...ruleset.load import Ruleset


@dataclass(frozen=True, slots=True)
class CounterReveal:
    """A living player whose counter `counter` reaches the number `at_number` (a `numbers`
    key) is announced (`announcement`) with the role the count saw, else the mask's, else
    the true one; only while the option of `ruling` is `option`."""

    counter: str
    at_number: str
    ruling: str
    option: str
    announcement: str = "exposed"


@dataclass(frozen=True, slots=True)
class ToldTo:
    """Each living holder of the trait `trait` learns the true secret role of everyone who
    died this phase, privately (a message of ability `message`): «Связи на том свете
    (пассивно) – знает тайные роли мёртвых игроков» (seed 000)."""

    trait: Annotated[str, Ref("trait")]
    message: str


@dataclass(frozen=True, slots=True)
class DeathsAnnounced:
    """Each death of the phase announced (`announcement`, with `secret_role`: the role
    `announced_role` gives) while the option of `ruling` is `option`."""

    ruling: str
    option: str = "yes"
    announcement: str = "role_revealed"


@section("reveals")
@dataclass(frozen=True, slots=True)
class RevealParams:
    """What is revealed of the dead (the `reveals` hook; `told_to`: `dead_roles_told`).
    `every_number`: a `numbers` key; every that many deaths, the dead per faction.
    `mask_effect` (its role in `mask_param`): what a masked death shows first.
    `at_death`: each death carries `revealed_role` (none for `hidden_trait`), a masked
    one's real role announced (`real_announcement`) in the next phase of kind `real_in`.
    `counter`: a count reaching a number announces the role as the count saw it.
    `told_to`: holders of a trait learn the roles of the dead privately.
    `deaths_announced`: each death announced at once with its role, by a ruling.
    `keep_in`: the namespace of what a reveal keeps across phases."""

    every_number: str | None = None
    mask_effect: str | None = None
    mask_param: str = "role"
    at_death: bool = False
    hidden_trait: Annotated[str, Ref("trait")] | None = None
    real_in: str = "day"
    real_announcement: str = "role_revealed"
    counter: CounterReveal | None = None
    told_to: ToldTo | None = None
    deaths_announced: DeathsAnnounced | None = None
    keep_in: str = "reveals"


@dataclass(slots=True)
class Revealed:
    """The phase's reveal of the dead per faction, when due (`ctx.part`, for the post)."""

    counts: Mapping[str, int] | None = None


def revealed(ctx: PhaseContext) -> Revealed:
    return ctx.part(Revealed)


@ruleset_check
def check_reveals(ruleset: Ruleset) -> None:
    """The numbers a reveal names exist, and the ruling and option of its counter."""
    found = numbers_section(ruleset, "reveals") if "reveals" in ruleset.numbers else None
    if not isinstance(found, RevealParams):
        return
    named = [("every_number", found.every_number)]
    if found.counter is not None:
        named.append(("counter: at_number", found.counter.at_number))
    for what, key in named:
        if key is not None and key not in ruleset.numbers:
            unknown(ruleset.file, f"numbers: reveals: {what}", key, ruleset.numbers)
    switches = [("counter", found.counter), ("deaths_announced", found.deaths_announced)]
    for what, c in switches:
        if c is None:
            continue
        ruling = ruleset.rulings.get(c.ruling)
        where = f"numbers: reveals: {what}"
        if ruling is None:
            unknown(ruleset.file, f"{where}: ruling", c.ruling, ruleset.rulings)
        elif c.option not in ruling.option_ids():
            unknown(ruleset.file, f"{where}: option", c.option, ruling.option_ids())


def _params(ctx: PhaseContext) -> RevealParams:
    return section_or(ctx.ruleset, "reveals", RevealParams)


def _mask(p: RevealParams, live: Live) -> str | None:
    return None if p.mask_effect is None else masked_role(live, p.mask_effect, p.mask_param)


def announced_role(ctx: PhaseContext, name: str) -> str | None:
    """The secret role announced at `name`'s death: none for a holder of `hidden_trait`,
    the mask's, or the true one."""
    p = _params(ctx)
    live = ctx.live(name)
    if p.hidden_trait is not None and live.trait(p.hidden_trait) is not None:
        return None
    return _mask(p, live) or live.start.secret_role


@hook("reveals")
def reveals(ctx: PhaseContext) -> None:
    p = _params(ctx)
    if p.deaths_announced is not None:
        _announce_deaths(ctx, p.deaths_announced)
    own = ctx.own(p.keep_in)
    if p.at_death:
        _at_death(ctx, p, own)
    if p.counter is not None:
        _counter(ctx, p, p.counter, own)
    if p.every_number is not None:
        _every(ctx, p, int(ctx.number(p.every_number)), own)


def _announce_deaths(ctx: PhaseContext, d: DeathsAnnounced) -> None:
    """Each death of the phase with its role, while the ruling says so."""
    if ctx.rule(d.ruling) != d.option:
        return
    for death in ctx.deaths:
        role = announced_role(ctx, death.player)
        ctx.announcements.append(
            {"kind": d.announcement, "target": death.player, "secret_role": role}
        )


def _at_death(ctx: PhaseContext, p: RevealParams, own: dict[str, Any]) -> None:
    """Each death with its announced role; a masked one's real role pending."""
    pending = [list(x) for x in own.get("pending_reveals", ())]
    deaths = []
    for death in ctx.deaths:
        role = announced_role(ctx, death.player)
        real = ctx.live(death.player).start.secret_role
        if role is not None and role != real:
            pending.append([death.player, real, ctx.phase])
        deaths.append(replace(death, extra=frozen_map({"revealed_role": role})))
    ctx.deaths[:] = deaths
    if ctx.kind.id == p.real_in:
        for name, real, _since in [x for x in pending if x[2] < ctx.phase]:
            ctx.announcements.append({"kind": p.real_announcement, "target": name, "role": real})
        pending = [x for x in pending if x[2] >= ctx.phase]
    own["pending_reveals"] = pending


def _counter(ctx: PhaseContext, p: RevealParams, c: CounterReveal, own: dict[str, Any]) -> None:
    """Players whose count reached the number, announced once."""
    if ctx.rule(c.ruling) != c.option:
        return
    done = list(own.get("exposed", ()))
    seen_as = seen_when_counted(ctx, c.counter)
    at = int(ctx.number(c.at_number))
    for live in ctx.living():
        if live.name in done or live.counters.get(c.counter, 0) < at:
            continue
        role = seen_as.get(live.name) or _mask(p, live) or live.start.secret_role
        ctx.announcements.append({"kind": c.announcement, "target": live.name, "role": role})
        done.append(live.name)
    own["exposed"] = done


def _every(ctx: PhaseContext, p: RevealParams, every: int, own: dict[str, Any]) -> None:
    """The dead per faction every `every` deaths; a masked one counted first as the mask's
    faction, correctly at the next reveal."""
    since = int(own.get("deaths_since", 0)) + len(ctx.deaths)
    kept = own.get("mask_counted", ())
    counted = list(kept)
    if since >= every:
        counts = dict.fromkeys(ctx.ruleset.factions, 0)
        for live in ctx.seated():
            if live.alive:
                continue
            faction = live.start.faction
            mask = _mask(p, live)
            if mask is not None and live.name not in counted:
                faction = ctx.faction_of(mask)
                counted.append(live.name)
            counts[faction] += 1
        revealed(ctx).counts = frozen_map(counts)
        since = 0
        own["history"] = [*own.get("history", ()), {"phase": ctx.phase, "counts": counts}]
    own["deaths_since"] = since
    # the list kept as it was when nobody was added (not frozen again every phase)
    own["mask_counted"] = counted if len(counted) != len(kept) else kept


@hook("dead_roles_told")
def dead_roles_told(ctx: PhaseContext) -> None:
    """`told_to`: the true roles of this phase's dead, to each living holder of the trait."""
    told = _params(ctx).told_to
    died = [d.player for d in ctx.deaths]
    if told is None or not died:
        return
    for live in ctx.living():
        if live.trait(told.trait) is not None:
            for name in died:
                role = ctx.live(name).start.secret_role
                ctx.send(live.name, told.message, name, {"role": role})
