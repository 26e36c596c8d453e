"""Every code the night shows a master has Russian and English words in the ruleset: the
night's action outcomes, the death causes, the protection lists and shields named in the
notes and the newspaper results (`{by:word}`), and the setup columns' items and traits."""

from __future__ import annotations

import pytest

from engine.effects.families.ledger import NightOutcome
from engine.ruleset.load import builtin_ruleset
from engine.texts import render_message
from engine.trace import Message, freeze

RS = builtin_ruleset("mafialife")
NUMBERS = RS.numbers


def both(key: str) -> None:
    entry = RS.text.get(key)
    assert entry is not None, key
    assert entry.get("en") and entry.get("ru"), key
    assert any("а" <= ch <= "я" for ch in entry["ru"].lower()), key


@pytest.mark.parametrize("code", list(NightOutcome))
def test_every_night_outcome_has_words(code: NightOutcome) -> None:
    both(f"outcome.{code}")


def test_every_death_cause_has_words() -> None:
    causes = {"hanging", "mine", "poison", "poison_spread", "returning"}
    causes |= {str(s["cause"]) for s in NUMBERS["shields"].values() if "cause" in s}
    causes |= {str(d["cause"]) for d in NUMBERS["delayed_deaths"].values()}
    for cause in sorted(causes):
        both(f"cause.{cause}")


def test_every_list_and_shield_has_a_word() -> None:
    for list_id in NUMBERS["protection_lists"]:
        both(f"word.{list_id}")
    for shield_id, spec in NUMBERS["shields"].items():
        both(f"word.{shield_id}")
        if "by" in spec:
            both(f"word.{spec['by']}")
        if "item" in spec:
            both(f"word.{spec['item']}")
            both(f"counter.item.{spec['item']}")


def test_a_newspaper_line_names_what_stopped_the_move_in_words() -> None:
    """«ход девки не состоится»: the girl reads that the killer cannot be slept with."""
    msg = Message("Игорь", "sleep", "Жанна", freeze({"done": False, "by": "condom"}), 1)
    assert render_message(RS, msg, "ru") == "Переспать → Жанна: выполнен нет; помешало: презерватив"
    done = Message("Борис", "nagant", "Глеб", freeze({"done": True, "by": None}), 1)
    assert render_message(RS, done, "en") == "Nagant → Глеб: done yes; stopped by: nothing"


def test_the_simulator_words_the_rulesets_death_causes() -> None:
    from engine.simulate.report import cause_word

    assert cause_word(RS, "mine", "ru") == "подорвался на мине"
    assert cause_word(RS, "kill", "en") == "outright kill"  # the simulator's own word
