"""The inspector: one answer's requests as sent and streams as received, as a copyable text.

Each model turn of the answer (a tool round adds one) and each of its attempts shows the
request (method, URL, headers with keys redacted, the body indented) and then every chunk of
the stream with the seconds since the request was sent. The text shown is the text copied.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QEvent
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.knowledge.framing import HEADER, passages_in
from desktop_app.net.inspection import RunRecording, TurnRecording

OBJECT_NAME = "inspectorDialog"


class InspectorDialog(QDialog):
    """Not modal: the conversation stays usable beside it."""

    def __init__(self, run: RunRecording, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(OBJECT_NAME)
        self.run = run
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        self.copy_button = QPushButton(self)
        self.copy_button.clicked.connect(self.copy_all)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(720, 520)  # a small screen's free area bounds it when shown
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Inspector"))
        self.text.setAccessibleName(self.tr("Requests and streams of this answer"))
        self.copy_button.setText(self.tr("Copy all"))
        self.copy_button.setAccessibleName(self.tr("Copy all"))
        self.text.setPlainText(self.transcript())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def copy_all(self) -> None:
        QGuiApplication.clipboard().setText(self.transcript())

    def transcript(self) -> str:
        """Everything recorded for the answer, keys redacted, in the order it happened."""
        lines: list[str] = self._retrieved()
        for number, turn in enumerate(self.run.turns, start=1):
            lines += self._turn(number, turn)
        return "\n".join(lines)

    def _retrieved(self) -> list[str]:
        """The passages of the person's files this answer was given (search_knowledge's, or the
        prompt's for a model without tools), each once, as the requests carried them."""
        seen: dict[tuple[str, int], str] = {}
        for turn in self.run.turns:
            for attempt in turn.attempts:
                for text in _framed_texts(turn.shown_request(attempt).body or ""):
                    for passage in passages_in(text):
                        heading = " › ".join(passage.headings)
                        shown = f"[{passage.number}] {passage.path}" + (
                            f" › {heading}" if heading else ""
                        )
                        seen.setdefault((text[:64], passage.number), shown)
        if not seen:
            return []
        title = self.tr("Passages retrieved for this answer")
        return [f"=== {title} ===", *dict.fromkeys(seen.values()), ""]

    def _turn(self, number: int, turn: TurnRecording) -> list[str]:
        lines: list[str] = []
        for count, attempt in enumerate(turn.attempts, start=1):
            heading = self.tr("Model turn %1, attempt %2")
            heading = heading.replace("%1", str(number)).replace("%2", str(count))
            request = turn.shown_request(attempt)
            lines += [f"=== {heading} ===", f"{request.method} {request.url}"]
            lines += [f"{name}: {value}" for name, value in request.headers]
            lines += ["", request.body] if request.body else []
            lines.append("")
            for chunk in turn.shown_chunks(attempt):
                size = len(chunk.text.encode("utf-8", "surrogatepass"))
                lines.append(f"--- +{chunk.offset:.3f} s, {size} B ---")
                lines.append(chunk.text.removesuffix("\n"))
            failure = turn.shown_failure(attempt)
            if failure:
                lines += ["", f"!!! {failure}"]
            lines.append("")
        if turn.cut:
            lines.append(self.tr("Recording stopped here: this turn reached 2 MiB."))
        if turn.ending:
            lines.append(f"=== {turn.ending} ===")
        lines.append("")
        return lines


def _framed_texts(body: str) -> list[str]:
    """Every string of a JSON request body that holds framed passages."""
    if "Passages from the person" not in body:  # cheap before parsing
        return []
    try:
        found: list[str] = []
        stack: list[object] = [json.loads(body)]
    except ValueError:
        return []
    while stack:
        item = stack.pop()
        if isinstance(item, str) and HEADER in item:
            found.append(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found
