"""Strict YAML reading that remembers where every value came from.

Only the safe loader family is used. Mappings become `YMap` and sequences `YList`, both
knowing their file and line, so validation errors can name file, line and key. Duplicate
keys are an error (PyYAML silently keeps the last one).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

from ..model.errors import InputError, did_you_mean

if TYPE_CHECKING:  # imported when a file is read: a start from caches reads none
    import yaml

T = TypeVar("T")


class YMap(dict[str, Any]):
    """A mapping read from YAML, with the line of itself and of each key."""

    file: str
    line: int
    key_lines: dict[str, int]
    error_type: type[InputError]

    def fail(self, message: str, key: str | None = None) -> NoReturn:
        line = self.key_lines.get(key, self.line) if key is not None else self.line
        raise self.error_type(message, self.file, line)

    def where(self, key: str) -> int:
        return self.key_lines.get(key, self.line)

    def check_keys(self, allowed: set[str] | frozenset[str], what: str) -> None:
        for key in self:
            if key not in allowed:
                guess = did_you_mean(key, allowed, list_few=False)
                self.fail(
                    f"unknown key '{key}' in {what}{guess} (allowed: {', '.join(sorted(allowed))})",
                    key,
                )

    def req(self, key: str, kind: type[T] | tuple[type, ...], what: str) -> Any:
        if key not in self:
            self.fail(f"{what}: missing field '{key}'")
        return self.typed(key, kind, what)

    def opt(
        self, key: str, kind: type[T] | tuple[type, ...], what: str, default: Any = None
    ) -> Any:
        if key not in self or self[key] is None:
            return default
        return self.typed(key, kind, what)

    def typed(self, key: str, kind: type[T] | tuple[type, ...], what: str) -> Any:
        value = self[key]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        # bool is an int in Python; a YAML 'yes' must not pass as a number
        if isinstance(value, bool) and bool not in kinds:
            self.fail(f"{what}: '{key}' must be {_kind_name(kinds)}, not {value!r}", key)
        if float in kinds and int not in kinds and isinstance(value, int):
            return float(value)
        if not isinstance(value, kinds):
            self.fail(f"{what}: '{key}' must be {_kind_name(kinds)}, not {value!r}", key)
        return value


class YList(list[Any]):
    """A sequence read from YAML, with the line of itself and of each item."""

    file: str
    line: int
    item_lines: list[int]
    error_type: type[InputError]

    def fail(self, message: str, index: int | None = None) -> NoReturn:
        known = index is not None and index < len(self.item_lines)
        line = self.item_lines[index] if known and index is not None else self.line
        raise self.error_type(message, self.file, line)

    def enumerate_lines(self) -> Iterator[tuple[int, int, Any]]:
        for i, item in enumerate(self):
            yield i, self.item_lines[i], item


def _kind_name(kinds: tuple[type, ...]) -> str:
    names = {
        str: "text",
        int: "a whole number",
        float: "a number",
        bool: "true or false",
        YMap: "a mapping",
        dict: "a mapping",
        YList: "a list",
        list: "a list",
    }
    return " or ".join(names.get(k, k.__name__) for k in kinds)


def _make_loader(file: str, error_type: type[InputError]) -> type[yaml.SafeLoader]:
    import yaml

    # libyaml's parser when PyYAML has it: ten times faster on a ruleset, same marks
    base: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

    class Loader(base):  # type: ignore[misc,valid-type]
        pass

    def construct_map(loader: yaml.SafeLoader, node: yaml.MappingNode) -> YMap:
        result = YMap()
        result.file = file
        result.line = node.start_mark.line + 1
        result.key_lines = {}
        result.error_type = error_type
        loader.flatten_mapping(node)
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            line = key_node.start_mark.line + 1
            if not isinstance(key, (str, int, float, bool)):
                raise error_type(f"a key must be plain text, not {key!r}", file, line)
            key = str(key) if not isinstance(key, bool) else str(key).lower()
            if key in result:
                raise error_type(
                    f"duplicate key '{key}' (first at line {result.key_lines[key]})", file, line
                )
            result[key] = loader.construct_object(value_node, deep=True)
            result.key_lines[key] = line
        return result

    def construct_seq(loader: yaml.SafeLoader, node: yaml.SequenceNode) -> YList:
        result = YList()
        result.file = file
        result.line = node.start_mark.line + 1
        result.item_lines = [child.start_mark.line + 1 for child in node.value]
        result.error_type = error_type
        result.extend(loader.construct_object(child, deep=True) for child in node.value)
        return result

    Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_map)
    Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, construct_seq)
    return Loader


# Limits against hostile files (a 556-byte "billion laughs" alias bomb would otherwise eat
# gigabytes): the size of a file, the values aliases may add when expanded, the nesting.
MAX_YAML_BYTES = 4 * 1024 * 1024
MAX_ALIAS_VALUES = 100_000
MAX_DEPTH = 200


def _children(node: yaml.Node) -> list[yaml.Node]:
    import yaml

    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    return []


def check_expansion(root: yaml.Node, file: str, error_type: type[InputError]) -> None:
    """Refuse a composed document that aliases would expand beyond `MAX_ALIAS_VALUES` values
    more than it holds, that contains itself, or that nests deeper than `MAX_DEPTH`. The
    composed graph shares aliased nodes, so this walk is linear in the file's size."""
    import yaml

    sizes: dict[int, int] = {}
    distinct = 0
    on_path: set[int] = set()
    stack: list[tuple[yaml.Node, bool, int]] = [(root, False, 0)]
    while stack:
        node, done, depth = stack.pop()
        key = id(node)
        line = node.start_mark.line + 1
        if done:
            on_path.discard(key)
            sizes[key] = 1 + sum(sizes[id(child)] for child in _children(node))
            if sizes[key] - distinct > MAX_ALIAS_VALUES:
                raise error_type(
                    f"aliases (*name) here expand to {sizes[key]:,} values, "
                    f"more than the {MAX_ALIAS_VALUES:,} allowed beyond what the "
                    "file holds; write the values out",
                    file,
                    line,
                )
            continue
        if key in sizes:
            continue
        if key in on_path:
            raise error_type("an alias (*name) refers to a value that contains it", file, line)
        if depth > MAX_DEPTH:
            raise error_type(f"values nested more than {MAX_DEPTH} deep", file, line)
        on_path.add(key)
        distinct += 1
        stack.append((node, True, depth))
        for child in _children(node):
            ref = id(child)
            if ref in sizes:
                continue
            if isinstance(child, yaml.ScalarNode):  # a leaf: counted here, never stacked
                sizes[ref] = 1
                distinct += 1
            else:
                stack.append((child, False, depth + 1))


def load_yaml_text(text: str, file: str, error_type: type[InputError] = InputError) -> Any:
    """Parse YAML text; errors carry `file` and the line. Refuses text over
    `MAX_YAML_BYTES`, a NUL character, and alias bombs (`check_expansion`)."""
    if len(text) > MAX_YAML_BYTES:
        raise error_type(
            f"the file is larger than {MAX_YAML_BYTES // (1024 * 1024)} MiB, the "
            "most a scenario or ruleset may be",
            file,
        )
    nul = text.find("\x00")
    if nul >= 0:
        raise error_type(
            "a NUL character (byte 0) in the text: is this a text file?",
            file,
            text.count("\n", 0, nul) + 1,
        )
    import yaml

    loader_cls = _make_loader(file, error_type)
    try:
        loader = loader_cls(text)
        try:
            node = loader.get_single_node()
            if node is None:
                return None
            check_expansion(node, file, error_type)
            return loader.construct_document(node)
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        problem = exc.problem or exc.context or "cannot be read"
        if exc.context and exc.problem and exc.context_mark is not None:
            # e.g. "while parsing a flow sequence (line 2)": where the unclosed thing began
            problem = f"{problem} ({exc.context} at line {exc.context_mark.line + 1})"
        raise error_type(f"not valid YAML: {problem}", file, line) from None
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow: say where
        line = text.count("\n", 0, exc.position) + 1 if exc.position is not None else None
        raise error_type(
            f"not valid YAML: a character it does not allow ({exc.reason})", file, line
        ) from None
    except yaml.YAMLError as exc:
        raise error_type(f"not valid YAML: {exc}", file) from None


def load_yaml_file(path: str | Path, error_type: type[InputError] = InputError) -> Any:
    """Read and parse a YAML file, turning OS and decoding errors into `error_type`."""
    path = Path(path)
    try:
        with path.open("rb") as fh:
            raw = fh.read(MAX_YAML_BYTES + 1)  # never more: a huge file is refused unread
        if len(raw) > MAX_YAML_BYTES:
            raise error_type(
                f"the file is larger than {MAX_YAML_BYTES // (1024 * 1024)} MiB, "
                "the most a scenario or ruleset may be",
                str(path),
            )
        text = raw.decode("utf-8")
    except FileNotFoundError:
        raise error_type("file not found", str(path)) from None
    except IsADirectoryError:
        raise error_type("is a folder, not a file", str(path)) from None
    except UnicodeDecodeError as exc:
        raise error_type(f"not UTF-8 text (byte {exc.start})", str(path)) from None
    except OSError as exc:
        raise error_type(f"cannot be read: {exc.strerror}", str(path)) from None
    return load_yaml_text(text, str(path), error_type)


def expect_map(value: Any, what: str, parent: YMap | YList, key: str | int) -> YMap:
    if not isinstance(value, YMap):
        _fail_at(parent, key, f"{what} must be a mapping (key: value), not {_show(value)}")
    return value


def expect_list(value: Any, what: str, parent: YMap | YList, key: str | int) -> YList:
    if not isinstance(value, YList):
        _fail_at(parent, key, f"{what} must be a list, not {_show(value)}")
    return value


def _fail_at(parent: YMap | YList, key: str | int, message: str) -> NoReturn:
    if isinstance(parent, YMap):
        parent.fail(message, str(key))
    parent.fail(message, int(key))


def _show(value: Any) -> str:
    if value is None:
        return "nothing"
    text = repr(value)
    return text if len(text) < 60 else text[:57] + "..."


def each_map(items: YList, what: str) -> Iterator[tuple[int, YMap]]:
    for index, _line, item in items.enumerate_lines():
        yield index, expect_map(item, what, items, index)
