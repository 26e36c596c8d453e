"""The start of a card game (phase 1, step 0): each character's containers from the
scenario, or a seeded draft; the Mafia learn each other's Hands and Decks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...trace import EventKind
from ..common import note
from .state import HAND_SIZE, card, cards_of, collection, draft, move

if TYPE_CHECKING:
    from ...resolution.context import PhaseContext


def start_game(ctx: PhaseContext) -> None:
    """Phase 1: each character's containers from the scenario, or a seeded draft."""
    setup: Mapping[str, Any] = (ctx.state.extra.get("scenario") or {}).get("players") or {}
    side_cards: Mapping[str, str] = ctx.number("role_side")
    for live in ctx.seated():
        given = setup.get(live.name) or {}
        given = given if isinstance(given, Mapping) else {}
        mine = cards_of(ctx, live.name)
        deck = _ids(ctx, live.name, "deck", given) if "deck" in given else draft(ctx, live.name, 0)
        hand = _ids(ctx, live.name, "hand", given) if "hand" in given else None
        if hand is None:
            hand, deck = deck[:HAND_SIZE], deck[HAND_SIZE:]  # «тянет себе 6 карт»
        role_card = side_cards.get(live.start.secret_role)
        default_side = [{"card": role_card, "mafia": True}] if role_card else []
        side = (
            [_side_entry(e) for e in _items(ctx, live.name, "side", given)]
            if "side" in given
            else default_side
        )
        heir = given.get("heir")
        mine.update(
            hand=hand,
            deck=deck,
            side=side,
            sleeve=[_sleeve_entry(e) for e in _items(ctx, live.name, "sleeve", given)],
            played=[
                {"card": c, "phase": 0, "grounds": True}
                for c in _ids(ctx, live.name, "played", given)
            ],
            heir=heir if isinstance(heir, str) and heir in ctx.players else None,
            public=given.get("public"),
        )
        unknown = [c for c in [*hand, *deck] if card(ctx, c) is None]
        if unknown:
            ctx.warnings.append(
                f"{live.name}: cards not in the collection: {', '.join(sorted(set(unknown)))}"
            )
        if live.start.alive and len(hand) != live.hp:
            move(ctx, live.name, "dealt", hand, kind=EventKind.HEAL)
    if collection(ctx).sample:
        ctx.notes.append(note("sample_collection", file=collection(ctx).file))
    _mafia_intel(ctx)


def _items(ctx: PhaseContext, name: str, key: str, given: Mapping[str, Any]) -> list[Any]:
    """A scenario list (a warning and nothing when it is not one: bad input never crashes)."""
    value = given.get(key)
    if value is None:
        return []
    if not isinstance(value, (list, tuple)):
        ctx.warnings.append(f"{name}: '{key}' must be a list of cards; ignored")
        return []
    return list(value)


def _ids(ctx: PhaseContext, name: str, key: str, given: Mapping[str, Any]) -> list[str]:
    return [
        str(c)
        for c in _items(ctx, name, key, given)
        if isinstance(c, (str, int)) and not isinstance(c, bool)
    ]


def _side_entry(raw: Any) -> dict[str, Any]:
    if isinstance(raw, Mapping):
        return {"card": str(raw.get("card")), "mafia": bool(raw.get("mafia", False))}
    return {"card": str(raw), "mafia": False}


def _sleeve_entry(raw: Any) -> Any:
    """A Sleeve card as the scenario gives it, like Side's: an id, or `{card, mafia}` (a
    card got from the Mafia's abilities: «Полученные от способностей Мафии карты не могут
    быть обоснованиями для Обвинения»). Kept as a bare id unless it carries the flag, as
    cards drawn into the Sleeve are."""
    entry = _side_entry(raw)
    return entry if entry["mafia"] else entry["card"]


def _mafia_intel(ctx: PhaseContext) -> None:
    """«В начале первой ночи члены Мафии узнают колоды и Руки друг друга.»"""
    team = [p for p in ctx.seated() if ctx.ruleset.factions[p.start.faction].team and p.start.alive]
    for live in team:
        others = [p.name for p in team if p is not live]
        if not others:
            continue
        ctx.send(
            live.name,
            "mafia_intel",
            None,
            {
                "hands": {n: list(cards_of(ctx, n)["hand"]) for n in others},
                "decks": {n: list(cards_of(ctx, n)["deck"]) for n in others},
            },
        )
