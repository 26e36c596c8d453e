"""The simulated half of the gate: seeded games of every ruleset, played by the balance
simulator (`engine.simulate.play_game`) with the full display trace. A game is stored as
what re-runs it (ruleset, index, players, policy, rulings) and a sha256 of each phase's
canonical trace JSON, so that a difference names the first phase that differs;
`record.py --diff GAME` shows the JSON path."""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from engine.resolution.driver import Resolution
from engine.ruleset.load import RULESET_ID, RULESETS_DIR, Ruleset
from engine.simulate.play import SimConfig, load, play_game

from .jsondiff import portable

ROOT = Path(__file__).resolve().parents[2]
DATA = Path(__file__).resolve().parent / "data" / "games"
TEST_RULESETS = ROOT / "tests" / "rulesets"  # the toy ruleset the core's tests use
SEED = 27  # the run seed of every recorded game (issue 27)
GAMES = 300  # per ruleset, recorded and checked by `record.py`
PHASE_CAP = 60
PHASE_DIGEST = 16  # hex digits kept per phase: enough to tell phases apart


@dataclass(frozen=True)
class GameSpec:
    """What re-runs one game."""

    ruleset: str  # a bundled id, or a ruleset file's path from the project root
    index: int
    players: int
    policy: str
    rulings: dict[str, str] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return f"{Path(self.ruleset).stem}#{self.index}"

    def config(self) -> SimConfig:
        source = self.ruleset if RULESET_ID.fullmatch(self.ruleset) else str(ROOT / self.ruleset)
        return SimConfig(
            source,
            self.players,
            1,
            self.policy,
            SEED,
            tuple(sorted(self.rulings.items())),
            PHASE_CAP,
            display=True,
        )


def rulesets() -> dict[str, str]:
    """id -> source: every bundled ruleset, and the tests' own."""
    found = {p.stem: p.stem for p in sorted(RULESETS_DIR.glob("*.yaml")) if _is_ruleset(p)}
    for path in sorted(TEST_RULESETS.glob("*.yaml")):
        found[path.stem] = path.relative_to(ROOT).as_posix()
    return found


def _is_ruleset(path: Path) -> bool:
    return RULESET_ID.fullmatch(path.stem) is not None


def new_spec(ruleset: str, index: int) -> GameSpec:
    """Game `index` of a ruleset: table sizes across the ruleset's range, both policies,
    and two games in three with every ruling drawn among its options."""
    rs = load(GameSpec(ruleset, 0, 0, "").config().ruleset)
    rng = random.Random(f"golden|{rs.id}|{index}")
    low = max(rs.min_players, 3)
    high = max([z.max for z in rs.sizes] + [low])
    players = rng.randint(low, min(high, max(low + 6, 20)))
    rulings = {} if index % 3 == 0 else _drawn_rulings(rs, rng)
    return GameSpec(ruleset, index, players, ("greedy", "random")[index % 2], rulings)


def _drawn_rulings(rs: Ruleset, rng: random.Random) -> dict[str, str]:
    drawn = {rid: rng.choice(r.option_ids()) for rid, r in sorted(rs.rulings.items())}
    return {rid: option for rid, option in drawn.items() if option != rs.rulings[rid].default}


def canonical(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()


def sha(value: Any) -> str:
    return hashlib.sha256(canonical(value)).hexdigest()


def play(spec: GameSpec) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Each phase's trace JSON (the codes, not the words: scenarios check the words) and
    the outcome; an exception is an outcome too (recorded, so a crash is seen)."""
    traces: list[dict[str, Any]] = []

    def observe(res: Resolution) -> None:
        traces.append(portable(json.loads(canonical(res.trace.to_json())), str(ROOT)))

    try:
        result = asdict(play_game(spec.config(), spec.index, observe))
    except Exception as exc:  # a crash is a result the gate must see change
        result = {"error": f"{type(exc).__name__}: {exc}"}
    return traces, result


def record(spec: GameSpec) -> dict[str, Any]:
    traces, result = play(spec)
    phases = [sha(t) for t in traces]
    entry: dict[str, Any] = {"name": spec.name, **asdict(spec)}
    entry["phases"] = len(traces)
    entry["outcome"] = result.get("winner", result.get("error"))
    entry["sha256"] = sha({"phases": phases, "result": result})
    entry["phase_digests"] = [p[:PHASE_DIGEST] for p in phases]
    return entry


def spec_of(entry: dict[str, Any]) -> GameSpec:
    return GameSpec(
        entry["ruleset"], entry["index"], entry["players"], entry["policy"], entry["rulings"]
    )


def golden_path(ruleset_id: str) -> Path:
    return DATA / f"{ruleset_id}.json"


def load_golden(ruleset_id: str) -> list[dict[str, Any]] | None:
    path = golden_path(ruleset_id)
    if not path.is_file():
        return None
    games: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["games"]
    return games


def write_golden(ruleset_id: str, games: list[dict[str, Any]]) -> None:
    """One game a line: a re-recorded game is one line of the diff."""
    DATA.mkdir(parents=True, exist_ok=True)
    lines = ",\n".join("  " + json.dumps(g, ensure_ascii=False) for g in games)
    text = f'{{"ruleset": "{ruleset_id}", "seed": {SEED}, "games": [\n{lines}\n]}}\n'
    golden_path(ruleset_id).write_text(text, encoding="utf-8")


def describe(golden: dict[str, Any], now: dict[str, Any]) -> str | None:
    """None when equal; else the game, how to re-run it, and the first phase to differ."""
    if golden["sha256"] == now["sha256"]:
        return None
    old, new = golden["phase_digests"], now["phase_digests"]
    first = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b), None)
    if first is not None:
        where = f"phase {first + 1} is the first to differ"
    elif len(old) != len(new):
        where = f"phase {min(len(old), len(new)) + 1} is the first to differ (one game is longer)"
    else:
        where = "every phase's trace is the same; the outcome differs"
    spec = spec_of(golden)
    return (
        f"game {golden['name']} ({spec.players} players, {spec.policy}, rulings "
        f"{spec.rulings or 'default'}): {where}; golden {len(old)} phases, "
        f"{golden['outcome']}; now {len(new)} phases, {now['outcome']}"
    )


def dump(spec: GameSpec) -> dict[str, Any]:
    """The whole game as JSON (what `--diff` compares)."""
    traces, result = play(spec)
    plain: dict[str, Any] = json.loads(canonical({"phases": traces, "result": result}))
    return plain  # as printed: a code is a StrEnum until then
