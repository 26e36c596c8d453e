"""PySide6's enums made faster: the same classes, without the per-member machinery.

PySide6 makes each Qt enum as a Python `enum` class when its owner is first used: the `Qt`
namespace's 93 at once (1,195 members) as soon as anything names `Qt`, QLocale's 843
members while QtCore is imported, then QStyle's, QEvent's... some 220 classes and 3,600
members before the demo game is on screen. It calls the functional API (`IntEnum(name,
[(member, value), ...])`), whose `EnumType._create_` puts every member through the class
machinery (`_proto_member.__set_name__`, several Python calls each): ~50 ms of CPU, against
a bare Qt window's ~125 ms for everything.

`faster_enums` makes such a class (a list of (name, int) pairs on one of the four bases:
all PySide6 makes) as its base's empty enum, made once by the regular path (its class
attributes), with the members set as the regular path sets them: ~4× faster. Anything
else goes the regular way. Before it is installed it makes sample enums both ways
(aliases, zero, multi-bit and unsorted flags) and compares them (`anatomy`): on a Python
whose `enum` differs, nothing is changed. tests/gui/test_fast_enums.py compares all 633
enums of the Qt modules the console uses, made either way.
"""

from __future__ import annotations

import enum
import sys
from collections.abc import Callable
from typing import Any, TypeGuard

BASES = (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag)  # what PySide6 makes enums of
OPTIONS = frozenset({"module", "qualname", "type", "start", "boundary"})  # `_create_`'s
SAMPLES: tuple[tuple[type, list[tuple[str, int]]], ...] = (
    (enum.IntFlag, [("A", 1), ("AA", 1), ("C", 4), ("B", 2), ("BC", 6), ("Z", 0)]),
    (enum.Flag, [("Z", 0), ("A", 1), ("B", 2), ("AB", 3)]),
    (enum.IntEnum, [("X", 3), ("Y", 1), ("YY", 1)]),
    (enum.Enum, [("P", 0), ("Q", 5)]),
)
WRAPPED_BY_TYPE = ("__new__", "__init_subclass__", "__class_getitem__")  # if in a body


def faster_enums() -> bool:
    """Make the functional API's plain enums the faster way; whether it was installed."""
    original = getattr(enum.EnumType, "_create_", None)
    if not callable(original) or getattr(original, "_fast", False):
        return False
    maker = Maker(original)
    if not maker.same_as_regular():
        return False
    enum.EnumType._create_ = maker.create_  # type: ignore[attr-defined]
    return True


class Maker:
    """The faster `_create_`, `create_`, and what it keeps between enums."""

    def __init__(self, original: Callable[..., type]) -> None:
        self.original = original
        # the base's empty enum's attributes, and which of them are the members' tables
        self.templates: dict[tuple[type, object], tuple[dict[str, object], tuple[str, ...]]] = {}
        self.taken: dict[type, frozenset[str]] = {}  # each base's attribute names (its MRO)
        self.create_ = self._create_function()

    def _create_function(self) -> Callable[..., type]:
        def create(cls: type, class_name: str, names: object, **options: Any) -> type:
            # options: the functional API's module, qualname, type, start, boundary
            if cls not in BASES or not options.keys() <= OPTIONS or options.get("type"):
                return self.original(cls, class_name, names, **options)
            module = options.get("module")
            if module is None:  # the caller's, as the regular path takes it
                module = caller_module()
            if module is None or not plain(names) or self.shadows(cls, names):
                return self.original(cls, class_name, names, **options)
            boundary = options.get("boundary")
            return self.make(cls, class_name, names, module, options.get("qualname"), boundary)

        create._fast = True  # type: ignore[attr-defined]
        create.__wrapped__ = self.original  # type: ignore[attr-defined]
        return create

    def make(
        self,
        base: type,
        class_name: str,
        names: list[tuple[str, int]],
        module: str,
        qualname: str | None,
        boundary: object,
    ) -> type:
        """The enum the regular path makes: its base's empty one, members added."""
        body = self.template(base, boundary)
        late = {key: body.pop(key) for key in WRAPPED_BY_TYPE if key in body}
        body["__module__"] = module
        if qualname is not None:
            body["__qualname__"] = qualname
        made: Any = type(class_name, (base,), body, boundary=boundary, _simple=True)
        for key, value in late.items():
            type.__setattr__(made, key, value)
        add_members(made, body, names, issubclass(base, enum.Flag))
        return made  # type: ignore[no-any-return]

    def template(self, base: type, boundary: object) -> dict[str, object]:
        """The class attributes of the base's empty enum, each list and dict a new one."""
        found = self.templates.get((base, boundary))
        if found is None:
            empty = self.original(base, "Template", [], module=__name__, boundary=boundary)
            attributes = {
                key: value
                for key, value in vars(empty).items()
                if key not in ("__module__", "__qualname__", "__dict__", "__weakref__")
            }
            tables = tuple(k for k, v in attributes.items() if type(v) is list or type(v) is dict)
            found = self.templates[(base, boundary)] = (attributes, tables)
        attributes, tables = found
        body = dict(attributes)
        for key in tables:
            body[key] = type(attributes[key])()
        return body

    def shadows(self, base: type, names: list[tuple[str, int]]) -> bool:
        """Whether a member has the name of an attribute of the bases (`name`, `real`...):
        the regular path puts such a member behind a property of its own."""
        taken = self.taken.get(base)
        if taken is None:
            taken = self.taken[base] = frozenset(key for c in base.__mro__ for key in vars(c))
        return any(key in taken for key, _ in names)

    def same_as_regular(self) -> bool:
        for base, names in SAMPLES:
            options = {"module": __name__, "qualname": "Sample", "boundary": enum.KEEP}
            regular = self.original(base, "Sample", list(names), **options)
            faster = self.make(base, "Sample", list(names), __name__, "Sample", enum.KEEP)
            if anatomy(regular) != anatomy(faster):
                return False
        return True


def add_members(made: Any, body: dict[str, Any], names: list[tuple[str, int]], flag: bool) -> None:
    """As the regular path adds them: each value's first name makes the member, the others
    are its aliases; a flag lists only its single bits, the rest are its masks. Its tables
    are read from `body`, the class's own (an attribute of an enum class goes through its
    metaclass's `__getattr__` hook on Python 3.11)."""
    new_member, use_args = body["_new_member_"], body["_use_args_"]
    member_names, member_map = body["_member_names_"], body["_member_map_"]
    by_value = body["_value2member_map_"]
    singles = multiples = 0
    for name, value in names:
        member = by_value.get(value)
        if member is None:
            member = new_member(made, value) if use_args else new_member(made)
            member._value_ = value
            member._name_ = name
            member.__objclass__ = made
            member._sort_order_ = len(member_names)
            by_value[value] = member
            if not flag:
                member_names.append(name)
            elif value and not value & (value - 1):
                member_names.append(name)
                singles |= value
            else:
                multiples |= value
        member_map[name] = member
        type.__setattr__(made, name, member)  # in the class's own dict, as regular
    if flag:  # set as EnumType.__setattr__ would, which only guards the members' names
        type.__setattr__(made, "_flag_mask_", singles | multiples)
        type.__setattr__(made, "_singles_mask_", singles)
        type.__setattr__(made, "_all_bits_", 2 ** ((singles | multiples).bit_length()) - 1)
        values = [member_map[name]._value_ for name in member_names]
        if values != sorted(values):
            made._iter_member_ = made._iter_member_by_def_


def anatomy(made: type) -> object:
    """What makes an enum class what it is, comparable between two classes: its own
    attributes (a function or class by its name), its members' attributes, its order."""

    def comparable(value: object) -> object:
        if isinstance(value, type | staticmethod | classmethod) or callable(value):
            return getattr(value, "__qualname__", type(value).__name__)
        return repr(value)

    return (
        made.__module__,
        made.__qualname__,
        made.__doc__,
        [c.__qualname__ for c in made.__mro__],
        {key: comparable(value) for key, value in vars(made).items()},
        {
            key: {k: comparable(v) for k, v in vars(member).items()}
            for key, member in made.__members__.items()  # type: ignore[attr-defined]
        },
        [member.name for member in made],  # type: ignore[attr-defined]
    )


def plain(names: object) -> TypeGuard[list[tuple[str, int]]]:
    """A list of (name, int) pairs whose names are public (no dunder, sunder or private
    name the regular path would treat as the class's own attribute) and all different
    (the regular path refuses a name given twice)."""
    if type(names) is not list:
        return False
    for item in names:  # a loop, not all(...): run for each of ~3,600 members at start
        if type(item) is not tuple or len(item) != 2:
            return False
        key, value = item
        if type(key) is not str or type(value) is not int or not key[:1].isalpha():
            return False
    return len({key for key, _ in names}) == len(names)


def caller_module() -> str | None:
    # frames: 0 this, 1 `create`, 2 EnumType.__call__, 3 whoever named the enum
    try:
        name = sys._getframe(3).f_globals["__name__"]
    except (AttributeError, ValueError, KeyError):
        return None
    return name if isinstance(name, str) else None
