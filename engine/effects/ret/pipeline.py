"""The HP pipeline of «Возвращение»: every damage and heal of the ruleset goes through here.

Damage, in the seed's terms: a protected target takes nothing from the night's strongest
attack («не получает урона от самой сильной атаки в эту ночь»); otherwise the attacker's
weaken (−15% per use, summed; attacks only), the target's betrayal (×2 from mafia abilities and the
nagant) and the sensei's meditation (25%) multiply the base, rounded once (ruling
`rounding`). After damage > 0 from an attack or a trap, each mark on a non-yakuza deals 45
(not an attack) and goes. Healing is the `heal` family's (`numbers.healing`).
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from ...rulings import declare
from ...trace import HpEvent, Note
from .. import effect_kind
from ..common import note
from ..families import damage
from ..families.protect import cancels

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder

# the rulings the helpers below read; «once» is am15's name for rounding up once
declare(
    __name__,
    {
        "rounding": ("up", "down", "once"),
        "strongest_attack": ("dealt", "nominal"),
        "vip_strikes": ("strike_ability", "all_attacks"),
        "mark_frag": ("attacker", "sensei"),
        "direct_death_frag": ("user_unless_fallen", "always_user"),
        "heal_steps": ("list", "literal"),
        "hp_cap": ("end_of_phase", "each_heal"),
        "strike_is_attack": ("yes", "no"),
    },
)

ShotKey = tuple[str, int]  # (order ref, shot index)


round_amount = damage.rounded  # one rounding, after every modifier (numbers.damage)


def attack_orders(ctx: PhaseContext, target: str) -> list[tuple[ResolvedOrder, int]]:
    """Every shot of an accepted attack at `target` tonight, in resolution order."""
    shots: list[tuple[ResolvedOrder, int]] = []
    for ro in [*ctx.orders, *ctx.scratch.get("ret_inner_orders", ())]:
        if ro.cancelled is not None or not is_attack(ctx, ro):
            continue
        shots.extend((ro, i) for i, t in enumerate(ro.targets) if t == target)
    seat = {n: i for i, n in enumerate(ctx.order_of_seats)}
    shots.sort(key=lambda s: (s[0].ability.step, seat[s[0].actor], s[0].index, s[1]))
    return shots


def is_attack(ctx: PhaseContext, ro: ResolvedOrder) -> bool:
    """The ability's attack flag, unless a ruling says otherwise (the strike)."""
    if not ro.ability.attack:
        return False
    ruling = ro.effect("attack_ruling")
    return ruling is None or ctx.rule(str(ruling)) == "yes"


def strongest(ctx: PhaseContext, target: str) -> ShotKey | None:
    """The attack a protection cancels (ruling `strongest_attack`: dealt or nominal;
    ties: the earliest). Decided once, at the first attack on the target."""
    cache: dict[str, ShotKey | None] = ctx.scratch.setdefault("ret_strongest", {})
    if target in cache:
        return cache[target]
    live = ctx.live(target)
    dealt = ctx.rule("strongest_attack") == "dealt"
    best: tuple[Fraction, ShotKey] | None = None
    for ro, shot in attack_orders(ctx, target):
        kind: Any = effect_kind(ro.ability.kind)
        base = Fraction(kind.base_amount(ctx, ro, live, shot))
        if dealt:
            base *= damage.factor(ctx, ro.actor, live, ro.ability.tags, True, _flags(ro))
        if best is None or base > best[0]:
            best = (base, (ro.ref, shot))
    cache[target] = best[1] if best is not None else None
    return cache[target]


def protected(ctx: PhaseContext, target: str) -> list[str]:
    """Who protects `target` tonight (protection, self-defense): one cancel at most."""
    return cancels(ctx, target)


def deal(
    ctx: PhaseContext,
    *,
    actor: str | None,
    ability: str,
    target: str,
    base: Fraction | int,
    attack: bool,
    tags: Iterable[str] = (),
    ignores_weaken: bool = False,
    fires_marks: bool = False,
    order: str | None = None,
    shot: ShotKey | None = None,
    notes: Iterable[Note] = (),
    rulings: Iterable[str] = (),
) -> HpEvent | None:
    """Damage `target`; returns the event (None: no effect). Marks fire on damage from an
    attack, or from another source that says so (`fires_marks`: the trap)."""
    live = ctx.live(target)
    if not live.alive:
        return None
    used = list(rulings)
    if attack:
        ctx.scratch.setdefault("ret_attacks", []).append((actor, target, ability))
        vip = live.trait("immune")
        if vip is not None and ctx.rule("vip_strikes", used) == "all_attacks":
            ctx.act(actor, ability, [target], "immune", [note("vip")], used, order)
            return None
        guards = protected(ctx, target)
        if guards and shot is not None and strongest(ctx, target) == shot:
            ctx.act(
                actor,
                ability,
                [target],
                "cancelled",
                [note("strongest_attack", by=guards)],
                [*used, "strongest_attack"],
                order,
            )
            return None
    # «атаки цели наносят … на 15% урона меньше»: weaken scales attacks only, never the
    # mark, the trap or the counterattack a weakened character sets off or deals (the
    # modifiers are numbers.damage's)
    return damage.hit(
        ctx,
        actor=actor,
        ability=ability,
        target=target,
        base=base,
        attack=attack,
        tags=tags,
        flags=("ignores_weaken",) if ignores_weaken else (),
        fires_marks=fires_marks,
        order=order,
        notes=notes,
        rulings=used,
    )


def _flags(ro: ResolvedOrder) -> tuple[str, ...]:
    return ("ignores_weaken",) if ro.effect("ignores_weaken") else ()


direct_kill = damage.outright  # «она умирает», «умирает каратель»: no HP, heal or protection
