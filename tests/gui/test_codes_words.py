"""Every action outcome and death cause of the core (engine/model/codes.py) has an English word
and its Russian translation in the console: a code without one shows up raw."""

from __future__ import annotations

import re
from collections.abc import Iterator
from enum import StrEnum

import pytest
from PySide6.QtWidgets import QApplication

from engine.model.codes import DeathCause, Outcome
from mastergui import i18n
from mastergui.text import DEATH_CAUSES, OUTCOME_WORDS, death_cause, outcome_word


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[None]:
    assert i18n.install("ru")
    yield
    i18n.install("en")


@pytest.mark.parametrize(
    ("family", "table", "word"),
    [
        (Outcome, OUTCOME_WORDS, outcome_word),
        (DeathCause, DEATH_CAUSES, death_cause),
    ],
)
def test_every_outcome_and_death_cause_has_both_words(
    family: type[StrEnum], table: dict, word, russian: None
) -> None:
    assert set(table) == {str(c) for c in family}
    for code in family:
        text = word(code)
        assert re.search("[а-яё]", text.lower()), (code, text)
    i18n.install("en")
    for code in family:
        assert word(code) == str(table[code]), code
