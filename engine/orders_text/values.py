"""Values of text parameters that a message names by words (a card game: the cards of its
collection, «Пистолет», "Pistol"), as the abilities' effect kinds give them
(`EffectKind.param_names`): which parameters of which abilities take each value, and the
phrases the lexicon reads them by. A ruleset whose parameters name nothing has none."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..effects import effect_kind
from ..model.state import GameState
from ..resolution.context import PhaseContext
from ..resolution.validate import prepare_phase
from ..ruleset.load import Ruleset

TEXT_TYPES = ("text", "texts")


@dataclass(frozen=True)
class NamedValues:
    """`takes[ability id][param]`: the value ids the parameter takes; `single`: the
    (ability, param) pairs taking one value (type text), the others take a list;
    `phrases`: (value id, name) pairs for the lexicon."""

    takes: dict[str, dict[str, frozenset[str]]] = field(default_factory=dict)
    single: frozenset[tuple[str, str]] = frozenset()
    phrases: tuple[tuple[str, str], ...] = ()
    free: dict[str, str] = field(default_factory=dict)  # ability id -> its free text param

    def openers(self, value: str) -> tuple[str, ...]:
        """The abilities a value names by itself («Наручники на Босса»: a play): those
        taking it in a single-value parameter (a card to play, not a list to discard)."""
        return tuple(
            a
            for a, params in self.takes.items()
            if any(value in v and (a, p) in self.single for p, v in params.items())
        )

    def param_for(self, ability: str, value: str, taken: set[str]) -> str | None:
        """The parameter of `ability` a value fills: a free single-value one first (the
        card played), then a list (the accusation, the cards discarded)."""
        fits = [p for p, values in self.takes.get(ability, {}).items() if value in values]
        free = [p for p in fits if (ability, p) in self.single and p not in taken]
        lists = [p for p in fits if (ability, p) not in self.single]
        found: list[str | None] = [*free, *lists, None]
        return found[0]

    def takes_values(self, ability: str) -> bool:
        return bool(self.takes.get(ability))


def named_values(ruleset: Ruleset, state: GameState) -> NamedValues:
    """The named values of every text parameter of the ruleset's abilities in this game
    (the game's own collection: a scenario may add cards)."""
    ctx: PhaseContext | None = None
    takes: dict[str, dict[str, frozenset[str]]] = {}
    single: set[tuple[str, str]] = set()
    phrases: set[tuple[str, str]] = set()
    free: dict[str, str] = {}
    for ability in ruleset.abilities.values():
        for spec in ability.params:
            if spec.type not in TEXT_TYPES:
                continue
            if ctx is None:
                ctx = PhaseContext(ruleset, state, {})
                prepare_phase(ctx)
            names = effect_kind(ability.kind).param_names(ctx, ability, spec.name)
            if not names:
                if spec.type == "text":
                    free.setdefault(ability.id, spec.name)
                continue
            takes.setdefault(ability.id, {})[spec.name] = frozenset(names)
            if spec.type == "text":
                single.add((ability.id, spec.name))
            phrases |= {(value, n) for value, ns in names.items() for n in ns if n}
    return NamedValues(takes, frozenset(single), tuple(sorted(phrases | _short(phrases))), free)


SHORT_MIN = 5  # a shorter word of a name is too easily another word


def _short(phrases: set[tuple[str, str]]) -> set[tuple[str, str]]:
    """One word of a name of several, where no other value's name has it: players write
    «камеру на Васю» for the Surveillance camera, «письмо» for the Anonymous letter."""
    owners: dict[str, set[str]] = {}
    for value, name in phrases:
        for word in name.casefold().split():
            owners.setdefault(word, set()).add(value)
    out: set[tuple[str, str]] = set()
    for value, name in phrases:
        words = name.casefold().split()
        if len(words) > 1:
            out |= {(value, w) for w in words if len(w) >= SHORT_MIN and owners[w] == {value}}
    return out


INLINE = re.compile(r"«([^»]*)»|“([^”]*)”|\"([^\"]*)\"")


def inline_texts(text: str) -> list[tuple[int, int]]:
    """The «…» (or “…”, "…") parts of a message: a letter's text, read as words by nobody."""
    out: list[tuple[int, int]] = []
    for m in INLINE.finditer(text):
        group = next(g for g in (1, 2, 3) if m.group(g) is not None)
        out.append((m.start(group), m.end(group)))
    return out
