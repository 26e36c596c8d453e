"""Every core code (engine/model/codes.py) has a Russian and an English text, and the engine
emits no code outside its family: a code without a text shows the master a raw key."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from engine import builtin_ruleset, load_ruleset
from engine.model.codes import DeathCause, NoteCode, Outcome, Reason
from engine.resolution.report import phase_report
from engine.ruleset.load import ruleset_ids
from engine.scenario.load import load_scenario_text, resolve_game
from engine.texts import TEMPLATES, render_note
from engine.trace import Note

ENGINE = Path(__file__).resolve().parents[3] / "engine"
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
    keys = {
        k.split(".", 1)[1] for k in TEMPLATES if k.startswith(prefix + ".") and k not in GENERIC
    }
    assert keys == {str(c) for c in family}


def _core(path: Path) -> bool:
    """The core; not the rules' code (engine/effects/: each ruleset's own package, the
    families), whose codes the rulesets word in their `text:` sections (issue 27, item 5:
    AM-15's words left the core for am15.yaml)."""
    return path.relative_to(ENGINE).parts[0] != "effects"


def _source(core_only: bool = False) -> str:
    return "\n".join(
        p.read_text(encoding="utf-8")
        for p in sorted(ENGINE.rglob("*.py"))
        if _core(p) or not core_only
    )


def _ruleset_texts() -> set[str]:
    """Keys the bundled rulesets word themselves (`text:`): codes of their own effects."""
    return {key for rid in ruleset_ids() for key in builtin_ruleset(rid).text}


def test_every_note_the_engine_writes_has_a_text():
    """A core note is a NoteCode; the effects' notes are worded by the rulesets."""
    own = _ruleset_texts()
    written = set(re.findall(r'\bnote\(\s*"([a-z_]+)"', _source()))
    assert written, "the scan found no notes"
    core = set(re.findall(r'\bnote\(\s*"([a-z_]+)"', _source(core_only=True)))
    assert core <= {str(c) for c in NoteCode}, core - {str(c) for c in NoteCode}
    # AM-15's hit modifiers name their notes in its data (numbers.damage), worded by it
    modifiers = builtin_ruleset("am15").numbers["damage"]["modifiers"]
    named = {m[k] for m in modifiers for k in ("note", "limit_note") if m.get(k)}
    assert {"halved", "contract", "chief_physician"} <= named
    assert all(f"note.{c}" in own for c in named), named
    assert not [
        c for c in written if c not in NoteCode.__members__.values() and f"note.{c}" not in own
    ]


def test_every_reason_the_engine_rejects_with_has_a_text():
    own = _ruleset_texts()
    pattern = (r'return\s+\(?"([a-z_]+)",\s*[{"(]', r'\breject\([^,()]+,\s*"([a-z_]+)"')
    written = {c for p in pattern for c in re.findall(p, _source())}
    core = {c for p in pattern for c in re.findall(p, _source(core_only=True))}
    assert written, "the scan found no reasons"
    assert core <= {str(c) for c in Reason}, core - {str(c) for c in Reason}
    assert not [
        c for c in written if c not in Reason.__members__.values() and f"reason.{c}" not in own
    ]


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
    path.write_text(
        toy
        + """
text:
  note.own_code: {en: "its own note", ru: "своя заметка"}
  note.cap: {en: "cut in half", ru: "пополам"}
""",
        encoding="utf-8",
    )
    rs = load_ruleset(path)
    assert render_note(rs, Note("own_code", {}), "ru") == "своя заметка"
    assert render_note(rs, Note("own_code", {}), "en") == "its own note"
    assert render_note(rs, Note(NoteCode.CAP, {}), "en") == "cut in half"


def _literals(node: ast.expr) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _literals(node.body) + _literals(node.orelse)
    return []


def _call_args(name: str, position: int, core_only: bool = True) -> set[str]:
    """The string literals the core (or all the engine) passes as argument `position` of
    calls to `name`."""
    found: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        if core_only and not _core(path):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) <= position:
                continue
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called == name:
                found.update(_literals(node.args[position]))
    return found


@pytest.mark.parametrize(
    ("call", "family", "prefix"), [("act", Outcome, "outcome"), ("Death", DeathCause, "cause")]
)
def test_every_outcome_and_cause_the_engine_records_has_words(call, family, prefix):
    """An outcome (a death's cause) is the core's (Outcome, DeathCause) or worded by a
    ruleset (`text: outcome.<code>`): AM-15's «trap set», «contract placed» are am15.yaml's
    now. ctx.act(actor, ability, targets, outcome, ...), Death(player, frag, step, cause...)."""
    codes = _call_args(call, 3, core_only=False)
    assert len(codes) > (10 if call == "act" else 1)
    own = _ruleset_texts()
    core = {str(c) for c in family}
    assert [c for c in sorted(codes) if c not in core and f"{prefix}.{c}" not in own] == []
