"""The phase at a glance, under the player table: status, execution, deaths and frags,
orders and their verdicts, open questions — all read from the session's view."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from engine.store import Changes

from ..models.orders import counts_text, inbox_rows
from ..resolving import resolving_word
from ..session import GameSession, resolution_changed
from ..text import death_place


class PhaseSummary(QLabel):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setObjectName("phaseSummary")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setMargin(6)
        session.changed.connect(self.on_changed)
        self.reload()

    def on_changed(self, changes: Changes) -> None:
        if resolution_changed(changes):
            self.reload()

    def reload(self) -> None:
        view = self.session.view
        texts = self.session.texts
        trace = view.trace
        phase = self.tr("Phase %1").replace("%1", str(view.number))
        lines = ["<b>" + escape(phase) + "</b>"]
        if trace is None:
            lines.append(escape(resolving_word() if view.resolving else view.problem or ""))
            self.setText("<br>".join(lines))
            return
        executed = trace.executed or self.tr("nobody")
        if "summary.executed" in texts.ruleset.text:  # the ruleset's word (MafiaLife: hanged)
            from engine.texts import render

            line = render(texts.ruleset, "summary.executed", {"player": executed}, texts.lang)
        else:
            line = self.tr("Executed: %1").replace("%1", executed)
        lines.append(escape(line))
        deaths = []
        for d in trace.deaths:
            frag = self.tr("frag: %1").replace("%1", d.frag or self.tr("nobody"))
            where = death_place(d, trace.number)
            deaths.append(f"{d.player} ({where}, {frag})" if where else f"{d.player} ({frag})")
        lines.append(
            escape(
                self.tr("Died: %1").replace(
                    "%1", ", ".join(deaths) if deaths else self.tr("nobody")
                )
            )
        )
        lines.append(escape(counts_text(inbox_rows(texts, view.orders, trace))))
        open_questions = [q for q in trace.questions if not q.answered]
        if open_questions:
            lines.append(
                "<span style='color:#b26a00'>"
                + escape(self.tr("%n question(s) for the master", "", len(open_questions)))
                + "</span>"
            )
        if trace.warnings:
            lines.extend("⚠ " + escape(w) for w in trace.warnings)
        self.setText("<br>".join(lines))
