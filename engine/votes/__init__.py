"""Votes read from the thread: pasted posts in, each post's verdict and the tally out.

No Qt, no ruleset id: the form comes from the ruleset's data (`numbers.vote_post`).
"""

from __future__ import annotations

from ..model.names import fold_name
from .form import VoteForm
from .model import (
    AuthorProblem,
    Ballot,
    Mark,
    MarkKind,
    Outcome,
    PostReading,
    PostVerdict,
    Problem,
    Roll,
    VoteReading,
    VoteRules,
)
from .posts import Post, parse_posts_text, read_posts_file
from .read import read_post, read_votes

__all__ = [
    "AuthorProblem",
    "Ballot",
    "Mark",
    "MarkKind",
    "Outcome",
    "Post",
    "PostReading",
    "PostVerdict",
    "Problem",
    "Roll",
    "VoteForm",
    "VoteReading",
    "VoteRules",
    "fold_name",
    "parse_posts_text",
    "read_post",
    "read_posts_file",
    "read_votes",
]
