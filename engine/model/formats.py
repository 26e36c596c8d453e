"""Format versions of the JSON the program keeps (a phase trace, a game state).

A stored document says which format wrote it (`"format": N`); a document without the key
predates versioning (format 0). Reading one back, the program can then tell a field that is
*missing* (a damaged document: a problem) from a field that a *later* format added (the
document is older than the program: tolerated), and from a field it does not know (the
document is newer than the program: tolerated, ignored).

    data = stamped(TRACE, trace.to_json())        # {"format": 1, ...}
    missing_keys(TRACE, data)                     # required keys absent, for the stored format
    may_lack(TRACE, data)                         # keys a fresh document has that this one may lack

Add a field: bump `version`, list the field under the new version in `added` and (if every
document of that format has it) in `required`. Never reuse or remove a version. When a
shape changes (a field moves), also add an upgrade step below: `from_json` reads every
older format through `upgrade_state` / `upgrade_trace`.

State formats: 0 (no key) and 1: AM-15's reveal and message-queue fields at the top level;
2: a ruleset's and hooks' own state in namespaces of `extra` (`PhaseContext.own`).
Trace formats: 0 and 1: no phase kind; 2: `kind` (`day_night` for a ruleset without
declared phase kinds).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

FORMAT_KEY = "format"


@dataclass(frozen=True)
class DocumentFormat:
    """One kind of stored JSON document and the history of its top-level fields."""

    name: str  # for messages: "trace", "state"
    version: int  # the format this program writes
    # fields every document of a format has, by format version (0: before versioning)
    required: Mapping[int, frozenset[str]]
    # fields each version added (a document of an older format may lack them)
    added: Mapping[int, frozenset[str]] = field(default_factory=dict)

    def required_in(self, version: int) -> frozenset[str]:
        """The fields a document of `version` must have (a newer one: ours)."""
        known = [v for v in self.required if v <= version]
        return self.required[max(known)] if known else frozenset()


_TRACE_V0 = frozenset(
    {
        "number",
        "executed",
        "steps",
        "deaths",
        "players",
        "start",
        "messages",
        "rejected",
        "questions",
        "votes",
        "public",
        "orders",
        "rulings",
    }
)
_TRACE_V1_ADDED = frozenset({FORMAT_KEY, "question_order", "decisions", "warnings", "notes"})
_TRACE_V2_ADDED = frozenset({"kind"})
TRACE = DocumentFormat(
    "trace",
    2,
    {
        0: _TRACE_V0,
        1: _TRACE_V0 | _TRACE_V1_ADDED,
        2: _TRACE_V0 | _TRACE_V1_ADDED | _TRACE_V2_ADDED,
    },
    {1: _TRACE_V1_ADDED, 2: _TRACE_V2_ADDED},
)

_STATE_V0 = frozenset({"ruleset", "seed", "rulings", "size_column", "phase", "players"})
_STATE_V1_ADDED = frozenset(
    {
        FORMAT_KEY,
        "tallies",
        "deaths_since_reveal",
        "mask_counted",
        "reveals",
        "queued",
        "winner",
        "extra",
    }
)
# format 2 moved deaths_since_reveal, mask_counted, reveals, queued into `extra`
_STATE_V2 = _STATE_V0 | frozenset({FORMAT_KEY, "tallies", "winner", "extra"})
STATE = DocumentFormat(
    "state",
    2,
    {0: _STATE_V0, 1: _STATE_V0 | _STATE_V1_ADDED, 2: _STATE_V2},
    {1: _STATE_V1_ADDED, 2: frozenset()},
)


def stamped(fmt: DocumentFormat, data: Mapping[str, Any]) -> dict[str, Any]:
    """`data` as this program stores it: its format version first."""
    return {FORMAT_KEY: fmt.version, **{k: v for k, v in data.items() if k != FORMAT_KEY}}


def version_of(data: Mapping[str, Any]) -> int:
    """The format a stored document was written in (0: before versioning). ValueError when
    the key holds something that is not a version."""
    found = data.get(FORMAT_KEY, 0)
    if isinstance(found, bool) or not isinstance(found, int) or found < 0:
        raise ValueError(f"'{FORMAT_KEY}' is {found!r}, not a format version")
    return found


def missing_keys(fmt: DocumentFormat, data: Any) -> list[str]:
    """The required fields `data` lacks for the format it claims (sorted; ["(the whole
    document)"] when it is not a JSON object). Unknown extra fields are never a problem."""
    if not isinstance(data, Mapping):
        return ["(the whole document)"]
    version = version_of(data)
    return sorted(fmt.required_in(version) - set(data))


def may_lack(fmt: DocumentFormat, data: Mapping[str, Any]) -> frozenset[str]:
    """Fields a document written now has that `data` may lack: those added by formats later
    than the one `data` was written in."""
    version = version_of(data)
    later = [keys for v, keys in fmt.added.items() if v > version]
    return frozenset().union(*later) if later else frozenset()


def is_newer(fmt: DocumentFormat, data: Mapping[str, Any]) -> bool:
    """Written by a newer program: fields this program does not know are expected."""
    return version_of(data) > fmt.version


def problem(fmt: DocumentFormat, data: Any) -> str | None:
    """What makes a stored document unusable, for a message (None: usable)."""
    if not isinstance(data, Mapping):
        return f"the stored {fmt.name} is not a JSON object"
    try:
        missing = missing_keys(fmt, data)
    except ValueError as exc:
        return f"the stored {fmt.name}: {exc}"
    if missing:
        return (
            f"the stored {fmt.name} lacks {', '.join(repr(k) for k in missing)} "
            f"(format {version_of(data)})"
        )
    return None


# --- upgrades: older shapes read as the current one ------------------------------------------

STATE_FORMAT = STATE.version
TRACE_FORMAT = TRACE.version

Upgrade = Callable[[dict[str, Any]], dict[str, Any]]


def _same(data: dict[str, Any]) -> dict[str, Any]:
    """Format 0 -> 1: the same shape, now stamped."""
    return data


def _state_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    extra = dict(data.get("extra") or {})
    if "deaths_since_reveal" in data or "mask_counted" in data or "reveals" in data:
        reveals: dict[str, Any] = {
            "deaths_since": data.pop("deaths_since_reveal", 0),
            "mask_counted": list(data.pop("mask_counted", [])),
        }
        history = list(data.pop("reveals", []))
        if history:
            reveals["history"] = history
        extra["reveals"] = reveals
    if "queued" in data:
        extra["messages"] = {"queued": list(data.pop("queued"))}
    # a namespace with nothing in it is not written (PhaseContext.frozen_extra)
    kept = {k: v for k, v in extra.items() if not isinstance(v, dict) or any(v.values())}
    if kept or "extra" in data:  # a document without `extra` stays without it
        data["extra"] = kept
    return data


def _trace_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    data.setdefault("kind", "day_night")
    return data


_STATE_UPGRADES: dict[int, Upgrade] = {0: _same, 1: _state_1_to_2}
_TRACE_UPGRADES: dict[int, Upgrade] = {0: _same, 1: _trace_1_to_2}


def _upgrade(data: Mapping[str, Any], current: int, steps: Mapping[int, Upgrade]) -> dict[str, Any]:
    out = dict(data)
    version = version_of(out)
    out.pop(FORMAT_KEY, None)
    # a newer program's document is read as it is: fields this one does not know are ignored
    while version < current:
        out = steps[version](out)
        version += 1
    return out


def upgrade_state(data: Mapping[str, Any]) -> dict[str, Any]:
    """Stored game-state JSON of any known format, as the current format (without `format`)."""
    return _upgrade(data, STATE_FORMAT, _STATE_UPGRADES)


def upgrade_trace(data: Mapping[str, Any]) -> dict[str, Any]:
    """Stored phase-trace JSON of any known format, as the current format (without `format`)."""
    return _upgrade(data, TRACE_FORMAT, _TRACE_UPGRADES)
