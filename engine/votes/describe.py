"""A reading in words (Russian or English): one line per post, per ballot, the totals.

The CLI prints these and the console shows them next to each post.
"""

from __future__ import annotations

from ..texts import render
from .model import Ballot, MarkKind, Outcome, PostReading, PostVerdict, Problem, VoteReading


def problem_text(problem: Problem, written: str | None, close: tuple[str, ...], lang: str) -> str:
    hint = render(None, "votes.close", {"names": ", ".join(close)}, lang) if close else ""
    return render(
        None, f"votes.problem.{problem.value}", {"written": written or "?", "close": hint}, lang
    )


def verdict_text(reading: PostReading, lang: str) -> str:
    """What the post counts as, e.g. «голос против: Борис» or «не засчитан: Гена уже выбыл»."""
    v = reading.verdict
    if v is PostVerdict.NOT_A_VOTER and reading.author_problem is not None:
        why = render(
            None,
            f"votes.author.{reading.author_problem.value}",
            {"author": reading.post.author},
            lang,
        )
        return render(None, "votes.verdict.not_a_voter", {"problem": why}, lang)
    if v is PostVerdict.MALFORMED:
        bad = next(m for m in reading.marks if m.kind is MarkKind.MALFORMED)
        assert bad.problem is not None
        return render(
            None,
            "votes.verdict.malformed",
            {"problem": problem_text(bad.problem, bad.written, bad.suggestions, lang)},
            lang,
        )
    if v is PostVerdict.CHANGED:
        struck = [
            m.candidate or m.written or "?" for m in reading.marks if m.kind is MarkKind.STRUCK
        ]
        return render(None, "votes.verdict.changed", {"struck": ", ".join(struck)}, lang)
    if v is PostVerdict.VOTE:
        return render(None, "votes.verdict.vote", {"candidate": reading.candidate}, lang)
    return render(None, "votes.verdict.no_vote", {}, lang)


def post_notes(reading: PostReading, lang: str) -> list[str]:
    notes = []
    if reading.quoted:
        notes.append(render(None, "votes.quoted", {"count": reading.quoted}, lang))
    if reading.unclosed:
        notes.append(render(None, "votes.unclosed", {"count": reading.unclosed}, lang))
    return notes


def ballot_text(ballot: Ballot, lang: str) -> str:
    line = render(
        None,
        f"votes.ballot.{ballot.outcome.value}",
        {"voter": ballot.voter, "against": ballot.against, "skips": ballot.skips},
        lang,
    )
    extra = []
    if ballot.several:
        extra.append(
            render(None, "votes.problem.several", {"names": ", ".join(ballot.several)}, lang)
        )
    if ballot.changed_from and ballot.outcome is Outcome.VOTE:
        extra.append(
            render(
                None, "votes.ballot.changed_from", {"names": " → ".join(ballot.changed_from)}, lang
            )
        )
    if ballot.leaves and ballot.outcome is not Outcome.SECOND_SKIP:
        extra.append(render(None, "votes.ballot.leaves", {"skips": ballot.skips}, lang))
    return line + (f" — {'; '.join(extra)}" if extra else "")


def report(reading: VoteReading, lang: str) -> str:
    """The whole reading as the master checks it: posts, ballots, totals."""
    out: list[str] = []
    for r in reading.posts:
        where = f" · {r.post.note}" if r.post.note else ""
        out.append(f"#{r.post.number} {r.post.author}{where}: {verdict_text(r, lang)}")
        for m in r.marks:
            sign = {"vote": "✓", "struck": "–", "malformed": "✗"}[m.kind.value]
            out.append(f"    {sign} {m.text}")
        out.extend(f"    · {n}" for n in post_notes(r, lang))
    out.append("")
    out.append(render(None, "votes.ballots", {}, lang) + ":")
    out.extend(f"  {ballot_text(b, lang)}" for b in reading.ballots)
    out.append("")
    totals = ", ".join(f"{name} {count}" for name, count in reading.totals.items())
    out.append(
        f"{render(None, 'votes.totals', {}, lang)}: "
        f"{totals or render(None, 'votes.none', {}, lang)}"
    )
    if reading.tie:
        out.append(render(None, "votes.tie", {"names": ", ".join(reading.leaders)}, lang))
    elif reading.leaders:
        out.append(render(None, "votes.leader", {"name": reading.leaders[0]}, lang))
    return "\n".join(out) + "\n"
