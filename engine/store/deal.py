"""The deal: who sits where with which public and secret roles, HP, choice and setup. It can be
replaced until a phase is committed (traces name the players), never leaving out a player
whom stored orders or votes name. Mixed into `GameStore`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..model.state import PlayerSetup, frozen_map
from ..ruleset.load import Ruleset
from .codec import dumps, field_json
from .db import Db
from .inputs import OrderProblem, check_players, rows
from .records import NOTHING, BadField, Changes, StoreError

if TYPE_CHECKING:
    from .undo import Recorder


class DealOps:
    """The deal half of `GameStore` (see there)."""

    if TYPE_CHECKING:
        _db: Db
        _path: Path
        _ruleset: Ruleset
        _players: list[PlayerSetup] | None

        @property
        def rulings(self) -> dict[str, str]: ...

        def _fail(self, message: str) -> StoreError: ...
        def _check_open(self) -> None: ...
        def _last_committed(self) -> int: ...
        def _load_game(self) -> None: ...
        def _write_start(
            self, players: Sequence[PlayerSetup], rulings: Mapping[str, str]
        ) -> None: ...
        def _edit(
            self, kind: str, data: Mapping[str, Any], changes: Changes
        ) -> AbstractContextManager[Recorder]: ...

    def players(self) -> list[PlayerSetup]:
        """The seats as dealt, in seating order."""
        if self._players is None:
            self._check_open()
            self._players = [
                PlayerSetup(
                    r["name"],
                    r["public_role"],
                    r["secret_role"],
                    r["hp"],
                    r["choice"],
                    self._setup_counters(r),
                )
                for r in rows(self._db, "SELECT * FROM players ORDER BY seat")
            ]
        return list(self._players)

    def set_players(self, players: Sequence[PlayerSetup]) -> Changes:
        """Replace the deal; refused once a phase is committed (traces name the players),
        and while stored orders or votes name a player the new deal leaves out. Undoable."""
        players = list(players)
        if self._last_committed():
            raise self._fail(
                "a phase is committed: the players can no longer change (undo the commits first)"
            )
        try:
            check_players(self._ruleset, players)
        except OrderProblem as exc:
            raise self._fail(str(exc)) from exc
        missing = sorted(self._names_in_use() - {p.name for p in players})
        if missing:
            raise self._fail(
                f"orders or votes name {', '.join(missing)}: withdrawing is not "
                "enough, they must stay in the game"
            )
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
            {
                "seat": seat,
                "name": p.name,
                "public_role": p.public_role,
                "secret_role": p.secret_role,
                "hp": p.hp,
                "choice": p.choice,
                "setup": dumps(dict(p.counters)),  # the deal as written (its order)
            }
            for seat, p in enumerate(players, start=1)
        )

    def _setup_counters(self, row: Mapping[str, Any]) -> Mapping[str, int]:
        """A seat's per-player setup (migration 003: none in an older file read as it is);
        a damaged one names the seat."""
        try:
            data = field_json(row.get("setup", "{}"), "players", row["seat"], "setup", dict)
            bad = [k for k, v in data.items() if isinstance(v, bool) or not isinstance(v, int)]
            if bad:
                raise BadField("players", row["seat"], "setup", f"'{bad[0]}' is not a count")
        except BadField as exc:
            raise exc.at(self._path) from exc
        return frozen_map(data)

    def _names_in_use(self) -> set[str]:
        used: set[str] = set()
        for oid, actor, by, targets in self._db.execute(
            "SELECT id, actor, submitted_by, targets FROM orders"
        ):
            used.add(actor)
            if by:
                used.add(by)
            try:
                used.update(map(str, field_json(targets, "orders", oid, "targets", list)))
            except BadField as exc:
                raise exc.at(self._path) from exc
        for voter, candidate in self._db.execute("SELECT voter, candidate FROM votes"):
            used.update((voter, candidate))
        return used
