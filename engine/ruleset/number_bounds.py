"""Every number in a ruleset's data is bounded at load (issue 31.6): a card amount of 10^30
in a master's collection once reached the resolution and died there of an OverflowError.
A ruleset's numbers are HP, damage, percents, counts and steps: none comes near a billion,
so anything beyond (or a float that is not finite) is a typo or a hostile file, refused with
its file and line before any game uses it."""

from __future__ import annotations

import math
from typing import Any

from .yamlsrc import YList, YMap

NUMBER_MAX = 1_000_000_000


def out_of_range(value: Any) -> bool:
    """Whether `value` is a number a ruleset may not hold (booleans are not numbers)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    if isinstance(value, float) and not math.isfinite(value):
        return True
    return abs(value) > NUMBER_MAX


def check_numbers(root: YMap | YList, what: str) -> None:
    """Fail (the file's error type, with its line) at the first number out of range
    anywhere in `root`, naming where it is (`what`, then the keys down to it)."""
    stack: list[tuple[YMap | YList, str]] = [(root, what)]
    while stack:
        node, where = stack.pop()
        if isinstance(node, YMap):
            for key, value in node.items():
                _check(node, key, value, f"{where}: {key}", stack)
        else:
            for index, value in enumerate(node):
                _check(node, index, value, f"{where}[{index + 1}]", stack)


def _check(
    node: YMap | YList,
    key: Any,
    value: Any,
    here: str,
    stack: list[tuple[YMap | YList, str]],
) -> None:
    if isinstance(value, (YMap, YList)):
        stack.append((value, here))
    elif out_of_range(value):
        node.fail(
            f"{here}: {value!r} is out of range (numbers in a ruleset are from "
            f"-{NUMBER_MAX:,} to {NUMBER_MAX:,})",
            key,
        )
