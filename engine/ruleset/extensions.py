"""Scenario keys a ruleset adds (its own setup data), declared in the ruleset's `scenario:`.

A ruleset whose game needs more than roles and HP at the start (a card game's hands and
decks) names the extra keys a scenario may give, at the top and per player. The scenario
loader accepts exactly those keys for that ruleset (every other ruleset's scenarios are
unchanged) and keeps their values, as JSON, in the new game's `extra["scenario"]` for the
ruleset's hooks to read. `hp_from`: a player key holding a list whose length is the
starting HP; `free_public`: a role id that any unknown public role text stands for;
`no_hp`: the scenario may not give `hp` (the list decides); `vote_words`: what a vote may
name besides a player (`peace: [за мир]`: the id and the words read as it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..model.names import read_ids
from ..model.state import plain
from .yamlsrc import YList, YMap, each_map, expect_list, expect_map

# where the values live in GameState.extra
NAMESPACE = "scenario"


@dataclass(frozen=True, slots=True)
class ScenarioKeys:
    """The extra scenario keys of a ruleset (none by default)."""

    top: tuple[str, ...] = ()
    player: tuple[str, ...] = ()
    hp_from: str | None = None
    no_hp: bool = False
    vote_words: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # a public role given as free text (a «Класс») is this role; the text is kept as the
    # player's `public` key
    free_public: str | None = None
    # a top-level key that sets a ruling (the spec's `start_phase: night` = first_phase)
    ruling_keys: Mapping[str, str] = field(default_factory=dict)
    # a top-level flag that, when true, sets a ruling to an option (mafiascum's
    # `one_less_for_no_lynch: true` = `no_lynch_threshold: one_less`): key -> (ruling, option)
    flag_rulings: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    # a player without `secret` gets this role, with a warning (a roster of names is enough
    # to read a day's votes); None: `secret` is required
    default_secret: str | None = None
    # player keys checked as the scenario is read (issue 31.4, 25.11: never kept unread):
    # lists of card ids (`source.<id>` words of the ruleset, or the scenario's own cards
    # under the top key `card_collection`), lists of ids or {card, mafia} entries, and keys
    # naming a player
    cards: tuple[str, ...] = ()
    card_entries: tuple[str, ...] = ()
    card_flags: tuple[str, ...] = ()  # what an entry may say of its card besides `card`
    player_refs: tuple[str, ...] = ()
    card_collection: str | None = None

    def vote_word(self, raw: str) -> str | None:
        """The id of a non-player vote (`peace`) written as `raw`, or None."""
        low = raw.strip().lower()
        for word, spellings in self.vote_words.items():
            if low == word or low in (s.lower() for s in spellings):
                return word
        return None


def load_scenario_keys(root: YMap) -> ScenarioKeys:
    """The ruleset's `scenario:` section (absent: no extra keys)."""
    if "scenario" not in root:
        return ScenarioKeys()
    sm = expect_map(root["scenario"], "scenario", root, "scenario")
    sm.check_keys(
        {
            "top",
            "player",
            "hp_from",
            "no_hp",
            "vote_words",
            "free_public",
            "ruling_keys",
            "flag_rulings",
            "default_secret",
            "cards",
            "card_entries",
            "card_flags",
            "player_refs",
            "card_collection",
        },
        "scenario",
    )
    rk = sm.opt("ruling_keys", YMap, "scenario", YMap())
    ruling_keys = {str(k): str(v) for k, v in rk.items()}
    fr = sm.opt("flag_rulings", YMap, "scenario", YMap())
    flag_rulings: dict[str, tuple[str, str]] = {}
    for key, pair in fr.items():
        both = expect_map(pair, f"scenario: flag_rulings: {key}", fr, key)
        both.check_keys({"ruling", "option"}, f"scenario: flag_rulings: {key}")
        flag_rulings[str(key)] = (
            str(both.req("ruling", str, f"flag_rulings: {key}")),
            str(both.req("option", str, f"flag_rulings: {key}")),
        )
    top = read_ids(sm.get("top"), "top", sm, "top")
    player = read_ids(sm.get("player"), "player", sm, "player")
    hp_from = sm.opt("hp_from", str, "scenario")
    if hp_from is not None and hp_from not in player:
        sm.fail(f"scenario: hp_from '{hp_from}' is not one of the player keys", "hp_from")
    words: dict[str, tuple[str, ...]] = {}
    wm = sm.opt("vote_words", YMap, "scenario", YMap())
    for word, spellings in wm.items():
        words[str(word)] = tuple(read_ids(spellings, "vote_words", wm, word))
    checked: dict[str, tuple[str, ...]] = {}
    for key in ("cards", "card_entries", "player_refs"):
        checked[key] = tuple(read_ids(sm.get(key), key, sm, key))
        for k in checked[key]:
            if k not in player:
                sm.fail(f"scenario: {key}: '{k}' is not one of the player keys", key)
    flags = tuple(read_ids(sm.get("card_flags"), "card_flags", sm, "card_flags"))
    card_collection = sm.opt("card_collection", str, "scenario")
    if card_collection is not None and card_collection not in top:
        sm.fail(
            f"scenario: card_collection '{card_collection}' is not a top key", "card_collection"
        )
    return ScenarioKeys(
        tuple(top),
        tuple(player),
        hp_from,
        sm.opt("no_hp", bool, "scenario", False),
        words,
        sm.opt("free_public", str, "scenario"),
        ruling_keys,
        flag_rulings,
        sm.opt("default_secret", str, "scenario"),
        checked["cards"],
        checked["card_entries"],
        flags,
        checked["player_refs"],
        card_collection,
    )


# --- columns a ruleset adds to the player table ---------------------------------------------


@dataclass(frozen=True, slots=True)
class RulesetColumn:
    """A value per player that the console shows (a card game's hand count). `path`: keys
    into `GameState.extra`, `{name}` standing for the player; `show`: `count` (a list's
    length) or `value`; `secret`: hidden under "Hide secrets"."""

    id: str
    ru: str
    en: str
    path: tuple[str, ...]
    show: str = "count"
    secret: bool = False
    # the player's JSON (`players` of a phase) gets the value as `json` and/or its length
    # as `json_count` (added fields: the contract's stay as they are)
    json: str | None = None
    json_count: str | None = None

    def name(self, lang: str) -> str:
        return self.ru if lang == "ru" else self.en

    def raw(self, extra: Mapping[str, Any], player: str) -> Any:
        """The value at the path for `player` (None when the state has none)."""
        found: Any = extra
        for key in self.path:
            key = player if key == "{name}" else key
            if not isinstance(found, Mapping) or key not in found:
                return None
            found = found[key]
        return found

    def json_fields(self, extra: Mapping[str, Any], player: str) -> dict[str, Any]:
        """The fields this column adds to `player`'s JSON."""
        found = self.raw(extra, player)
        out: dict[str, Any] = {}
        if self.json is not None:
            out[self.json] = plain(found)
        if self.json_count is not None:
            out[self.json_count] = len(found) if isinstance(found, (list, tuple)) else 0
        return out

    def value(self, extra: Mapping[str, Any], player: str) -> str:
        """The value for `player` ("" when the state has none)."""
        found = self.raw(extra, player)
        if found is None:
            return ""
        if self.show == "count":
            return str(len(found)) if isinstance(found, (list, tuple)) else ""
        return "" if found is None else str(found)


def load_columns(root: YMap) -> tuple[RulesetColumn, ...]:
    """The ruleset's `columns:` (absent: none)."""
    if "columns" not in root:
        return ()
    items = expect_list(root["columns"], "columns", root, "columns")
    out: list[RulesetColumn] = []
    for _, cm in each_map(items, "a column"):
        cm.check_keys(
            {"id", "ru", "en", "path", "show", "secret", "json", "json_count"}, "a column"
        )
        cid = cm.req("id", str, "a column")
        show = cm.opt("show", str, f"column {cid}", "count")
        if show not in ("count", "value"):
            cm.fail(f"column {cid}: show must be count or value", "show")
        path = read_ids(cm.req("path", YList, f"column {cid}"), "path", cm, "path")
        out.append(
            RulesetColumn(
                cid,
                cm.req("ru", str, f"column {cid}"),
                cm.req("en", str, f"column {cid}"),
                tuple(path),
                show,
                cm.opt("secret", bool, f"column {cid}", False),
                cm.opt("json", str, f"column {cid}"),
                cm.opt("json_count", str, f"column {cid}"),
            )
        )
    return tuple(out)


def player_json(
    columns: Sequence[RulesetColumn], extra: Mapping[str, Any], player: str
) -> dict[str, Any]:
    """The fields a ruleset's columns add to `player`'s JSON (a card game's hand)."""
    out: dict[str, Any] = {}
    for column in columns:
        out.update(column.json_fields(extra, player))
    return out
