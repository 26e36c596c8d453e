"""Read the day's votes from thread posts: each post's verdict, each voter's ballot, the tally.

Our reading of «Любое, даже малейшее, отклонение от процедуры считается как неправильно
оформленный голос. Такой голос не засчитается, а игрок получит голос против себя»:
- every occurrence of the phrase (any case) outside a quote is an attempt at a vote;
- it is a vote if it is the form (VoteForm) and names a player in the game (any case);
- it is struck («Голос зачеркивается ... [s]...[/s]») when the phrase, or what follows it
  up to the name, lies inside a closed `[s]`: struck votes are ignored (a change);
- a voter's ballot is his one unstruck vote; none at all is a skip (a vote against
  himself); a deviating one, or unstruck votes for different players, is malformed (a vote
  against himself too). The same player named again unstruck is one vote, not a change.
Nothing is guessed: an unknown name is flagged with close names offered, never applied.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ..model.names import fold_name
from .bbcode import Span, inside, pairs, unclosed
from .form import QUOTE_TAG, STRIKE_TAGS, VoteForm
from .model import (
    AuthorProblem,
    Ballot,
    Mark,
    MarkKind,
    Outcome,
    PostReading,
    PostVerdict,
    Problem,
    Roll,
    VoteReading,
    VoteRules,
)
from .posts import Post

SNIPPET = 160
# after the phrase and before the name: only a colon, spaces and tags may stand
_LEAD = re.compile(r"(?:[\s:]|\[[^\[\]\n]*\])*")
_STRIKE_TAG = re.compile(r"\[/?(?:" + "|".join(STRIKE_TAGS) + r")\]", re.IGNORECASE)


class Names:
    """Player names as the thread writes them: any case, any spacing; nothing guessed."""

    def __init__(self, names: Iterable[str]) -> None:
        self.by_fold: dict[str, str | None] = {}
        for name in names:
            key = fold_name(name)
            self.by_fold[key] = None if key in self.by_fold else name  # None: ambiguous

    def find(self, written: str) -> tuple[str | None, Problem | None]:
        key = fold_name(written)
        if key not in self.by_fold:
            return None, Problem.UNKNOWN_NAME
        found = self.by_fold[key]
        return (found, None) if found is not None else (None, Problem.AMBIGUOUS_NAME)

    def close_to(self, written: str) -> tuple[str, ...]:
        import difflib  # only for a name nobody has: not loaded with the engine

        folded = difflib.get_close_matches(fold_name(written), list(self.by_fold), n=3, cutoff=0.6)
        return tuple(n for f in folded if (n := self.by_fold[f]) is not None)


def read_votes(posts: Sequence[Post], roll: Roll, rules: VoteRules) -> VoteReading:
    """The day's vote from the thread: pure, no guessing, never raises on odd text."""
    names = Names(roll.players)
    readings = tuple(read_post(p, roll, rules, names) for p in posts)
    ballots = tuple(_ballots(readings, roll, rules))
    totals: dict[str, int] = {}
    for b in ballots:
        totals[b.against] = totals.get(b.against, 0) + 1
    seat = {n: i for i, n in enumerate(roll.players)}
    ordered = dict(sorted(totals.items(), key=lambda kv: (-kv[1], seat.get(kv[0], 10**6))))
    top = max(ordered.values(), default=0)
    leaders = tuple(n for n, v in ordered.items() if v == top and top > 0)
    return VoteReading(readings, ballots, ordered, leaders)


def read_post(post: Post, roll: Roll, rules: VoteRules, names: Names | None = None) -> PostReading:
    names = names or Names(roll.players)
    text = post.text
    author, _ = names.find(post.author)
    author_problem: AuthorProblem | None = None
    if author is None:
        author_problem = AuthorProblem.UNKNOWN
    elif author not in roll.alive:
        author_problem = AuthorProblem.OUT
    elif author not in roll.voters:
        author_problem = AuthorProblem.NO_VOTE_RIGHT
    quotes = pairs(text, (QUOTE_TAG,))
    strikes = pairs(text, STRIKE_TAGS)
    forms = list(rules.form.pattern(rules.exact).finditer(text))
    marks: list[Mark] = []
    quoted = 0
    for occ in rules.form.phrase_pattern.finditer(text):
        if inside(occ.start(), quotes):
            quoted += 1
            continue
        marks.append(_mark(text, occ, forms, strikes, roll, names, rules.form))
    verdict = _verdict(marks, author_problem)
    return PostReading(
        post,
        author,
        verdict,
        tuple(marks),
        author_problem,
        quoted,
        unclosed(text, (QUOTE_TAG, *STRIKE_TAGS)),
    )


def _mark(
    text: str,
    occ: re.Match[str],
    forms: Sequence[re.Match[str]],
    strikes: Sequence[Span],
    roll: Roll,
    names: Names,
    form_of: VoteForm,
) -> Mark:
    form = next((f for f in forms if f.start() <= occ.start() < f.end()), None)
    if _struck(text, occ, strikes):
        written = _struck_name(text, occ, form_of)
        candidate = names.find(written)[0] if written else None
        if form is not None:
            return Mark(MarkKind.STRUCK, form.group(), form.start(), form.end(), written, candidate)
        shown, start, end = _snippet(text, occ)
        return Mark(MarkKind.STRUCK, shown, start, end, written, candidate)
    if form is None:
        shown, start, end = _snippet(text, occ)
        return Mark(
            MarkKind.MALFORMED,
            shown,
            start,
            end,
            problem=Problem.DEVIATION,
        )
    written = " ".join(form.group("name").split())
    found, problem = names.find(written)
    if found is not None and found not in roll.alive:
        problem, found = Problem.OUT_OF_GAME, None
    if found is None:
        return Mark(
            MarkKind.MALFORMED,
            form.group(),
            form.start(),
            form.end(),
            written,
            None,
            problem,
            names.close_to(written) if problem else (),
        )
    return Mark(MarkKind.VOTE, form.group(), form.start(), form.end(), written, found)


def _struck(text: str, occ: re.Match[str], strikes: Sequence[Span]) -> bool:
    if inside(occ.start(), strikes):
        return True
    lead = _LEAD.match(text, occ.end())
    end = lead.end() if lead is not None else occ.end()
    # a strike opened between the phrase and the name: «[s][color=#ff0000]Имя[/color][/s]»
    return any(occ.end() <= s.start < end + 1 and s.end > end for s in strikes)


def _struck_name(text: str, occ: re.Match[str], form: VoteForm) -> str | None:
    """The name a struck vote named, when the line is the form once the strike tags are
    taken out (for the master's eyes: «Дмитрий → Алиса»); None otherwise."""
    line_start = text.rfind("\n", 0, occ.start()) + 1
    line_end = text.find("\n", occ.end())
    line = text[line_start : len(text) if line_end < 0 else line_end]
    m = form.tolerant.search(_STRIKE_TAG.sub("", line))
    return " ".join(m.group("name").split()) if m is not None else None


def _snippet(text: str, occ: re.Match[str]) -> tuple[str, int, int]:
    """The line of a deviating or struck attempt (shortened to SNIPPET), and its span."""
    line_start = text.rfind("\n", 0, occ.start()) + 1
    line_end = text.find("\n", occ.end())
    line_end = len(text) if line_end < 0 else line_end
    raw = text[line_start:line_end]
    start = line_start + len(raw) - len(raw.lstrip())
    end = line_end - (len(raw) - len(raw.rstrip()))
    line = text[start:end]
    return (line if len(line) <= SNIPPET else line[: SNIPPET - 1] + "…"), start, end


def _verdict(marks: Sequence[Mark], author_problem: AuthorProblem | None) -> PostVerdict:
    kinds = {m.kind for m in marks}
    if not kinds:
        return PostVerdict.NO_VOTE
    if author_problem is not None and kinds != {MarkKind.STRUCK}:
        return PostVerdict.NOT_A_VOTER
    if MarkKind.MALFORMED in kinds:
        return PostVerdict.MALFORMED
    if MarkKind.VOTE in kinds:
        return PostVerdict.VOTE
    return PostVerdict.CHANGED


def _ballots(readings: Sequence[PostReading], roll: Roll, rules: VoteRules) -> Iterable[Ballot]:
    by_voter: dict[str, list[PostReading]] = {}
    for r in readings:
        if r.author is not None and r.author_problem is None:
            by_voter.setdefault(r.author, []).append(r)
    for voter in roll.players:
        if voter in roll.voters and voter in roll.alive:
            yield _ballot(voter, by_voter.get(voter, []), roll, rules)


def _ballot(voter: str, readings: Sequence[PostReading], roll: Roll, rules: VoteRules) -> Ballot:
    marks = [(r.post.number, m) for r in readings for m in r.marks]
    votes = [(n, m) for n, m in marks if m.kind is MarkKind.VOTE]
    bad = [n for n, m in marks if m.kind is MarkKind.MALFORMED]
    struck = tuple(
        str(m.candidate or m.written)
        for _, m in marks
        if m.kind is MarkKind.STRUCK and (m.candidate or m.written)
    )
    named = list(dict.fromkeys(str(m.candidate) for _, m in votes))
    numbers = tuple(dict.fromkeys(n for n, m in marks if m.kind is not MarkKind.STRUCK))
    before = int(roll.skips_before.get(voter, 0))
    if not bad and (len(named) == 1 or (named and rules.several == "last")):
        return Ballot(
            voter,
            Outcome.VOTE,
            str(votes[-1][1].candidate),
            numbers,
            struck,
            tuple(named) if len(named) > 1 else (),
            before,
        )
    if bad or named:
        skips = before + 1 if rules.malformed_is_skip else before
        return Ballot(
            voter,
            Outcome.MALFORMED,
            voter,
            numbers,
            struck,
            tuple(named) if len(named) > 1 else (),
            skips,
            _leaves(skips, rules),
        )
    skips = before + 1
    leaves = _leaves(skips, rules)
    return Ballot(
        voter, Outcome.SECOND_SKIP if leaves else Outcome.SKIP, voter, (), struck, (), skips, leaves
    )


def _leaves(skips: int, rules: VoteRules) -> bool:
    return rules.skips_to_leave is not None and skips >= rules.skips_to_leave
