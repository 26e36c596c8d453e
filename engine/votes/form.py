"""The vote's BBCode form as data: a template with `{name}`, compiled to patterns.

A ruleset declares the form (`numbers: {vote_post: {template: ..., phrase: ...}}`); the
reader never names a ruleset. Two readings of «даже малейшее отклонение»:
- tolerant (default): tag names and hex digits in any case, a run of whitespace where the
  template has a space, spaces just inside a tag pair ignored, the name in any case;
- exact: the template byte for byte, only the name may differ in case and spacing.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ..model.errors import InputError

NAME = "{name}"
_TAG = re.compile(r"\[[^\[\]]*\]")
STRIKE_TAGS = ("s", "strike")  # «Голос зачеркивается следующим образом: [s]...[/s]»
QUOTE_TAG = "quote"


@dataclass(frozen=True)
class VoteForm:
    """One vote as the rules write it, e.g. `[b]Я голосую против: [color=#ff0000]{name}...`."""

    template: str
    phrase: str  # what marks an attempt at a vote, e.g. «голосую против»

    def __post_init__(self) -> None:
        if self.template.count(NAME) != 1:
            raise InputError(f"vote template must hold {NAME} exactly once: {self.template!r}")
        if not self.phrase.strip() or self.phrase.casefold() not in self.template.casefold():
            raise InputError(
                f"vote phrase {self.phrase!r} is not in the template {self.template!r}"
            )

    @staticmethod
    def from_data(data: Mapping[str, Any]) -> VoteForm:
        """From a ruleset's `vote_post` entry (`template`, `phrase`)."""
        template, phrase = data.get("template"), data.get("phrase")
        if not isinstance(template, str) or not isinstance(phrase, str):
            raise InputError("vote_post needs 'template' and 'phrase' strings")
        return VoteForm(template, phrase)

    @cached_property
    def phrase_pattern(self) -> re.Pattern[str]:
        words = [re.escape(w) for w in self.phrase.split()]
        return re.compile(r"\s+".join(words), re.IGNORECASE)

    @cached_property
    def tolerant(self) -> re.Pattern[str]:
        return re.compile(_tolerant_source(self.template))

    @cached_property
    def exact(self) -> re.Pattern[str]:
        before, after = self.template.split(NAME)
        return re.compile(re.escape(before) + r"(?P<name>[^\[\]\n]+?)" + re.escape(after))

    def pattern(self, exact: bool) -> re.Pattern[str]:
        return self.exact if exact else self.tolerant

    def example(self, name: str) -> str:
        return self.template.replace(NAME, name)


def _tolerant_source(template: str) -> str:
    """Regex source: tags case-insensitive, spaces as runs, spaces just inside a tag pair
    (after an opening tag, before a closing one) ignored."""
    tokens = [
        (m.group(), m.start())
        for m in re.finditer(r"\[[^\[\]]*\]|\{name\}|\s+|[^\[{\s]+|.", template)
    ]
    parts: list[str] = []
    for i, (text, _) in enumerate(tokens):
        prev = tokens[i - 1][0] if i else ""
        nxt = tokens[i + 1][0] if i + 1 < len(tokens) else ""
        if text.startswith("[") and text.endswith("]"):
            parts.append(f"(?i:{re.escape(text)})")
        elif text == NAME:
            parts.append(r"(?P<name>[^\[\]\n]+?)")
        elif text.isspace():
            inside_pair = _opening(prev) or _closing(nxt)
            parts.append(r"\s*" if inside_pair else r"\s+")
            continue
        else:
            parts.append(re.escape(text))
        # no explicit space here: allow one just inside a pair, or around the name
        if not nxt.isspace() and (_opening(text) or _closing(nxt) or text == NAME or nxt == NAME):
            parts.append(r"\s*")
    return "".join(parts)


def _opening(token: str) -> bool:
    return token.startswith("[") and not token.startswith("[/") and token.endswith("]")


def _closing(token: str) -> bool:
    return token.startswith("[/") and token.endswith("]")
