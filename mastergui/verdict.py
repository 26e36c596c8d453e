"""The engine's verdict on an order before it is saved: a plain `resolve_phase` with the
order added, and what the engine did with it. Imported when an order is first judged (the
order editor, a pasted batch), not to show a game. The GUI never checks a rule itself."""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine import GameState, Order, PhaseInput, resolve_phase
from engine.ruleset.load import Ruleset
from engine.trace import PhaseTrace, Rejection

PROBE_REF = "probe"


@dataclass(frozen=True, slots=True)
class Verdict:
    """The engine's answer about one order: accepted, or the rejection with its reason."""

    rejection: Rejection | None
    trace: PhaseTrace

    @property
    def accepted(self) -> bool:
        return self.rejection is None


def verdict(
    ruleset: Ruleset,
    state: GameState,
    phase: PhaseInput,
    order: Order,
    replacing: str | None = None,
) -> Verdict:
    """Resolve the phase with `order` added (instead of the order `replacing`, a ref) and
    report what the engine did with it: rejected up front, cancelled at a step, or run."""
    probe = replace(order, ref=PROBE_REF)
    others = tuple(o for o in phase.orders if replacing is None or o.ref != replacing)
    res = resolve_phase(ruleset, state, replace(phase, orders=(*others, probe)))
    found = next((r for r in res.trace.rejected if r.order.ref == PROBE_REF), None)
    return Verdict(found, res.trace)
