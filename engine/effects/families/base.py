"""The base of every family kind: typed parameters from a dataclass, charges, forbidden
self-targets by a ruling, and what the control family asks of the kinds it blocks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Literal, NoReturn, TypeVar

from ...model.errors import RulesetError
from ...ruleset.schema import Found, read_value
from .. import EffectKind, ParamType
from .schema import params_of, read, required_of
from .state import event, faction, out_of_charges, tell

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder
    from ...ruleset.load import AbilityDef, Grant, Ruleset
    from ...trace import Note


@dataclass(frozen=True, slots=True)
class Common:
    """Parameters every family kind takes.

    `self_ruling`: a ruling whose option `no` forbids a self-target (a bus driver's);
    `unseen_with`: modifiers of the actor that make this order visit nobody (a ninja's kill);
    `reports`: the order returns a result, so a blocked one is told `no_result`;
    `outcome`: the word of the order's event when it is done, for a ruleset that names its
    own (`healed`); the event then carries no family note and a result no actual target (a
    ruleset without swaps has no submitted-versus-actual target to say);
    `lost_after`: a lasting effect on the actor that takes the ability away from the phase
    after the one it came in (refused with the effect's id as the reason: a converted doctor
    «способности он теряет только на следующую ночь», seed 003);
    `aim`: what the balance simulator aims the ability at (`harm`, `help`, `check`, `off`,
    `other`) when not what the family is for (a mark that only misleads: `other`)."""

    self_ruling: str | None = None
    unseen_with: tuple[str, ...] = ()
    reports: bool = False
    outcome: str | None = None
    lost_after: str | None = None
    aim: Literal["harm", "help", "check", "off", "other"] | None = None


P = TypeVar("P", bound=Common)


class FamilyKind(EffectKind, Generic[P]):
    """A family's effect kind; `schema` is its parameters' dataclass."""

    schema: ClassVar[type[Any]] = Common
    control: ClassVar[str | None] = None  # a control action's class (swap, block)

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.params = dict(params_of(cls.schema))
        cls.required = required_of(cls.schema)

    @classmethod
    def effect_problem(cls, effect: Mapping[str, Any]) -> str | None:
        """The whole schema read at load: nested records and allowed words (`shows: role`)
        fail with the ruleset's file and line, not when an order runs."""

        def fail(message: str, _key: str | None) -> NoReturn:
            raise _Problem(message)

        try:
            read(cls.schema, effect, "effect", fail)
        except _Problem as problem:
            return str(problem).removeprefix("effect: ")
        return None

    @classmethod
    def refs(cls, effect: Mapping[str, Any], what: str) -> list[Found]:
        """The ids the schema marks `Ref` anywhere in the effect (a faction inside
        `learns: {also_to: ...}`), with their lines: the schema reader finds them as it
        reads the records (the effect was read once already, by `effect_problem`)."""
        return read_value(cls.schema, effect, what)[1]

    @classmethod
    def needs(cls, ruleset: Ruleset, effect: Mapping[str, Any]) -> tuple[str, ...]:
        """The hooks an ability needs after it, by its typed parameters (`then_of`)."""
        return cls.then_of(ruleset, _read(cls.schema, "effect", effect))

    @classmethod
    def then_of(cls, ruleset: Ruleset, params: Any) -> tuple[str, ...]:
        """The hooks that must run after an order with these parameters for its result to
        count (a family that kills in several ways: the way they choose); else `then`."""
        return cls.then

    def typed(self, ro: ResolvedOrder) -> P:
        """The order's parameters as the schema's record (checked at load already); the
        same two effect mappings give the same record without building `_read`'s key (a
        simulated game asks ~30 times a phase)."""
        ability, grant = ro.ability.effect, ro.grant.effect
        marker = (self.schema, id(ability), id(grant))
        seen = _BY_IDENTITY.get(marker)
        if seen is not None and seen[0] is ability and seen[1] is grant:
            return seen[2]  # type: ignore[no-any-return]
        found = _read(self.schema, ro.ability.key, {**ability, **grant})
        if len(_BY_IDENTITY) >= _IDENTITY_LIMIT:  # grants are new objects each phase
            _BY_IDENTITY.clear()
        _BY_IDENTITY[marker] = (ability, grant, found)
        return found  # type: ignore[no-any-return]

    def typed_grant(self, ctx: PhaseContext, grant: Grant) -> P:
        """A held ability's parameters as the schema's record (at the end of a phase)."""
        ability = ctx.ruleset.abilities[grant.ability]
        data: Mapping[str, Any] = {**ability.effect, **grant.effect}
        return _read(self.schema, ability.key, data)  # type: ignore[no-any-return]

    def aim(self, ability: AbilityDef) -> str | None:
        """The ability's `aim` (see Common)."""
        data: Mapping[str, Any] = ability.effect
        return getattr(_read(self.schema, ability.key, data), "aim", None)

    def unblockable(self, ctx: PhaseContext, ro: ResolvedOrder) -> bool:
        """A block cannot stop this order (a strongman's kill)."""
        return False

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        params: Common = self.typed(ro)
        spent = out_of_charges(ctx, ro)
        if spent is not None:
            return spent
        if params.self_ruling and ro.actor in ro.targets and ctx.rule(params.self_ruling) == "no":
            return "self_target", ro.ability.id
        return lost(ctx, ro, params.lost_after)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        """Most families act from their step's hook; the order itself does nothing."""

    def done(
        self,
        ctx: PhaseContext,
        ro: ResolvedOrder,
        notes: Sequence[Note] = (),
        rulings: Sequence[str] = (),
    ) -> None:
        """The order's event when it is done: the family's, or the ruleset's own word."""
        word = self.typed(ro).outcome
        if word is None:
            event(ctx, ro, "done", notes=notes, rulings=rulings)
        else:
            ctx.act(ro.actor, ro.ability.id, ro.targets, word, notes, rulings, ro.ref)

    def tell(self, ctx: PhaseContext, ro: ResolvedOrder, result: Mapping[str, Any]) -> None:
        """The order's result to its actor (with the actual target unless `outcome`)."""
        if self.typed(ro).outcome is None:
            tell(ctx, ro, result)
        else:
            ctx.send(ro.actor, ro.ability.id, ro.target, result)


def lost(ctx: PhaseContext, ro: ResolvedOrder, effect: str | None) -> tuple[str, str] | None:
    """`lost_after` (see Common): the effect on the actor since an earlier phase."""
    if effect is None:
        return None
    found = next(iter(ctx.live(ro.actor).effects_of(effect)), None)
    if found is not None and found.since < ctx.phase:
        return effect, ro.actor
    return None


class _Problem(Exception):
    """A schema problem found at load, said by the loader with file and line."""


_CACHE: dict[tuple[type[Any], str, tuple[Any, ...]], Any] = {}
# (schema, id of the ability's effect, id of the grant's) -> both mappings (kept, so an id
# is never reused while its entry lives) and the record
_BY_IDENTITY: dict[
    tuple[type[Any], int, int], tuple[Mapping[str, Any], Mapping[str, Any], Any]
] = {}
_IDENTITY_LIMIT = 4096


def _read(schema: type[Any], key: str, data: Mapping[str, Any]) -> Any:
    marker = (schema, key, tuple(sorted((k, repr(v)) for k, v in data.items())))
    found = _CACHE.get(marker)
    if found is None:

        def fail(message: str, _key: str | None) -> Any:
            raise RulesetError(f"ability {key}: {message}")

        found = _CACHE[marker] = read(schema, data, f"ability {key}", fail)
    return found


def actor_faction(ctx: PhaseContext, ro: ResolvedOrder) -> str:
    return faction(ctx, ro.actor)


__all__ = ["Common", "FamilyKind", "ParamType", "actor_faction"]
