"""A master's variant of a ruleset: `extends: <ruleset id>` and only what changes.

Every forum game is a variant: the master takes a ruleset and changes a few roles, numbers,
rulings' defaults or texts. A variant file names its base and lists only that; this module
merges it into the base's YAML tree, and the merged tree then goes through every check a
whole ruleset goes through (`ruleset.load_ruleset`). The rule (docs/writing-a-ruleset.md):

- `extends`, `id` and `name` are the variant's own (all three required);
- under a section's name (`abilities:`, `secret_roles:`, `rulings:`...) the variant *changes*
  entries the base has, named by id: mappings merge key by key, at any depth; a list or a
  plain value replaces the base's; `key: ~` deletes the key. An id the base lacks is an
  error with a did-you-mean (a typo must not become a new, half-written role);
- `add:` holds new entries, written as in a whole ruleset; `remove:` lists ids to drop;
- other top-level keys (`default_hp`, `phases`, `end_of_phase`...) replace the base's
  value, mappings (`phases`, `scenario`) merging key by key as above.

Every value keeps the file and line it came from, so an error in the merged ruleset names
the variant's line, or the base's (`BaseRulesetError`, which says it is the base's).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from ..model.errors import RulesetError
from .yaml_merge import (
    MergedList,
    MergedMap,
    copy_map,
    field_of,
    hint,
    merge,
    merged_list,
    new_map,
    put,
)
from .yamlsrc import YList, YMap, expect_list, expect_map, load_yaml_file

EXTENDS = "extends"
ADD = "add"
REMOVE = "remove"
VARIANT_KEYS = frozenset({EXTENDS, ADD, REMOVE})  # a variant's top-level keys beside a ruleset's
OWN = ("id", "name")  # what a variant must give itself: its own id and names
MAX_CHAIN = 8  # a variant of a variant of ...: more is a mistake (or a loop)

# sections whose entries are named by their key (abilities: {heal: {...}})
BY_KEY = (
    "abilities",
    "secret_roles",
    "public_roles",
    "factions",
    "locations",
    "numbers",
    "text",
    "order_words",
)
# sections that are lists of records, each named by a field (rulings: [{id: ...}])
BY_FIELD = {
    "steps": "id",
    "statuses": "id",
    "sizes": "id",
    "distribution": "column",
    "rulings": "id",
    "goals": "id",
    "columns": "id",
}
SECTIONS = (*BY_KEY, *BY_FIELD)

FindRuleset = Callable[[str], Path | None]


class BaseRulesetError(RulesetError):
    """A mistake found in the base ruleset's part of the merged one: it names the base's
    file and line, and says which variant extends it."""


class Variant:
    """One variant file's root, applied to the merged tree of its base."""

    def __init__(self, root: YMap, base: YMap, base_id: str) -> None:
        self.root, self.base, self.base_id = root, base, base_id
        self.removed: dict[str, set[str]] = {}

    def apply(self) -> MergedMap:
        for key in OWN:
            if key not in self.root:
                self.root.fail(
                    f"a variant needs its own '{key}' (the base's is '{self.base_id}''s)"
                )
        out = copy_map(self.base)
        out.file, out.line = self.root.file, self.root.line
        self._remove(out)
        for key, value in self.root.items():
            if key in (EXTENDS, ADD, REMOVE):
                continue
            if key in BY_KEY:
                self._change_by_key(out, key, expect_map(value, key, self.root, key))
            elif key in BY_FIELD:
                self._change_byfield_of(out, key, expect_map(value, key, self.root, key))
            elif key == "name" or not (isinstance(value, YMap) and isinstance(out.get(key), YMap)):
                put(out, key, value, self.root)  # a plain value, a list, the variant's name
            else:
                put(out, key, merge(out[key], value), self.root)
        self._add(out)
        return out

    # --- remove: {section: [ids]} -----------------------------------------------------------
    def _remove(self, out: MergedMap) -> None:
        spec = self._sections(REMOVE)
        for section, ids_value in spec.items():
            ids = expect_list(ids_value, f"remove: {section}", spec, section)
            known = self._ids(out, section)
            gone = self.removed.setdefault(section, set())
            for index, _line, rid in ids.enumerate_lines():
                rid = str(rid)
                if rid not in known:
                    ids.fail(self._not_in_base(section, rid, known), index)
                gone.add(rid)
            if section in BY_KEY:
                kept = copy_map(out[section])
                for key in gone:
                    del kept[key]
                put(out, section, kept, out)
            else:
                put(out, section, self._list_without(out[section], section, gone), out)

    def _list_without(self, items: YList, section: str, gone: set[str]) -> MergedList:
        field = BY_FIELD[section]
        return merged_list(
            items,
            [(i, item) for i, item in enumerate(items) if str(field_of(item, field)) not in gone],
        )

    # --- change: {section: {id: patch}} -----------------------------------------------------
    def _change_by_key(self, out: MergedMap, section: str, changes: YMap) -> None:
        base = out.get(section)
        if not isinstance(base, YMap):
            self.root.fail(self._no_section(section), section)
        merged = copy_map(base)
        for rid, patch in changes.items():
            self._check_changed(section, rid, base, changes)
            old = base[rid]
            if isinstance(old, YMap):
                patch = merge(old, expect_map(patch, f"{section}: {rid}", changes, rid))
            put(merged, rid, patch, changes)
        put(out, section, merged, out)

    def _change_byfield_of(self, out: MergedMap, section: str, changes: YMap) -> None:
        base = out.get(section)
        if not isinstance(base, YList):
            self.root.fail(self._no_section(section), section)
        field = BY_FIELD[section]
        by_id = {str(field_of(item, field)): i for i, item in enumerate(base)}
        replaced: dict[int, tuple[Any, str, int]] = {}
        for rid, patch in changes.items():
            self._check_changed(section, rid, by_id, changes)
            pm = expect_map(patch, f"{section}: {rid}", changes, rid)
            if field in pm and str(pm[field]) != rid:
                pm.fail(
                    f"{section}: '{rid}' cannot change its {field}: remove it and add a new one",
                    field,
                )
            record = merge(base[by_id[rid]], pm)
            replaced[by_id[rid]] = (record, changes.file, changes.where(rid))
        put(out, section, merged_list(base, list(enumerate(base)), replaced), out)

    def _check_changed(self, section: str, rid: str, known: Any, changes: YMap) -> None:
        if changes[rid] is None:
            changes.fail(
                f"{section}: '{rid}: ~' — to drop it, list it under remove: {section}", rid
            )
        if rid in self.removed.get(section, ()):
            changes.fail(f"{section}: '{rid}' is removed (remove: {section}) and changed here", rid)
        if rid not in known:
            changes.fail(
                self._not_in_base(section, rid, known) + f"; a new one goes under add: {section}",
                rid,
            )

    # --- add: {section: entries as in a whole ruleset} --------------------------------------
    def _add(self, out: MergedMap) -> None:
        spec = self._sections(ADD)
        for section, entries in spec.items():
            if section in BY_KEY:
                new = expect_map(entries, f"add: {section}", spec, section)
                base = out.get(section)
                merged = (
                    copy_map(base) if isinstance(base, YMap) else new_map(new, new.file, new.line)
                )
                for rid in new:
                    if rid in merged:
                        new.fail(self._already(section, rid), rid)
                    put(merged, rid, new[rid], new)
                put(out, section, merged, out if section in out else spec)
            else:
                self._add_records(out, spec, section)

    def _add_records(self, out: MergedMap, spec: YMap, section: str) -> None:
        new = expect_list(spec[section], f"add: {section}", spec, section)
        base = out.get(section)
        items = base if isinstance(base, YList) else merged_list(new, [])
        field = BY_FIELD[section]
        known = {str(field_of(item, field)) for item in items}
        added: list[tuple[Any, str, int]] = []
        for index, line, record in new.enumerate_lines():
            rm = expect_map(record, f"add: {section}", new, index)
            rid = str(rm.req(field, (str, int), f"add: {section}"))
            if rid in known:
                rm.fail(self._already(section, rid), field)
            known.add(rid)
            added.append((record, new.file, line))
        merged = merged_list(items, list(enumerate(items)), extra=added)
        if section == "steps":  # the loader wants steps in their numbers' order
            merged = merged_list(merged, sorted(enumerate(merged), key=_step_number))
        put(out, section, merged, out if section in out else spec)

    # --- messages and shapes ----------------------------------------------------------------
    def _sections(self, key: str) -> YMap:
        spec = self.root.get(key)
        if spec is None:
            return YMap()
        spec = expect_map(spec, key, self.root, key)
        for section in spec:
            if section not in SECTIONS:
                spec.fail(
                    f"{key}: '{section}' is no section with ids{hint(section, SECTIONS)} "
                    f"(sections: {', '.join(SECTIONS)})",
                    section,
                )
        return spec

    def _ids(self, out: MergedMap, section: str) -> set[str]:
        value = out.get(section)
        if isinstance(value, YMap):
            return {str(k) for k in value}
        if isinstance(value, YList):
            return {str(field_of(item, BY_FIELD.get(section, "id"))) for item in value}
        return set()

    def _not_in_base(self, section: str, rid: str, known: Iterable[str]) -> str:
        return f"{section}: the base '{self.base_id}' has no '{rid}'{hint(rid, known)}"

    def _no_section(self, section: str) -> str:
        return f"the base '{self.base_id}' has no {section}: write them under add: {section}"

    def _already(self, section: str, rid: str) -> str:
        return (
            f"add: {section}: the base '{self.base_id}' already has '{rid}': change it under "
            f"{section}: (or remove it first to write it anew)"
        )


def _step_number(indexed: tuple[int, Any]) -> int:
    value = field_of(indexed[1], "number")
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


# --- reading a variant and its bases --------------------------------------------------------


def resolve_variant(root: YMap, find: FindRuleset, chain: tuple[str, ...] = ()) -> YMap:
    """The whole ruleset tree `root` stands for: itself if it extends nothing, else its
    base's tree (itself perhaps a variant) with `root` applied."""
    if EXTENDS not in root:
        return root
    base_id = root.req(EXTENDS, str, "the variant")
    here = str(root.get("id", Path(root.file).stem))
    if base_id in (*chain, here) or len(chain) >= MAX_CHAIN:
        root.fail(
            f"extends: '{base_id}' leads back to itself ({' → '.join((*chain, here, base_id))})",
            EXTENDS,
        )
    path = find(base_id)
    if path is None:
        from .load import ruleset_files

        root.fail(f"extends: no ruleset '{base_id}'{hint(base_id, ruleset_files())}", EXTENDS)
    base = load_yaml_file(path, RulesetError)
    if not isinstance(base, YMap):
        raise RulesetError("a ruleset must be a mapping at the top level", str(path), 1)
    whole = resolve_variant(base, find, (*chain, here))
    return Variant(root, whole, base_id).apply()


def section_ids(tree: YMap, lang: str) -> list[tuple[str, str, str]]:
    """(section, id, what it is) for every entry a variant may change, add to or remove
    from, in the whole ruleset `tree`: what a master looks up while writing a variant
    (`mafia-engine ids`). What it is: the entry's name in `lang`, or its value."""
    rows: list[tuple[str, str, str]] = []
    for section in SECTIONS:
        value = tree.get(section)
        if isinstance(value, YMap):
            entries = list(value.items())
        elif isinstance(value, YList):
            entries = [(field_of(item, BY_FIELD[section]), item) for item in value]
        else:
            continue
        rows.extend((section, str(rid), _what(entry, lang)) for rid, entry in entries)
    return rows


def _what(entry: Any, lang: str) -> str:
    if not isinstance(entry, dict):
        return str(entry)  # a number, a list
    if "options" in entry:  # a ruling: its default and its question
        question = entry.get("question_ru" if lang == "ru" else "question") or entry.get("question")
        return f"default: {entry.get('default')} — {question}"
    name = entry.get(lang) or entry.get("en") or ""
    return name if isinstance(name, str) else ""


def check_variant_keys(root: YMap, ruleset_keys: frozenset[str]) -> None:
    """A variant's top-level keys: a ruleset's, `extends`, `add` and `remove`."""
    allowed = ruleset_keys | VARIANT_KEYS
    for key in root:
        if key not in allowed:
            root.fail(f"unknown key '{key}' in the variant{hint(key, allowed)}", key)


def base_files(path: Path, find: FindRuleset) -> list[Path]:
    """The files a variant at `path` is made from besides itself (its base, the base's
    base...): what a cached or verified result must also depend on. Never raises: a file
    that cannot be read or parsed yields what was found so far (loading it fails anyway).
    A file that never says `extends` is not parsed here (every start reads this)."""
    found: list[Path] = []
    current = path
    while len(found) <= MAX_CHAIN:
        try:
            if b"extends" not in current.read_bytes():
                break
            root = load_yaml_file(current, RulesetError)
        except (OSError, RulesetError):
            break
        base_id = root.get(EXTENDS) if isinstance(root, YMap) else None
        base = find(base_id) if isinstance(base_id, str) else None
        if base is None or base in found or base == path:
            break
        found.append(base)
        current = base
    return found


def describe_base_error(error: RulesetError, variant: str, bases: dict[str, str]) -> RulesetError:
    """An error in the base's part of a variant, said to be there (the master's own
    file is the variant: the fix goes there, by changing or removing the entry)."""
    base_id = bases.get(error.file or "")
    if base_id is None:
        return error
    direct = next(iter(bases.values()))  # bases: the variant's own base first
    through = "" if base_id == direct else f" through '{direct}'"
    return BaseRulesetError(
        f"{error.message} [in the base ruleset '{base_id}', which {Path(variant).name} "
        f"extends{through}: change or remove that entry in the variant]",
        error.file,
        error.line,
    )
