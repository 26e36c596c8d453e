"""How long reading the day's votes takes: a pasted thread of 30 posts, and of 300.

Run by hand: `.venv/bin/python benchmarks/bench_votes.py`. Target (issue 12): 30 posts
"well under a second"; we aim at a few milliseconds, and 300 posts near 10x the 30.
The posts are the realistic day of tests/votes/day_posts.yaml (quotes, strikes, broken
forms), repeated, with long chatter added so a post is forum-sized (~1.5 KB).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import yaml  # noqa: E402

from engine.votes import Post, Roll, VoteForm, VoteRules, parse_posts_text, read_votes  # noqa: E402

DAY = yaml.safe_load((ROOT / "tests/votes/day_posts.yaml").read_text(encoding="utf-8"))
FORM = VoteForm("[b]Я голосую против: [color=#ff0000]{name}[/color][/b]", "голосую против")
CHATTER = (
    "Вчера ночью опять было тихо, а Кира снова отмолчалась. [i]Подозрительно[/i]. "
    "Я думаю, что метаморфы прячутся среди тех, кто пишет меньше всех. "
) * 10


def thread(count: int) -> str:
    posts = DAY["posts"]
    out = []
    for i in range(count):
        p = posts[i % len(posts)]
        out.append(f"=== {p['author']} | {i + 1}\n{CHATTER}\n{p['text']}\n{CHATTER}\n")
    return "\n".join(out)


def measure(count: int, runs: int = 30) -> float:
    players = DAY["players"]
    alive = [p for p in players if p not in DAY["out"]]
    roll = Roll.of(players, alive, [p for p in alive if p not in DAY["npcs"]], DAY["skips_before"])
    text = thread(count)
    rules = VoteRules(FORM)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        posts: list[Post] = parse_posts_text(text)
        read_votes(posts, roll, rules)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    small = measure(30)
    large = measure(300, runs=10)
    print(f"30 posts (~{len(thread(30)) // 1024} KB): {small * 1000:.2f} ms (median)")
    print(f"300 posts: {large * 1000:.2f} ms (median), ratio {large / small:.1f}")
    print("target: 30 posts well under 1 s:", "ok" if small < 0.1 else "SLOW")


if __name__ == "__main__":
    main()
