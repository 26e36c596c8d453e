"""The HP matrix's numbers for one trace, as the engine computed them (`MatrixData`), the
steps it shows by default, and the words of a death's frag cell; no Qt model here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.trace import Action, Death, HpEvent, PhaseTrace, shown_step

from ..text import Texts, death_place, translate


def has_hp(trace: PhaseTrace) -> bool:
    """False for a ruleset without HP (numbers.hp: false): the trace's hp is None."""
    return not trace.players or trace.players[0].hp is not None


def event_steps(*traces: PhaseTrace | None) -> list[int]:
    """Steps where any of the traces changed HP, in order (the matrix's default columns);
    without HP, the steps where something happened to someone or someone died."""
    numbers: set[int] = set()
    for trace in traces:
        if trace is None:
            continue
        if has_hp(trace):
            numbers.update(s.number for s in trace.shown_steps if s.events)
        else:
            numbers.update(s.number for s in trace.shown_steps if s.actions)
            numbers.update(d.step for d in trace.deaths if d.step is not None)
    return sorted(numbers)


def _life_matrix(
    trace: PhaseTrace, steps: Sequence[int]
) -> tuple[dict[str, int], dict[str, list[int]]]:
    """Without HP: 1 alive, 0 dead, after each step (a death counts from its step on)."""
    died = {d.player: (d.step if d.step is not None else 10**6) for d in trace.deaths}
    start = {p.name: 1 if p.alive or p.name in died else 0 for p in trace.players}
    life = {
        name: [0 if name in died and died[name] <= step else start[name] for step in steps]
        for name in start
    }
    return start, life


def frag_text(texts: Texts, death: Death | None, phase: int) -> str:
    """A death of phase `phase`: where, the frag, the cause."""
    if death is None:
        return ""
    by = death.frag or translate("Deaths", "nobody")
    where = death_place(death, phase)
    cause = texts.death_cause(death.cause)
    return "✝ " + ", ".join(
        p for p in (where, translate("Deaths", "frag: %1").replace("%1", by), cause) if p
    )


@dataclass(frozen=True, slots=True)
class MatrixData:
    """The matrix's numbers for one trace, as the engine computed them."""

    players: tuple[str, ...]
    steps: tuple[int, ...]
    start: dict[str, int]
    hp: dict[str, list[int]]
    events: dict[tuple[str, int], tuple[HpEvent, ...]]
    deaths: dict[str, Death]
    phase: int
    # without HP the cells show life (1 alive, 0 dead) and who acted on the player
    actions: dict[tuple[str, int], tuple[Action, ...]] = field(default_factory=dict)
    lives: bool = False

    @staticmethod
    def of(trace: PhaseTrace, steps: Sequence[int]) -> MatrixData:
        players = tuple(p.name for p in trace.players)
        events: dict[tuple[str, int], list[HpEvent]] = {}
        for e in trace.events():
            events.setdefault((e.target, shown_step(e)), []).append(e)
        deaths = {d.player: d for d in trace.deaths}
        if has_hp(trace):
            return MatrixData(
                players,
                tuple(steps),
                dict(trace.start),
                trace.hp_matrix(list(steps)),
                {k: tuple(v) for k, v in events.items()},
                deaths,
                trace.number,
            )
        acted: dict[tuple[str, int], list[Action]] = {}
        for st in trace.steps:
            for a in st.actions:
                for target in dict.fromkeys(a.targets):
                    acted.setdefault((target, shown_step(a)), []).append(a)
        start, life = _life_matrix(trace, steps)
        return MatrixData(
            players,
            tuple(steps),
            start,
            life,
            {},
            deaths,
            trace.number,
            {k: tuple(v) for k, v in acted.items()},
            True,
        )

    def value(self, player: str, column: int) -> int:
        """Column 0 is the start; 1..n the steps."""
        if column == 0:
            return self.start[player]
        return self.hp[player][column - 1]
