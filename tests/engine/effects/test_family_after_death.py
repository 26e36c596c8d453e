""" "After role X dies, more" is said one way (issue 27): `dead_role` and a `dead_` value in
place of the plain one, tested once (engine/effects/families/hp_amounts.py `after_death`):
the kill family's `dead_shots`/`dead_amount`/`dead_amounts` (AM-15's pistols) and the ammo
supply trait's `dead_per_night` («Возвращение»'s boss).

What a master checks by hand: the boss's two cartridges a night after the killer's death
(«в начале каждой ночи получает 1 патрон (после смерти Киллера - 2)», seed 001) and the
silenced pistol's fourth shot after the brute's («Можно применять трижды (после смерти
Громилы - четырежды) за фазу», seed 000) are written alike in the two YAMLs."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import RulesetError
from engine.effects import validate_trait
from engine.effects.families.kill import KillParams
from engine.ruleset.load import builtin_ruleset, load_ruleset

RULESETS = Path(__file__).resolve().parents[3] / "rulesets"


def test_both_rulesets_say_after_a_death_with_dead_role() -> None:
    boss = builtin_ruleset("am15_return").secret_roles["boss"]
    (supplies,) = [t for t in boss.traits if t.trait == "ret_supplies"]
    assert dict(supplies.params) == {"per_night": 1, "dead_role": "killer", "dead_per_night": 2}
    pistol = builtin_ruleset("am15").abilities["silenced_pistol"].effect
    assert (pistol["shots"], pistol["dead_role"], pistol["dead_shots"]) == (3, "brute", 4)
    assert "shots_when_dead" not in KillParams.__dataclass_fields__


def test_the_old_words_are_named_at_load(tmp_path: Path) -> None:
    """`when_dead` in the supply trait and `shots_when_dead` in a kill are mistakes now."""
    said = validate_trait("ret_supplies", {"when_dead": "killer"})
    assert said is not None and "unknown number 'when_dead'" in said and "dead_role" in said
    text = (RULESETS / "am15.yaml").read_text(encoding="utf-8")
    new = "shots: 3, dead_role: brute, dead_shots: 4}"
    assert new in text
    path = tmp_path / "am15.yaml"
    path.write_text(text.replace(new, "shots: 3, shots_when_dead: {brute: 4}}"), encoding="utf-8")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    assert "shots_when_dead" in str(caught.value)
