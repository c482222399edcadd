"""The inspector through the real window and the simulator: turned on in the View menu, an
answer's Inspect shows the body sent and the stream received, in order, with the key (sent in
the Authorization header) redacted in the view and in the copied text; off, nothing is kept."""

from __future__ import annotations

import json

import keyring
import pytest
from PySide6.QtGui import QGuiApplication

from desktop_app.app import Application
from desktop_app.config.settings import ProviderSettings
from desktop_app.simulator.scenarios import Scenario
from desktop_app.store.database import Database
from desktop_app.ui.chat.message_actions import MessageActions
from desktop_app.ui.dialogs.inspector_dialog import InspectorDialog
from desktop_app.ui.window.main_window import MainWindow
from tests.keyrings import Memory
from tests.net.helpers import TEST_KEY, queue
from tests.ui.window_harness import wait_until

EVENTS = [
    {"choices": [{"index": 0, "delta": {"role": "assistant", "content": "Primera parte"}}]},
    {"choices": [{"index": 0, "delta": {"content": " y segunda, ¿vale? ☕"}}]},
    {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]},
]
BODY = "".join(f"data: {json.dumps(event)}\n\n" for event in EVENTS) + "data: [DONE]\n\n"


@pytest.fixture
def app(tmp_path, simulator):
    previous = keyring.get_keyring()
    keyring.set_keyring(Memory())  # the window looks the key up: an empty keyring of its own
    database = Database(tmp_path / "arroyo.sqlite3")
    settings = ProviderSettings(tmp_path / "settings.json")
    model = queue(simulator, Scenario(body=BODY.encode(), chunk_size=16))
    settings.add_preset("openai-compatible", base_url=simulator.url + "/v1", model=model)
    application = Application(database, settings)
    application.session_keys["openai-compatible"] = TEST_KEY  # sent as "Bearer <key>"
    yield application
    application.close()
    database.close()
    keyring.set_keyring(previous)


def _send(qloop, window: MainWindow, text: str):
    window.composer.setPlainText(text)
    window.send()
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
    return page


def _inspect_buttons(page) -> list:
    return [
        bar.inspect_button
        for bar in page.findChildren(MessageActions)
        if not bar.inspect_button.isHidden()
    ]


def _assert_no_key(text: str) -> None:
    assert TEST_KEY not in text
    assert TEST_KEY[:12] not in text and TEST_KEY[-12:] not in text


def test_inspect_shows_the_body_sent_and_the_stream_received_without_the_key(
    app, qtbot, qloop, simulator
):
    window = MainWindow(app.services())
    qtbot.addWidget(window)
    record = window.commands["record_requests"]
    assert record.isCheckable() and not record.isChecked()  # off by default
    record.trigger()
    assert app.inspector.enabled
    page = _send(qloop, window, "Cuéntame algo")
    sent_to_server = simulator.requests[-1]
    assert sent_to_server.headers["authorization"] == f"Bearer {TEST_KEY}"  # it did carry it

    (button,) = _inspect_buttons(page)
    button.click()
    dialog = page.inspection.dialog
    assert isinstance(dialog, InspectorDialog) and dialog.isVisible()
    try:
        shown = dialog.text.toPlainText()
        # The request as sent: the body indented, the key's header redacted.
        assert "authorization: [redacted]" in shown
        body = json.dumps(sent_to_server.body, indent=2, ensure_ascii=False)
        assert body in shown
        # The stream as received: every byte of it, in order, each chunk under its offset.
        (turn,) = dialog.run.turns
        chunks = turn.shown_chunks(turn.attempts[0])
        assert "".join(chunk.text for chunk in chunks) == BODY
        at = 0
        for chunk in chunks:
            at = shown.index(chunk.text.removesuffix("\n"), at)
        assert shown.index(body) < shown.index(chunks[0].text.strip())
        assert "=== completed ===" in shown
        _assert_no_key(shown)
        dialog.copy_button.click()
        copied = QGuiApplication.clipboard().text()
        assert copied == dialog.transcript() and "authorization: [redacted]" in copied
        _assert_no_key(copied)
    finally:
        dialog.close()
        qtbot.waitUntil(lambda: page.inspection.dialog is None)
        QGuiApplication.clipboard().clear()


def test_off_nothing_is_recorded_and_no_answer_offers_inspect(app, qtbot, qloop):
    window = MainWindow(app.services())
    qtbot.addWidget(window)
    record = window.commands["record_requests"]
    record.trigger()
    record.trigger()  # on, then off again before anything was sent
    assert not app.inspector.enabled
    page = _send(qloop, window, "Hola")
    stored = app.services().conversations.messages(page.conversation_id)
    assert stored[-1].role == "assistant" and stored[-1].content.startswith("Primera parte")
    assert app.inspector.run_of(stored[-1].generation_id) is None
    assert app.inspector.start_run() is None
    assert _inspect_buttons(page) == []


def test_a_refused_turn_offers_inspect_with_the_servers_words(app, qtbot, qloop, simulator):
    echo = f"Incorrect API key provided: {TEST_KEY}"
    model = queue(simulator, Scenario(status=401, error_message=echo))
    app.settings.update("openai-compatible", model=model)
    window = MainWindow(app.services())
    qtbot.addWidget(window)
    window.commands["record_requests"].trigger()
    page = _send(qloop, window, "Hola")
    (button,) = _inspect_buttons(page)
    button.click()
    dialog = page.inspection.dialog
    assert dialog is not None
    try:
        shown = dialog.text.toPlainText()
        assert "Incorrect API key provided: [redacted]" in shown and "401" in shown
        assert "=== request_failed ===" in shown
        _assert_no_key(shown)
    finally:
        dialog.close()
        qtbot.waitUntil(lambda: page.inspection.dialog is None)


def test_a_window_opened_later_in_the_same_run_still_offers_inspect(app, qtbot, qloop):
    first = MainWindow(app.services())
    qtbot.addWidget(first)
    first.commands["record_requests"].trigger()
    page = _send(qloop, first, "Hola")
    # A second window of the same app builds the conversation from the store.
    second = MainWindow(app.services())
    qtbot.addWidget(second)
    assert second.commands["record_requests"].isChecked()  # the app records, whichever window
    reopened = second.current_page
    assert reopened is not None and reopened.conversation_id == page.conversation_id
    (button,) = _inspect_buttons(reopened)
    button.click()
    dialog = reopened.inspection.dialog
    assert dialog is not None
    try:
        assert "Hola" in dialog.text.toPlainText()
    finally:
        dialog.close()
        qtbot.waitUntil(lambda: reopened.inspection.dialog is None)
