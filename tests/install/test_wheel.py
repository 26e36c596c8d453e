"""Installed like a master installs it: the wheel, built from this checkout, in a fresh venv,
started from a folder that is not the checkout. What a master checks by hand: the version
answers, the bundled ruleset and its rulings are there, the console opens the demo game.

A true clean install (the dependencies come from PyPI or pip's cache, as for a master) takes
20-30 s on a busy machine, so it runs in CI (`CI=true ./test.sh`) and is skipped locally
unless asked for: `MMC_INSTALL_TESTS=1 ./test.sh tests/install`.
"""

from __future__ import annotations

import os
import struct
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from engine.ruleset.load import builtin_ruleset
from resources import version

WANTED = (
    os.environ.get("CI", "").lower() in ("true", "1") or os.environ.get("MMC_INSTALL_TESTS") == "1"
)
pytestmark = [
    pytest.mark.install,
    pytest.mark.skipif(
        not WANTED,
        reason="builds and installs the wheel (~30 s): runs under "
        "CI=true, or locally with MMC_INSTALL_TESTS=1",
    ),
]

ROOT = Path(__file__).resolve().parents[2]
BIN = "Scripts" if os.name == "nt" else "bin"


def run(
    *args: str | Path,
    cwd: Path | None = None,
    env: dict[str, str] | None = None,
) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, f"{args}:\n{done.stdout}\n{done.stderr}"
    return done


def png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height = struct.unpack(">II", header[16:24])
    return width, height


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A venv holding only the wheel and its declared dependencies; its bin folder."""
    work = tmp_path_factory.mktemp("wheel")
    run(
        sys.executable,
        "-m",
        "pip",
        "wheel",
        "--no-deps",
        "--disable-pip-version-check",
        "-q",
        "-w",
        work / "dist",
        ROOT,
    )
    wheels = list((work / "dist").glob("*.whl"))
    assert len(wheels) == 1
    with zipfile.ZipFile(wheels[0]) as wheel:
        names = set(wheel.namelist())
    assert {
        "rulesets/am15.yaml",
        "resources/demo/am15_demo.yaml",
        "resources/icons/app.svg",
        "resources/translations/mastergui_ru.qm",
        "resources/desktop/mafia-master-console.desktop",
    } <= names
    assert not any(n.startswith(("tests/", "resources/screenshots/")) for n in names)
    venv = work / "venv"
    run(sys.executable, "-m", "venv", "--without-pip", venv)  # pip runs from here, below
    python = venv / BIN / ("python.exe" if os.name == "nt" else "python")
    run(
        sys.executable,
        "-m",
        "pip",
        "--python",
        python,
        "install",
        "-q",
        "--disable-pip-version-check",
        wheels[0],
    )
    return venv / BIN


@pytest.fixture
def clean_env(tmp_path: Path) -> dict[str, str]:
    """No checkout on the path, a home of its own: nothing of the tester's leaks in."""
    env = {
        k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "MMC_", "QT_", "XDG_"))
    }
    env["HOME"] = str(tmp_path / "home")
    return env


def test_the_engine_runs_from_anywhere(
    installed: Path, tmp_path: Path, clean_env: dict[str, str]
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = run(installed / "mafia-engine", "--version", cwd=elsewhere, env=clean_env).stdout
    assert out.split() == ["mafia-engine", version()]
    # the code and the data come from the venv, not from this checkout
    where = run(
        installed / "python",
        "-c",
        "import engine, mastergui, resources, rulesets; from resources import bundled;"
        "print(engine.__file__, mastergui.__file__, bundled('rulesets'))",
        cwd=elsewhere,
        env=clean_env,
    ).stdout
    assert str(ROOT) not in where and where.count(str(installed.parent)) == 3
    rulings = run(
        installed / "mafia-engine", "rulings", "am15", cwd=elsewhere, env=clean_env
    ).stdout
    assert rulings == (ROOT / "docs" / "rulings-am15.md").read_text(encoding="utf-8")
    assert f"## `{next(iter(builtin_ruleset('am15').rulings))}`" in rulings
    listed = run(
        installed / "mafia-engine", "rulesets", "--lang", "en", cwd=elsewhere, env=clean_env
    ).stdout
    assert listed.startswith("am15\tAlternative Mafia 15")


def test_the_console_opens_the_demo_game(
    installed: Path, tmp_path: Path, clean_env: dict[str, str]
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = run(installed / "mafia-console", "--version", cwd=elsewhere, env=clean_env).stdout
    assert out.split() == ["mafia-console", version()]
    run(
        installed / "mafia-console",
        "--screenshot",
        "x.png",
        "--size",
        "1300x800",
        "--lang",
        "ru",
        cwd=elsewhere,
        env=clean_env,
    )
    assert png_size(elsewhere / "x.png") == (1300, 800)
