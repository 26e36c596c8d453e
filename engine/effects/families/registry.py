"""The families' place in the effect-kind registry: their `numbers` sections, checked when a
ruleset that uses a family loads (file, line, did-you-mean), and read typed at run time."""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING, Any, TypeVar

from ...model.errors import RulesetError
from .. import ruleset_check
from .schema import SECTIONS, check_sections, nearest, unknown

if TYPE_CHECKING:
    from ...ruleset.load import Ruleset


@ruleset_check
def check_family_sections(ruleset: Ruleset) -> None:
    """Every family section in `numbers` reads into its schema, and each ruling it names
    exists in the ruleset and offers only the options the field understands (its
    metadata `options`, when it declares them)."""
    read = check_sections(ruleset.numbers, ruleset.file)
    for key, params in read.items():
        for field in fields(params):
            ruling = getattr(params, field.name)
            named = field.name.endswith("_ruling") and ruling is not None
            if named and ruling not in ruleset.rulings:
                what = f"numbers: {key}: {field.name}"
                unknown(ruleset.file, what, str(ruling), ruleset.rulings, "ruling")
            understood: tuple[str, ...] = field.metadata.get("options", ())
            if not named or not understood:
                continue
            strange = [o for o in ruleset.rulings[ruling].option_ids() if o not in understood]
            if strange:
                raise RulesetError(
                    f"numbers: {key}: {field.name}: ruling '{ruling}' offers option "
                    f"'{strange[0]}', not understood here (options: {', '.join(understood)})",
                    ruleset.file,
                )


def numbers_section(ruleset: Ruleset, key: str) -> Any:
    """The typed section `numbers.<key>` (None when the ruleset has none)."""

    def build() -> Any:
        if key not in ruleset.numbers:
            return None
        return check_sections({key: ruleset.numbers[key]}, ruleset.file)[key]

    if key not in SECTIONS:
        raise KeyError(key)
    return ruleset.memo(("family_section", key), build)


T = TypeVar("T")


def section_or(ruleset: Ruleset, key: str, cls: type[T]) -> T:
    """The typed section `numbers.<key>`, or `cls()` (the family's rule without one): the
    one reader every family's accessor uses, kept per ruleset (read at every hit)."""
    memo_key = ("section_or", key)
    found = ruleset.memoized(memo_key)
    if found is None:
        section = numbers_section(ruleset, key)
        found = ruleset.memo(memo_key, lambda: section if isinstance(section, cls) else cls())
    return found  # type: ignore[no-any-return]


@ruleset_check
def check_effect_rulings(ruleset: Ruleset) -> None:
    """Each ruling a family ability's effect names (`immune_ruling`, `detail_ruling`...)
    exists in the ruleset and offers only the options its field understands (metadata
    `options`, when declared), and each `{ruling: option}` of a `*_when` is one of its
    options."""
    from .. import effect_kind
    from .base import FamilyKind

    for ability in ruleset.abilities.values():
        found = effect_kind(ability.kind)
        if not isinstance(found, FamilyKind):
            continue
        understood = {f.name: f.metadata.get("options", ()) for f in fields(found.schema)}
        for key, value in ability.effect.items():
            if key.endswith("_ruling") and value is not None:
                what = f"ability {ability.key}: effect: {key}"
                _ruling_option(ruleset, what, value, None)
                _understood(ruleset, what, value, understood.get(key, ()))
            elif key.endswith("_when"):  # {ruling: option}
                for ruling, option in value.items():
                    _ruling_option(ruleset, f"ability {ability.key}: effect: {key}", ruling, option)
    _check_grants(ruleset)


def _check_grants(ruleset: Ruleset) -> None:
    """A role's override of a family ability's effect (`{ability: pistol, effect: {banks:
    false}}`, in a succession too) reads into the kind's schema, its rulings exist."""
    from .. import effect_kind
    from .base import FamilyKind

    grants = [
        (role, grant)
        for role, secret in ruleset.secret_roles.items()
        for grant in (*secret.grants, *(g for s in secret.succession for g in s.grants))
    ]
    grants += [(role, g) for role, public in ruleset.public_roles.items() for g in public.grants]
    for role, grant in grants:
        ability = ruleset.abilities[grant.ability]
        kind = effect_kind(ability.kind)
        if not grant.effect or not isinstance(kind, FamilyKind):
            continue
        what = f"role {role}: ability {grant.ability}: effect"
        problem = kind.effect_problem({**ability.effect, **grant.effect})
        if problem is not None:
            raise RulesetError(f"{what}: {problem}", ruleset.file)
        for key, value in grant.effect.items():
            if key.endswith("_ruling") and value is not None:
                _ruling_option(ruleset, f"{what}: {key}", value, None)


def _understood(ruleset: Ruleset, what: str, ruling: str, understood: tuple[str, ...]) -> None:
    strange = [o for o in ruleset.rulings[ruling].option_ids() if o not in understood]
    if understood and strange:
        raise RulesetError(
            f"{what}: ruling '{ruling}' offers option '{strange[0]}', not understood here "
            f"(options: {', '.join(understood)})",
            ruleset.file,
        )


def _ruling_option(ruleset: Ruleset, what: str, ruling: str, option: str | None) -> None:
    found = ruleset.rulings.get(ruling)
    if found is None:
        unknown(ruleset.file, what, str(ruling), ruleset.rulings, "ruling")
    options = found.option_ids()
    if option is not None and option not in options:
        known = nearest(str(option), options)
        raise RulesetError(
            f"{what}: {ruling}: unknown option '{option}'{known} (options: {', '.join(options)})",
            ruleset.file,
        )
