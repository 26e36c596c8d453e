"""Every core code (engine/codes.py) has a Russian and an English text, and the engine
emits no code outside its family: a code without a text shows the master a raw key."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from engine import builtin_ruleset, load_ruleset
from engine.codes import DeathCause, NoteCode, Outcome, Reason
from engine.report import phase_report
from engine.scenario import load_scenario_text, resolve_game
from engine.texts import TEMPLATES, render_note
from engine.trace import Note

ENGINE = Path(__file__).resolve().parents[2] / "engine"
# texts for a ruleset's own places (in_<place>...), not codes themselves
GENERIC = {"reason.in_place", "note.was_in_place", "note.vote_voter_in_place"}


@pytest.mark.parametrize(("family", "prefix"), [(Reason, "reason"), (NoteCode, "note")])
def test_every_code_has_russian_and_english_text(family, prefix):
    for code in family:
        en, ru = TEMPLATES[f"{prefix}.{code}"]
        assert en.strip() and ru.strip(), code
        assert re.search("[а-яё]", ru.lower()), (code, ru)


@pytest.mark.parametrize(("family", "prefix"), [(Reason, "reason"), (NoteCode, "note")])
def test_every_text_is_of_a_code(family, prefix):
    """No text for a code the family lacks (a renamed code leaves none behind)."""
    keys = {k.split(".", 1)[1] for k in TEMPLATES if k.startswith(prefix + ".")
            and k not in GENERIC}
    assert keys == {str(c) for c in family}


def _source() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(ENGINE.rglob("*.py")))


def test_the_engine_writes_only_notes_of_the_family():
    written = set(re.findall(r'\bnote\(\s*"([a-z_]+)"', _source()))
    assert written, "the scan found no notes"
    assert written <= {str(c) for c in NoteCode}, written - {str(c) for c in NoteCode}


def test_the_engine_rejects_only_with_reasons_of_the_family():
    source = _source()
    written = set(re.findall(r'return\s+\(?"([a-z_]+)",\s*[{"(]', source))
    written |= set(re.findall(r'\breject\([^,()]+,\s*"([a-z_]+)"', source))
    assert written, "the scan found no reasons (the core writes Reason members)"
    assert written <= {str(c) for c in Reason}, written - {str(c) for c in Reason}


def test_a_trap_removed_with_its_dead_setter_says_so():
    """trap_after_setter_death = removed: the note read as the raw key `note.setter_dead`."""
    scenario = load_scenario_text("""
ruleset: am15
rulings: {trap_after_setter_death: removed}
players:
  - {name: Nin, public: other, secret: ninja, hp: 50}
  - {name: Kil, public: other, secret: killer}
  - {name: Com, public: big_guy, secret: commissar}
  - {name: Civ, public: other, secret: civilian}
phases:
  - orders:
      - {actor: Nin, ability: trap, target: Com}
      - {actor: Kil, ability: silenced_pistol, targets: [Nin, Nin]}
  - orders: [{actor: Com, ability: dossier, target: Civ}]
""")
    trace = resolve_game(scenario)[1].trace
    rs = builtin_ruleset("am15")
    for lang, words in (("en", "the trap is removed"), ("ru", "ловушка снята")):
        report = "\n".join(phase_report(rs, trace, lang))
        assert words in report
        assert "setter_dead" not in report


def test_a_rulesets_own_codes_keep_their_own_text(tmp_path):
    """A ruleset's `text:` section names codes the core does not know (and may reword the
    core's own)."""
    toy = (ENGINE.parent / "tests" / "rulesets" / "toy_classic.yaml").read_text(encoding="utf-8")
    path = tmp_path / "toy_classic.yaml"
    path.write_text(toy + """
text:
  note.own_code: {en: "its own note", ru: "своя заметка"}
  note.halved: {en: "cut in half", ru: "пополам"}
""", encoding="utf-8")
    rs = load_ruleset(path)
    assert render_note(rs, Note("own_code", {}), "ru") == "своя заметка"
    assert render_note(rs, Note("own_code", {}), "en") == "its own note"
    assert render_note(rs, Note(NoteCode.HALVED, {}), "en") == "cut in half"


def _literals(node: ast.expr) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _literals(node.body) + _literals(node.orelse)
    return []


def _call_args(name: str, position: int) -> set[str]:
    """The string literals the engine passes as argument `position` of calls to `name`."""
    found: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) <= position:
                continue
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called == name:
                found.update(_literals(node.args[position]))
    return found


def test_the_engine_records_only_outcomes_and_causes_of_the_families():
    outcomes = _call_args("act", 3)  # ctx.act(actor, ability, targets, outcome, ...)
    causes = _call_args("Death", 3)  # Death(player, frag, step, cause, ...)
    assert len(outcomes) > 10 and causes
    assert outcomes <= {str(c) for c in Outcome}, outcomes - {str(c) for c in Outcome}
    assert causes <= {str(c) for c in DeathCause}, causes - {str(c) for c in DeathCause}
