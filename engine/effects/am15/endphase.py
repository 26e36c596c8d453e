"""The end of a phase: counters; and the passive traits. Regeneration, deaths, the HP cap
and mortal wounds are in `endphase_hp`; statuses, delivery, reveals (the afterlife's
roles of the dead too), expiring effects, the win and the post are the families'
(statuses, delivery, reveals, lasting, win, post), composed in rulesets/am15.yaml."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import EffectKind, effect_kind, hook, trait

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext
    from ...ruleset.load import AbilityDef


# passive traits and the numbers they take (validated when a ruleset loads)
trait(__name__, "regen", amount=int)
trait(__name__, "counterattack", damage=int)
trait(__name__, "self_vote_penalty", votes=(int, float, str))
trait(__name__, "paranoid")
trait(__name__, "mortal_wound")
trait(__name__, "chief_physician", at=str, factor=str, regen=int, combines_with=list)
trait(__name__, "undertaker", amount=int)
trait(__name__, "student", factor=str)
trait(__name__, "stuntman", enters=str, enters_below=int, warn_below=int, shown=list)
trait(__name__, "immune", abilities=list)
trait(__name__, "masochist")
trait(__name__, "afterlife")
trait(__name__, "auto_meditation")


@hook("counters")
def counters(ctx: PhaseContext) -> None:
    """Weapons that charge while unused (the pistol's shots, the revolver)."""
    charging = ctx.ruleset.memo("charging_kinds", _no_kinds_yet)  # filled as abilities come
    for live in ctx.living():
        for grant in live.grants:
            key = grant.ability
            if key in charging:
                found = charging[key]
            else:
                found = charging[key] = _charging(ctx.ruleset.abilities[key])
            if found is None:
                continue  # the kind keeps nothing at the end of a phase
            kind, ran = found
            kind.end_of_phase(ctx, live, grant, ran in live.flags)


def _no_kinds_yet() -> dict[str, tuple[EffectKind, str] | None]:
    return {}


def _charging(ability: AbilityDef) -> tuple[EffectKind, str] | None:
    """The ability's kind and its flag of having run, when the kind keeps something at the
    end of a phase; else None."""
    kind = effect_kind(ability.kind)
    if type(kind).end_of_phase is EffectKind.end_of_phase:
        return None
    return kind, f"ran:{ability.id}"
