"""`game status`: the phases, the open phase and the players' HP and statuses (text or JSON),
or, when no state can be read, the phases and the file's problems (exit 1)."""

from __future__ import annotations

import argparse
import json
import sys

from .cli_common import lang_of, open_game
from .game import GameStore
from .records import PhaseRow, PhaseStatus, StoreError


def run_status(args: argparse.Namespace) -> int:
    lang = lang_of(args)
    with open_game(args, read_only=True) as store:
        rs = store.ruleset
        phases = store.phases()
        try:
            state = store.state()
        except StoreError as exc:  # a damaged record: say so, show what can be shown
            print(f"error: {exc}", file=sys.stderr)
            state = None
        if state is None:
            return _status_without_state(args, store, phases)
        if args.json:
            data = {
                "file": str(store.path),
                "title": store.title,
                "ruleset": {"id": rs.id, "version": store.ruleset_version},
                "seed": store.seed,
                "rulings": store.rulings,
                "open_phase": store.open_phase(),
                "phases": [
                    {
                        "number": p.number,
                        "status": str(p.status),
                        "committed_at": p.committed_at,
                        "drafted_at": p.drafted_at,
                        "orders": p.orders,
                        "withdrawn": p.withdrawn,
                        "votes": p.votes,
                        "stale_reason": p.stale_reason,
                        "problem": p.problem,
                    }
                    for p in phases
                ],
                "players": {
                    p.name: {
                        "seat": p.seat,
                        "public_role": p.public_role,
                        "secret_role": p.secret_role,
                        "hp": p.hp,
                        "max_hp": p.max_hp,
                        "status": p.status,
                        "public_status": p.public_status,
                        "alive": p.alive,
                        "location": p.location,
                    }
                    for p in state.players
                },
                "winner": state.winner,
                "problems": problems_json(store),
            }
            json.dump(data, sys.stdout, ensure_ascii=False)
            sys.stdout.write("\n")
            return 0
        out = [
            f"{store.title + ' · ' if store.title else ''}{store.path} · "
            f"{rs.names.get(lang)} {store.ruleset_version} · seed {store.seed} · "
            f"{len(state.players)} players"
        ]
        if store.rulings:
            out.append("rulings: " + ", ".join(f"{k}={v}" for k, v in store.rulings.items()))
        out.append("phases:")
        for row in phases:
            extra = f" ({row.stale_reason})" if row.status is PhaseStatus.STALE else ""
            when = row.committed_at or row.drafted_at or ""
            out.append(
                f"  {row.number:>3}  {str(row.status) + extra:<17} {row.orders:>3} order(s)"
                f"{f' +{row.withdrawn} withdrawn' if row.withdrawn else ''}, "
                f"{row.votes} vote(s)  {when}"
                + (f"\n       ! {row.problem}" if row.problem else "")
            )
        out.append(f"open phase: {store.open_phase()}")
        out.append(f"players after phase {state.phase}:")
        width = max((len(p.name) for p in state.players), default=4)
        for p in state.players:
            where = "" if p.location == "none" else f" · {p.location}"
            out.append(
                f"  {p.seat:>2} {p.name:<{width}}  {p.hp:>4}/{p.max_hp:<4} "
                f"{rs.name('status', p.status, lang)}{where}  "
                f"({rs.name('public_role', p.public_role, lang)} / "
                f"{rs.name('secret_role', p.secret_role, lang)})"
            )
        if state.winner:
            out.append(f"winner: {rs.name('faction', state.winner, lang)}")
        sys.stdout.write("\n".join(out) + "\n")
    return 0


def problems_json(store: GameStore) -> list[dict[str, object]]:
    """What `game status --json` says of each integrity problem."""
    return [
        {
            "phase": p.phase,
            "kind": str(p.kind),
            "detail": p.detail,
            "table": p.table,
            "row": p.row,
            "field": p.field,
        }
        for p in store.problems
    ]


def _status_without_state(
    args: argparse.Namespace, store: GameStore, phases: list[PhaseRow]
) -> int:
    problems = problems_json(store)
    if args.json:
        json.dump(
            {
                "file": str(store.path),
                "open_phase": store.open_phase(),
                "phases": [
                    {"number": p.number, "status": str(p.status), "problem": p.problem}
                    for p in phases
                ],
                "players": None,
                "problems": problems,
            },
            sys.stdout,
            ensure_ascii=False,
        )
        sys.stdout.write("\n")
    else:
        for row in phases:
            print(
                f"  {row.number:>3}  {row.status}" + (f"  ! {row.problem}" if row.problem else "")
            )
        print(f"open phase: {store.open_phase()}; the players cannot be shown")
    return 1
