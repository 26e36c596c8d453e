"""An English forum game's day read from its thread: the rules from the ruleset, the slots from
the game's state, the reading as JSON (docs/rules-mafiascum.md, «JSON», `votes parse`).

A ruleset reads its day this way when it declares `numbers: {vote_post: {markup: forum}}` (a
ruleset with a Russian form declares `template`/`phrase` instead); `votes parse --forum` reads
any game's roll this way. The rulings (ids of the spec, each optional in a ruleset, defaults
as the spec's): `no_lynch_threshold`, `deadline_outcome`, `double_voter_quota`,
`shorthand_votes` (`exact`, `unique_prefix`, `nicknames`), `spoiler_votes` (`hidden`,
`counted`), `bold_votes` (`containing`, `starting`), `plain_votes` (`ignored`, `counted`),
`vote_count_posts` (`ignored`; `record`: the moderators' vote counts reset the standing votes).
Scenario keys read when the ruleset declares them: `moderators` (top), `aliases`,
`vote_weight` (per player); `one_less_for_no_lynch: true` arrives as the ruling
`no_lynch_threshold: one_less` (the ruleset's `scenario: flag_rulings`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any

from ..model.state import GameState
from ..ruleset.load import Ruleset
from .majority import (
    DayCount,
    DeadlineOutcome,
    MajorityRules,
    NoLynchThreshold,
    Quota,
    count_day,
)
from .markup import MarkupReading
from .posts import Post
from .slots import NO_LYNCH, Shorthand, Slot

FORUM = "forum"


def reads_forum(ruleset: Ruleset) -> bool:
    data = ruleset.numbers.get("vote_post")
    return isinstance(data, Mapping) and data.get("markup") == FORUM


def _choice(value: str | None, kind: Callable[[str], Any], default: Any) -> Any:
    try:
        return default if value is None else kind(value)
    except ValueError:
        return default  # a ruling value this reader does not know: the spec's default


def forum_rules(
    ruleset: Ruleset, rulings: Mapping[str, str], state: GameState | None = None
) -> MajorityRules:
    """The day's rulings: the game's choice, else the ruleset's default, else the spec's."""

    def rule(rid: str) -> str | None:
        if rid in rulings:
            return rulings[rid]
        found = ruleset.rulings.get(rid)
        return None if found is None else found.default

    # the scenario's `one_less_for_no_lynch: true` is its ruling no_lynch_threshold: one_less
    # (engine.scenario.keys), so step 0 and this reading see the same rulings
    return MajorityRules(
        no_lynch_threshold=_choice(
            rule("no_lynch_threshold"), NoLynchThreshold, NoLynchThreshold.MAJORITY
        ),
        deadline_outcome=_choice(
            rule("deadline_outcome"), DeadlineOutcome, DeadlineOutcome.NO_LYNCH
        ),
        quota=_choice(rule("double_voter_quota"), Quota, Quota.PLAYERS),
        shorthand=_choice(rule("shorthand_votes"), Shorthand, Shorthand.NICKNAMES),
        moderator_counts=rule("vote_count_posts") == "record",
        markup=MarkupReading(
            spoilers_hidden=rule("spoiler_votes") != "counted",
            plain_lines=rule("plain_votes") == "counted",
            bold_anywhere=rule("bold_votes") != "starting",
        ),
    )


def _top(state: GameState | None) -> Mapping[str, Any]:
    ext = {} if state is None else state.extra.get("scenario", {})
    top = ext.get("top", {}) if isinstance(ext, Mapping) else {}
    return top if isinstance(top, Mapping) else {}


def _player_ext(state: GameState, name: str) -> Mapping[str, Any]:
    ext = state.extra.get("scenario", {})
    players = ext.get("players", {}) if isinstance(ext, Mapping) else {}
    found = players.get(name, {}) if isinstance(players, Mapping) else {}
    return found if isinstance(found, Mapping) else {}


def _weight(ruleset: Ruleset, state: GameState, name: str, secret: str) -> int:
    given = _player_ext(state, name).get("vote_weight")
    if isinstance(given, int) and not isinstance(given, bool) and given > 0:
        return given
    role = ruleset.secret_roles.get(secret)
    weight = getattr(role, "vote_weight", None)
    return max(1, int(weight)) if isinstance(weight, (int, Fraction)) else 1


def forum_slots(ruleset: Ruleset, state: GameState) -> tuple[list[Slot], list[Slot]]:
    """The living slots (seating order) and the dead ones, with aliases and weights."""
    living: list[Slot] = []
    dead: list[Slot] = []
    for p in state.players:
        aliases = _player_ext(state, p.name).get("aliases", [])
        # the game's extra holds lists frozen as tuples
        names = tuple(str(a) for a in aliases) if isinstance(aliases, (list, tuple)) else ()
        slot = Slot(p.name, names, _weight(ruleset, state, p.name, p.secret_role))
        (living if p.alive else dead).append(slot)
    return living, dead


def moderators(state: GameState) -> tuple[str, ...]:
    found = _top(state).get("moderators", [])
    return tuple(str(m) for m in found) if isinstance(found, (list, tuple)) else ()


def read_forum_day(
    posts: Sequence[Post], ruleset: Ruleset, state: GameState, rulings: Mapping[str, str]
) -> DayCount:
    """The day after `state` read from its posts, by the game's slots and rulings."""
    posts = [_numbered(p) for p in posts]
    living, dead = forum_slots(ruleset, state)
    rules = forum_rules(ruleset, rulings, state)
    return count_day(posts, living, rules, dead, moderators=moderators(state))


_NOTE_NUMBER = re.compile(r"^\s*(?:#|post\s*#?\s*)?(\d+)\b", re.IGNORECASE)


def _numbered(post: Post) -> Post:
    """`=== Author | #451`: a text post's note that starts with a number is its forum number."""
    if post.forum is not None or not post.note:
        return post
    m = _NOTE_NUMBER.match(post.note)
    return post if m is None else replace(post, forum=int(m.group(1)))


def day_json(count: DayCount) -> dict[str, Any]:
    """`votes parse --json` for a forum game: the posts, ballots and tally as the contract
    has them, plus majority, hammer, lynched and what the deadline would give."""
    totals = count.totals()
    top = max(totals.values(), default=0)
    leaders = [t for t, n in totals.items() if n == top and top > 0]
    ballots = []
    for s in count.slots:
        target = count.votes.get(s.name)
        outcome = "none" if target is None else "no_lynch" if target == NO_LYNCH else "vote"
        against = target if outcome == "vote" else None
        ballots.append(
            {"voter": s.name, "outcome": outcome, "against": against, "weight": s.weight}
        )
    hammer = count.hammer
    return {
        "posts": [p.to_json() for p in count.posts],
        "ballots": ballots,
        "totals": totals,
        "leaders": leaders,
        "tie": len(leaders) > 1,
        "majority": count.majority,
        "no_lynch_threshold": count.no_lynch_threshold,
        "lynched": count.lynched,
        "hammer": None if hammer is None else {"index": hammer.index, "number": hammer.number},
        "at_deadline": count.at_deadline,
        "ignored_after_hammer": list(count.after_hammer),
        "wagons": count.wagons(),
        "not_voting": [s.name for s in count.slots if s.name not in count.votes],
        "ignored": [{"post": n, **r.to_json()} for n, r in count.flagged],
    }


def forum_parse(
    source: str,
    posts: Sequence[Post],
    ruleset: Ruleset,
    state: GameState,
    rulings: Mapping[str, str],
    as_json: bool,
    lang: str = "en",
) -> int:
    """`votes parse` for a forum day: JSON (`--json`) or the reading in words."""
    import json
    import sys

    from .forum_report import report

    count = read_forum_day(posts, ruleset, state, rulings)
    if as_json:
        data = {"file": source, "day": state.phase + 1, **day_json(count)}
        json.dump(data, sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(report(count, lang))
    return 0
