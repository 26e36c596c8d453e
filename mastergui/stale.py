"""What re-resolving the stale phases would change, before the master agrees: each stale
phase resolved again by the engine from the state the phases before it now lead to (the
same pure resolution the store runs), compared with its committed trace — executions,
deaths and frags, and every player's HP at the end of the phase."""

from __future__ import annotations

from dataclasses import dataclass

from engine import resolve_phase
from engine.store import GameStore, PhaseStatus
from engine.trace import Death, PhaseTrace

from .text import translate


@dataclass(frozen=True)
class PhaseDiff:
    """One stale phase: what the committed trace says and what it would say now."""

    number: int
    lines: tuple[str, ...]  # empty: the same outcome


def stale_phases(store: GameStore) -> list[int]:
    return [p.number for p in store.phases() if p.status is PhaseStatus.STALE]


def preview(store: GameStore) -> list[PhaseDiff]:
    """Each stale phase and later committed phase, re-resolved in order, against its
    committed trace."""
    stale = stale_phases(store)
    if not stale:
        return []
    committed = [
        p.number for p in store.phases() if p.status in (PhaseStatus.COMMITTED, PhaseStatus.STALE)
    ]
    state = store.state(min(stale) - 1)
    out: list[PhaseDiff] = []
    for number in (n for n in committed if n >= min(stale)):
        old = store.trace(number)
        res = resolve_phase(store.ruleset, state, store.phase_input(number))
        state = res.state
        lines = differences(old, res.trace) if old is not None else []
        if number in stale or lines:  # a changed start makes a later phase stale too
            out.append(PhaseDiff(number, tuple(lines)))
    return out


def differences(old: PhaseTrace, new: PhaseTrace) -> list[str]:
    lines: list[str] = []
    nobody = translate("Stale", "nobody")
    if old.executed != new.executed:
        lines.append(
            translate("Stale", "executed: %1 → %2")
            .replace("%1", old.executed or nobody)
            .replace("%2", new.executed or nobody)
        )
    before = {d.player: d for d in old.deaths}
    after = {d.player: d for d in new.deaths}
    for name in sorted(set(before) | set(after)):
        a, b = before.get(name), after.get(name)
        if (a and (a.frag, a.cause)) != (b and (b.frag, b.cause)):
            lines.append(
                translate("Stale", "%1: %2 → %3")
                .replace("%1", name)
                .replace("%2", _death(a))
                .replace("%3", _death(b))
            )
    for p in old.players:
        if p.name in new.start:
            hp = new.player(p.name).hp
            if hp != p.hp:
                lines.append(
                    translate("Stale", "%1: %2 → %3 HP")
                    .replace("%1", p.name)
                    .replace("%2", str(p.hp))
                    .replace("%3", str(hp))
                )
    return lines


def _death(death: Death | None) -> str:
    if death is None:
        return translate("Stale", "alive")
    return translate("Stale", "dead (frag: %1)").replace(
        "%1", death.frag or translate("Stale", "nobody")
    )


def describe(diffs: list[PhaseDiff]) -> str:
    parts: list[str] = []
    for d in diffs:
        head = translate("Stale", "Phase %1").replace("%1", str(d.number))
        body = "; ".join(d.lines) if d.lines else translate("Stale", "the same outcome")
        parts.append(f"{head}: {body}")
    return "\n".join(parts)
