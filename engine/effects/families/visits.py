"""Visit information: who the actual target visited (a tracker) or who visited him (a
watcher), or both (a shadow). From the family's orders (`source: orders`): every order that
happened (accepted, not blocked) visits its actual targets, unless the actor has a modifier
in the order's `unseen_with` (a ninja's kill); results in seating order. From the visits the
driver recorded (`source: recorded`: targeted secret abilities that applied, as each kind
says): in the order they came. `[]` is a real result, distinct from `no_result` (blocked)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from .. import effect_kind, kind
from .base import Common, FamilyKind
from .gate import refused, stopped
from .seen import Choices, master_choice
from .state import event, happened, has, tell

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder


@dataclass(frozen=True, slots=True)
class VisitParams(Common):
    """`shows`: `targets` (whom the target visited), `visitors` (who visited him, the actor
    aside) or `both`; another word fails at load. `source`: `orders` or `recorded` (see the
    module). Recorded only: `at_end`: the result comes at the phase's last step (it needs
    the whole night: «на кого цель применяет свою тайную способность в эту фазу»);
    `idle_self`: a target who visited nobody shows himself; `immune_ruling`: on a target
    immune to the check (the paranoid) the result is the master's choice (a random living
    player visited), recorded under this ruling; `plain`: the result names the target only
    and the order leaves no event (the message is its record); `gate`: the ruleset's gate
    on its orders (families.gate), asked when the order is checked and at its step."""

    reports: bool = True
    shows: Literal["targets", "visitors", "both"] = "targets"
    source: Literal["orders", "recorded"] = "orders"
    at_end: bool = False
    idle_self: bool = False
    immune_ruling: str | None = None
    plain: bool = False
    gate: str | None = None


@kind
class Visits(FamilyKind[VisitParams]):
    """Tracks or watches the actual target."""

    name = "visits"
    schema = VisitParams

    def check(self, ctx: PhaseContext, ro: ResolvedOrder) -> tuple[str, str] | None:
        return super().check(ctx, ro) or refused(ctx, ro, self.typed(ro).gate)

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        params: VisitParams = self.typed(ro)
        target = ro.target
        if target is None or stopped(ctx, ro, params.gate):
            return
        if params.source == "recorded":
            if params.at_end:
                ctx.run_later(ctx.ruleset.steps[-1].number, lambda c: self.report(c, ro, target))
            else:
                self.report(ctx, ro, target)
            return
        seen = visits(ctx)
        seat = {n: i for i, n in enumerate(ctx.order_of_seats)}
        result: dict[str, Any] = {"result": "ok"}
        if params.shows != "visitors":
            found = {t for a, t in seen if a == target}
            result["targets"] = sorted(found, key=lambda n: seat[n])
        if params.shows != "targets":
            found = {a for a, t in seen if t == target and a not in (ro.actor, target)}
            result["visitors"] = sorted(found, key=lambda n: seat[n])
        tell(ctx, ro, result)
        event(ctx, ro, "done")

    def report(self, ctx: PhaseContext, ro: ResolvedOrder, target: str) -> None:
        """The recorded visits' result to the actor (see VisitParams)."""
        params: VisitParams = self.typed(ro)
        ruling = params.immune_ruling

        def real() -> dict[str, Any]:
            return recorded(ctx, params, ro.actor, target)

        result: Mapping[str, Any]
        if ruling is None:
            result = real()
        else:
            result = master_choice(ctx, ro, target, real, guess(ctx, params), ruling)
        if params.plain:
            ctx.send(ro.actor, ro.ability.id, target, result)
            return
        tell(ctx, ro, result)
        event(ctx, ro, "done")


@kind
class VisitCheck(Visits):
    """Visit information that is a check: the simulator aims it as one, and a target immune
    to it gets the master's choice (`immune_ruling`) rather than no effect."""

    name = "visit_check"
    is_check = True


def recorded(ctx: PhaseContext, params: VisitParams, actor: str, target: str) -> dict[str, Any]:
    """`targets` / `visitors` of `target` from the recorded visits, each once, in order."""
    out: dict[str, Any] = {}
    if params.shows != "visitors":
        found = list(dict.fromkeys(t for a, t, _ab, _s in ctx.visits if a == target))
        out["targets"] = found or ([target] if params.idle_self else [])
    if params.shows != "targets":
        out["visitors"] = list(
            dict.fromkeys(a for a, t, _ab, _s in ctx.visits if t == target and a != actor)
        )
    return out


def guess(ctx: PhaseContext, params: VisitParams) -> Choices:
    """The master's default on an immune target: he visited a random living player."""

    def choices(rng: random.Random) -> tuple[list[Any], Any]:
        pick = [rng.choice([p.name for p in ctx.living()])]
        if params.shows == "visitors":
            return [], {"visitors": pick}
        return [], {"targets": pick, **({"visitors": []} if params.shows == "both" else {})}

    return choices


def visits(ctx: PhaseContext) -> list[tuple[str, str]]:
    """(visitor, visited) of every order that happened tonight, seen by visit information."""
    out: list[tuple[str, str]] = []
    for ro in ctx.orders:
        found = effect_kind(ro.ability.kind)
        if not isinstance(found, FamilyKind) or not happened(ctx, ro):
            continue
        if any(has(ctx, ro.actor, m) for m in found.typed(ro).unseen_with):
            continue
        out.extend((ro.actor, t) for t in ro.targets if t != ro.actor)
    return out
