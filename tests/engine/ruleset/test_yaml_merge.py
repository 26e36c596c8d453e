"""The merge rule of a master's variant (engine/ruleset/yaml_merge.py), as properties over any
base and patch: mappings merge key by key at any depth, `~` deletes, anything else replaces,
the base is never changed, and every key of the result names the file it came from — the
variant's for what it wrote, the base's for the rest (so errors point at the right line)."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from engine.model.errors import RulesetError
from engine.ruleset.yaml_merge import file_of, merge
from engine.ruleset.yamlsrc import YList, YMap

KEYS = st.sampled_from(["a", "b", "c", "heal", "amount"])
LEAVES = st.one_of(
    st.integers(-5, 5), st.text("xy", max_size=2), st.lists(st.integers(0, 3), max_size=2)
)
TREES = st.recursive(LEAVES, lambda inner: st.dictionaries(KEYS, inner, max_size=4), max_leaves=12)
MAPS = st.dictionaries(KEYS, TREES, max_size=4)


def ymap(data: dict[str, Any], file: str, line: int = 1) -> YMap:
    """`data` as the YAML reader would give it, every key at its own line of `file`."""
    made = YMap()
    made.file, made.line, made.error_type, made.key_lines = file, line, RulesetError, {}
    for offset, (key, value) in enumerate(data.items(), start=1):
        made[key] = ymap(value, file, line + offset) if isinstance(value, dict) else value
        made.key_lines[key] = line + offset
    return made


def patch_for(base: dict[str, Any], data: dict[str, Any], deletions: list[str]) -> dict[str, Any]:
    """`data`, with `~` for each of `deletions` the base has (deleting what is there)."""
    return {**data, **{k: None for k in deletions if k in base and k not in data}}


def plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def expected(base: dict[str, Any], patch: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in patch.items():
        if value is None:
            del out[key]
        elif isinstance(out.get(key), dict) and isinstance(value, dict):
            out[key] = expected(out[key], value)
        else:
            out[key] = value
    return out


def check_places(result: YMap, base: YMap, patch: YMap) -> None:
    for key in result:
        if key in patch:
            assert file_of(result, key) == "variant.yaml"
            assert result.where(key) == patch.where(key)
            if isinstance(base.get(key), YMap) and isinstance(patch[key], YMap):
                check_places(result[key], base[key], patch[key])
        else:
            assert file_of(result, key) == "base.yaml" and result.where(key) == base.where(key)


@given(MAPS, MAPS, st.lists(KEYS, max_size=3))
def test_merge_follows_the_rule_and_keeps_each_keys_place(
    base_data: dict[str, Any], patch_data: dict[str, Any], deletions: list[str]
) -> None:
    base = ymap(base_data, "base.yaml")
    patch = ymap(patch_for(base_data, patch_data, deletions), "variant.yaml", 100)
    before = copy.deepcopy(plain(base))
    result = merge(base, patch)
    assert plain(result) == expected(plain(base), plain(patch))
    assert plain(base) == before  # the base's tree is never changed
    check_places(result, base, patch)


def test_a_list_is_replaced_whole_never_merged() -> None:
    base = ymap({"abilities": []}, "base.yaml")
    base["abilities"] = YList([1, 2])
    result = merge(base, ymap({"abilities": [3]}, "variant.yaml"))
    assert result["abilities"] == [3]
