"""Where two JSON values first differ: a path a reader can follow (`$.en.phases[1].steps[3]
.events[0].hp_after`) and both values."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

MISSING = "<missing>"
REPO = "<repo>"


def portable(value: Any, root: str) -> Any:
    """The value with the checkout's own folder written as `<repo>`: a trace may name a
    bundled file (the card game's sample collection), and a fresh clone lives elsewhere."""
    if isinstance(value, str):
        return value.replace(root, REPO)
    if isinstance(value, dict):
        return {key: portable(item, root) for key, item in value.items()}
    if isinstance(value, list):
        return [portable(item, root) for item in value]
    return value


@dataclass(frozen=True)
class Difference:
    path: str
    golden: Any
    now: Any

    def describe(self, then: str = "golden", width: int = 160) -> str:
        return f"{self.path}: {then} {_show(self.golden, width)}, now {_show(self.now, width)}"


def differences(golden: Any, now: Any, path: str = "$") -> Iterator[Difference]:
    """Every leaf that differs, in document order (dict keys in the golden's order, then
    the keys only the new value has)."""
    if isinstance(golden, dict) and isinstance(now, dict):
        for key in [*golden, *(k for k in now if k not in golden)]:
            sub = f"{path}.{key}" if _plain(key) else f"{path}[{json.dumps(key)}]"
            if key not in now:
                yield Difference(sub, golden[key], MISSING)
            elif key not in golden:
                yield Difference(sub, MISSING, now[key])
            else:
                yield from differences(golden[key], now[key], sub)
    elif isinstance(golden, list) and isinstance(now, list):
        for i in range(max(len(golden), len(now))):
            sub = f"{path}[{i}]"
            if i >= len(now):
                yield Difference(sub, golden[i], MISSING)
            elif i >= len(golden):
                yield Difference(sub, MISSING, now[i])
            else:
                yield from differences(golden[i], now[i], sub)
    elif type(golden) is not type(now) or golden != now:
        yield Difference(path, golden, now)


def first_difference(golden: Any, now: Any, path: str = "$") -> Difference | None:
    return next(differences(golden, now, path), None)


def _plain(key: str) -> bool:
    return key.isidentifier()


def _show(value: Any, width: int) -> str:
    if value == MISSING:
        return MISSING
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= width else text[: width - 1] + "…"
