"""What the town learns from a phase: the only input of the public post.

The post is rendered from a `PublicPhase` and nothing else, so what can leak is decided
here, in one short function. Public (seed 000): votes and the vote weights of public roles
("Все публичные действия ... нужно писать открыто"), statuses as shown ("Статусы известны
всему городу, все смены статусов объявляются"), deaths without the secret role ("Тайная
роль не объявляется"), public roles (given in the sign-up), the contract and the hunt
("публично объявляется"), the dead per faction when due, and the winner. Never: HP, the true
status when it differs from the shown one (stuntman, mind cloud), frags, how or at which
step someone died, checks, orders.

Lists are in seating order, never in the order the engine met them: the order of deaths
in a trace follows the steps and would hint at who killed whom.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..model.state import GameState
from ..ruleset.extensions import NAMESPACE as EXTENSIONS
from ..ruleset.extensions import RulesetColumn
from ..trace import Note, PhaseTrace, thaw

VOTE = "vote"  # the ability name the engine gives a ballot it rejects (effects/families/ballots.py)


@dataclass(frozen=True, slots=True)
class PublicBallot:
    """A vote as written in the thread, with the weight the public roles give it."""

    voter: str
    candidate: str
    weight: float
    notes: tuple[Note, ...] = ()


@dataclass(frozen=True, slots=True)
class RosterEntry:
    """A seat as the town sees it."""

    name: str
    public_role: str | None  # None when the source does not say (a bare trace)
    status: str  # the shown status; "dead" for the dead
    alive: bool
    # the ruleset's public columns (a card game's Hand size): (column name id, value)
    columns: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class PublicPhase:
    """Everything a phase post may say."""

    number: int
    ballots: tuple[PublicBallot, ...]
    ignored_votes: tuple[tuple[str, str, str], ...]  # voter, candidate, why (a code)
    totals: Mapping[str, float]
    cast: float
    executed: str | None
    deaths: tuple[str, ...]
    status_changes: tuple[tuple[str, str, str], ...]  # name, shown before, shown after
    announcements: tuple[tuple[str, str], ...]  # kind (contract, hunt...), target
    reveal: tuple[tuple[str, int], ...] | None  # faction, dead count; in ruleset order
    winner: str | None
    draw: bool
    roster: tuple[RosterEntry, ...]
    # the secret role announced with a death, where the rules announce it (seed 003: «При
    # выбывании статус игрока будет оглашен Ведущим», seed 001: «Всем объявляется его
    # тайная роль»): `Death.announced_role`; a death announced without a role is absent
    death_roles: Mapping[str, str] = field(default_factory=dict)
    # notes of the phase the ruleset calls public (numbers.public_notes: a revote, a coin)
    notes: tuple[Note, ...] = ()
    kind: str = ""  # the phase kind (day, night...; day_night for AM-15)
    rulings: Mapping[str, str] = field(default_factory=dict)  # in force: name the phase
    # the secret role an announcement names ((kind, target) -> role: a mask's true role)
    announced_roles: Mapping[tuple[str, str], str] = field(default_factory=dict)
    # a majority vote's public count (the vote count post): threshold, living, not voting
    count: Mapping[str, Any] = field(default_factory=dict)

    def vote_count(
        self, esc: Callable[[str], str], join: Callable[[list[str]], str], nobody: str
    ) -> dict[str, str]:
        """A majority vote's count for the post («Not voting (2): … With 11 alive, it will
        take 6 to eliminate.»), names escaped by `esc`; {} for a vote without a majority."""
        if not self.count:
            return {}
        idle = [esc(str(n)) for n in self.count.get("not_voting", ())]
        return {
            "majority": str(self.count.get("majority", "")),
            "alive": str(self.count.get("alive", "")),
            "not_voting": join(idle) if idle else nobody,
            "not_voting_count": str(len(idle)),
        }

    def public_role(self, name: str) -> str | None:
        for entry in self.roster:
            if entry.name == name:
                return entry.public_role
        return None


def public_phase(
    trace: PhaseTrace,
    state: GameState | None = None,
    faction_order: Sequence[str] = (),
    public_roles: Mapping[str, str] | None = None,
    public_notes: Sequence[str] = (),
    secret_ballots: bool = False,
    columns: Sequence[RulesetColumn] = (),
) -> PublicPhase:
    """The public facts of `trace`. `state` (the game after the phase) or `public_roles`
    gives the public roles; `faction_order` orders the reveal (the ruleset's factions).
    `secret_ballots` (a ruleset's `numbers.secret_ballots`): the totals only, never who
    voted for whom (Mafic Arena: «но не то, кто конкретно за кого голосовал»). `columns`:
    the ruleset's player columns; the public ones (never `secret`) go into the roster."""
    seat = {p.name: i for i, p in enumerate(trace.players)}

    def by_seat(names: Sequence[str]) -> tuple[str, ...]:
        return tuple(sorted(dict.fromkeys(names), key=lambda n: seat.get(n, len(seat))))

    # public roles: the trace's own record, then what the caller knows better
    roles: dict[str, str] = {p.name: p.public_role for p in trace.players if p.public_role}
    roles.update(public_roles or {})
    if state is not None:
        roles.update({p.name: p.public_role for p in state.players})
        # a public role given as free text (engine.ruleset.extensions free_public): the text
        own = (state.extra.get(EXTENSIONS) or {}).get("players") or {}
        roles.update(
            {
                n: str(v["public"])
                for n, v in own.items()
                if isinstance(v, Mapping) and v.get("public")
            }
        )
    pub = trace.public
    reveal = None
    if pub.reveal is not None:
        order = [f for f in faction_order if f in pub.reveal]
        order += sorted(f for f in pub.reveal if f not in order)
        reveal = tuple((f, int(pub.reveal[f])) for f in order)
    changes = sorted(pub.status_changes, key=lambda c: seat.get(c[0], len(seat)))
    return PublicPhase(
        number=trace.number,
        ballots=()
        if secret_ballots
        else tuple(
            PublicBallot(b.voter, b.candidate, b.weight, b.notes)
            for b in trace.votes.ballots
            if b.counted
        ),
        # a vote written in the thread but not counted (voter in a coma or dead, a vote for
        # the dead): public, and it explains the tally
        ignored_votes=()
        if secret_ballots
        else tuple(
            sorted(
                (
                    (r.order.actor, r.order.target or "", r.code)
                    for r in trace.rejected
                    if r.order.ability == VOTE
                ),
                key=lambda v: seat.get(v[0], len(seat)),
            )
        ),
        totals=dict(trace.votes.totals),
        cast=trace.votes.cast,
        executed=pub.executed,
        deaths=by_seat(pub.deaths),
        status_changes=tuple(changes),
        announcements=tuple(
            sorted(
                ((str(a.get("kind")), str(a.get("target"))) for a in pub.announcements),
                key=lambda a: (a[0], seat.get(a[1], len(seat))),
            )
        ),
        reveal=reveal,
        winner=pub.winner,
        draw=pub.draw,
        roster=tuple(
            RosterEntry(
                p.name,
                roles.get(p.name),
                p.public_status if p.alive else "dead",
                p.alive,
                _public_columns(columns, state, p.name) if p.alive else (),
            )
            for p in trace.players
        ),
        death_roles={
            d.player: role for d in trace.deaths if (role := d.announced_role) is not None
        },
        notes=tuple(n for n in trace.notes if n.code in public_notes),
        kind=trace.kind,
        rulings=trace.rulings,
        announced_roles={
            (str(a.get("kind")), str(a.get("target"))): str(a["role"])
            for a in pub.announcements
            if a.get("role")
        },
        count=_count(trace, secret_ballots),
    )


# what a majority vote adds to the tally (engine.effects.families.vote) that is public
COUNT_KEYS = ("majority", "alive", "not_voting", "no_lynch_threshold", "ended_by")


def _count(trace: PhaseTrace, secret_ballots: bool) -> dict[str, Any]:
    extra = trace.votes.extra
    if secret_ballots or "majority" not in extra:
        return {}
    return {k: thaw(extra[k]) for k in COUNT_KEYS if k in extra}


def _public_columns(
    columns: Sequence[RulesetColumn], state: GameState | None, name: str
) -> tuple[tuple[str, str], ...]:
    """The values of the columns the town may know («Количество карт в Руке каждого игрока
    все узнают»); a secret column never gets here."""
    if state is None:
        return ()
    found = ((c.id, c.value(state.extra, name)) for c in columns if not c.secret)
    return tuple((cid, value) for cid, value in found if value)
