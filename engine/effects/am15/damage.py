"""AM-15's own weapon: the accumulating pistol (the revolver's charge is hp_attack's;
fixed, chosen and share damage with shots is the kill family's HP mode). The knives and
murder are in `kills`."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar

from ...ruleset.rulings import declare
from .. import EffectKind, kind
from ..common import note
from ..families.damage import hit
from ..families.hp_amounts import chosen as chosen_damage

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext, ResolvedOrder
    from ...ruleset.load import Grant

# rulings its shared helpers read: options understood, the built-in answer first
declare(
    __name__,
    {
        "charge_in_coma": ("no_charge", "charges"),
    },
)


class Damage(EffectKind):
    """An attack of AM-15's own weapons: each target entry a hit of `amount` (a subclass
    says how much), through the damage family."""

    intent = "harm"
    then = ("deaths",)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        for shot, target in enumerate(ro.targets):
            hit(
                ctx,
                actor=ro.actor,
                ability=ro.ability.id,
                target=target,
                base=self.amount(ctx, ro, ctx.live(target), shot),
                attack=ro.ability.attack,
                tags=ro.ability.tags,
                order=ro.ref,
            )

    def amount(
        self, ctx: PhaseContext, ro: ResolvedOrder, target: Live, shot: int = 0
    ) -> Fraction | int:
        return int(ro.effect("amount"))


@kind
class Pistol(Damage):
    """The boss's pistol: extra shots accumulate over phases it is not used (not in
    hospital); after `bonus_when_dead` dies, another number of free shots and damage."""

    name = "pistol"
    rulings: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "inherited_pistol_bonus": ("keeps_bonus", "plain"),
    }
    params: ClassVar[Mapping[str, Any]] = {
        "amount": int,
        "counter": str,
        "free_shots": int,
        "bonus_when_dead": dict,
        "amounts": list,
        "accumulate": bool,
        "inherited": bool,
    }

    def _bonus(self, ctx: PhaseContext, ro: ResolvedOrder) -> Mapping[str, Any] | None:
        bonus = ro.effect("bonus_when_dead")
        if not bonus or not ctx.role_dead(str(bonus["role"])):
            return None
        if ro.effect("inherited") and ctx.rule("inherited_pistol_bonus") == "plain":
            return None
        return dict(bonus)

    def free(self, ctx: PhaseContext, ro: ResolvedOrder) -> int:
        bonus = self._bonus(ctx, ro)
        return int(bonus.get("free_shots", 1)) if bonus else int(ro.effect("free_shots", 1))

    def max_targets(self, ctx: PhaseContext, ro: ResolvedOrder) -> int | None:
        stored = ctx.live(ro.actor).counters.get(str(ro.effect("counter")), 0)
        return self.free(ctx, ro) + stored

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        bonus = self._bonus(ctx, ro)
        allowed = [int(a) for a in (bonus or {}).get("amounts", [ro.effect("amount")])]
        for shot in range(len(ro.targets)):
            chosen = chosen_damage(ro, shot)
            if chosen is not None and chosen not in allowed:
                return "bad_damage", f"{chosen} (allowed now: {', '.join(map(str, allowed))})"
        return None

    def amount(
        self, ctx: PhaseContext, ro: ResolvedOrder, target: Live, shot: int = 0
    ) -> Fraction | int:
        chosen = chosen_damage(ro, shot)
        if chosen is not None:
            return chosen
        bonus = self._bonus(ctx, ro)
        return int(bonus["amount"]) if bonus else int(ro.effect("amount"))

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        live = ctx.live(ro.actor)
        counter = str(ro.effect("counter"))
        extra = max(0, len(ro.targets) - self.free(ctx, ro))
        if extra:
            live.counters[counter] = live.counters.get(counter, 0) - extra
            ctx.act(
                ro.actor,
                ro.ability.id,
                ro.targets,
                "extra_shots",
                [note("extra_shots", spent=extra, left=live.counters[counter])],
                order=ro.ref,
            )
        super().run(ctx, ro)

    def end_of_phase(self, ctx: PhaseContext, live: Live, grant: Grant, used: bool) -> None:
        effect = {**ctx.ruleset.abilities[grant.ability].effect, **grant.effect}
        if used or not effect.get("accumulate", True) or not _charges(ctx, live):
            return
        counter = str(effect["counter"])
        bonus = effect.get("bonus_when_dead")
        free = int(effect.get("free_shots", 1))
        if (
            bonus
            and ctx.role_dead(str(bonus["role"]))
            and not (effect.get("inherited") and ctx.rule("inherited_pistol_bonus") == "plain")
        ):
            free = int(bonus.get("free_shots", free))
        live.counters[counter] = live.counters.get(counter, 0) + free


def _charges(ctx: PhaseContext, live: Live) -> bool:
    """Whether an unused phase charges a weapon: not where secret abilities are closed
    (hospital); where no order is possible at all (coma), by ruling."""
    place = ctx.place_of(live.name)
    if not place.acts:
        return ctx.rule("charge_in_coma") == "charges"
    return place.secret_acts
