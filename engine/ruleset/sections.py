"""The sections of a ruleset file and their readers: steps, factions, size columns,
abilities and the roles granting them, the distribution, rulings, goals, the ruleset's own
texts and order words. `load_ruleset` (engine/ruleset/load.py) reads them in file order; every
error names the file, the line and the key."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..model.names import Names, read_ids, read_names
from ..model.state import frozen_map
from .abilities import (
    AbilityDef,
    SecretRoleDef,
    _ability,
)
from .yamlsrc import YList, YMap, each_map, expect_list, expect_map

_names = read_names
_ids = read_ids


@dataclass(frozen=True, slots=True)
class StepDef:
    """One resolution step: its number, names, and the passive hooks run in it."""

    number: int
    names: Names
    passives: tuple[str, ...] = ()
    after: tuple[str, ...] = ()
    # the step's orders run by these abilities (keys) first, in this order, then the rest;
    # within one ability, in seating order (empty: seating order only)
    order: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        return self.names.id


@dataclass(frozen=True, slots=True)
class FactionDef:
    """A faction and whether its members know each other (and may order for each other)."""

    names: Names
    short: str
    team: bool
    colour: str | None = None  # how the console marks the faction ("#b3322f")
    gets_goals: bool = True  # destroyed, its dead play for the ruleset's `goals`

    @property
    def id(self) -> str:
        return self.names.id


@dataclass(frozen=True, slots=True)
class SizeColumn:
    """A game-size column (14–15, 16–17, 18–20) of size-dependent rules."""

    id: str
    min: int
    max: int


@dataclass(frozen=True, slots=True)
class DistributionRow:
    """Secret roles dealt for a size column; the rest are `rest` (civilians)."""

    column: str
    roles: Mapping[str, int]
    rest: str


@dataclass(frozen=True, slots=True)
class RulingOption:
    """One option of a ruling, in English and Russian."""

    id: str
    text: str
    text_ru: str = ""

    def get(self, lang: str) -> str:
        return self.text_ru if lang == "ru" and self.text_ru else self.text


@dataclass(frozen=True, slots=True)
class RulingDef:
    """A question the seed leaves open: options, the default and the seed words."""

    id: str
    question: str
    options: tuple[RulingOption, ...]
    default: str
    seed: str
    question_ru: str = ""
    setup: bool = False  # decided when the game is made: the New game dialog asks it

    def option_ids(self) -> tuple[str, ...]:
        return tuple(o.id for o in self.options)

    def ask(self, lang: str) -> str:
        """The question in `lang` (English when no Russian is written)."""
        return self.question_ru if lang == "ru" and self.question_ru else self.question

    def option(self, option_id: str) -> RulingOption:
        return next(o for o in self.options if o.id == option_id)

    def words(self, option_id: str, lang: str) -> str:
        """An option as a master reads it in `lang`; its id only for an option it lacks."""
        found = next((o for o in self.options if o.id == option_id), None)
        return found.get(lang) if found is not None else option_id


@dataclass(frozen=True, slots=True)
class GoalDef:
    """A faction's goal, in Russian and English."""

    id: str
    text_ru: str
    text_en: str


def _is_colour(text: str) -> bool:
    digits = text[1:]
    return (
        text.startswith("#")
        and len(digits) == 6
        and all(c in "0123456789abcdefABCDEF" for c in digits)
    )


def read_steps(root: YMap, what: str, hooks: set[str]) -> list[StepDef]:
    steps: list[StepDef] = []
    for _, sm in each_map(root.req("steps", YList, what), "a step"):
        sm.check_keys(
            {"number", "id", "ru", "en", "aliases", "passives", "after", "order"}, "a step"
        )
        number = sm.req("number", int, "a step")
        if steps and number != steps[-1].number + 1:
            sm.fail(f"steps must be numbered in order: {number} after {steps[-1].number}", "number")
        sid = sm.req("id", str, f"step {number}")
        passives = _ids(sm.get("passives"), "passives", sm, "passives")
        after = _ids(sm.get("after"), "after", sm, "after")
        for hook in (*passives, *after):
            if hook not in hooks:
                sm.fail(
                    f"step {number}: unknown hook '{hook}' (known: {', '.join(sorted(hooks))})",
                    "passives" if hook in passives else "after",
                )
        order = _ids(sm.get("order"), "order", sm, "order")
        steps.append(StepDef(number, _names(sm, sid, f"step {number}"), passives, after, order))
    return steps


def read_factions(root: YMap, what: str) -> dict[str, FactionDef]:
    factions: dict[str, FactionDef] = {}
    fmap = expect_map(root.req("factions", YMap, what), "factions", root, "factions")
    for fid, fm in fmap.items():
        fm = expect_map(fm, f"faction {fid}", fmap, fid)
        fm.check_keys(
            {"ru", "en", "aliases", "short", "team", "colour", "gets_goals"}, f"faction {fid}"
        )
        colour = fm.opt("colour", str, f"faction {fid}")
        if colour is not None and not _is_colour(colour):
            fm.fail(f'faction {fid}: colour must be like "#b3322f", not {colour!r}', "colour")
        factions[fid] = FactionDef(
            _names(fm, fid, f"faction {fid}"),
            fm.req("short", str, f"faction {fid}"),
            fm.opt("team", bool, f"faction {fid}", False),
            colour,
            fm.opt("gets_goals", bool, f"faction {fid}", True),
        )
    return factions


def read_sizes(root: YMap, what: str) -> list[SizeColumn]:
    sizes: list[SizeColumn] = []
    for _, zm in each_map(root.req("sizes", YList, what), "a size column"):
        zm.check_keys({"id", "min", "max"}, "a size column")
        sizes.append(
            SizeColumn(
                zm.req("id", str, "a size column"),
                zm.req("min", int, "size"),
                zm.req("max", int, "size"),
            )
        )
    return sizes


def read_abilities(amap: YMap, step_numbers: set[int]) -> dict[str, AbilityDef]:
    from ..effects import known_kinds, validate_effect

    abilities: dict[str, AbilityDef] = {}
    kinds = known_kinds()
    for key, am in amap.items():
        am = expect_map(am, f"ability {key}", amap, key)
        abilities[key] = _ability(key, am, kinds, step_numbers, validate_effect)
    return abilities


def read_distribution(
    root: YMap, what: str, size_ids: set[str], secret_roles: Mapping[str, SecretRoleDef]
) -> list[DistributionRow]:
    distribution: list[DistributionRow] = []
    for _, dm in each_map(root.req("distribution", YList, what), "a distribution row"):
        dm.check_keys({"column", "roles", "rest"}, "a distribution row")
        col = dm.req("column", str, "a distribution row")
        if col not in size_ids:
            dm.fail(f"unknown size column '{col}'", "column")
        roles = expect_map(dm.req("roles", YMap, "a distribution row"), "roles", dm, "roles")
        for rname, count in roles.items():
            if rname not in secret_roles:
                roles.fail(f"distribution: unknown secret role '{rname}'", rname)
            if not isinstance(count, int) or isinstance(count, bool) or count < 0:
                roles.fail(f"distribution: the count of '{rname}' must be a whole number", rname)
        rest = dm.req("rest", str, "a distribution row")
        if rest not in secret_roles:
            dm.fail(f"distribution: unknown secret role '{rest}'", "rest")
        distribution.append(DistributionRow(col, frozen_map(roles), rest))
    return distribution


def read_rulings(root: YMap, what: str) -> dict[str, RulingDef]:
    rulings: dict[str, RulingDef] = {}
    for _, rm in each_map(root.req("rulings", YList, what), "a ruling"):
        rm.check_keys(
            {"id", "question", "question_ru", "options", "default", "seed", "setup"}, "a ruling"
        )
        rule_id = rm.req("id", str, "a ruling")
        if rule_id in rulings:
            rm.fail(f"duplicate ruling '{rule_id}'", "id")
        opts = expect_map(rm.req("options", YMap, rule_id), "options", rm, "options")
        options = _ruling_options(opts, rule_id)
        default = rm.req("default", str, rule_id)
        if default not in opts:
            rm.fail(f"ruling {rule_id}: default '{default}' is not one of its options", "default")
        rulings[rule_id] = RulingDef(
            rule_id,
            rm.req("question", str, rule_id),
            options,
            default,
            rm.req("seed", str, rule_id),
            rm.opt("question_ru", str, rule_id, ""),
            rm.opt("setup", bool, rule_id, False),
        )
    return rulings


def _ruling_options(opts: YMap, rule_id: str) -> tuple[RulingOption, ...]:
    options_list: list[RulingOption] = []
    for key, wording in opts.items():
        if isinstance(wording, YMap):  # {en: ..., ru: ...}
            wording.check_keys({"en", "ru"}, f"ruling {rule_id}: option {key}")
            options_list.append(
                RulingOption(
                    str(key), wording.req("en", str, rule_id), wording.opt("ru", str, rule_id, "")
                )
            )
        elif isinstance(wording, str):
            options_list.append(RulingOption(str(key), wording))
        else:
            opts.fail(f"ruling {rule_id}: option {key} needs a text", str(key))
    return tuple(options_list)


def read_goals(root: YMap, what: str) -> tuple[GoalDef, ...]:
    goals: list[GoalDef] = []
    for _, gm in each_map(root.opt("goals", YList, what, YList()), "a goal"):
        gm.check_keys({"id", "ru", "en"}, "a goal")
        goals.append(
            GoalDef(
                gm.req("id", str, "a goal"),
                gm.req("ru", str, "a goal"),
                gm.req("en", str, "a goal"),
            )
        )
    return tuple(goals)


def read_text(root: YMap, what: str) -> dict[str, Mapping[str, str]]:
    """The ruleset's own texts (codes its effects add, with their Russian and English)."""
    text: dict[str, Mapping[str, str]] = {}
    tmap = root.opt("text", YMap, what, YMap())
    for key, entry in tmap.items():
        em = expect_map(entry, f"text {key}", tmap, key)
        em.check_keys({"ru", "en"}, f"text {key}")
        text[key] = frozen_map({"ru": em.req("ru", str, key), "en": em.req("en", str, key)})
    return text


def read_order_words(
    words: YMap, abilities: Mapping[str, AbilityDef]
) -> dict[str, Mapping[str, tuple[str, ...]]]:
    """`order_words`: for "vote" or an ability id, the words per language (ru, en)."""
    known = {a.id for a in abilities.values()} | {"vote"}
    out: dict[str, Mapping[str, tuple[str, ...]]] = {}
    for key, entry in words.items():
        if key not in known:
            words.fail(f"order_words: '{key}' is neither 'vote' nor an ability id", key)
        em = expect_map(entry, f"order_words {key}", words, key)
        em.check_keys({"ru", "en"}, f"order_words {key}")
        langs: dict[str, tuple[str, ...]] = {}
        for lang in em:
            items = expect_list(em[lang], f"order_words {key} {lang}", em, lang)
            if not all(isinstance(w, str) and w.strip() for w in items):
                em.fail(f"order_words {key} {lang}: a list of words", lang)
            langs[lang] = tuple(items)
        out[key] = frozen_map(langs)
    return out
