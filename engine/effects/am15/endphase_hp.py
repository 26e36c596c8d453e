"""The end of a phase's HP steps: regeneration (monk, hospital, coma), deaths and their
frags, the undertaker's heal, the HP cap, and mortal wounds. The rest of the phase's end
(statuses, messages, reveals, the win check) is in `endphase`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...model.state import Effect, frozen_map
from ...ruleset.statuses import FREE
from ...trace import Death, EventKind
from .. import hook
from ..common import note
from ..families.heal import restore
from .seen import mortally_wounded

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext


@hook("regeneration")
def regeneration(ctx: PhaseContext) -> None:
    """Hospital and coma +15 (from the phase after entering), the chief physician +20 in
    hospital, the monk +10."""
    for live in ctx.living():
        place = ctx.place_of(live.name)
        if place.regen is None:
            # not lying anywhere that heals: entering such a place heals now, by ruling
            place = ctx.ruleset.place(ctx.ruleset.status_for_hp(live.hp).location)
            if (
                place.regen is None
                or place.regen_now is None
                or ctx.rule(place.regen_now) != "same_phase"
            ):
                place = FREE
        if place.regen is not None:
            chief = live.trait("chief_physician")
            amount = place.regen
            if chief is not None and chief.get("at") == place.id:
                amount = int(chief.get("regen", amount))
            restore(
                ctx,
                actor=None,
                ability=place.id,
                target=live.name,
                amount=amount,
                regen=True,
                notes=[note(place.id)],
                rulings=[place.regen_now] if place.regen_now else [],
            )
        monk_regen(ctx, live)


def monk_regen(ctx: PhaseContext, live: Live) -> None:
    """The monk's own regeneration (trait `regen`), through the ruleset's HP pipeline."""
    regen = live.trait("regen")
    if regen is not None:
        restore(
            ctx,
            actor=live.name,
            ability="regen",
            target=live.name,
            amount=int(regen["amount"]),
            notes=[note("monk")],
        )


@hook("deaths", then=("statuses", "apply_statuses"))
def deaths(ctx: PhaseContext) -> None:
    """HP at 0 or below after this step: dead (the avenger: mortally wounded instead)."""
    for live in ctx.living():
        if mortally_wounded(live):
            continue
        if live.hp > 0 and not live.doomed:
            continue
        fell = live.fell
        frag = fell.actor if fell is not None else None
        step = fell.step if fell is not None else None
        if live.trait("mortal_wound") is not None and not live.has_effect("mortal_wound"):
            live.effects.append(
                Effect(
                    "mortal_wound",
                    frag,
                    ctx.phase,
                    ctx.phase + 1,
                    ctx.phase + 1,
                    frozen_map({"step": step, "frag": frag}),
                )
            )
            ctx.act(
                None,
                "mortal_wound",
                [live.name],
                "mortally_wounded",
                [note("avenger")],
                ["avenger_death"],
            )
            ctx.scratch.setdefault("killed_avengers", []).append(live.name)
            continue
        live.alive = False
        cause = "kill" if fell is not None and fell.kind is EventKind.KILL else "hp"
        rulings = tuple(fell.rulings) if fell is not None else ("frag_threshold",)
        ctx.deaths.append(Death(live.name, frag, step, cause, rulings))


@hook("undertaker", rulings={"undertaker_avenger": ("at_kill", "at_death", "never")})
def undertaker(ctx: PhaseContext) -> None:
    """+20 per death this phase except executions, only if the undertaker survived. A
    killed avenger counts when he is killed (mortally wounded), not again when he dies."""
    used: list[str] = []
    when = ctx.rule("undertaker_avenger", used)
    count = sum(1 for d in ctx.deaths if d.cause not in ("execution", "mortal_wound"))
    if when == "at_kill":
        count += len(ctx.scratch.get("killed_avengers", ()))
    elif when == "at_death":
        # the avenger's death comes at the end of his extra phase: count those starting it
        count += sum(
            1
            for p in ctx.living()
            if p.start.status == "mortally_wounded" and "mortal_now" not in p.flags
        )
    if not count:
        return
    heal_undertakers(ctx, count, used)


def heal_undertakers(ctx: PhaseContext, count: int, used: list[str]) -> None:
    """Each living undertaker heals his `amount` per counted death (through the
    ruleset's HP pipeline)."""
    for live in ctx.living():
        spec = live.trait("undertaker")
        if spec is not None:
            restore(
                ctx,
                actor=live.name,
                ability="undertaker",
                target=live.name,
                amount=int(spec["amount"]) * count,
                notes=[note("undertaker", deaths=count)],
                rulings=used,
            )


@hook("hp_cap")
def hp_cap(ctx: PhaseContext) -> None:
    for live in ctx.living():
        if live.hp > live.max_hp:
            ctx.change_hp(
                live.name,
                live.max_hp,
                kind=EventKind.CAP,
                actor=None,
                ability="cap",
                notes=[note("cap", max_hp=live.max_hp)],
            )


@hook("mortal_wounds", then=("statuses", "apply_statuses"))
def mortal_wounds(ctx: PhaseContext) -> None:
    """A mortally wounded avenger dies when his extra phase ends."""
    for live in ctx.living():
        if "mortal_now" in live.flags:
            live.alive = False
            live.executed = True
            ctx.change_hp(
                live.name,
                min(live.hp, 0),
                kind=EventKind.EXECUTION,
                actor=None,
                ability="execution",
                notes=[note("avenger_dies")],
            )
            ctx.deaths.append(Death(live.name, None, 0, "execution", ("avenger_executed",)))
        elif live.start.status == "mortally_wounded":
            wound = next(iter(live.effects_of("mortal_wound")), None)
            params = wound.params if wound is not None else {}
            live.alive = False
            ctx.deaths.append(
                Death(
                    live.name,
                    params.get("frag"),
                    params.get("step"),
                    "mortal_wound",
                    ("avenger_death",),
                    wound.since if wound is not None else None,
                )
            )
