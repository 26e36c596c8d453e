"""`GameStore`: one game in one SQLite file, and every operation the GUI and the CLI call.

Inputs (orders, votes, decisions, rulings, the deal) are edits: undoable, each one
transaction. Resolutions and commits live in `commits.py` (`PhaseOps`), file life cycle and
scenario files in `transfer.py`; this module holds the inputs and the undo history.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from ..errors import RulesetError
from ..model import GameState, Order, PhaseInput, PlayerSetup
from ..ruleset import Ruleset, builtin_ruleset
from ..scenario import Scenario, new_game
from ..trace import PhaseTrace
from . import transfer
from .codec import digest, dumps, now, order_data, order_from_data, order_from_row, state_text
from .commits import PhaseOps
from .inputs import (
    ORDER_COLUMNS,
    Inputs,
    OrderProblem,
    check_order,
    check_players,
    load_inputs,
    plain,
    rows,
)
from .records import (
    NOTHING,
    Changes,
    IntegrityProblem,
    OrderRow,
    StoreError,
    UndoStatus,
)
from .schema import damaged
from .status import PhaseInfo
from .undo import Edit, History, Recorder, apply_redo, apply_undo


class GameStore(PhaseOps):
    """One game kept in one SQLite file (WAL, synchronous=FULL, foreign keys on).

    Every write is one `db.atomic()` transaction and returns `Changes`. Phases are
    committed in order; a phase's status is derived from hashes of its inputs and of the
    state it started from, so nothing the master did is ever overwritten: a re-resolution
    archives the trace it replaces. Create with `GameStore.create`, open with `GameStore.open`.
    """

    def __init__(self, path: Path, db: Database, lang: str = "en") -> None:
        self._path = path
        self._db = db
        self.lang = lang  # for undo labels
        self._closed = False
        self._history = History()
        self._problems: list[IntegrityProblem] = []
        self._players: list[PlayerSetup] | None = None
        self._states: dict[int, GameState] = {}
        self._traces: dict[int, PhaseTrace] = {}
        self._info_cache: dict[int, PhaseInfo] | None = None
        self._load_game()

    # --- life cycle ---------------------------------------------------------------------------
    @classmethod
    def create(cls, path: str | Path, scenario: Scenario | None = None, *,
               ruleset_id: str = "am15", players: Sequence[PlayerSetup] = (), seed: int = 0,
               rulings: Mapping[str, str] | None = None, title: str | None = None,
               commit_upto: int | None = None) -> GameStore:
        """Create a new game file at `path` (refused if it exists) and open it.

        From a scenario: its ruleset, seed, rulings, title and players, and each scenario
        phase's orders, votes and decisions, committed in order (only the first
        `commit_upto` phases when given; the rest wait as inputs of open phases). Without
        a scenario: the given setup. The file appears only when complete (built next to it,
        then renamed), so a crash never leaves half a game."""
        return transfer.create_game(cls, Path(path), scenario, ruleset_id, players, seed,
                                    rulings, title, commit_upto)

    @classmethod
    def open(cls, path: str | Path) -> GameStore:
        """Open an existing game file. StoreError (naming the file, leaving it untouched)
        when it is missing, not a game database, corrupt, from a newer version of the
        program, or in a read-only location. Runs the integrity check (see `problems`)."""
        return transfer.open_game(cls, Path(path))

    def export_scenario(self, include_open: bool = True) -> str:
        """The game as a scenario file (scenario-format.md): withdrawn orders left out, order
        refs written where they are not the default. `include_open`: also the phases not
        committed yet (their inputs)."""
        return transfer.export_scenario(self, include_open)

    def close(self) -> None:
        """Close the file. The store is unusable afterwards."""
        if not self._closed:
            self._closed = True
            self._db.close()

    def __enter__(self) -> GameStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def closed(self) -> bool:
        return self._closed

    def _load_game(self) -> None:
        found = rows(self._db, "SELECT * FROM game WHERE id = 1")
        if not found:
            raise StoreError("not a complete game file (no game record); it was not changed",
                             self._path)
        self._game = found[0]
        try:
            self._ruleset = builtin_ruleset(self._game["ruleset_id"])
        except RulesetError as exc:
            raise StoreError(f"the game uses the ruleset '{self._game['ruleset_id']}', which "
                             f"this program cannot load ({exc})", self._path) from exc

    def _check_open(self) -> None:
        if self._closed:
            raise StoreError("the game is closed", self._path)

    def _invalidate(self) -> None:
        self._info_cache = None
        self._players = None
        self._states.clear()
        self._traces.clear()

    @contextmanager
    def _write(self) -> Iterator[None]:
        """One transaction; any database failure becomes a StoreError naming the file."""
        self._check_open()
        try:
            with self._db.atomic():
                yield
        except sqlite3.IntegrityError as exc:
            self._invalidate()
            raise StoreError(f"the change was refused by the database ({exc}); nothing was "
                             "saved", self._path) from exc
        except sqlite3.DatabaseError as exc:
            self._invalidate()
            raise damaged(self._path, exc) from exc
        finally:
            self._invalidate()

    @contextmanager
    def _edit(self, kind: str, data: Mapping[str, Any], changes: Changes) -> Iterator[Recorder]:
        """An undoable edit: one transaction, its row images pushed on the undo stack."""
        with self._write():
            rec = Recorder(self._db)
            yield rec
            before, after = rec.finish()
        if any(b.row != a.row for b, a in zip(before, after, strict=True)):
            self._history.push(Edit(kind, dict(data), before, after, changes))

    def _fail(self, message: str) -> StoreError:
        return StoreError(message, self._path)

    # --- the game --------------------------------------------------------------------------
    @property
    def path(self) -> Path:
        return self._path

    @property
    def title(self) -> str | None:
        title = self._game["title"]
        return None if title is None else str(title)

    @property
    def ruleset(self) -> Ruleset:
        return self._ruleset

    @property
    def seed(self) -> int:
        return int(self._game["seed"])

    @property
    def rulings(self) -> dict[str, str]:
        """The rulings chosen for this game (only those set; defaults come from the ruleset)."""
        return dict(json.loads(self._game["rulings"]))

    @property
    def ruleset_version(self) -> str:
        """The ruleset version the game was created with."""
        return str(self._game["ruleset_version"])

    @property
    def problems(self) -> list[IntegrityProblem]:
        """What the last integrity check (run on open) found."""
        return list(self._problems)

    def set_title(self, title: str | None) -> Changes:
        if title == self.title:
            return NOTHING
        with self._edit("set_title", {}, Changes(phases=True)) as rec:
            rec.touch("game", 1)
            self._db.execute("UPDATE game SET title = ? WHERE id = 1", [title])
        self._load_game()
        return Changes(phases=True)

    def set_ruling(self, ruling_id: str, option: str | None) -> Changes:
        """Choose a ruling for the whole game (None: back to the ruleset's default).
        Rulings are part of the game's starting state, so committed phases become STALE
        until re-resolved in order (`reresolve_stale`). Undoable."""
        spec = self._ruleset.rulings.get(ruling_id)
        if spec is None:
            raise self._fail(f"unknown ruling '{ruling_id}' (known: "
                             f"{', '.join(sorted(self._ruleset.rulings))})")
        if option is not None and option not in spec.option_ids():
            raise self._fail(f"ruling {ruling_id}: '{option}' is not an option "
                             f"({', '.join(spec.option_ids())})")
        rulings = self.rulings
        if rulings.get(ruling_id) == option:
            return NOTHING
        if option is None:
            rulings.pop(ruling_id, None)
        else:
            rulings[ruling_id] = option
        changes = Changes(rulings=True, phases=True, state=True)
        with self._edit("set_ruling", {"ruling": ruling_id}, changes) as rec:
            rec.touch("game", 1)
            self._write_start(self.players(), rulings)
        self._load_game()
        return changes

    def _write_start(self, players: Sequence[PlayerSetup], rulings: Mapping[str, str]) -> None:
        start = state_text(new_game(self._ruleset, players, self.seed, rulings))
        self._db.execute("UPDATE game SET rulings = ?, start_state = ?, start_hash = ? "
                         "WHERE id = 1", [dumps(dict(sorted(rulings.items()))), start,
                                          digest(start)])

    def players(self) -> list[PlayerSetup]:
        """The seats as dealt, in seating order."""
        if self._players is None:
            self._check_open()
            self._players = [
                PlayerSetup(r["name"], r["public_role"], r["secret_role"], r["hp"], r["choice"])
                for r in rows(self._db, "SELECT * FROM players ORDER BY seat")]
        return list(self._players)

    def set_players(self, players: Sequence[PlayerSetup]) -> Changes:
        """Replace the deal; refused once a phase is committed (traces name the players),
        and while stored orders or votes name a player the new deal leaves out. Undoable."""
        players = list(players)
        if self._last_committed():
            raise self._fail("a phase is committed: the players can no longer change "
                             "(undo the commits first)")
        try:
            check_players(self._ruleset, players)
        except OrderProblem as exc:
            raise self._fail(str(exc)) from exc
        missing = sorted(self._names_in_use() - {p.name for p in players})
        if missing:
            raise self._fail(f"orders or votes name {', '.join(missing)}: withdrawing is not "
                             "enough, they must stay in the game")
        old = self.players()
        if old == players:
            return NOTHING
        changes = Changes(players=True, state=True, phases=True)
        with self._edit("set_players", {}, changes) as rec:
            rec.touch("game", 1)
            for seat in range(1, max(len(old), len(players)) + 1):
                rec.touch("players", seat)
            self._db.execute("PRAGMA defer_foreign_keys = ON")
            self._db.execute("DELETE FROM players")
            self._insert_players(players)
            self._write_start(players, self.rulings)
        self._load_game()
        return changes

    def _insert_players(self, players: Sequence[PlayerSetup]) -> None:
        self._db.table("players").insert_all(
            {"seat": seat, "name": p.name, "public_role": p.public_role,
             "secret_role": p.secret_role, "hp": p.hp, "choice": p.choice}
            for seat, p in enumerate(players, start=1))

    def _names_in_use(self) -> set[str]:
        used: set[str] = set()
        for actor, by, targets in self._db.execute(
                "SELECT actor, submitted_by, targets FROM orders"):
            used.add(actor)
            if by:
                used.add(by)
            used.update(json.loads(targets))
        for voter, candidate in self._db.execute("SELECT voter, candidate FROM votes"):
            used.update((voter, candidate))
        return used

    # --- inputs ------------------------------------------------------------------------------
    def _inputs(self, phase: int | None = None) -> Inputs:
        self._check_open()
        return load_inputs(self._db, phase)

    def phase_input(self, phase: int) -> PhaseInput:
        """What resolution gets: the orders that count, in arrival order, with their refs;
        the votes; the decisions."""
        return self._inputs(phase).phase(phase)

    def orders(self, phase: int, include_withdrawn: bool = True) -> list[OrderRow]:
        """A phase's orders in the order they arrived."""
        self._check_open()
        where = "" if include_withdrawn else " AND withdrawn_at IS NULL"
        found = rows(self._db, f"SELECT {ORDER_COLUMNS} FROM orders WHERE phase = ?{where} "
                               "ORDER BY seq", [phase])
        return self._order_rows(found)

    def order(self, order_id: int) -> OrderRow:
        self._check_open()
        found = rows(self._db, f"SELECT {ORDER_COLUMNS} FROM orders WHERE id = ?", [order_id])
        if not found:
            raise self._fail(f"no order #{order_id}")
        return self._order_rows(found)[0]

    def _order_rows(self, found: list[dict[str, Any]]) -> list[OrderRow]:
        history: dict[int, list[Order]] = {}
        edited = [r["id"] for r in found if r["version"] > 1]
        if edited:
            marks = ", ".join("?" for _ in edited)
            refs = {r["id"]: r["ref"] for r in found}
            for oid, data in self._db.execute(
                    f"SELECT order_id, data FROM order_versions WHERE order_id IN ({marks}) "
                    "ORDER BY order_id, version", edited):
                history.setdefault(oid, []).append(order_from_data(json.loads(data), refs[oid]))
        return [OrderRow(r["id"], r["phase"], order_from_row(r), r["submitted_by"] or r["actor"],
                         r["source_text"], r["created_at"], r["edited_at"], r["withdrawn_at"],
                         tuple(history.get(r["id"], ())))
                for r in found]

    def _check_input_phase(self, phase: int) -> None:
        open_phase = self.open_phase()
        if not isinstance(phase, int) or phase < 1 or phase > open_phase:
            raise self._fail(f"phase {phase} does not take orders: phase {open_phase} is open "
                             "(earlier phases take late orders)")

    def _checked(self, order: Order) -> Order:
        try:
            return check_order(self._ruleset, self.players(), order)
        except OrderProblem as exc:
            raise self._fail(str(exc)) from exc

    def add_order(self, phase: int, order: Order, source_text: str | None = None) -> Changes:
        """Record an order (to the open phase, or a late order to a committed one, which then
        becomes STALE). StoreError for an unknown player or ability; whether the order is
        legal is the resolution's business (rejected orders are kept with reasons)."""
        self._check_input_phase(phase)
        order = self._checked(order)
        changes = Changes(orders=True, phases=True, phase=phase)
        data = {"actor": order.actor, "ability": order.ability}
        with self._edit("add_order", data, changes) as rec:
            oid = self._insert_order(phase, order, source_text, now())
            rec.created("orders", oid)
        return changes

    def _insert_order(self, phase: int, order: Order, source_text: str | None,
                      when: str) -> int:
        self._ensure_phase(phase)
        seq = self._db.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM orders WHERE phase = ?",
                               [phase]).fetchone()[0]
        refs = {r for (r,) in self._db.execute("SELECT ref FROM orders WHERE phase = ?",
                                               [phase])}
        if order.ref is not None:
            ref = str(order.ref)
            if ref in refs:
                raise self._fail(f"phase {phase}: two orders have the ref '{ref}'")
        else:
            n = seq
            while f"{phase}.{n}" in refs:
                n += 1
            ref = f"{phase}.{n}"
        cur = self._db.execute(
            "INSERT INTO orders (phase, seq, ref, actor, ability, targets, params, submitted_by,"
            " source_text, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [phase, seq, ref, order.actor, order.ability, dumps(list(order.targets)),
             dumps(plain(order.params)), order.by, source_text, when])
        return int(cur.lastrowid or 0)

    def edit_order(self, order_id: int, order: Order, source_text: str | None = None) -> Changes:
        """Replace an order's content (its place and ref stay); the old version is kept in
        `OrderRow.history`. `source_text` None keeps the pasted text as it was."""
        old = self.order(order_id)
        new = self._checked(order)
        text = old.source_text if source_text is None else source_text
        if order_data(new) == order_data(old.order) and text == old.source_text:
            return NOTHING
        changes = Changes(orders=True, phases=True, phase=old.phase)
        with self._edit("edit_order", {"actor": new.actor, "ability": new.ability},
                        changes) as rec:
            rec.touch("orders", order_id)
            version = self._db.execute("SELECT version FROM orders WHERE id = ?",
                                       [order_id]).fetchone()[0]
            when = now()
            cur = self._db.execute(
                "INSERT INTO order_versions (order_id, version, data, source_text, replaced_at)"
                " VALUES (?, ?, ?, ?, ?)",
                [order_id, version, dumps(order_data(old.order)), old.source_text, when])
            rec.created("order_versions", cur.lastrowid)
            self._db.execute(
                "UPDATE orders SET actor = ?, ability = ?, targets = ?, params = ?, "
                "submitted_by = ?, source_text = ?, version = ?, edited_at = ? WHERE id = ?",
                [new.actor, new.ability, dumps(list(new.targets)), dumps(plain(new.params)),
                 new.by, text, version + 1, when, order_id])
        return changes

    def withdraw_order(self, order_id: int) -> Changes:
        """Withdraw an order: kept and shown, no longer resolved."""
        return self._set_withdrawn(order_id, True)

    def restore_order(self, order_id: int) -> Changes:
        """Undo a withdrawal explicitly (the order counts again, at its original place)."""
        return self._set_withdrawn(order_id, False)

    def _set_withdrawn(self, order_id: int, withdrawn: bool) -> Changes:
        old = self.order(order_id)
        if old.withdrawn == withdrawn:
            return NOTHING
        changes = Changes(orders=True, phases=True, phase=old.phase)
        kind = "withdraw_order" if withdrawn else "restore_order"
        with self._edit(kind, {"actor": old.order.actor, "ability": old.order.ability},
                        changes) as rec:
            rec.touch("orders", order_id)
            self._db.execute("UPDATE orders SET withdrawn_at = ? WHERE id = ?",
                             [now() if withdrawn else None, order_id])
        return changes

    def votes(self, phase: int) -> dict[str, str]:
        """voter -> candidate."""
        return dict(self._inputs(phase).votes.get(phase, {}))

    def set_vote(self, phase: int, voter: str, candidate: str | None) -> Changes:
        """Set or change a vote; None removes it (abstention)."""
        self._check_input_phase(phase)
        names = {p.name for p in self.players()}
        for who in (voter, candidate):
            if who is not None and who not in names:
                raise self._fail(f"phase {phase} vote: unknown player '{who}'")
        if self.votes(phase).get(voter) == candidate:
            return NOTHING
        changes = Changes(votes=True, phases=True, phase=phase)
        kind, data = (("remove_vote", {"voter": voter}) if candidate is None
                      else ("set_vote", {"voter": voter, "candidate": candidate}))
        with self._edit(kind, data, changes) as rec:
            self._ensure_phase(phase)
            rec.touch("votes", phase, voter)
            if candidate is None:
                self._db.execute("DELETE FROM votes WHERE phase = ? AND voter = ?",
                                 [phase, voter])
            else:
                self._db.table("votes").upsert(
                    {"phase": phase, "voter": voter, "candidate": candidate, "set_at": now()},
                    pk=("phase", "voter"))
        return changes

    def decisions(self, phase: int) -> dict[str, Any]:
        """question id -> the master's answer."""
        return dict(self._inputs(phase).decisions.get(phase, {}))

    def set_decision(self, phase: int, qid: str, answer: Any) -> Changes:
        """Answer a question the resolution asked (see `PhaseTrace.questions`); None
        removes the answer (the default applies again)."""
        return self._set_decisions(phase, {qid: answer}, "set_decision", {"qid": qid})

    def _set_decisions(self, phase: int, answers: Mapping[str, Any], kind: str,
                       data: Mapping[str, Any]) -> Changes:
        self._check_input_phase(phase)
        current = self.decisions(phase)
        texts: dict[str, str | None] = {}
        for qid, answer in answers.items():
            try:
                texts[qid] = None if answer is None else dumps(plain(answer))
            except (TypeError, ValueError) as exc:
                raise self._fail(f"phase {phase} decision {qid}: not plain data ({exc})") from exc
        if all((None if current.get(q) is None else dumps(plain(current[q]))) == t
               for q, t in texts.items()):
            return NOTHING
        changes = Changes(decisions=True, phases=True, phase=phase)
        with self._edit(kind, data, changes) as rec:
            self._ensure_phase(phase)
            for qid, text in texts.items():
                rec.touch("decisions", phase, qid)
                if text is None:
                    self._db.execute("DELETE FROM decisions WHERE phase = ? AND qid = ?",
                                     [phase, qid])
                else:
                    self._db.table("decisions").upsert(
                        {"phase": phase, "qid": qid, "answer": text, "set_at": now()},
                        pk=("phase", "qid"))
        return changes

    # --- undo of edits -----------------------------------------------------------------------
    def undo(self) -> Changes:
        """Revert the last edit (order, vote, decision, ruling, players, title)."""
        if not self._history.done:
            return NOTHING
        edit = self._history.done[-1]
        with self._write():
            apply_undo(self._db, edit)
        self._history.undone.append(self._history.done.pop())
        self._load_game()
        return edit.changes

    def redo(self) -> Changes:
        if not self._history.undone:
            return NOTHING
        edit = self._history.undone[-1]
        with self._write():
            apply_redo(self._db, edit)
        self._history.done.append(self._history.undone.pop())
        self._load_game()
        return edit.changes

    def undo_status(self) -> UndoStatus:
        """Labels for the Undo/Redo actions (None: disabled), in `self.lang`. Unpacks as
        (undo, redo)."""
        h = self._history
        return UndoStatus(h.done[-1].label(self.lang) if h.done else None,
                          h.undone[-1].label(self.lang) if h.undone else None)
