"""The order-parser corpora (`corpus_<ruleset>.yaml`): loading, and comparing what the
parser read with what a master reads. Shared by the corpus test and the benchmark."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine import Order, load_scenario, resolve_game
from engine.orders_text import ACCEPT, OrderReader, ParsedMessage

HERE = Path(__file__).resolve().parent
CORPORA = sorted(HERE.glob("corpus_*.yaml"))

Unit = tuple[Any, ...]  # an order or a vote, comparable


@dataclass(frozen=True)
class Case:
    id: str
    sender: str
    text: str
    orders: tuple[Unit, ...]
    votes: tuple[Unit, ...]
    unparsed: tuple[str, ...]
    verdict: tuple[str, ...] | None
    known_miss: str | None
    ask: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    questions: int | None = None  # parts to ask the player («или»): none proposed as orders


@dataclass
class Corpus:
    path: Path
    reader: OrderReader
    cases: list[Case] = field(default_factory=list)


def order_unit(order: Order, phase: int) -> Unit:
    params = tuple(sorted((k, str(v)) for k, v in order.params.items()))
    return ("order", order.actor, order.ability, order.targets, params, order.by, phase)


def load(path: Path) -> Corpus:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    scenario = load_scenario(path.parent / data["game"])
    after = int(data.get("after_phase", 0))
    results = resolve_game(scenario, after) if after else []
    state = results[-1].state if results else scenario.start()
    reader = OrderReader(scenario.ruleset, state)
    corpus = Corpus(path, reader)
    for m in data["messages"]:
        orders = []
        for o in m.get("orders", []):
            o = dict(o)
            phase = int(o.pop("phase", reader.phase))
            orders.append(order_unit(Order.from_json(o), phase))
        votes = tuple(("vote", v, c) for v, c in (m.get("votes") or {}).items())
        verdict = m.get("verdict")
        corpus.cases.append(
            Case(
                m["id"],
                m["from"],
                m["text"],
                tuple(orders),
                votes,
                tuple(m.get("unparsed", [])),
                None if verdict is None else tuple(verdict),
                m.get("known_miss"),
                tuple(m.get("ask", [])),
                tuple(m.get("tags", [])),
                m.get("questions"),
            )
        )
    return corpus


def units(parsed: ParsedMessage) -> tuple[list[Unit], list[Unit]]:
    orders = [order_unit(o.order, o.phase) for o in parsed.orders]
    votes = [("vote", v.voter, v.candidate) for v in parsed.votes]
    return orders, votes


def problems(case: Case, parsed: ParsedMessage) -> list[str]:
    """What differs from the master's reading (empty: the parse is right)."""
    orders, votes = units(parsed)
    out: list[str] = []
    if orders != list(case.orders):
        out.append(f"orders: got {orders}, expected {list(case.orders)}")
    if sorted(votes, key=str) != sorted(case.votes, key=str):
        out.append(f"votes: got {votes}, expected {list(case.votes)}")
    unread = " | ".join(u.text for u in parsed.unparsed)
    out.extend(
        f"not returned unread: {w!r} (unread: {unread!r})" for w in case.unparsed if w not in unread
    )
    if case.verdict is not None:
        codes = tuple(
            o.verdict.rejection.code if o.verdict.rejection else "" for o in parsed.orders
        )
        if codes != case.verdict:
            out.append(f"verdicts: got {codes}, expected {case.verdict}")
    if case.questions is not None and len(parsed.questions) != case.questions:
        out.append(f"questions to the player: got {len(parsed.questions)}, want {case.questions}")
    for name in case.ask:
        sure = [o.confidence.get(name, 1.0) for o in parsed.orders] + [
            v.confidence.get(name, 1.0) for v in parsed.votes
        ]
        if not sure or min(sure) >= ACCEPT / 100:
            out.append(f"{name} should be asked (confidence below {ACCEPT:g}): {sure}")
    return out


@dataclass
class Score:
    true_pos: int = 0
    proposed: int = 0
    expected: int = 0
    messages: int = 0
    right: int = 0  # messages read as the master reads them
    sure: int = 0  # messages whose whole reading is marked sure (filed without a look)
    wrong_sure: list[str] = field(default_factory=list)  # sure, and not right: the bar is 0

    def add(self, case: Case, parsed: ParsedMessage) -> None:
        self.messages += 1
        right = not problems(case, parsed)
        self.right += right
        self.sure += parsed.sure
        if parsed.sure and not right:
            self.wrong_sure.append(case.id)
        orders, votes = units(parsed)
        got = orders + votes
        want = list(case.orders) + list(case.votes)
        self.proposed += len(got)
        self.expected += len(want)
        remaining = list(want)
        for u in got:
            if u in remaining:
                remaining.remove(u)
                self.true_pos += 1

    @property
    def precision(self) -> float:
        return self.true_pos / self.proposed if self.proposed else 1.0

    @property
    def recall(self) -> float:
        return self.true_pos / self.expected if self.expected else 1.0


def every_case() -> Iterator[tuple[Corpus, Case]]:
    for path in CORPORA:
        corpus = load(path)
        for case in corpus.cases:
            yield corpus, case
