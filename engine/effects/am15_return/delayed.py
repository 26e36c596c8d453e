"""What acts on a later night: the message with its nagant (the trap is the `set_trap`
family's)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ...model.state import Effect, frozen_map
from ...ruleset.rulings import declare
from .. import hook, kind
from ..common import note
from .base import RetKind
from .phases import is_night, next_night

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


# read by the trap family (numbers.traps in rulesets/am15_return.yaml)
declare(
    __name__,
    {
        "trap_attempt": ("accepted_order", "any_order"),
        "trap_after_setter_death": ("fires", "removed"),
        "trap_cancels_action": ("action_resolves", "cancels"),
    },
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
