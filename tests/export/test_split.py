"""Discord takes 2000 characters per message: a long Markdown post is cut at section breaks
(`post --split`), never losing or reordering a word."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.__main__ import main
from engine.export.split import DISCORD_LIMIT, split_message

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo" / "am15_demo.yaml"

lines = st.text(st.sampled_from("абв гд\n"), max_size=120)


@given(text=lines, limit=st.integers(min_value=1, max_value=40))
def test_parts_fit_and_keep_every_character_in_order(text: str, limit: int) -> None:
    parts = split_message(text, limit)
    assert all(len(p) <= limit for p in parts)
    assert re.sub(r"\s", "", "".join(parts)) == re.sub(r"\s", "", text)


@given(text=lines, limit=st.integers(min_value=1, max_value=40))
def test_a_line_is_cut_only_when_it_alone_is_too_long(text: str, limit: int) -> None:
    lines_of_text = text.split("\n")
    if any(len(line) > limit for line in lines_of_text):
        return
    for part in split_message(text, limit):
        assert all(line in lines_of_text for line in part.split("\n"))


def test_sections_stay_whole_where_they_fit() -> None:
    vote = "**Голосование**\n" + "\n".join(["**Ман** — 3: Нин, Кил, Гоша"] * 60)
    sections = [vote, "**Погибли**\n~~Рита~~", "**Игроки**\n" + "Алиса — здоров\n" * 20]
    parts = split_message("\n\n".join(sections))
    assert parts == ("\n\n".join(sections[:2]), sections[2])


def test_a_short_post_is_one_message() -> None:
    assert split_message("## Итоги фазы 5") == ("## Итоги фазы 5",)


def test_post_split_in_the_cli(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    folder = tmp_path / "tpl"
    folder.mkdir()
    # a template that makes the roster long enough to need three messages
    (folder / "markdown.ru.yaml").write_text(
        'roster_alive: "' + "x" * 150 + ' $name"\n', encoding="utf-8"
    )
    args = ["post", str(DEMO), "--format", "markdown", "--templates", str(folder)]
    assert main(args) == 0
    whole = capsys.readouterr()
    assert "add --split" in whole.err
    assert main([*args, "--split"]) == 0
    cut = capsys.readouterr()
    assert cut.err == ""
    pieces = re.split(r"\n----- \d/\d -----\n", cut.out.rstrip("\n"))
    assert len(pieces) >= 2 and all(len(p) <= DISCORD_LIMIT for p in pieces)
    assert "----- 1/" not in cut.out and f"----- {len(pieces)}/{len(pieces)} -----" in cut.out
    assert re.sub(r"\s", "", "".join(pieces)) == re.sub(r"\s", "", whole.out)
