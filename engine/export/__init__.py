"""Phase posts and private messages (no Qt): BBCode for forums, Markdown for Discord.

    from engine.export import public_post, private_messages
    text = public_post(ruleset, trace, state, fmt="bbcode", lang="ru",
                       deadline="около 21:00 (МСК)")
    pms = private_messages(ruleset, trace, fmt="bbcode", lang="ru")  # {player: text}

`public.py` decides what is public, `markup.py` escapes, `templates.py` loads the bundled
and the master's templates, `post.py` renders. See README.md in this folder.
"""

from .markup import PostFormat, escape
from .post import (
    delivered,
    private_message,
    private_messages,
    public_post,
    render_public_post,
    templates_for,
)
from .public import PublicPhase, public_phase
from .templates import TemplateError, Templates, load_templates

# the kinds a game store keeps posts under (GameStore.save_post / posts)
SUMMARY_KIND = "summary"


def private_kind(player: str) -> str:
    """The store's kind of one player's private message."""
    return f"private:{player}"


__all__ = [
    "SUMMARY_KIND",
    "PostFormat",
    "PublicPhase",
    "TemplateError",
    "Templates",
    "delivered",
    "escape",
    "load_templates",
    "private_kind",
    "private_message",
    "private_messages",
    "public_phase",
    "public_post",
    "render_public_post",
    "templates_for",
]
