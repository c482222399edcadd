"""What a running turn is doing or waiting for, in the person's words: the line under an answer.

The agent says where a turn stands with codes (``TurnPhase.phase``, ``RetryWait``); the page
knows when it is asking the person. This table turns each into one sentence.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QLocale

from desktop_app.errors import ErrorKind
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

_CONTEXT = "StatusLine"


class Step(StrEnum):
    # The first four are the agent's ``TurnPhase`` values.
    CONNECTING = "connecting"
    WAITING = "waiting"  # connected and asked; the server has not begun to answer
    LOADING_MODEL = "loading_model"  # the same, on a server on this computer
    STREAMING = "streaming"
    THINKING = "thinking"  # streaming, and so far only the model's reasoning has come
    RETRY = "retry"  # a failed attempt, another one after a delay
    APPROVAL = "approval"  # a confirmation dialog is open
    RUNNING = "running"  # an allowed action is being carried out
    CHOOSING = "choosing"  # past the model's window: the person chooses what is sent
    SUMMARISING = "summarising"  # a model summarises the older messages before the send


_SENTENCES: dict[Step, str] = {
    Step.CONNECTING: QT_TRANSLATE_NOOP("StatusLine", "Connecting…"),
    Step.WAITING: QT_TRANSLATE_NOOP("StatusLine", "Waiting for the server…"),
    Step.LOADING_MODEL: QT_TRANSLATE_NOOP("StatusLine", "Loading the model…"),
    Step.STREAMING: QT_TRANSLATE_NOOP("StatusLine", "Writing…"),
    Step.THINKING: QT_TRANSLATE_NOOP("StatusLine", "Thinking…"),
    Step.RETRY: QT_TRANSLATE_NOOP("StatusLine", "Retrying in %1 s (attempt %2 of %3)"),
    Step.APPROVAL: QT_TRANSLATE_NOOP("StatusLine", "Waiting for your approval"),
    Step.RUNNING: QT_TRANSLATE_NOOP("StatusLine", "Running the action…"),
    Step.CHOOSING: QT_TRANSLATE_NOOP("StatusLine", "Waiting for your choice"),
    Step.SUMMARISING: QT_TRANSLATE_NOOP("StatusLine", "Summarising the older messages…"),
}
# A retry says why when the reason is one the person can act on (by waiting, or a cheaper plan).
_RETRY_REASONS: dict[ErrorKind, str] = {
    ErrorKind.RATE_LIMITED: QT_TRANSLATE_NOOP(
        "StatusLine", "Rate limited, retrying in %1 s (attempt %2 of %3)"
    ),
}

# Steps that only come before the answer's first character: text arriving ends them.
BEFORE_TEXT = frozenset(
    {Step.CONNECTING, Step.WAITING, Step.LOADING_MODEL, Step.RETRY, Step.CHOOSING, Step.SUMMARISING}
)


@dataclass(frozen=True, slots=True)
class StatusLine:
    step: Step
    # For a retry: the attempt to come, the most there will be, the delay as scheduled and why
    # (an ``ErrorKind`` value).
    attempt: int = 0
    of: int = 0
    delay: float = 0.0
    code: ErrorKind | None = None  # why a retry waits

    @classmethod
    def for_phase(cls, phase: str) -> StatusLine:
        """The agent's ``TurnPhase``; an unknown one (a newer core's) reads as writing."""
        try:
            return cls(Step(phase))
        except ValueError:
            return cls(Step.STREAMING)

    @classmethod
    def retry(cls, attempt: int, of: int, delay: float, code: ErrorKind) -> StatusLine:
        return cls(Step.RETRY, attempt, of, delay, code)

    def sentence(self) -> str:
        """In the current language."""
        source = _SENTENCES[self.step]
        if self.step is not Step.RETRY:
            return QCoreApplication.translate(_CONTEXT, source)
        if self.code is not None:
            source = _RETRY_REASONS.get(self.code, source)
        # Whole seconds, and never "0 s" for a short backoff that is still a wait.
        seconds = max(1, round(self.delay))
        locale = QLocale()
        text = QCoreApplication.translate(_CONTEXT, source)
        for number, value in enumerate((seconds, self.attempt, self.of), start=1):
            text = text.replace(f"%{number}", locale.toString(value))
        return text
