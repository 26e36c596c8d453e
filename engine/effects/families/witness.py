"""A witness and what he learns (seed 001): «Свидетель – если цель умирает, все, кто
посещал её в эту ночь, становятся подозрительными для него. Получает заряд способности»;
«Опознание (0 на всю игру, заряжается Свидетелем) – узнаёт, подозрительна ли для него цель.
Если цель замаскирована, даёт отрицательный ответ».

`witness` watches its target; the `witness_deaths` hook (at the end of the phase, after
deaths) makes a dead target's visitors the witness's suspects (a lasting effect) and gives
him a charge (a counter); `identify` spends a charge and tells whether the target is one
of the actor's suspects."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...model.state import Effect, frozen_map
from .. import hook, kind
from ..values import note
from .base import Common, FamilyKind
from .gate import refused, stopped
from .seen import Mask, lying_low, masked

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@dataclass(frozen=True, slots=True)
class WitnessParams(Common):
    """`suspects`: the lasting effect on the witness listing his suspects (its parameter
    `players`); `charge`: the counter a charge adds to; `charge_ruling`: a ruling whose
    option `always` charges him even when the target lives (else on a death only);
    `gate`: the ruleset's gate on its orders (families.gate)."""

    suspects: str = "suspects"
    charge: str = "identification"
    charge_ruling: str | None = None
    gate: str | None = None


@dataclass(frozen=True, slots=True)
class IdentifyParams(Common):
    """`suspects`, `charge`: as the witness's (no charge left: refused `no_charge_reason`);
    `clears`: masks (families.seen) that make the answer no, the first that applies (a
    masquerade, the paranoid); `lying_low_ruling`: a ruling whose option `never` makes a
    target lying low tonight not suspicious either; `gate`."""

    suspects: str = "suspects"
    charge: str = "identification"
    no_charge_reason: str = "no_identification_charge"
    clears: tuple[Mask, ...] = ()
    lying_low_ruling: str | None = None
    gate: str | None = None


@dataclass(slots=True)
class Watches:
    """The phase's watches: (witness, target, his parameters), in order."""

    each: list[tuple[str, str, WitnessParams]] = field(default_factory=list)


def watches(ctx: PhaseContext) -> Watches:
    return ctx.part(Watches)


@kind
class Witness(FamilyKind[WitnessParams]):
    """Watches the target tonight (decided by the `witness_deaths` hook)."""

    name = "witness"
    schema = WitnessParams

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        return refused(ctx, ro, self.typed(ro).gate)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        p: WitnessParams = self.typed(ro)
        if stopped(ctx, ro, p.gate):
            return
        watches(ctx).each.append((ro.actor, ro.targets[0], p))
        ctx.act(ro.actor, ro.ability.id, ro.targets, "watching", order=ro.ref)


@hook("witness_deaths")
def witness_deaths(ctx: PhaseContext) -> None:
    """A watched target who died tonight: his visitors become the witness's suspects; a
    charge (on a death, or always by `charge_ruling`)."""
    died = {d.player for d in ctx.deaths}
    for who, target, p in watches(ctx).each:
        used: list[str] = []
        dead = target in died
        if dead:
            visitors = list(
                dict.fromkeys(a for a, t, _ab, _s in ctx.visits if t == target and a != who)
            )
            ctx.live(who).effects.append(
                Effect(p.suspects, who, ctx.phase, params=frozen_map({"players": tuple(visitors)}))
            )
            ctx.act(who, "witness", [target], "suspects", [note("suspects", players=visitors)])
        ruling = p.charge_ruling
        if dead or (ruling is not None and ctx.rule(ruling, used) == "always"):
            live = ctx.live(who)
            live.counters[p.charge] = live.counters.get(p.charge, 0) + 1
            ctx.act(who, "witness", [target], "charged", [note(f"{p.charge}_charge")], used)


@kind
class Identify(FamilyKind[IdentifyParams]):
    """Spends a charge: whether the target is one of the actor's suspects."""

    name = "identify"
    schema = IdentifyParams
    is_check = True

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        p: IdentifyParams = self.typed(ro)
        problem = refused(ctx, ro, p.gate)
        if problem is None and ctx.live(ro.actor).counters.get(p.charge, 0) <= 0:
            return p.no_charge_reason, p.charge
        return problem

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        p: IdentifyParams = self.typed(ro)
        if stopped(ctx, ro, p.gate):
            return
        me = ctx.live(ro.actor)
        me.counters[p.charge] = me.counters.get(p.charge, 0) - 1
        target = ro.targets[0]
        suspects: set[str] = set()
        for effect in me.effects_of(p.suspects):
            suspects.update(effect.params.get("players", ()))
        used: list[str] = []
        suspicious = target in suspects
        if masked(ctx, p.clears, target) is not None or (
            lying_low(ctx, target)
            and p.lying_low_ruling is not None
            and ctx.rule(p.lying_low_ruling, used) == "never"
        ):
            suspicious = False
        ctx.send(ro.actor, ro.ability.id, target, {"suspicious": suspicious})
        ctx.act(ro.actor, ro.ability.id, [target], "identified", rulings=used, order=ro.ref)
