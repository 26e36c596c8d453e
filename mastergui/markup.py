"""Post text to Qt rich text for the preview: what the forum (BBCode) or Discord (Markdown)
shows, near enough for the master to check the post before pasting it.

Safe by construction: every character of the post is HTML-escaped first, and only the known
tags and marks become HTML, each from a fixed template (a color or a size is checked before
it reaches an attribute). So a name such as `<img src=...>` or `[url=...]` shows as text,
and an unknown or broken tag shows as written, as forums do.

Spoilers are collapsible: a collapsed one is a link `spoiler:N` (N counts spoilers from the
top), which the panel turns into a re-render with N in `expanded`.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Collection
from html import escape

SPOILER_SCHEME = "spoiler"

BOX = (
    '<table border="1" cellspacing="0" cellpadding="4" width="100%" '
    'style="border-color:#a0a0a0; border-style:solid">'
)
BOX_HEAD = '<tr><td style="background-color:#ececec">'


def to_html(text: str, fmt: str, expanded: Collection[int] = (), spoiler: str = "Spoiler") -> str:
    """`text` (a post in `fmt`: "bbcode" or "markdown") as rich text. `spoiler` is the
    title of a spoiler that has none."""
    if fmt == "markdown":
        return markdown_html(text, expanded)
    return bbcode_html(text, expanded, spoiler)


def spoiler_link(number: int, title: str, is_open: bool) -> str:
    mark = "▾" if is_open else "▸"
    return f'<a href="{SPOILER_SCHEME}:{number}">{mark} {title}</a>'


# --- BBCode ---------------------------------------------------------------------------------

# A tag: [name], [name=value] or [/name]; a value never spans lines or holds brackets.
_BB_TAG = re.compile(r"\[(/?)([a-zA-Z]{1,10})(?:=([^\[\]\n]{0,100}))?\]")
_BB_BLOCKS = "spoiler|quote|center"
# a block starts on its own line: the line breaks around its tags are the block's edges
_BB_BLOCK_EDGES = (
    (re.compile(rf"(\[(?:{_BB_BLOCKS})(?:=[^\[\]\n]*)?\])\n", re.IGNORECASE), r"\1"),
    (re.compile(rf"\n(\[/(?:{_BB_BLOCKS})\])", re.IGNORECASE), r"\1"),
    (re.compile(rf"(\[/(?:{_BB_BLOCKS})\])\n", re.IGNORECASE), r"\1"),
)
_COLOR = re.compile(r"#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?|[a-zA-Z]{3,20}")
_SIZE = re.compile(r"\d{1,3}")
# [size=1..7] is the old HTML scale (MyBB, SMF), larger numbers are percents (phpBB)
_SIZE_STEPS = {1: 7, 2: 8, 3: 10, 4: 12, 5: 15, 6: 19, 7: 26}
_SIMPLE = {
    "b": ("<b>", "</b>"),
    "i": ("<i>", "</i>"),
    "u": ("<u>", "</u>"),
    "s": ("<s>", "</s>"),
    "center": ('<div align="center">', "</div>"),
    "url": ('<span style="color:#1a5fb4; text-decoration:underline">', "</span>"),
}


def _bb_inline(name: str, arg: str | None) -> tuple[str, str] | None:
    """Opening and closing HTML of a known inline tag, None if unknown or malformed."""
    if name in _SIMPLE:
        return _SIMPLE[name] if (arg is None or name == "url") else None
    if name == "color" and arg is not None and _COLOR.fullmatch(arg.strip()):
        return f'<span style="color:{arg.strip()}">', "</span>"
    if name == "size" and arg is not None and _SIZE.fullmatch(arg.strip()):
        value = int(arg)
        points = _SIZE_STEPS.get(value) or max(6, min(40, round(10 * value / 100)))
        return f'<span style="font-size:{points}pt">', "</span>"
    return None


def _bb_text(text: str) -> str:
    return escape(text, quote=False).replace("\n", "<br>")


def bbcode_html(text: str, expanded: Collection[int] = (), spoiler: str = "Spoiler") -> str:
    for pattern, repl in _BB_BLOCK_EDGES:
        text = pattern.sub(repl, text)
    out: list[str] = []
    stack: list[tuple[str, str]] = []  # open tags: name, closing HTML
    hidden_at: int | None = None  # stack index of a collapsed spoiler: its inside is not shown
    spoilers = 0

    def emit(html: str) -> None:
        if hidden_at is None:
            out.append(html)

    def close_to(depth: int) -> None:
        nonlocal hidden_at
        while len(stack) > depth:
            _name, closing = stack.pop()
            if hidden_at == len(stack):
                hidden_at = None
            emit(closing)

    pos = 0
    for m in _BB_TAG.finditer(text):
        emit(_bb_text(text[pos : m.start()]))
        pos = m.end()
        closing_tag, name, arg = m.group(1) == "/", m.group(2).lower(), m.group(3)
        if closing_tag:
            depth = next((i for i in range(len(stack) - 1, -1, -1) if stack[i][0] == name), None)
            if depth is None or arg is not None:
                emit(_bb_text(m.group(0)))  # a stray closing tag shows as written
            else:
                close_to(depth)
            continue
        if name in ("spoiler", "quote"):
            number = spoilers if name == "spoiler" else -1
            spoilers += name == "spoiler"
            title = escape(
                (arg or "").strip() or (spoiler if name == "spoiler" else ""), quote=False
            )
            if name == "quote":
                head = f"{BOX_HEAD}<i>{title}</i></td></tr>" if title else ""
                emit(f"{BOX}{head}<tr><td>")
                stack.append((name, "</td></tr></table>"))
            elif number in expanded:
                emit(f"{BOX}{BOX_HEAD}{spoiler_link(number, title, True)}</td></tr><tr><td>")
                stack.append((name, "</td></tr></table>"))
            else:
                emit(f"{BOX}{BOX_HEAD}{spoiler_link(number, title, False)}</td></tr>")
                if hidden_at is None:
                    hidden_at = len(stack)
                stack.append((name, "</table>"))
            continue
        tags = _bb_inline(name, arg)
        if tags is None:
            emit(_bb_text(m.group(0)))  # not a tag we know: shown as written
            continue
        emit(tags[0])
        stack.append((name, tags[1]))
    emit(_bb_text(text[pos:]))
    close_to(0)  # an unclosed tag ends with the post, as forums do
    return "".join(out)


# --- Markdown (Discord) -----------------------------------------------------------------------

_MD_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")  # a backslash before ASCII punctuation
_MD_CODE = re.compile(r"`([^`\n]+)`")
_MD_HEADER = re.compile(r"^(#{1,3}) (.*)$")
_MD_SUBTEXT = re.compile(r"^-# (.*)$")
_MD_QUOTE = re.compile(r"^&gt; (.*)$")
_MD_INLINE: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*"), r"<b>\1</b>"),
    (re.compile(r"__(?=\S)(.+?)(?<=\S)__"), r"<u>\1</u>"),
    (re.compile(r"~~(?=\S)(.+?)(?<=\S)~~"), r"<s>\1</s>"),
    (re.compile(r"\*(?=\S)(.+?)(?<=\S)\*"), r"<i>\1</i>"),
    (re.compile(r"(?<!\w)_(?=\S)(.+?)(?<=\S)_(?!\w)"), r"<i>\1</i>"),
)
_MD_SPOILER = re.compile(r"\|\|(.+?)\|\|", re.DOTALL)
_HEADER_SIZES = {1: "xx-large", 2: "x-large", 3: "large"}


def _md_line(line: str) -> str:
    if m := _MD_HEADER.match(line):
        size = _HEADER_SIZES[len(m.group(1))]
        return f'<span style="font-size:{size}; font-weight:bold">{m.group(2)}</span>'
    if m := _MD_SUBTEXT.match(line):
        return f'<span style="font-size:small; color:#6d6f78">{m.group(1)}</span>'
    if m := _MD_QUOTE.match(line):
        return f'<span style="color:#a0a0a0">▎</span> {m.group(1)}'
    return line


def markdown_html(text: str, expanded: Collection[int] = ()) -> str:
    kept: list[str] = []  # escaped characters and code spans: no mark applies inside

    def keep(html: str) -> str:
        kept.append(html)
        return f"\x00{len(kept) - 1}\x00"

    text = text.replace("\x00", "")
    text = _MD_ESCAPED.sub(lambda m: keep(escape(m.group(1), quote=False)), text)
    text = _MD_CODE.sub(
        lambda m: keep(
            f'<code style="background-color:#ececec">{escape(m.group(1), quote=False)}</code>'
        ),
        text,
    )
    text = escape(text, quote=False)
    text = "\n".join(_md_line(line) for line in text.split("\n"))
    for pattern, repl in _MD_INLINE:
        text = pattern.sub(repl, text)
    text = _MD_SPOILER.sub(_md_spoiler(expanded), text)
    text = re.sub("\x00(\\d+)\x00", lambda m: kept[int(m.group(1))], text)
    return text.replace("\n", "<br>")


def _md_spoiler(expanded: Collection[int]) -> Callable[[re.Match[str]], str]:
    numbers = itertools.count()

    def render(m: re.Match[str]) -> str:
        number = next(numbers)
        if number in expanded:
            return (
                f'<a href="{SPOILER_SCHEME}:{number}" style="text-decoration:none; '
                f'color:inherit"><span style="background-color:#d4d7dc">{m.group(1)}'
                "</span></a>"
            )
        # Discord's dark box: the text is there for the master, hidden until clicked
        return (
            f'<a href="{SPOILER_SCHEME}:{number}" style="text-decoration:none">'
            f'<span style="background-color:#4e5058; color:#4e5058">{m.group(1)}'
            "</span></a>"
        )

    return render
