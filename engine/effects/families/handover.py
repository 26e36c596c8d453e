"""A handover: the actor hands the target an ability for one later phase, tells him what
goes with it, and after that phase learns what he did with it; not using it on the one
named (the victim) is a betrayal that lasts the rest of the game.

The boss's message with its nagant, in both AM-15 rulesets, where they differ:

- seed 000 (AM-15): «Послание – наутро персонаж обнаруживает у себя наган и явную роль
  жертвы, кроме себя. На следующую фазу (и только на неё) этот наган добавляется к его
  способностям тайной роли цели. … По окончании следующей фазы босс узнаёт, куда применён
  наган. Если его целью не была жертва, то с этого момента персонаж получает двойной урон от
  ночных способностей мафии до конца игры»;
- seed 001 («Возвращение»): «Послание – наутро цель обнаруживает у себя наган и явную роль
  жертвы, кроме неё. На следующую ночь (и только на неё) цель получает способность тайной
  роли Наган … По окончании следующей ночи босс узнаёт, стреляла ли цель в жертву. Если нет,
  персонаж получает двойной урон от способностей мафии и нагана до конца игры».

The kind `handover` puts a one-phase `grant` effect (the core adds it to the receiver's
abilities, validate.py) on the target and tells him `receiver_learns`; the hook
`handover_report`, at the end of the grant's phase, tells the giver `giver_learns` and marks
a betrayer with the lasting effect `betrayal.effect` (its `tags` and `multiplier` written
into it for the damage modifier that reads them; the event naming the granted ability, its
outcome and note the effect's id). What differs is data:

```yaml
# AM-15: next phase, instead of his own ability; the boss learns where it went
message: {kind: handover, params: {victim: {type: player}},
          effect: {grants: nagant, outcome: nagant_given, note: victim,
                   receiver_learns: {victim: victim, public_role: victim_public_role},
                   giver_learns: {nagant_target: shot_target}, unused_ruling: nagant_unused,
                   betrayal: {effect: betrayal, tags: [mafia], multiplier: 2}}}
# «Возвращение»: next night, instead or besides by a ruling; the boss learns whether he hit
message: {kind: handover, params: {victim: {type: player}},
          effect: {grants: nagant, active_in: night, slot_ruling: nagant_slot,
                   slot_by_option: {instead: main, extra: nagant}, told_as: grant, ...}}
```
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, Literal, NoReturn

from ...model.errors import RulesetError
from ...model.state import Effect, frozen_map
from .. import Ids, hook, kind, ruleset_check
from ..values import note
from .base import Common, FamilyKind
from .gate import refused, stopped
from .schema import nearest, read
from .traps import next_phase_of

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext, ResolvedOrder
    from ...ruleset.abilities import AbilityDef
    from ...ruleset.load import Ruleset

GRANT = "grant"  # the core's lasting effect that adds an ability (resolution/validate.py)
BETRAYS = "betrayal"  # the option of `unused_ruling` that makes an unused grant a betrayal

# what the receiver may learn: the victim's name, his public role
ReceiverFact = Literal["victim", "victim_public_role"]
# what the giver may learn: whom the grant was used on (or none), whether it hit the victim
GiverFact = Literal["shot_target", "shot_victim"]


@dataclass(frozen=True, slots=True)
class Betrayal:
    """The lasting effect (`effect`) a betrayer carries from the next phase to the end of
    the game; `tags` and `multiplier`, when given, are written into it for the damage
    modifier that reads them (none: the modifier's own data decides)."""

    effect: str = field(kw_only=True)
    tags: tuple[str, ...] = ()
    multiplier: int | None = None


@dataclass(frozen=True, slots=True)
class HandoverParams(Common):
    """`grants`: the ability handed over; `victim_param`: the order's parameter naming the
    victim (not the target himself: refused `victim_is_target`); `active_in`: the kind of
    phase the grant is active in, the next one of that kind (none: the next phase);
    `slot`: the grant's slot (`main`: instead of his own secret ability), or per option of
    `slot_ruling` (`slot_by_option`); `receiver_learns`: the target's result, key ->
    `victim` / `victim_public_role`, filed under the handover (`told_as: handover`) or the
    granted ability (`grant`); `note`: the order event's note (with `victim`); `giver_learns`:
    the giver's result after the grant's phase (if he lives), key -> `shot_target` (whom it
    was used on, or none) / `shot_victim` (whether on the victim); `betrayal`: the lasting
    mark of a receiver who used it on another (none: no betrayal), and of one who did not
    use it when `unused_ruling`'s option is `betrayal`; `gate`: the ruleset's gate on its
    orders (families.gate)."""

    grants: Annotated[str, Ids("ability", one=True)] = field(kw_only=True)
    victim_param: str = "victim"
    active_in: str | None = None
    slot: str = "main"
    slot_ruling: str | None = None
    slot_by_option: dict[str, str] = field(default_factory=dict)
    receiver_learns: dict[str, ReceiverFact] = field(default_factory=dict)
    told_as: Literal["handover", "grant"] = "handover"
    note: str | None = None
    giver_learns: dict[str, GiverFact] = field(default_factory=dict)
    betrayal: Betrayal | None = None
    unused_ruling: str | None = None
    gate: str | None = None


@kind
class Handover(FamilyKind[HandoverParams]):
    """Hands the target an ability for one later phase (see the module)."""

    name = "handover"
    schema = HandoverParams

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        p: HandoverParams = self.typed(ro)
        victim = ro.params.get(p.victim_param)
        if victim == ro.targets[0]:
            found: tuple[str, str] | None = ("victim_is_target", str(victim))
        else:
            found = None
        return super().check(ctx, ro) or refused(ctx, ro, p.gate) or found

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        p: HandoverParams = self.typed(ro)
        if stopped(ctx, ro, p.gate):
            return
        target = ro.targets[0]
        victim = str(ro.params[p.victim_param])
        active = ctx.phase + 1 if p.active_in is None else next_phase_of(ctx, p.active_in)
        used: list[str] = []
        slot = p.slot
        if p.slot_ruling is not None:
            slot = p.slot_by_option.get(ctx.rule(p.slot_ruling, used), p.slot)
        params = frozen_map({"ability": p.grants, "victim": victim, "slot": slot})
        ctx.live(target).effects.append(Effect(GRANT, ro.actor, ctx.phase, active, active, params))
        told_as = ro.ability.id if p.told_as == "handover" else ctx.ruleset.abilities[p.grants].id
        public_role = ctx.live(victim).start.public_role
        facts = {"victim": victim, "victim_public_role": public_role}
        ctx.send(target, told_as, victim, {k: facts[f] for k, f in p.receiver_learns.items()})
        self.done(ctx, ro, [note(p.note, victim=victim)] if p.note else [], used)


@hook("handover_report")
def handover_report(ctx: PhaseContext) -> None:
    """The end of a handed-over ability's phase: the giver learns what was done with it; a
    receiver who used it on another than the victim (or, by ruling, not at all) is marked
    as a betrayer."""
    for live in ctx.seated():
        for grant in live.effects_of(GRANT, ctx.phase):
            found = giver_of(ctx.ruleset, str(grant.params["ability"]))
            if found is not None:
                _report(ctx, live, grant, *found)


def giver_of(ruleset: Ruleset, granted: str) -> tuple[AbilityDef, HandoverParams] | None:
    """The handover ability that hands out `granted`, with its parameters (none: the grant
    came from elsewhere)."""

    def build() -> tuple[AbilityDef, HandoverParams] | None:
        for ability in ruleset.abilities.values():
            if ability.kind == Handover.name and ability.effect.get("grants") == granted:
                return ability, _params(ability)
        return None

    return ruleset.memo(("handover_of", granted), build)


def _params(ability: AbilityDef) -> HandoverParams:
    def fail(message: str, _key: str | None) -> NoReturn:
        raise RulesetError(f"ability {ability.key}: {message}")

    return read(HandoverParams, ability.effect, f"ability {ability.key}", fail)


def _report(
    ctx: PhaseContext, live: Live, grant: Effect, giver: AbilityDef, p: HandoverParams
) -> None:
    key = str(grant.params["ability"])
    shot = next(
        (
            ro
            for ro in ctx.orders
            if ro.actor == live.name and ro.ability.key == key and ro.cancelled is None
        ),
        None,
    )
    where = shot.targets[0] if shot is not None and shot.targets else None
    victim = grant.params.get("victim")
    hit = shot is not None and victim in shot.targets
    boss = grant.source
    if boss is not None and ctx.live(boss).alive:
        facts: Mapping[str, Any] = {"shot_target": where, "shot_victim": hit}
        learns = {k: facts[f] for k, f in p.giver_learns.items()}
        ctx.send(boss, giver.id, live.name, learns)
    if p.betrayal is None:
        return
    used: list[str] = []
    if where is None:
        betrayed = p.unused_ruling is not None and ctx.rule(p.unused_ruling, used) == BETRAYS
    else:
        betrayed = not hit
    if betrayed and live.alive:
        live.effects.append(
            Effect(p.betrayal.effect, boss, ctx.phase, ctx.phase + 1, None, _mark(p.betrayal))
        )
        word = p.betrayal.effect  # the event's outcome and note too
        granted = ctx.ruleset.abilities[key].id
        ctx.act(boss, granted, [live.name], word, [note(word)], used)


def _mark(betrayal: Betrayal) -> Mapping[str, Any]:
    params: dict[str, Any] = {}
    if betrayal.tags:
        params["tags"] = betrayal.tags
    if betrayal.multiplier is not None:
        params["multiplier"] = betrayal.multiplier
    return frozen_map(params)


@ruleset_check
def check_handover_rulings(ruleset: Ruleset) -> None:
    """Each option of a handover's `slot_ruling` names a slot in `slot_by_option`; its
    `unused_ruling` offers only `betrayal` and `no_betrayal`."""
    for ability in ruleset.abilities.values():
        if ability.kind != Handover.name:
            continue
        p = _params(ability)
        _options_in(ruleset, ability, "slot_ruling", p.slot_ruling, p.slot_by_option)
        _options_in(ruleset, ability, "unused_ruling", p.unused_ruling, (BETRAYS, "no_betrayal"))


def _options_in(
    ruleset: Ruleset, ability: AbilityDef, key: str, ruling: str | None, known: Any
) -> None:
    if ruling is None or ruling not in ruleset.rulings:
        return  # an unknown ruling: families.registry names it
    for option in ruleset.rulings[ruling].option_ids():
        if option not in known:
            raise RulesetError(
                f"ability {ability.key}: effect: {key}: ruling '{ruling}' offers option "
                f"'{option}'{nearest(option, known)}, not understood here "
                f"(options: {', '.join(known)})",
                ruleset.file,
            )
