"""Test-wide settings. Hypothesis profiles: the default keeps `./test.sh` quick; run the
thorough one by hand for thousands of generated games:

    .venv/bin/python -m pytest tests/engine/resolution/test_properties.py \\
        --hypothesis-profile=thorough
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

from resources import CACHE_DIR_ENV, DATA_DIR_ENV

settings.register_profile(
    "thorough",
    max_examples=3000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@pytest.fixture(scope="session", autouse=True)
def no_user_data(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """The tester's own data folder (their rulesets) never takes part in a test, nor their
    cache folder (parsed rulesets)."""
    patch = pytest.MonkeyPatch()
    patch.setenv(DATA_DIR_ENV, str(tmp_path_factory.mktemp("user-data")))
    patch.setenv(CACHE_DIR_ENV, str(tmp_path_factory.mktemp("user-cache")))
    yield
    patch.undo()
