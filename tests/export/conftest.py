"""Hypothesis profiles for the export tests, and shared fixtures.

The default run keeps each property small (the suite stays under a minute); the leak
properties run thousands of games with

    .venv/bin/python -m pytest tests/export --hypothesis-profile=thorough
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

THOROUGH_EXAMPLES = 2000

settings.register_profile(
    "thorough",
    max_examples=THOROUGH_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def examples(default: int) -> int:
    """`default` examples, or the thorough profile's count when it is loaded."""
    if settings.get_current_profile_name() == "thorough":
        return THOROUGH_EXAMPLES
    return default


# Templates that print no number of their own: with digit-free names and deadline, any
# digit in a post rendered with them came from data the post must not show.
NUMERIC_FREE = """\
title: "[b]Итоги фазы[/b]"
vote_line: "[b]$candidate[/b]: $voters$adjustments"
voter_weighted: "$voter (вес)"
ballot_note: "$voter (особый голос)"
ballot_extra_votes: "$voter (доп. голоса)"
ballot_vip_single_vote: "$voter (против VIP)"
adjustment: " (поправка)"
adjustment_self_vote_penalty: " (юрист)"
vote_summary: "Голоса подсчитаны."
deaths: |
  [b]Погибли[/b]
  $lines
reveal_count: "$faction"
deadline: "[i]Следующая фаза закончится $deadline.[/i]"
private: |
  [b]Личное сообщение для $name[/b]
  $lines
private_late: "$text (пока вы были в коме)"
"""


@pytest.fixture(scope="session")
def numeric_free_templates(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("numeric_free")
    for fmt in ("bbcode", "markdown"):
        for lang in ("ru", "en"):
            (folder / f"{fmt}.{lang}.yaml").write_text(NUMERIC_FREE, encoding="utf-8")
    return folder
