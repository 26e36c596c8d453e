"""Questions the engine asks the master (a paranoid's check result...), answered in place:
the answer is stored as a decision and the phase resolves again."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from engine.trace import Question

from .. import colors
from ..session import GameSession


class QuestionCard(QFrame):
    """One question: its text, the options as the player would read them, the answer."""

    def __init__(
        self, session: GameSession, question: Question, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.question = question
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName(f"question_{question.id}")
        if not question.answered:
            self.setStyleSheet(
                f"QuestionCard {{ background: {colors.QUESTION.name()}; }}"
                f" QuestionCard QLabel {{ color: {colors.DARK_TEXT.name()}; }}"
            )
        texts = session.texts
        text = QLabel(texts.question(question), self)
        text.setWordWrap(True)
        state = QLabel(self)
        if question.answered:
            state.setText(
                self.tr("Answered: %1").replace("%1", texts.answer(question, question.answer))
            )
        else:
            state.setText(
                self.tr("Not answered: the seeded default is used (%1)").replace(
                    "%1", texts.answer(question, question.default)
                )
            )
        state.setWordWrap(True)
        self.options = QComboBox(self)
        self.options.setObjectName("questionOptions")
        for i, option in enumerate(question.options):
            self.options.addItem(texts.answer(question, option), i)
            if option == question.answer:
                self.options.setCurrentIndex(i)
        self.answer_button = QPushButton(self.tr("Answer"), self)
        self.answer_button.setObjectName("questionAnswer")
        self.answer_button.clicked.connect(self.answer)
        self.clear_button = QPushButton(self.tr("Clear"), self)
        self.clear_button.setEnabled(question.answered)
        self.clear_button.clicked.connect(lambda: session.set_decision(question.id, None))
        row = QHBoxLayout()
        row.addWidget(self.options, 1)
        row.addWidget(self.answer_button)
        row.addWidget(self.clear_button)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(state)
        layout.addLayout(row)

    def answer(self) -> None:
        index = self.options.currentData()
        if index is None:
            return
        option = self.question.options[index]
        from engine.trace import thaw

        self.session.set_decision(self.question.id, thaw(option))


class QuestionsPanel(QScrollArea):
    """Every question of the current resolution, unanswered first."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWidgetResizable(True)
        self.cards: list[QuestionCard] = []
        self.reload()

    def reload(self) -> None:
        trace = self.session.view.trace
        questions = sorted(trace.questions if trace else (), key=lambda q: q.answered)
        body = QWidget()
        layout = QVBoxLayout(body)
        self.cards = [QuestionCard(self.session, q, body) for q in questions]
        for card in self.cards:
            layout.addWidget(card)
        if not self.cards:
            layout.addWidget(
                QLabel(self.tr("The engine has no question for the master in this phase."), body)
            )
        layout.addStretch(1)
        self.setWidget(body)

    def open_count(self) -> int:
        return sum(1 for c in self.cards if not c.question.answered)
