"""A master's own card Collection (the seed does not include its own: «см. Коллекцию»):
`mafic_arena_12.cards.yaml` in the `rulesets/` folder of their data folder replaces the
bundled sample (the sample notice goes away); a malformed one is refused when the ruleset
loads, naming the file and line, by the CLI too (exit code 2, no traceback)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import RulesetError
from engine.__main__ import main
from engine.effects.mafic_arena_12.cards import load_collection
from engine.ruleset.load import RULESETS_DIR, _load_once, builtin_ruleset
from engine.texts import ruleset_notices
from resources import DATA_DIR_ENV

from .helpers import run
from .table import TABLE, night

SAMPLE = (RULESETS_DIR / "mafic_arena_12.cards.yaml").read_text(encoding="utf-8")
DEMO = Path(__file__).resolve().parents[3] / "resources" / "demo" / "mafic_arena_12_demo.yaml"


def _fresh() -> None:
    _load_once.cache_clear()
    load_collection.cache_clear()


@pytest.fixture
def own(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The master's data folder; the file they write is `own / "rulesets" / ...`."""
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    (tmp_path / "rulesets").mkdir()
    _fresh()
    yield tmp_path / "rulesets" / "mafic_arena_12.cards.yaml"
    monkeypatch.undo()
    _fresh()


def test_the_masters_collection_replaces_the_sample(own: Path) -> None:
    own.write_text(
        SAMPLE.replace("sample: true", "sample: false").replace("Пистолет", "Наган"),
        encoding="utf-8",
    )
    rs = builtin_ruleset("mafic_arena_12")
    assert ruleset_notices(rs, "ru") == []  # no sample in use: nothing to say
    assert rs.template("source.pistol", "ru") == "Наган"
    res = run(TABLE, night())[-1]
    assert "sample_collection" not in [n.code for n in res.trace.notes]


def test_the_bundled_sample_is_said_plainly(own: Path) -> None:
    notices = ruleset_notices(builtin_ruleset("mafic_arena_12"), "ru")
    assert (
        len(notices) == 1 and "ОБРАЗЕЦ" in notices[0] and "mafic_arena_12.cards.yaml" in notices[0]
    )


def test_a_malformed_own_collection_is_refused_with_file_and_line(
    own: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    own.write_text("cards:\n  - {id: x, colour: purple, kind: damage}\n", encoding="utf-8")
    with pytest.raises(RulesetError) as err:
        builtin_ruleset("mafic_arena_12")
    assert err.value.file == str(own) and err.value.line == 2
    _fresh()
    assert main(["resolve", str(DEMO)]) == 2
    out = capsys.readouterr()
    assert f"{own}:2" in out.err + out.out and "Traceback" not in out.err
