"""Visit information: who the actual target visited (a tracker) or who visited him (a
watcher). Every order that happened (accepted, not blocked) visits its actual targets,
unless the actor has a modifier in the order's `unseen_with` (a ninja's kill). Results in
seating order; `[]` is a real result, distinct from `no_result` (blocked)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from .. import effect_kind, kind
from .base import Common, FamilyKind
from .state import event, happened, has, tell

if TYPE_CHECKING:
    from ...context import PhaseContext, ResolvedOrder


@dataclass(frozen=True, slots=True)
class VisitParams(Common):
    """`shows`: `targets` (whom the target visited) or `visitors` (who visited him);
    another word fails at load."""

    reports: bool = True
    shows: Literal["targets", "visitors"] = "targets"


@kind
class Visits(FamilyKind[VisitParams]):
    """Tracks or watches the actual target."""

    name = "visits"
    schema = VisitParams

    def run(self, ctx: PhaseContext, ro: ResolvedOrder) -> None:
        target = ro.target
        if target is None:
            return
        shows = self.typed(ro).shows
        seen = visits(ctx)
        seat = {n: i for i, n in enumerate(ctx.order_of_seats)}
        if shows == "targets":
            found = {t for a, t in seen if a == target}
            key = "targets"
        else:
            found = {a for a, t in seen if t == target and a not in (ro.actor, target)}
            key = "visitors"
        names = sorted(found, key=lambda n: seat[n])
        tell(ctx, ro, {"result": "ok", key: names})
        event(ctx, ro, "done")


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
