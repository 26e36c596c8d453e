"""Damage abilities: fixed and choice damage with shots, the accumulating pistol and
revolver, the maniac's and the psycho's knives, outright kills."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar

from ..rulings import declare
from . import EffectKind, Ids, kind
from .common import (
    ceil_int,
    counterattack,
    deal_damage,
    fraction,
    kill,
    note,
    seen_faction,
    seen_role,
    trigger_marks,
)

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


def _endgame(ctx: PhaseContext, ro: ResolvedOrder) -> bool:
    """All of `endgame_dead_factions` dead and of the law only `endgame_law_roles` alive."""
    dead = ro.effect("endgame_dead_factions") or ()
    law_only = ro.effect("endgame_only_roles") or {}
    if any(ctx.faction_alive(f) for f in dead):
        return False
    for faction, roles in law_only.items():
        if any(
            p.alive and p.start.faction == faction and p.start.secret_role not in roles
            for p in ctx.seated()
        ):
            return False
    return True


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
                    trigger_marks(ctx, ro.actor, ro.ability.id, live, ro.ref)
                kill(
                    ctx,
                    actor=ro.actor,
                    ability=ro.ability.id,
                    target=target,
                    order=ro.ref,
                    notes=[note("kills_role", role=live.start.secret_role, size=ctx.size)],
                    rulings=used,
                )
                continue
            deal_damage(
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


@kind
class ManiacKnife(Damage):
    """95; 45 from hospital (full in the endgame); 45 with a heal the same phase;
    no damage to the psycho, and the maniac learns it."""

    name = "maniac_knife"
    rulings: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "maniac_knife_on_psycho": ("not_attacked", "attacked"),
    }
    params: ClassVar[Mapping[str, Any]] = {
        "amount": int,
        "amount_at": Ids("location", keys=True),
        "combo_amount": int,
        "combo_with": Ids("ability", one=True),
        "immune_roles": Ids("secret_role"),
        "endgame_dead_factions": Ids("faction"),
        "endgame_only_roles": Ids("faction", keys=True, values="secret_role"),
    }

    def amount(
        self,
        ctx: PhaseContext,
        ro: ResolvedOrder,
        target: Live,
        shot: int = 0,
        used: list[str] | None = None,
    ) -> Fraction | int:
        actor = ctx.live(ro.actor)
        combo = ro.effect("combo_with")
        if combo and any(
            o.actor == ro.actor and o.ability.id == combo and o is not ro for o in ctx.orders
        ):
            return int(ro.effect("combo_amount"))
        at = ro.effect("amount_at") or {}
        if actor.location in at and not _endgame(ctx, ro):
            return int(at[actor.location])
        return int(ro.effect("amount"))

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = ctx.live(ro.targets[0])
        if target.start.secret_role in (ro.effect("immune_roles") or ()):
            used: list[str] = []
            if ctx.rule("maniac_knife_on_psycho", used) == "attacked":
                # no damage, but he was attacked: marks fire, a vdv counters
                trigger_marks(ctx, ro.actor, ro.ability.id, target, ro.ref)
                counterattack(ctx, ro.actor, target, ro.ref)
            ctx.act(
                ro.actor,
                ro.ability.id,
                ro.targets,
                "no_damage",
                [note("immune_role", role=target.start.secret_role)],
                used,
                order=ro.ref,
            )
            ctx.send(ro.actor, ro.ability.id, target.name, {"found": target.start.secret_role})
            return
        super().run(ctx, ro)


@kind
class PsychoKnife(EffectKind):
    """Any amount 1–5000 to the target, half of it to himself (the seed's exceptions);
    on a hunted target it is not 'applied', self-damage 25%, the neutrals learn the role."""

    name = "psycho_knife"
    rulings: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "psycho_guess_without_maniac": ("never", "absent_counts_as_dead"),
        "psycho_self_damage_base": ("amount", "dealt"),
    }
    then = ("deaths",)
    params: ClassVar[Mapping[str, Any]] = {
        "self_fraction": str,
        "hunted_self_fraction": str,
        "detects_roles": Ids("secret_role"),
        "learners_faction": Ids("faction", one=True),
        "endgame_dead_factions": Ids("faction"),
        "endgame_only_roles": Ids("faction", keys=True, values="secret_role"),
        "guess_needs_dead": Ids("secret_role"),
        "guess_not_roles": Ids("secret_role"),
    }

    def applies_to(self, ctx: PhaseContext, ro: ResolvedOrder, target: str) -> bool:
        return not ctx.live(target).has_effect("hunted", ctx.phase)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = ro.targets[0]
        hunted = not self.applies_to(ctx, ro, target)
        amount = int(ro.params["amount"])
        role = seen_role(ctx, target) if hunted else ctx.live(target).start.secret_role
        faction = seen_faction(ctx, target) if hunted else ctx.live(target).start.faction
        notes = [note("hunted")] if hunted else []
        hit = deal_damage(
            ctx,
            actor=ro.actor,
            ability=ro.ability.id,
            target=target,
            base=amount,
            attack=not hunted,
            tags=ro.ability.tags,
            order=ro.ref,
            notes=notes,
        )
        if role in (ro.effect("detects_roles") or ()):
            ctx.send(ro.actor, ro.ability.id, target, {"found": role})
        if hunted:
            learners = str(ro.effect("learners_faction", "neutral"))
            for p in ctx.living():
                if p.start.faction == learners:
                    ctx.send(p.name, "hunt", target, {"role": role}, source=ro.actor)
        guess = ro.params.get("faction")
        if _endgame(ctx, ro):
            ctx.act(
                ro.actor, ro.ability.id, [target], "no_self_damage", [note("endgame")], order=ro.ref
            )
            return
        needs_dead = ro.effect("guess_needs_dead") or ()
        used: list[str] = []
        absent_ok = (
            guess is not None
            and ctx.rule("psycho_guess_without_maniac", used) == "absent_counts_as_dead"
        )
        gone = all(ctx.role_dead(r) or (absent_ok and not ctx.role_holders(r)) for r in needs_dead)
        if (
            guess is not None
            and guess == faction
            and gone
            and role not in (ro.effect("guess_not_roles") or ())
        ):
            ctx.act(
                ro.actor,
                ro.ability.id,
                [target],
                "no_self_damage",
                [note("faction_guessed", faction=guess)],
                order=ro.ref,
            )
            return
        share = fraction(ro.effect("hunted_self_fraction" if hunted else "self_fraction"))
        base = amount
        if ctx.rule("psycho_self_damage_base", used) == "dealt":
            base = -hit.delta if hit is not None else 0
        deal_damage(
            ctx,
            actor=ro.actor,
            ability=ro.ability.id,
            target=ro.actor,
            base=ceil_int(Fraction(base) * share),
            attack=False,
            order=ro.ref,
            notes=[note("self_damage", share=str(share))],
            rulings=used,
        )


@kind
class Murder(EffectKind):
    """Name the target's secret role: right, the target dies; wrong, nothing happens.
    Civilians cannot be named while `civilian_blocked_by` roles/factions live."""

    name = "murder"
    intent = "harm"
    then = ("deaths",)
    params: ClassVar[Mapping[str, Any]] = {
        "protected_role": Ids("secret_role", one=True),
        "blocked_by_factions": Ids("faction"),
        "blocked_by_roles": Ids("secret_role"),
    }

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        protected = ro.effect("protected_role")
        if ro.params.get("role") != protected:
            return None
        for faction in ro.effect("blocked_by_factions") or ():
            if ctx.faction_alive(faction):
                return "civilian_protected", faction
        for role in ro.effect("blocked_by_roles") or ():
            if any(p.alive for p in ctx.role_holders(role)):
                return "civilian_protected", role
        return None

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = ro.targets[0]
        named = ro.params["role"]
        if ctx.live(target).start.secret_role == named:
            kill(
                ctx,
                actor=ro.actor,
                ability=ro.ability.id,
                target=target,
                order=ro.ref,
                notes=[note("guessed", role=named)],
                rulings=["instant_kill"],
            )
        else:
            ctx.act(
                ro.actor,
                ro.ability.id,
                [target],
                "missed",
                [note("wrong_guess", role=named)],
                order=ro.ref,
            )
