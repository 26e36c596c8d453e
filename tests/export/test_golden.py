"""The demo game's posts and private messages, compared with reviewed files.

Every phase of resources/demo/am15_demo.yaml, in BBCode and Markdown, Russian and English,
exactly as `python -m engine post` prints them, lives in tests/export/expected/am15_demo/.
When the demo or the templates change on purpose, regenerate and review the diff:

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/export -q
    git diff tests/export/expected
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine.__main__ import main
from engine.scenario.load import load_scenario

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo" / "am15_demo.yaml"
EXPECTED = Path(__file__).resolve().parent / "expected" / "am15_demo"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"
DEADLINE = {"ru": "около 21:00 (МСК)", "en": "around 21:00 Moscow time"}
PHASES = len(load_scenario(DEMO).phases)
CASES = [
    (n, kind, fmt, lang)
    for n in range(1, PHASES + 1)
    for kind in ("post", "private")
    for fmt in ("bbcode", "markdown")
    for lang in ("ru", "en")
]


def expected_name(phase: int, kind: str, fmt: str, lang: str) -> str:
    return f"phase{phase}.{kind}.{fmt}.{lang}.txt"


def render(capsys: pytest.CaptureFixture[str], phase: int, kind: str, fmt: str, lang: str) -> str:
    argv = ["post", str(DEMO), "--phase", str(phase), "--format", fmt, "--lang", lang]
    argv += ["--all-private"] if kind == "private" else ["--deadline", DEADLINE[lang]]
    assert main(argv) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize(
    ("phase", "kind", "fmt", "lang"),
    CASES,
    ids=[expected_name(*c).removesuffix(".txt") for c in CASES],
)
def test_demo_matches_the_reviewed_file(
    capsys: pytest.CaptureFixture[str],
    phase: int,
    kind: str,
    fmt: str,
    lang: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("MMC_TEMPLATES", raising=False)  # the bundled templates only
    text = render(capsys, phase, kind, fmt, lang)
    path = EXPECTED / expected_name(phase, kind, fmt, lang)
    if UPDATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return
    assert path.is_file(), f"{path.name} is missing: run UPDATE_GOLDEN=1 pytest tests/export"
    assert text == path.read_text(encoding="utf-8"), (
        f"{path.name} differs: if the change is intended, run UPDATE_GOLDEN=1 pytest "
        "tests/export and review the diff"
    )


def test_no_expected_file_is_left_over() -> None:
    """A phase removed from the demo takes its expected files with it."""
    wanted = {expected_name(*c) for c in CASES}
    extra = sorted(p.name for p in EXPECTED.glob("*.txt") if p.name not in wanted)
    if UPDATE:
        for name in extra:
            (EXPECTED / name).unlink()
        return
    assert extra == [], "left over (run UPDATE_GOLDEN=1 pytest tests/export)"
