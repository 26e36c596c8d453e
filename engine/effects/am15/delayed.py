"""Effects that last or act later: message/nagant, contract, hunt,
mind cloud."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ...model.state import Effect, frozen_map
from .. import EffectKind, Ids, hook, kind
from ..common import note

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@kind
class Message(EffectKind):
    """The target finds a nagant and the victim's public role: next phase the nagant is
    one of his secret abilities; the boss learns where it went."""

    name = "message"
    params: ClassVar[Mapping[str, Any]] = {"grants": Ids("ability", one=True)}

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        if ro.params.get("victim") == ro.targets[0]:
            return "victim_is_target", str(ro.params.get("victim"))
        return None

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = ctx.live(ro.targets[0])
        victim = str(ro.params["victim"])
        target.effects.append(
            Effect(
                "grant",
                ro.actor,
                ctx.phase,
                ctx.phase + 1,
                ctx.phase + 1,
                frozen_map({"ability": str(ro.effect("grants")), "victim": victim, "slot": "main"}),
            )
        )
        ctx.send(
            target.name,
            ro.ability.id,
            victim,
            {"victim": victim, "public_role": ctx.live(victim).start.public_role},
        )
        ctx.act(
            ro.actor,
            ro.ability.id,
            ro.targets,
            "nagant_given",
            [note("victim", victim=victim)],
            order=ro.ref,
        )


@hook("nagant_report", rulings={"nagant_unused": ("no_betrayal", "betrayal")})
def nagant_report(ctx: PhaseContext) -> None:
    """End of the nagant's phase: the boss learns where it went; shooting anyone but the
    victim is a betrayal (double damage from mafia abilities for the rest of the game)."""
    for live in ctx.seated():
        for grant in live.effects_of("grant", ctx.phase):
            key = str(grant.params["ability"])
            ability_id = ctx.ruleset.abilities[key].id
            shot = next(
                (
                    ro
                    for ro in ctx.orders
                    if ro.actor == live.name and ro.ability.key == key and ro.cancelled is None
                ),
                None,
            )
            where = shot.targets[0] if shot is not None and shot.targets else None
            boss = grant.source
            if boss is not None and ctx.live(boss).alive:
                ctx.send(boss, "message", live.name, {"nagant_target": where})
            victim = grant.params.get("victim")
            used: list[str] = []
            betrayed = (
                where != victim
                if where is not None
                else ctx.rule("nagant_unused", used) == "betrayal"
            )
            if betrayed and live.alive:
                live.effects.append(
                    Effect(
                        "betrayal",
                        boss,
                        ctx.phase,
                        ctx.phase + 1,
                        None,
                        frozen_map({"tags": ("mafia",), "multiplier": 2}),
                    )
                )
                ctx.act(boss, ability_id, [live.name], "betrayal", [note("betrayal")], used)
