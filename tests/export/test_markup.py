"""Escaping: a player's name or free text never becomes BBCode or Markdown."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.export.markup import ZWSP, escape_bbcode, escape_markdown, plain

from .conftest import examples
from .markup_check import bbcode_tags, markdown_tokens

INJECTIONS = [
    "[url=http://evil.example]click[/url]",
    "[/b]",
    "[color=red]Red",
    "[b]bold[/b]",
    "[spoiler]x[/spoiler]",
    "[img]http://x.example/a.png[/img]",
    "[quote=Boss]",
    "[*]",
    "[s]Bob[/s]",
    "[/spoiler][/color][/s]",
    "[size=200]BIG",
]
MARKDOWN_INJECTIONS = [
    "**bold**",
    "*it*",
    "__under__",
    "_it_",
    "`code`",
    "```block```",
    "~~strike~~",
    "||spoiler||",
    "> quote",
    ">>> quote",
    "# Header",
    "## Header",
    "-# small",
    "- item",
    "1. item",
    "+ item",
    "@everyone",
    "@here",
    "<@&123456789012345678>",
    "[link](http://x.y)",
    "http://evil.example",
    "<https://evil.example>",
    ":skull:",
    "\\*",
    "a|b",
]


@pytest.mark.parametrize("text", INJECTIONS)
def test_bbcode_injection_is_shown_not_parsed(text: str) -> None:
    escaped = escape_bbcode(text)
    assert bbcode_tags(escaped) == []
    assert escaped.replace(ZWSP, "") == text  # reads the same


def test_bbcode_escape_inside_markup_keeps_the_markup_balanced() -> None:
    post = f"[b]{escape_bbcode('Bo[/b]b [color=red]')}[/b]"
    assert bbcode_tags(post) == ["[b]", "[/b]"]


@pytest.mark.parametrize("text", MARKDOWN_INJECTIONS)
def test_markdown_injection_is_shown_not_parsed(text: str) -> None:
    escaped = escape_markdown(text)
    assert markdown_tokens(escaped) == []
    assert re.sub(r"\\(.)", r"\1", escaped).replace(ZWSP, "") == text


def test_mentions_never_ping() -> None:
    assert escape_markdown("@everyone") == "@" + ZWSP + "everyone"
    assert "@everyone" not in escape_markdown("hi @everyone and @here")


def test_line_breaks_and_bidi_controls_cannot_reshape_a_line() -> None:
    assert plain("Bob\n[b]x\r\n") == "Bob [b]x  "
    assert plain("Bob\u202eboB") == "BobboB"
    assert "\n" not in escape_markdown("a\n# b") and "\n" not in escape_bbcode("a\n[b]")


def test_links_are_not_auto_linked() -> None:
    assert "http://" not in escape_bbcode("http://evil.example")
    assert "www." not in escape_markdown("www.evil.example")


def test_plain_names_stay_as_they_are() -> None:
    for name in ("Алиса", "Жан-Поль", "Dr. Who", "O'Neil", "Ёжик (в тумане)"):
        assert escape_bbcode(name) == name
    assert escape_markdown("Алиса") == "Алиса"
    assert escape_markdown("около 21:00 (МСК)") == "около 21:00 (МСК)"


@settings(max_examples=examples(300), deadline=None)
@given(st.text())
def test_any_text_escapes_to_literal_text(text: str) -> None:
    """Whatever a master types as a name: no tag, no active markdown, and it reads the same
    (ZWSP and backslashes aside)."""
    bb = escape_bbcode(text)
    assert bbcode_tags(bb) == []
    assert bb.replace(ZWSP, "") == plain(text).replace(ZWSP, "")
    md = escape_markdown(text)
    assert markdown_tokens(md) == []
    assert re.sub(r"\\(.)", r"\1", md).replace(ZWSP, "") == plain(text).replace(ZWSP, "")
