"""The roles of a ruleset file: the abilities and traits each role grants, secret roles
(faction, successions, setup choices) and public roles (HP, vote weight)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from ..model.errors import RulesetError
from ..model.names import read_ids, read_names
from ..model.state import frozen_map
from .abilities import AbilityDef, Grant, PublicRoleDef, SecretRoleDef, Succession, TraitGrant
from .sections import FactionDef
from .yamlsrc import YList, YMap, each_map, expect_map

_names = read_names
_ids = read_ids


def _fraction(m: YMap, key: str, what: str) -> Fraction | None:
    if key not in m or m[key] is None:
        return None
    value = m[key]
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        m.fail(f"{what}: '{key}' must be a number like 2.5 or 1/3", key)
    try:
        return Fraction(str(value))
    except (ValueError, ZeroDivisionError):
        m.fail(f"{what}: '{key}' must be a number like 2.5 or 1/3, not {value!r}", key)


class GrantReader:
    """Reads a role's `abilities` and `traits` lists against the abilities, size columns and
    traits the ruleset and the core know."""

    def __init__(self, abilities: Mapping[str, AbilityDef], size_ids: set[str]) -> None:
        from ..effects import known_traits

        self.abilities = abilities
        self.size_ids = size_ids
        self.traits_known = known_traits()

    def grant_list(self, m: YMap, field_name: str, owner: str, public: bool) -> tuple[Grant, ...]:
        items = m.opt(field_name, YList, owner, YList())
        return tuple(
            self._grant(items, index, item, owner, public)
            for index, _line, item in items.enumerate_lines()
        )

    def _grant(self, items: YList, index: int, item: Any, owner: str, public: bool) -> Grant:
        if isinstance(item, str):
            gm = YMap({"ability": item})
            gm.file, gm.line, gm.key_lines, gm.error_type = (
                items.file,
                items.item_lines[index],
                {},
                RulesetError,
            )
        else:
            gm = expect_map(item, f"{owner}: an ability", items, index)
        gm.check_keys(
            {"ability", "charges", "sizes", "slot", "combines_with", "from_hospital", "effect"},
            f"{owner}: an ability",
        )
        akey = gm.req("ability", str, owner)
        if akey not in self.abilities:
            gm.fail(f"{owner}: unknown ability '{akey}'", "ability")
        if self.abilities[akey].public != public:
            gm.fail(
                f"{owner}: '{akey}' is a "
                f"{'public' if self.abilities[akey].public else 'secret'} ability",
                "ability",
            )
        grant_sizes = _ids(gm.get("sizes"), "sizes", gm, "sizes")
        for z in grant_sizes:
            if z not in self.size_ids:
                gm.fail(f"{owner}: unknown size column '{z}'", "sizes")
        effect_over = gm.opt("effect", YMap, owner, YMap())
        return Grant(
            akey,
            gm.opt("charges", int, owner),
            grant_sizes,
            gm.opt("slot", str, owner, "main"),
            _ids(gm.get("combines_with"), "combines_with", gm, "combines_with"),
            gm.opt("from_hospital", bool, owner),
            frozen_map(effect_over),
        )

    def trait_list(self, m: YMap, owner: str) -> tuple[TraitGrant, ...]:
        from ..effects import validate_trait

        out: list[TraitGrant] = []
        items = m.opt("traits", YList, owner, YList())
        for index, _line, item in items.enumerate_lines():
            tsizes: tuple[str, ...] = ()
            if isinstance(item, str):
                tname, params = item, YMap()
            else:
                tm = expect_map(item, f"{owner}: a trait", items, index)
                tm.check_keys({"trait", "params", "sizes"}, f"{owner}: a trait")
                tname = tm.req("trait", str, owner)
                params = tm.opt("params", YMap, owner, YMap())
                tsizes = _ids(tm.get("sizes"), "sizes", tm, "sizes")
            if tname not in self.traits_known:
                items.fail(
                    f"{owner}: unknown trait '{tname}' (known: "
                    f"{', '.join(sorted(self.traits_known))})",
                    index,
                )
            problem = validate_trait(tname, params)
            if problem:
                items.fail(f"{owner}: {problem}", index)
            out.append(TraitGrant(tname, frozen_map(params), tsizes))
        return tuple(out)


def read_secret_roles(
    smap: YMap, factions: Mapping[str, FactionDef], grants: GrantReader
) -> dict[str, SecretRoleDef]:
    secret_roles: dict[str, SecretRoleDef] = {}
    for sid, sm in smap.items():
        sm = expect_map(sm, f"secret role {sid}", smap, sid)
        owner = f"secret role {sid}"
        sm.check_keys(
            {
                "ru",
                "en",
                "aliases",
                "faction",
                "abilities",
                "traits",
                "succession",
                "choice",
                "choice_distinct",
                "seed",
            },
            owner,
        )
        faction = sm.req("faction", str, owner)
        if faction not in factions:
            sm.fail(f"{owner}: unknown faction '{faction}'", "faction")
        successions: list[Succession] = []
        for _, cm in each_map(sm.opt("succession", YList, owner, YList()), "a succession"):
            cm.check_keys({"when_dead", "abilities", "traits", "inherit_counters"}, owner)
            inherit = cm.opt("inherit_counters", YMap, owner, YMap())
            successions.append(
                Succession(
                    _ids(cm.req("when_dead", (str, YList), owner), "when_dead", cm, "when_dead"),
                    grants.grant_list(cm, "abilities", owner, False),
                    grants.trait_list(cm, owner),
                    frozen_map(inherit),
                )
            )
        choice = _ids(sm.get("choice"), "choice", sm, "choice")
        secret_roles[sid] = SecretRoleDef(
            _names(sm, sid, owner),
            faction,
            grants.grant_list(sm, "abilities", owner, False),
            grants.trait_list(sm, owner),
            tuple(successions),
            choice,
            sm.opt("seed", str, owner, ""),
            _choice_distinct(sm, owner),
        )
    for sid, role in secret_roles.items():
        for succ in role.succession:
            for dead in succ.when_dead:
                if dead not in secret_roles:
                    smap[sid].fail(f"secret role {sid}: succession names unknown role '{dead}'")
    return secret_roles


def _choice_distinct(sm: YMap, owner: str) -> tuple[str, str] | None:
    if "choice_distinct" not in sm:
        return None
    dm = expect_map(sm["choice_distinct"], f"{owner}: choice_distinct", sm, "choice_distinct")
    dm.check_keys({"ruling", "option"}, f"{owner}: choice_distinct")
    return (dm.req("ruling", str, owner), dm.req("option", str, owner))


def read_public_roles(pmap: YMap, grants: GrantReader) -> dict[str, PublicRoleDef]:
    public_roles: dict[str, PublicRoleDef] = {}
    for pid, pm in pmap.items():
        pm = expect_map(pm, f"public role {pid}", pmap, pid)
        owner = f"public role {pid}"
        pm.check_keys(
            {
                "ru",
                "en",
                "aliases",
                "abilities",
                "traits",
                "max_hp",
                "start_hp",
                "vote_weight",
                "seed",
            },
            owner,
        )
        public_roles[pid] = PublicRoleDef(
            _names(pm, pid, owner),
            grants.grant_list(pm, "abilities", owner, True),
            grants.trait_list(pm, owner),
            pm.opt("max_hp", int, owner),
            pm.opt("start_hp", int, owner),
            _fraction(pm, "vote_weight", owner),
            pm.opt("seed", str, owner, ""),
        )
    return public_roles
