"""The checks one order must pass, in order: the phase, where its actor lies, who submitted
it, charges, setup choices, params, targets, immunity, once per target, and its effect
kind's own check. The first problem found is the rejection the master sees."""

from __future__ import annotations

from typing import Any

from ..effects import EffectKind, effect_kind
from ..effects.common import immune
from ..model.codes import Reason
from ..ruleset.load import ParamSpec
from .context import Live, PhaseContext, ResolvedOrder, order_step

Problem = tuple[str, dict[str, Any]] | None


def check_order(ctx: PhaseContext, ro: ResolvedOrder) -> Problem:
    """The first reason the order cannot stand: the checks below, in this order (the first
    problem found is the one the master sees); the two last only where they can find
    something (every order of every phase is checked)."""
    ability = ro.ability
    return (
        _check_phase(ctx, ro)
        or _check_place(ctx, ro)
        or _check_submitter(ctx, ro)
        or _check_charges(ctx, ro)
        or _check_choice(ctx, ro)
        or _check_params(ctx, ro)
        or _check_targets(ctx, ro)
        or _check_immune(ctx, ro)
        or (_check_once_per_target(ctx, ro) if ability.once_per_target else None)
        or (_check_kind(ctx, ro) if _has_own_check(ability.kind) else None)
    )


def usable_now(ctx: PhaseContext, ro: ResolvedOrder) -> bool:
    """Whether an order of this ability can stand in this phase whatever its targets:
    the phase's kind, where the actor lies, charges (the console offers these first)."""
    if _check_phase(ctx, ro) or _check_place(ctx, ro) or _check_charges(ctx, ro):
        return False
    return effect_kind(ro.ability.kind).usable(ctx, ro)


_OWN_CHECK: dict[str, bool] = {}


def _has_own_check(kind: str) -> bool:
    """Whether effect kind `kind` checks orders itself (few do; the kinds are few)."""
    found = _OWN_CHECK.get(kind)
    if found is None:
        found = _OWN_CHECK[kind] = type(effect_kind(kind)).check is not EffectKind.check
    return found


def _check_phase(ctx: PhaseContext, ro: ResolvedOrder) -> Problem:
    # a day takes public orders, a night secret ones (phase kinds that take every order:
    # the step check alone)
    ability = ro.ability
    if not ctx.kind.accepts(ability.public) or order_step(ctx, ro) not in ctx.kind.steps:
        return Reason.WRONG_PHASE, {"ability": ability.id, "kind": ctx.kind.id}
    return None


def _check_place(ctx: PhaseContext, ro: ResolvedOrder) -> Problem:
    # where the character lay when the phase began decides (the stuntman is never in coma):
    # the code names the place (in_coma, in_hospital)
    ability = ro.ability
    place = ctx.place_of(ro.actor)
    if not place.acts:
        return f"in_{place.id}", {"player": ro.actor}
    if not ro.acts_from(place):
        return f"in_{place.id}", {"player": ro.actor, "ability": ability.id}
    return None


def _check_submitter(ctx: PhaseContext, ro: ResolvedOrder) -> Problem:
    by = ro.order.by
    if by is None or by == ro.actor:
        return None
    if by not in ctx.players:
        return Reason.UNKNOWN_PLAYER, {"player": by}
    live = ctx.live(ro.actor)
    submitter = ctx.live(by)
    faction = ctx.ruleset.factions[live.start.faction]
    if ro.ability.public:
        return Reason.PUBLIC_BY_OTHER, {"player": ro.actor, "by": by}
    if not (faction.team and submitter.start.faction == live.start.faction):
        return Reason.NOT_TEAMMATE, {"player": ro.actor, "by": by}
    if not submitter.start.alive:
        return Reason.BY_DEAD, {"by": by}
    return None


def _check_charges(ctx: PhaseContext, ro: ResolvedOrder) -> Problem:
    if ro.grant.charges is not None:
        used = ctx.live(ro.actor).charges_used.get(ro.grant.ability, 0)
        if used >= ro.grant.charges:
            return Reason.NO_CHARGES, {"ability": ro.ability.id, "charges": ro.grant.charges}
    return None


def _check_choice(ctx: PhaseContext, ro: ResolvedOrder) -> Problem:
    """A setup choice between abilities (the commissar)."""
    rs = ctx.ruleset
    live = ctx.live(ro.actor)
    role = rs.secret_roles[live.start.secret_role]
    if ro.grant.ability not in role.choice:
        return None
    chosen = live.start.choice or _chosen(live, role.choice)
    if chosen and chosen != ro.grant.ability:
        return Reason.CHOICE_MADE, {
            "player": ro.actor,
            "chosen": rs.abilities[chosen].id,
            "ability": ro.ability.id,
        }
    if not chosen and role.choices_distinct(ctx.rule):
        for other in ctx.role_holders(live.start.secret_role):
            if (
                other is not live
                and (other.start.choice or _chosen(other, role.choice)) == ro.grant.ability
            ):
                return Reason.CHOICE_TAKEN, {
                    "player": ro.actor,
                    "other": other.name,
                    "ability": ro.ability.id,
                }
    return None


def _check_immune(ctx: PhaseContext, ro: ResolvedOrder) -> Problem:
    for target in ro.targets:
        if immune(ctx, target, ro.ability.id):
            return Reason.IMMUNE, {"target": target, "ability": ro.ability.id}
    return None


def _check_once_per_target(ctx: PhaseContext, ro: ResolvedOrder) -> Problem:
    if ro.ability.once_per_target:
        done = set(ctx.live(ro.actor).used_on.get(ro.ability.id, ()))
        again = [t for t in ro.targets if t in done]
        if again:
            return Reason.ONCE_PER_TARGET, {"ability": ro.ability.id, "target": again[0]}
    return None


def _check_kind(ctx: PhaseContext, ro: ResolvedOrder) -> Problem:
    """The effect kind's own check (its code comes with the detail)."""
    found = effect_kind(ro.ability.kind).check(ctx, ro)  # its own (check_order asks no other)
    if found is not None:
        code, detail = found
        return code, {"detail": detail, "ability": ro.ability.id}
    return None


def _chosen(live: Live, choices: tuple[str, ...]) -> str | None:
    for key in choices:
        if live.charges_used.get(key) or live.counters.get(f"used:{key}"):
            return key
    return None


def _check_targets(ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, dict[str, Any]] | None:
    spec = ro.ability.targets
    targets = ro.targets
    if spec.self_only:
        if targets and any(t != ro.actor for t in targets):
            return Reason.SELF_ONLY, {"ability": ro.ability.id}
        ro.targets = (ro.actor,)
        return None
    if spec.none:
        if targets:
            return Reason.NO_TARGETS, {"ability": ro.ability.id}
        return None
    kind = effect_kind(ro.ability.kind)
    maximum = None
    if type(kind).max_targets is not EffectKind.max_targets:  # the game decides (shots...)
        maximum = kind.max_targets(ctx, ro)
    maximum = spec.max if maximum is None else maximum
    if len(targets) < spec.min:
        return Reason.TOO_FEW_TARGETS, {"ability": ro.ability.id, "min": spec.min}
    if len(targets) > maximum:
        return Reason.TOO_MANY_TARGETS, {
            "ability": ro.ability.id,
            "max": maximum,
            "given": len(targets),
        }
    if spec.distinct and len(set(targets)) != len(targets):
        return Reason.TARGETS_NOT_DISTINCT, {"ability": ro.ability.id}
    for target in targets:
        if target not in ctx.players:
            return Reason.UNKNOWN_PLAYER, {"player": target}
        if target == ro.actor and not spec.allow_self:
            return Reason.NOT_ON_SELF, {"ability": ro.ability.id}
        alive = ctx.live(target).start.alive
        if spec.dead and alive:
            return Reason.TARGET_ALIVE, {"target": target, "ability": ro.ability.id}
        if not spec.dead and not alive:
            return Reason.TARGET_DEAD, {"targets": [target]}
    return None


def _check_params(ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, dict[str, Any]] | None:
    if not ro.params and not ro.ability.params:
        return None  # the common case: nothing given, nothing taken
    specs = {p.name: p for p in ro.ability.params}
    for name in ro.params:
        if name not in specs:
            return Reason.UNKNOWN_PARAM, {
                "param": name,
                "ability": ro.ability.id,
                "allowed": sorted(specs),
            }
    for spec in ro.ability.params:
        if spec.name not in ro.params or ro.params[spec.name] is None:
            if spec.default is not None:
                ro.params[spec.name] = spec.default
                continue
            if spec.required:
                return Reason.MISSING_PARAM, {"param": spec.name, "ability": ro.ability.id}
            continue
        raw = ro.params[spec.name]
        if spec.per_shot and isinstance(raw, (list, tuple)):
            if len(raw) != len(ro.targets):
                return Reason.BAD_PARAM, {
                    "param": spec.name,
                    "ability": ro.ability.id,
                    "detail": "one_per_target",
                    "value": str(raw),
                }
            values = [_param_value(ctx, spec, item) for item in raw]
            bad = next((p for _v, p in values if p is not None), None)
            if bad is not None:
                return Reason.BAD_PARAM, {
                    "param": spec.name,
                    "ability": ro.ability.id,
                    "detail": bad,
                    "value": str(raw),
                }
            ro.params[spec.name] = [v for v, _p in values]
            continue
        value, problem = _param_value(ctx, spec, raw)
        if problem is not None:
            return Reason.BAD_PARAM, {
                "param": spec.name,
                "ability": ro.ability.id,
                "detail": problem,
                "value": str(ro.params[spec.name]),
            }
        ro.params[spec.name] = value
    return None


def _int_value(spec: ParamSpec, raw: Any) -> tuple[Any, str | None]:
    if isinstance(raw, bool) or not isinstance(raw, int):
        try:
            raw = int(str(raw))
        except ValueError:
            return raw, "not_a_number"
    if spec.min is not None and raw < spec.min:
        return raw, "too_small"
    if spec.max is not None and raw > spec.max:
        return raw, "too_large"
    if spec.choices and raw not in spec.choices:
        return raw, "not_a_choice"
    return raw, None


def _text_value(spec: ParamSpec, raw: Any) -> tuple[Any, str | None]:
    """Free text (a card's name): one, or a list for `texts`."""
    items = raw if isinstance(raw, (list, tuple)) else [raw]
    if not items or not all(isinstance(i, (str, int)) and not isinstance(i, bool) for i in items):
        return raw, "not_text"
    if spec.type == "text":
        return (str(raw), None) if len(items) == 1 and items[0] is raw else (raw, "not_text")
    return tuple(str(i) for i in items), None


def _param_value(ctx: PhaseContext, spec: ParamSpec, raw: Any) -> tuple[Any, str | None]:
    rs = ctx.ruleset
    if spec.type == "int":
        return _int_value(spec, raw)
    if spec.type == "choice":
        return (raw, None) if raw in spec.choices else (raw, "not_a_choice")
    if spec.type in ("text", "texts"):
        return _text_value(spec, raw)
    if spec.type in ("player", "players"):
        names = raw if isinstance(raw, list | tuple) else [raw]
        for n in names:
            if str(n) not in ctx.players:
                return raw, "unknown_player"
            if not ctx.live(str(n)).start.alive:
                return raw, "dead_player"
        return (str(raw) if spec.type == "player" else tuple(str(n) for n in names)), None
    kind = {
        "secret_role": "secret_role",
        "public_role": "public_role",
        "faction": "faction",
        "ability": "ability",
    }[spec.type]
    found = rs.resolve_alias(kind, str(raw))
    if found is None or found == "?ambiguous":
        return raw, "unknown_name"
    if (
        spec.type == "secret_role"
        and spec.factions
        and rs.secret_roles[found].faction not in spec.factions
    ):
        return raw, "wrong_faction"
    if spec.choices and found not in spec.choices:
        return raw, "not_a_choice"
    return found, None
