"""A variant ruleset written in YAML only into a master's data folder (the `data` fixture):
what a master writes to change a few roles (docs/writing-a-ruleset.md)."""

from __future__ import annotations

from pathlib import Path


def write_variant(data: Path, base: str, body: str, name: str = "mine") -> Path:
    """`rulesets/<name>.yaml`: `extends: base` and `body` (its entries merged key by key
    into the base's, `key: ~` deletes one)."""
    path = data / "rulesets" / f"{name}.yaml"
    header = f"extends: {base}\nid: {name}\nname: {{ru: Моя, en: Mine}}\n"
    path.write_text(header + body, encoding="utf-8")
    return path
