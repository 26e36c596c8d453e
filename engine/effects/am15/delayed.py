"""Effects that last or act later: contract, hunt, mind cloud (the boss's message and its
nagant are the `handover` family's, families/handover.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ...model.state import Effect, frozen_map
from .. import EffectKind, kind
from ..common import note

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@kind
class Contract(EffectKind):
    """Announced next phase; then the target takes double damage from every source and
    each damager heals 15 once."""

    name = "contract"
    intent = "harm"
    params: ClassVar[Mapping[str, Any]] = {"multiplier": int, "heal": int}

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = ctx.live(ro.targets[0])
        target.effects.append(
            Effect(
                "contract",
                ro.actor,
                ctx.phase,
                ctx.phase + 1,
                ctx.phase + 1,
                frozen_map(
                    {"multiplier": int(ro.effect("multiplier")), "heal": int(ro.effect("heal"))}
                ),
            )
        )
        ctx.announcements.append({"kind": "contract", "target": target.name})
        ctx.act(ro.actor, ro.ability.id, ro.targets, "contracted", order=ro.ref)


@kind
class Hunt(EffectKind):
    """Announced next phase; from then on, for ever, the psycho's knife on the target
    has its hunt effects."""

    name = "hunt"
    intent = "harm"

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = ctx.live(ro.targets[0])
        if not target.has_effect("hunted"):
            target.effects.append(Effect("hunted", ro.actor, ctx.phase, ctx.phase + 1, None))
        ctx.announcements.append({"kind": "hunt", "target": target.name})
        ctx.act(ro.actor, ro.ability.id, ro.targets, "hunted", order=ro.ref)


@kind
class MindCloud(EffectKind):
    """Next phase the target shows the status of the named HP (and reads it through
    diagnostics or the stuntman's warning); the psycho learns what the mafia or the
    yakuza did this phase."""

    name = "mind_cloud"

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = ctx.live(ro.targets[0])
        hp = int(ro.params["hp"])
        target.effects.append(
            Effect(
                "mind_cloud",
                ro.actor,
                ctx.phase,
                ctx.phase + 1,
                ctx.phase + 1,
                frozen_map({"hp": hp}),
            )
        )
        ctx.act(
            ro.actor, ro.ability.id, ro.targets, "clouded", [note("shown_hp", hp=hp)], order=ro.ref
        )
        faction = ro.params.get("faction")
        if faction is None:
            return

        def learn(c: PhaseContext) -> None:
            ordered = sorted(c.orders, key=lambda o: (o.ability.step, o.index))
            used = [
                o.ability.id
                for o in ordered
                if not o.ability.public
                and o.cancelled is None
                and c.live(o.actor).start.faction == faction
                and f"ran:{o.ability.id}" in c.live(o.actor).flags
            ]
            c.send(ro.actor, ro.ability.id, None, {"faction": faction, "abilities": used})

        ctx.run_later(ctx.ruleset.steps[-1].number, learn)
