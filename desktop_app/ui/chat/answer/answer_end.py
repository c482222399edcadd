"""How an answer ended: the banner under it that says why, with Retry, Continue or Settings.

The banner is part of ``MessageView`` and its words keep that translation context, so they are
translated with ``QCoreApplication.translate("MessageView", …)`` rather than ``tr()``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from desktop_app.generation.outcome import AgentStop, TurnOutcome, TurnStatus
from desktop_app.ui.problems import turn_problem


class EndBanner(QFrame):
    """Why the answer ended, when it did not simply complete, and what can be done about it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        # Their texts come from retranslate().
        self.retry_button = QPushButton(self)
        self.continue_button = QPushButton(self)
        self.settings_button = QPushButton(self)
        row = QHBoxLayout(self)
        row.addWidget(self.label, 1)
        for button in (self.retry_button, self.continue_button, self.settings_button):
            row.addWidget(button)
        # What the banner said, to say again in another language.
        self._said: tuple[TurnOutcome, bool, tuple] = (TurnOutcome(TurnStatus.COMPLETED), False, ())

    def retranslate(self) -> None:
        self.label.setAccessibleName(
            QCoreApplication.translate("MessageView", "How the answer ended")
        )
        for button, text, description in (
            (
                self.retry_button,
                QCoreApplication.translate("MessageView", "Retry"),
                QCoreApplication.translate("MessageView", "Asks the model again"),
            ),
            (
                self.continue_button,
                QCoreApplication.translate("MessageView", "Continue"),
                QCoreApplication.translate(
                    "MessageView", "Asks the model to go on where it stopped"
                ),
            ),
            (
                self.settings_button,
                QCoreApplication.translate("MessageView", "Settings"),
                QCoreApplication.translate("MessageView", "Opens the settings window"),
            ),
        ):
            button.setText(text)
            button.setAccessibleName(text)
            button.setAccessibleDescription(description)

    def tell(self, outcome: TurnOutcome, needs_settings: bool, code_values: tuple = ()) -> None:
        """Says why the answer ended (nothing when it completed): its cause in the window's
        words (``desktop_app.ui.problems``), its message in the provider's own."""
        self._said = (outcome, needs_settings, code_values)
        problem = turn_problem(outcome, *code_values)
        text = problem.sentence if problem else ""
        message = outcome.message
        if text and message and message != text:
            text = f"{text}\n{message}"  # the provider's own words, untranslated
        self.label.setText(text)
        self.setVisible(bool(text))
        offers_settings = needs_settings or (problem is not None and problem.offers_settings)
        retry = continue_ = settings = False
        match outcome.status:
            case TurnStatus.TRUNCATED:
                # Interrupted by a crash: the text received so far can be taken up again.
                retry, continue_ = True, outcome.cause is AgentStop.INTERRUPTED
            case TurnStatus.FAILED:
                retry, settings = True, offers_settings
            case TurnStatus.INCOMPLETE:
                continue_ = True
        self.retry_button.setVisible(retry)
        self.continue_button.setVisible(continue_)
        self.settings_button.setVisible(settings)

    def tell_again(self) -> None:
        """The same, in the current language."""
        self.tell(*self._said)
