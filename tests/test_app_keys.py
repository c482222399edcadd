"""The composition root and keys: why a provider has none (not stored, keyring locked, still
being read), keys moved out of old base URLs, and a key echoed by a server kept off the banner
and out of the stored rows."""

from __future__ import annotations

import json

import keyring
import pytest

from desktop_app.app import Application
from desktop_app.config.settings import ProviderSettings
from desktop_app.secrets import service
from desktop_app.simulator.scenarios import Scenario
from desktop_app.store.database import Database
from desktop_app.ui.window.main_window import MainWindow
from tests.keyrings import KEY_VARIABLE, Locked, Memory, Missing, Slow
from tests.net.helpers import TEST_KEY, queue
from tests.net.test_secrets import ECHOING_EVENTS
from tests.ui.window_harness import wait_until


@pytest.fixture
def backend():
    previous = keyring.get_keyring()
    yield keyring.set_keyring
    keyring.set_keyring(previous)


@pytest.fixture
def app_parts(tmp_path, qloop):
    database = Database(tmp_path / "arroyo.sqlite3")
    made: list[Application] = []

    def make(settings: ProviderSettings) -> Application:
        application = Application(database, settings)
        made.append(application)
        return application

    yield make
    for application in made:
        qloop.run_until_complete(application.transports.aclose())  # as the app does at quit
        application.close()
    database.close()


def _banner(qtbot, application, qloop=None) -> tuple[str, MainWindow]:
    """The banner after sending, and the window: kept by the caller while its page is used.
    Given the loop, once the send has ended (the message is saved off the window's thread)."""
    window = MainWindow(application.services())
    qtbot.addWidget(window)
    window.composer.setPlainText("Hola")
    window.send()
    page = window.current_page
    if qloop is not None:
        qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=10))
    return page._view.banner_label.text(), window


def test_a_locked_keyring_is_said_not_no_key(tmp_path, qtbot, qloop, backend, app_parts):
    backend(Locked())
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("openai")
    application = app_parts(settings)
    _, window = _banner(qtbot, application)  # the send waits for the lookup to end
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=10))
    shown = page._view.banner_label.text()
    assert "locked" in shown and "No key is stored" not in shown
    # Saying so asked the keyring again (it may be unlocked by now): let that lookup end.
    qloop.run_until_complete(wait_until(lambda: not application._lookups, timeout=10))
    assert "openai" in application.key_problems


def test_no_keyring_and_no_key_are_two_sentences(tmp_path, qtbot, qloop, backend, app_parts):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("openai")
    backend(Missing())
    application = app_parts(settings)
    qloop.run_until_complete(application._fetch_key(settings.get("openai")))
    assert "No system keyring" in _banner(qtbot, application, qloop)[0]
    # Saying so asked the keyring again; that lookup ends before the keyring is installed...
    qloop.run_until_complete(wait_until(lambda: not application._lookups, timeout=10))
    backend(Memory())
    _banner(qtbot, application, qloop)  # ... so the next send asks again: empty, but there
    qloop.run_until_complete(wait_until(lambda: "openai" in application.keys, timeout=10))
    assert "No key is stored for OpenAI" in _banner(qtbot, application, qloop)[0]


def _old_settings(path, key):
    path.write_text(
        json.dumps(
            {
                "version": 1,
                "providers": [
                    {
                        "id": "srv",
                        "preset": "openai-compatible",
                        "label": "My server",
                        "base_url": f"https://me:{key}@models.example.com/v1",
                    }
                ],
            }
        ),
        encoding="utf-8",
    )


def test_a_key_in_an_old_base_url_moves_to_the_keyring_once(tmp_path, qloop, backend, app_parts):
    memory = Memory()
    backend(memory)
    path = tmp_path / "settings.json"
    _old_settings(path, TEST_KEY)
    application = app_parts(ProviderSettings(path))
    notices = qloop.run_until_complete(application.move_found_keys())
    assert notices == [
        "The key written in the base URL of My server was moved to the system keyring."
    ]
    assert memory.entries[(service(), "srv")] == TEST_KEY
    text = path.read_text(encoding="utf-8")
    assert TEST_KEY not in text and "https://models.example.com/v1" in text
    assert ProviderSettings(path).found_keys == {}  # once: nothing left for a next start


def test_without_a_keyring_the_key_is_kept_for_the_session_and_the_file_left(
    tmp_path, qloop, backend, app_parts
):
    backend(Missing())
    path = tmp_path / "settings.json"
    _old_settings(path, TEST_KEY)
    application = app_parts(ProviderSettings(path))
    (notice,) = qloop.run_until_complete(application.move_found_keys())
    assert "could not be moved to the system keyring" in notice and TEST_KEY not in notice
    assert application.session_keys == {"srv": TEST_KEY}
    # Tried again at the next start, nothing lost: the file may be rewritten (settings of an
    # older format are carried over at start), but the address keeps the key it held.
    assert ProviderSettings(path).found_keys == {"srv": TEST_KEY}


def test_a_save_before_the_key_is_moved_keeps_it_in_the_file(tmp_path):
    path = tmp_path / "settings.json"
    _old_settings(path, TEST_KEY)
    settings = ProviderSettings(path)
    settings.update_app(allow_commands=True)  # any save while the key is not yet in the keyring
    again = ProviderSettings(path)
    assert again.found_keys == {"srv": TEST_KEY} and again.app.allow_commands


def test_a_key_echoed_by_the_server_is_not_on_the_banner_nor_stored(
    tmp_path, qtbot, qloop, simulator, backend, app_parts
):
    backend(Memory())  # the window looks the key up when it shows the provider
    model = queue(simulator, Scenario(body=ECHOING_EVENTS["openai-chat"].encode()))
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("openai-compatible", base_url=simulator.url + "/v1", model=model)
    application = app_parts(settings)
    application.session_keys["openai-compatible"] = TEST_KEY
    _, window = _banner(qtbot, application)
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
    shown = page._view.banner_label.text()
    assert "Incorrect API key provided: [redacted]" in shown
    assert TEST_KEY not in shown and TEST_KEY[:16] not in shown
    qloop.run_until_complete(wait_until(lambda: not application._lookups, timeout=10))
    application.database.close()
    stored = b"".join(p.read_bytes() for p in tmp_path.glob("arroyo.sqlite3*"))
    assert stored and TEST_KEY.encode() not in stored


def test_a_key_echoed_inside_the_answer_is_never_painted(
    tmp_path, qtbot, qloop, simulator, backend, app_parts, monkeypatch
):
    from desktop_app.simulator.scripts import Script
    from desktop_app.ui.chat.answer.message_view import MessageView

    backend(Memory())
    painted: list[str] = []
    paint = MessageView._paint_answer

    def spy(view, text):  # every text the answer is painted with, frame by frame
        painted.append(text)
        paint(view, text)

    monkeypatch.setattr(MessageView, "_paint_answer", spy)
    script = Script(
        reasoning=f"the server said {TEST_KEY}",
        answer=f"[notice: key {TEST_KEY} is throttled] Hola.",
    )
    model = queue(simulator, Scenario(script=script, chunk_size=3, events_per_second=200))
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("openai-compatible", base_url=simulator.url + "/v1", model=model)
    application = app_parts(settings)
    application.session_keys["openai-compatible"] = TEST_KEY
    _, window = _banner(qtbot, application)
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
    qloop.run_until_complete(wait_until(lambda: not application._lookups, timeout=10))
    view = page._view
    shown = [*painted, view.answer.toPlainText(), view.reasoning_text.toPlainText()]
    holding_the_key = sum(TEST_KEY in text or TEST_KEY[:12] in text for text in shown)
    assert holding_the_key == 0  # counted: a failure must not print the key either
    assert len(painted) > 1 and "[redacted]" in view.answer.toPlainText()
    assert view.answer.toPlainText().endswith("Hola.")


def test_a_send_waits_for_the_key_being_read(
    tmp_path, qtbot, qloop, simulator, backend, app_parts, monkeypatch
):
    slow = Slow()
    backend(slow)
    monkeypatch.setenv(KEY_VARIABLE, TEST_KEY)
    model = queue(simulator, Scenario())
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("openai-compatible", base_url=simulator.url + "/v1", model=model)
    application = app_parts(settings)
    _, window = _banner(qtbot, application)  # sent while the keyring has not answered yet
    page = window.current_page
    assert page.busy and set(application._lookups) == {"openai-compatible"}
    slow.release.set()
    qloop.run_until_complete(
        wait_until(lambda: not page.busy and not page.session.running, timeout=30)
    )
    assert application.keys == {"openai-compatible": TEST_KEY}
    assert page._view.banner_label.text() == ""
    (request,) = [r for r in simulator.requests if r.body and r.body.get("model") == model]
    sent = request.headers.get("authorization") == f"Bearer {TEST_KEY}"
    assert sent  # compared apart: a failure must not print the key


def test_stop_while_waiting_for_the_key_sends_nothing(
    tmp_path, qtbot, qloop, simulator, backend, app_parts
):
    slow = Slow()
    backend(slow)
    model = queue(simulator, Scenario())
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("openai", base_url=simulator.url + "/v1", model=model)
    application = app_parts(settings)
    _, window = _banner(qtbot, application)
    page = window.current_page
    assert page.busy
    window.stop()
    qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=10))
    assert page._view.outcome == "cancelled"
    slow.release.set()  # the lookup ends, and no turn starts after it
    qloop.run_until_complete(wait_until(lambda: not application._lookups, timeout=10))
    assert not page.busy and not page.session.running
    assert not [r for r in simulator.requests if r.body and r.body.get("model") == model]


@pytest.mark.parametrize("preset", ["anthropic-compatible", "openai-compatible"])
def test_a_key_optional_provider_answers_in_the_window_with_no_keyring(
    tmp_path, qtbot, qloop, backend, app_parts, simulator, preset
):
    backend(Missing())
    model = queue(simulator, Scenario(body=None))
    settings = ProviderSettings(tmp_path / "settings.json")
    entry = settings.add_preset(preset, base_url=simulator.url + "/v1", model=model)
    application = app_parts(settings)
    window = MainWindow(application.services())
    qtbot.addWidget(window)
    window.composer.setPlainText("Hola")
    window.send()
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
    conversations = application.services().conversations
    stored = conversations.messages(page.conversation_id)
    assert stored[-1].role == "assistant" and stored[-1].content == "Hello from the simulator."
    assert "No system keyring" not in page._view.banner_label.text()
    conversation = conversations.get(page.conversation_id)
    assert (conversation.provider_id, conversation.model) == (entry.id, model)
