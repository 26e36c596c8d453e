"""Checks: what a character learns. Results are data (see rules-am15.md); they see
masquerades, the avenger as alive with 100 HP, and on the paranoid the master's choice."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from .. import EffectKind, Ids, hook, kind
from .seen import check_result, seen_hp

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


def _last(ctx: PhaseContext) -> int:
    return ctx.ruleset.steps[-1].number


def _visits_by(ctx: PhaseContext, actor: str) -> list[str]:
    return list(dict.fromkeys(t for a, t, _ab, _s in ctx.visits if a == actor))


def _visitors_of(ctx: PhaseContext, target: str, exclude: str) -> list[str]:
    return list(dict.fromkeys(a for a, t, _ab, _s in ctx.visits if t == target and a != exclude))


def shadow(ctx: PhaseContext, ro: ResolvedOrder) -> None:
    """The shadow's report, made at the last step (also «Возвращение»'s espionage)."""
    target = ro.targets[0]

    def report(c: PhaseContext) -> None:
        def choices(rng: random.Random) -> tuple[list[Any], Any]:
            return [], {"targets": [rng.choice([p.name for p in c.living()])], "visitors": []}

        result = check_result(
            c,
            ro,
            target,
            lambda: {
                "targets": _visits_by(c, target),
                "visitors": _visitors_of(c, target, ro.actor),
            },
            choices,
        )
        c.send(ro.actor, ro.ability.id, target, result)

    ctx.run_later(_last(ctx), report)


@kind
class Observation(EffectKind):
    """Name a mafia or yakuza role: learn the ability it used this phase; the opposing
    faction learns it too. Not a targeted ability."""

    name = "observation"
    is_check = True
    params: ClassVar[Mapping[str, Any]] = {"opposing": Ids("faction", keys=True, values="faction")}

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        role = str(ro.params["role"])

        def report(c: PhaseContext) -> None:
            used = [
                o.ability.id
                for o in sorted(c.orders, key=lambda o: (o.ability.step, o.index))
                if not o.ability.public
                and o.cancelled is None
                and c.live(o.actor).start.secret_role == role
                and f"ran:{o.ability.id}" in c.live(o.actor).flags
            ]
            result: dict[str, Any] = {"role": role, "ability": used[0] if used else None}
            if len(used) > 1:
                result["abilities"] = used
            c.send(ro.actor, ro.ability.id, None, result)
            faction = c.faction_of(role)
            opposing = (ro.effect("opposing") or {}).get(faction)
            for p in c.living():
                if opposing and p.start.faction == opposing:
                    c.send(p.name, ro.ability.id, None, result, source=ro.actor)

        ctx.run_later(_last(ctx), report)


@kind
class Diagnostics(EffectKind):
    """Own HP at the end of the phase ('many' from `many_at`), a trap and marks on self."""

    name = "diagnostics"
    params: ClassVar[Mapping[str, Any]] = {"many_at": int}

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        many = int(ro.effect("many_at"))

        def report(c: PhaseContext) -> None:
            c.send(ro.actor, ro.ability.id, ro.actor, self_report(c, ro.actor, many))

        ctx.run_later(_last(ctx), report)


def own_hp(ctx: PhaseContext, name: str) -> int:
    """The HP a character reads about himself through diagnostics or the stuntman's sense:
    «при применении диагностики/проверке способности каскадёра узнает выбранное число хп»."""
    for cloud in ctx.live(name).effects_of("mind_cloud", ctx.phase):
        return int(cloud.params["hp"])
    return seen_hp(ctx, name)


def self_report(
    ctx: PhaseContext, name: str, many_at: int | None, clouded: bool = True
) -> dict[str, Any]:
    """HP, trap and marks on self; `clouded`: whether a mind cloud colours the HP."""
    live = ctx.live(name)
    hp = own_hp(ctx, name) if clouded else seen_hp(ctx, name)
    trap = any(e.kind == "trap" and e.active_from == ctx.phase + 1 for e in live.effects)
    value: int | str = "many" if many_at is not None and hp >= many_at else hp
    return {"hp": value, "trap": trap, "marks": live.marks}


@hook("hp_reports")
def hp_reports(ctx: PhaseContext) -> None:
    """The HP-reading effects, after the cap: meditation, guard, masochist, stuntman."""
    for to, ability, target in ctx.scratch.get("hp_reports", []):
        ctx.send(to, ability, target, {"hp": seen_hp(ctx, target)})
    for live in ctx.living():
        if live.trait("masochist") is not None:
            # the seed names only diagnostics and the stuntman as fooled by a mind cloud
            report = self_report(ctx, live.name, None, clouded=False)
            ctx.send(live.name, "masochist", live.name, report)
        stunt = live.trait("stuntman")
        if stunt is not None and own_hp(ctx, live.name) < int(stunt["warn_below"]):
            ctx.send(live.name, "stuntman", live.name, {"below_80": True})
