"""Orders from a pasted private message (issue 16): the words of the ruleset and the
nicknames of the game read with pymorphy3 and rapidfuzz, each proposal judged by the
engine's own validation. No Qt here: the console and the CLI both call `OrderReader`."""

from .model import (
    ParsedMessage,
    Piece,
    ProposedOrder,
    ProposedVote,
    Span,
    Unparsed,
    Unread,
    Verdict,
    VerdictKind,
)
from .names import ACCEPT, ASK, Certainty
from .parse import MAX_MESSAGE, MessageTooLong, OrderReader

__all__ = [
    "ACCEPT",
    "ASK",
    "MAX_MESSAGE",
    "Certainty",
    "MessageTooLong",
    "OrderReader",
    "ParsedMessage",
    "Piece",
    "ProposedOrder",
    "ProposedVote",
    "Span",
    "Unparsed",
    "Unread",
    "Verdict",
    "VerdictKind",
]
