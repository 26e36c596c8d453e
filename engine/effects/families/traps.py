"""A trap for a later night: «устанавливает для цели ловушку. Если следующей ночью цель
попытается выполнить ночное действие, ловушка сработает и нанесёт 95 урона (действует
только на следующую ночь). Ловушка не считается атакой ни при установке, ни при
срабатывании» (seed 001).

`set_trap` puts the trap (a lasting effect with its `damage`) on the target for the next
phase of kind `night_kind`; the `trap_next_night` hook, at its step of that night, fires it on a
target who tries a night action: damage that is no attack but sets off marks (families.
damage), unless he lies low (families.seen). Its rulings are `numbers.traps`:

```yaml
numbers:
  traps: {attempt_ruling: trap_attempt, setter_death_ruling: trap_after_setter_death,
          cancels_ruling: trap_cancels_action}
```
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...model.state import Effect, frozen_map
from .. import hook, kind
from ..values import note
from .attack import deal
from .base import Common, FamilyKind
from .gate import refused, stopped
from .registry import section_or
from .schema import section
from .seen import lying_low

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@section("traps")
@dataclass(frozen=True, slots=True)
class TrapNumbers:
    """`effect`: the trap's lasting effect (and the ability its events name);
    `night_kind`: the kind of phase it fires in; `attempt_ruling`: option `any_order`
    fires it on any order tried, refused ones too (else accepted ones only);
    `setter_death_ruling`: option `removed` takes the trap away once its setter is dead;
    `cancels_ruling`: option `cancels` cancels the target's later night orders;
    `fires_marks`: its damage sets off the target's marks (families.damage)."""

    effect: str = "trap"
    night_kind: str = "night"
    attempt_ruling: str | None = None
    setter_death_ruling: str | None = None
    cancels_ruling: str | None = None
    fires_marks: bool = True


@dataclass(frozen=True, slots=True)
class TrapParams(Common):
    """`damage`: what the trap deals when it fires; `gate`: the ruleset's gate on its
    orders (families.gate)."""

    damage: int = 0
    gate: str | None = None


def numbers(ctx: PhaseContext) -> TrapNumbers:
    return section_or(ctx.ruleset, "traps", TrapNumbers)


def next_phase_of(ctx: PhaseContext, kind_id: str) -> int:
    """The number of the next phase of kind `kind_id` («следующей ночью»)."""
    n = ctx.phase + 1
    while ctx.ruleset.phase_kind(n, ctx.rulings).id != kind_id:
        n += 1
    return n


@kind
class SetTrap(FamilyKind[TrapParams]):
    """Sets a trap on the target for the next night (see the module)."""

    name = "set_trap"
    schema = TrapParams
    intent = "harm"
    then = ("deaths",)

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        return refused(ctx, ro, self.typed(ro).gate)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        p: TrapParams = self.typed(ro)
        if stopped(ctx, ro, p.gate):
            return
        spec = numbers(ctx)
        night = next_phase_of(ctx, spec.night_kind)
        params = frozen_map({"damage": p.damage, "step": ctx.step})
        ctx.live(ro.targets[0]).effects.append(
            Effect(spec.effect, ro.actor, ctx.phase, night, night, params)
        )
        ctx.act(ro.actor, ro.ability.id, ro.targets, "trap_set", order=ro.ref)


@hook("trap_next_night", then=("deaths",))
def trap_fire(ctx: PhaseContext) -> None:
    """Tonight's traps fire on targets who try a night action; lying low: «Не попадает в
    ловушку в эту ночь»."""
    spec = numbers(ctx)
    if ctx.kind.id != spec.night_kind:
        return
    used: list[str] = []
    tried: set[str] = set(ctx.inputs.night_actors)
    if _rule(ctx, spec.attempt_ruling, used) == "any_order":
        tried |= ctx.inputs.night_attempts
    for live in ctx.living():
        for trap in live.effects_of(spec.effect, ctx.phase):
            setter = trap.source
            if (
                setter is not None
                and not ctx.live(setter).start.alive
                and _rule(ctx, spec.setter_death_ruling, used) == "removed"
            ):
                ctx.act(
                    setter, spec.effect, [live.name], "trap_removed", [note("setter_dead")], used
                )
                continue
            if live.name not in tried or lying_low(ctx, live.name):
                why = "lie_low" if lying_low(ctx, live.name) else "trap_idle"
                ctx.act(setter, spec.effect, [live.name], "trap_idle", [note(why)], used)
                continue
            cancels = spec.cancels_ruling
            deal(
                ctx,
                actor=setter,
                ability=spec.effect,
                target=live.name,
                base=int(trap.params["damage"]),
                attack=False,
                fires_marks=spec.fires_marks,  # «получает урон от атаки или ловушки»
                notes=[note("trap_fired")],
                rulings=[*used, *([cancels] if cancels else [])],
            )
            if cancels is not None and ctx.rule(cancels) == "cancels":
                cancel_later(ctx, live.name, cancels)


def _rule(ctx: PhaseContext, ruling: str | None, used: list[str]) -> str | None:
    return None if ruling is None else ctx.rule(ruling, used)


def cancel_later(ctx: PhaseContext, name: str, ruling: str) -> None:
    """The trapped player's night orders after this step do nothing."""
    for ro in ctx.orders:
        if (
            ro.actor == name
            and not ro.ability.public
            and ro.ability.step > ctx.step
            and ro.cancelled is None
        ):
            ro.cancelled = "trap"
            ctx.act(
                name, ro.ability.id, ro.targets, "no_effect", [note("trap_cancels")], [ruling],
                ro.ref,
            )  # fmt: skip
