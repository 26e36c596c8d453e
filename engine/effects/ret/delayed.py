"""What acts on a later night: the trap and the message with its nagant."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ...model import Effect, frozen_map
from .. import hook, kind
from ..common import note
from ..families.attack import deal
from .base import RetKind
from .phases import is_night, lying_low, next_night

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder


@kind
class RetTrap(RetKind):
    """«устанавливает для цели ловушку. Если следующей ночью цель попытается выполнить
    ночное действие, ловушка сработает и нанесёт 95 урона»."""

    name = "ret_trap"
    intent = "harm"
    then: ClassVar[tuple[str, ...]] = ("deaths",)
    params: ClassVar[Mapping[str, Any]] = {"damage": int}

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        night = next_night(ctx)
        ctx.live(ro.targets[0]).effects.append(
            Effect(
                "trap",
                ro.actor,
                ctx.phase,
                night,
                night,
                frozen_map({"damage": int(ro.effect("damage")), "step": ctx.step}),
            )
        )
        ctx.act(ro.actor, ro.ability.id, ro.targets, "trap_set", order=ro.ref)


@hook(
    "ret_trap_fire",
    rulings={
        "trap_attempt": ("accepted_order", "any_order"),
        "trap_after_setter_death": ("fires", "removed"),
        "trap_cancels_action": ("action_resolves", "cancels"),
    },
    then=("deaths",),
)
def trap_fire(ctx: PhaseContext) -> None:
    """Traps of last night fire on targets who try a night action (not an attack; marks
    fire). Lying low: «Не попадает в ловушку в эту ночь»."""
    if not is_night(ctx):
        return
    used: list[str] = []
    tried: set[str] = set(ctx.scratch.get("night_actors", set()))
    if ctx.rule("trap_attempt", used) == "any_order":
        tried |= set(ctx.scratch.get("night_attempts", set()))
    for live in ctx.living():
        for trap in live.effects_of("trap", ctx.phase):
            setter = trap.source
            if (
                setter is not None
                and not ctx.live(setter).start.alive
                and ctx.rule("trap_after_setter_death", used) == "removed"
            ):
                ctx.act(setter, "trap", [live.name], "trap_removed", [note("setter_dead")], used)
                continue
            if live.name not in tried or lying_low(ctx, live.name):
                why = "lie_low" if lying_low(ctx, live.name) else "trap_idle"
                ctx.act(setter, "trap", [live.name], "trap_idle", [note(why)], used)
                continue
            deal(
                ctx,
                actor=setter,
                ability="trap",
                target=live.name,
                base=int(trap.params["damage"]),
                attack=False,
                fires_marks=True,  # «получает урон от атаки или ловушки»
                notes=[note("trap_fired")],
                rulings=[*used, "trap_cancels_action"],
            )
            if ctx.rule("trap_cancels_action") == "cancels":
                for ro in ctx.orders:
                    if (
                        ro.actor == live.name
                        and not ro.ability.public
                        and ro.ability.step > ctx.step
                        and ro.cancelled is None
                    ):
                        ro.cancelled = "trap"
                        ctx.act(
                            live.name,
                            ro.ability.id,
                            ro.targets,
                            "no_effect",
                            [note("trap_cancels")],
                            ["trap_cancels_action"],
                            ro.ref,
                        )


@kind
class RetMessage(RetKind):
    """«наутро цель обнаруживает у себя наган и явную роль жертвы, кроме неё. На следующую
    ночь (и только на неё) цель получает способность тайной роли Наган»."""

    name = "ret_message"
    rulings: ClassVar[Mapping[str, tuple[str, ...]]] = {"nagant_slot": ("instead", "extra")}
    params: ClassVar[Mapping[str, Any]] = {"grants": str}

    def order_check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        if ro.params.get("victim") == ro.targets[0]:
            return "victim_is_target", str(ro.params.get("victim"))
        return None

    def resolve(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = ro.targets[0]
        victim = str(ro.params["victim"])
        night = next_night(ctx)
        used: list[str] = []
        slot = "main" if ctx.rule("nagant_slot", used) == "instead" else "nagant"
        ctx.live(target).effects.append(
            Effect(
                "grant",
                ro.actor,
                ctx.phase,
                night,
                night,
                frozen_map({"ability": str(ro.effect("grants")), "victim": victim, "slot": slot}),
            )
        )
        ctx.send(
            target, "nagant", victim, {"victim_public_role": ctx.live(victim).start.public_role}
        )
        ctx.act(
            ro.actor,
            ro.ability.id,
            ro.targets,
            "nagant_given",
            [note("victim", victim=victim)],
            used,
            ro.ref,
        )


@hook("ret_nagant_report", rulings={"nagant_betrayal": ("betrayal", "no_betrayal")})
def nagant_report(ctx: PhaseContext) -> None:
    """After the nagant's night the boss learns whether the receiver shot the victim; if
    not, ×2 from mafia abilities and the nagant for the rest of the game."""
    for live in ctx.seated():
        for grant in live.effects_of("grant", ctx.phase):
            key = str(grant.params["ability"])
            if key not in ctx.ruleset.abilities or not is_night(ctx):
                continue
            shot = next(
                (
                    ro
                    for ro in ctx.orders
                    if ro.actor == live.name and ro.ability.key == key and ro.cancelled is None
                ),
                None,
            )
            victim = grant.params.get("victim")
            used: list[str] = []
            hit = shot is not None and victim in shot.targets
            betrayed = not hit and (
                shot is not None or ctx.rule("nagant_betrayal", used) == "betrayal"
            )
            boss = grant.source
            if boss is not None and ctx.live(boss).alive:
                ctx.send(boss, "message", live.name, {"shot_victim": hit})
            if betrayed and live.alive:
                live.effects.append(Effect("betrayal", boss, ctx.phase, ctx.phase + 1, None))
                ctx.act(boss, "nagant", [live.name], "betrayal", [note("betrayal")], used)
