"""The integrity check: each committed phase re-resolved from its stored inputs and start state
and compared with what is stored. Mismatches are reported per phase, never rewritten."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..formats import upgrade_state
from ..model import GameState, PhaseInput
from ..resolve import Resolution
from .codec import digest, load_state, stamp, state_text, trace_text
from .records import IntegrityProblem, PhaseStatus, ProblemKind
from .status import PhaseInfo


@dataclass(frozen=True)
class StoredPhase:
    number: int
    trace: str
    state: str
    state_hash: str
    input_hash: str
    start_hash: str
    verified: str | None


Resolver = Callable[[GameState, PhaseInput], Resolution]


def check(phases: Sequence[StoredPhase], infos: dict[int, PhaseInfo],
          inputs: Callable[[int], PhaseInput], start_text: str, fingerprint: str,
          resolver: Resolver, full: bool) -> tuple[list[IntegrityProblem], list[tuple[int, str]]]:
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
        problem = _recheck(ph, start, inputs(ph.number), resolver)
        if problem is None:
            verified.append((ph.number, expected))
        else:
            problems.append(problem)
    return problems, verified


def _recheck(ph: StoredPhase, start_text: str, phase_input: PhaseInput,
             resolver: Resolver) -> IntegrityProblem | None:
    if digest(ph.state) != ph.state_hash:
        return IntegrityProblem(ph.number, ProblemKind.UNREADABLE,
                                "the stored state was changed outside the program")
    try:
        start = load_state(start_text)
    except (ValueError, KeyError, TypeError) as exc:
        return IntegrityProblem(ph.number, ProblemKind.UNREADABLE,
                                f"the state it started from cannot be read ({exc})")
    try:
        fresh = resolver(start, phase_input)
    except Exception as exc:  # a broken ruleset or engine: report, keep what is stored
        return IntegrityProblem(ph.number, ProblemKind.RESOLVE_ERROR,
                                f"re-resolution failed: {type(exc).__name__}: {exc}")
    new_trace = trace_text(fresh.trace)
    if new_trace != ph.trace and (found := first_difference(ph.trace, new_trace)):
        return IntegrityProblem(ph.number, ProblemKind.TRACE_MISMATCH,
                                "re-resolution gives another trace: " + found)
    new_state = state_text(fresh.state)
    if new_state != ph.state and (found := state_difference(ph.state, new_state)):
        return IntegrityProblem(ph.number, ProblemKind.STATE_MISMATCH,
                                "re-resolution gives another state: " + found)
    return None


def _upgraded(text: str, upgrade: Callable[[Mapping[str, Any]], dict[str, Any]]) -> str:
    """Stored JSON of an older format as the current format writes it (a game stored by an
    older engine is not a mismatch for having the old shape: engine.formats)."""
    try:
        return json.dumps(upgrade(json.loads(text)))
    except (ValueError, KeyError, TypeError):
        return text


def state_difference(stored: str, fresh: str) -> str:
    """`first_difference` of two game states, the stored one read in its own format."""
    return first_difference(_upgraded(stored, upgrade_state), fresh)


def first_difference(stored: str, fresh: str) -> str:
    """Where two JSON texts first differ, as `path: stored X, now Y`; "" when they differ
    only by fields a newer engine adds (a stored game stays valid across such upgrades)."""
    try:
        a, b = json.loads(stored), json.loads(fresh)
    except ValueError:
        return "the stored text cannot be read"
    return _diff(a, b, "") or ""


def _diff(a: Any, b: Any, path: str) -> str | None:
    if type(a) is not type(b):
        return f"{path or '/'}: stored {_short(a)}, now {_short(b)}"
    if isinstance(a, dict):
        for key in a:  # a key only the fresh text has is a newer field, not a difference
            if key not in b:
                return (f"{path}.{key}: stored {_short(a.get(key, '—'))}, "
                        f"now {_short(b.get(key, '—'))}")
            found = _diff(a[key], b[key], f"{path}.{key}" if path else str(key))
            if found:
                return found
        return None
    if isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            found = _diff(x, y, f"{path}[{i}]")
            if found:
                return found
        if len(a) != len(b):
            return f"{path}: stored {len(a)} item(s), now {len(b)}"
        return None
    return None if a == b else f"{path}: stored {_short(a)}, now {_short(b)}"


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 80 else text[:77] + "..."
