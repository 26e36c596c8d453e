"""Damage abilities: fixed and choice damage with shots, the accumulating pistol and
revolver. The knives and outright kills are in `kills`."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar

from ..rulings import declare
from . import EffectKind, Ids, kind
from .common import fraction, note
from .families.damage import hit, outright, set_off_marks

if TYPE_CHECKING:
    from ..context import Live, PhaseContext, ResolvedOrder
    from ..ruleset import Grant

# rulings its shared helpers read: options understood, the built-in answer first
declare(
    __name__,
    {
        "charge_in_coma": ("no_charge", "charges"),
    },
)


def shots_allowed(ctx: PhaseContext, ro: ResolvedOrder) -> int | None:
    """Shots per phase: a base number, more after a teammate's death or per dead ally."""
    base = ro.effect("shots")
    if base is None:
        return None
    shots = int(base)
    for role, more in (ro.effect("shots_when_dead") or {}).items():
        if ctx.role_dead(role):
            shots = max(shots, int(more))
    faction = ro.effect("plus_dead_of_faction")
    if faction:
        shots += sum(1 for p in ctx.seated() if not p.start.alive and p.start.faction == faction)
    return shots


def chosen_damage(ro: ResolvedOrder, shot: int) -> int | None:
    """The damage the order chose: one number, or one per shot (`damage: [25, 25, 20]`)."""
    chosen = ro.params.get("damage")
    if isinstance(chosen, (list, tuple)):
        return int(chosen[shot]) if shot < len(chosen) else None
    return None if chosen is None else int(chosen)


@kind
class Damage(EffectKind):
    """Damage to each target entry (each shot or shuriken a separate attack)."""

    name = "damage"
    intent = "harm"
    rulings: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "assault_base_hp": ("phase_start", "after_day"),
    }
    then = ("deaths",)
    params: ClassVar[Mapping[str, Any]] = {
        "amount": int,
        "start_hp_fraction": (str, int),
        "shots": int,
        "shots_when_dead": Ids("secret_role", keys=True),
        "plus_dead_of_faction": Ids("faction", one=True),
        "kills_roles": Ids("secret_role"),
        "kills_sizes": Ids("size"),
        "amounts": list,
    }

    def max_targets(self, ctx: PhaseContext, ro: ResolvedOrder) -> int | None:
        return shots_allowed(ctx, ro)

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        allowed = ro.effect("amounts")
        for shot in range(len(ro.targets)):
            chosen = chosen_damage(ro, shot)
            if chosen is not None and allowed and chosen not in allowed:
                return "bad_damage", f"{chosen} (allowed: {', '.join(map(str, allowed))})"
        return None

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        kills = ro.effect("kills_roles") or ()
        kill_sizes = ro.effect("kills_sizes") or ()
        for shot, target in enumerate(ro.targets):
            live = ctx.live(target)
            used: list[str] = []
            if live.start.secret_role in kills and (not kill_sizes or ctx.size in kill_sizes):
                small = ctx.ruleset.small_game_ruling
                if small and ctx.state.extra.get("small_game"):
                    used.append(small)
                if ro.ability.attack:
                    set_off_marks(ctx, ro.actor, ro.ability.id, live, ro.ref)
                outright(
                    ctx,
                    actor=ro.actor,
                    ability=ro.ability.id,
                    target=target,
                    order=ro.ref,
                    notes=[note("kills_role", role=live.start.secret_role, size=ctx.size)],
                    rulings=used,
                )
                continue
            hit(
                ctx,
                actor=ro.actor,
                ability=ro.ability.id,
                target=target,
                base=self.amount(ctx, ro, live, shot, used),
                attack=ro.ability.attack,
                tags=ro.ability.tags,
                order=ro.ref,
                rulings=used,
            )

    def amount(
        self,
        ctx: PhaseContext,
        ro: ResolvedOrder,
        target: Live,
        shot: int = 0,
        used: list[str] | None = None,
    ) -> Fraction | int:
        share = ro.effect("start_hp_fraction")
        if share is not None:
            base = target.start.hp
            if ctx.rule("assault_base_hp", used) == "after_day":
                base += sum(e.delta for e in ctx.events if e.step == 0 and e.target == target.name)
            return Fraction(max(base, 0)) * fraction(share)
        chosen = chosen_damage(ro, shot)
        return chosen if chosen is not None else int(ro.effect("amount"))


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
        self,
        ctx: PhaseContext,
        ro: ResolvedOrder,
        target: Live,
        shot: int = 0,
        used: list[str] | None = None,
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


@kind
class Revolver(Damage):
    """The punisher's revolver: +`step` damage per phase unused and not in hospital."""

    name = "revolver"
    params: ClassVar[Mapping[str, Any]] = {"amount": int, "step": int, "counter": str}

    def amount(
        self,
        ctx: PhaseContext,
        ro: ResolvedOrder,
        target: Live,
        shot: int = 0,
        used: list[str] | None = None,
    ) -> Fraction | int:
        charge = ctx.live(ro.actor).counters.get(str(ro.effect("counter")), 0)
        return int(ro.effect("amount")) + int(ro.effect("step")) * charge

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        super().run(ctx, ro)
        ctx.live(ro.actor).counters[str(ro.effect("counter"))] = 0

    def end_of_phase(self, ctx: PhaseContext, live: Live, grant: Grant, used: bool) -> None:
        counter = str(ctx.ruleset.abilities[grant.ability].effect["counter"])
        if not used and _charges(ctx, live):
            live.counters[counter] = live.counters.get(counter, 0) + 1
