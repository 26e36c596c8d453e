"""MafiaLife's lethal moves, poison, mine and AIDS on the shared families (issue 27): the
kill family told at its step through a protection list, the mine, the delayed deaths. A
master's variant changes them in YAML only, and a mistake in their parameters fails at
load with the file, the line and a guess. Quotes: shared/seeds/004_40893ccb711f0082.txt."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import RulesetError
from engine.effects import effect_kind, index
from engine.ruleset.load import builtin_ruleset, load_ruleset
from engine.scenario.load import load_scenario_text, resolve_game
from resources import DATA_DIR_ENV
from tests.engine.ruleset.test_ruleset_schema import broken_copy, line_of

from .helpers import Phase, play, player, scenario_text

BROKEN = [
    ("effect: {list: lethal, firearm: true, needs_item: pistol}",
     "effect: {list: lethel, firearm: true, needs_item: pistol}",
     "ability pistol: effect list: unknown entry of numbers.protection_lists 'lethel' "
     "(did you mean 'lethal'?)", "list: lethel"),
    ("effect: {list: poison, cause: poison, spreads: true,",
     "effect: {list: poison, cause: poison, spread: true,",
     "unknown key 'spread' for kind 'kill' (did you mean 'spreads'?)", "spread: true"),
    ("spares_roles: [maniac]", "spares_roles: [maniak]",
     "ability poison: effect spares_roles: unknown secret role 'maniak' (did you mean "
     "'maniac'?)", "maniak"),
    ("aids: {cause: aids, cured_by: cure_aids}",
     "aids: {cause: aids, cured_by: cure_aids, delai: 2}",
     "numbers: delayed_deaths: aids: unknown key 'delai' (did you mean 'delay'?)", "delai: 2"),
]  # fmt: skip


@pytest.mark.parametrize(("old", "new", "says", "at"), BROKEN)
def test_a_broken_kill_or_delay_fails_at_load_naming_file_line_and_a_guess(
    tmp_path: Path, old: str, new: str, says: str, at: str
) -> None:
    path = broken_copy(tmp_path, "mafialife", old, new)
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert says in caught.value.message
    assert (caught.value.file, caught.value.line) == (str(path), line_of(path, at))


def test_the_lethal_moves_are_the_shared_families() -> None:
    rs = builtin_ruleset("mafialife")
    kinds = {a.kind for a in rs.abilities.values()}
    assert {"kill", "mine"} <= kinds
    assert not kinds & {"night_lethal", "night_poison", "night_mine"}
    for name in ("kill", "mine"):
        assert index.KINDS[name].startswith("engine.effects.families.")
        assert type(effect_kind(name)).__module__.startswith("engine.effects.families.")


def test_a_pistol_shot_kills_and_names_the_shooter() -> None:
    # «Пистолет»: a lethal firearm move; nobody protects the target
    night = play(
        [player("Shooter", "civilian", items={"pistol": 1}), player("P1", "civilian")],
        [{"actor": "Shooter", "ability": "pistol", "target": "P1"}],
    )
    death = night.death("P1")
    assert death is not None and (death.frag, death.cause) == ("Shooter", "kill")
    assert night.result("Shooter", "pistol") == {"done": True, "by": None}
    assert night.items("Shooter", "pistol") == 0


def _own_variant(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, old: str, new: str) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    own = tmp_path / "rulesets"
    own.mkdir()
    broken_copy(own, "mafialife", old, new, name="slow_life")


def test_a_variant_gives_aids_two_nights_in_yaml_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # seed 752 «Зараженная СПИДом жертва живет сутки»; a master's variant lets him live two
    _own_variant(
        tmp_path,
        monkeypatch,
        "aids: {cause: aids, cured_by: cure_aids}",
        "aids: {cause: aids, cured_by: cure_aids, delay: 2}",
    )
    text = scenario_text(
        [player("Girl", "girl"), player("Com", "commissar"), player("P1", "civilian")],
        [{"orders": [{"actor": "Girl", "ability": "aids", "target": "Com"}]}, {}, {}],
    ).replace("ruleset: mafialife", "ruleset: slow_life")
    first, second, third = (Phase(r.trace, r.state) for r in resolve_game(load_scenario_text(text)))
    assert first.dead() == [] and second.dead() == []
    death = third.death("Com")
    assert death is not None and (death.cause, death.frag) == ("aids", "Girl")
