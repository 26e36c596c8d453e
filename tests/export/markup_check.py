"""What a forum or Discord would parse as markup in a text: the tests' stand-in parsers.

They are deliberately greedier than real parsers (any `[word]`, `[word=...]`, `[/word]` is a
BBCode tag; any unescaped markdown character is active), so passing them is stronger than
passing a real forum.
"""

from __future__ import annotations

import re

from engine.export.markup import ZWSP

BBCODE_TAG = re.compile(r"\[(/?)([A-Za-z*][A-Za-z0-9*]*)(?:=([^\]\n]*))?\]")
MARKDOWN_ACTIVE = set("*_~|`[]<")  # `>` and `#` only at a line start
LINK = re.compile(r"(?i)(https?://|www\.)")


def bbcode_tags(text: str) -> list[str]:
    return [m.group(0) for m in BBCODE_TAG.finditer(text)]


def markdown_tokens(text: str) -> list[str]:
    """Unescaped markdown characters, line-start marks, pings and links, in order."""
    out: list[str] = []
    for line in text.split("\n"):
        stripped = line.lstrip()
        if re.match(r"(#{1,3} |-# |> |>>> |[-*+] |\d+\. )", stripped):
            out.append("line:" + stripped.split(" ", 1)[0])
        i = 0
        while i < len(line):
            ch = line[i]
            if ch == "\\" and i + 1 < len(line):
                i += 2
                continue
            if ch in MARKDOWN_ACTIVE:
                out.append(ch)
            if ch == "@" and line[i + 1 : i + 2] != ZWSP:
                out.append("@")
            if ch == ":" and re.match(r":[\w+-]+:", line[i:]):
                out.append(":emoji:")
            i += 1
        out += ["link"] * len(LINK.findall(line))
    return out
