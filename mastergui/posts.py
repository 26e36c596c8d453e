"""A phase's posts as the console shows and keeps them: the public post and the private
messages the engine's export renders (`engine.export`, the very text the forum gets), the
versions stored with a committed phase, and which private messages the master has sent.

Kept in the store: the posts of a committed phase (stored with the commit, or later by
`save_post`; kinds "summary" and "private:<name>", every version kept) and the sent marks of
its messages (`mark_sent`, one per engine message). A phase not committed yet has no message
rows, so its marks are kept by what the player is told (`mark_draft_sent`) until the commit
carries them over, in its transaction: a mark holds in any format and language.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

from engine.export import (
    SUMMARY_KIND,
    private_kind,
    private_messages,
    public_post,
    templates_for,
)
from engine.export.post import delivered
from engine.export.split import DISCORD_LIMIT
from engine.model.state import GameState
from engine.ruleset.load import Ruleset
from engine.store import GameStore, MessageRow, PostRow
from engine.store.codec import message_key
from engine.trace import PhaseTrace

SUMMARY = SUMMARY_KIND  # the store's kind of the public post
PRIVATE = private_kind("")  # + the player's name: the kind of a private message
FORMATS = ("bbcode", "markdown")

__all__ = ["DISCORD_LIMIT", "FORMATS", "PRIVATE", "SUMMARY", "private_kind"]


@dataclass(frozen=True)
class PostOptions:
    """How the master posts: the format, the language, the next phase's deadline line."""

    fmt: str = "bbcode"
    lang: str = "ru"
    deadline: str = ""


@dataclass(frozen=True)
class PlayerMessage:
    """One player's private message this phase."""

    name: str
    text: str
    key: str  # what the player is told (format and language aside): the sent mark's key
    rows: tuple[int, ...] = ()  # the store's message rows (a committed phase), for mark_sent
    sent: bool = False
    stored: bool = False  # `text` is the version stored with the phase


@dataclass(frozen=True)
class PhasePosts:
    """What the post panel shows for one phase in one format and language."""

    phase: int
    options: PostOptions
    public: str  # the text shown: the stored version, else rendered now
    rendered: str  # rendered now from the phase's trace
    stored_at: str | None  # when `public` was stored (None: `public` is rendered now)
    messages: tuple[PlayerMessage, ...] = ()
    held: Mapping[str, int] = field(default_factory=dict)  # messages held (coma...)

    @property
    def done(self) -> int:
        return sum(1 for m in self.messages if m.sent)

    def message(self, name: str) -> PlayerMessage | None:
        return next((m for m in self.messages if m.name == name), None)

    def next_unsent(self) -> PlayerMessage | None:
        return next((m for m in self.messages if not m.sent), None)


content_key = message_key  # the store keys "sent" marks of open phases by it


def public_roles(trace: PhaseTrace, after: GameState | None) -> dict[str, str]:
    roles = {p.name: p.public_role for p in trace.players if p.public_role}
    if after is not None:
        roles.update({p.name: p.public_role for p in after.players})
    return roles


def render(
    ruleset: Ruleset, trace: PhaseTrace, after: GameState | None, options: PostOptions
) -> tuple[str, dict[str, str]]:
    """The public post and the private messages, from the engine's export (TemplateError,
    an EngineError, when the master's templates are broken)."""
    tpl = templates_for(ruleset, options.fmt, options.lang)
    post = public_post(
        ruleset,
        trace,
        after,
        templates=tpl,
        deadline=options.deadline.strip() or None,
        public_roles=public_roles(trace, after),
    )
    return post, private_messages(ruleset, trace, templates=tpl)


def separator(ruleset: Ruleset, options: PostOptions, name: str) -> str:
    """The line between messages in a file of all of them (as `--all-private` prints)."""
    return templates_for(ruleset, options.fmt, options.lang).render("private_separator", name=name)


def held(trace: PhaseTrace) -> dict[str, int]:
    out: dict[str, int] = {}
    for m in trace.messages:
        # held where results do not reach (coma: a ruleset's place), not the dead's
        if not m.delivered and m.withheld not in (None, "dead"):
            out[m.to] = out.get(m.to, 0) + 1
    return out


def stored_posts(
    store: GameStore, phase: int, committed_at: str | None, options: PostOptions
) -> dict[str, PostRow]:
    """The latest stored version of each post of a committed phase in this format and
    language, by kind; versions stored before the phase's last commit are of another
    resolution and do not count."""
    if committed_at is None:
        return {}
    return {
        p.kind: p
        for p in store.posts(phase)
        if p.lang == options.lang and p.fmt == options.fmt and p.saved_at >= committed_at
    }


def message_rows(store: GameStore, phase: int) -> dict[str, list[MessageRow]]:
    """The store's rows of the messages delivered in a committed phase, by player."""
    out: dict[str, list[MessageRow]] = {}
    for row in store.messages(phase):
        if row.message.delivered:
            out.setdefault(row.message.to, []).append(row)
    return out


def compose(
    store: GameStore,
    ruleset: Ruleset,
    trace: PhaseTrace,
    after: GameState | None,
    phase: int,
    committed_at: str | None,
    options: PostOptions,
    draft_marks: Collection[tuple[int, str, str]],
    fresh: bool = False,
) -> PhasePosts:
    """The posts of a phase: the stored versions of a committed phase (unless `fresh`),
    else rendered now; with each private message's sent mark."""
    post, privates = render(ruleset, trace, after, options)
    stored = {} if fresh else stored_posts(store, phase, committed_at, options)
    rows = message_rows(store, phase) if committed_at is not None else {}
    mine = delivered(trace)
    messages = []
    for name, text in privates.items():
        key = content_key(mine.get(name, ()))
        own = rows.get(name, [])
        # the store's marks; not committed (no rows): the session's
        sent = all(r.sent_at is not None for r in own) if own else (phase, name, key) in draft_marks
        kept = stored.get(private_kind(name))
        messages.append(
            PlayerMessage(
                name,
                kept.text if kept else text,
                key,
                tuple(r.id for r in own),
                sent,
                kept is not None,
            )
        )
    summary = stored.get(SUMMARY)
    return PhasePosts(
        phase,
        options,
        summary.text if summary else post,
        post,
        summary.saved_at if summary else None,
        tuple(messages),
        held(trace),
    )
