"""How much a kill in a game with HP deals, and how many shots it has (the kill family's
HP mode; seed 000's attacks):

- `amount`, or the number the order chose (`damage: 25`, or one per shot `[25, 25, 20]`)
  from `amounts`;
- `start_hp_share`: a share of the target's HP when the phase began («урон, равный
  половине её хп на момент начала ночи»); `start_hp_ruling`'s option `after_day` counts the
  day's damage too;
- `outright_roles` (in a game of `outright_sizes`, all if empty): an outright kill on a
  target of these secret roles instead («В игре на 14-15 игроков при применении на
  комиссара убивает его»);
- `shots`: entries an order may hold, one more per dead member of `shots_per_dead_of`
  («[количество мёртвых членов якудзы + 1]»);
- once `dead_role` is dead (unless `dead_ruling`'s option is `plain`), `dead_amount`,
  `dead_amounts` and `dead_shots` instead («После смерти Киллера по желанию наносит 25
  урона, и можно применять дважды без траты выстрелов»; «Можно применять трижды (после
  смерти Громилы - четырежды)»). One way to say "after role X dies, more": `dead_role`
  and a `dead_` value in place of the plain one, the ammo supply's trait too
  (`dead_per_night`, families.ammo), one test (`after_death`).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Protocol

from ..values import fraction, note
from . import damage

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext, ResolvedOrder


class HpParams(Protocol):
    """The kill family's HP-mode parameters these read (see KillParams)."""

    @property
    def amount(self) -> int | None: ...
    @property
    def flags(self) -> tuple[str, ...]: ...
    @property
    def amounts(self) -> tuple[int, ...]: ...
    @property
    def start_hp_share(self) -> str | None: ...
    @property
    def start_hp_ruling(self) -> str | None: ...
    @property
    def outright_roles(self) -> tuple[str, ...]: ...
    @property
    def outright_sizes(self) -> tuple[str, ...]: ...
    @property
    def shots(self) -> int | None: ...
    @property
    def shots_per_dead_of(self) -> str | None: ...
    @property
    def dead_role(self) -> str | None: ...
    @property
    def dead_ruling(self) -> str | None: ...
    @property
    def dead_amount(self) -> int | None: ...
    @property
    def dead_amounts(self) -> tuple[int, ...]: ...
    @property
    def dead_shots(self) -> int | None: ...


def after_death(ctx: PhaseContext, role: str | None, ruling: str | None = None) -> bool:
    """Whether the `dead_*` values apply: `role` (a `dead_role`) is dead and `ruling` (on
    an inherited weapon's grant) does not answer `plain`."""
    if role is None or not ctx.role_dead(role):
        return False
    return ruling is None or ctx.rule(ruling) != "plain"


def _after(ctx: PhaseContext, params: HpParams) -> bool:
    return after_death(ctx, params.dead_role, params.dead_ruling)


def shots(ctx: PhaseContext, params: HpParams) -> int | None:
    """The target entries an order may hold (None: as the ability's targets say)."""
    if params.dead_shots is not None and _after(ctx, params):
        return params.dead_shots
    if params.shots is None:
        return None
    allowed = params.shots
    side = params.shots_per_dead_of
    if side:
        allowed += sum(1 for p in ctx.seated() if not p.start.alive and p.start.faction == side)
    return allowed


def chosen(ro: ResolvedOrder, shot: int) -> int | None:
    """The damage the order chose: one number, or one per shot."""
    value = ro.params.get("damage")
    if isinstance(value, (list, tuple)):
        return int(value[shot]) if shot < len(value) else None
    return None if value is None else int(value)


def check(ctx: PhaseContext, ro: ResolvedOrder, params: HpParams) -> tuple[str, str] | None:
    """A chosen amount not among `amounts` (`dead_amounts` after the death) is refused."""
    allowed = params.amounts
    if params.dead_amounts and _after(ctx, params):
        allowed = params.dead_amounts
    for shot in range(len(ro.targets)):
        value = chosen(ro, shot)
        if value is not None and allowed and value not in allowed:
            return "bad_damage", f"{value} (allowed now: {', '.join(map(str, allowed))})"
    return None


def deals(params: HpParams) -> bool:
    """Whether the kill deals damage (else, without an amount, it kills outright)."""
    return params.amount is not None or params.start_hp_share is not None


def base(
    ctx: PhaseContext, ro: ResolvedOrder, params: HpParams, target: Live, shot: int, used: list[str]
) -> Fraction | int:
    if params.start_hp_share is not None:
        hp = target.start.hp
        ruling = params.start_hp_ruling
        if ruling is not None and ctx.rule(ruling, used) == "after_day":
            hp += sum(e.delta for e in ctx.events if e.step == 0 and e.target == target.name)
        return Fraction(max(hp, 0)) * fraction(params.start_hp_share)
    value = chosen(ro, shot)
    if value is not None:
        return value
    if params.dead_amount is not None and _after(ctx, params):
        return params.dead_amount
    return int(params.amount or 0)


def shoot(ctx: PhaseContext, ro: ResolvedOrder, params: HpParams) -> None:
    """Each target entry a separate hit (or an outright kill on a role it kills)."""
    for shot, target in enumerate(ro.targets):
        live = ctx.live(target)
        used: list[str] = []
        role = live.start.secret_role
        if role in params.outright_roles and (
            not params.outright_sizes or ctx.size in params.outright_sizes
        ):
            small = ctx.ruleset.small_game_ruling
            if small and ctx.state.extra.get("small_game"):
                used.append(small)
            if ro.ability.attack:
                damage.set_off_marks(ctx, ro.actor, ro.ability.id, live, ro.ref)
            damage.outright(
                ctx,
                actor=ro.actor,
                ability=ro.ability.id,
                target=target,
                order=ro.ref,
                notes=[note("kills_role", role=role, size=ctx.size)],
                rulings=used,
            )
            continue
        damage.hit(
            ctx,
            actor=ro.actor,
            ability=ro.ability.id,
            target=target,
            base=base(ctx, ro, params, live, shot, used),
            attack=ro.ability.attack,
            tags=ro.ability.tags,
            flags=params.flags,
            order=ro.ref,
            rulings=used,
        )
