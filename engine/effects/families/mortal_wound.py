"""Deaths by HP at a phase's end, and the mortal wound that may replace one (issue 27): a
holder of the wound trait (an avenger) whose HP falls to 0 or below is mortally wounded
instead — alive through the next phase, then dead, the frag his killer's. One mechanic
for every ruleset with HP: the hooks `deaths` and `mortal_wounds`, the day vote's
execution (`families.execution`) wounding the same way; a ruleset's words are the typed
section `numbers.mortal_wound`, the one place of the wound's trait and status (the day
vote's `wounded` and the statuses family read it; a ruleset naming `day_vote.wounded`
without it fails at load). Who was wounded this phase is typed phase state
(`newly_wounded`), read by the heals per death (`families.heal_per_death`).

Whose frag a death is: by default the actor of the HP event that brought him to 0 (the
core's `fell`); a ruleset whose frag is its own rule (the card game's damage units that
armor left) registers it by name (`@blame(NAME)`) and names it in `blame`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, NamedTuple

from ...model.state import Effect, frozen_map
from ...ruleset.schema import Ref
from ...trace import Death, EventKind
from .. import hook, ruleset_check
from ..values import note
from .execution import hang
from .registry import section_or
from .schema import section, unknown
from .switch import Switch, holds

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext
    from ...ruleset.load import Ruleset

ACTS_NOW = "mortal_now"  # the flag of one wounded by the vote who acts this phase (execution)


@section("mortal_wound")
@dataclass(frozen=True, slots=True)
class MortalWoundParams:
    """`trait`: whose holder is mortally wounded instead of dying (the lasting effect of
    the same id carries the frag and step); `status`: the status of his extra phase;
    `note`: the note of the wounding and `ruling` the ruling named on it and on his death;
    `dies_note`: the note of the death of one wounded by the vote, `executed_ruling` its
    ruling; `hp_when`: a `{ruling: option}` in force sets a newly wounded holder's HP to
    the number `hp_number` (none: his HP stays); `blame`: the frag rule a ruleset's own
    code registers (`@blame`) for whose frag a death is, at which step, under which
    rulings (none: the actor of the HP event that brought him to 0)."""

    trait: Annotated[str, Ref("trait")] | None = None
    status: str = ""
    note: str | None = None
    ruling: str | None = None  # a word of the trace: a ruleset may lack the question
    dies_note: str | None = None
    executed_ruling: str | None = None
    hp_when: Switch = field(default_factory=dict)
    hp_number: str | None = None
    blame: str | None = None


class Blame(NamedTuple):
    """Whose frag a death is, the step of the blow, the rulings named on the death."""

    frag: str | None
    step: int | None
    rulings: tuple[str, ...]


BlameRule = Callable[["PhaseContext", "Live"], Blame]
_BLAME: dict[str, BlameRule] = {}


def blame(name: str) -> Callable[[BlameRule], BlameRule]:
    """Register a frag rule a ruleset's `numbers.mortal_wound.blame` names."""

    def register(fn: BlameRule) -> BlameRule:
        _BLAME[name] = fn
        return fn

    return register


@ruleset_check
def check_blame(ruleset: Ruleset) -> None:
    """The frag rule a ruleset names is registered (did-you-mean if not)."""
    name = _section(ruleset).blame
    if name is not None and name not in _BLAME:
        unknown(ruleset.file, "numbers: mortal_wound: blame", name, _BLAME)


def _fell(ctx: PhaseContext, live: Live) -> Blame:
    """The core's frag: the actor of the HP event that brought him to 0."""
    fell = live.fell
    if fell is None:
        return Blame(None, None, ("frag_threshold",))
    return Blame(fell.actor, fell.step, tuple(fell.rulings))


def params(ctx: PhaseContext) -> MortalWoundParams:
    return _section(ctx.ruleset)


def _section(rs: Ruleset) -> MortalWoundParams:
    return section_or(rs, "mortal_wound", MortalWoundParams)


@ruleset_check
def check_mortal_wound(rs: Ruleset) -> None:
    """The wound's status is one of the ruleset's `statuses` (the day vote's `wounded`
    needs the section: families.day_vote's check)."""
    p = _section(rs)
    known = [s.id for s in rs.statuses]
    if p.trait is not None and p.status not in known:
        unknown(rs.file, "numbers: mortal_wound: status", p.status, known)


@dataclass(slots=True)
class Wounded:
    """Who was mortally wounded this phase, in order (the phase's typed state)."""

    names: list[str] = field(default_factory=list)


def newly_wounded(ctx: PhaseContext) -> list[str]:
    return list(dict.fromkeys(ctx.part(Wounded).names))


def wound(ctx: PhaseContext, live: Live, trait: str, frag: str | None, step: int | None) -> None:
    """`live` mortally wounded by `frag` at `step`: the lasting effect till the next phase."""
    params_ = frozen_map({"step": step, "frag": frag})
    live.effects.append(Effect(trait, frag, ctx.phase, ctx.phase + 1, ctx.phase + 1, params_))
    ctx.part(Wounded).names.append(live.name)


def wounded_now(live: Live, status: str) -> bool:
    """In his extra phase, or wounded by the vote and acting this phase."""
    return live.start.status == status or ACTS_NOW in live.flags


def _rulings(ruling: str | None) -> list[str]:
    return [ruling] if ruling else []


@hook("deaths", then=("statuses", "apply_statuses"))
def deaths(ctx: PhaseContext) -> None:
    """HP at 0 or below after this step: dead, or mortally wounded instead (then his HP
    set by `hp_when`)."""
    p = params(ctx)
    for live in ctx.living():
        if p.trait and wounded_now(live, p.status):
            continue
        if live.hp > 0 and not live.doomed:
            continue
        fell = live.fell
        if p.trait and live.trait(p.trait) is not None and not live.has_effect(p.trait):
            frag = fell.actor if fell is not None else None
            wound(ctx, live, p.trait, frag, fell.step if fell is not None else None)
            said = [note(p.note)] if p.note else []
            ctx.act(None, p.trait, [live.name], p.status, said, _rulings(p.ruling))
            continue
        live.alive = False
        killed = fell is not None and fell.kind is EventKind.KILL
        who = _BLAME[p.blame](ctx, live) if p.blame else _fell(ctx, live)
        ctx.deaths.append(
            Death(live.name, who.frag, who.step, "kill" if killed else "hp", who.rulings)
        )
    if p.trait and p.hp_number:
        _set_hp(ctx, p, p.trait, p.hp_number)


def _set_hp(ctx: PhaseContext, p: MortalWoundParams, trait: str, number: str) -> None:
    """«Смертельно раненный мститель считается живым персонажем со 100 хп» (seed 001)."""
    for name in newly_wounded(ctx):
        used: list[str] = []
        if not p.hp_when or holds(ctx, p.hp_when, used):
            ctx.change_hp(
                name,
                int(ctx.number(number)),
                kind=EventKind.HEAL,
                actor=None,
                ability=trait,
                notes=[note(p.note)] if p.note else [],
                rulings=used,
            )


@hook("mortal_wounds", then=("statuses", "apply_statuses"))
def mortal_wounds(ctx: PhaseContext) -> None:
    """A mortally wounded holder dies when his extra phase ends; one wounded by the vote
    to act this phase dies at its end, executed."""
    p = params(ctx)
    if not p.trait:
        return
    for live in ctx.living():
        if ACTS_NOW in live.flags:
            hang(ctx, live, notes=[note(p.dies_note)] if p.dies_note else [])
            rulings = tuple(_rulings(p.executed_ruling))
            ctx.deaths.append(Death(live.name, None, 0, "execution", rulings))
        elif live.start.status == p.status:
            wound_ = next(iter(live.effects_of(p.trait)), None)
            data = wound_.params if wound_ is not None else {}
            live.alive = False
            ctx.deaths.append(
                Death(
                    live.name,
                    data.get("frag"),
                    data.get("step"),
                    p.trait,
                    tuple(_rulings(p.ruling)),
                    wound_.since if wound_ is not None else None,
                )
            )
