"""A ruleset's own gate on its orders, named by a family kind's `gate:` (a ruleset without
the shared block and swap families has its own reasons an order does nothing: «Возвращение»
stops the orders of a character at 0 HP or in hospital by its rulings). The ruleset's code
registers the gate by name; a family kind asks it when the order is checked and at its step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar

from ...model.errors import RulesetError
from .. import _MODULES, effect_kind, need_gate, ruleset_check
from ..values import note

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder
    from ...ruleset.load import Ruleset


class Gate(Protocol):
    def refuse(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        """(code, reason) when the order is refused as given, or None."""

    def stop(self, ctx: PhaseContext, ro: ResolvedOrder) -> str | None:
        """Why the accepted order has no effect at its step (a ruling's id), or None."""


G = TypeVar("G", bound=Gate)
_GATES: dict[str, Gate] = {}


def gate(name: str) -> Callable[[type[G]], type[G]]:
    """Register the class's instance as the gate `name`."""

    def register(cls: type[G]) -> type[G]:
        _GATES[name] = cls()
        _MODULES["gates"][name] = cls.__module__
        return cls

    return register


def _gate(name: str) -> Gate:
    need_gate(name, _GATES)
    return _GATES[name]


def refused(ctx: PhaseContext, ro: ResolvedOrder, name: str | None) -> tuple[str, str] | None:
    return None if name is None else _gate(name).refuse(ctx, ro)


def stopped(ctx: PhaseContext, ro: ResolvedOrder, name: str | None) -> bool:
    """Whether gate `name` stops the order: it is cancelled, with a `no_effect` event
    naming the reason as note and ruling."""
    why = None if name is None else _gate(name).stop(ctx, ro)
    if why is None:
        return False
    ro.cancelled = why
    ctx.act(ro.actor, ro.ability.id, ro.targets, "no_effect", [note(why)], [why], ro.ref)
    return True


@ruleset_check
def check_gates(ruleset: Ruleset) -> None:
    """Every gate an ability names exists (its module imported by the index)."""
    for ability in ruleset.abilities.values():
        name = ability.effect.get("gate")
        if name is None or "gate" not in effect_kind(ability.kind).params:
            continue
        need_gate(str(name), _GATES)
        if name in _GATES:
            continue
        known = ", ".join(sorted(_GATES)) or "none"
        raise RulesetError(
            f"ability {ability.key}: effect: gate: unknown gate '{name}' (known: {known})",
            ruleset.file,
        )
