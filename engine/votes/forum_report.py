"""A forum day's reading in words (English or Russian): each post with marks, the wagons in
the site's vote count form, majority and hammer. The CLI prints it; `--json` gives the data."""

from __future__ import annotations

from ..texts import render
from .majority import DayCount, PostCount, PostVerdict
from .slots import NO_LYNCH


def _name(target: str | None, lang: str) -> str:
    if target == NO_LYNCH:
        return render(None, "fvotes.no_lynch", {}, lang)
    return target or "?"


def post_line(p: PostCount, lang: str) -> str:
    key = f"fvotes.verdict.{p.verdict.value}"
    verdict = render(None, key, {"target": _name(p.target, lang)}, lang)
    line = f"#{p.number} {p.post.author}: {verdict}"
    # a non-voter's marks (the moderator's «[vote]name[/vote]» how-to) change nothing: their
    # names are not flagged
    for m in p.marks if p.slot is not None else ():
        if m.name is not None and m.name.problem is not None:
            close = m.name.suggestions
            hint = render(None, "fvotes.close", {"names": ", ".join(close)}, lang) if close else ""
            problem = render(
                None, f"fvotes.problem.{m.name.problem.value}", {"written": m.name.written}, lang
            )
            line += f"\n    ✗ {problem}{hint}"
    return line


def report(count: DayCount, lang: str) -> str:
    out = [post_line(p, lang) for p in count.posts if p.verdict is not PostVerdict.NO_VOTE]
    out.append("")
    out += tally_lines(count, lang)
    return "\n".join(out) + "\n"


def tally_lines(count: DayCount, lang: str) -> list[str]:
    """The wagons in the site's form, who is not voting, the majority, the hammer (or what
    the deadline would give): the CLI's report and the console's thread paste."""
    out: list[str] = []
    totals = count.totals()
    for target, voters in sorted(count.wagons().items(), key=lambda kv: -totals[kv[0]]):
        values = {
            "target": _name(target, lang),
            "count": totals[target],
            "voters": ", ".join(voters),
        }
        out.append(render(None, "fvotes.wagon", values, lang))
    idle = [s.name for s in count.slots if s.name not in count.votes]
    out.append(
        render(None, "fvotes.not_voting", {"count": len(idle), "names": ", ".join(idle)}, lang)
    )
    values = {
        "alive": len(count.slots),
        "majority": count.majority,
        "no_lynch": count.no_lynch_threshold,
    }
    out.append(render(None, "fvotes.majority", values, lang))
    if count.hammer is not None:
        values = {"number": count.hammer.number, "target": _name(count.lynched, lang)}
        out.append(render(None, "fvotes.hammer", values, lang))
    else:
        out.append(
            render(None, "fvotes.no_hammer", {"target": _name(count.at_deadline, lang)}, lang)
        )
    return out
