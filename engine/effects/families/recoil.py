"""What an HP attack's order does after its hit (families.attack): the actor learns a role
he found, a mark on the target tells a faction its role, and a share of the damage comes
back to the attacker (a recoil), unless the endgame or a right faction guess spares him.
The endgame (who is left alive, as data) and the mark are read by the attack's amount and
by whether it counts as applied, too.

Seed 000's psycho: «Нож – наносит цели любое количество урона в пределах 1-5000, наносит
половину этого урона себе. Не получает урона от этой способности, если мертва вся мафия и
якудза, а из законников живы только мирные жители. Может назвать фракцию цели. Тогда если
угадывает фракцию цели и маньяк мёртв, не получает урона от этой способности, если цель не
мирный житель. Если цель - маньяк, узнаёт об этом. Если на цель идёт охота, ... псих
наносит себе 25% урона вместо половины, а нейтралы узнают тайную роль цели.»
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from ...trace import HpEvent
from ..values import ceil_int, fraction, note
from . import damage
from .seen import seen_role

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder
    from .attack import AttackParams


def endgame(ctx: PhaseContext, p: AttackParams) -> bool:
    """Whether the endgame holds (none given: never): every faction of
    `endgame_dead_factions` dead, and of each faction in `endgame_only_roles` only those
    roles alive."""
    if not p.endgame_dead_factions and not p.endgame_only_roles:
        return False
    if any(ctx.faction_alive(f) for f in p.endgame_dead_factions):
        return False
    return not any(
        live.alive and live.start.faction == side and live.start.secret_role not in roles
        for side, roles in p.endgame_only_roles.items()
        for live in ctx.seated()
    )


def marked(ctx: PhaseContext, p: AttackParams, target: str) -> bool:
    """The target bears the mark `marked_by` (a lasting effect): the hit is no attack and
    does not count as applied to him."""
    return p.marked_by is not None and ctx.live(target).has_effect(p.marked_by, ctx.phase)


def follow(
    ctx: PhaseContext,
    ro: ResolvedOrder,
    p: AttackParams,
    target: str,
    on_mark: bool,
    amount: Fraction | int,
    dealt: HpEvent | None,
) -> None:
    """After the hit on `target` (`amount` its nominal base, `dealt` its event): what the
    actor and the mark's learners are told, then the recoil."""
    live = ctx.live(target)
    role = seen_role(ctx, p.marked_masks, target) if on_mark else live.start.secret_role
    if role in p.tells_roles:
        ctx.send(ro.actor, ro.ability.id, target, {"found": role})
    if on_mark and p.marked_learners is not None:
        told_as = p.marked_told_as or ro.ability.id
        for other in ctx.living():
            if other.start.faction == p.marked_learners:
                ctx.send(other.name, told_as, target, {"role": role}, source=ro.actor)
    share_text = p.marked_recoil if on_mark and p.marked_recoil else p.recoil
    if share_text is None:
        return
    if endgame(ctx, p):
        ctx.act(ro.actor, ro.ability.id, [target], p.spared_outcome, [note(p.endgame_note)],
                order=ro.ref)  # fmt: skip
        return
    used: list[str] = []
    side = ctx.faction_of(role) if on_mark else live.start.faction
    guess = ro.params.get(p.spared_by_faction) if p.spared_by_faction else None
    # the ruling is read (and named) whenever a faction is guessed, right or wrong
    if guess is not None and _spared(ctx, p, role, used) and guess == side:
        ctx.act(ro.actor, ro.ability.id, [target], p.spared_outcome,
                [note(p.spared_note, faction=guess)], order=ro.ref)  # fmt: skip
        return
    share = fraction(share_text)
    base = amount
    if p.recoil_base_ruling is not None and ctx.rule(p.recoil_base_ruling, used) == "dealt":
        base = -dealt.delta if dealt is not None else 0
    back = Fraction(base) * share
    damage.hit(
        ctx,
        actor=ro.actor,
        ability=ro.ability.id,
        target=ro.actor,
        base=ceil_int(back) if p.share_rounds_up else back,
        attack=False,
        order=ro.ref,
        notes=[note(p.recoil_note, share=str(share))],
        rulings=used,
    )


def _spared(ctx: PhaseContext, p: AttackParams, role: str, used: list[str]) -> bool:
    """A right faction guess spares the recoil once every `spared_needs_dead` role is dead
    (one nobody held counts as dead when `spared_absent_ruling`'s option is
    `absent_counts_as_dead`), on a target not of `spared_not_roles`."""
    ruling = p.spared_absent_ruling
    absent_ok = ruling is not None and ctx.rule(ruling, used) == "absent_counts_as_dead"
    gone = all(
        ctx.role_dead(r) or (absent_ok and not ctx.role_holders(r)) for r in p.spared_needs_dead
    )
    return gone and role not in p.spared_not_roles
