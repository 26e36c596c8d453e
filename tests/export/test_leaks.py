"""No leaks: over random whole games, the public post shows nothing secret, and each
private result reaches exactly its owner.

How the HP assertion is made meaningful (an HP of 2 and a vote total of 2 look alike):
1. Numeric-free: the post is rendered with templates that print no number of their own
   (conftest.NUMERIC_FREE), player names and the deadline hold no digit, so a post with
   any digit at all leaked a number from the data.
2. Provenance: with the bundled templates every number in the post must be one of the
   public numbers of the phase (phase numbers, vote weights and totals, votes cast and
   half of them, dead counts), as formatted.
3. Non-interference: the secret parts of the trace and the state (HP, true statuses,
   locations, marks, steps, frags and causes, messages, orders, rejections, questions,
   secret roles and factions, the engine's order of deaths and changes) are scrambled,
   and the post must come out byte for byte the same. So the post is a function of the
   public facts only, whatever the templates say.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace
from pathlib import Path

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from engine.export import (
    load_templates,
    private_messages,
    public_phase,
    public_post,
    render_public_post,
)
from engine.export.markup import ZWSP, PostFormat, escape
from engine.export.post import number
from engine.export.public import PublicPhase
from engine.model.state import GameState
from engine.texts import render_message
from engine.trace import Death, Message, PhaseTrace, PlayerSummary, PublicSummary

from .conftest import examples
from .games import NASTY_NAMES, RS, play, role_words
from .markup_check import bbcode_tags, markdown_tokens

SETTINGS = settings(
    max_examples=examples(50),
    deadline=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
)
FORMATS = [(fmt, lang) for fmt in PostFormat for lang in ("ru", "en")]
ROLE_WORDS = [w.casefold() for w in role_words()]
DEADLINE = {"ru": "завтра вечером", "en": "tomorrow evening"}
NUMBER = re.compile(r"\d+(?:[.,]\d+)?")


def unescape(text: str) -> str:
    """The text as a reader sees it (close enough for searching): no escapes, no ZWSP."""
    return re.sub(r"\\(.)", r"\1", text).replace(ZWSP, "")


def test_the_names_are_fit_for_the_leak_checks() -> None:
    for name in NASTY_NAMES:
        assert not re.search(r"\d", name), name
        folded = name.casefold()
        assert not any(word in folded for word in ROLE_WORDS), name
    for status in RS.statuses:  # a role word in a public status name would be a false alarm
        for word in ROLE_WORDS:
            assert word not in status.names.ru.casefold()
            assert word not in status.names.en.casefold()
    for prole in RS.public_roles.values():  # no public role is named like a secret role
        for word in ROLE_WORDS:
            assert word not in prole.names.ru.casefold(), (prole.id, word)
            assert word not in prole.names.en.casefold(), (prole.id, word)


def tally(trace: PhaseTrace) -> None:
    """What the generated phases hold (`--hypothesis-show-statistics`)."""
    pub = trace.public
    event(f"phase {trace.number}")
    for label, present in [
        ("an execution", pub.executed is not None),
        ("a death", bool(pub.deaths)),
        ("a status change", bool(pub.status_changes)),
        ("a contract or hunt", bool(pub.announcements)),
        ("a faction reveal", pub.reveal is not None),
        ("a winner or draw", pub.winner is not None or pub.draw),
        (
            "a shown status differs from the true one",
            any(p.alive and p.public_status != p.status for p in trace.players),
        ),
        ("a check result", any(m.delivered for m in trace.messages)),
        ("a result held in coma", any(m.withheld == "coma" for m in trace.messages)),
        (
            "a held result delivered on waking",
            any(m.delivered and m.phase < trace.number for m in trace.messages),
        ),
        ("a weighted or adjusted vote", any(b.weight != 1 for b in trace.votes.ballots)),
    ]:
        if present:
            event(label)


def public_numbers(trace: PhaseTrace, lang: str) -> set[str]:
    values: list[float] = [
        trace.number,
        trace.number + 1,
        trace.votes.cast,
        trace.votes.cast / 2,
        len(trace.public.deaths),
        1,
    ]
    values += [abs(b.weight) for b in trace.votes.ballots]
    values += [b.weight for b in trace.votes.ballots]
    values += list(trace.votes.totals.values())
    values += [abs(v) for v in trace.votes.totals.values()]
    values += list((trace.public.reveal or {}).values())
    return {number(v, lang).replace("−", "") for v in values}


def scramble(
    trace: PhaseTrace, state: GameState, rnd: random.Random
) -> tuple[PhaseTrace, GameState]:
    """The same public facts with every secret part changed (a vote that did not count
    is public: it was written in the thread)."""
    names = [p.name for p in trace.players]
    statuses = [s.id for s in RS.statuses]
    players = tuple(
        PlayerSummary(
            p.name,
            rnd.randint(-50, 300),
            rnd.randint(1, 300),
            rnd.choice(statuses),
            p.public_status,
            p.alive,
            rnd.choice(["none", "hospital", "coma"]),
            rnd.randint(0, 3),
            ("trap", "contract") if rnd.random() < 0.5 else (),
        )
        for p in trace.players
    )
    deaths = tuple(
        Death(
            d.player, rnd.choice(names), rnd.randint(0, 33), rnd.choice(["hp", "kill", "execution"])
        )
        for d in trace.deaths
    )
    pub = trace.public
    shuffled_deaths = list(pub.deaths)
    rnd.shuffle(shuffled_deaths)
    changes = list(pub.status_changes)
    rnd.shuffle(changes)
    fake_message = Message(
        rnd.choice(names), "dossier", rnd.choice(names), {"peaceful": True}, trace.number
    )
    scrambled = replace(
        trace,
        steps=(),
        deaths=deaths,
        players=players,
        start={n: rnd.randint(1, 200) for n in names},
        messages=(fake_message,),
        rejected=tuple(r for r in trace.rejected if r.order.ability == "vote"),
        questions=(),
        orders=(),
        rulings={},
        warnings=(),
        notes=(),
        public=PublicSummary(
            pub.executed,
            tuple(shuffled_deaths),
            tuple(changes),
            pub.announcements,
            pub.reveal,
            pub.winner,
            pub.draw,
        ),
    )
    roles = sorted(RS.secret_roles)
    state2 = replace(
        state,
        players=tuple(
            replace(
                p,
                secret_role=rnd.choice(roles),
                faction=rnd.choice(sorted(RS.factions)),
                hp=rnd.randint(-10, 200),
                max_hp=rnd.randint(50, 200),
                status=rnd.choice(statuses),
                effects=(),
                counters={},
                charges_used={},
            )
            for p in state.players
        ),
    )
    return scrambled, state2


@SETTINGS
@given(data=st.data())
def test_no_public_post_leaks_anything_secret(
    data: st.DataObject, numeric_free_templates: Path
) -> None:
    rnd = random.Random(data.draw(st.integers(0, 2**32), label="scramble seed"))
    for played in play(data):
        trace, state = played.result.trace, played.result.state
        tally(trace)
        secret_lines: set[str] = set()
        for m in trace.messages:
            for lang in ("ru", "en"):
                secret_lines.add(render_message(RS, m, lang))
        for fmt, lang in FORMATS:
            post = public_post(RS, trace, state, fmt=fmt, lang=lang, deadline=DEADLINE[lang])
            seen = unescape(post)
            folded = seen.casefold()
            # no secret role name, in either language
            for word in ROLE_WORDS:
                assert word not in folded, (word, post)
            # no check result, no private message line
            for line in secret_lines:
                assert line not in seen, (line, post)
            for pm in private_messages(RS, trace, fmt=fmt, lang=lang).values():
                for pm_line in pm.splitlines()[1:]:  # the first line is the header
                    assert pm_line not in post, (pm_line, post)
            # every number is a public one
            allowed = public_numbers(trace, lang)
            for found in NUMBER.findall(seen):
                assert found in allowed, (found, sorted(allowed), post)
            # numeric-free templates: no digit at all
            bare = public_post(
                RS,
                trace,
                state,
                fmt=fmt,
                lang=lang,
                deadline=DEADLINE[lang],
                folder=numeric_free_templates,
            )
            assert not re.search(r"\d", bare), bare
            # non-interference: the secret parts do not change a byte of the post
            scrambled_trace, scrambled_state = scramble(trace, state, rnd)
            assert (
                public_post(
                    RS,
                    scrambled_trace,
                    scrambled_state,
                    fmt=fmt,
                    lang=lang,
                    deadline=DEADLINE[lang],
                )
                == post
            )


def expected_line(
    tpl_private_line: str, tpl_late: str, m: Message, phase: int, fmt: PostFormat, lang: str
) -> str:
    text = escape(fmt, render_message(RS, m, lang))
    if m.phase < phase:
        return tpl_late.replace("$text", text).replace("$origin", str(m.phase))
    return tpl_private_line.replace("$text", text)


@SETTINGS
@given(data=st.data())
def test_every_result_reaches_exactly_its_owner(data: st.DataObject) -> None:
    for played in play(data):
        trace = played.result.trace
        where = {p.name: p for p in trace.players}
        for fmt, lang in FORMATS:
            tpl = load_templates(RS.id, fmt, lang)
            line_t, late_t = tpl.texts["private_line"].template, tpl.texts["private_late"].template
            pms = private_messages(RS, trace, fmt=fmt, lang=lang)
            lines = {name: set(text.splitlines()) for name, text in pms.items()}
            owners_of: dict[str, set[str]] = {}
            for m in trace.messages:
                if m.delivered:
                    line = expected_line(line_t, late_t, m, trace.number, fmt, lang)
                    owners_of.setdefault(line, set()).add(m.to)
            for line, owners in owners_of.items():
                for name in owners:
                    assert line in lines.get(name, set()), (name, line, pms.get(name))
                for name, have in lines.items():
                    if name not in owners:
                        assert line not in have, (name, line)
            # a message goes to exactly the owners of delivered results (the engine decides
            # delivery: coma holds, the dead get none, ruling mortally_wounded_messages);
            # nobody in a coma gets one
            assert set(pms) == {m.to for m in trace.messages if m.delivered}
            for name in pms:
                assert where[name].location != "coma", name
            for m in trace.messages:
                if not m.delivered:
                    line = expected_line(line_t, late_t, m, trace.number, fmt, lang)
                    assert (
                        m.to not in pms
                        or line not in lines[m.to]
                        or m.to in owners_of.get(line, set())
                    )
            # and each message line of a PM is a result of its owner (nothing else slips in)
            for name, have in lines.items():
                body = have - {pms[name].splitlines()[0]}
                assert body <= {ln for ln, who in owners_of.items() if name in who}, name


def rename_facts(facts: PublicPhase, new: dict[str, str]) -> PublicPhase:
    def n(name: str | None) -> str | None:
        return None if name is None else new.get(name, name)

    return replace(
        facts,
        ballots=tuple(
            replace(b, voter=new[b.voter], candidate=new[b.candidate]) for b in facts.ballots
        ),
        ignored_votes=tuple(
            (new.get(v, v), new.get(c, c), code) for v, c, code in facts.ignored_votes
        ),
        totals={new[k]: v for k, v in facts.totals.items()},
        executed=n(facts.executed),
        deaths=tuple(new[d] for d in facts.deaths),
        status_changes=tuple((new[p], a, b) for p, a, b in facts.status_changes),
        announcements=tuple((k, new[t]) for k, t in facts.announcements),
        roster=tuple(replace(e, name=new[e.name]) for e in facts.roster),
    )


def rename_message(m: Message, new: dict[str, str]) -> Message:
    def walk(value: object) -> object:
        if isinstance(value, str):
            return new.get(value, value)
        if isinstance(value, (list, tuple)):
            return tuple(walk(v) for v in value)
        return value

    result = {
        k: (walk(v) if k in ("targets", "visitors", "nagant_target", "victim") else v)
        for k, v in m.result.items()
    }
    return replace(m, to=new[m.to], target=walk(m.target), result=result)  # type: ignore[arg-type]


@SETTINGS
@given(data=st.data())
def test_names_never_add_or_break_markup(data: st.DataObject) -> None:
    """The same phase with hostile names and with plain ones (P1, P2...) has the same
    BBCode tags and the same active Markdown, in the post and in every private message."""
    for played in play(data):
        trace, state = played.result.trace, played.result.state
        new = {p.name: f"P{i}" for i, p in enumerate(trace.players, start=1)}
        facts = public_phase(trace, state, tuple(RS.factions))
        plain_facts = rename_facts(facts, new)
        plain_trace = replace(
            trace,
            players=tuple(replace(p, name=new[p.name]) for p in trace.players),
            messages=tuple(rename_message(m, new) for m in trace.messages),
        )
        for fmt, lang in FORMATS:
            tpl = load_templates(RS.id, fmt, lang)
            tokens = bbcode_tags if fmt is PostFormat.BBCODE else markdown_tokens
            hostile = render_public_post(RS, facts, tpl, DEADLINE[lang])
            calm = render_public_post(RS, plain_facts, tpl, DEADLINE[lang])
            assert tokens(hostile) == tokens(calm), hostile
            hostile_pms = private_messages(RS, trace, templates=tpl)
            calm_pms = private_messages(RS, plain_trace, templates=tpl)
            assert [new[n] for n in hostile_pms] == list(calm_pms)
            for name, text in hostile_pms.items():
                assert tokens(text) == tokens(calm_pms[new[name]]), text
