"""What a check sees, as data: masks over the true secret role (a masquerade, documents, a
trait that reads as another role), and the master's choice on a target immune to the check
(the paranoid: «результат проверки на параноике — выбор ведущего или случайный»)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any

from ...ruleset.schema import Ref
from .. import immune_to
from ..values import note

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder

Choices = Callable[[random.Random], tuple[list[Any], Any]]


@dataclass(frozen=True, slots=True)
class Mask:
    """A role a check sees instead of the true one, the first that applies of a list.

    `effect`: a lasting effect on the target; the role shown is its parameter `param` (a
    masquerade's `role`), or `role` when given; the latest such effect counts.
    `trait`: a trait of the target; shows `role` (the paranoid, a civilian to a dossier).
    `lying_low`: a player lying low tonight (`lie_low`); shows `role` («Выглядит в эту ночь
    как мирный житель с точки зрения досье, опознания и разоблачения», seed 001)."""

    effect: str | None = None
    param: str = "role"
    trait: Annotated[str, Ref("trait")] | None = None
    lying_low: bool = False
    role: Annotated[str, Ref("secret_role")] | None = None


@dataclass(slots=True)
class LyingLow:
    """Who lies low this phase (the phase's typed state, `ctx.part`)."""

    names: set[str] = field(default_factory=set)


def lie_low(ctx: PhaseContext, name: str) -> None:
    """`name` lies low this phase: masks with `lying_low` apply to him."""
    ctx.part(LyingLow).names.add(name)


def lying_low(ctx: PhaseContext, name: str) -> bool:
    return name in ctx.part(LyingLow).names


def masked(ctx: PhaseContext, masks: Sequence[Mask], name: str) -> str | None:
    """The role the first applying mask shows on `name`, or None (no mask)."""
    live = ctx.live(name)
    for mask in masks:
        if mask.lying_low:
            if lying_low(ctx, name) and mask.role:
                return mask.role
        elif mask.effect is not None:
            found = live.effects_of(mask.effect)
            if found:
                return mask.role or str(found[-1].params[mask.param])
        elif mask.trait is not None and live.trait(mask.trait) is not None and mask.role:
            return mask.role
    return None


def seen_role(ctx: PhaseContext, masks: Sequence[Mask], name: str) -> str:
    """The secret role a check sees: the first mask's, or the true one."""
    return masked(ctx, masks, name) or ctx.live(name).start.secret_role


def master_choice(
    ctx: PhaseContext,
    ro: ResolvedOrder,
    target: str,
    real: Callable[[], Mapping[str, Any]],
    choices: Choices,
    ruling: str,
) -> Mapping[str, Any]:
    """A check's result; on a target immune to it (a trait's immunity: the paranoid), the
    master's choice among `choices(rng)` (options, seeded default), asked as a question and
    recorded under `ruling`."""
    trait = immune_to(ctx, ro, target)
    if trait is None:
        return real()
    qid = f"{trait}:{ro.actor}:{ro.ability.id}:{target}"
    options, default = choices(ctx.rng(qid))
    answer = ctx.ask(
        qid,
        f"{trait}_check",
        {"actor": ro.actor, "ability": ro.ability.id, "target": target},
        options,
        default,
        about=target,
    )
    answer = _shape_answer(answer, default)
    if options and answer not in options:
        ctx.warnings.append(
            f"decision {qid}: {answer!r} is not one of the options; "
            f"the default {default!r} was used"
        )
        answer = default
    ctx.act(ro.actor, ro.ability.id, [target], "master_result", [note(trait)], [ruling], ro.ref)
    return dict(answer)


def either(key: str) -> Choices:
    """Choices of a yes/no result `{key: bool}`, a seeded coin the default."""

    def choices(rng: random.Random) -> tuple[list[Any], Any]:
        return [{key: True}, {key: False}], {key: rng.random() < 0.5}

    return choices


def one_of(key: str, values: Sequence[Any]) -> Choices:
    """Choices of a result `{key: value}` among `values`, a seeded pick the default."""

    def choices(rng: random.Random) -> tuple[list[Any], Any]:
        return [{key: v} for v in values], {key: rng.choice(list(values))}

    return choices


def _shape_answer(answer: Any, default: Any) -> Any:
    # a scenario may answer `true` for {"peaceful": true}
    if isinstance(default, Mapping) and not isinstance(answer, Mapping) and len(default) == 1:
        return {next(iter(default)): answer}
    if isinstance(answer, Mapping):
        return {k: (list(v) if isinstance(v, tuple) else v) for k, v in answer.items()}
    return answer
