"""Information: which secret abilities the players of a named role, or of a named faction,
ran this phase, told at the phase's last step (AM-15's observation: «называет тайную роль
мафии или якудзы. Узнаёт, какую способность применяла эта роль в эту фазу»; its mind cloud:
the psycho learns what the mafia or the yakuza did). An investigate's `shows: ran`, or what
a lasting mark's order also learns (families.mask's `learns`).

```yaml
effect: {shows: ran, ran: {role: role, first: true, also_to: {mafia: yakuza}}}
```
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any

from ...model.errors import RulesetError
from ...ruleset.schema import Ref
from .. import ruleset_check
from .schema import nearest

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext, ResolvedOrder
    from ...ruleset.load import Ruleset

Faction = Annotated[str, Ref("faction")]  # checked at load with the rest of the effect
RAN = "ran:"  # the flag the driver leaves on a player for each ability he ran


@dataclass(frozen=True, slots=True)
class Ran:
    """`role`: the order's parameter naming the secret role watched, or `faction`: the one
    naming the faction (an order without it learns nothing); `first`: the result names
    the first ability (`ability`, null when none; `abilities` too when more than one)
    instead of the list (`abilities`); `also_to`: the watched role's faction -> a faction
    whose living members are told the same (from the actor)."""

    role: str | None = None
    faction: str | None = None
    first: bool = False
    also_to: dict[Faction, Faction] = field(default_factory=dict)


def learn_later(ctx: PhaseContext, ro: ResolvedOrder, spec: Ran) -> None:
    """The actor learns it at the phase's last step (when the order names whom)."""
    named = ro.params.get(spec.role or spec.faction or "")
    if named is None:
        return

    def report(c: PhaseContext) -> None:
        tell(c, ro, spec, str(named))

    ctx.run_later(ctx.ruleset.steps[-1].number, report)


def ran(ctx: PhaseContext, role: str | None = None, faction: str | None = None) -> list[str]:
    """The secret abilities run this phase (uncancelled, in step order) by the players of
    `role` (their secret role) or of `faction`."""
    found = []
    for o in sorted(ctx.orders, key=lambda o: (o.ability.step, o.index)):
        if o.ability.public or o.cancelled is not None:
            continue
        live = ctx.live(o.actor)
        if role is not None and live.start.secret_role != role:
            continue
        if faction is not None and live.start.faction != faction:
            continue
        if RAN + o.ability.id in live.flags:
            found.append(o.ability.id)
    return found


def tell(ctx: PhaseContext, ro: ResolvedOrder, spec: Ran, named: str) -> None:
    by_role = spec.role is not None
    used = ran(ctx, role=named) if by_role else ran(ctx, faction=named)
    result: dict[str, Any] = {"role" if by_role else "faction": named}
    if spec.first:
        result["ability"] = used[0] if used else None
        if len(used) > 1:
            result["abilities"] = used
    else:
        result["abilities"] = used
    ctx.send(ro.actor, ro.ability.id, None, result)
    side = ctx.faction_of(named) if by_role else named
    also = spec.also_to.get(side)
    if also is None:
        return
    for p in ctx.living():
        if p.start.faction == also:
            ctx.send(p.name, ro.ability.id, None, result, source=ro.actor)


WHERE = ("ran", "learns")  # the families' parameters holding a `Ran` (investigate, mask)


@ruleset_check
def check_ran(ruleset: Ruleset) -> None:
    """A `Ran` names one of its ability's parameters (its factions are `Ref`s, checked
    with every id of the effect: engine.ruleset.checks)."""
    for ability in ruleset.abilities.values():
        for key in WHERE:
            spec = ability.effect.get(key)
            if isinstance(spec, Mapping):
                _check(ruleset, f"ability {ability.key}: effect: {key}", spec, ability.params)


def _check(ruleset: Ruleset, where: str, spec: Mapping[str, Any], params: Any) -> None:
    own = [p.name for p in params]
    for key in ("role", "faction"):
        name = spec.get(key)
        if name is not None and name not in own:
            raise RulesetError(
                f"{where}: {key}: '{name}' is no parameter of the ability{nearest(name, own)}",
                ruleset.file,
            )
