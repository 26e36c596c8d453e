"""Reading a phase's inputs (orders, votes, decisions) and checking new ones against the deal."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..model.state import Order, PhaseInput, PlayerSetup, frozen_map, plain
from ..ruleset.load import Ruleset
from ..scenario.load import HP_MAX
from .codec import field_json, order_from_row
from .db import Db

ORDER_COLUMNS = (
    "id, phase, seq, ref, actor, ability, targets, params, submitted_by, "
    "source_text, version, created_at, edited_at, withdrawn_at"
)


def rows(db: Db, sql: str, params: Sequence[Any] = ()) -> list[dict[str, Any]]:
    cur = db.execute(sql, list(params))
    names = [d[0] for d in cur.description]
    return [dict(zip(names, r, strict=True)) for r in cur.fetchall()]


@dataclass
class Inputs:
    """Every phase's inputs, read in three queries (statuses need all of them)."""

    orders: dict[int, list[Order]] = field(default_factory=dict)
    votes: dict[int, dict[str, str]] = field(default_factory=dict)
    decisions: dict[int, dict[str, Any]] = field(default_factory=dict)

    def phase(self, number: int) -> PhaseInput:
        return PhaseInput(
            tuple(self.orders.get(number, ())),
            frozen_map(self.votes.get(number)),
            frozen_map(self.decisions.get(number)),
        )


def load_inputs(db: Db, phase: int | None = None) -> Inputs:
    where, params = ("WHERE phase = ?", [phase]) if phase is not None else ("", [])
    got = Inputs()
    order_where = f"{where} {'AND' if where else 'WHERE'} withdrawn_at IS NULL"
    for row in rows(
        db, f"SELECT {ORDER_COLUMNS} FROM orders {order_where} ORDER BY phase, seq", params
    ):
        got.orders.setdefault(row["phase"], []).append(order_from_row(row))
    for phase_n, voter, candidate in db.execute(
        f"SELECT phase, voter, candidate FROM votes {where} ORDER BY phase, voter", params
    ):
        got.votes.setdefault(phase_n, {})[voter] = candidate
    for phase_n, qid, answer in db.execute(
        f"SELECT phase, qid, answer FROM decisions {where} ORDER BY phase, qid", params
    ):
        got.decisions.setdefault(phase_n, {})[qid] = field_json(
            answer, "decisions", f"{phase_n}/{qid}", "answer"
        )
    return got


class OrderProblem(ValueError):
    """An order that names what the game does not have (a player, an ability...)."""


def check_order(ruleset: Ruleset, players: Sequence[PlayerSetup], order: Order) -> Order:
    """The order with its ability as an id (aliases such as Russian names accepted); raises
    OrderProblem naming what is unknown. Whether the order is *legal* now is the
    resolution's business: illegal orders are kept and rejected there, with reasons."""
    names = {p.name for p in players}
    if order.actor not in names:
        raise OrderProblem(f"unknown player '{order.actor}'")
    ability = ruleset.resolve_alias("ability", order.ability)
    if ability is None:
        raise OrderProblem(f"{order.actor}: unknown ability '{order.ability}'")
    if ability == "?ambiguous":
        raise OrderProblem(f"{order.actor}: '{order.ability}' names several abilities; use its id")
    for target in order.targets:
        if target not in names:
            raise OrderProblem(f"{order.actor} ({ability}): unknown target '{target}'")
    if order.by is not None and order.by not in names:
        raise OrderProblem(f"{order.actor} ({ability}): submitted by unknown player '{order.by}'")
    specs = {p.name: p for a in ruleset.abilities.values() for p in a.params}
    for key, value in order.params.items():
        spec = specs.get(key)
        if spec is None:
            raise OrderProblem(
                f"{order.actor} ({ability}): unknown parameter '{key}' "
                f"(known: {', '.join(sorted(specs))})"
            )
        if spec.type in ("player", "players") and value is not None:
            for v in value if isinstance(value, (list, tuple)) else [value]:
                if str(v) not in names:
                    raise OrderProblem(
                        f"{order.actor} ({ability}): '{key}' names unknown player '{v}'"
                    )
    try:
        json.dumps(plain(order.params))
    except (TypeError, ValueError) as exc:
        raise OrderProblem(
            f"{order.actor} ({ability}): parameters are not plain data ({exc})"
        ) from exc
    return Order(order.actor, ability, tuple(order.targets), order.params, order.by, order.ref)


def check_players(ruleset: Ruleset, players: Sequence[PlayerSetup]) -> None:
    seen: set[str] = set()
    if not players:
        raise OrderProblem("a game needs players")
    for seat, p in enumerate(players, start=1):
        if not p.name or not p.name.strip():
            raise OrderProblem(f"seat {seat}: the player has no name")
        if p.name in seen:
            raise OrderProblem(f"two players are named '{p.name}'")
        if p.hp is not None and (
            isinstance(p.hp, bool) or not isinstance(p.hp, int) or not 1 <= p.hp <= HP_MAX
        ):
            raise OrderProblem(
                f"player {p.name}: hp {p.hp!r} is out of range: a player "
                f"starts with 1 to {HP_MAX} HP"
            )
        seen.add(p.name)
        if p.public_role not in ruleset.public_roles:
            raise OrderProblem(f"player {p.name}: unknown public role '{p.public_role}'")
        if p.secret_role not in ruleset.secret_roles:
            raise OrderProblem(f"player {p.name}: unknown secret role '{p.secret_role}'")
        choices = ruleset.secret_roles[p.secret_role].choice
        if p.choice is not None and p.choice not in choices:
            raise OrderProblem(
                f"player {p.name}: '{p.choice}' is not a setup choice of "
                f"{p.secret_role} ({', '.join(choices) or 'none'})"
            )
