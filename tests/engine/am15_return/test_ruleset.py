"""rulesets/am15_return.yaml against seed 001 and rules-am15-return.md: every id, the 27
steps with the seed's names, every quote verbatim."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.ruleset.load import builtin_ruleset

from .helpers import SEED

RS = builtin_ruleset("am15_return")
TEXT = " ".join(SEED.read_text(encoding="utf-8").split()) if SEED.exists() else ""

PUBLIC_IDS = {
    "monk",
    "big_guy",
    "medic",
    "vdv",
    "paranoid",
    "prosecutor",
    "avenger",
    "plagiarist",
    "undertaker",
    "student",
    "stuntman",
    "cultist",
    "vip",
    "other",
}
SECRET_IDS = {
    "sensei",
    "ninja",
    "shinobi",
    "boss",
    "brute",
    "killer",
    "commissar",
    "punisher",
    "civilian",
}
ABILITY_IDS = {
    "masquerade",
    "meditation",
    "self_defense",
    "protection",
    "weaken",
    "assault",
    "katana",
    "pistol",
    "sniper_rifle",
    "dual_pistols",
    "revolver",
    "strike",
    "shuriken",
    "trap",
    "nagant",
    "message",
    "witness",
    "identification",
    "shadow",
    "connections",
    "dossier",
    "expose",
    "heal",
    "retribution",
    "lie_low",
    "treat",
    "copy",
    "curse",
}


def test_every_id_of_the_spec() -> None:
    assert set(RS.public_roles) == PUBLIC_IDS
    assert set(RS.secret_roles) == SECRET_IDS
    assert {a.id for a in RS.abilities.values()} == ABILITY_IDS
    assert set(RS.factions) == {"law", "mafia", "yakuza"}


def test_the_27_steps_in_the_seeds_order_with_its_names() -> None:
    """«1) Маскировка ... 27) Кара» — the seed's list of steps."""
    assert [s.number for s in RS.steps] == list(range(28))
    seed = SEED.read_text(encoding="utf-8") if SEED.exists() else ""
    for step in RS.steps[1:]:
        if seed:
            assert f"{step.number}) {step.names.ru}" in seed, step.names.ru
    steps = {a.key: a.step for a in RS.abilities.values()}
    assert steps["commissar_revolver"] == 12 and steps["punisher_revolver"] == 13
    assert steps["retribution"] == 27 and steps["heal"] == 25 and steps["trap"] == 16


@pytest.mark.skipif(not TEXT, reason="shared/seeds is not checked out")
def test_every_quote_is_verbatim_in_seed_001() -> None:
    """A ruling or ability quoting words the seed does not have would mislead a master."""
    quotes = [(f"ruling {r.id}", r.seed) for r in RS.rulings.values()]
    quotes += [(f"ability {a.key}", a.seed) for a in RS.abilities.values()]
    quotes += [(f"public role {p.id}", p.seed) for p in RS.public_roles.values() if p.seed]
    for where, quote in quotes:
        assert " ".join(quote.split()) in TEXT, where


def test_statuses_by_hp() -> None:
    """«75 хп и больше – здоров; 50-74 легко ранен; 20-49 тяжело ранен; 1-19 в коме;
    0 хп и меньше – мёртв»; the big guy's 130 is healthy."""
    expect = {
        130: "healthy",
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
        assert RS.status_for_hp(hp).id == status, hp


def test_distribution_is_each_secret_role_once_and_five_civilians() -> None:
    """«9-13) Мирный житель (З)»."""
    [row] = RS.distribution
    assert sum(row.roles.values()) == 8 and row.rest == "civilian"
    assert RS.min_players == 13


def test_every_ruling_has_a_default_among_its_options() -> None:
    for ruling in RS.rulings.values():
        assert ruling.default in ruling.option_ids()
        assert ruling.question and ruling.question_ru


def test_rulings_document_is_current() -> None:
    """docs/rulings-am15_return.md is generated from the ruleset; regenerate it after a
    change: `python -m engine rulings am15_return > docs/rulings-am15_return.md`."""
    from engine.__main__ import rulings_markdown

    doc = Path(__file__).resolve().parents[3] / "docs" / "rulings-am15_return.md"
    assert doc.read_text(encoding="utf-8") == rulings_markdown(RS)
