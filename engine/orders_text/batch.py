"""Many private messages pasted at once (issue 30): split into (sender, text) as copied
from a forum's PM folder or a messenger's export, one sender per message. Recognised:
- our own form: a line `=== Sender` before each message (as `votes parse` reads posts);
- Telegram Desktop's copy of several messages: `Sender, [02.12.2026 0:15]` then the text;
- WhatsApp's export: `02.12.2026, 00:15 - Sender: text` or `[02.12.26, 00:15:12] Sender: text`;
- a forum's PM folder (phpBB, Invision, vBulletin, XenForo, SMF): a header line
  `От: Sender` / `From: Sender` / `Автор: Sender` (the subject and date lines around it
  are dropped).
A line that starts no message belongs to the message above it; text before the first
header has no sender and is returned as such, never dropped."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..model.errors import InputError
from ..ruleset.load import Ruleset
from .model import ParsedMessage
from .morph import fold
from .names import Certainty, PlayerMatcher
from .parse import OrderReader
from .tokens import tokenize

OWN = re.compile(r"^===\s*(?P<who>[^|\n]+?)\s*(?:\|.*)?$")
TELEGRAM = re.compile(
    r"^(?P<who>[^\n,\[\]]{1,60}),\s*\[\d{1,2}\.\d{1,2}\.\d{2,4}\s+\d{1,2}:\d{2}(?::\d{2})?\]\s*$"
)
WHATSAPP = re.compile(
    r"^\[?\d{1,2}[./]\d{1,2}[./]\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?\]?\s*(?:-\s*)?"
    r"(?P<who>[^:\n]{1,60}):\s?(?P<text>.*)$"
)
FORUM = re.compile(r"^\s*(?:От|From|Автор|Отправитель|Sender|Author)\s*:\s*(?P<who>.+?)\s*$", re.I)
FORUM_NOISE = re.compile(r"^\s*(?:Кому|To|Тема|Subject|Отправлено|Sent|Дата|Date|Re)\s*:.*$", re.I)


@dataclass(frozen=True, slots=True)
class Pasted:
    """One message of a batch: the sender as written (None: text before any header), the
    text, and the 1-based line of the paste it starts on."""

    sender: str | None
    text: str
    line: int


def split_batch(paste: str) -> list[Pasted]:
    out: list[Pasted] = []
    sender: str | None = None
    body: list[str] = []
    start = 1

    def close() -> None:
        text = "\n".join(body).strip()
        if text or sender is not None:
            out.append(Pasted(sender, text, start))

    lines = paste.splitlines()
    noise = _forum_noise(lines)
    for n, line in enumerate(lines, 1):
        if n - 1 in noise:
            continue
        head = _header(line)
        if head is not None:
            close()
            sender, first = head
            body, start = ([first] if first else []), n
        elif sender is not None and FORUM_NOISE.match(line) and not "".join(body).strip():
            continue  # the subject and date lines of a forum's PM, before its text
        else:
            body.append(line)
    close()
    return out


def _forum_noise(lines: list[str]) -> set[int]:
    """The subject, date and addressee lines just above a forum PM's `От:` line."""
    out: set[int] = set()
    for h, line in enumerate(lines):
        if FORUM.match(line):
            k = h - 1
            while k >= 0 and FORUM_NOISE.match(lines[k]):
                out.add(k)
                k -= 1
    return out


def _header(line: str) -> tuple[str, str] | None:
    """(sender, text on the header line) when the line starts a message."""
    for pattern in (OWN, TELEGRAM, FORUM):
        m = pattern.match(line)
        if m:
            return m.group("who").strip(), ""
    m = WHATSAPP.match(line)
    if m:
        return m.group("who").strip(), m.group("text")
    return None


@dataclass(frozen=True, slots=True)
class BatchItem:
    """A message of a batch and its reading; `problem` says why it was not read (no
    sender, a sender no player matches, a paste too long)."""

    pasted: Pasted
    sender: str | None
    parsed: ParsedMessage | None
    problem: str = ""
    why: str = ""  # "no_sender", "unknown_sender", "too_long": for a console's own words

    def to_json(self, ruleset: Ruleset | None, lang: str) -> dict[str, Any]:
        data: dict[str, Any] = {"line": self.pasted.line, "written_sender": self.pasted.sender}
        if self.parsed is not None:
            data.update(self.parsed.to_json(ruleset, lang))
        else:
            data.update(
                {
                    "sender": self.sender,
                    "text": self.pasted.text,
                    "problem": self.problem,
                    "why": self.why,
                }
            )
        return data


def read_batch(reader: OrderReader, paste: str) -> list[BatchItem]:
    """Every message of a pasted batch, read for the reader's phase."""
    names = [p.name for p in reader.state.players]
    out: list[BatchItem] = []
    for pasted in split_batch(paste):
        if pasted.sender is None:
            problem = "no sender: text before the first message"
            out.append(BatchItem(pasted, None, None, problem, "no_sender"))
            continue
        sender = player_named(pasted.sender, names, reader.players)
        if sender is None:
            problem = f"no player is called {pasted.sender!r}"
            out.append(BatchItem(pasted, None, None, problem, "unknown_sender"))
            continue
        try:
            out.append(BatchItem(pasted, sender, reader.read(pasted.text, sender)))
        except InputError as exc:
            out.append(BatchItem(pasted, sender, None, exc.message, "too_long"))
    return out


def player_named(written: str, names: list[str], matcher: PlayerMatcher) -> str | None:
    """The player a sender's name is: the nickname (any case), else a sure match of the
    whole name or of one of its words («Алиса Петрова», «Дима»); never a loose one."""
    folded = {fold(n): n for n in names}
    if fold(written) in folded:
        return folded[fold(written)]
    tokens = tokenize(written, [])
    for i in range(len(tokens)):
        m = matcher.match(tokens, i)
        if m is not None and m.certainty is Certainty.ACCEPT:
            return m.name
    return None
