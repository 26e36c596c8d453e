"""Russian first names as players write them: the reviewed table of each name's short
forms, diminutives and pet forms (`data/ru_name_forms.yaml`, its source named there).
A game's nickname that is a full name («Александр») or one of its forms («Саша») is also
written as every other form of that name («Сашка», «Санёк», «Шурик»)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import yaml

from .morph import fold

TABLE = Path(__file__).resolve().parent / "data" / "ru_name_forms.yaml"


@cache
def _groups() -> dict[str, frozenset[str]]:
    """Every folded spelling (a full name or a form) → the spellings of each name it
    belongs to (a form two names share belongs to both: «Саша», «Женя»)."""
    data = yaml.safe_load(TABLE.read_text(encoding="utf-8"))
    out: dict[str, set[str]] = {}
    for full, forms in data["names"].items():
        group = {fold(full), *(fold(f) for f in forms)}
        for spelling in group:
            out.setdefault(spelling, set()).update(group)
    return {k: frozenset(v) for k, v in out.items()}


def pet_forms(word: str) -> frozenset[str]:
    """The other spellings of a first name (folded, nominative); empty for a word that is
    not in the table (a forum nickname: «Trad», «Кил»)."""
    return _groups().get(fold(word), frozenset())


def table_size() -> int:
    """How many full names the table covers (for its test)."""
    data = yaml.safe_load(TABLE.read_text(encoding="utf-8"))
    return len(data["names"])


def declined(word: str) -> frozenset[str]:
    """The cases of a pet form pymorphy3 does not know («Танюха», «Ленусик», «Санёк»),
    by its ending, as Russian declines such names: -а/-я like «Таня», -ок/-ёк dropping
    the vowel («Санька»), another consonant like «Борис»."""
    w = word.casefold().replace("ё", "е")
    if w.endswith(("жа", "ша", "ча", "ща", "ка", "га", "ха")):
        stem = w[:-1]
        return frozenset({w, stem + "и", stem + "е", stem + "у", stem + "ой"})
    if w.endswith("а"):
        stem = w[:-1]
        return frozenset({w, stem + "ы", stem + "е", stem + "у", stem + "ой"})
    if w.endswith("я"):
        stem = w[:-1]
        return frozenset({w, stem + "и", stem + "е", stem + "ю", stem + "ей"})
    if w.endswith(("ек", "ок")) and len(w) > 4:
        stem = w[:-2] + ("ь" if w[-3] in "лн" else "")
        return frozenset({w, stem + "ка", stem + "ку", stem + "ке", stem + "ком"})
    if w[-1:].isalpha() and w[-1] not in "аеиоуыэюяьй":
        return frozenset({w, w + "а", w + "у", w + "е", w + "ом"})
    return frozenset({w})
