"""Typed parameters of the effect families, declared as dataclasses and checked at load.

A family declares its parameters once, as a frozen dataclass (`KillParams`, ...). The same
class gives the registry its key -> type table (`params_of`, what `validate_effect` checks
for an ability's `effect:`), reads the values into a typed record (`read`) and checks a
ruleset's `numbers.<section>` (`section`): an unknown key fails with file, line and the
nearest known key («did you mean 'order'?»).

One reader serves every ruleset section: `engine.ruleset.schema` (issue 27, item 4) reads
the families' records too (`Literal[...]` for a closed set of words, `Annotated[str,
Ref(...)]` for an id, nested records, lists and tables); this module only keeps the
families' names for it.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Iterable, Mapping
from dataclasses import MISSING, fields, is_dataclass
from typing import Any, Literal, NoReturn, TypeVar, get_args, get_origin

from ...model.errors import RulesetError
from ...ruleset.schema import did_you_mean, read_value
from .. import Ids, ParamType, numbers

T = TypeVar("T")
Fail = Callable[[str, "str | None"], NoReturn]

# numbers sections the families read: section key -> its schema
SECTIONS: dict[str, type[Any]] = {}


def nearest(word: str, known: Iterable[str]) -> str:
    """' (did you mean 'x'?)' for the closest known word, or ''."""
    return did_you_mean(word, known, list_few=False)


def unknown(file: str, what: str, value: str, known: Iterable[str], noun: str = "") -> NoReturn:
    """The load error of a word a section names that the ruleset lacks: `what: unknown
    [noun ]'value'` with the nearest known word (every family check says it so)."""
    named = f"{noun} " if noun else ""
    raise RulesetError(f"{what}: unknown {named}'{value}'{nearest(value, known)}", file)


def section(key: str) -> Callable[[type[T]], type[T]]:
    """Register `cls` as the schema of `numbers.<key>`."""

    def register(cls: type[T]) -> type[T]:
        SECTIONS[key] = cls
        numbers(cls.__module__, **{key: cls})  # the loader's check of every numbers key
        return cls

    return register


def _base(tp: Any) -> tuple[type, ...]:
    """The plain types a YAML value of annotation `tp` may have."""
    origin = get_origin(tp)
    if origin is Literal:
        return tuple(dict.fromkeys(type(a) for a in get_args(tp)))
    if origin in (typing.Union, types.UnionType):
        out: tuple[type, ...] = ()
        for arg in get_args(tp):  # YAML null where the field may be None
            out += (type(None),) if arg is type(None) else _base(arg)
        return out
    if origin is typing.Annotated:
        return _base(get_args(tp)[0])
    if origin is typing.Literal:
        return tuple(dict.fromkeys(type(a) for a in get_args(tp)))
    if origin is tuple or origin is list:
        return (list,)
    if origin is not None and isinstance(origin, type) and issubclass(origin, Mapping):
        return (dict,)
    if is_dataclass(tp):
        return (dict,)
    return (tp,) if isinstance(tp, type) else (object,)


def params_of(cls: type[Any]) -> dict[str, ParamType]:
    """key -> accepted YAML types, for the registry's `EffectKind.params`; a field
    annotated with `Ids` (`Annotated[tuple[str, ...], Ids("secret_role")]`) names ruleset
    ids, checked at load like any kind's."""
    out: dict[str, ParamType] = {}
    for name, tp in typing.get_type_hints(cls, include_extras=True).items():
        ids = [m for m in getattr(tp, "__metadata__", ()) if isinstance(m, Ids)]
        out[name] = ids[0] if ids else _base(tp)
    return out


def required_of(cls: type[Any]) -> frozenset[str]:
    return frozenset(
        f.name for f in fields(cls) if f.default is MISSING and f.default_factory is MISSING
    )


def read(cls: type[T], data: Mapping[str, Any], what: str, fail: Fail) -> T:
    """`data` as a `cls`; unknown keys, missing keys and wrong types fail with the line of
    the key at fault when `data` was read from YAML, else through `fail`."""
    try:
        typed, _ids = read_value(cls, data, what)
    except RulesetError as exc:
        if exc.file is None and exc.line is None:
            fail(exc.message, None)
        raise
    return typing.cast(T, typed)


def check_sections(numbers: Mapping[str, Any], file: str) -> dict[str, Any]:
    """Each registered section present in `numbers`, read into its schema (RulesetError with
    file and line on any problem)."""
    out: dict[str, Any] = {}
    for key, cls in SECTIONS.items():
        if key not in numbers:
            continue
        data = numbers[key]
        line = _line(numbers, key)
        if not isinstance(data, Mapping):
            raise RulesetError(f"numbers: {key}: a mapping", file, line)
        out[key] = read(cls, data, f"numbers: {key}", _failer(file, line))
    return out


def _line(data: Any, key: str) -> int:
    where = getattr(data, "where", None)
    return int(where(key)) if callable(where) else 0


def _failer(file: str, line: int) -> Fail:
    def fail(message: str, _key: str | None) -> NoReturn:
        raise RulesetError(message, file, line)

    return fail
