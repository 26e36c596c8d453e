"""Post templates: bundled per format and language, overridable key by key by the master.

A template file is YAML, `<format>.<lang>.yaml` (e.g. `bbcode.ru.yaml`): keys to
`string.Template` texts (`$name` or `${name}`, `$$` for a dollar sign), plus `colors`
(status id -> BBCode color). Files are layered, each key taken from the last that has it:

1. bundled `engine/export/templates/<format>.<lang>.yaml` (complete),
2. bundled `engine/export/templates/<ruleset>/<format>.<lang>.yaml`,
3. the master's folder (`--templates DIR` or `MMC_TEMPLATES`): `DIR/<format>.<lang>.yaml`,
4. then `DIR/<ruleset>/<format>.<lang>.yaml`.

So a master's file may hold only the keys they change. Unknown keys, unknown placeholders
and bad `$` signs fail at load, naming the file and the key.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from string import Template
from typing import Any

from resources import bundled

from ..model.errors import InputError
from .markup import PostFormat

BUNDLED = bundled("engine.export", "templates")
ENV_VAR = "MMC_TEMPLATES"
LANGS = ("ru", "en")

_PLAYER = frozenset({"name", "public_role", "who", "role"})  # role: announced on death
_BALLOT = frozenset({"voter", "weight", "note"})

# key -> the placeholders it may use
KEYS: dict[str, frozenset[str]] = {
    "post": frozenset(
        {
            "title",
            "vote",
            "deaths",
            "statuses",
            "announcements",
            "reveal",
            "result",
            "roster",
            "deadline",
            "phase",
        }
    ),
    "title": frozenset({"phase"}),
    "title_named": frozenset({"phase", "phase_name"}),
    "who": frozenset({"name", "public_role"}),
    "separator": frozenset(),
    "vote": frozenset({"lines", "summary", "ignored", "outcome", "notes"}),
    "ignored_votes": frozenset({"votes"}),
    "ignored_vote": frozenset({"voter", "candidate"}),
    "no_votes": frozenset(),
    "vote_line": frozenset({"candidate", "total", "voters", "adjustments"}),
    "voter": frozenset({"voter"}),
    "voter_weighted": frozenset({"voter", "weight"}),
    "ballot_note": _BALLOT,
    "adjustment": _BALLOT,
    # a majority vote's count adds the living, the threshold and who is not voting
    "vote_summary": frozenset(
        {"cast", "half", "alive", "majority", "not_voting", "not_voting_count"}
    ),
    "nobody": frozenset(),
    "executed": _PLAYER,
    "not_executed": frozenset(),
    "vote_tally_line": frozenset({"candidate", "total"}),  # secret ballots: the count alone
    "deaths": frozenset({"lines", "count"}),
    "death": _PLAYER,
    "death_executed": _PLAYER,
    "no_deaths": frozenset(),
    "statuses": frozenset({"lines"}),
    "status_change": _PLAYER | {"before", "after", "color"},
    "no_status_changes": frozenset(),
    "announcements": frozenset({"lines"}),
    "announce": _PLAYER | {"kind", "role"},
    "reveal": frozenset({"counts"}),
    "reveal_count": frozenset({"faction", "count"}),
    "winner": frozenset({"faction"}),
    "draw": frozenset(),
    "roster": frozenset({"lines"}),
    "roster_alive": _PLAYER | {"status", "color"},
    "roster_dead": _PLAYER | {"status"},
    "deadline_named": frozenset({"next_phase", "next_phase_name", "deadline"}),
    "deadline": frozenset({"next_phase", "deadline"}),
    "private": frozenset({"name", "phase", "lines"}),
    "private_named": frozenset({"name", "phase", "phase_name", "lines"}),
    "private_line": frozenset({"text"}),
    "private_late": frozenset({"text", "origin"}),
    "private_separator": frozenset({"name"}),
}
# keys a ruleset's own templates may add (the bundled base need not have them): a death
# with the secret role the ruleset announces (seed 001)
OPTIONAL: dict[str, frozenset[str]] = {
    "death_revealed": _PLAYER | {"role"},
    "death_executed_revealed": _PLAYER | {"role"},
}
# keys named after a code: ballot_<note code>, adjustment_<note code>, announce_<kind>
PREFIXED: dict[str, frozenset[str]] = {
    "ballot_": _BALLOT,
    "adjustment_": _BALLOT,
    "announce_": _PLAYER | {"kind", "role"},
    "ignored_": frozenset({"voter", "candidate"}),
}
_COLOR = re.compile(r"^#?[A-Za-z0-9]{1,20}$")


class TemplateError(InputError):
    """A template file is invalid."""


def placeholders_of(key: str) -> frozenset[str] | None:
    if key in KEYS:
        return KEYS[key]
    if key in OPTIONAL:
        return OPTIONAL[key]
    for prefix, allowed in PREFIXED.items():
        if key.startswith(prefix) and len(key) > len(prefix):
            return allowed
    return None


@dataclass(frozen=True)
class Templates:
    """The merged templates of one ruleset, format and language."""

    fmt: PostFormat
    lang: str
    texts: Mapping[str, Template]
    colors: Mapping[str, str] = field(default_factory=dict)
    sources: tuple[str, ...] = ()  # the files merged, lowest first

    def has(self, key: str) -> bool:
        return key in self.texts

    def render(self, key: str, **values: str) -> str:
        """`key` filled with `values` (already escaped); a missing key renders empty. A
        template line whose placeholders are all empty disappears (an empty section leaves
        no blank line); the template's own blank lines stay."""
        tpl = self.texts.get(key)
        if tpl is None:
            return ""
        out = []
        for line in tpl.template.split("\n"):
            filled = Template(line).safe_substitute(values)
            if filled.strip() or not line.strip():
                out.append(filled)
        return "\n".join(out)

    def color(self, status: str) -> str:
        return self.colors.get(status, self.colors.get("default", ""))


def user_dir(explicit: str | Path | None = None) -> Path | None:
    """The master's template folder: the argument, else $MMC_TEMPLATES, else none."""
    raw = str(explicit) if explicit is not None else os.environ.get(ENV_VAR, "")
    if not raw:
        return None
    path = Path(raw).expanduser()
    if not path.is_dir():
        origin = "--templates" if explicit is not None else ENV_VAR
        raise TemplateError(f"{origin}: template folder '{raw}' does not exist")
    return path


def load_templates(
    ruleset_id: str, fmt: PostFormat | str, lang: str, folder: str | Path | None = None
) -> Templates:
    """Merge the bundled and the master's templates (see the module docstring)."""
    fmt = PostFormat(fmt)
    if lang not in LANGS:
        raise TemplateError(f"unknown language '{lang}' (known: {', '.join(LANGS)})")
    name = f"{fmt.value}.{lang}.yaml"
    layers = [BUNDLED / name, BUNDLED / ruleset_id / name]
    mine = user_dir(folder)
    if mine is not None:
        layers += [mine / name, mine / ruleset_id / name]
    texts: dict[str, Template] = {}
    colors: dict[str, str] = {}
    used: list[str] = []
    for path in layers:
        if not path.is_file():
            continue
        file_texts, file_colors = _read(path)
        texts.update(file_texts)
        colors.update(file_colors)
        used.append(str(path))
    if not used:
        raise TemplateError(f"no templates for {fmt.value} in '{lang}'", str(BUNDLED / name))
    return Templates(fmt, lang, texts, colors, tuple(used))


def _read(path: Path) -> tuple[dict[str, Template], dict[str, str]]:
    """A template file, parsed once per version of the file (the console re-renders often)."""
    try:
        stat = path.stat()
    except OSError as exc:
        raise TemplateError(f"cannot read: {exc.strerror}", str(path)) from None
    texts, colors = _read_cached(path, stat.st_mtime_ns, stat.st_size)
    return dict(texts), dict(colors)


@lru_cache(maxsize=64)
def _read_cached(
    path: Path, mtime_ns: int, size: int
) -> tuple[dict[str, Template], dict[str, str]]:
    del mtime_ns, size  # part of the cache key only
    import yaml  # when a post is first rendered, not on the way to a game on screen

    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise TemplateError(f"cannot read: {exc.strerror}", str(path)) from None
    except UnicodeDecodeError:
        raise TemplateError("not UTF-8 text", str(path)) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc)
        raise TemplateError(f"not valid YAML: {problem}", str(path), line) from None
    if data is None:
        return {}, {}
    if not isinstance(data, dict):
        raise TemplateError("a template file must map keys to texts", str(path), 1)
    lines = _key_lines(path)
    texts: dict[str, Template] = {}
    colors: dict[str, str] = {}
    for key, value in data.items():
        key = str(key)
        line = lines.get(key)
        if key == "colors":
            colors.update(_colors(value, path, line))
            continue
        allowed = placeholders_of(key)
        if allowed is None:
            known = ", ".join(sorted(KEYS)) + ", " + ", ".join(f"{p}<code>" for p in PREFIXED)
            raise TemplateError(
                f"unknown template key '{key}' (known: {known}, colors)", str(path), line
            )
        if not isinstance(value, str):
            raise TemplateError(f"'{key}' must be text", str(path), line)
        tpl = Template(value.rstrip("\n"))
        if not tpl.is_valid():
            raise TemplateError(
                f"'{key}': a '$' that is not a placeholder (write $$ for a dollar sign)",
                str(path),
                line,
            )
        unknown = sorted(set(tpl.get_identifiers()) - allowed)
        if unknown:
            names = ", ".join("$" + u for u in unknown)
            can = ", ".join("$" + a for a in sorted(allowed)) or "none"
            raise TemplateError(
                f"'{key}': unknown placeholder(s) {names} (allowed: {can})", str(path), line
            )
        texts[key] = tpl
    return texts, colors


def _colors(value: Any, path: Path, line: int | None) -> dict[str, str]:
    if not isinstance(value, dict):
        raise TemplateError("'colors' must map status ids to colors", str(path), line)
    out: dict[str, str] = {}
    for status, color in value.items():
        if not isinstance(color, str) or not _COLOR.match(color):
            raise TemplateError(
                f"colors: '{status}': '{color}' is not a color name or #hex", str(path), line
            )
        out[str(status)] = color
    return out


def _key_lines(path: Path) -> dict[str, int]:
    """Line of each top-level key, for messages (YAML's loader forgets them)."""
    out: dict[str, int] = {}
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return out
    for number, raw in enumerate(text.splitlines(), start=1):
        match = re.match(r"^([A-Za-z_][\w.]*)\s*:", raw)
        if match:
            out.setdefault(match.group(1), number)
    return out
