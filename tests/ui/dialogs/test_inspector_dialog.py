"""The inspector's window on a recording made by hand: what it lists, in which order, the note
when a turn was cut, and the same text in Spanish once the language changes."""

from __future__ import annotations

import itertools

from desktop_app.net.inspection import RunRecording, TurnRecording
from desktop_app.providers.requests import HttpRequest
from desktop_app.ui.dialogs.inspector_dialog import InspectorDialog
from tests.net.helpers import TEST_KEY

REQUEST = HttpRequest(
    method="POST",
    url="http://127.0.0.1:9/v1/messages",
    headers={"x-api-key": TEST_KEY, "content-type": "application/json"},
    body=b'{"model": "m"}',
    secret_headers=frozenset({"x-api-key"}),
)


def _run() -> RunRecording:
    ticks = itertools.count()
    first = TurnRecording("g1")
    first.attempt(REQUEST, lambda: next(ticks) * 0.25)
    first.failed(f"HTTP 529 (overloaded): busy, key {TEST_KEY}")
    tap = first.attempt(REQUEST, lambda: next(ticks) * 0.25)
    tap("event: message_start\n")
    tap("data: {}\n\n")
    first.ended("completed")
    second = TurnRecording("g2", limit=len('{\n  "model": "m"\n}') + 4)
    tap = second.attempt(REQUEST, lambda: next(ticks) * 0.25)
    tap("data: more than four bytes\n\n")
    second.ended("cut_off")
    return RunRecording([first, second])


def test_each_turn_and_attempt_in_order_with_offsets_and_the_cut_said(qtbot, language):
    dialog = InspectorDialog(_run())
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    order = [
        "=== Model turn 1, attempt 1 ===",
        "x-api-key: [redacted]",
        "!!! HTTP 529 (overloaded): busy, key [redacted]",
        "=== Model turn 1, attempt 2 ===",
        "--- +0.250 s, 21 B ---\nevent: message_start",
        "--- +0.500 s, 10 B ---\ndata: {}",
        "=== completed ===",
        "=== Model turn 2, attempt 1 ===",
        "Recording stopped here: this turn reached 2 MiB.",
        "=== cut_off ===",
    ]
    positions = [text.index(piece) for piece in order]
    assert positions == sorted(positions)
    assert "more than four bytes" not in text and TEST_KEY not in text
    assert dialog.transcript() == text
    language.apply("es")
    qtbot.waitUntil(lambda: "Turno del modelo 1, intento 1" in dialog.text.toPlainText())
    assert dialog.copy_button.text() == "Copiar todo"
    assert "La grabación se detuvo aquí" in dialog.text.toPlainText()
