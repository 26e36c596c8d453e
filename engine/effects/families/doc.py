"""The families' reference, generated from their schemas so it cannot drift:

    .venv/bin/python -m engine.effects.families.doc > docs/effect-families.md

tests/engine/mafiascum/test_data_only.py fails while the page is stale."""

from __future__ import annotations

import importlib
import inspect
import sys
import typing
from dataclasses import MISSING, fields
from typing import Any

from .. import effect_kind, index
from .base import FamilyKind
from .schema import SECTIONS

HEADER = """# Effect families (generated)

Generated from the schemas in `engine/effects/families` by
`python -m engine.effects.families.doc`. A ruleset names a family as an ability's `kind:`
and gives its parameters under `effect:`; the families' shared settings are `numbers`
sections. Every key is checked when the ruleset loads: an unknown one fails with the file,
the line and the nearest known key. `rulesets/mafiascum.yaml` is written on them alone.
"""


def _type(tp: Any) -> str:
    text = str(tp).replace("typing.", "")
    text = text.replace("engine.effects.families.", "").replace("<class '", "")
    text = text.replace("'>", "").replace(" | ", " or ")
    # an id field (`Annotated[str, Ref(...)] | None`) loses its Annotated to get_type_hints
    # and prints as Optional[...]: said as every other optional key is
    if text.startswith("Optional[") and text.endswith("]"):
        text = f"{text[len('Optional[') : -1]} or None"
    return text


def _default(f: Any) -> str:
    if f.default is not MISSING:
        return repr(f.default)
    if f.default_factory is not MISSING:
        return repr(f.default_factory())
    return "required"


def _table(cls: type[Any]) -> list[str]:
    hints = typing.get_type_hints(cls)
    rows = ["| key | type | default |", "|---|---|---|"]
    rows += [f"| `{f.name}` | `{_type(hints[f.name])}` | `{_default(f)}` |" for f in fields(cls)]
    return rows


def _doc(obj: Any) -> str:
    return " ".join((inspect.getdoc(obj) or "").split())


def render() -> str:
    family = "engine.effects.families."
    for module in index.MODULES:  # every family's kinds and sections, whatever is loaded
        if module.startswith(family):
            importlib.import_module(module)
    out = [HEADER]
    out.append("## Kinds (an ability's `kind:` and its `effect:`)\n")
    for name in sorted(k for k, m in index.KINDS.items() if m.startswith(family)):
        found = effect_kind(name)
        assert isinstance(found, FamilyKind)
        out += [f"### `{name}`", "", _doc(type(found)), "", _doc(found.schema), ""]
        out += [*_table(found.schema), ""]
    out.append("## Sections (`numbers.<section>`)\n")
    for key in sorted(SECTIONS):
        cls = SECTIONS[key]
        out += [f"### `{key}`", "", _doc(cls), "", *_table(cls), ""]
    out.append("## Hooks\n")
    for name in sorted(h for h, m in index.HOOKS.items() if m.startswith(family)):
        out.append(f"- `{name}` ({index.HOOKS[name].rpartition('.')[2]})")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.stdout.write(render())
