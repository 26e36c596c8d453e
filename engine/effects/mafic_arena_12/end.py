"""The end of a card game phase: the frag rule the families' `deaths` reads (the damage
units armor left), the heirs' pistols, the play history, each living character's own
cards. Deaths, the role told at death and delivery are the families' (mortal_wound,
reveals, delivery), named in rulesets/mafic_arena_12.yaml."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ...ruleset.rulings import declare
from .. import hook
from ..common import note
from ..families.mortal_wound import Blame, blame
from ..families.seen import lying_low
from .plays import plays
from .state import cards_of, phase

if TYPE_CHECKING:
    from ...resolution.context import Live, PhaseContext


# the rulings the families read by name for the card game (rulesets/mafic_arena_12.yaml
# `numbers.mortal_wound.blame`, `numbers.reveals.deaths_announced`, `numbers.delivery`)
declare(
    __name__,
    {
        "frag": ("last_blow", "most_damage"),
        "own_loss_frag": ("none", "self"),
        "reveal_on_death": ("no", "yes"),
        "dead_messages": ("not_delivered",),
    },
)


@blame("card_units")
def card_units(ctx: PhaseContext, live: Live) -> Blame:
    """«Если у персонажа по итогам фазы становится 0 карт в Руке, то он умирает.» (the
    `deaths` family): the frag is the last damage unit armor left (ruling frag: or whoever
    dealt most of them); a death without damage (a Side fill, a lost draw): the actor of
    the last HP event."""
    used = ["frag", "own_loss_frag"]
    units = phase(ctx).effective.get(live.name, [])
    fell = live.fell
    actor = fell.actor if fell is not None else None
    if units:
        actor = units[-1]
        dealt = [a for a in units if a]
        if dealt and ctx.rule("frag", used) == "most_damage":
            best = max(dealt.count(a) for a in set(dealt))
            actor = next(a for a in reversed(dealt) if dealt.count(a) == best)
        used.append("armor_order")
    if actor == live.name and ctx.rule("own_loss_frag", used) == "none":
        actor = None
    return Blame(actor, fell.step if fell else ctx.step, tuple(used))


@hook("ma_end")
def ma_end(ctx: PhaseContext) -> None:
    """History, heirs, own cards and hand counts (after deaths)."""
    for play in plays(ctx):  # under a Disguise (lying low): no grounds for an accusation
        grounds = not play.mafia_got and not lying_low(ctx, play.actor)
        cards_of(ctx, play.actor).setdefault("played", []).append(
            {"card": play.card.id, "phase": ctx.phase, "grounds": grounds}
        )
    _heirs(ctx)
    for live in ctx.seated():
        if not live.alive:
            continue
        mine = cards_of(ctx, live.name)
        ctx.send(
            live.name,
            "own_cards",
            None,
            {
                "hand": list(mine.get("hand", [])),
                "sleeve": [
                    e["card"] if isinstance(e, Mapping) else e for e in mine.get("sleeve", [])
                ],
                "side": [e["card"] for e in mine.get("side", [])],
                "deck_size": len(mine.get("deck", [])),
            },
        )


def _heirs(ctx: PhaseContext) -> None:
    """«Если он умирает, наследник получает Пистолет в Сайд.»"""
    for death in ctx.deaths:
        heir = cards_of(ctx, death.player).get("heir")
        if not heir or heir not in ctx.players or not ctx.live(heir).alive:
            continue
        cards_of(ctx, heir).setdefault("side", []).append(
            {"card": str(ctx.number("heir_card")), "mafia": True}
        )
        ctx.act(
            death.player,
            "heir",
            [heir],
            "heir_card",
            [note("cards", move="to_side", cards=[str(ctx.number("heir_card"))])],
        )
        ctx.send(heir, "heir", None, {"card": str(ctx.number("heir_card")), "from": death.player})
