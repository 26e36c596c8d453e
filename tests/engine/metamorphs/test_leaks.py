"""No leaks in the metamorphs phase post, over generated games (seed 003).

Public: the vote as written in the thread (each ballot, malformed votes and skips), who is
out by the vote or two skips, who died tonight and the role announced («При выбывании
статус игрока будет оглашен Ведущим»: `metamorph` for a converted player), the winner.
The revote's totals and the coin toss are public too (numbers.public_notes).
Secret: who killed whom, the heal and who was saved, checks, conversions of the living, the
living players' roles, night orders and their rejections, the master's questions.

1. Non-interference: the secret parts of the trace and the state are scrambled (frags,
   steps, causes' rulings, the order of deaths, actions, messages, rejections, questions,
   orders, the secret roles and effects of the living) and the post must not change.
2. Words: a role's name appears only when a player announced with that role died.
"""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.export import public_post
from engine.model.state import GameState, PhaseInput
from engine.trace import Death, PhaseTrace

from .test_properties import RS, phase_input, play, rulings

PUBLIC_NOTES = tuple(RS.numbers["public_notes"])  # the revote, the coin: said in the post
FORMATS = [(fmt, lang) for fmt in ("bbcode", "markdown") for lang in ("ru", "en")]


def scramble(
    trace: PhaseTrace, state: GameState, rng: random.Random
) -> tuple[PhaseTrace, GameState]:
    names = [p.name for p in state.players]
    deaths = [
        Death(d.player, rng.choice(names), rng.randint(0, 5), d.cause, (), None, d.extra)
        for d in trace.deaths
    ]
    rng.shuffle(deaths)
    roles = list(RS.secret_roles)
    players = tuple(
        p if not p.alive else replace(p, secret_role=rng.choice(roles), effects=())
        for p in state.players
    )
    return (
        replace(
            trace,
            deaths=tuple(deaths),
            steps=(),
            messages=(),
            rejected=(),
            questions=(),
            orders=(),
            notes=tuple(n for n in trace.notes if n.code in PUBLIC_NOTES),
        ),
        replace(state, players=players),
    )


@settings(max_examples=40, deadline=None)
@given(
    rulings,
    st.lists(phase_input(), min_size=1, max_size=3),
    st.integers(0, 3),
    st.randoms(use_true_random=False),
)
def test_the_post_shows_only_public_facts(
    rules: dict[str, str], phases: list[PhaseInput], seed: int, rng: random.Random
) -> None:
    for res in play(rules, phases, seed):
        shown = {str(d.extra["role_shown"]) for d in res.trace.deaths}
        for fmt, lang in FORMATS:
            post = public_post(RS, res.trace, res.state, fmt=fmt, lang=lang)
            trace2, state2 = scramble(res.trace, res.state, rng)
            assert public_post(RS, trace2, state2, fmt=fmt, lang=lang) == post
            words = post
            for faction in RS.factions:  # «Метаморфы» the side may win: not a role
                words = words.replace(RS.name("faction", faction, lang), "")
            for role in RS.secret_roles:
                if role not in shown:
                    assert RS.name("secret_role", role, lang) not in words, (role, post)
