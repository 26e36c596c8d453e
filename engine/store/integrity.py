"""The integrity check: each committed phase re-resolved from its stored inputs and start state
and compared with what is stored. Mismatches are reported per phase, never rewritten."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..model import formats
from ..model.formats import STATE, TRACE, DocumentFormat
from ..model.state import GameState, PhaseInput
from ..resolution.driver import Resolution
from .codec import digest, load_state, load_trace, stamp, state_text, trace_text
from .db import Db
from .records import BadField, IntegrityProblem, PhaseStatus, ProblemKind
from .status import PhaseInfo


@dataclass(frozen=True)
class StoredPhase:
    """A committed phase's stored record, as the integrity check reads it."""

    number: int
    trace: str
    state: str
    state_hash: str
    input_hash: str
    start_hash: str
    verified: str | None


Resolver = Callable[[GameState, PhaseInput], Resolution]


def check(
    phases: Sequence[StoredPhase],
    infos: dict[int, PhaseInfo],
    inputs: Callable[[int], PhaseInput],
    start_text: str,
    fingerprint: str,
    resolver: Resolver,
    full: bool,
) -> tuple[list[IntegrityProblem], list[tuple[int, str]]]:
    """Problems found, and the (phase, stamp) pairs verified now."""
    problems: list[IntegrityProblem] = []
    verified: list[tuple[int, str]] = []
    prev_text = start_text
    for ph in phases:
        info = infos.get(ph.number)
        start = prev_text
        prev_text = ph.state
        if info is None or info.status is not PhaseStatus.COMMITTED:
            continue  # a stale phase was resolved from other inputs: it is flagged already
        expected = stamp(fingerprint, ph.input_hash, ph.start_hash, ph.trace, ph.state)
        if not full and ph.verified == expected:
            continue
        try:
            phase_input = inputs(ph.number)
        except BadField as exc:  # reported by `scan_fields` with its table, row and field
            problems.append(
                IntegrityProblem(
                    ph.number,
                    ProblemKind.UNREADABLE,
                    f"its inputs cannot be read: {exc.why}",
                    exc.table,
                    exc.row,
                    exc.field,
                )
            )
            continue
        problem = _recheck(ph, start, phase_input, resolver)
        if problem is None:
            verified.append((ph.number, expected))
        else:
            problems.append(problem)
    return problems, verified


# every JSON field the store keeps: table, its key (SQL), its phase (SQL), field, JSON type
JSON_FIELDS: tuple[tuple[str, str, str, str, str | None], ...] = (
    ("game", "id", "NULL", "rulings", "object"),
    ("game", "id", "0", "start_state", "object"),
    ("orders", "id", "phase", "targets", "array"),
    ("orders", "id", "phase", "params", "object"),
    (
        "order_versions",
        "id",
        "(SELECT phase FROM orders WHERE orders.id = order_id)",
        "data",
        "object",
    ),
    ("decisions", "phase || '/' || qid", "phase", "answer", None),
    ("messages", "id", "phase", "data", "object"),
    ("phases", "number", "number", "trace", "object"),
    ("phases", "number", "number", "state", "object"),
    ("phases", "number", "number", "draft_trace", "object"),
    ("phases", "number", "number", "draft_state", "object"),
    ("phase_history", "id", "phase", "trace", "object"),
    ("phase_history", "id", "phase", "state", "object"),
)


# the large fields (traces and states): on open, a committed phase's verification stamp
# vouches for them (any change to the text voids the stamp, and the re-check reads it)
LARGE = frozenset(
    {
        ("phases", "trace"),
        ("phases", "state"),
        ("phases", "draft_trace"),
        ("phases", "draft_state"),
        ("phase_history", "trace"),
        ("phase_history", "state"),
    }
)


def scan_fields(db: Db, full: bool = True) -> list[IntegrityProblem]:
    """Every stored JSON field that is not JSON of the kind it holds, with its table, row
    and field: one query per field in SQLite's JSON functions. Not `full` (on open): the
    small fields only (a millisecond or two; the traces would take ten)."""
    problems: list[IntegrityProblem] = []
    for table, key, phase, name, kind in JSON_FIELDS:
        if not full and (table, name) in LARGE:
            continue
        wrong_kind = f" OR json_type({name}) != '{kind}'" if kind else ""
        sql = (
            f"SELECT {key}, {phase}, CASE WHEN json_valid({name}) THEN json_type({name}) "
            f"END FROM {table} WHERE {name} IS NOT NULL AND (NOT json_valid({name})"
            f"{wrong_kind})"
        )
        for row, number, found in db.execute(sql).fetchall():
            why = "not JSON" if found is None else f"JSON {found}, where {kind} belongs"
            problems.append(
                IntegrityProblem(
                    None if number is None else int(number),
                    ProblemKind.UNREADABLE,
                    f"a stored value cannot be read ({why})",
                    table,
                    str(row),
                    name,
                )
            )
    bad_targets = (
        "SELECT id, phase FROM orders WHERE json_valid(targets) AND "
        "json_type(targets) = 'array' AND EXISTS (SELECT 1 FROM json_each(targets) "
        "WHERE type != 'text')"
    )
    for row, number in db.execute(bad_targets).fetchall():
        problems.append(
            IntegrityProblem(
                int(number),
                ProblemKind.UNREADABLE,
                "a stored value cannot be read (a target that is not a player's name)",
                "orders",
                str(row),
                "targets",
            )
        )
    return problems


def _recheck(
    ph: StoredPhase, start_text: str, phase_input: PhaseInput, resolver: Resolver
) -> IntegrityProblem | None:
    if digest(ph.state) != ph.state_hash:
        return IntegrityProblem(
            ph.number,
            ProblemKind.UNREADABLE,
            "the stored state was changed outside the program",
            "phases",
            str(ph.number),
            "state",
        )
    for load, text, what in ((load_trace, ph.trace, "trace"), (load_state, ph.state, "state")):
        try:
            load(text)
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            return IntegrityProblem(
                ph.number,
                ProblemKind.UNREADABLE,
                f"the stored {what} cannot be read ({_why(exc)})",
                "phases",
                str(ph.number),
                what,
            )
    try:
        start = load_state(start_text)
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        return IntegrityProblem(
            ph.number,
            ProblemKind.UNREADABLE,
            f"the state it started from cannot be read ({_why(exc)})",
        )
    try:
        fresh = resolver(start, phase_input)
    except Exception as exc:  # a broken ruleset or engine: report, keep what is stored
        return IntegrityProblem(
            ph.number,
            ProblemKind.RESOLVE_ERROR,
            f"re-resolution failed: {type(exc).__name__}: {exc}",
        )
    new_trace = trace_text(fresh.trace)
    if new_trace != ph.trace and (found := first_difference(ph.trace, new_trace, TRACE)):
        return IntegrityProblem(
            ph.number, ProblemKind.TRACE_MISMATCH, "re-resolution gives another trace: " + found
        )
    new_state = state_text(fresh.state)
    if new_state != ph.state and (found := first_difference(ph.state, new_state, STATE)):
        return IntegrityProblem(
            ph.number, ProblemKind.STATE_MISMATCH, "re-resolution gives another state: " + found
        )
    return None


def first_difference(stored: str, fresh: str, fmt: DocumentFormat = TRACE) -> str:
    """Where two JSON texts first differ, as `path: stored X, now Y` ("" when they do not).

    A field the stored text lacks is a difference (a damaged record), except one that a
    format later than the stored one added (`engine.model.formats`); a field only the stored
    text has is a difference, except in a text a newer program wrote. Texts from before
    format versions (format 0) are compared leniently below the top level, as they were."""
    try:
        a, b = json.loads(stored), json.loads(fresh)
    except ValueError:
        return "the stored text cannot be read (not JSON)"
    found = formats.problem(fmt, a)
    if found is not None:
        return found
    lack = formats.may_lack(fmt, a) | {formats.FORMAT_KEY}
    newer = formats.is_newer(fmt, a)
    strict = formats.version_of(a) >= 1
    # compared in today's shape: a field an older format kept elsewhere (the reveals at the
    # top of a format-1 state) is not a difference for having moved
    a = formats.upgrade_state(a) if fmt is STATE else formats.upgrade_trace(a)
    for key in b:
        if key not in a and key not in lack:
            return f"{key}: missing from the stored {fmt.name}, now {_short(b[key])}"
    for key in a:
        if key == formats.FORMAT_KEY:
            continue
        if key not in b:
            if newer:
                continue
            return f"{key}: stored {_short(a[key])}, now —"
        found_at = _diff(a[key], b[key], key, strict, newer)
        if found_at:
            return found_at
    return ""


def _diff(a: Any, b: Any, path: str, strict: bool, newer: bool) -> str | None:
    if type(a) is not type(b):
        return f"{path or '/'}: stored {_short(a)}, now {_short(b)}"
    if isinstance(a, dict):
        if strict:
            for key in b:
                if key not in a:
                    return f"{path}.{key}: missing from the stored record, now {_short(b[key])}"
        for key in a:
            if key not in b:
                if newer:
                    continue
                return f"{path}.{key}: stored {_short(a[key])}, now —"
            found = _diff(a[key], b[key], f"{path}.{key}", strict, newer)
            if found:
                return found
        return None
    if isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            found = _diff(x, y, f"{path}[{i}]", strict, newer)
            if found:
                return found
        if len(a) != len(b):
            return f"{path}: stored {len(a)} item(s), now {len(b)}"
        return None
    return None if a == b else f"{path}: stored {_short(a)}, now {_short(b)}"


def _why(exc: BaseException) -> str:
    if isinstance(exc, KeyError):
        return f"the field {exc} is missing"
    if isinstance(exc, json.JSONDecodeError):
        return f"not JSON: {exc.msg} at character {exc.pos}"
    return str(exc)


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 80 else text[:77] + "..."
