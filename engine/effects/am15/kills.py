"""Knives and outright kills: the maniac's knife (a `Damage` with its own amounts), the
psycho's knife (any amount, half back to himself), and murder by naming the secret role."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar

from .. import EffectKind, Ids, kind
from ..common import ceil_int, counterattack, fraction, note
from ..families.damage import hit, outright, set_off_marks
from .damage import Damage
from .seen import seen_faction, seen_role

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext, ResolvedOrder


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
        self, ctx: PhaseContext, ro: ResolvedOrder, target: Live, shot: int = 0
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
                set_off_marks(ctx, ro.actor, ro.ability.id, target, ro.ref)
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
        dealt = hit(
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
            base = -dealt.delta if dealt is not None else 0
        hit(
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
            outright(
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
