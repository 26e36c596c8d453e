"""Protection lists: the ruleset declares, per kind of move, which protections are tried
and in what order; the first that applies decides (and an item may be used up).

```yaml
numbers:
  protection_lists: {lethal: [den, heal, armor, elixir], info: [den, anti_role]}
  shields:
    den:   {mark: den, outcome: actor_dies, cause: den, except: [heal]}
    heal:  {mark: heal, pierced_by: pierce}
    armor: {item: armor, firearm_only: true, except: [rifle], used_up: true}
    anti_role: {anti_prefix: "anti_", used_up: true}
    elixir: {item: elixir, outcome: revive, used_up: true, countered_by: anti_elixir}
```
A shield applies when its condition holds for the target (`mark` put on him tonight,
`coming`: a move of those abilities on him tonight that a later step makes, `trait` he
has, `item` he holds, `anti_prefix` + the mover's side item, `role` he is; only while his
`level` is at most `level_max`; `when: {ruling: option}`: only while the
game's rulings say so), the move is one it covers (`abilities`, `except`: ability ids;
`firearm_only`) and the mover does not hold `pierced_by`.
Outcomes: `stop` (the move fails), `actor_dies` (it fails and its maker dies, `cause`),
`revive` (the target is killed and revived), `protector_dies` (it fails and the player who
put the shield's `mark` on the target dies in his place: a bodyguard). `used_up`: true, or
the ruling whose option `kept` keeps the item. `countered_by`: an item of the mover that
destroys one of the shield's items instead (the move goes on down the list).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Literal

from ...ruleset.numbers import typed_number
from ...ruleset.schema import Ref, RulingChoice
from .. import numbers
from ..values import note
from .ledger import NightOutcome, has_trait, items, touch, use_item
from .state import die, marked

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext, ResolvedOrder
    from ...trace import Note

STOP, ACTOR_DIES, REVIVE, PASS = "stop", "actor_dies", "revive", "pass"
PROTECTOR_DIES = "protector_dies"  # a guard's mark: he dies in the target's place


AbilityId = Annotated[str, Ref("ability")]


@dataclass(frozen=True, slots=True)
class Shield:
    """One protection of `numbers.shields` (the module says what each key means), checked
    when a ruleset loads: a `mark` no protection puts (`marks:`) fails with its line."""

    mark: Annotated[str, Ref("effect:marks", word="mark")] | None = None
    when: Annotated[Mapping[str, str], RulingChoice()] = field(default_factory=dict)
    trait: str | None = None
    item: str | None = None
    anti_prefix: str | None = None
    role: Annotated[str, Ref("secret_role")] | None = None
    abilities: tuple[AbilityId, ...] | None = None
    except_: tuple[AbilityId, ...] = field(default=(), metadata={"key": "except"})
    firearm_only: bool = False
    pierced_by: str | None = None
    outcome: Literal["stop", "actor_dies", "revive", "protector_dies"] = "stop"
    cause: str | None = None
    used_up: bool | Annotated[str, Ref("ruling")] = False
    countered_by: str | None = None
    by: str | None = None
    level_max: int | None = None
    # tonight's later orders that stop this move now (the super heal before the girl)
    coming: tuple[AbilityId, ...] | None = None


ShieldId = Annotated[str, Ref("numbers:shields", word="shield")]
numbers(
    __name__,
    protection_lists=Mapping[str, tuple[ShieldId, ...]],
    shields=Mapping[str, Shield],
)


@dataclass(frozen=True, slots=True)
class Decision:
    """What the list decided for one move on one target."""

    by: str | None  # the shield that decided (its `by` word when given), None: nothing
    outcome: str  # pass | stop | actor_dies | revive | protector_dies
    place: int | None = None  # 1-based place of the deciding shield in the list
    cause: str | None = None
    notes: tuple[Note, ...] = ()
    rulings: tuple[str, ...] = ()
    protector: str | None = None  # who put the deciding mark (a guard) on the target


def shields_of(ctx: PhaseContext, list_id: str) -> tuple[tuple[str, Shield], ...]:
    """The list's shields, typed (read once per ruleset)."""
    lists: Mapping[str, tuple[tuple[str, Shield], ...]] = ctx.ruleset.memo(
        ("shield_lists",), lambda: _lists(ctx)
    )
    return lists.get(list_id, ())


def _lists(ctx: PhaseContext) -> dict[str, tuple[tuple[str, Shield], ...]]:
    lists: Mapping[str, tuple[str, ...]] = typed_number(ctx.ruleset, "protection_lists", {})
    table: Mapping[str, Shield] = typed_number(ctx.ruleset, "shields", {})
    return {k: tuple((s, table.get(s) or Shield()) for s in ids) for k, ids in lists.items()}


def anti_item(ctx: PhaseContext, ro: ResolvedOrder, spec: Shield) -> str:
    """The item that stops this mover: prefix + the ability's `anti` word or the role."""
    side = ro.effect("anti") or ctx.live(ro.actor).start.secret_role
    return f"{spec.anti_prefix}{side}"


def _condition(ctx: PhaseContext, ro: ResolvedOrder, target: Live, spec: Shield) -> str | None:
    """The item to use up (or '' when nothing is used) when the condition holds."""
    if any(ctx.rule(str(r)) != str(o) for r, o in spec.when.items()):
        return None  # a shield only while a ruling has that option
    if spec.level_max is not None and int(target.counters.get("level", 0)) > spec.level_max:
        return None
    if spec.mark is not None:
        return "" if marked(ctx, target.name, spec.mark) is not None else None
    if spec.coming is not None:
        return "" if _coming(ctx, target.name, spec.coming) else None
    if spec.trait is not None:
        return "" if has_trait(target, spec.trait) else None
    if spec.role is not None:
        return "" if target.start.secret_role == spec.role else None
    if spec.item is not None:
        return spec.item if items(target, spec.item) > 0 else None
    if spec.anti_prefix is not None:
        item = anti_item(ctx, ro, spec)
        return item if items(target, item) > 0 else None
    return None


def _coming(ctx: PhaseContext, target: str, keys: tuple[str, ...]) -> bool:
    """A move of these abilities (keys) on `target` tonight, accepted and not cancelled, that
    a later step makes (a super heal at step 6 seen by a block at step 3)."""
    return any(
        ro.ability.key in keys
        and ro.cancelled is None
        and ro.target == target
        and ro.ability.step > ctx.step
        for ro in ctx.orders
    )


def _covers(ro: ResolvedOrder, actor: Live, spec: Shield) -> bool:
    aid = ro.ability.id
    if spec.abilities is not None and aid not in spec.abilities:
        return False
    if aid in spec.except_:
        return False
    if spec.firearm_only and not ro.effect("firearm", False):
        return False
    pierce = spec.pierced_by
    return not (pierce and has_trait(actor, pierce) and ro.effect("pierces", True))


def decide(ctx: PhaseContext, list_id: str, ro: ResolvedOrder, target: str) -> Decision:
    """Try the list's shields in order for `ro` on `target`; the first that applies decides."""
    live, actor = ctx.live(target), ctx.live(ro.actor)
    tried: list[Note] = []
    used: list[str] = []
    for place, (sid, spec) in enumerate(shields_of(ctx, list_id), start=1):
        item = _condition(ctx, ro, live, spec)
        if item is None or not _covers(ro, actor, spec):
            continue
        counter = spec.countered_by
        if item and counter and items(actor, counter) > 0:
            use_item(actor, counter)
            use_item(live, item)
            tried.append(note("night_shield_countered", shield=sid, place=place, by=counter))
            continue
        if item and used_up(ctx, spec, used):
            use_item(live, item)
        by = spec.by if spec.by is not None else (item or sid)
        tried.append(note("night_shield", shield=sid, place=place, list=list_id))
        protector = marked(ctx, target, spec.mark) if spec.mark is not None else None
        return Decision(by, spec.outcome, place, spec.cause, tuple(tried), tuple(used), protector)
    return Decision(None, PASS, None, None, tuple(tried), tuple(used))


def used_up(ctx: PhaseContext, spec: Shield, used: list[str]) -> bool:
    rule = spec.used_up
    if isinstance(rule, str):
        return ctx.rule(rule, used) != "kept"
    return bool(rule)


def on_target(ctx: PhaseContext, ro: ResolvedOrder, target: str, default_list: str) -> Decision:
    """Touch `target`, try the protection list (the order's `list`, else `default_list`);
    a den-like shield kills the mover, a guard's dies in the target's place."""
    touch(ctx, ro.actor, target)
    decision = decide(ctx, str(ro.effect("list", default_list)), ro, target)
    if decision.outcome == ACTOR_DIES:  # the frag: who put the mark (the guard), or the target
        frag = decision.protector or target
        die(ctx, ro.actor, frag, str(decision.cause or "returning"), decision.rulings)
    elif decision.outcome == PROTECTOR_DIES and decision.protector is not None:
        cause = str(decision.cause or "returning")
        die(ctx, decision.protector, ro.actor, cause, decision.rulings)
    if decision.by is not None:
        ctx.act(
            ro.actor,
            ro.ability.id,
            [target],
            NightOutcome.PROTECTED,
            decision.notes,
            decision.rulings,
            ro.ref,
        )
    return decision
