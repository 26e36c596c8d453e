"""Phase kinds: which steps a phase runs, which orders it takes, how it ends.

A ruleset may declare several kinds of phase that follow each other in a repeating
sequence (a day of public orders and a vote, then a night of secret orders). Without a
declaration there is one kind that runs every step, takes every order and ends with the
ruleset's `end_of_phase` hooks (AM-15's merged day and night). The kind of phase `n` is a
function of `n` and the rulings only, so a stored game never has to remember it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from enum import StrEnum

from ..model.names import Names, read_ids, read_names
from .yamlsrc import YList, YMap, expect_map

# the kind of a ruleset that declares none: every step, every order
MERGED = "day_night"
MERGED_NAMES = Names(MERGED, "День и ночь", "Day and night")


class OrderClass(StrEnum):
    """Which orders a phase kind accepts."""

    ALL = "all"
    PUBLIC = "public"  # public abilities (and the vote) only
    SECRET = "secret"  # secret abilities only


@dataclass(frozen=True, slots=True)
class PhaseKind:
    """A kind of phase: its steps (in order), the orders it takes, its end-of-phase hooks."""

    names: Names
    steps: tuple[int, ...]
    orders: OrderClass
    end_of_phase: tuple[str, ...]

    @property
    def id(self) -> str:
        return self.names.id

    def accepts(self, public: bool) -> bool:
        """Whether an order of a public (or secret) ability may be given in this kind."""
        if self.orders is OrderClass.ALL:
            return True
        return public == (self.orders is OrderClass.PUBLIC)


@dataclass(frozen=True, slots=True)
class PhaseCycle:
    """The repeating sequence of phase kinds; `first_ruling` names the ruling whose option
    is the kind of phase 1 (None: the sequence's first)."""

    kinds: Mapping[str, PhaseKind]
    sequence: tuple[str, ...]
    first_ruling: str | None = None

    def kind_of(self, number: int, rule: Callable[[str], str]) -> PhaseKind:
        """The kind of phase `number` (1-based); `rule` answers a ruling id."""
        first = 0
        if self.first_ruling is not None:
            first = self.sequence.index(rule(self.first_ruling))
        return self.kinds[self.sequence[(first + number - 1) % len(self.sequence)]]

    def ordinal(self, number: int, rule: Callable[[str], str]) -> int:
        """Which phase of its kind phase `number` is: phase 4 is night 2 when day comes
        first (the 1st of a kind is 1)."""
        kind = self.kind_of(number, rule)
        return sum(1 for n in range(1, number + 1) if self.kind_of(n, rule) is kind)

    @property
    def merged(self) -> bool:
        """One kind only: every phase is alike (AM-15)."""
        return len(self.kinds) == 1


def merged_cycle(steps: tuple[int, ...], end_of_phase: tuple[str, ...]) -> PhaseCycle:
    kind = PhaseKind(MERGED_NAMES, steps, OrderClass.ALL, end_of_phase)
    return PhaseCycle({MERGED: kind}, (MERGED,))


_KIND_KEYS = frozenset({"ru", "en", "aliases", "steps", "orders", "end_of_phase"})


def load_phases(
    root: YMap,
    steps: tuple[int, ...],
    end_of_phase: tuple[str, ...],
    hooks: Collection[str],
    rulings: Mapping[str, tuple[str, ...]],
) -> PhaseCycle:
    """Read the `phases:` section (see docs/ruleset-format.md); `rulings` maps each ruling
    id to its option ids."""
    if "phases" not in root:
        if "end_of_phase" not in root:
            root.fail("the ruleset: missing field 'end_of_phase' (or 'phases')")
        return merged_cycle(steps, end_of_phase)
    pm = expect_map(root["phases"], "phases", root, "phases")
    pm.check_keys({"kinds", "sequence", "first_phase"}, "phases")
    kmap = expect_map(pm.req("kinds", YMap, "phases"), "phases: kinds", pm, "kinds")
    kinds: dict[str, PhaseKind] = {}
    for kid, km in kmap.items():
        what = f"phase kind {kid}"
        km = expect_map(km, what, kmap, kid)
        kinds[kid] = _phase_kind(km, kid, what, steps, end_of_phase, hooks)
    sequence = read_ids(pm.req("sequence", (str, YList), "phases"), "sequence", pm, "sequence")
    _check_sequence(pm, kinds, sequence, steps)
    first = pm.opt("first_phase", str, "phases")
    if first is not None:
        _check_first_phase(pm, first, rulings, sequence)
    return PhaseCycle(kinds, sequence, first)


def _phase_kind(
    km: YMap,
    kid: str,
    what: str,
    steps: tuple[int, ...],
    end_of_phase: tuple[str, ...],
    hooks: Collection[str],
) -> PhaseKind:
    km.check_keys(_KIND_KEYS, what)
    kind_steps = _steps(km, what, steps)
    try:
        orders = OrderClass(km.opt("orders", str, what, "all"))
    except ValueError:
        km.fail(f"{what}: orders must be all, public or secret", "orders")
    ends = read_ids(km.get("end_of_phase", list(end_of_phase)), "end_of_phase", km, "end_of_phase")
    if not ends and "end_of_phase" not in km:
        km.fail(f"{what}: missing field 'end_of_phase' (no end_of_phase at the top either)")
    for hook in ends:
        if hook not in hooks:
            km.fail(
                f"{what}: end_of_phase: unknown hook '{hook}' (known: {', '.join(sorted(hooks))})",
                "end_of_phase",
            )
    return PhaseKind(read_names(km, kid, what), kind_steps, orders, ends)


def _check_sequence(
    pm: YMap, kinds: Mapping[str, PhaseKind], sequence: tuple[str, ...], steps: tuple[int, ...]
) -> None:
    if not sequence:
        pm.fail("phases: the sequence is empty", "sequence")
    for kid in sequence:
        if kid not in kinds:
            pm.fail(f"phases: sequence names unknown phase kind '{kid}'", "sequence")
    for kid in kinds:
        if kid not in sequence:
            pm.fail(f"phases: phase kind '{kid}' never comes in the sequence", "kinds")
    covered = {n for k in kinds.values() for n in k.steps}
    missing = [n for n in steps if n not in covered]
    if missing:
        pm.fail(f"phases: step {missing[0]} is in no phase kind", "kinds")


def _check_first_phase(
    pm: YMap, first: str, rulings: Mapping[str, tuple[str, ...]], sequence: tuple[str, ...]
) -> None:
    if first not in rulings:
        pm.fail(f"phases: first_phase names unknown ruling '{first}'", "first_phase")
    wrong = [o for o in rulings[first] if o not in sequence]
    if wrong:
        pm.fail(f"phases: ruling {first}: option '{wrong[0]}' is not a phase kind", "first_phase")
    if len(set(sequence)) != len(sequence):
        pm.fail("phases: first_phase needs each kind once in the sequence", "first_phase")


def _steps(km: YMap, what: str, steps: tuple[int, ...]) -> tuple[int, ...]:
    """`steps: [0]`, `steps: [1, 2, 5]` or `steps: {from: 1, to: 27}`."""
    raw = km.req("steps", (YList, YMap), what)
    if isinstance(raw, YMap):
        raw.check_keys({"from", "to"}, f"{what}: steps")
        low, high = raw.req("from", int, what), raw.req("to", int, what)
        chosen = tuple(n for n in steps if low <= n <= high)
        if low not in steps or high not in steps or low > high:
            km.fail(f"{what}: steps {low}..{high} are not a range of the ruleset's steps", "steps")
        return chosen
    out: list[int] = []
    for i, n in enumerate(raw):
        if isinstance(n, bool) or not isinstance(n, int) or n not in steps:
            raw.fail(f"{what}: {n!r} is not one of the ruleset's step numbers", i)
        out.append(n)
    return tuple(sorted(set(out)))


# --- hooks a phase kind must run -------------------------------------------------------------

_END = 10**9  # end-of-phase hooks come after every step


def hook_order(
    kind: PhaseKind, passives: Mapping[int, tuple[str, ...]], after: Mapping[int, tuple[str, ...]]
) -> list[tuple[tuple[int, int], str]]:
    """Every hook the kind runs with its place: (step, 0) passives, (step, 2) after the
    step's orders, (_END, i) the end of the phase."""
    order: list[tuple[tuple[int, int], str]] = []
    for number in kind.steps:
        order.extend(((number, 0), h) for h in passives.get(number, ()))
        order.extend(((number, 2), h) for h in after.get(number, ()))
    order.extend(((_END, i), h) for i, h in enumerate(kind.end_of_phase))
    return order


def missing_after(
    order: list[tuple[tuple[int, int], str]], place: tuple[int, int], needs: tuple[str, ...]
) -> str | None:
    """The first of `needs` that does not run after `place`, or None."""
    later = {h for p, h in order if p > place}
    return next((n for n in needs if n not in later), None)
