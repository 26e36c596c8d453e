"""Protection: a shield that stops kills on the actual target (a doctor: one kill, or
every kill by a ruling) or a guard that takes the first kill nothing else stops (a
bodyguard). Bulletproof (a passive modifier) and the jailkeeper's protection (a block that
`protects`) are layers of the same list, in the order `numbers.kills.layers` gives.

In a game with HP a protection lessens attacks instead, read by the ruleset's damage
pipeline: `halving` (half damage from each attack: AM-15's guard, self-defense and
protection) or `cancel_strongest` (no damage from the night's strongest attack, however many
protect: «Возвращение»); either may put the protector's mark on the target and tell him the
target's HP. `meditation` is the actor's own (engine.effects.families.meditation)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...model.state import Effect
from .. import kind
from ..values import note
from .base import FamilyKind
from .gate import refused, stopped
from .ledger import NightOutcome, result
from .meditation import MEDITATING, meditate, put_mark, report_hp_later
from .night_move import Listed, reach, refusal
from .state import Shield, mark, record

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder
    from ...trace import Note

# a protection ruling's options -> how many kills it stops (None: every kill)
USES = {"one_kill": 1, "all_kills": None}
LETHAL = ("shield", "guard")
HP_LAYERS = ("halving", "cancel_strongest", "meditation")


@dataclass(frozen=True, slots=True)
class ProtectParams(Listed):
    """`layer`: `shield` (stops a kill), `guard` (takes it in the target's place), or in a
    game with HP `halving`, `cancel_strongest` or `meditation` (see the module);
    `uses_ruling`: a ruling whose option says how many kills a shield stops, by
    `uses_by_option` (null: every kill; default `one_kill` 1, `all_kills` every one; an
    option not named: one kill);
    `not_twice`: the id of a flag kept on the actor naming his last target; set, the same
    target two nights running is refused with reason `not_twice_reason` (a doctor who
    «неспособен дважды подряд лечить одного игрока», seed 003)."""

    layer: str = "shield"
    uses_ruling: str | None = None
    uses_by_option: dict[str, int | None] = field(default_factory=lambda: dict(USES))
    not_twice: str | None = None
    not_twice_reason: str = "same_target_twice"
    # --- HP layers: `mark`: the protector's mark on the target (noted `mark_placed`);
    # `report_hp`: the protector learns the target's HP at the HP-reading step
    mark: bool = False
    report_hp: bool = False
    # `meditation`: a ruling whose option `at_meditation_step` marks everyone who applies
    # an ability to the actor at once, at this step (else each when applied)
    mark_timing_ruling: str | None = None
    # the ruleset's gate on its orders (families.gate), asked when the order is checked
    # and at its step
    gate: str | None = None
    # --- a night of simultaneous moves (`list` set): tonight's mark it puts
    marks: str | None = None


@kind
class Protect(FamilyKind[ProtectParams]):
    """Puts a shield or a guard on the actual target; not told whether it worked."""

    name = "protect"
    schema = ProtectParams
    intent = "help"

    @classmethod
    def effect_problem(cls, effect: Mapping[str, Any]) -> str | None:
        """A protection told through a protection list puts a mark the shields read."""
        if effect.get("list") is not None and not effect.get("marks"):
            return "a protection with a protection list (`list`) names its mark (`marks`)"
        return super().effect_problem(effect)

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        params: ProtectParams = self.typed(ro)
        if params.list is not None:
            return refusal(ctx, ro, params)
        if params.layer not in LETHAL + HP_LAYERS:
            return "bad_layer", params.layer
        if params.not_twice is not None:
            last = next(iter(ctx.live(ro.actor).effects_of(params.not_twice)), None)
            if last is not None and last.since == ctx.phase - 1 and last.source == ro.target:
                return params.not_twice_reason, str(ro.target)
        return super().check(ctx, ro) or refused(ctx, ro, params.gate)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        params: ProtectParams = self.typed(ro)
        if params.list is not None:
            night_mark(ctx, ro, params)
            return
        if params.layer == "meditation":
            sensei = ctx.live(ro.actor)
            if not stopped(ctx, ro, params.gate) and MEDITATING not in sensei.flags:
                meditate(ctx, sensei, ro.ability.id, params.mark_timing_ruling, order=ro.ref)
                if params.report_hp:
                    report_hp_later(ctx, ro.actor, ro.ability.id, ro.actor)
            return
        if params.layer in HP_LAYERS:
            if not stopped(ctx, ro, params.gate):
                for each in ro.targets:
                    lessen(ctx, ro, params, each)
            return
        target = ro.target
        if target is None:
            return
        option = ctx.rule(params.uses_ruling) if params.uses_ruling else "one_kill"
        uses = 1 if params.layer == "guard" else params.uses_by_option.get(option, 1)
        record(ctx).shields.setdefault(target, []).append(
            Shield(ro.actor, params.layer, uses, ro.ability.id)
        )
        if params.not_twice is not None:
            live = ctx.live(ro.actor)
            live.effects = [e for e in live.effects if e.kind != params.not_twice]
            live.effects.append(Effect(params.not_twice, target, ctx.phase))
        self.done(ctx, ro)


def night_mark(ctx: PhaseContext, ro: ResolvedOrder, params: ProtectParams) -> None:
    """Tonight's mark on the target (the actor without one) once the protection list
    (default `protect`: a den kills a healer) let the move reach him."""
    target = ro.target or ro.actor
    if ro.target and not reach(ctx, ro, target, "protect"):
        return
    mark(ctx, target, str(params.marks), ro.actor, ro.ability.id)
    notes = [note("night_mark", mark=params.marks)]
    ctx.act(ro.actor, ro.ability.id, [target], NightOutcome.MARKED, notes, order=ro.ref)
    result(ctx, ro, True, None)


def lessen(ctx: PhaseContext, ro: ResolvedOrder, params: ProtectParams, target: str) -> None:
    """An HP layer on `target`: `halving` is the target's (Live.halving, read by the
    damage pipeline), `cancel_strongest` a shield of the phase's record (`cancels`)."""
    notes: list[Note] = []
    if params.layer == "halving":
        ctx.live(target).halving.append((ro.ability.id, ro.actor))
    else:
        shields = record(ctx).shields.setdefault(target, [])
        others = cancels(ctx, target)
        if others:
            notes.append(note("not_stacked", count=len(others) + 1))
        shields.append(Shield(ro.actor, params.layer, 1, ro.ability.id))
    if params.mark:
        put_mark(ctx, target, ro.actor)
        notes.append(note("mark_placed"))
    if params.report_hp:
        report_hp_later(ctx, ro.actor, ro.ability.id, target)
    ctx.act(ro.actor, ro.ability.id, [target], params.outcome or "protected", notes, order=ro.ref)


def cancels(ctx: PhaseContext, target: str) -> list[str]:
    """Who cancels the strongest attack on `target` tonight (one cancel, however many)."""
    return [s.by for s in record(ctx).shields.get(target, ()) if s.kind == "cancel_strongest"]
