"""Orders, votes and decisions: the master's undoable edits of a phase's inputs. Mixed into
`GameStore`."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..model.state import Order, PhaseInput, PlayerSetup, plain
from ..ruleset.load import Ruleset
from .codec import dumps, field_json, now, order_data, order_from_data, order_from_row
from .db import Db
from .inputs import ORDER_COLUMNS, Inputs, OrderProblem, check_order, load_inputs, rows
from .records import NOTHING, BadField, Changes, OrderRow, PhaseCommitted, StoreError

if TYPE_CHECKING:
    from .undo import Recorder


class InputOps:
    """The inputs half of `GameStore` (see there)."""

    if TYPE_CHECKING:
        _db: Db
        _path: Path
        _ruleset: Ruleset

        def players(self) -> list[PlayerSetup]: ...
        def open_phase(self) -> int: ...
        def _ensure_phase(self, number: int) -> None: ...
        def _fail(self, message: str) -> StoreError: ...
        def _check_open(self) -> None: ...
        def _write(
            self, keep_caches: bool = False, immediate: bool = False
        ) -> AbstractContextManager[None]: ...
        def _edit(
            self, kind: str, data: Mapping[str, Any], changes: Changes
        ) -> AbstractContextManager[Recorder]: ...

    # --- inputs ------------------------------------------------------------------------------
    def _inputs(self, phase: int | None = None) -> Inputs:
        self._check_open()
        try:
            return load_inputs(self._db, phase)
        except BadField as exc:
            raise exc.at(self._path) from exc

    def phase_input(self, phase: int) -> PhaseInput:
        """What resolution gets: the orders that count, in arrival order, with their refs;
        the votes; the decisions."""
        return self._inputs(phase).phase(phase)

    def orders(self, phase: int, include_withdrawn: bool = True) -> list[OrderRow]:
        """A phase's orders in the order they arrived."""
        self._check_open()
        where = "" if include_withdrawn else " AND withdrawn_at IS NULL"
        found = rows(
            self._db,
            f"SELECT {ORDER_COLUMNS} FROM orders WHERE phase = ?{where} ORDER BY seq",
            [phase],
        )
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
            try:
                for vid, oid, data in self._db.execute(
                    f"SELECT id, order_id, data FROM order_versions WHERE order_id IN "
                    f"({marks}) ORDER BY order_id, version",
                    edited,
                ):
                    decoded = field_json(data, "order_versions", vid, "data", dict)
                    history.setdefault(oid, []).append(order_from_data(decoded, refs[oid], vid))
            except BadField as exc:
                raise exc.at(self._path) from exc
        try:
            return [
                OrderRow(
                    r["id"],
                    r["phase"],
                    order_from_row(r),
                    r["submitted_by"] or r["actor"],
                    r["source_text"],
                    r["created_at"],
                    r["edited_at"],
                    r["withdrawn_at"],
                    tuple(history.get(r["id"], ())),
                )
                for r in found
            ]
        except BadField as exc:
            raise exc.at(self._path) from exc

    def _check_input_phase(self, phase: int | None) -> None:
        # «Можно подавать заявку на несколько фаз вперёд»: later phases take pre-orders
        if phase is None:
            return
        if not isinstance(phase, int) or isinstance(phase, bool) or phase < 1:
            raise self._fail(f"there is no phase {phase!r}: phases count from 1")

    @contextmanager
    def _input_write(self, phase: int | None, late: bool) -> Iterator[int]:
        """The write lock first (BEGIN IMMEDIATE), then the phase the input goes to: `None`
        is the open phase as the file has it now, and a committed phase is refused unless
        `late` (PhaseCommitted). Nobody can commit the phase between that choice and the
        write: the input never lands in a phase another program just committed."""
        with self._write(immediate=True):
            yield self._input_phase(phase, late)

    def _input_phase(self, phase: int | None, late: bool) -> int:
        if phase is None:
            return self.open_phase()
        committed = self._db.execute(
            "SELECT 1 FROM phases WHERE number = ? AND committed_at IS NOT NULL", [phase]
        ).fetchone()
        if committed is not None and not late:
            raise PhaseCommitted(phase, self._path)
        return phase

    def _checked(self, order: Order) -> Order:
        try:
            return check_order(self._ruleset, self.players(), order)
        except OrderProblem as exc:
            raise self._fail(str(exc)) from exc

    def add_order(
        self,
        phase: int | None,
        order: Order,
        source_text: str | None = None,
        *,
        late: bool = False,
    ) -> Changes:
        """Record an order in `phase` (None: the open phase, chosen inside the write). A
        committed phase takes it only as a late order (`late`), and then becomes STALE;
        otherwise PhaseCommitted. StoreError for an unknown player or ability; whether the
        order is legal is the resolution's business (rejected orders are kept with reasons).
        `Changes.phase` is the phase it went to."""
        self._check_input_phase(phase)
        order = self._checked(order)
        data = {"actor": order.actor, "ability": order.ability}
        with self._input_write(phase, late) as number:
            changes = Changes(orders=True, phases=True, phase=number)
            with self._edit("add_order", data, changes) as rec:
                oid = self._insert_order(number, order, source_text, now())
                rec.created("orders", oid)
        return changes

    def _insert_order(self, phase: int, order: Order, source_text: str | None, when: str) -> int:
        self._ensure_phase(phase)
        seq = self._db.execute(
            "SELECT COALESCE(MAX(seq), 0) + 1 FROM orders WHERE phase = ?", [phase]
        ).fetchone()[0]
        refs = {r for (r,) in self._db.execute("SELECT ref FROM orders WHERE phase = ?", [phase])}
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
            [
                phase,
                seq,
                ref,
                order.actor,
                order.ability,
                dumps(list(order.targets)),
                dumps(plain(order.params)),
                order.by,
                source_text,
                when,
            ],
        )
        return int(cur.lastrowid or 0)

    def edit_order(
        self,
        order_id: int,
        order: Order,
        source_text: str | None = None,
        *,
        late: bool = False,
    ) -> Changes:
        """Replace an order's content (its place and ref stay); the old version is kept in
        `OrderRow.history`. `source_text` None keeps the pasted text as it was. An order of
        a committed phase is edited only with `late` (see `add_order`)."""
        new = self._checked(order)
        with self._write(immediate=True):
            old = self.order(order_id)
            self._input_phase(old.phase, late)
            return self._edit_order(order_id, old, new, source_text)

    def _edit_order(
        self, order_id: int, old: OrderRow, new: Order, source_text: str | None
    ) -> Changes:
        text = old.source_text if source_text is None else source_text
        if order_data(new) == order_data(old.order) and text == old.source_text:
            return NOTHING
        changes = Changes(orders=True, phases=True, phase=old.phase)
        with self._edit("edit_order", {"actor": new.actor, "ability": new.ability}, changes) as rec:
            rec.touch("orders", order_id)
            version = self._db.execute(
                "SELECT version FROM orders WHERE id = ?", [order_id]
            ).fetchone()[0]
            when = now()
            cur = self._db.execute(
                "INSERT INTO order_versions (order_id, version, data, source_text, replaced_at)"
                " VALUES (?, ?, ?, ?, ?)",
                [order_id, version, dumps(order_data(old.order)), old.source_text, when],
            )
            rec.created("order_versions", cur.lastrowid)
            self._db.execute(
                "UPDATE orders SET actor = ?, ability = ?, targets = ?, params = ?, "
                "submitted_by = ?, source_text = ?, version = ?, edited_at = ? WHERE id = ?",
                [
                    new.actor,
                    new.ability,
                    dumps(list(new.targets)),
                    dumps(plain(new.params)),
                    new.by,
                    text,
                    version + 1,
                    when,
                    order_id,
                ],
            )
        return changes

    def withdraw_order(self, order_id: int, *, late: bool = False) -> Changes:
        """Withdraw an order: kept and shown, no longer resolved. An order of a committed
        phase only with `late` (see `add_order`)."""
        return self._set_withdrawn(order_id, True, late)

    def restore_order(self, order_id: int, *, late: bool = False) -> Changes:
        """Undo a withdrawal explicitly (the order counts again, at its original place)."""
        return self._set_withdrawn(order_id, False, late)

    def _set_withdrawn(self, order_id: int, withdrawn: bool, late: bool) -> Changes:
        with self._write(immediate=True):
            old = self.order(order_id)
            if old.withdrawn == withdrawn:
                return NOTHING
            self._input_phase(old.phase, late)
            return self._write_withdrawn(order_id, old, withdrawn)

    def _write_withdrawn(self, order_id: int, old: OrderRow, withdrawn: bool) -> Changes:
        changes = Changes(orders=True, phases=True, phase=old.phase)
        kind = "withdraw_order" if withdrawn else "restore_order"
        with self._edit(
            kind, {"actor": old.order.actor, "ability": old.order.ability}, changes
        ) as rec:
            rec.touch("orders", order_id)
            self._db.execute(
                "UPDATE orders SET withdrawn_at = ? WHERE id = ?",
                [now() if withdrawn else None, order_id],
            )
        return changes

    def votes(self, phase: int) -> dict[str, str]:
        """voter -> candidate."""
        return dict(self._inputs(phase).votes.get(phase, {}))

    def set_vote(
        self, phase: int | None, voter: str, candidate: str | None, *, late: bool = False
    ) -> Changes:
        """Set or change a vote; None removes it (abstention). `phase` None: the open one,
        chosen inside the write; a committed phase only with `late` (see `add_order`)."""
        self._check_input_phase(phase)
        names = {p.name for p in self.players()}
        words = self._ruleset.scenario_keys.vote_words  # a vote for no player («за мир»)
        for who in (voter, candidate):
            if who is not None and who not in names and (who is voter or who not in words):
                where = "" if phase is None else f"phase {phase} "
                raise self._fail(f"{where}vote: unknown player '{who}'")
        with self._input_write(phase, late) as number:
            return self._write_vote(number, voter, candidate)

    def _write_vote(self, phase: int, voter: str, candidate: str | None) -> Changes:
        if self.votes(phase).get(voter) == candidate:
            return NOTHING
        changes = Changes(votes=True, phases=True, phase=phase)
        kind, data = (
            ("remove_vote", {"voter": voter})
            if candidate is None
            else ("set_vote", {"voter": voter, "candidate": candidate})
        )
        with self._edit(kind, data, changes) as rec:
            self._ensure_phase(phase)
            rec.touch("votes", phase, voter)
            if candidate is None:
                self._db.execute("DELETE FROM votes WHERE phase = ? AND voter = ?", [phase, voter])
            else:
                self._db.table("votes").upsert(
                    {"phase": phase, "voter": voter, "candidate": candidate, "set_at": now()},
                    pk=("phase", "voter"),
                )
        return changes

    def sold_votes(self, phase: int) -> list[str]:
        """The voters whose vote paid for a purchase (not counted): the phase's
        `sold_votes`, kept with its decisions as the scenario reads them."""
        sold = self.decisions(phase).get("sold_votes")
        return [str(v) for v in sold] if isinstance(sold, (list, tuple)) else []

    def set_vote_sold(
        self, phase: int | None, voter: str, sold: bool, *, late: bool = False
    ) -> Changes:
        """Tick (or untick) a voter's vote as sold («голос игрока учтён не будет»). `phase`
        None: the open one, chosen inside the write; a committed phase only with `late`."""
        if voter not in {p.name for p in self.players()}:
            where = "" if phase is None else f"phase {phase} "
            raise self._fail(f"{where}sold vote: unknown player '{voter}'")
        self._check_input_phase(phase)
        with self._input_write(phase, late) as number:
            now_sold = self.sold_votes(number)
            if (voter in now_sold) == sold:
                return NOTHING
            voters = [*now_sold, voter] if sold else [v for v in now_sold if v != voter]
            return self._set_decisions(
                number,
                {"sold_votes": voters or None},
                "sell_vote" if sold else "unsell_vote",
                {"voter": voter},
            )

    def add_inputs(
        self,
        orders: Sequence[tuple[int, Order, str | None]],
        votes: Sequence[tuple[int, str, str | None]] = (),
        *,
        late: bool = False,
    ) -> Changes:
        """Orders (phase, order, source text) and votes (phase, voter, candidate) added as
        one edit, one step to undo: the master's reviewed batch of messages (issue 30).
        Every order and vote is checked first; nothing is written if one is refused, nor
        into a phase committed meanwhile (unless `late`, as `add_order`)."""
        checked = [(phase, self._checked(order), text) for phase, order, text in orders]
        names = {p.name for p in self.players()}
        words = self._ruleset.scenario_keys.vote_words
        for phase, voter, candidate in votes:
            self._check_input_phase(phase)
            for who in (voter, candidate):
                if who is not None and who not in names and (who is voter or who not in words):
                    raise self._fail(f"phase {phase} vote: unknown player '{who}'")
        for phase, _order, _text in checked:
            self._check_input_phase(phase)
        if not checked and not votes:
            return NOTHING
        phase = min([p for p, _o, _t in checked] + [p for p, _v, _c in votes])
        changes = Changes(orders=True, votes=bool(votes), phases=True, phase=phase)
        with self._write(immediate=True):
            for number in sorted({p for p, _o, _t in checked} | {p for p, _v, _c in votes}):
                self._input_phase(number, late)
            return self._write_inputs(checked, votes, changes)

    def _write_inputs(
        self,
        checked: Sequence[tuple[int, Order, str | None]],
        votes: Sequence[tuple[int, str, str | None]],
        changes: Changes,
    ) -> Changes:
        with self._edit("add_inputs", {"count": len(checked) + len(votes)}, changes) as rec:
            when = now()
            for n, order, text in checked:
                rec.created("orders", self._insert_order(n, order, text, when))
            for n, voter, candidate in votes:
                self._ensure_phase(n)
                rec.touch("votes", n, voter)
                if candidate is None:
                    self._db.execute("DELETE FROM votes WHERE phase = ? AND voter = ?", [n, voter])
                else:
                    self._db.table("votes").upsert(
                        {"phase": n, "voter": voter, "candidate": candidate, "set_at": when},
                        pk=("phase", "voter"),
                    )
        return changes

    def decisions(self, phase: int) -> dict[str, Any]:
        """question id -> the master's answer."""
        return dict(self._inputs(phase).decisions.get(phase, {}))

    def set_decision(
        self, phase: int | None, qid: str, answer: Any, *, late: bool = False
    ) -> Changes:
        """Answer a question the resolution asked (see `PhaseTrace.questions`); None
        removes the answer (the default applies again). `phase` None: the open one, chosen
        inside the write; a committed phase only with `late` (see `add_order`)."""
        self._check_input_phase(phase)
        with self._input_write(phase, late) as number:
            return self._set_decisions(number, {qid: answer}, "set_decision", {"qid": qid})

    def _set_decisions(
        self, phase: int, answers: Mapping[str, Any], kind: str, data: Mapping[str, Any]
    ) -> Changes:
        """Write the answers as one edit (the resolution's own answers go here directly:
        a what-if on a committed phase keeps them, as it always did)."""
        self._check_input_phase(phase)
        current = self.decisions(phase)
        texts: dict[str, str | None] = {}
        for qid, answer in answers.items():
            try:
                texts[qid] = None if answer is None else dumps(plain(answer))
            except (TypeError, ValueError) as exc:
                raise self._fail(f"phase {phase} decision {qid}: not plain data ({exc})") from exc
        if all(
            (None if current.get(q) is None else dumps(plain(current[q]))) == t
            for q, t in texts.items()
        ):
            return NOTHING
        changes = Changes(decisions=True, phases=True, phase=phase)
        with self._edit(kind, data, changes) as rec:
            self._ensure_phase(phase)
            for qid, text in texts.items():
                rec.touch("decisions", phase, qid)
                if text is None:
                    self._db.execute(
                        "DELETE FROM decisions WHERE phase = ? AND qid = ?", [phase, qid]
                    )
                else:
                    self._db.table("decisions").upsert(
                        {"phase": phase, "qid": qid, "answer": text, "set_at": now()},
                        pk=("phase", "qid"),
                    )
        return changes
