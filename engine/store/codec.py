"""JSON and hashes for what the store keeps: one way to write each thing, so equal data is
equal text and equal hashes (phase statuses and the integrity check rely on it)."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from functools import cache
from hashlib import sha256
from pathlib import Path
from typing import Any

from ..model import formats
from ..model.state import GameState, Order, frozen_map
from ..ruleset.extensions import NAMESPACE as EXTENSIONS
from ..ruleset.load import Ruleset
from ..trace import Message, PhaseTrace, thaw
from ..userfiles.fingerprint import data_files, engine_fingerprint
from .db import Db
from .records import BadField


def now() -> str:
    """A UTC timestamp, ISO 8601 to the millisecond (sorts as text)."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def dumps(data: Any) -> str:
    """Stored JSON: compact, key order as the record's `to_json` gives it (seating order of
    players matters to `PhaseTrace.from_json`, so keys are not sorted)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def canonical(data: Any) -> str:
    """JSON for hashing: sorted keys, so dict order never changes a hash."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def digest(text: str) -> str:
    return sha256(text.encode()).hexdigest()


def trace_text(trace: PhaseTrace) -> str:
    # no renderers: texts are rendered per language on display
    return dumps(formats.stamped(formats.TRACE, trace.to_json()))


def state_text(state: GameState) -> str:
    return dumps(formats.stamped(formats.STATE, state.to_json()))


def _document(text: str, fmt: formats.DocumentFormat) -> Mapping[str, Any]:
    """Stored JSON of a versioned document; ValueError naming what is missing."""
    data = json.loads(text)
    problem = formats.problem(fmt, data)
    if problem is not None:
        raise ValueError(problem)
    return data  # type: ignore[no-any-return]


def load_trace(text: str) -> PhaseTrace:
    return PhaseTrace.from_json(_document(text, formats.TRACE))


def load_state(text: str) -> GameState:
    return GameState.from_json(_document(text, formats.STATE))


def start_extensions(text: str | None) -> Mapping[str, Any] | None:
    """A stored start state's ruleset-own setup (engine.ruleset.extensions: hands, decks...), so a
    new deal from the same players keeps it; None when there is none or it cannot be read."""
    try:
        found = json.loads(text or "{}").get("extra", {}).get(EXTENSIONS)
    except (ValueError, AttributeError):
        return None
    return found if isinstance(found, dict) else None


def message_key(messages: Sequence[Message]) -> str:
    """What a player is told (format and language aside): the key of a "sent" mark, equal
    for equal messages whatever phase resolution or commit produced them."""
    return json.dumps([m.to_json() for m in messages], sort_keys=True, ensure_ascii=False)


# --- orders -------------------------------------------------------------------------------


def order_data(order: Order) -> dict[str, Any]:
    """An order's content as stored in `order_versions` (everything but its ref)."""
    return {
        "actor": order.actor,
        "ability": order.ability,
        "targets": list(order.targets),
        "params": thaw(dict(order.params)),
        "by": order.by,
    }


def field_json(text: Any, table: str, row: object, name: str, kind: type | None = None) -> Any:
    """A stored JSON field decoded; BadField naming the table, row and field when it is not
    JSON (or not the `kind` of value the field holds)."""
    if not isinstance(text, str):
        raise BadField(table, row, name, f"holds {type(text).__name__}, not JSON text")
    try:
        value = json.loads(text)
    except ValueError as exc:
        raise BadField(table, row, name, f"not JSON ({_json_why(exc)})") from exc
    if kind is not None and not isinstance(value, kind):
        what = "a list" if kind is list else "an object" if kind is dict else kind.__name__
        raise BadField(table, row, name, f"{_short(value)} is not {what}")
    return value


def _json_why(exc: ValueError) -> str:
    if isinstance(exc, json.JSONDecodeError):
        return f"{exc.msg} at character {exc.pos}"
    return str(exc)


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


def order_from_data(data: Mapping[str, Any], ref: str | None, row: object = "?") -> Order:
    try:
        return Order(
            str(data["actor"]),
            str(data["ability"]),
            tuple(str(t) for t in data.get("targets") or ()),
            frozen_map(dict(data.get("params") or {})),
            data.get("by"),
            ref,
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise BadField("order_versions", row, "data", f"not an order ({exc!r})") from exc


def order_from_row(row: Mapping[str, Any]) -> Order:
    targets = field_json(row["targets"], "orders", row["id"], "targets", list)
    if not all(isinstance(t, str) for t in targets):
        raise BadField(
            "orders", row["id"], "targets", f"{_short(targets)} is not a list of player names"
        )
    params = field_json(row["params"], "orders", row["id"], "params", dict)
    return Order(
        row["actor"],
        row["ability"],
        tuple(targets),
        frozen_map(params),
        row["submitted_by"],
        row["ref"],
    )


ORDER_FIELDS = ("ref", "actor", "ability", "targets", "params", "submitted_by")


def _joined(*columns: str) -> str:
    """SQL joining columns into one text per row (unit separator; NULL as a NUL char)."""
    return " || char(31) || ".join(f"ifnull({c}, char(0))" for c in columns)


def input_hashes(db: Db, phase: int | None = None) -> dict[int, str]:
    """The hash of what each phase is resolved from (orders that count, in order, with refs;
    votes; decisions), computed from the stored text without decoding it: equal rows, equal
    hash, so an undo that writes the rows back restores the hash. SQLite joins each row's
    columns; Python joins a phase's rows and hashes once. Phases without inputs are absent
    (their hash is EMPTY_INPUT_HASH)."""
    where, params = ("WHERE phase = ?", [phase]) if phase is not None else ("", [])
    live = f"{where} {'AND' if where else 'WHERE'} withdrawn_at IS NULL"
    parts: dict[int, list[str]] = {}
    for sql in (
        f"SELECT phase, 'o' || {_joined(*ORDER_FIELDS)} FROM orders {live} ORDER BY phase, seq",
        f"SELECT phase, 'v' || {_joined('voter', 'candidate')} FROM votes {where} "
        "ORDER BY phase, voter",
        f"SELECT phase, 'd' || {_joined('qid', 'answer')} FROM decisions {where} "
        "ORDER BY phase, qid",
    ):
        for number, text in db.execute(sql, params).fetchall():
            found = parts.get(number)
            if found is None:
                parts[number] = [text]
            else:
                found.append(text)
    return {
        number: sha256("\x1e".join(texts).encode() + b"\x1e").hexdigest()
        for number, texts in parts.items()
    }


EMPTY_INPUT_HASH = sha256(b"").hexdigest()


# --- verification stamps -------------------------------------------------------------------


@cache
def code_fingerprint(ruleset_file: str) -> str:
    """What a resolution depends on besides its data: the engine's code and the ruleset file.
    Read once per process; without the engine's sources a random value (a stamp is never
    trusted, every phase re-verified)."""
    try:
        ruleset = Path(ruleset_file).read_bytes()
    except OSError:
        ruleset = ruleset_file.encode()
    # a card collection: a changed one re-verifies
    return engine_fingerprint(ruleset, *data_files(ruleset_file)) or os.urandom(32).hex()


def ruleset_fingerprint(ruleset: Ruleset) -> str:
    return code_fingerprint(ruleset.file)


def stamp(fingerprint: str, input_h: str, start_h: str, trace_t: str, state_t: str) -> str:
    """A phase verified once with this code and this exact stored data re-resolves the same
    way again (resolution is pure), so the check on open can trust the stamp."""
    return digest("\0".join((fingerprint, input_h, start_h, digest(trace_t), digest(state_t))))
