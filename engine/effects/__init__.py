"""Effect primitives, looked up by name from the ruleset (Forge's ApiType → effect class).

Three registries:
- kinds: what an ability does (`kind:` in the ruleset), a class with `check` and `run`;
- traits: passive features of roles (`traits:`), with the numbers they take;
- hooks: code run at a step (`passives:`, `after:`) or at the end of a phase.
Unknown names fail when the ruleset loads. Kinds and hooks declare the rulings they read
(engine.rulings: built-in answers for rulesets without them) and the hooks that must run
after them in the same phase (`then`: a death needs `deaths`, `statuses`, `apply_statuses`),
which the loader checks for every phase kind.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..rulings import declare

if TYPE_CHECKING:
    from ..context import Live, PhaseContext, ResolvedOrder
    from ..ruleset import AbilityDef, Grant, Ruleset

Hook = Callable[["PhaseContext"], None]


@dataclass(frozen=True, slots=True)
class Ids:
    """An effect number that holds ruleset ids, checked at load with file and line.

    `table`: secret_role, public_role, faction, ability (an id orders use or an ability
    key), size, trait or location. Shapes: one id (`one`), a list of ids, or a mapping whose keys
    (`keys`) and/or values (`values`) are ids (`{brute: 4}`, `{law: [civilian]}`)."""

    table: str
    one: bool = False
    keys: bool = False
    values: str | None = None  # the table of a mapping's values (ids or lists of ids)

    @property
    def types(self) -> tuple[type, ...]:
        if self.keys or self.values:
            return (dict,)
        return (str,) if self.one else (list,)

    def ids(self, value: Any) -> list[tuple[str, str]]:
        """(table, id) pairs named by `value` (shape already checked)."""
        if isinstance(value, dict):
            out = [(self.table, str(k)) for k in value] if self.keys else []
            if self.values:
                for v in value.values():
                    items = v if isinstance(v, list) else [v]
                    out.extend((self.values, str(i)) for i in items if isinstance(i, str))
            return out
        items = value if isinstance(value, list) else [value]
        return [(self.table, str(i)) for i in items]


ParamType = type | tuple[type, ...] | Ids

_KINDS: dict[str, type[EffectKind]] = {}
_TRAITS: dict[str, Mapping[str, type | tuple[type, ...]]] = {}
_HOOKS: dict[str, Hook] = {}
_HOOK_THEN: dict[str, tuple[str, ...]] = {}
# trait -> whether an order has no effect on a target with that trait (the paranoid)
Immunity = Callable[["PhaseContext", "ResolvedOrder", str], bool]
_IMMUNITIES: dict[str, Immunity] = {}


class EffectKind:
    """What an ability does. Subclasses declare the numbers they read from the ruleset."""

    name: ClassVar[str] = ""
    # effect key -> accepted type(s); keys in `required` must be present
    params: ClassVar[Mapping[str, ParamType]] = {}
    required: ClassVar[frozenset[str]] = frozenset()
    # a check decides its own result on the paranoid (a question for the master)
    is_check: ClassVar[bool] = False
    # what the kind is for when a target is chosen (the balance simulator's policies):
    # "help" (heal, protect), "harm" (damage, kill, hinder), "off" (switches a passive off)
    # or "" (neither); attacks (the ability's `attack`) and checks are known without it
    intent: ClassVar[str] = ""
    # rulings read: id -> options understood, the built-in answer first
    rulings: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    # hooks that must run later in the same phase for this kind's result to count
    then: ClassVar[tuple[str, ...]] = ()

    def applies_to(self, ctx: PhaseContext, ro: ResolvedOrder, target: str) -> bool:
        """Whether the order counts as applied to `target` (shadow, meditation, vdv...)."""
        return True

    def end_of_phase(self, ctx: PhaseContext, live: Live, grant: Grant, used: bool) -> None:
        """Bookkeeping at the end of every phase for a character holding this ability."""

    def max_targets(self, ctx: PhaseContext, ro: ResolvedOrder) -> int | None:
        """The number of targets allowed when it depends on the game (shots...)."""
        return None

    def param_options(
        self, ctx: PhaseContext, actor: str, ability: AbilityDef, param: str
    ) -> tuple[str, ...] | None:
        """The values `actor` may give the text parameter `param` at the start of the phase
        (a card game: the cards he holds), for the console's editor and the simulator;
        None: any text."""
        return None

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        """Extra legality checks: (code, reason) when the order cannot run."""
        return None

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        raise NotImplementedError


def kind(cls: type[EffectKind]) -> type[EffectKind]:
    _KINDS[cls.name] = cls
    declare(f"kind {cls.name}", cls.rulings)
    return cls


def hook(
    name: str, *, rulings: Mapping[str, tuple[str, ...]] | None = None, then: tuple[str, ...] = ()
) -> Callable[[Hook], Hook]:
    """Register a hook; `rulings` it reads (built-in answer first), hooks it needs `then`."""

    def register(fn: Hook) -> Hook:
        _HOOKS[name] = fn
        _HOOK_THEN[name] = then
        declare(f"hook {name}", rulings or {})
        return fn

    return register


def immunity(trait_name: str) -> Callable[[Immunity], Immunity]:
    """Register what a trait makes its holder immune to: `fn(ctx, order, target)` is true
    when the order has no effect on the target (the driver records it, naming the trait)."""

    def register(fn: Immunity) -> Immunity:
        _IMMUNITIES[trait_name] = fn
        return fn

    return register


def immune_to(ctx: PhaseContext, ro: ResolvedOrder, target: str) -> str | None:
    """The trait of `target` that makes `ro` have no effect on him, or None."""
    for trait_name in ctx.live(target).traits:
        fn = _IMMUNITIES.get(trait_name)
        if fn is not None and fn(ctx, ro, target):
            return trait_name
    return None


def hook_needs(name: str) -> tuple[str, ...]:
    """Hooks that must run after hook `name` in the same phase."""
    _load()
    return _HOOK_THEN.get(name, ())


def kind_needs(name: str) -> tuple[str, ...]:
    """Hooks that must run after an ability of effect kind `name` in the same phase."""
    _load()
    return _KINDS[name].then


RulesetCheck = Callable[["Ruleset"], None]
_RULESET_CHECKS: list[RulesetCheck] = []


def ruleset_check(fn: RulesetCheck) -> RulesetCheck:
    """Register a check run on every loaded ruleset (a ruleset's own data files, e.g. a
    card collection): it raises RulesetError naming file and line, or returns."""
    _RULESET_CHECKS.append(fn)
    return fn


def run_ruleset_checks(ruleset: Ruleset) -> None:
    _load()
    for fn in _RULESET_CHECKS:
        fn(ruleset)


def trait(name: str, **params: type | tuple[type, ...]) -> None:
    _TRAITS[name] = params


_loaded = False


def _load() -> None:
    # importing the modules registers their kinds, traits and hooks
    global _loaded
    if _loaded:
        return
    from . import (  # noqa: F401
        arena,
        checks,
        damage,
        day,
        delayed,
        endphase,
        endphase_hp,
        kills,
        meta,
        protect,
        ret,
        seen,
        support,
    )

    _loaded = True


def known_kinds() -> set[str]:
    _load()
    return set(_KINDS)


def known_traits() -> set[str]:
    _load()
    return set(_TRAITS)


def known_hooks() -> set[str]:
    _load()
    return set(_HOOKS)


_instances: dict[str, EffectKind] = {}


def effect_kind(name: str) -> EffectKind:
    inst = _instances.get(name)
    if inst is None:
        _load()
        inst = _instances[name] = _KINDS[name]()
    return inst


def get_hook(name: str) -> Hook:
    if not _loaded:
        _load()
    return _HOOKS[name]


def validate_effect(kind_name: str, effect: Mapping[str, Any]) -> str | None:
    """A problem with an ability's effect numbers, or None."""
    _load()
    cls = _KINDS[kind_name]
    for key, value in effect.items():
        if key not in cls.params:
            allowed = ", ".join(sorted(cls.params)) or "none"
            return f"unknown key '{key}' for kind '{kind_name}' (allowed: {allowed})"
        spec = cls.params[key]
        types = spec.types if isinstance(spec, Ids) else spec
        types = types if isinstance(types, tuple) else (types,)
        if isinstance(value, bool) and bool not in types:
            return f"'{key}' must not be true/false"
        if not isinstance(value, types):
            return f"'{key}' has the wrong type ({value!r})"
    missing = cls.required - set(effect)
    if missing:
        return f"missing {', '.join(sorted(missing))} for kind '{kind_name}'"
    return None


def effect_ids(kind_name: str, effect: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    """(effect key, table, id) for every ruleset id named in an ability's effect numbers."""
    _load()
    out: list[tuple[str, str, str]] = []
    for key, value in effect.items():
        spec = _KINDS[kind_name].params.get(key)
        if isinstance(spec, Ids):
            out.extend((key, table, item) for table, item in spec.ids(value))
    return out


def validate_trait(name: str, params: Mapping[str, Any]) -> str | None:
    _load()
    spec = _TRAITS[name]
    for key, value in params.items():
        if key not in spec:
            allowed = ", ".join(sorted(spec)) or "none"
            return f"trait {name}: unknown number '{key}' (allowed: {allowed})"
        types = spec[key] if isinstance(spec[key], tuple) else (spec[key],)
        if isinstance(value, bool) or not isinstance(value, types):
            return f"trait {name}: '{key}' has the wrong type ({value!r})"
    return None
