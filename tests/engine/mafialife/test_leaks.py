"""No leaks in the MafiaLife phase post, over generated nights (seed 004), and each move's
newspaper result `{done, by}` reaches only its mover.

Public: the day's vote and who is hanged, who died tonight, the winner. Secret: who
killed whom and how (frags, causes, mines, poison), the roles of the living, the deal's
items, levels and traits, blocks, redirects and protections (the notes), the night's
orders, their rejections and results.

1. Non-interference: the secret parts of the trace and the state are scrambled (frags,
   steps, causes, actions, messages, rejections, orders, the roles, counters and effects
   of the living) and the post must not change.
2. Words: no role's, item's or protection's name appears in the post, and no word of a
   night note (a redirect, a block, a protection, a mine).
3. Private results: every night move's result goes to its mover only, as `{done, by}`.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.export import private_messages, public_post
from engine.model.state import GameState, frozen_map
from engine.ruleset.load import builtin_ruleset
from engine.texts import render_message
from engine.trace import Death, PhaseTrace

from .helpers import play_phases
from .test_properties import nights

RS = builtin_ruleset("mafialife")
FORMATS = [(fmt, lang) for fmt in ("bbcode", "markdown") for lang in ("ru", "en")]
SECRET_WORDS = [k for k in RS.text if k.startswith(("word.", "counter."))]


def scramble(
    trace: PhaseTrace, state: GameState, rng: random.Random
) -> tuple[PhaseTrace, GameState]:
    names = [p.name for p in state.players]
    deaths = [
        Death(d.player, rng.choice(names), rng.randint(0, 11), rng.choice(["mine", "kill"]))
        if d.cause != "hanging"  # the hanging is the day's public vote
        else d
        for d in trace.deaths
    ]
    rng.shuffle(deaths)
    roles = list(RS.secret_roles)
    players = tuple(
        p
        if not p.alive
        else replace(
            p,
            secret_role=rng.choice(roles),
            effects=(),
            counters=frozen_map({"item.armor": rng.randint(0, 3)}),
        )
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
            notes=(),
        ),
        replace(state, players=players),
    )


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(nights(), st.randoms(use_true_random=False))
def test_the_post_shows_only_public_facts(
    night: tuple[list[Any], list[Any]], rng: random.Random
) -> None:
    players, orders = night
    votes = {p["name"]: rng.choice(players)["name"] for p in players}
    for res in play_phases(players, [{"orders": orders}, {"votes": votes, "orders": orders}]):
        for fmt, lang in FORMATS:
            post = public_post(RS, res.trace, res.state, fmt=fmt, lang=lang)
            trace2, state2 = scramble(res.trace, res.state, rng)
            assert public_post(RS, trace2, state2, fmt=fmt, lang=lang) == post
            for role in RS.secret_roles:
                assert RS.name("secret_role", role, lang) not in post, (role, post)
            for key in SECRET_WORDS:
                assert RS.template(key, lang) not in post, (key, post)
            for code in ("night_redirected", "night_blocked", "night_shield", "night_mine"):
                fixed = RS.template(f"note.{code}", lang).split("{")[0].strip()
                assert not fixed or fixed not in post, (code, post)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(nights())
def test_each_result_goes_to_its_mover_only(night: tuple[list[Any], list[Any]]) -> None:
    players, orders = night
    (res,) = play_phases(players, [{"orders": orders}])
    for m in res.trace.messages:
        assert any(o.actor == m.to and o.ability == m.ability for o in res.trace.orders), m
        assert set(m.result) >= {"done", "by"}
    for lang in ("ru", "en"):
        private = private_messages(RS, res.trace, lang=lang)
        lines = [(m, render_message(RS, m, lang)) for m in res.trace.messages]
        for name, text in private.items():
            own = {line for m, line in lines if m.to == name}
            shown = set(text.splitlines())  # one newspaper line a line («Вылечить СПИД → X»
            # holds «СПИД → X»: lines are compared whole)
            assert own and own <= shown, (name, text)
            for m, line in lines:
                if m.to != name and line not in own:
                    assert line not in shown, (name, m)  # another mover's newspaper line
