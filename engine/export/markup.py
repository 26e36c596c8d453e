r"""Post formats and escaping: values (player names, free text) never become markup.

BBCode has no standard escape: `[noparse]` is vBulletin/Steam, `[nobbc]` SMF, `[plain]`
XenForo, and phpBB or MyBB (mybb.ru, where many Russian game forums live) have none. So a
zero-width space (U+200B) goes after every `[` of a value: `[\u200bb]` is no tag name on
any parser, yet reads as `[b]`. A value never goes inside a tag's attribute in our
templates (`[spoiler=$name]`): there a `]` would still close it.

Markdown follows Discord (its bots' convention, as in discord.py's `escape_markdown` and
`escape_mentions`): a backslash before each markdown character (`* _ ~ | ` \ [ ] <`,
a `:` that opens an emoji `:code:`, and `# > - + 1.` at the start of a value, where a
line may start), which Discord's parser accepts before any punctuation, and a zero-width
space after `@` so that `@everyone`, `@here` and `<@&role>` never ping.

In both formats line breaks and other control characters become spaces (a name cannot
start a list, a quote or a header on a new line), bidi overrides are dropped (U+202E would
mirror the rest of the line), and `://` gets a zero-width space so that a name is never an
auto-linked URL.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from enum import StrEnum

ZWSP = "\u200b"

# Unicode bidi embeddings, overrides and isolates: a name must not reorder the line.
_BIDI = dict.fromkeys(
    map(ord, "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
)
# Discord markdown: these characters mean something anywhere in a line; `:` only when it
# opens a `:shortcode:` (an emoji); the line-start marks only at the start of a value
# (a value has no line breaks, so only its start can be a line's start).
_MARKDOWN_INLINE = re.compile(r"[\\*_~|`\[\]<]|:(?=[\w+-]+:)")
_MARKDOWN_LINE_START = re.compile(r"^(\s*)([-+#>]|\d+\.)")
_LINK = re.compile(r"(?i)(://|www\.)")


class PostFormat(StrEnum):
    """Where a post is pasted."""

    BBCODE = "bbcode"  # forums: [b], [color], [s], [spoiler]
    MARKDOWN = "markdown"  # Discord: **bold**, ~~strike~~, ||spoiler||


def plain(text: str) -> str:
    """One line of plain text: controls to spaces, bidi controls dropped, links broken."""
    out = []
    for ch in text.translate(_BIDI):
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Zl", "Zp"):
            out.append(" ")
        else:
            out.append(ch)
    return _LINK.sub(lambda m: m.group(1)[0] + ZWSP + m.group(1)[1:], "".join(out))


def escape_bbcode(text: str) -> str:
    return plain(text).replace("[", "[" + ZWSP)


def escape_markdown(text: str) -> str:
    text = _MARKDOWN_INLINE.sub(lambda m: "\\" + m.group(0), plain(text))
    text = _MARKDOWN_LINE_START.sub(
        lambda m: (
            m.group(1)
            + (m.group(2)[:-1] + "\\." if m.group(2).endswith(".") else "\\" + m.group(2))
        ),
        text,
    )
    return text.replace("@", "@" + ZWSP)


ESCAPERS: dict[PostFormat, Callable[[str], str]] = {
    PostFormat.BBCODE: escape_bbcode,
    PostFormat.MARKDOWN: escape_markdown,
}


def escape(fmt: PostFormat, text: str) -> str:
    """`text` as literal text in `fmt`."""
    return ESCAPERS[fmt](text)
