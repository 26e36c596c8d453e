"""Read-only values: the maps and tuples frozen records hold, and their JSON form."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

EMPTY: Mapping[str, Any] = MappingProxyType({})


def frozen_map(data: Mapping[str, Any] | None = None) -> Mapping[str, Any]:
    """A read-only copy with keys in sorted order (stable JSON and equality)."""
    if not data:
        return EMPTY
    if len(data) == 1:  # nothing to sort (a note's one datum...)
        return MappingProxyType(dict(data))
    return MappingProxyType({k: data[k] for k in sorted(data)})


def _tuples(value: Any) -> Any:
    """JSON lists back to the tuples (and objects to the read-only maps) live state holds,
    so a reloaded state compares equal."""
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    if isinstance(value, dict):
        return frozen_map({k: _tuples(v) for k, v in value.items()})
    return value


def plain(value: Any) -> Any:
    """Read-only maps and tuples back to JSON objects and lists."""
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value
