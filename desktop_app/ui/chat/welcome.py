"""What an empty conversation shows: on first start, a welcome that says who answers (what the
Demo is, when it is the Demo), and
always three prompts to start with, which show an answer streaming in, a model's reasoning,
and a tool that asks before it acts.

The panel lies over the conversation's page (a child of the page stack, kept to its size) while
the conversation has no message; the page below keeps its place and its widgets.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ui.composer.assistant_chooser import AssistantChooser
from desktop_app.ui.composer.provider_labels import shown_label
from desktop_app.ui.theme import LAYOUT, SPACING, TYPE_SCALE, TextRole, TextSize, mark, size


class Greeting(enum.Enum):
    FIRST_START = "first_start"  # no conversation had ever been written: what the Demo is
    EMPTY = "empty"  # a new conversation


class WelcomePanel(QWidget):
    """``prompt_chosen`` carries the text of the suggestion clicked."""

    prompt_chosen = Signal(str)

    def __init__(self, cover: QWidget) -> None:
        """Lies over ``cover`` and follows its size."""
        super().__init__(cover)
        self.greeting = Greeting.EMPTY
        self.provider = ""  # the label of the provider chosen to answer; "": the Demo
        self.setAutoFillBackground(True)
        # On a short window (a small screen, a large zoom) the welcome scrolls rather than
        # squeezing its text until lines are cut.
        self.area = QScrollArea(self)
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        self.area.setWidgetResizable(True)
        # Not a stop of its own: Tab goes to the suggestions, and the area scrolls to them.
        self.area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        content = QWidget(self.area)
        self.area.setWidget(content)
        self.area.viewport().setAutoFillBackground(False)
        content.setAutoFillBackground(False)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.area)
        self.heading = QLabel(content)
        self.heading.setWordWrap(True)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.body = QLabel(content)
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        mark(self.body, TextRole.MUTED)
        self.assistants = AssistantChooser(content)  # shown when there are assistants
        self.suggestions = [QPushButton(content) for _ in range(3)]
        layout = self._layout = QVBoxLayout(content)
        layout.setSpacing(SPACING.m)
        layout.addStretch(1)
        for widget in (self.heading, self.body):  # wrapped labels span: their height is right
            layout.addWidget(widget)
        layout.addWidget(self.assistants)
        layout.addSpacing(SPACING.m)
        for button in self.suggestions:
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            button.setMaximumWidth(LAYOUT.reading_width // 2 + SPACING.xxl * 4)
            button.clicked.connect(lambda _checked=False, b=button: self._chosen(b))
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(2)
        self._cover = cover
        cover.installEventFilter(self)
        self.setGeometry(cover.rect())
        self._heading_font()
        size(self.heading, TextSize.TITLE)  # under the theme's stylesheet, which the zoom redoes
        self.retranslate()

    def _chosen(self, button: QPushButton) -> None:
        self.prompt_chosen.emit(button.property("prompt"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._cover and event.type() == QEvent.Type.Resize:
            self.setGeometry(self._cover.rect())
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The text keeps to the reading column's measure, centred."""
        side = max(SPACING.xl, (event.size().width() - LAYOUT.reading_width) // 2)
        self._layout.setContentsMargins(side, SPACING.xl, side, SPACING.xl)
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:  # zoomed: the heading keeps its scale
            self._heading_font()
        super().changeEvent(event)

    def _heading_font(self) -> None:
        font = self.font()
        font.setPointSizeF(font.pointSizeF() * TYPE_SCALE.title)
        font.setBold(True)
        self.heading.setFont(font)

    def greet(self, greeting: Greeting) -> None:
        self.greeting = greeting
        self.retranslate()

    def show_provider(self, label: str) -> None:
        """The first-start welcome names who answers, ``label`` ("" when it is the Demo, which
        the welcome says what it is)."""
        if label != self.provider:
            self.provider = label
            self.retranslate()

    def retranslate(self) -> None:
        if self.greeting is Greeting.FIRST_START and self.provider:
            self.heading.setText(self.tr("Welcome to Arroyo"))
            self.body.setText(
                self.tr(
                    "You are talking to %1. Try one of these, or write your own below."
                ).replace("%1", shown_label(self.provider))
            )
        elif self.greeting is Greeting.FIRST_START:
            self.heading.setText(self.tr("Welcome to Arroyo"))
            self.body.setText(
                self.tr(
                    "You are talking to the Demo: a model that plays on this computer, with no "
                    "key and no network. Try one of these to see an answer stream in, the "
                    "model's reasoning, and a tool that asks you before it acts. Add your own "
                    "provider in Settings when you are ready."
                )
            )
        else:
            self.heading.setText(self.tr("A new conversation"))
            self.body.setText(self.tr("Write a message below, or start with one of these."))
        prompts = (
            self.tr("Write a short poem about a river"),
            self.tr("Think it through: which is larger, 9.11 or 9.9?"),
            self.tr("What is in my workspace folder?"),
        )
        for button, prompt in zip(self.suggestions, prompts, strict=True):
            button.setText(prompt)
            button.setProperty("prompt", prompt)
            button.setAccessibleName(prompt)
            button.setAccessibleDescription(self.tr("Sends this message"))
