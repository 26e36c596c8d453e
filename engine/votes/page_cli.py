"""`votes parse PAGE --page [--deadline WHEN]`: a thread page copied from the browser
(`pages.split_page`): the posts found (author, time, first words), the votes read, the
tally, and the posts after the deadline flagged and not counted. A ruleset with a post form
(`numbers.vote_post`) reads the posts by that form; the others by the PM reader's words."""

from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

from ..model.errors import InputError
from ..model.state import GameState
from ..ruleset.load import Ruleset
from .pages import PagePost, late, parse_time, split_page


def deadline_of(text: str | None, posts: list[PagePost]) -> datetime | None:
    """`--deadline`: a date and time («2026-12-02 23:59», «02.12.2026 23:59»), or a time
    alone, on the day of the first post that shows a date."""
    if not text:
        return None
    for fmt in ("%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M"):
        try:
            return datetime.strptime(text, fmt)
        except ValueError:
            pass
    found = parse_time(text)
    if found is not None:
        return found
    try:
        clock = datetime.strptime(text, "%H:%M").time()
    except ValueError:
        raise InputError(f"--deadline {text!r}: write 2026-12-02 23:59, or 23:59") from None
    day = next((p.time.date() for p in posts if p.time is not None), None)
    if day is None:
        raise InputError(f"--deadline {text}: the page shows no dates; give the date too")
    return datetime.combine(day, clock)


def run_page(
    args: argparse.Namespace, ruleset: Ruleset, state: GameState, rulings: dict[str, str]
) -> int:
    try:
        text = Path(args.posts).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read the page: {exc}", args.posts) from None
    posts = split_page(text, [p.name for p in state.players])
    if not posts:
        raise InputError(
            "no posts found: the page's layout is none of phpBB, SMF, Invision, vBulletin, "
            "XenForo or quoted BBCode (write '=== Author' lines and leave out --page)",
            args.posts,
        )
    deadline = deadline_of(args.deadline, posts)
    flagged = {id(p) for p in late(posts, deadline)} if deadline else set()
    on_time = [p for p in posts if id(p) not in flagged]
    data: dict[str, Any] = {
        "file": args.posts,
        "day": state.phase + 1,
        "deadline": deadline.isoformat(sep=" ") if deadline else None,
        "posts_found": [
            {
                "line": p.line,
                "author": p.author,
                "time": p.time.isoformat(sep=" ") if p.time else None,
                "engine": p.engine,
                "late": id(p) in flagged,
                "text": p.text,
            }
            for p in posts
        ],
    }
    from .forum import day_json, read_forum_day, reads_forum

    if reads_forum(ruleset):  # an English forum day: majority and hammer
        numbered = [p.post(n) for n, p in enumerate(on_time, 1)]
        data.update(day_json(read_forum_day(numbered, ruleset, state, rulings)))
    elif "vote_post" in ruleset.numbers:
        from .read import read_votes
        from .rules import roll_of, rules_for

        numbered = [p.post(n) for n, p in enumerate(on_time, 1)]
        reading = read_votes(numbered, roll_of(ruleset, state), rules_for(ruleset, rulings))
        data.update(reading.to_json())
    else:
        from ..orders_text import OrderReader
        from .free import read_free_votes

        tally = read_free_votes(posts, OrderReader(ruleset, state), deadline)
        data.update(tally.to_json())
    if args.json:
        json.dump(data, sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    for p in data["posts_found"]:
        first = p["text"].splitlines()[0][:60] if p["text"] else ""
        mark = "  LATE" if p["late"] else ""
        sys.stdout.write(
            f"#{p['line']:<5} {p['author']:<16} {p['time'] or '—':<20}{mark} {first}\n"
        )
    totals = data.get("totals", {})
    sys.stdout.write(
        f"{len(posts)} posts found, {len(flagged)} after the deadline; tally: "
        + (", ".join(f"{k} {v}" for k, v in totals.items()) or "—")
        + "\n"
    )
    return 0
