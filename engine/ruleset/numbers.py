"""A ruleset's `numbers:` checked at load (issue 27, item 4): every key has a typed schema
(engine.ruleset.schema), declared by the code that reads it: the core's below, an effect
module's with `engine.effects.numbers` (found through the effects index). A key nobody
declares, a value of the wrong shape or an id the ruleset does not have fails with the
file, the line and a did-you-mean, instead of loading and switching a rule off in silence.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal

from .schema import Found, Ref, check_refs, did_you_mean, read_value
from .yamlsrc import YMap

if TYPE_CHECKING:
    from .data import Ruleset


@dataclass(frozen=True, slots=True)
class VotePost:
    """How a day's vote is posted (engine.votes): a form with `{name}` in the template and
    its phrase (a Russian forum's one vote post), or `markup: forum` (English forum markup,
    `[vote]X[/vote]` and bold `VOTE: X`, read to majority and hammer: engine.votes.forum)."""

    template: str | None = None
    phrase: str | None = None
    markup: Literal["forum"] | None = None
    skips_to_leave: int | None = None
    skip_counter: str = "skips"

    def problem(self) -> str | None:
        """What makes the entry unreadable (checked at load, with the file and line)."""
        if self.markup is not None:
            if self.template is not None or self.phrase is not None:
                return "give 'markup: forum' or 'template' and 'phrase', not both"
            return None
        if self.template is None or self.phrase is None:
            return "needs 'template' and 'phrase' (a vote post's form), or 'markup: forum'"
        return None


@dataclass(frozen=True, slots=True)
class SetupColumn:
    """A player-table column over the players' counters (one counter or a prefix)."""

    en: str
    ru: str
    counter: str | None = None
    prefix: str | None = None
    names: Literal["ability"] | None = None


# the keys the core (engine/, mastergui/) reads
CORE: dict[str, Any] = {
    "hp": bool,  # false: alive or dead only
    "max_hp": bool,
    "player_fields": tuple[str, ...],  # the ruleset's own player counters
    "public_notes": tuple[str, ...],  # note codes said in the phase post
    "secret_ballots": bool,
    "small_game_ruling": Annotated[str, Ref("ruling")],
    "vote_post": VotePost,
    "setup_columns": tuple[SetupColumn, ...],
    # false: the distribution table is only New game's default deal (mafiascum: «the mod's
    # setup is reviewed»), so a game dealt otherwise gets no warning in its phase 1
    "deal_warnings": bool,
}


def schema_of(key: str) -> Any | None:
    from ..effects import number_schema

    return CORE.get(key) or number_schema(key)


def read_numbers(raw: YMap) -> list[Found]:
    """Check each key's value against its schema; the ids to look up once the ruleset is
    known (`check_numbers_ids`)."""
    from ..effects import known_numbers

    found: list[Found] = []
    for key, value in raw.items():
        schema = schema_of(key)
        if schema is None:
            known = set(CORE) | known_numbers()
            hint = did_you_mean(key, known) or f" (the keys code reads: {', '.join(sorted(known))})"
            raw.fail(f"numbers: unknown key '{key}'{hint}", key)
        typed, refs = read_value(schema, value, f"numbers: {key}", raw, key)
        problem = getattr(typed, "problem", None)
        said = problem() if callable(problem) else None
        if said:
            raw.fail(f"numbers: {key}: {said}", key)
        found += refs
    return found


def typed_number(rs: Ruleset, key: str, default: Any = None) -> Any:
    """`numbers.<key>` as its schema's types (records as dataclasses, lists as tuples), for
    code that would rather not read raw mappings; `default` when the ruleset has none. The
    value was checked at load, so this does not fail."""
    if key not in rs.numbers:
        return default
    return read_value(schema_of(key), rs.numbers[key], f"numbers: {key}")[0]


def id_tables(rs: Ruleset) -> dict[str, Collection[str]]:
    """What ids a ruleset section may name: its tables, the keys of each `numbers:` table
    (`numbers:shields`), and every value its abilities give an effect parameter
    (`effect:mark`), with the options of each ruling (`option of <ruling>`)."""
    from ..effects import known_traits
    from .statuses import NO_PLACE

    tables: dict[str, Collection[str]] = {
        "secret_role": set(rs.secret_roles),
        "public_role": set(rs.public_roles),
        "faction": set(rs.factions),
        "size": {z.id for z in rs.sizes},
        "ability": {a.id for a in rs.abilities.values()} | set(rs.abilities),
        "trait": known_traits(),
        "location": set(rs.places) - {NO_PLACE},
        "ruling": set(rs.rulings),
        "step": {str(s.number) for s in rs.steps},
    }
    for rid, ruling in rs.rulings.items():
        tables[f"option of {rid}"] = ruling.option_ids()
    for key, value in rs.numbers.items():
        if isinstance(value, Mapping):
            tables[f"numbers:{key}"] = {str(k) for k in value}
    for name, values in _effect_values(rs).items():
        tables[f"effect:{name}"] = values
    return tables


def _effect_values(rs: Ruleset) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    effects = [a.effect for a in rs.abilities.values()]
    effects += [g.effect for r in rs.secret_roles.values() for g in r.grants]
    effects += [g.effect for r in rs.public_roles.values() for g in r.grants]
    for effect in effects:
        for param, value in effect.items():
            if isinstance(value, str):
                out.setdefault(param, set()).add(value)
    return out


def check_numbers_ids(found: list[Found], rs: Ruleset) -> None:
    check_refs(found, id_tables(rs))
