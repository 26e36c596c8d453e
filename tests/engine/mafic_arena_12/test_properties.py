"""Properties of generated Mafic Arena XII games: no order set raises, the same input gives
the same game, HP is always the Hand's size, the state survives JSON, nobody holds a card
that is not in the collection."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.model.state import GameState, Order, PhaseInput, frozen_map
from engine.resolution.driver import resolve_phase
from engine.ruleset.load import builtin_ruleset
from engine.scenario.load import Scenario, load_scenario_text

RS = builtin_ruleset("mafic_arena_12")
CARDS = [
    "pistol",
    "crossfire",
    "surveillance_camera",
    "witness",
    "handcuffs",
    "bunker",
    "advice",
    "anonymous_letter",
    "rifle",
    "disguise",
    "rsvp",
    "preparation",
]
NAMES = ["Аня", "Кил", "Оля", "Шпи", "Бос"]
ROLES = ["civilian", "killer", "civilian", "spy", "boss"]
ACTIONS = [
    "play_hand",
    "play_sleeve",
    "play_side",
    "discard",
    "assist",
    "fill_side",
    "reorder",
    "heir",
    "vote",
]
SETTINGS = settings(
    deadline=None,
    max_examples=40,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

hands = st.lists(st.sampled_from(CARDS), min_size=1, max_size=7)
decks = st.lists(st.sampled_from(CARDS), max_size=6)


@st.composite
def orders(draw: Any) -> Order:
    actor = draw(st.sampled_from(NAMES))
    ability = draw(st.sampled_from(ACTIONS))
    target = draw(st.one_of(st.none(), st.sampled_from(NAMES)))
    params: dict[str, Any] = {}
    if draw(st.booleans()):
        params["card"] = draw(st.sampled_from([*CARDS, "nonsense"]))
    if draw(st.booleans()):
        params["cards"] = draw(st.lists(st.sampled_from(CARDS), max_size=4))
    if draw(st.booleans()):
        params["accuse"] = draw(st.lists(st.sampled_from(CARDS), max_size=2))
    if draw(st.booleans()):
        params["text"] = draw(st.text(max_size=10))
    return Order(actor, ability, () if target is None else (target,), frozen_map(params))


@st.composite
def games(draw: Any) -> tuple[Scenario, list[PhaseInput]]:
    lines = [
        "ruleset: mafic_arena_12",
        f"seed: {draw(st.integers(0, 10**6))}",
        f"rulings: {{first_phase: {draw(st.sampled_from(['night', 'day']))}}}",
        "players:",
    ]
    for name, role in zip(NAMES, ROLES, strict=True):
        lines.append(
            f"  - {{name: {name}, public: {name}-класс, secret: {role}, "
            f"hand: {json.dumps(draw(hands))}, deck: {json.dumps(draw(decks))}}}"
        )
    scenario = load_scenario_text("\n".join(lines) + "\n", "gen.yaml")
    phases = []
    for _ in range(draw(st.integers(1, 4))):
        batch = draw(st.lists(orders(), max_size=10))
        votes = {
            o.actor: (o.targets[0] if o.targets else "peace") for o in batch if o.ability == "vote"
        }
        phases.append(PhaseInput(tuple(o for o in batch if o.ability != "vote"), frozen_map(votes)))
    return scenario, phases


def play(scenario: Scenario, phases: list[PhaseInput]) -> list[Any]:
    state = scenario.start()
    out = []
    for phase in phases:
        res = resolve_phase(RS, state, phase)
        out.append(res)
        state = res.state
    return out


@SETTINGS
@given(games())
def test_generated_games_resolve_the_same_twice(game: tuple[Scenario, list[PhaseInput]]) -> None:
    scenario, phases = game
    first, second = play(scenario, phases), play(scenario, phases)
    assert [r.state.to_json() for r in first] == [r.state.to_json() for r in second]
    assert [r.trace.to_json() for r in first] == [r.trace.to_json() for r in second]


@SETTINGS
@given(games())
def test_hp_is_the_hands_size_and_state_survives_json(
    game: tuple[Scenario, list[PhaseInput]],
) -> None:
    scenario, phases = game
    for res in play(scenario, phases):
        containers = res.state.extra["mafic_arena_12"]["players"]
        for p in res.state.players:
            assert p.hp == len(containers[p.name]["hand"]), p.name
            assert p.alive == (p.hp > 0)
        again = GameState.from_json(json.loads(json.dumps(res.state.to_json())))
        assert again == res.state
        # every HP event is ±cards: never below 0
        for step in res.trace.steps:
            assert all(e.hp_after >= 0 for e in step.events)


@SETTINGS
@given(games())
def test_nothing_secret_reaches_the_public_post(game: tuple[Scenario, list[PhaseInput]]) -> None:
    """«Количество карт в Руке каждого игрока все узнают»; Sleeve, Side, Deck, the cards
    themselves, secret roles and who voted for whom never reach the public post."""
    from engine.export import public_post

    scenario, phases = game
    secret_words = [
        *(RS.template(f"source.{c}", lang) for c in CARDS for lang in ("ru", "en")),
        *(RS.name("secret_role", r, "ru") for r in set(ROLES)),
        "Рукав",
        "Сайд",
        "Колода",
    ]
    for res in play(scenario, phases):
        post = public_post(RS, res.trace, res.state, fmt="bbcode", lang="ru")
        for word in secret_words:
            assert word not in post, word
        for ballot in res.trace.votes.ballots:
            assert f"{ballot.voter} → {ballot.candidate}" not in post
        for p in res.state.players:
            if p.alive:
                assert f"Рука {p.hp}" in post
