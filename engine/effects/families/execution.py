"""What the day vote's execution does (`numbers.day_vote.execution`):

- `flip`: out at once with his flip, his orders of the phase refused (no HP);
- `hp`: HP to 0 in an HP game (an execution event), unless he is mortally wounded instead
  (`wounded`, the trait and status of `numbers.mortal_wound`); his orders cancelled
  (`cancel`: `secret` ones, those `not_run` yet, `all`);
- `die`: dead at once, no flip; his orders cancelled unless `still_act_switch` holds;
- `hook`: the ruleset's own (`damage_hook`: a card game's damage), `executed` set.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...trace import Death, EventKind, Note
from .. import get_hook
from ..values import note
from .flips import out_by_day

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext
    from .day_vote import DayVoteParams


def execute(
    ctx: PhaseContext, p: DayVoteParams, name: str, used: Sequence[str], **data: Any
) -> None:
    """Execute `name`; `used`: the rulings the count read; `data`: the event note's."""
    if p.execution == "flip":
        flip(ctx, p, name, used)
    elif p.execution == "hp":
        hp(ctx, p, name)
    elif p.execution == "die":
        die(ctx, p, name, list(used), data)
    else:
        ctx.executed = name
        if p.damage_hook:
            get_hook(p.damage_hook)(ctx)


def flip(ctx: PhaseContext, p: DayVoteParams, name: str, used: Sequence[str]) -> None:
    if not ctx.live(name).alive:
        return
    shown = out_by_day(ctx, name, p.cause, tuple(used), p.dead_reason, p.cancelled)
    if p.shows_role:
        said = note(f"{p.note_prefix}{p.cause}", role=shown["role_shown"])
        ctx.act(None, p.cause, [name], "executed", [said], used)
    else:
        said = note(f"{p.note_prefix}{p.cause}", player=name)
        ctx.act(None, None, [name], "executed", [said], used)


def hp(ctx: PhaseContext, p: DayVoteParams, name: str) -> None:
    from .mortal_wound import params as mortal
    from .switch import holds

    live = ctx.live(name)
    ctx.executed = name
    used: list[str] = []
    w = p.wounded
    m = mortal(ctx)  # the wound's trait and status (checked at load with `wounded`)
    if (
        w is not None
        and m.trait is not None
        and live.trait(m.trait) is not None
        and live.start.status != m.status
        and holds(ctx, w.when, used)
    ):
        _wounded(ctx, live, m.trait, w.lasting)
        ctx.act(None, "execution", [name], m.status, [note("avenger")], used)
        return
    hang(ctx, live, used if p.hp_event_rulings else ())
    wound = None if w is None or m.trait is None else next(iter(live.effects_of(m.trait)), None)
    if (
        w is not None
        and m.trait is not None
        and live.start.status == m.status
        and wound is not None
        and holds(ctx, w.first_frag, used)
    ):
        # executed in his extra phase: the kill was already someone's («впервые»)
        frag, step = wound.params.get("frag"), wound.params.get("step")
        ctx.deaths.append(Death(name, frag, step, m.trait, tuple(used), wound.since))
    else:
        ctx.deaths.append(Death(name, None, 0, p.cause, tuple(used)))
    ran = live.flags
    for ro in ctx.orders:
        if ro.actor != name or (p.cancel == "secret" and ro.ability.public):
            continue
        if p.cancel == "not_run" and (ro.cancelled is not None or f"ran:{ro.ability.id}" in ran):
            continue
        ro.cancelled = "executed"
        ctx.reject(ro.order, "executed", 0, player=name)
    if p.cancel == "secret" and holds(ctx, p.public_cancel_switch, used):
        for ro in ctx.orders:
            if ro.actor == name and ro.ability.public:
                ro.cancelled = "executed"
                ctx.reject(ro.order, "executed", 0, player=name)


def _wounded(ctx: PhaseContext, live: Live, trait: str, lasting: bool) -> None:
    """Mortally wounded by the vote: a lasting wound (dies later) or one acting now."""
    if not lasting:
        live.flags.add("mortal_now")
        return
    from .mortal_wound import wound

    wound(ctx, live, trait, None, 0)


def hang(
    ctx: PhaseContext,
    live: Live,
    rulings: Sequence[str] = (),
    notes: Sequence[Note] | None = None,
) -> None:
    """The execution in an HP game: HP to 0 (or stays below), dead and executed; `notes`
    other than the execution's (a mortal wound's end, families.mortal_wound)."""
    ctx.change_hp(
        live.name,
        min(live.hp, 0),
        kind=EventKind.EXECUTION,
        actor=None,
        ability="execution",
        notes=[note("executed")] if notes is None else notes,
        rulings=rulings,
    )
    live.alive = False
    live.executed = True


def die(
    ctx: PhaseContext, p: DayVoteParams, name: str, used: list[str], data: dict[str, Any]
) -> None:
    from .switch import holds

    live = ctx.live(name)
    live.alive, live.executed = False, True
    ctx.executed = name
    ctx.deaths.append(Death(name, None, 0, p.cause, tuple(used)))
    # the step shows the execution (the vote's tally is the trace's `vote`)
    word = p.dead_reason
    said = [note(f"{p.note_prefix}{word}", **data)]
    ctx.act(None, None, [name], word, said, tuple(used))
    if holds(ctx, p.still_act_switch, used):
        return
    for ro in ctx.orders:
        if ro.actor == name:
            ro.cancelled = word
            ctx.reject(ro.order, word, 0, player=name)
