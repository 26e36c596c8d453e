"""PySide6's enums made by the standard library's faster path (`mastergui/fast_enums.py`)
are the enums PySide6 makes on its own: every one of the Qt modules the console uses,
described in a fresh interpreter each way and compared."""

from __future__ import annotations

import enum
import json
import subprocess
import sys
from pathlib import Path

from mastergui.fast_enums import faster_enums, plain

ROOT = Path(__file__).resolve().parents[2]

# run in a fresh interpreter: the enums as made with the faster path or without it
DESCRIBE = """
import enum, json, sys
if sys.argv[1] == "fast":
    from mastergui.fast_enums import faster_enums
    assert faster_enums()
from PySide6 import QtCore, QtGui, QtSvg, QtWidgets

def name(value):
    return getattr(value, "__qualname__", type(value).__name__)

def enums():
    for module in (QtCore, QtGui, QtWidgets, QtSvg):
        for owner in sorted(dir(module)):
            cls = getattr(module, owner)
            if isinstance(cls, type):
                for attr, value in sorted(vars(cls).items()):
                    if isinstance(value, enum.EnumType):
                        yield value

def flags(E):
    if not issubclass(E, enum.Flag):
        return None
    some = list(E)[:6]
    return [repr(~a) for a in some] + [repr(a | b) + repr(a & b) for a in some for b in some]

def describe(E):
    own = vars(E)
    return dict(
        module=E.__module__, qualname=E.__qualname__, doc=E.__doc__,
        mro=[c.__qualname__ for c in E.__mro__], length=len(E),
        members=[
            (key, m.value, m.name, repr(m), str(m), format(m), m._sort_order_)
            for key, m in E.__members__.items()
        ],
        iteration=[m.name for m in E],
        by_value=sorted((k, m.name) for k, m in E._value2member_map_.items()),
        attributes={
            k: name(v) if callable(v) else repr(v)
            for k, v in own.items()
            if k not in ("_member_map_", "_value2member_map_", "__doc__")
        },
        flags=flags(E),
        missing=repr(E._missing_(0)) if issubclass(E, enum.Flag) else None,
    )

json.dump({f"{E.__module__}.{E.__qualname__}": describe(E) for E in enums()}, sys.stdout)
"""


def described(way: str) -> dict[str, object]:
    out = subprocess.run(
        [sys.executable, "-c", DESCRIBE, way],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": ""},
    ).stdout
    result: dict[str, object] = json.loads(out)
    return result


def test_every_qt_enum_is_the_same_made_either_way() -> None:
    regular, faster = described("regular"), described("fast")
    assert len(regular) > 600  # the Qt modules' enums: Qt.AlignmentFlag, QStyle.StateFlag...
    assert regular.keys() == faster.keys()
    for key in regular:
        assert faster[key] == regular[key], key


def test_an_enum_made_the_faster_way_behaves_as_a_regular_one() -> None:
    faster_enums()
    Alignment = enum.Flag("Alignment", [("Left", 1), ("Leading", 1), ("Right", 2), ("Centre", 4)])
    assert Alignment.Leading is Alignment.Left  # an alias
    assert [a.name for a in Alignment] == ["Left", "Right", "Centre"]
    assert (Alignment.Left | Alignment.Right).value == 3
    assert Alignment(6) == Alignment.Right | Alignment.Centre
    assert Alignment.__module__ == __name__  # the caller's module, as the regular path
    assert getattr(enum.EnumType._create_, "_fast", False)  # type: ignore[attr-defined]


def test_other_calls_take_the_regular_path() -> None:
    """Names given as a string, values not ints, a mixed-in type: the regular path makes
    them, as before."""
    faster_enums()
    assert not plain("RED GREEN")
    assert not plain([("RED", "r")])
    assert not plain([("_private", 1)])
    assert not plain([("TWICE", 1), ("TWICE", 2)])
    assert not plain([1, 2])
    Colour = enum.Enum("Colour", "RED GREEN")
    assert [c.value for c in Colour] == [1, 2]
    Named = enum.Enum("Named", [("A", "a")], type=str)
    assert Named.A == "a"
    assert not faster_enums()  # installed once
