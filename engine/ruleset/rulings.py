"""Rulings the engine's own code reads, the options it understands and its built-in answer.

Effect kinds, hooks and shared helpers declare every ruling they read (`declare`). A ruleset
that does not define such a ruling gets the built-in answer (the first option), so a small
ruleset need not copy AM-15's questions; a ruleset that defines it may only offer options
the code understands (checked at load). Reading an undeclared ruling is a programming error
that the test suite catches (tests/engine/ruleset/test_core_rulings.py).

Effect modules are imported when first used (engine.effects): what every one of them
declares is also in the generated `engine/effects/index.py`, so the answers below never
depend on which modules happen to be imported.
"""

from __future__ import annotations

from collections.abc import Mapping

_DECLARED: dict[str, tuple[str, ...]] = {}
_OWNERS: dict[str, list[str]] = {}


def declare(owner: str, rulings: Mapping[str, tuple[str, ...]]) -> None:
    """`owner` (a kind, hook or module) reads these rulings; options, built-in answer first."""
    for ruling, options in rulings.items():
        known = _DECLARED.get(ruling)
        if known is not None and known[0] != options[0]:
            raise ValueError(
                f"ruling {ruling}: {owner} declares built-in answer {options[0]}, "
                f"{', '.join(_OWNERS[ruling])} declared {known[0]}"
            )
        merged = tuple(dict.fromkeys((*(known or ()), *options)))
        _DECLARED[ruling] = merged
        _OWNERS.setdefault(ruling, []).append(owner)


def builtin_answer(ruling: str) -> str | None:
    """The answer for a ruleset without this ruling (None: no code reads it)."""
    options = _DECLARED.get(ruling) or understood(ruling)
    return options[0] if options else None


def understood(ruling: str) -> tuple[str, ...] | None:
    """The options the code understands for `ruling` (None: not read by shared code)."""
    from ..effects.index import RULINGS

    return RULINGS.get(ruling) or _DECLARED.get(ruling)


def readers(ruling: str) -> tuple[str, ...]:
    from ..effects.index import READERS

    return READERS.get(ruling) or tuple(_OWNERS.get(ruling, ()))


def declared() -> Mapping[str, tuple[str, ...]]:
    from ..effects.index import RULINGS

    return {**_DECLARED, **RULINGS}


def declared_here() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """What the imported modules declared: options and readers of each ruling (make_index)."""
    return dict(_DECLARED), {r: tuple(o) for r, o in _OWNERS.items()}


# the core's own: the frag rules of the one place HP changes (context.change_hp)
declare(
    "core",
    {
        "frag_first_fall": ("first", "last"),
        "frag_threshold": ("at_or_below_zero", "below_zero"),
    },
)

# the forum vote counter's (engine.votes.forum): shared by every ruleset whose day vote is
# read from forum posts, so the core reads them, built-in answer first
declare(
    "core",
    {
        "no_lynch_threshold": ("majority", "one_less", "one_less_always"),
        "deadline_outcome": ("no_lynch", "plurality"),
        "double_voter_quota": ("players", "votes"),
        "shorthand_votes": ("nicknames", "unique_prefix", "exact"),
        "spoiler_votes": ("hidden", "counted"),
        "plain_votes": ("ignored", "counted"),
        "bold_votes": ("containing", "starting"),
        "vote_count_posts": ("ignored", "record"),
    },
)
