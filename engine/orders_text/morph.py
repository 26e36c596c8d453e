"""Russian morphology through pymorphy3: the lemmas of a word and the forms of a name.

The analyser loads its dictionaries once (about half a second) and every answer is cached:
a phase's messages repeat the same few hundred words."""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache
from typing import Any

CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)

# parts of speech that are never a nickname unless spelled exactly like one
NOT_A_NAME = frozenset(
    {
        "VERB",
        "INFN",
        "PREP",
        "CONJ",
        "PRCL",
        "NPRO",
        "ADVB",
        "GRND",
        "PRTF",
        "PRTS",
        "INTJ",
        "PRED",
        "COMP",
        "NUMR",
        "ADJF",
        "ADJS",
    }
)


def fold(text: str) -> str:
    """Case, ё/е and Unicode forms folded, as names are compared."""
    return unicodedata.normalize("NFC", text).casefold().replace("ё", "е")


@cache
def analyzer() -> Any:
    import pymorphy3  # type: ignore[import-untyped]  # imported late: the engine loads without the parser's dictionaries

    return pymorphy3.MorphAnalyzer(lang="ru")


@lru_cache(maxsize=65536)
def analyse(word: str) -> tuple[frozenset[str], frozenset[str], bool]:
    """(lemmas, parts of speech, may be a personal name) of a folded word; a Latin word
    is its own lemma."""
    if not CYRILLIC.search(word):
        return frozenset({word}), frozenset(), True
    parses = analyzer().parse(word)
    lemmas = {fold(p.normal_form) for p in parses} | {word}
    pos = {str(p.tag.POS) for p in parses if p.score >= 0.2}
    named = any({"Name", "Surn", "Patr"} & set(p.tag.grammemes) for p in parses)
    return frozenset(lemmas), frozenset(pos), named


def lemmas(word: str) -> frozenset[str]:
    return analyse(fold(word))[0]


@lru_cache(maxsize=4096)
def name_forms(word: str) -> frozenset[str]:
    """Every case of a nickname pymorphy3 knows as a personal name («Лев»: льва, льву...),
    else of the dictionary word it is in the nominative; else the word alone."""
    word = fold(word)
    if not CYRILLIC.search(word):
        return frozenset({word})
    parses = [p for p in analyzer().parse(word) if fold(p.normal_form) == word]
    named = [p for p in parses if {"Name", "Surn"} & set(p.tag.grammemes)]
    forms = {word}
    for p in (named or parses)[:2]:
        forms.update(fold(f.word) for f in p.lexeme if "plur" not in f.tag.grammemes)
    return frozenset(forms)


@lru_cache(maxsize=65536)
def in_dictionary(word: str) -> bool:
    """Whether pymorphy3 knows the folded word from its dictionary (not a guess by ending)."""
    return bool(CYRILLIC.search(word)) and bool(analyzer().word_is_known(word))
