"""What the family tests share: a master's data folder for a variant ruleset."""

from __future__ import annotations

from pathlib import Path

import pytest

from resources import DATA_DIR_ENV


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A master's data folder with a `rulesets/` for a variant."""
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    (tmp_path / "rulesets").mkdir()
    return tmp_path
