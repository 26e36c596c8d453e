"""Cross-checks of a loaded ruleset (ids, hooks a phase needs, rulings the code reads)
and its alias tables: every problem names the file and the line."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import TYPE_CHECKING

from ..model.errors import RulesetError
from ..model.names import Names, norm
from .phases import hook_order, missing_after
from .schema import Found, check_refs, did_you_mean
from .yamlsrc import YMap

if TYPE_CHECKING:
    from .load import Ruleset


def check_references(rs: Ruleset, root: YMap, smap: YMap, amap: YMap) -> None:
    _check_step_orders(rs, root)
    _check_ability_references(rs, amap)
    _check_role_references(rs, smap)
    _check_places_and_statuses(rs, root)


def _check_step_orders(rs: Ruleset, root: YMap) -> None:
    """A step's `order` names abilities (keys) of that step, each once."""
    written = root.get("steps")
    for index, step in enumerate(rs.steps):
        sm = written[index] if isinstance(written, list) and index < len(written) else None
        where, key = (sm, "order") if isinstance(sm, YMap) else (root, "steps")
        for aid in step.order:
            ability = rs.abilities.get(aid)
            if ability is None:
                where.fail(f"step {step.number}: order names unknown ability '{aid}'", key)
            elif ability.step != step.number:
                where.fail(
                    f"step {step.number}: order names ability '{aid}' of step {ability.step}", key
                )
        if len(set(step.order)) < len(step.order):
            where.fail(f"step {step.number}: order names an ability twice", key)


def _check_ability_references(rs: Ruleset, amap: YMap) -> None:
    faction_ids = set(rs.factions)
    for key, ability in rs.abilities.items():
        if ability.alt_step is not None:
            ruling_id, option, _step = ability.alt_step
            if ruling_id not in rs.rulings or option not in rs.rulings[ruling_id].option_ids():
                amap.fail(
                    f"ability {key}: alt_step names unknown ruling option {ruling_id}={option}", key
                )
        for spec in ability.params:
            for fac in spec.factions:
                if fac not in faction_ids:
                    amap.fail(f"ability {key}: parameter {spec.name}: unknown faction '{fac}'", key)


def _check_role_references(rs: Ruleset, smap: YMap) -> None:
    role_ids = set(rs.secret_roles)
    for sid, role in rs.secret_roles.items():
        for akey in role.choice:
            if akey not in rs.abilities:
                smap.fail(f"secret role {sid}: choice names unknown ability '{akey}'", sid)
        if role.choice_distinct is not None:
            ruling_id, option = role.choice_distinct
            if ruling_id not in rs.rulings or option not in rs.rulings[ruling_id].option_ids():
                smap.fail(
                    f"secret role {sid}: choice_distinct names unknown ruling option "
                    f"{ruling_id}={option}",
                    sid,
                )
        for succ in role.succession:
            for counter, source in succ.inherit_counters.items():
                if source not in role_ids:
                    smap.fail(
                        f"secret role {sid}: counter {counter} from unknown role {source}", sid
                    )


def _check_places_and_statuses(rs: Ruleset, root: YMap) -> None:
    for place in rs.places.values():
        # regen_now names the ruling whose option 'same_phase' heals on entering the place
        if place.regen_now is not None and (
            place.regen_now not in rs.rulings
            or "same_phase" not in rs.rulings[place.regen_now].option_ids()
        ):
            root.fail(
                f"statuses: location {place.id}: regen_now names '{place.regen_now}', "
                "which must be a ruling with an option 'same_phase'",
                "statuses",
            )
    if not rs.sizes:
        root.fail("at least one size column is needed", "sizes")
    # every HP value must map to exactly one status
    for hp in range(-10, 400):
        covering = [s.id for s in rs.statuses if s.covers(hp)]
        if len(covering) != 1:
            root.fail(f"statuses: {hp} HP is covered by {covering or 'no status'}", "statuses")


def check_hooks_needed(rs: Ruleset, root: YMap, amap: YMap) -> None:
    """Every hook and ability finds the hooks it needs later in each phase kind that runs
    it (without `apply_statuses` a player at 0 HP would silently stay alive)."""
    from ..effects import hook_needs, kind_needs

    passives = {s.number: s.passives for s in rs.steps}
    after = {s.number: s.after for s in rs.steps}
    where = "phases" if "phases" in root else "end_of_phase"
    for kind in rs.phases.kinds.values():
        order = hook_order(kind, passives, after)
        label = "" if rs.phases.merged else f"phase kind {kind.id}: "
        for place, hook in order:
            missing = missing_after(order, place, hook_needs(hook))
            if missing is not None:
                root.fail(
                    f"{label}hook '{hook}' needs hook '{missing}' after it in the "
                    "phase (add it to end_of_phase)",
                    where,
                )
        for key, ability in rs.abilities.items():
            steps = [ability.step] + ([ability.alt_step[2]] if ability.alt_step else [])
            for step in steps:
                if step not in kind.steps or not kind.accepts(ability.public):
                    continue
                missing = missing_after(
                    order, (step, 1), kind_needs(ability.kind, rs, ability.effect)
                )
                if missing is not None:
                    amap.fail(
                        f"ability {key}: {label}effect kind '{ability.kind}' needs hook "
                        f"'{missing}' after step {step} (add it to a later step's "
                        "'after' or to end_of_phase)",
                        key,
                    )


def check_effect_ids(
    rs: Ruleset, amap: YMap, smap: YMap | None = None, pmap: YMap | None = None
) -> None:
    """Ids inside effect numbers (`kills_roles: [commissar]`, a faction inside `learns:
    {also_to: ...}`) name things that exist."""
    from ..effects import effect_ids, effect_refs
    from .numbers import id_tables

    tables = id_tables(rs)
    for key, ability in rs.abilities.items():
        em = amap[key].get("effect")
        effect = em if isinstance(em, YMap) else ability.effect
        _check_at(effect_refs(ability.kind, effect, f"ability {key}: effect"), tables, amap, key)
        for param, table, item in effect_ids(ability.kind, ability.effect):
            if item not in tables.get(table, ()):
                em = amap[key].get("effect")
                where = em if isinstance(em, YMap) else amap
                where.fail(
                    f"ability {key}: effect {param}: unknown {_word(table)} "
                    f"'{item}'{did_you_mean(item, tables.get(table, ()))}",
                    param if where is em else key,
                )
    # a role's grant may override effect numbers: the same ids, reported at the role
    roles = [(smap, rid, r.grants, r.succession) for rid, r in rs.secret_roles.items()]
    roles += [(pmap, rid, p.grants, ()) for rid, p in rs.public_roles.items()]
    for where_map, rid, grants, successions in roles:
        every = [*grants, *(g for s in successions for g in s.grants)]
        for grant in every:
            base = rs.abilities[grant.ability]
            kind = base.kind
            if grant.effect:  # an override: the ability's numbers with the role's own
                what = f"role {rid}: ability {grant.ability}: effect"
                found = effect_refs(kind, {**base.effect, **grant.effect}, what)
                _check_at(found, tables, where_map, rid)
            for param, table, item in effect_ids(kind, grant.effect):
                if item not in tables.get(table, ()) and where_map is not None:
                    where_map.fail(
                        f"role {rid}: ability {grant.ability}: effect {param}: unknown "
                        f"{_word(table)} '{item}'{did_you_mean(item, tables.get(table, ()))}",
                        rid,
                    )


def _check_at(
    found: list[Found], tables: Mapping[str, Collection[str]], where: YMap | None, key: str
) -> None:
    """`check_refs`; an id read without its own line is named at `where[key]`."""
    try:
        check_refs(found, tables)
    except RulesetError as exc:
        if exc.line is None and where is not None:
            where.fail(exc.message, key)
        raise


def _word(table: str) -> str:
    """`secret_role` -> "secret role"; `numbers:night_switches` -> "entry of
    numbers.night_switches"."""
    if table.startswith("numbers:"):
        return f"entry of numbers.{table.removeprefix('numbers:')}"
    return table.replace("_", " ")


def check_rulings_understood(rs: Ruleset, root: YMap) -> None:
    """A ruling the shared code reads may only offer options the code understands."""
    from .rulings import readers, understood

    rlist = root.get("rulings") or []
    lines = {r.get("id"): r for r in rlist if isinstance(r, YMap)}
    for rid, ruling in rs.rulings.items():
        known = understood(rid)
        if known is None:
            continue
        strange = [o for o in ruling.option_ids() if o not in known]
        if strange:
            lines[rid].fail(
                f"ruling {rid}: option '{strange[0]}' is not understood by "
                f"{', '.join(readers(rid))} (options: {', '.join(known)})",
                "options",
            )


def build_aliases(rs: Ruleset, root: YMap) -> dict[str, dict[str, str]]:
    tables: dict[str, dict[str, str]] = {}

    def add(kind: str, names: Names) -> None:
        table = tables.setdefault(kind, {})
        for spelling in (names.id, names.ru, names.en, *names.aliases):
            key = norm(spelling)
            if key in table and table[key] != names.id:
                # two ids share a spelling (e.g. both knives are 'нож'): the id must be used
                table[key] = "?ambiguous"
            else:
                table[key] = names.id

    for role in rs.secret_roles.values():
        add("secret_role", role.names)
    for prole in rs.public_roles.values():
        add("public_role", prole.names)
    for ability in rs.abilities.values():
        add("ability", ability.names)
    for faction in rs.factions.values():
        add("faction", faction.names)
    for status in rs.statuses:
        add("status", status.names)
    del root
    return tables
