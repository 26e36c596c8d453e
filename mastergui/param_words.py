"""An order's parameters in the ruleset's words, and back (issue 29, item 8): «Роль:
Громила; Карта: Пистолет» where the store holds `role: brute, card: pistol`. The labels
are the ruleset's `param.<name>` texts (else the console's words), the values the names of
roles, factions, abilities and cards; a master who edits the line as text may type the
words or the ids. Rendering and reading only: the engine judges the order."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from engine import Order
from engine.ruleset.load import ParamSpec

from .text import Texts, translate

NAMED_KINDS = ("secret_role", "public_role", "faction", "ability")
LISTS = ("texts", "players")  # a parameter that holds several values, comma-separated
_KEY = re.compile(r"\s*([^:=]+?)\s*[:=]\s*(.*)", re.DOTALL)


def _specs(texts: Texts, ability: str) -> list[ParamSpec]:
    """Every parameter the abilities called `ability` declare (both knives are 'knife')."""
    found: dict[str, ParamSpec] = {}
    for definition in texts.ruleset.abilities_by_id(ability):
        for spec in definition.params:
            found.setdefault(spec.name, spec)
    return list(found.values())


def _yes_no(value: bool) -> str:
    return translate("Params", "yes") if value else translate("Params", "no")


def value_word(texts: Texts, spec: ParamSpec | None, value: Any) -> str:
    """One value of a parameter as the master reads it: a role, faction, ability or card
    by its name, yes/no for a flag, anything else as it is."""
    if isinstance(value, bool):
        return _yes_no(value)
    if spec is None or not isinstance(value, str):
        return str(value)
    if spec.type in NAMED_KINDS:
        return texts.name(spec.type, value) if spec.type != "ability" else texts.ability(value)
    if spec.type in ("text", "texts"):  # a card's name where the value is a card
        return texts.ability(value)
    return value


def params_words(texts: Texts, order: Order | None) -> str:
    """«Роль: Громила; Карта: Пистолет»: each parameter's label and value(s) in words."""
    if order is None:
        return ""
    specs = {s.name: s for s in _specs(texts, order.ability)}
    parts = []
    for key, value in order.params.items():
        spec = specs.get(key)
        items = value if isinstance(value, (list, tuple)) else [value]
        shown = ", ".join(value_word(texts, spec, v) for v in items)
        parts.append(f"{texts.param(key)}: {shown}")
    return "; ".join(parts)


def params_from_words(texts: Texts, ability: str, text: str) -> dict[str, Any]:
    """The parameters of `params_words`' line as the master left it: labels or names,
    values as words or ids (`role=ninja` as before); what matches nothing stays as typed,
    for the engine to judge with its own message."""
    specs = _specs(texts, ability)
    out: dict[str, Any] = {}
    for part in text.split(";"):
        match = _KEY.fullmatch(part)
        if match is None or not match.group(1).strip():
            continue
        spec = _spec_named(texts, specs, match.group(1))
        key = spec.name if spec is not None else match.group(1).strip()
        out[key] = _value_of(texts, spec, match.group(2).strip())
    return out


def _fold(text: str) -> str:
    return " ".join(text.replace("ё", "е").replace("Ё", "Е").split()).casefold()


def _spec_named(texts: Texts, specs: Iterable[ParamSpec], written: str) -> ParamSpec | None:
    wanted = _fold(written)
    for spec in specs:
        names = (spec.name, *spec.aliases, texts.param(spec.name))
        if wanted in {_fold(n) for n in names}:
            return spec
    return None


def _value_of(texts: Texts, spec: ParamSpec | None, written: str) -> Any:
    if spec is not None and (spec.type in LISTS or (spec.per_shot and "," in written)):
        return [_one(texts, spec, w.strip()) for w in written.split(",") if w.strip()]
    return _one(texts, spec, written)


def _one(texts: Texts, spec: ParamSpec | None, written: str) -> Any:
    """One value: an id or a name of what the parameter takes, a number, or the text."""
    if spec is not None:
        for value, word in _known(texts, spec).items():
            if _fold(written) in (_fold(str(value)), _fold(word)):
                return value
    if written.lstrip("-").isdecimal():
        return int(written)
    return written


def _known(texts: Texts, spec: ParamSpec) -> Mapping[Any, str]:
    """The values a parameter may take that have names, each with its name."""
    rs = texts.ruleset
    if spec.choices:
        return {c: value_word(texts, spec, c) for c in spec.choices}
    if spec.type in ("secret_role", "public_role", "faction"):
        table = {
            "secret_role": rs.secret_roles,
            "public_role": rs.public_roles,
            "faction": rs.factions,
        }[spec.type]
        return {key: texts.name(spec.type, key) for key in table}
    if spec.type in ("ability", "text", "texts"):
        ids = {a.id for a in rs.abilities.values()}
        if spec.type != "ability":  # a card game's cards are its sources (`source.<card>`)
            ids |= {k.removeprefix("source.") for k in rs.text if k.startswith("source.")}
        return {i: texts.ability(i) for i in sorted(ids)}
    return {}
