"""Typed parameters of the effect families, declared as dataclasses and checked at load.

A family declares its parameters once, as a frozen dataclass (`KillParams`, ...). The same
class gives the registry its key -> type table (`params_of`, what `validate_effect` checks
for an ability's `effect:`), reads the values into a typed record (`read`) and checks a
ruleset's `numbers.<section>` (`section`): an unknown key fails with file, line and the
nearest known key («did you mean 'order'?»). Kept small on purpose: a general ruleset
schema may absorb it later.
"""

from __future__ import annotations

import difflib
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import MISSING, fields, is_dataclass
from typing import Any, Literal, NoReturn, TypeVar, get_args, get_origin

from ...errors import RulesetError
from .. import Ids, ParamType, numbers

T = TypeVar("T")
Fail = Callable[[str, "str | None"], NoReturn]

# numbers sections the families read: section key -> its schema
SECTIONS: dict[str, type[Any]] = {}


def nearest(word: str, known: typing.Iterable[str]) -> str:
    """' (did you mean 'x'?)' for the closest known word, or ''."""
    found = difflib.get_close_matches(word, list(known), n=1, cutoff=0.6)
    return f" (did you mean '{found[0]}'?)" if found else ""


def section(key: str) -> Callable[[type[T]], type[T]]:
    """Register `cls` as the schema of `numbers.<key>`."""

    def register(cls: type[T]) -> type[T]:
        SECTIONS[key] = cls
        numbers(cls.__module__, **{key: cls})  # the loader's check of every numbers key
        return cls

    return register


def _hints(cls: type[Any]) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _base(tp: Any) -> tuple[type, ...]:
    """The plain types a YAML value of annotation `tp` may have."""
    origin = get_origin(tp)
    if origin is Literal:
        return tuple(dict.fromkeys(type(a) for a in get_args(tp)))
    if origin in (typing.Union, types.UnionType):
        out: tuple[type, ...] = ()
        for arg in get_args(tp):
            out += () if arg is type(None) else _base(arg)
        return out
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
    """`data` as a `cls`; unknown keys, missing keys and wrong types fail through `fail`."""
    hints = _hints(cls)
    for key in data:
        if key not in hints:
            fail(
                f"{what}: unknown key '{key}'{nearest(str(key), hints)} "
                f"(allowed: {', '.join(sorted(hints))})",
                str(key),
            )
    for key in sorted(required_of(cls) - set(data)):
        fail(f"{what}: missing key '{key}'", None)
    values = {k: _value(hints[k], v, f"{what}: {k}", fail, k) for k, v in data.items()}
    return cls(**values)


def _value(tp: Any, value: Any, what: str, fail: Fail, key: str) -> Any:
    origin = get_origin(tp)
    if value is None and type(None) in get_args(tp):
        return None
    if origin is Literal:
        words = get_args(tp)
        if isinstance(value, bool) or value not in words:
            known = [str(w) for w in words]
            guess = nearest(str(value), known)
            fail(f"{what}: {value!r} is not one of {', '.join(known)}{guess}", key)
        return value
    if origin in (typing.Union, types.UnionType):
        for arg in get_args(tp):
            if arg is not type(None) and _fits(arg, value):
                return _value(arg, value, what, fail, key)
        fail(f"{what}: {value!r} has the wrong type", key)
    if origin is tuple or origin is list:
        if not isinstance(value, list):
            fail(f"{what}: a list, not {value!r}", key)
        item = get_args(tp)[0]
        return tuple(_value(item, v, what, fail, key) for v in value)
    if origin is not None and isinstance(origin, type) and issubclass(origin, Mapping):
        if not isinstance(value, Mapping):
            fail(f"{what}: a mapping, not {value!r}", key)
        item = get_args(tp)[1]
        return {str(k): _value(item, v, f"{what}: {k}", fail, key) for k, v in value.items()}
    if is_dataclass(tp) and isinstance(tp, type):
        if not isinstance(value, Mapping):
            fail(f"{what}: a mapping, not {value!r}", key)
        return read(tp, value, what, _inner(value, fail, key))
    if not _fits(tp, value):
        fail(f"{what}: {value!r} is not {getattr(tp, '__name__', tp)}", key)
    return value


def _fits(tp: Any, value: Any) -> bool:
    if isinstance(value, bool):
        return tp is bool
    return any(isinstance(value, t) for t in _base(tp))


def _inner(value: Mapping[str, Any], fail: Fail, key: str) -> Fail:
    """Fail at the line of the nested mapping's own key when it knows it (a YMap)."""
    sub = getattr(value, "fail", None)
    if callable(sub):
        return typing.cast(Fail, lambda message, k: sub(message, k))
    return lambda message, _k: fail(message, key)


def check_sections(numbers: Mapping[str, Any], file: str) -> dict[str, Any]:
    """Each registered section present in `numbers`, read into its schema (RulesetError with
    file and line on any problem)."""
    out: dict[str, Any] = {}
    for key, cls in SECTIONS.items():
        if key not in numbers:
            continue
        data = numbers[key]
        if not isinstance(data, Mapping):
            raise RulesetError(f"numbers: {key}: a mapping", file, _line(numbers, key))
        out[key] = read(cls, data, f"numbers: {key}", _failer(data, file, _line(numbers, key)))
    return out


def _line(data: Any, key: str) -> int:
    where = getattr(data, "where", None)
    return int(where(key)) if callable(where) else 0


def _failer(data: Any, file: str, line: int) -> Fail:
    def fail(message: str, key: str | None) -> NoReturn:
        own = getattr(data, "fail", None)
        if callable(own):
            own(message, key)
        raise RulesetError(message, file, line)

    return fail
