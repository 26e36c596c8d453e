"""YAML trees merged, each value keeping the file and line it came from.

A variant's ruleset (`ruleset/variant.py`) is the base's tree with the variant's changes:
an error in it must still name the file and line of the value at fault, which may be the
base's or the variant's. `MergedMap` and `MergedList` are `YMap` and `YList` that remember
a file per key or item; every reader of a ruleset fails through their `fail`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NoReturn

from .yamlsrc import YList, YMap


class MergedMap(YMap):
    """A mapping made of the base's keys and the variant's: each key's own file."""

    key_files: dict[str, str]

    def fail(self, message: str, key: str | None = None) -> NoReturn:
        if key is not None and key in self.key_files:
            raise self.error_type(message, self.key_files[key], self.where(key))
        super().fail(message, key)


class MergedList(YList):
    """A list of the base's records and the variant's: each item's own file."""

    item_files: list[str]

    def fail(self, message: str, index: int | None = None) -> NoReturn:
        if index is not None and 0 <= index < len(self.item_files):
            raise self.error_type(message, self.item_files[index], self.item_lines[index])
        super().fail(message, index)


def file_of(m: YMap, key: str) -> str:
    files = getattr(m, "key_files", None)
    return files.get(key, m.file) if files else m.file


def new_map(like: YMap, file: str, line: int) -> MergedMap:
    made = MergedMap()
    made.file, made.line, made.error_type = file, line, like.error_type
    made.key_lines, made.key_files = {}, {}
    return made


def put(target: MergedMap, key: str, value: Any, source: YMap) -> None:
    target[key] = value
    target.key_lines[key] = source.where(key)
    target.key_files[key] = file_of(source, key)


# --- merging --------------------------------------------------------------------------------


def copy_map(m: YMap) -> MergedMap:
    """A copy of `m` that keeps each key's place (changed without touching `m`)."""
    out = new_map(m, m.file, m.line)
    for key in m:
        put(out, key, m[key], m)
    return out


def merge(base: YMap, patch: YMap) -> MergedMap:
    """`base` changed by `patch`: mappings merge key by key at any depth, `key: ~` deletes,
    anything else replaces. The result's own place is the patch's (the variant changed it)."""
    out = new_map(patch, patch.file, patch.line)
    for key in base:
        put(out, key, base[key], base)
    for key, value in patch.items():
        if value is None:
            if key not in out:
                patch.fail(
                    f"'{key}: ~' deletes a key, but there is no '{key}' here" + hint(key, out), key
                )
            del out[key]
            continue
        old = out.get(key)
        if isinstance(old, YMap) and isinstance(value, YMap):
            value = merge(old, value)
        put(out, key, value, patch)
    return out


def hint(word: str, known: Iterable[str]) -> str:
    """ " (did you mean 'x'?)" for the nearest known words, or nothing."""
    import difflib  # only for a mistake: not loaded with the engine

    close = difflib.get_close_matches(word, [str(k) for k in known], n=3, cutoff=0.6)
    return f" (did you mean {' or '.join(repr(c) for c in close)}?)" if close else ""


def field_of(item: Any, field: str) -> Any:
    return item.get(field) if isinstance(item, dict) else None


def merged_list(
    like: YList,
    kept: list[tuple[int, Any]],
    replaced: dict[int, tuple[Any, str, int]] | None = None,
    extra: Iterable[tuple[Any, str, int]] = (),
) -> MergedList:
    """`like`'s items `kept` (by index; some `replaced` by the variant's), then `extra`."""
    out = MergedList()
    out.file, out.line, out.error_type = like.file, like.line, like.error_type
    out.item_lines, out.item_files = [], []
    files = getattr(like, "item_files", None)
    for index, item in kept:
        if replaced and index in replaced:
            value, file, line = replaced[index]
        else:
            value, file, line = item, files[index] if files else like.file, like.item_lines[index]
        out.append(value)
        out.item_files.append(file)
        out.item_lines.append(line)
    for value, file, line in extra:
        out.append(value)
        out.item_files.append(file)
        out.item_lines.append(line)
    return out
