"""What the parser proposes: orders and votes, each with the text it came from, a
confidence per field and the engine's verdict; and the text it could not read."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..model.state import EMPTY, Order
from ..ruleset.load import Ruleset
from ..texts import render_reason
from ..trace import Rejection


@dataclass(frozen=True, slots=True)
class Span:
    """Characters `start`..`end` (exclusive) of the message."""

    start: int
    end: int

    def of(self, text: str) -> str:
        return text[self.start : self.end]

    def to_json(self) -> list[int]:
        return [self.start, self.end]


@dataclass(frozen=True, slots=True)
class Piece:
    """A matched part of the text and the field it fills (ability, target, actor...)."""

    field: str
    span: Span
    value: str
    confidence: float


class VerdictKind(StrEnum):
    """The engine's answer on a proposal."""

    VALID = "valid"
    REJECTED = "rejected"
    LATER = "later"  # a pre-order: judged when its phase is collected


@dataclass(frozen=True, slots=True)
class Verdict:
    kind: VerdictKind
    rejection: Rejection | None = None

    def reason(self, ruleset: Ruleset | None, lang: str) -> str:
        if self.rejection is None:
            return ""
        return render_reason(ruleset, self.rejection, lang)

    def to_json(self, ruleset: Ruleset | None, lang: str) -> dict[str, Any]:
        data: dict[str, Any] = {"verdict": self.kind.value}
        if self.rejection is not None:
            data["code"] = self.rejection.code
            data["reason"] = self.reason(ruleset, lang)
        return data


@dataclass(frozen=True, slots=True)
class ProposedOrder:
    """An order read from the message, for the phase `phase`; `confidence` per field
    (actor, ability, targets, params, phase), 1.0 when spelled exactly."""

    order: Order
    phase: int
    span: Span
    pieces: tuple[Piece, ...]
    confidence: Mapping[str, float]
    verdict: Verdict = field(default_factory=lambda: Verdict(VerdictKind.VALID))
    alternatives: tuple[str, ...] = ()  # other abilities the words may name
    doubts: tuple[str, ...] = ()  # `Doubt` codes: what the master must look at

    @property
    def least_confidence(self) -> float:
        return min(self.confidence.values(), default=1.0)

    @property
    def sure(self) -> bool:
        """Actor, ability, targets and parameters each read without doubt."""
        return not self.doubts


@dataclass(frozen=True, slots=True)
class ProposedVote:
    """A vote read from the message: `candidate` None abstains."""

    voter: str
    candidate: str | None
    phase: int
    span: Span
    pieces: tuple[Piece, ...]
    confidence: Mapping[str, float]
    verdict: Verdict = field(default_factory=lambda: Verdict(VerdictKind.VALID))
    doubts: tuple[str, ...] = ()

    @property
    def least_confidence(self) -> float:
        return min(self.confidence.values(), default=1.0)

    @property
    def sure(self) -> bool:
        return not self.doubts


class Unread(StrEnum):
    """Why a part of the message was not read."""

    CHATTER = "chatter"  # words that name no order
    QUOTE = "quote"  # quoted text (the master's or another player's)
    UNSURE_NAME = "unsure_name"  # a capitalised word, maybe a player no nickname matches
    NO_ABILITY = "no_ability"  # players named with no ability or vote to go with
    NEGATED = "negated"  # an order said not to be given («ловушку не ставлю»)
    ALTERNATIVES = "alternatives"  # «нож в Сеню или в Тимура»: ask the player which
    TOO_LONG = "too_long"  # a paste past the reader's limit: not read at all


# unread parts the master must look at (a question to the player, a name nobody matched)
LOOK = frozenset({Unread.ALTERNATIVES, Unread.UNSURE_NAME, Unread.NO_ABILITY, Unread.TOO_LONG})


@dataclass(frozen=True, slots=True)
class Unparsed:
    span: Span
    text: str
    why: Unread


@dataclass(frozen=True, slots=True)
class ParsedMessage:
    """Everything read from one message, and everything not read."""

    text: str
    sender: str
    phase: int  # the phase being collected
    lang: str
    orders: tuple[ProposedOrder, ...] = ()
    votes: tuple[ProposedVote, ...] = ()
    unparsed: tuple[Unparsed, ...] = ()
    meta: Mapping[str, Any] = field(default_factory=lambda: EMPTY)

    @property
    def sure(self) -> bool:
        """The whole reading may be filed without a look: something was proposed, every
        proposal is sure, and nothing left unread asks for the master (a question to the
        player, a name nobody matched). A message that proposes nothing is looked at."""
        proposals: list[ProposedOrder | ProposedVote] = [*self.orders, *self.votes]
        return (
            bool(proposals)
            and all(p.sure for p in proposals)
            and not any(u.why in LOOK for u in self.unparsed)
        )

    @property
    def questions(self) -> tuple[Unparsed, ...]:
        """The parts to ask the player about («или», «либо»)."""
        return tuple(u for u in self.unparsed if u.why is Unread.ALTERNATIVES)

    def to_json(self, ruleset: Ruleset | None = None, lang: str = "en") -> dict[str, Any]:
        def pieces(ps: tuple[Piece, ...]) -> list[dict[str, Any]]:
            return [
                {
                    "field": p.field,
                    "span": p.span.to_json(),
                    "text": p.span.of(self.text),
                    "value": p.value,
                    "confidence": p.confidence,
                }
                for p in ps
            ]

        return {
            "sender": self.sender,
            "sure": self.sure,
            "phase": self.phase,
            "lang": self.lang,
            "orders": [
                {
                    **o.order.to_json(),
                    "phase": o.phase,
                    "span": o.span.to_json(),
                    "text": o.span.of(self.text),
                    "confidence": dict(o.confidence),
                    "alternatives": list(o.alternatives),
                    "sure": o.sure,
                    "doubts": list(o.doubts),
                    "pieces": pieces(o.pieces),
                    **o.verdict.to_json(ruleset, lang),
                }
                for o in self.orders
            ],
            "votes": [
                {
                    "voter": v.voter,
                    "candidate": v.candidate,
                    "phase": v.phase,
                    "span": v.span.to_json(),
                    "text": v.span.of(self.text),
                    "confidence": dict(v.confidence),
                    "sure": v.sure,
                    "doubts": list(v.doubts),
                    "pieces": pieces(v.pieces),
                    **v.verdict.to_json(ruleset, lang),
                }
                for v in self.votes
            ],
            "unparsed": [
                {"span": u.span.to_json(), "text": u.text, "why": u.why.value}
                for u in self.unparsed
            ],
        }
