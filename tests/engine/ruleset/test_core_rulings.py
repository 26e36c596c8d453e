"""Every ruling the shared engine code reads is declared with a built-in answer, so a
ruleset without AM-15's questions still resolves (issue 11: `vote` raised KeyError
'day_sequence', `heal` KeyError 'heal_rounding')."""

from __future__ import annotations

import re
from pathlib import Path

from engine.effects import load_all
from engine.ruleset.load import builtin_ruleset
from engine.ruleset.rulings import builtin_answer, declared, understood

ENGINE = Path(__file__).resolve().parents[3] / "engine"
READ = re.compile(r"\.rule\(\s*\"([a-z_0-9]+)\"", re.S)


def _read_in_code() -> set[str]:
    found: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        found.update(READ.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_ruling_read_in_code_is_declared() -> None:
    load_all()  # imports every effect module (their declarations)
    missing = sorted(r for r in _read_in_code() if builtin_answer(r) is None)
    assert missing == []


def test_am15_rulings_offer_only_options_the_code_understands() -> None:
    rs = builtin_ruleset("am15")
    for rid, ruling in rs.rulings.items():
        known = understood(rid)
        if known is not None:
            assert set(ruling.option_ids()) <= set(known), rid


def test_builtin_answers_are_options() -> None:
    load_all()
    for rid, options in declared().items():
        assert builtin_answer(rid) == options[0]
