"""docs/writing-a-ruleset.md cannot drift from the program: its table of sections is the
merge's (engine/ruleset/variant.py), its worked example is the shipped file, and each
mistake it shows gets exactly the message it prints."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import RulesetError
from engine.ruleset.load import load_ruleset
from engine.ruleset.variant import BY_FIELD, BY_KEY
from resources import DATA_DIR_ENV

ROOT = Path(__file__).resolve().parents[3]
DOC = (ROOT / "docs" / "writing-a-ruleset.md").read_text(encoding="utf-8")
HEADER = "extends: am15_return\nid: mine\nname: {ru: Моя, en: Mine}\n"


def after(marker: str) -> str:
    """The doc from `marker` to the next heading."""
    start = DOC.index(marker)
    end = DOC.find("\n## ", start)
    return DOC[start : end if end > 0 else None]


def test_the_table_of_sections_is_the_merges() -> None:
    rows = re.findall(r"^\| `(\w+)` \| its (key|`\w+`) \|$", after("<!-- sections:"), re.M)
    expected = [(s, "key") for s in BY_KEY] + [(s, f"`{f}`") for s, f in BY_FIELD.items()]
    assert rows == expected


def test_the_worked_example_is_the_shipped_file() -> None:
    block = re.search(r"```yaml\n(.*?)```", after("<!-- example:"), re.S)
    assert block is not None
    shipped = ROOT / "docs" / "examples" / "rulesets" / "return_house.yaml"
    assert block.group(1) == shipped.read_text(encoding="utf-8")


MISTAKES = re.findall(r"```yaml\n(.*?)```\n```text\n(.*?)\n```", after("<!-- mistakes:"), re.S)


def test_the_doc_shows_mistakes() -> None:
    assert len(MISTAKES) >= 4


@pytest.mark.parametrize(("body", "shown"), MISTAKES)
def test_each_mistake_gets_the_message_the_doc_shows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, body: str, shown: str
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    path = tmp_path / "rulesets" / "mine.yaml"
    path.parent.mkdir()
    path.write_text(HEADER + body, encoding="utf-8")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(path)
    error = caught.value
    assert f"{Path(error.file or '').name}:{error.line}: {error.message}" == shown
