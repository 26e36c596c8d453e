"""Mafic Arena XII (seed 002), a card game: hands as HP. Importing registers its kinds,
hooks and the check of its card collection."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, cast

from .. import ruleset_check
from . import end, orders, steps  # noqa: F401
from .cards import collection_path, load_collection

if TYPE_CHECKING:
    from ...ruleset.load import Ruleset


@ruleset_check
def _collection_loads(ruleset: Ruleset) -> None:
    """A ruleset naming a card collection: the file must load (file and line if not)."""
    name = ruleset.numbers.get("collection")
    if isinstance(name, str):
        found = load_collection(collection_path(ruleset.file, name))
        # the cards' names are the ruleset's words for them (`source.<id>`: the viewer's
        # ability column, `{cards:sources}` in notes); the ruleset's own text wins
        words = cast("dict[str, Mapping[str, str]]", ruleset.text)
        for card in found.cards.values():
            words.setdefault(f"source.{card.id}", {"ru": card.ru, "en": card.en})
        if found.sample:  # said plainly whenever such a game is open (texts.ruleset_notices)
            words["notice.sample_collection"] = {
                "en": f"Cards: the SAMPLE collection ({found.file}); the rules have no "
                "Collection. Replace the file or add cards in the scenario (collection:).",
                "ru": f"Карты: ОБРАЗЕЦ коллекции ({found.file}); в правилах Коллекции нет. "
                "Замените файл или добавьте карты в сценарий (collection:).",
            }
