"""A kill needs the hook that makes it a death after its step (issue 27): the loader's
check (engine/ruleset/checks.py, `check_hooks_needed`) asked each kind's `then`, which the
family kinds did not declare, so a ruleset whose kill step lacked its hook loaded and its
kills silently did nothing. The kill family now says its hook by its parameters
(`Kill.then_of`): `resolve_kills`, `team_kill` then `family_deaths`, `night_deaths`, or in
a game with HP `deaths` (seed 000: «Погибают только персонажи, у которых после 31-го шага
хп находится на нуле или ниже.»); a mine needs `night_returning`."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.model.errors import RulesetError
from engine.ruleset.load import load_ruleset

ROOT = Path(__file__).resolve().parents[3]


def _line(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


@pytest.mark.parametrize(
    ("ruleset", "old", "new", "ability", "hook"),
    [
        # seed 000: the katana hits at its step; the dead die at step 31's hook: a katana
        # moved to step 32 would hit after it, and nobody it brings to 0 would die
        (
            "am15",
            "{ru: Катана, en: Katana, step: 7, kind: kill",
            "{ru: Катана, en: Katana, step: 32, kind: kill",
            "  katana:\n",
            "deaths",
        ),
        # mafiascum: the night's kills are resolved together after the kill step
        (
            "mafiascum",
            '"Kills", after: [resolve_kills]}',
            '"Kills"}',
            "  factional_kill:\n",
            "resolve_kills",
        ),
        # metamorphs: the team's one kill is decided after its step («озвучивает
        # окончательное решение»)
        (
            "metamorphs",
            '"Kill (metamorphs)",\n     after: [team_kill]}',
            '"Kill (metamorphs)"}',
            "  team_kill:\n",
            "team_kill",
        ),
        # mafialife: «Игрок 2 ... выполнил ход на Игрока 1. Тогда Игрок 2 подорвется на мине
        # мафии» — at the returning step
        (
            "mafialife",
            'en: "Returning effects",\n     passives: [night_returning]}',
            'en: "Returning effects"}',
            "  mine:\n",
            "night_returning",
        ),
    ],
)
def test_a_kill_step_without_its_deaths_hook_fails_with_file_and_line(
    tmp_path: Path, ruleset: str, old: str, new: str, ability: str, hook: str
) -> None:
    text = (ROOT / "rulesets" / f"{ruleset}.yaml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / f"{ruleset}_variant.yaml"
    variant = text.replace(old, new, 1)
    path.write_text(variant, encoding="utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    message = str(info.value)
    assert message.startswith(f"{path}:{_line(variant, ability)}:"), message
    assert "effect kind '" in message and f"needs hook '{hook}'" in message
