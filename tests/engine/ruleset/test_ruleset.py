"""The AM-15 ruleset file and the loader's errors (file, line, key)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import RulesetError, load_ruleset
from engine.ruleset.load import RULESETS_DIR, builtin_ruleset

AM15 = RULESETS_DIR / "am15.yaml"
SEED = Path(__file__).resolve().parents[4] / "shared" / "seeds" / "000_42e5aeee59cb42e2.txt"

PUBLIC_IDS = [
    "monk",
    "big_guy",
    "medic",
    "electrician",
    "authority",
    "vdv",
    "revolutionary",
    "paranoid",
    "marauder",
    "lawyer",
    "avenger",
    "chief_physician",
    "plagiarist",
    "undertaker",
    "student",
    "gopnik",
    "stuntman",
    "cultist",
    "ambal",
    "vip",
    "other",
]
SECRET_IDS = [
    "sensei",
    "ninja",
    "shinobi",
    "boss",
    "brute",
    "killer",
    "maniac",
    "psycho",
    "commissar",
    "punisher",
    "civilian",
]
ABILITY_IDS = [
    "masquerade",
    "meditation",
    "guard",
    "self_defense",
    "protection",
    "assault",
    "katana",
    "pistol",
    "silenced_pistol",
    "dual_pistols",
    "shuriken",
    "knife",
    "revolver",
    "trap",
    "message",
    "nagant",
    "surveillance",
    "shadow",
    "eavesdrop",
    "dossier",
    "investigation",
    "final_check",
    "contract",
    "hunt",
    "mind_cloud",
    "murder",
    "observation",
    "rest",
    "heal",
    "diagnostics",
    "treat",
    "shock",
    "extra_votes",
    "loot",
    "copy",
    "shakedown",
    "curse",
]


def test_am15_has_every_id_of_rules_am15_md():
    rs = builtin_ruleset("am15")
    assert set(PUBLIC_IDS) == set(rs.public_roles)
    assert set(SECRET_IDS) == set(rs.secret_roles)
    assert set(ABILITY_IDS) <= {a.id for a in rs.abilities.values()}
    assert set(rs.factions) == {"law", "mafia", "yakuza", "neutral"}


def test_the_33_steps_in_the_seeds_order_with_russian_names():
    """ "1) Маскировка ... 33) Эффекты, узнающие хп" — the seed's list of steps."""
    rs = builtin_ruleset("am15")
    assert [s.number for s in rs.steps] == list(range(34))
    seed = SEED.read_text(encoding="utf-8") if SEED.exists() else ""
    for step in rs.steps[1:]:
        if seed:
            assert f"{step.number}) {step.names.ru}" in seed, step.names.ru
    # every secret ability sits at the step the seed gives it
    by_step = {a.key: a.step for a in rs.abilities.values()}
    assert by_step["katana"] == 7 and by_step["maniac_knife"] == 12
    assert by_step["psycho_knife"] == 13 and by_step["heal"] == 30 and by_step["trap"] == 15


def test_statuses_and_thresholds():
    """ "101 хп и больше – полон сил; 75-100 здоров; 50-74 легко ранен; 20-49 тяжело ранен;
    1-19 в коме; 0 хп и меньше – мёртв"."""
    rs = builtin_ruleset("am15")
    expect = {
        101: "full_of_strength",
        100: "healthy",
        75: "healthy",
        74: "lightly_wounded",
        50: "lightly_wounded",
        49: "heavily_wounded",
        20: "heavily_wounded",
        19: "coma",
        1: "coma",
        0: "dead",
        -30: "dead",
    }
    for hp, status in expect.items():
        assert rs.status_for_hp(hp).id == status


def test_every_ruling_has_options_default_and_a_seed_quote():
    rs = builtin_ruleset("am15")
    seed = SEED.read_text(encoding="utf-8") if SEED.exists() else ""
    documented = {
        "frag_threshold",
        "day_ability_step",
        "damage_multiplier_stacking",
        "halving_stacking",
        "rounding",
        "mark_frag",
        "contract_heal_step",
        "investigation_count",
        "small_game_variant",
        "coma_regen_start",
        "trap_cancels_action",
        "avenger_death",
        "paranoid_check_result",
    }
    assert documented <= set(rs.rulings)
    for ruling in rs.rulings.values():
        assert ruling.default in ruling.option_ids()
        assert ruling.question and ruling.seed
        if seed:
            # quotes may elide with "..."; each piece is verbatim seed text
            for piece in ruling.seed.split(" ... "):
                assert piece.strip() in seed, (ruling.id, piece)


def test_russian_names_are_aliases():
    rs = builtin_ruleset("am15")
    assert rs.resolve_alias("secret_role", "Ниндзя") == "ninja"
    assert rs.resolve_alias("secret_role", "мирный житель") == "civilian"
    assert rs.resolve_alias("public_role", "ВДВшник") == "vdv"
    assert rs.resolve_alias("ability", "Катана") == "katana"
    assert rs.resolve_alias("ability", "нож") == "knife"
    assert rs.resolve_alias("faction", "Якудза") == "yakuza"
    assert rs.resolve_alias("secret_role", "ёжик") is None


def _broken(tmp_path: Path, old: str, new: str) -> Path:
    text = AM15.read_text(encoding="utf-8")
    assert old in text, old
    path = tmp_path / "broken.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def _line_of(path: Path, needle: str) -> int:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if needle in line:
            return number
    raise AssertionError(needle)


@pytest.mark.parametrize(
    ("old", "new", "needle", "words"),
    [
        (
            "kind: set_trap, effect: {damage: 95}",
            "kind: set_trapp, effect: {damage: 95}",
            "kind: set_trapp",
            "unknown effect kind 'set_trapp'",
        ),
        (
            "effect: {amount: 65, outright_roles",
            "effect: {amount: 65, outright_role",
            "outright_role",
            "unknown key 'outright_role'",
        ),
        (
            "{ru: Ниндзя, en: Ninja, faction: yakuza, abilities: [katana, trap]}",
            "{ru: Ниндзя, en: Ninja, faction: yakuza, abilities: [katana, trapdoor]}",
            "trapdoor",
            "unknown ability 'trapdoor'",
        ),
        ("traits: [mortal_wound]", "traits: [immortal]", "immortal", "unknown trait 'immortal'"),
        (
            "{trait: counterattack, params: {damage: 15}}",
            "{trait: counterattack, params: {dmg: 15}}",
            "dmg: 15",
            "unknown number 'dmg'",
        ),
        ("  ninja:\n", "  ninja:\n    ru: x\n  ninja:\n", "  ninja:", "duplicate key 'ninja'"),
        (
            "    default: at_or_below_zero",
            "    default: whenever",
            "default: whenever",
            "default 'whenever' is not one of its options",
        ),
        ("  - {number: 7, id: katana", "  - {numbr: 7, id: katana", "numbr", "unknown key 'numbr'"),
        (
            "faction: yakuza, abilities: [katana, trap]",
            "faction: pirates, abilities: [katana, trap]",
            "pirates",
            "unknown faction 'pirates'",
        ),
        # issue 11: ids inside effect numbers are checked (they used to pass silently)
        (
            "outright_roles: [commissar]",
            "outright_roles: [comissar]",
            "comissar",
            "effect outright_roles: unknown secret role 'comissar'",
        ),
        (
            "forbid_roles: [plagiarist]",
            "forbid_roles: [plagiarst]",
            "plagiarst",
            "unknown public role 'plagiarst'",
        ),
        # issue 25: a step's order of abilities names abilities of that step
        (
            "  - {number: 7, id: katana, ru: Катана, en: Katana}",
            "  - {number: 7, id: katana, ru: Катана, en: Katana, order: [katanna]}",
            "order: [katanna]",
            "step 7: order names unknown ability 'katanna'",
        ),
        (
            "  - {number: 7, id: katana, ru: Катана, en: Katana}",
            "  - {number: 7, id: katana, ru: Катана, en: Katana, order: [pistol]}",
            "order: [pistol]",
            "step 7: order names ability 'pistol' of step 8",
        ),
        # issue 11: without apply_statuses a player at 0 HP silently stayed alive
        (
            "messages, apply_statuses, reveals, win, public]",
            "messages, reveals, win, public]",
            "end_of_phase:",
            "needs hook 'apply_statuses'",
        ),
    ],
)
def test_loader_errors_name_file_line_and_key(tmp_path, old, new, needle, words):
    path = _broken(tmp_path, old, new)
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    message = str(info.value)
    assert words in message
    assert message.startswith(f"{path}:")
    assert info.value.line is not None
    # the error points at the offending line (or the mapping that holds it)
    assert abs(info.value.line - _line_of(path, needle)) <= 2, (info.value.line, message)


def test_newer_schema_is_refused(tmp_path):
    path = _broken(tmp_path, "schema_version: 1", "schema_version: 9")
    with pytest.raises(RulesetError, match="schema_version 9 is not supported"):
        load_ruleset(path)


def test_rulings_document_is_current():
    """docs/rulings-am15.md is generated from the ruleset; regenerate it after a change:
    `python -m engine rulings am15 > docs/rulings-am15.md`."""
    from engine.__main__ import rulings_markdown

    doc = Path(__file__).resolve().parents[3] / "docs" / "rulings-am15.md"
    assert doc.read_text(encoding="utf-8") == rulings_markdown(builtin_ruleset("am15"))
