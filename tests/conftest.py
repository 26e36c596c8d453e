"""Test-wide settings. Hypothesis profiles: the default keeps `./test.sh` quick; run the
thorough one by hand for thousands of generated games:

    .venv/bin/python -m pytest tests/engine/test_properties.py --hypothesis-profile=thorough
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings

settings.register_profile(
    "thorough", max_examples=3000, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
