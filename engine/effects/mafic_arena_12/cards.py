"""The card Collection of a card game ruleset: a data file of its own, checked at load.

The ruleset names the file in `numbers.collection` (beside the ruleset file); a scenario
may add or replace cards by id (`collection:`). A malformed file is refused with file and
line (RulesetError); a malformed scenario card with the scenario's (ScenarioError).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ...model.errors import RulesetError
from ...ruleset.number_bounds import NUMBER_MAX, check_numbers
from ...ruleset.yamlsrc import YList, YMap, each_map, expect_list, load_yaml_file
from ...userfiles.data_folder import reachable_file, user_rulesets_dir

COLOURS = ("damage", "recon", "control", "support", "neutral")
KINDS = ("damage", "camera", "witness", "disguise", "block", "armor", "draw", "letter")
_KEYS = frozenset(
    {
        "id",
        "ru",
        "en",
        "colour",
        "when",
        "target",
        "kind",
        "amount",
        "accused_bonus",
        "per_assist",
        "peaceful",
        "mafia_only",
    }
)


@dataclass(frozen=True, slots=True)
class Card:
    """One card of the Collection: what it is and what it does."""

    id: str
    ru: str
    en: str
    colour: str
    when: str  # night | any
    target: str  # other | none
    kind: str
    amount: int = 0
    accused_bonus: int = 0
    per_assist: int = 0
    peaceful: bool = False
    mafia_only: bool = False

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__slots__}


@dataclass(frozen=True, slots=True)
class Collection:
    """The cards by id; `sample`: the file says it is the spec's sample, not the game's."""

    cards: Mapping[str, Card]
    sample: bool
    file: str

    def get(self, card_id: str) -> Card | None:
        return self.cards.get(card_id)


def read_card(cm: YMap, what: str) -> Card:
    """One card entry (file and line in the error)."""
    cm.check_keys(_KEYS, what)
    cid = str(cm.req("id", str, what))
    colour = cm.req("colour", str, f"card {cid}")
    if colour not in COLOURS:
        cm.fail(f"card {cid}: colour must be one of {', '.join(COLOURS)}", "colour")
    kind = cm.req("kind", str, f"card {cid}")
    if kind not in KINDS:
        cm.fail(f"card {cid}: kind must be one of {', '.join(KINDS)}", "kind")
    when = cm.opt("when", str, f"card {cid}", "night")
    if when not in ("night", "any"):
        cm.fail(f"card {cid}: when must be night or any", "when")
    target = cm.opt("target", str, f"card {cid}", "other")
    if target not in ("other", "none"):
        cm.fail(f"card {cid}: target must be other or none", "target")
    numbers = {}
    for key in ("amount", "accused_bonus", "per_assist"):
        value = cm.opt(key, int, f"card {cid}", 0)
        if not 0 <= value <= NUMBER_MAX:  # a scenario's own cards come here too
            cm.fail(f"card {cid}: {key} must be from 0 to {NUMBER_MAX:,} (got {value})", key)
        numbers[key] = value
    return Card(
        cid,
        str(cm.opt("ru", str, f"card {cid}", cid)),
        str(cm.opt("en", str, f"card {cid}", cid)),
        colour,
        when,
        target,
        kind,
        numbers["amount"],
        numbers["accused_bonus"],
        numbers["per_assist"],
        bool(cm.opt("peaceful", bool, f"card {cid}", False)),
        bool(cm.opt("mafia_only", bool, f"card {cid}", False)),
    )


def read_cards(items: YList, what: str) -> dict[str, Card]:
    out: dict[str, Card] = {}
    for i, cm in each_map(items, "a card"):
        card = read_card(cm, f"{what}, card {i + 1}")
        if card.id in out:
            cm.fail(f"{what}: card '{card.id}' comes twice", "id")
        out[card.id] = card
    return out


@cache
def load_collection(path: str) -> Collection:
    """Read and check a collection file (RulesetError with file and line)."""
    root = load_yaml_file(path, RulesetError)
    if not isinstance(root, YMap):
        raise RulesetError("a card collection must be a mapping with 'cards'", path, 1)
    check_numbers(root, "the collection")
    root.check_keys({"sample", "cards"}, "the collection")
    items = expect_list(root.req("cards", YList, "the collection"), "cards", root, "cards")
    cards = read_cards(items, "the collection")
    if not cards:
        root.fail("the collection has no cards", "cards")
    return Collection(cards, bool(root.opt("sample", bool, "the collection", False)), path)


def collection_path(ruleset_file: str, name: str) -> str:
    """The collection file named by a ruleset: the master's own of that name in the
    `rulesets/` folder of their data folder (it replaces the bundled sample), else the one
    beside the ruleset (for a variant, beside its base)."""
    own = user_rulesets_dir() / name
    if reachable_file(own):
        return str(own)
    beside = Path(ruleset_file).parent / name
    if not beside.is_file():  # a master's variant: the collection beside its base
        from ...ruleset.load import find_ruleset_file
        from ...ruleset.variant import base_files

        for base in base_files(Path(ruleset_file), find_ruleset_file):
            if (base.parent / name).is_file():
                return str(base.parent / name)
    return str(beside)


def merged(base: Collection, extra: Iterable[Any]) -> tuple[Collection, list[str]]:
    """The collection with a scenario's cards added or replaced by id, and a warning for
    each scenario card that is not a well-formed card (skipped, never a crash)."""
    cards = dict(base.cards)
    warnings: list[str] = []
    for raw in extra:
        card = _loose_card(raw)
        if card is None:
            warnings.append(f"scenario collection: skipped a malformed card: {raw!r}")
            continue
        cards[card.id] = card
    return Collection(
        cards,
        base.sample and not cards.keys() - base.cards.keys() and cards == dict(base.cards),
        base.file,
    ), warnings


def _loose_card(raw: Any) -> Card | None:
    if not isinstance(raw, Mapping) or not set(raw) <= _KEYS or "id" not in raw:
        return None
    cid = str(raw["id"])
    data = {
        "ru": cid,
        "en": str(raw.get("ru", cid)),
        "when": "night",
        "target": "other",
        **{str(k): v for k, v in raw.items()},
    }
    try:
        card = Card(**data)
    except TypeError:
        return None
    ok = (
        card.colour in COLOURS
        and card.kind in KINDS
        and card.when in ("night", "any")
        and card.target in ("other", "none")
        and all(
            isinstance(getattr(card, k), int) and 0 <= getattr(card, k) <= NUMBER_MAX
            for k in ("amount", "accused_bonus", "per_assist")
        )
    )
    return card if ok else None
