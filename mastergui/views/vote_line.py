"""A vote in one line: «Алиса Лев» or «Алиса → Лев» (or «Ал ле»), then Enter — the
voter and the candidate read from the start of the line by the players' names (a name
of several words too, a unique beginning is enough, case aside); «-» or nothing after
the voter: abstains. Names complete as they are typed (the last name being typed).
One line instead of two lists and a button: a day's nine votes in nine lines."""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QStringListModel, Qt, Signal
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

ARROWS = re.compile(r"\s*(?:→|->|=>|>|:|—|–)\s*")
ABSTAIN = {"-", "—", "0", "воздерживаюсь", "воздерж", "abstain", "abstains", "нет"}

# what a read line is: (voter, candidate or None to abstain), or why it is not a vote
Reading = tuple[str, str | None] | str


def _name_at(text: str, names: Sequence[str]) -> tuple[str, str] | None:
    """The name the text starts with (whole, else the one name it is a unique beginning
    of, up to the next space or arrow) and the rest of the text."""
    folded = text.casefold()
    whole = [n for n in names if folded.startswith(n.casefold())]
    for name in sorted(whole, key=len, reverse=True):
        rest = text[len(name) :]
        if not rest or not rest[0].isalnum():
            return name, rest
    word = re.match(r"[^\s→>:—–-]+", text)
    if word is None:
        return None
    found = [n for n in names if n.casefold().startswith(word.group(0).casefold())]
    return (found[0], text[word.end() :]) if len(found) == 1 else None


def read_vote_line(text: str, names: Sequence[str]) -> Reading:
    """The vote a line names (see the module's docstring), or why it names none."""
    line = text.strip()
    voter = _name_at(line, names)
    if voter is None:
        return f"«{line.split()[0] if line.split() else line}»?"
    rest = ARROWS.sub(" ", voter[1]).strip()
    if not rest or rest.casefold() in ABSTAIN:
        return voter[0], None
    candidate = _name_at(rest, names)
    if candidate is None or candidate[1].strip():
        return f"«{rest}»?"
    return voter[0], candidate[0]


class NameCompleter(QCompleter):
    """Completes the name being typed, after the voter's too: the line is split at its
    last space or arrow, and the chosen name replaces what follows it."""

    def splitPath(self, path: str) -> list[str]:
        return [re.split(r"\s*(?:→|->|>)\s*|\s+", path)[-1]]

    def pathFromIndex(self, index: QModelIndex | QPersistentModelIndex) -> str:
        name = str(index.data(Qt.ItemDataRole.DisplayRole))
        widget = self.widget()
        typed = widget.text() if isinstance(widget, QLineEdit) else ""
        last = self.splitPath(typed)[0]
        return typed[: len(typed) - len(last)] + name


class VoteLine(QLineEdit):
    """The line; `vote` fires with what Enter read, `problem` with why it read nothing."""

    vote = Signal(str, object)  # voter, candidate (None: abstains)
    problem = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("voteLine")
        self.setPlaceholderText(self.tr("Vote: «Алиса Лев» + Enter"))
        self.setToolTip(
            self.tr(
                "The voter and the candidate, a name's beginning is enough; "
                "«-» after the voter: abstains"
            )
        )
        self.names: list[str] = []
        self._model = QStringListModel(self)
        completer = NameCompleter(self._model, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.InlineCompletion)
        self.setCompleter(completer)
        self.returnPressed.connect(self._read)

    def set_names(self, names: Sequence[str]) -> None:
        self.names = list(names)
        self._model.setStringList(self.names)
        if len(self.names) >= 2:  # the game's own names: an English game's are not «Алиса»
            example = self.tr("Vote: «%1 %2» + Enter")
            self.setPlaceholderText(example.replace("%1", names[0]).replace("%2", names[1]))

    def _read(self) -> None:
        reading = read_vote_line(self.text(), self.names)
        if isinstance(reading, str):
            self.problem.emit(reading)
            return
        self.clear()
        self.vote.emit(*reading)
