"""Typed schemas for ruleset sections, checked at load (issue 27, item 4).

A section is declared as Python types: a frozen dataclass for a record (its fields are the
keys allowed; a field without a default is required), `tuple[T, ...]` (or `list[T]`, read
as a tuple too) for a list,
`Mapping[str, T]` for a table, `Literal[...]` for a closed set of words, `T | None`, and
`Annotated[str, Ref("ability")]` for an id that must name something of the ruleset
(checked once the ruleset's tables are known: `check_refs`). `RulingChoice` marks a
`{ruling: option}` mapping. A key a record does not declare, a word outside its Literal or
an unknown id fails with the file, the line and a did-you-mean:

    rulesets/mafialife.yaml:71: numbers: protection_lists: protect[1]: unknown shield
    'den_heelz' (did you mean 'den_heals'?)

    @dataclass(frozen=True)
    class Shield:
        mark: Annotated[str, Ref("mark")] | None = None
        except_: tuple[Annotated[str, Ref("ability")], ...] = field(
            default=(), metadata={"key": "except"})

    value, refs = read_value(Mapping[str, Shield], raw, "numbers: shields")

The reader returns typed values (records as dataclass instances, lists as tuples) for code
that wants them, and the ids to look up.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from ..model.errors import RulesetError, did_you_mean
from .yamlsrc import YList, YMap

__all__ = ["Found", "Ref", "RulingChoice", "check_refs", "did_you_mean", "read_value"]


class Ref:
    """An id of a ruleset table: secret_role, public_role, faction, ability, ruling, size,
    location, `numbers:<key>` (the keys of that numbers table), `effect:<param>` (every
    value an ability's effect gives that parameter): the tables `check_refs` is given. With
    several tables, or words the code itself knows (`also`), the id may be in any."""

    __slots__ = ("also", "tables", "word")

    def __init__(self, *tables: str, also: Iterable[str] = (), word: str = "") -> None:
        self.tables = tables
        self.also = frozenset(also)
        self.word = word or tables[0].replace("_", " ")

    def __repr__(self) -> str:
        return f"Ref{self.tables}"


@dataclass(frozen=True, slots=True)
class RulingChoice:
    """Marks a `{ruling: option}` mapping: the ruling and its option must exist; `one`: a
    single pair (code that reads only the first)."""

    one: bool = False


@dataclass(frozen=True, slots=True)
class Found:
    """An id read from a section, to look up in its tables (where it was, for the error)."""

    tables: tuple[str, ...]
    id: str
    word: str  # what the id names, for the message ("shield", "ability")
    what: str
    file: str
    line: int
    also: frozenset[str] = frozenset()  # words the code knows besides the tables


def fail(where: YMap | YList | None, key: str | int | None, message: str) -> typing.NoReturn:
    if isinstance(where, YMap):
        where.fail(message, key if isinstance(key, str) else None)
    if isinstance(where, YList):
        where.fail(message, key if isinstance(key, int) else None)
    raise RulesetError(message)


def field_key(f: dataclasses.Field[Any]) -> str:
    """The YAML key of a dataclass field (`except_` reads `except`)."""
    return str(f.metadata.get("key", f.name))


class _Reader:
    def __init__(self) -> None:
        self.found: list[Found] = []

    def read(self, hint: Any, value: Any, where: YMap | YList | None, key: Any, what: str) -> Any:
        origin, args = get_origin(hint), get_args(hint)
        if origin is Annotated:
            return self._annotated(args, value, where, key, what)
        if origin in (Union, types.UnionType):
            return self._union(args, value, where, key, what)
        if origin is Literal:
            if value not in args or isinstance(value, bool) != any(
                isinstance(a, bool) for a in args
            ):
                words = ", ".join(map(str, args))
                guess = did_you_mean(str(value), args, list_few=False)
                fail(where, key, f"{what}: '{value}' is not one of {words}{guess}")
            return value
        if origin is tuple or origin is list:
            return self._list(args[0], value, where, key, what)
        if origin in (Mapping, dict, typing.Mapping):
            return self._table(args, value, where, key, what)
        if dataclasses.is_dataclass(hint) and isinstance(hint, type):
            return self._record(hint, value, where, key, what)
        if hint is Any:
            return value
        return self._plain(hint, value, where, key, what)

    def _annotated(
        self, args: tuple[Any, ...], value: Any, where: YMap | YList | None, key: Any, what: str
    ) -> Any:
        typed = self.read(args[0], value, where, key, what)
        for mark in args[1:]:
            if isinstance(mark, Ref):
                if typed not in mark.also:
                    self._note(mark.tables, mark.word, typed, where, key, what, mark.also)
            elif isinstance(mark, RulingChoice):
                if mark.one and len(typed) != 1:
                    fail(where, key, f"{what}: one {{ruling: option}}, not {len(typed)}")
                for ruling, option in typed.items():
                    inner = value if isinstance(value, YMap) else where
                    self._note(("ruling",), "ruling", ruling, inner, ruling, f"{what}: {ruling}")
                    self._note(
                        (f"option of {ruling}",),
                        "option",
                        option,
                        inner,
                        ruling,
                        f"{what}: {ruling}",
                    )
        return typed

    def _note(
        self,
        tables: tuple[str, ...],
        word: str,
        item: Any,
        where: Any,
        key: Any,
        what: str,
        also: frozenset[str] = frozenset(),
    ) -> None:
        file = getattr(where, "file", "")
        line = getattr(where, "line", 0)
        if isinstance(where, YMap) and isinstance(key, str):
            line = where.where(key)
        elif isinstance(where, YList) and isinstance(key, int) and key < len(where.item_lines):
            line = where.item_lines[key]
        self.found.append(Found(tables, str(item), word, what, file, line, also))

    def _union(
        self, args: tuple[Any, ...], value: Any, where: YMap | YList | None, key: Any, what: str
    ) -> Any:
        if value is None and type(None) in args:
            return None
        options = [a for a in args if a is not type(None)]
        errors: list[RulesetError] = []
        for option in options:
            try:
                return self.read(option, value, where, key, what)
            except RulesetError as exc:
                errors.append(exc)
        raise (
            errors[0]
            if len(errors) == 1
            else RulesetError(
                f"{what}: {value!r} must be {' or '.join(_name(o) for o in options)}",
                getattr(where, "file", None),
                errors[0].line,
            )
        )

    def _list(self, item: Any, value: Any, where: YMap | YList | None, key: Any, what: str) -> Any:
        if not isinstance(value, (list, tuple)):  # a tuple: data already loaded and frozen
            fail(where, key, f"{what} must be a list, not {value!r}")
        inner = value if isinstance(value, YList) else None
        return tuple(self.read(item, v, inner, i, f"{what}[{i}]") for i, v in enumerate(value))

    def _table(
        self, args: tuple[Any, ...], value: Any, where: YMap | YList | None, key: Any, what: str
    ) -> Any:
        if not isinstance(value, Mapping):
            fail(where, key, f"{what} must be a mapping, not {value!r}")
        key_hint, value_hint = args
        inner = value if isinstance(value, YMap) else None
        out: dict[str, Any] = {}
        for k, v in value.items():
            self.read(key_hint, k, inner, k, what)
            out[k] = self.read(value_hint, v, inner, k, f"{what}: {k}")
        return out

    def _record(
        self, cls: type, value: Any, where: YMap | YList | None, key: Any, what: str
    ) -> Any:
        if not isinstance(value, Mapping):
            fail(where, key, f"{what} must be a mapping, not {value!r}")
        inner = value if isinstance(value, YMap) else None
        hints = typing.get_type_hints(cls, include_extras=True)
        fields = {field_key(f): f for f in dataclasses.fields(cls)}
        for k in value:
            if k not in fields:
                fail(inner or where, k, f"{what}: unknown key '{k}'{did_you_mean(str(k), fields)}")
        kwargs: dict[str, Any] = {}
        for k, f in fields.items():
            if k in value:
                kwargs[f.name] = self.read(hints[f.name], value[k], inner, k, f"{what}: {k}")
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                fail(inner or where, None, f"{what}: missing key '{k}'")
        return cls(**kwargs)

    def _plain(self, hint: Any, value: Any, where: YMap | YList | None, key: Any, what: str) -> Any:
        # bool is an int in Python; a YAML 'yes' must not pass as a number, nor 1 as a flag
        ok = isinstance(value, hint) and (hint is bool or not isinstance(value, bool))
        if hint is float and isinstance(value, int) and not isinstance(value, bool):
            return float(value)
        if not ok:
            fail(where, key, f"{what} must be {_name(hint)}, not {value!r}")
        return value


def _name(hint: Any) -> str:
    names = {str: "text", int: "a whole number", float: "a number", bool: "true or false"}
    if hint in names:
        return names[hint]
    origin = get_origin(hint)
    if origin is tuple or origin is list:
        return "a list"
    if origin in (Mapping, dict) or dataclasses.is_dataclass(hint):
        return "a mapping"
    if origin is Annotated:
        return _name(get_args(hint)[0])
    if origin is Literal:
        return "one of " + ", ".join(map(str, get_args(hint)))
    return getattr(hint, "__name__", str(hint))


def read_value(
    hint: Any, value: Any, what: str, where: YMap | YList | None = None, key: Any = None
) -> tuple[Any, list[Found]]:
    """`value` (read from YAML: a YMap, a YList or a scalar under `where[key]`) checked
    against `hint`; the typed value and the ids to look up."""
    reader = _Reader()
    typed = reader.read(hint, value, where, key, what)
    return typed, reader.found


def check_refs(found: Iterable[Found], tables: Mapping[str, Collection[str]]) -> None:
    """Every id names something its table holds; a table not given is not checked."""
    for item in found:
        given = [tables[t] for t in item.tables if t in tables]
        if not given or any(item.id in known for known in given):
            continue
        known = {k for table in given for k in table} | item.also
        raise RulesetError(
            f"{item.what}: unknown {item.word} '{item.id}'{did_you_mean(item.id, known)}",
            item.file or None,
            item.line or None,
        )
