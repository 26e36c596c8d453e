"""The player table's columns a ruleset brings: its own (`columns`, engine.ruleset.extensions: a
card game's Hand / Sleeve / Deck, one column whose secret parts hide with the secrets) and
its setup columns over the players' counters (`numbers.setup_columns`: MafiaLife's level,
items, moves left). Plain functions over the state; the model is `players.py`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine import GameState
from engine.ruleset.extensions import NAMESPACE as EXTENSIONS

from ..text import Texts


@dataclass(frozen=True, slots=True)
class SetupColumn:
    """A column the ruleset declares over the players' counters (`numbers.setup_columns`):
    one counter as a number (`counter: level`), or every counter under a prefix by name
    (`prefix: "item."`; words from the ruleset's `text: counter.<key>`, or the ability's
    name with `names: ability`)."""

    title: str
    counter: str | None = None
    prefix: str | None = None
    ability_names: bool = False


def setup_columns(texts: Texts) -> list[SetupColumn]:
    """The setup columns the ruleset declares, titled in the master's language."""
    found: list[SetupColumn] = []
    for spec in texts.ruleset.numbers.get("setup_columns") or ():
        title = spec.get(texts.lang) or spec.get("en") or spec.get("counter") or ""
        found.append(
            SetupColumn(
                str(title),
                spec.get("counter"),
                spec.get("prefix"),
                spec.get("names") == "ability",
            )
        )
    return found


def setup_cell(texts: Texts, column: SetupColumn, counters: Mapping[str, int]) -> str:
    if column.counter is not None:
        value = counters.get(column.counter)
        return "" if value is None else str(value)
    prefix = column.prefix or ""
    words: list[str] = []
    for key, count in counters.items():
        if not key.startswith(prefix) or not count:
            continue
        short = key[len(prefix) :]
        if f"counter.{key}" in texts.ruleset.text:
            word = texts.ruleset.template(f"counter.{key}", texts.lang)
        elif column.ability_names:
            word = texts.ability(short)
        else:
            word = short.replace("_", " ")
        words.append(f"{word} ×{count}" if count > 1 or column.ability_names else word)
    return ", ".join(words)


def extra_header(texts: Texts) -> str:
    """The ruleset columns' title ("Рука / Рукав / Сайд / Колода"), "" when it has none."""
    return " / ".join(c.name(texts.lang) for c in texts.ruleset.columns)


def extra_cells(texts: Texts, state: GameState, name: str) -> tuple[str, str]:
    shown: list[str] = []
    everything: list[str] = []
    for column in texts.ruleset.columns:
        value = column.value(state.extra, name)
        if not value:
            continue
        text = f"{column.name(texts.lang)} {value}"
        everything.append(text)
        if not column.secret:
            shown.append(text)
    return " · ".join(shown), " · ".join(everything)


def free_public(state: GameState, name: str) -> str | None:
    """A public role given as free text («Класс», engine.ruleset.extensions free_public)."""
    own = (state.extra.get(EXTENSIONS) or {}).get("players") or {}
    entry = own.get(name)
    return str(entry["public"]) if isinstance(entry, Mapping) and entry.get("public") else None
