"""A toy classic ruleset (tests/rulesets/toy_classic.yaml: 1 HP, a day vote, a night kill
and heal, alternating day and night) resolves through the same driver as AM-15, with none
of AM-15's rulings, numbers or statuses. What a master of such a game checks by hand."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import RulesetError, load_ruleset
from engine.model.state import GameState, Order, PhaseInput, PlayerSetup, frozen_map
from engine.resolution.driver import resolve_phase
from engine.ruleset.load import Ruleset
from engine.scenario.load import load_scenario_text, new_game

from ..conftest import Phase, run_scenario

TOY_FILE = Path(__file__).resolve().parents[2] / "rulesets" / "toy_classic.yaml"


@pytest.fixture(scope="module")
def toy() -> Ruleset:
    return load_ruleset(TOY_FILE)


def play(toy: Ruleset, phases: str, first: str | None = None) -> list[Phase]:
    rulings = f"rulings: {{first_phase: {first}}}\n" if first else ""
    text = (
        f"ruleset: toy_classic\n{rulings}players:\n"
        "  - {name: Maf, public: player, secret: mafioso}\n"
        "  - {name: Doc, public: player, secret: doctor}\n"
        "  - {name: Ann, public: player, secret: townie}\n"
        "  - {name: Bob, public: player, secret: townie}\n"
        f"phases:\n{phases}"
    )
    return run_scenario(load_scenario_text(text, "<toy>", toy))


def test_the_toy_ruleset_has_no_am15_rulings(toy: Ruleset) -> None:
    assert set(toy.rulings) == {"first_phase"}
    assert toy.default_hp == 1 and set(toy.numbers) == {"day_vote"}  # a family's only


def test_night_kill_and_the_doctor_saves(toy: Ruleset) -> None:
    """Night 1 (the default first phase): the mafioso kills Ann, the doctor heals Bob: Ann
    dies, frag to the mafioso; the trace says it was a night."""
    (p1,) = play(
        toy,
        "  - orders: [{actor: Maf, ability: kill, target: Ann},\n"
        "             {actor: Doc, ability: heal, target: Bob}]\n",
    )
    assert p1.trace.kind == "night"
    assert p1.dead() == ["Ann"] and p1.frag("Ann") == "Maf"
    assert not p1.alive("Ann") and p1.status("Ann") == "dead"
    assert p1.hp("Bob") == 1  # healed to 2, cut to the maximum at dawn
    (p1,) = play(
        toy,
        "  - orders: [{actor: Maf, ability: kill, target: Ann},\n"
        "             {actor: Doc, ability: heal, target: Ann}]\n",
    )
    assert p1.dead() == [] and p1.alive("Ann") and p1.hp("Ann") == 1


def test_day_vote_then_night(toy: Ruleset) -> None:
    """first_phase = day: phase 1 is a day (the vote executes Maf, frag none), phase 2 a
    night; the town wins when the mafia is gone."""
    p1, p2 = play(toy, "  - votes: {Doc: Maf, Ann: Maf, Bob: Maf}\n  - {}\n", first="day")
    assert (p1.trace.kind, p2.trace.kind) == ("day", "night")
    assert p1.executed == "Maf" and not p1.alive("Maf")
    assert p1.state.winner == "town"


def test_orders_of_the_wrong_phase_are_rejected(toy: Ruleset) -> None:
    """By day a secret ability is rejected (wrong_phase) and kept with its reason; the same
    order by night runs."""
    p1, p2 = play(
        toy,
        "  - orders: [{actor: Maf, ability: kill, target: Ann}]\n"
        "  - orders: [{actor: Maf, ability: kill, target: Ann}]\n",
        first="day",
    )
    assert p1.codes("Maf") == ["wrong_phase"] and p1.alive("Ann")
    assert p2.codes("Maf") == [] and not p2.alive("Ann")


def test_a_vote_by_night_is_rejected(toy: Ruleset) -> None:
    """Night 1 takes no vote: each ballot is kept as a rejected order, nobody executed."""
    (p1,) = play(toy, "  - votes: {Doc: Maf, Ann: Maf, Bob: Maf}\n")
    assert p1.codes() == ["wrong_phase"] * 3 and p1.executed is None
    assert all(r.data["ability"] == "vote" for r in p1.rejected())


def test_json_names_the_phase_kind(toy: Ruleset) -> None:
    p1, p2 = play(toy, "  - {}\n  - {}\n")
    data = [json.loads(json.dumps(p.trace.to_json())) for p in (p1, p2)]
    assert [d["kind"] for d in data] == ["night", "day"]
    from engine.trace import PhaseTrace

    assert PhaseTrace.from_json(data[1]).kind == "day"


def _variant(tmp_path: Path, old: str, new: str) -> Path:
    text = TOY_FILE.read_text(encoding="utf-8")
    assert old in text, old
    path = tmp_path / "toy.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        (
            "end_of_phase: [statuses, messages, apply_statuses, win, public]",
            "end_of_phase: [statuses, messages, win, public]",
            "phase kind night: hook 'deaths' needs hook 'apply_statuses'",
        ),
        ("sequence: [day, night]", "sequence: [day, dusk]", "unknown phase kind 'dusk'"),
        ("steps: {from: 1, to: 3}", "steps: {from: 1, to: 2}", "step 3 is in no phase kind"),
        ("orders: secret", "orders: sometimes", "orders must be all, public or secret"),
        ("first_phase: first_phase", "first_phase: who_starts", "unknown ruling 'who_starts'"),
        (
            'options: {day: "a day", night: "a night"}',
            'options: {day: "a day", night: "a night", dusk: "dusk"}',
            "option 'dusk' is not a phase kind",
        ),
    ],
)
def test_phase_and_hook_errors_name_the_line(
    tmp_path: Path, old: str, new: str, words: str
) -> None:
    path = _variant(tmp_path, old, new)
    with pytest.raises(RulesetError) as err:
        load_ruleset(path)
    assert words in str(err.value)
    assert err.value.file == str(path) and err.value.line is not None


def test_a_ruling_the_code_reads_offers_only_understood_options(tmp_path: Path) -> None:
    """heal_rounding is read by the heal helper (up/down); a third option would silently
    act as 'down', so it fails at load, naming the reader."""
    path = _variant(
        tmp_path,
        "rulings:\n",
        "rulings:\n  - id: heal_rounding\n"
        "    question: q\n    options: {up: up, sideways: sideways}\n"
        "    default: up\n    seed: s\n",
    )
    with pytest.raises(RulesetError, match="option 'sideways' is not understood"):
        load_ruleset(path)


def test_a_place_of_the_ruleset_closes_orders_with_its_own_words(tmp_path: Path) -> None:
    """A toy 'jail' status (location jail, acts: false): the jailed player's order is
    rejected as in_jail, the generic text names the ruleset's place; no AM-15 code."""
    path = _variant(
        tmp_path,
        "  - {id: alive, min_hp: 1, ru: жив, en: alive}\n",
        "  - {id: alive, min_hp: 2, ru: жив, en: alive}\n"
        "  - {id: jailed, min_hp: 1, max_hp: 1, location: jail, acts: false,\n"
        "     votes: false, ru: в тюрьме, en: jailed}\n",
    )
    text = path.read_text(encoding="utf-8").replace(
        "statuses:\n", "locations:\n  jail: {ru: Тюрьма, en: Jail}\n\nstatuses:\n"
    )
    path.write_text(text, encoding="utf-8")
    jail = load_ruleset(path)
    assert jail.place("jail").acts is False and jail.place("none").acts is True
    (p1,) = play(jail, "  - orders: [{actor: Maf, ability: kill, target: Ann}]\n")
    assert p1.codes("Maf") == ["in_jail"] and p1.location("Maf") == "jail"
    from engine.texts import render_reason

    assert (
        render_reason(jail, p1.rejected("Maf")[0], "en")
        == "Maf lies in Jail: this order is not possible there"
    )


NAMES = ("Maf", "Doc", "Ann", "Bob")
ORDER = st.tuples(
    st.sampled_from(NAMES), st.sampled_from(("kill", "heal", "vote")), st.sampled_from(NAMES)
)
PHASE = st.tuples(
    st.lists(ORDER, max_size=4),
    st.dictionaries(st.sampled_from(NAMES), st.sampled_from(NAMES), max_size=4),
)


@settings(deadline=None, max_examples=60)
@given(st.lists(PHASE, min_size=1, max_size=6), st.sampled_from(("day", "night")))
def test_toy_invariants(phases: list[Any], first: str) -> None:
    """Any orders and votes on the toy ruleset: no exception; phase kinds alternate; nobody
    alive at 0 HP; the dead stay dead; each death has at most one frag; JSON round-trips."""
    toy = load_ruleset(TOY_FILE)
    setups = [
        PlayerSetup(n, "player", r)
        for n, r in zip(NAMES, ("mafioso", "doctor", "townie", "townie"), strict=True)
    ]
    state = new_game(toy, setups, 1, {"first_phase": first})
    kinds = []
    for orders, votes in phases:
        phase = PhaseInput(tuple(Order(a, ab, (t,)) for a, ab, t in orders), frozen_map(votes))
        res = resolve_phase(toy, state, phase)
        kinds.append(res.trace.kind)
        for p in res.state.players:
            assert (p.hp > 0 and p.status == "alive") if p.alive else p.status == "dead"
            if not state.player(p.name).alive:
                assert not p.alive
        assert len({d.player for d in res.trace.deaths}) == len(res.trace.deaths)
        assert GameState.from_json(json.loads(json.dumps(res.state.to_json()))) == res.state
        state = res.state
    other = {"day": "night", "night": "day"}
    assert kinds == [first if i % 2 == 0 else other[first] for i in range(len(kinds))]


def test_a_ruleset_without_the_dead_status_fails_at_load(tmp_path: Path) -> None:
    path = _variant(tmp_path, "{id: dead, max_hp: 0,", "{id: gone, max_hp: 0,")
    with pytest.raises(RulesetError, match="a status 'dead' is needed"):
        load_ruleset(path)


def test_regen_now_must_name_a_ruling_with_same_phase(tmp_path: Path) -> None:
    path = _variant(
        tmp_path,
        "  - {id: alive, min_hp: 1, ru: жив, en: alive}\n",
        "  - {id: alive, min_hp: 2, ru: жив, en: alive}\n"
        "  - {id: sick, min_hp: 1, max_hp: 1, location: ward, regen: 1,\n"
        "     regen_now: first_phase, ru: болен, en: sick}\n",
    )
    text = path.read_text(encoding="utf-8").replace(
        "statuses:\n", "locations:\n  ward: {ru: Палата, en: Ward}\n\nstatuses:\n"
    )
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError, match="regen_now names 'first_phase'"):
        load_ruleset(path)


def test_ids_in_a_grant_s_effect_numbers_are_checked(tmp_path: Path) -> None:
    path = _variant(
        tmp_path,
        "faction: mafia, abilities: [kill]}",
        "faction: mafia,\n             abilities: [{ability: kill, "
        "effect: {outright_roles: [docter]}}]}",
    )
    with pytest.raises(
        RulesetError,
        match="role mafioso: ability kill: effect outright_roles: unknown secret role 'docter'",
    ) as err:
        load_ruleset(path)
    assert err.value.line is not None
