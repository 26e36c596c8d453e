"""A card game's containers per character (Hand, Sleeve, Side, Deck) and the moves between
them, kept in the ruleset's namespace of the game state (`ctx.own`).

HP is the number of cards in Hand. Every move of a card is recorded: a move that changes the
Hand's size goes through `PhaseContext.change_hp` (an HP event naming the cards), any other
move is an action of the step (`ctx.act`), so a viewer step answers "why does Вася hold these
cards". `set_hand` is the only function here that writes a Hand.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...trace import EventKind
from ..common import note
from .cards import COLOURS, Card, Collection, collection_path, load_collection, merged

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext
    from .plays import Play

NS = "mafic_arena_12"  # the namespace in GameState.extra
PACKS = 15
HAND_SIZE = 6


@dataclass(slots=True)
class Round:
    """The phase's working state of the card game (gone with the phase; what lasts is in
    the namespace, `own`)."""

    thawed: bool = False  # the namespace is dicts and lists this phase
    collection: Collection | None = None
    plays: list[Play] = field(default_factory=list)  # accepted at step 1
    assists: list[tuple[str, str]] = field(default_factory=list)  # actor, target
    assist_counts: dict[str, int] = field(default_factory=dict)  # target -> assists (step 3)
    armor: dict[str, int] = field(default_factory=dict)
    late_draws: list[Play] = field(default_factory=list)  # drawn after step 7's settling
    pending: dict[str, int] = field(default_factory=dict)  # replacement draws owed
    dealt: dict[str, list[str | None]] = field(default_factory=dict)  # units, before armor
    owed: dict[str, list[str | None]] = field(default_factory=dict)  # units, after armor
    effective: dict[str, list[str | None]] = field(default_factory=dict)  # settled, for frags
    slots: dict[str, list[int]] = field(default_factory=dict)  # vacated Hand slots
    side_taken: dict[str, list[int]] = field(default_factory=dict)  # Side positions played


def phase(ctx: PhaseContext) -> Round:
    """This phase's `Round`."""
    return ctx.part(Round)


def own(ctx: PhaseContext) -> dict[str, Any]:
    """The namespace, thawed (dicts and lists) once a phase to change in place."""
    found = ctx.own(NS)
    now = phase(ctx)
    if not now.thawed:
        for key in list(found):
            found[key] = _thawed(found[key])
        now.thawed = True
    return found


def cards_of(ctx: PhaseContext, name: str) -> dict[str, Any]:
    """The containers of `name` (mutable): hand, sleeve, deck (ids, top first), side
    ([{card, mafia}] in order of arrival), played ([{card, phase, grounds}]), heir."""
    players: dict[str, Any] = own(ctx).setdefault("players", {})
    found = players.get(name)
    if found is None or not isinstance(found, dict):
        found = players[name] = _thawed(found or {})
    return found


def _thawed(value: Any) -> Any:
    """A frozen namespace value back to dicts and lists, to change in place."""
    if isinstance(value, (dict,)) or hasattr(value, "items"):
        return {str(k): _thawed(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_thawed(v) for v in value]
    return value


def collection(ctx: PhaseContext) -> Collection:
    """The game's collection: the ruleset's file with the scenario's cards."""
    now = phase(ctx)
    if now.collection is not None:
        return now.collection
    base = load_collection(collection_path(ctx.ruleset.file, str(ctx.number("collection"))))
    extra = (ctx.state.extra.get("scenario") or {}).get("top", {}).get("collection") or ()
    found, warnings = merged(base, extra)
    if ctx.phase == 1:
        ctx.warnings.extend(warnings)
    now.collection = found
    return found


def card(ctx: PhaseContext, card_id: str) -> Card | None:
    return collection(ctx).get(card_id)


# --- the one writer of a Hand ---------------------------------------------------------------


def pending(ctx: PhaseContext) -> dict[str, int]:
    """Replacement draws owed this phase per character (a played or discarded Hand card)."""
    return phase(ctx).pending


def owed(ctx: PhaseContext) -> dict[str, list[str | None]]:
    """Damage units left after armor, per character, to settle at step 7 (the actor of
    each unit, None for the veche), in the order they were dealt."""
    return phase(ctx).owed


def projected(ctx: PhaseContext, name: str) -> int:
    """HP as the trace shows it: Hand + pending draws − unsettled damage (floor 0)."""
    hand = cards_of(ctx, name).get("hand", [])
    return max(0, len(hand) + pending(ctx).get(name, 0) - len(owed(ctx).get(name, [])))


def move(
    ctx: PhaseContext,
    name: str,
    what: str,
    cards: Iterable[str],
    *,
    hand: list[str] | None = None,
    draws: int = 0,
    actor: str | None = None,
    ability: str | None = None,
    kind: EventKind = EventKind.DAMAGE,
    rulings: Iterable[str] = (),
    order: str | None = None,
) -> None:
    """Record a move of `cards` (`what`: drawn, discarded, played, to_side...) and write
    the new Hand and pending draws. When projected HP changes it is an HP event through
    `change_hp` (the one place HP changes), else an action of the step."""
    if hand is not None:
        cards_of(ctx, name)["hand"] = list(hand)
    if draws:
        pend = pending(ctx)
        pend[name] = pend.get(name, 0) + draws
    listed = list(cards)
    moved = [note("cards", move=what, cards=listed)] if listed else []  # damage alone: none
    now = projected(ctx, name)
    if now != ctx.live(name).hp:
        ctx.change_hp(
            name,
            now,
            kind=kind,
            actor=actor,
            ability=ability,
            notes=moved,
            rulings=rulings,
            order=order,
        )
    else:
        ctx.act(actor, ability, [name], what, moved, rulings, order)


# --- the Deck ---------------------------------------------------------------------------------


def draft(ctx: PhaseContext, name: str, number: int) -> list[str]:
    """A seeded deck (the spec's «Randomness and the seed»): 15 packs, a colour per card by
    the role's odds, the first card of each pack taken, then shuffled."""
    rng = random.Random(f"{ctx.state.seed}/deck/{name}/{number}")
    ctx.rule("neutral_odds")  # «90% Контроль, 6%…»: the odds sum to 100, no neutral card
    odds: dict[str, int] = dict(ctx.number("odds")[ctx.live(name).start.secret_role])
    coll = collection(ctx)
    by_colour = {
        c: sorted(k for k, v in coll.cards.items() if v.colour == c and not v.mafia_only)
        for c in COLOURS
    }
    colours = [c for c in COLOURS if odds.get(c, 0) > 0 and by_colour[c]]
    deck: list[str] = []
    if not colours:
        return deck
    weights = [odds[c] for c in colours]
    for _pack in range(PACKS):
        pack = [rng.choice(by_colour[rng.choices(colours, weights)[0]]) for _ in range(3)]
        deck.append(pack[0])  # «выбирая первую карту из трех»
    rng.shuffle(deck)
    return deck


def rebuild(ctx: PhaseContext, name: str) -> list[str]:
    """A new Deck for an empty one: the master's (`decisions.rebuild`) or a seeded draft,
    the default of a question `rebuild:NAME:PHASE`."""
    mine = cards_of(ctx, name)
    number = int(mine.get("rebuilds", 0)) + 1
    mine["rebuilds"] = number
    given = ctx.decisions.get("rebuild") or {}
    if isinstance(given, dict) and isinstance(given.get(name), list):
        return [str(c) for c in given[name] if card(ctx, str(c)) is not None]
    seeded = draft(ctx, name, number)
    return list(
        ctx.ask(f"rebuild:{name}:{ctx.phase}", "rebuild", {"player": name}, [], seeded, about=name)
    )


def take_top(ctx: PhaseContext, name: str, used: list[str]) -> str | None:
    """The Deck's top card, rebuilding an empty Deck (ruling empty_deck), or None."""
    mine = cards_of(ctx, name)
    deck: list[str] = mine.setdefault("deck", [])
    if not deck:
        if ctx.rule("empty_deck", used) == "lose_draw":
            return None
        deck.extend(rebuild(ctx, name))
        ctx.act(
            None,
            "rebuild",
            [name],
            "deck_rebuilt",
            [note("cards", move="deck_rebuilt", cards=list(deck))],
            ["empty_deck"],
        )
        if not deck:
            return None
    return deck.pop(0)


def record(
    ctx: PhaseContext,
    name: str,
    what: str,
    cards: Iterable[str],
    *,
    actor: str | None = None,
    ability: str | None = None,
    rulings: Iterable[str] = (),
    order: str | None = None,
) -> None:
    """A card move that leaves the Hand's size alone (Side, Sleeve, Deck, a reorder)."""
    ctx.act(
        actor, ability, [name], what, [note("cards", move=what, cards=list(cards))], rulings, order
    )
