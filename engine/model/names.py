"""Localized names of ruleset ids, and reading them (and id lists) from the YAML."""

from __future__ import annotations

import difflib
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..ruleset.yamlsrc import YList, YMap, expect_list


@cache
def norm(text: str) -> str:
    """Fold a name for alias lookup: case, ё/е, spaces and dashes."""
    text = unicodedata.normalize("NFC", text).casefold().replace("ё", "е")
    return " ".join(text.replace("_", " ").replace("-", " ").split())


def fold_name(name: str) -> str:
    """A player's name as every reader compares it (issue 31.12: the command line, the vote
    counter, the order reader): Unicode forms, case and ё/е folded, runs of whitespace as
    one space, trimmed. Dashes stay: «Анна-Мария» and «Анна Мария» may be two players."""
    text = unicodedata.normalize("NFC", name).casefold().replace("ё", "е")
    return " ".join(text.split())


def player_named(names: Iterable[str], given: str) -> str | None:
    """The player `given` names: the exact name, else the one name that folds the same
    (`fold_name`); None when none does, or several do."""
    listed = list(names)
    if given in listed:
        return given
    found = [n for n in listed if fold_name(n) == fold_name(given)]
    return found[0] if len(found) == 1 else None


def unknown_word(word: str, known: Iterable[str], kind: str, owner: str) -> str:
    """How an unknown word of a setup is refused: the word, the nearest known one (a
    did-you-mean) and the known ones; or that `owner` (a ruleset) has no `kind` at all."""
    listed = sorted(set(known))
    if not listed:
        return f"unknown {kind} '{word}': {owner} has no {kind}s"
    near = difflib.get_close_matches(word, listed, n=1, cutoff=0.6)
    hint = f" (did you mean '{near[0]}'?)" if near else ""
    shown = ", ".join(listed[:30]) + (", ..." if len(listed) > 30 else "")
    return f"unknown {kind} '{word}'{hint}; known: {shown}"


@dataclass(frozen=True, slots=True)
class Names:
    """Localized names of an id; `aliases` are extra spellings accepted on input."""

    id: str
    ru: str
    en: str
    aliases: tuple[str, ...] = ()

    def get(self, lang: str) -> str:
        return self.ru if lang == "ru" else self.en


def read_names(m: YMap, item_id: str, what: str) -> Names:
    """The `ru`, `en` and `aliases` keys of `m`."""
    ru = m.req("ru", str, what)
    en = m.req("en", str, what)
    aliases = m.opt("aliases", YList, what, YList())
    for i, a in enumerate(aliases):
        if not isinstance(a, str):
            aliases.fail(f"{what}: aliases must be text", i)
    return Names(item_id, ru, en, tuple(aliases))


def read_ids(value: Any, what: str, parent: YMap, key: str) -> tuple[str, ...]:
    """One id or a list of ids (None: none)."""
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    items = expect_list(value, what, parent, key)
    for i, v in enumerate(items):
        if not isinstance(v, str):
            items.fail(f"{what} must be a list of ids", i)
    return tuple(items)
