"""Step 0's public-role abilities (the vote and the execution are the `day_vote` family's:
rulesets/am15.yaml `numbers.day_vote`). Public abilities are not attacks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ...ruleset.rulings import declare
from ...trace import EventKind
from .. import EffectKind, kind
from ..common import immune, note
from ..families.damage import hit

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder

# rulings of the day vote (the family reads them by the names rulesets/am15.yaml gives):
# options understood, the built-in answer first
declare(
    __name__,
    {
        "avenger_executed": ("acts_this_phase", "dies_at_once"),
        "avenger_killed_twice": ("keep_first_frag", "execution"),
        "executed_public_ability": ("resolves", "cancelled"),
        "day_sequence": ("vote_first", "abilities_first"),
        "curse_missing_hp_of": ("cultist", "target"),  # the curse: hp_attack's missing_of_ruling
    },
)


@kind
class ExtraVotes(EffectKind):
    """Up to 3 extra votes on his own vote's target, 20 damage to himself per vote."""

    name = "extra_votes"
    params: ClassVar[Mapping[str, Any]] = {"self_damage": int}

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        candidate = ctx.scratch.get("votes_in", {}).get(ro.actor)
        if candidate is None:
            return "no_vote", ro.actor
        if candidate in ctx.players and immune(ctx, candidate, "extra_votes"):
            return "immune", candidate
        return None

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        count = int(ro.params["count"])
        hit(
            ctx,
            actor=ro.actor,
            ability=ro.ability.id,
            target=ro.actor,
            base=count * int(ro.effect("self_damage")),
            attack=False,
            order=ro.ref,
            notes=[note("extra_votes", count=count)],
        )


@kind
class Shakedown(EffectKind):
    """Take `amount` HP from the target and gain `amount` (even if it had less)."""

    name = "shakedown"
    intent = "harm"
    rulings: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "shakedown_is_damage": ("transfer", "damage"),
        "shakedown_low_hp": ("takes_what_there_is", "takes_five"),
    }
    then = ("deaths",)
    params: ClassVar[Mapping[str, Any]] = {"amount": int}

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        amount = int(ro.effect("amount"))
        target = ctx.live(ro.targets[0])
        used: list[str] = []
        if ctx.rule("shakedown_is_damage", used) == "damage":
            hit(
                ctx,
                actor=ro.actor,
                ability=ro.ability.id,
                target=target.name,
                base=amount,
                attack=False,
                order=ro.ref,
                rulings=used,
            )
        else:
            taken = amount
            if target.hp < amount and ctx.rule("shakedown_low_hp", used) == "takes_what_there_is":
                taken = max(target.hp, 0)
            ctx.change_hp(
                target.name,
                target.hp - taken,
                kind=EventKind.DRAIN,
                actor=ro.actor,
                ability=ro.ability.id,
                rulings=used,
                order=ro.ref,
            )
        me = ctx.live(ro.actor)
        ctx.change_hp(
            ro.actor,
            me.hp + amount,
            kind=EventKind.HEAL,
            actor=ro.actor,
            ability=ro.ability.id,
            notes=[note("shakedown_gain")],
            order=ro.ref,
        )
