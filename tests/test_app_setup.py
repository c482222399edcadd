"""Setting up one's own provider in the real window: added in Settings as a person does, its
model chosen by the connection test, kept by each conversation across restarts; Send disabled
with the reason in words while no model can be sent to; a conversation whose provider was
removed says so and offers the others instead of switching silently."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import keyring
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from desktop_app.app import Application
from desktop_app.config.settings import ProviderSettings
from desktop_app.simulator.server import Simulator
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.ui.window.main_window import MainWindow
from tests.keyrings import Memory
from tests.ui.providers_driver import ProvidersDriver
from tests.ui.window_harness import wait_until


@pytest.fixture
def sim() -> Iterator[Simulator]:
    with Simulator() as made:  # its own: what it received is this test's alone
        yield made


@pytest.fixture(autouse=True)
def memory_keyring(monkeypatch, tmp_path):
    monkeypatch.setenv("ARROYO_DATA_DIR", str(tmp_path / "data"))
    previous = keyring.get_keyring()
    keyring.set_keyring(Memory())  # nothing stored: these providers' keys are optional
    yield
    keyring.set_keyring(previous)


@pytest.fixture
def language(qapp):
    from desktop_app.ui.language import LanguageSwitcher

    switcher = LanguageSwitcher(qapp)
    yield switcher
    switcher.clear()
    qapp.processEvents()


@contextmanager
def running_app(tmp_path: Path, qtbot, qloop) -> Iterator[tuple[Application, MainWindow]]:
    """The app on the data in ``tmp_path``, as it starts: settings file, database, window.
    Closing it and entering again is a restart."""
    settings = ProviderSettings(tmp_path / "settings.json")
    if not settings.providers:
        settings.add_preset("demo")  # a first start
    database = Database(tmp_path / "arroyo.sqlite3")
    application = Application(database, settings)
    window = MainWindow(application.services())
    application.window = window  # as the app starts it: Settings tell the window of changes
    window.show()
    try:
        yield application, window
    finally:
        page = window.current_page
        if page is not None:
            qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
        window.close()
        window.deleteLater()
        QApplication.processEvents()
        qloop.run_until_complete(application.transports.aclose())
        application.close()
        database.close()


def chat_requests(sim: Simulator) -> list[dict]:
    return [r.body for r in sim.requests if r.path.endswith("/chat/completions")]


def send(window: MainWindow, qloop, text: str) -> None:
    window.composer.setPlainText(text)
    window.send_button.click()  # as a person does: a disabled button does nothing
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))


def choose_provider(window: MainWindow, shown: str) -> None:
    """Picks who answers in the window's provider box, as a person does."""
    index = window.provider.findText(shown)
    assert index >= 0, f"{shown} is not offered"
    window.provider.setCurrentIndex(index)
    window.provider.activated.emit(index)


def test_a_provider_set_up_in_settings_answers_before_and_after_a_restart(
    tmp_path, qtbot, qloop, sim
):
    with running_app(tmp_path, qtbot, qloop) as (application, window):
        dialog = application.settings_dialog()
        dialog.show()
        qtbot.waitExposed(dialog)
        page = ProvidersDriver(qtbot, qloop, dialog)
        page.add("openai-compatible")
        page.type_base_url(sim.url + "/v1")
        status = page.test_connection()
        assert status == "Connected: 2 models. Chose arroyo-sim-1."
        dialog.accept()  # Close
        qloop.run_until_complete(dialog.wait_idle())
        dialog.deleteLater()
        application.settings_closed()
        assert application.settings.get("openai-compatible").model == "arroyo-sim-1"

        window.new_conversation()
        choose_provider(window, "OpenAI-compatible server")
        assert window.send_button.isEnabled()
        send(window, qloop, "Hello")
        conversation_id = window.current_page.conversation_id
        stored = ConversationStore(application.database).get(conversation_id)
        assert (stored.provider_id, stored.model) == ("openai-compatible", "arroyo-sim-1")

    with running_app(tmp_path, qtbot, qloop) as (application, window):  # restarted
        assert window.current_page.conversation_id == conversation_id
        assert window.provider.currentText() == "OpenAI-compatible server"
        send(window, qloop, "Again")
        messages = ConversationStore(application.database).messages(conversation_id)
        assert [m.role for m in messages] == ["user", "assistant"] * 2

    first, second = chat_requests(sim)
    assert first["model"] == second["model"] == "arroyo-sim-1"
    assert second["messages"][-1]["content"] == "Again"


def test_a_provider_without_a_model_keeps_its_conversation_and_disables_send(
    tmp_path, qtbot, qloop, sim
):
    """The state a connection test used to leave: the provider set up, no model chosen. The
    conversation keeps its provider across a restart (never the Demo), and nothing is sent."""
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("demo")
    settings.add_preset("openai-compatible", base_url=sim.url + "/v1")
    database = Database(tmp_path / "arroyo.sqlite3")
    conversations = ConversationStore(database)
    conversation_id = conversations.create("Hello")
    conversations.set_provider(conversation_id, "openai-compatible", "")
    database.close()

    for _start in range(2):  # the first start, and after a restart
        with running_app(tmp_path, qtbot, qloop) as (_application, window):
            assert window.current_page.conversation_id == conversation_id
            assert window.provider.currentText() == "OpenAI-compatible server"
            reason = "Choose a model for OpenAI-compatible server in Settings."
            assert not window.send_button.isEnabled()
            assert window.send_button.toolTip() == reason
            assert window.chat.send_gate.isVisible() and window.chat.send_gate.text() == reason
            window.composer.setPlainText("Hello")
            window.send()  # Enter in the message box
            assert window.composer.toPlainText() == "Hello"  # kept: nothing went
            assert window.chat.model_picker.meter.format() == ""

            # A model typed in the picker lifts the block.
            window.chat.model_picker.combo.setEditText("arroyo-sim-mini")
            assert window.send_button.isEnabled() and not window.chat.send_gate.isVisible()
            window.chat.model_picker.combo.setEditText("")
    assert chat_requests(sim) == []


def test_a_conversation_whose_provider_was_removed_says_so_and_offers_the_others(
    tmp_path, qtbot, qloop, sim
):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("demo")
    settings.add_preset("openai-compatible", base_url=sim.url + "/v1", model="arroyo-sim-1")
    database = Database(tmp_path / "arroyo.sqlite3")
    conversations = ConversationStore(database)
    conversation_id = conversations.create("Hello")
    conversations.set_provider(conversation_id, "ollama", "llama3")  # since removed
    database.close()

    with running_app(tmp_path, qtbot, qloop) as (application, window):
        assert window.current_page.conversation_id == conversation_id
        assert window.provider.currentIndex() == -1  # no other provider chosen silently
        assert window.provider.placeholderText() == "Choose a provider"
        said = "This conversation's provider, ollama, was removed. Choose another provider above."
        assert window.chat.send_gate.text() == said and window.chat.send_gate.isVisible()
        assert not window.send_button.isEnabled()
        offered = [window.provider.itemText(i) for i in range(window.provider.count())]
        assert offered == ["Demo (offline simulator)", "OpenAI-compatible server"]

        choose_provider(window, "OpenAI-compatible server")
        assert window.send_button.isEnabled() and not window.chat.send_gate.isVisible()
        send(window, qloop, "Hello")
        stored = ConversationStore(application.database).get(conversation_id)
        assert (stored.provider_id, stored.model) == ("openai-compatible", "arroyo-sim-1")
    assert [body["model"] for body in chat_requests(sim)] == ["arroyo-sim-1"]


def test_a_provider_removed_in_settings_is_not_replaced_in_its_open_conversation(
    tmp_path, qtbot, qloop, sim
):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("demo")
    settings.add_preset("openai-compatible", base_url=sim.url + "/v1", model="arroyo-sim-1")
    with running_app(tmp_path, qtbot, qloop) as (application, window):
        choose_provider(window, "OpenAI-compatible server")
        send(window, qloop, "Hello")
        dialog = application.settings_dialog()
        dialog.show()
        qtbot.waitExposed(dialog)
        page = ProvidersDriver(qtbot, qloop, dialog)
        page.select("openai-compatible")
        question = page.remove()
        assert question == "Remove “OpenAI-compatible server”?"
        assert page.removal_said() == "Removed “OpenAI-compatible server”."
        dialog.accept()
        qloop.run_until_complete(dialog.wait_idle())
        dialog.deleteLater()
        application.settings_closed()

        assert window.provider.currentIndex() == -1
        assert "was removed" in window.chat.send_gate.text()
        assert not window.send_button.isEnabled()


def test_choosing_a_provider_without_a_model_disables_send_at_once(tmp_path, qtbot, qloop, sim):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("demo")
    settings.add_preset("openai-compatible", base_url=sim.url + "/v1")
    with running_app(tmp_path, qtbot, qloop) as (_application, window):
        assert window.send_button.isEnabled()  # the Demo has its model
        choose_provider(window, "OpenAI-compatible server")
        assert not window.send_button.isEnabled()
        assert window.chat.send_gate.text() == (
            "Choose a model for OpenAI-compatible server in Settings."
        )
        choose_provider(window, "Demo (offline simulator)")
        assert window.send_button.isEnabled() and not window.chat.send_gate.isVisible()


def test_the_reason_is_said_in_the_window_language(tmp_path, qtbot, qloop, sim, language):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("demo")
    settings.add_preset("openai-compatible", base_url=sim.url + "/v1")
    language.apply("es")
    with running_app(tmp_path, qtbot, qloop) as (_application, window):
        choose_provider(window, "Servidor compatible con OpenAI")
        assert window.chat.send_gate.text() == (
            "Elige un modelo para Servidor compatible con OpenAI en Ajustes."
        )


def test_the_first_start_welcome_names_the_provider_chosen_and_not_the_demo(
    tmp_path, qtbot, qloop, sim
):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("demo")
    settings.add_preset("openai-compatible", base_url=sim.url + "/v1", model="arroyo-sim-1")
    with running_app(tmp_path, qtbot, qloop) as (_application, window):
        welcome = window.chat.welcome
        assert welcome.isVisible() and welcome.body.text().startswith("You are talking to the Demo")

        choose_provider(window, "OpenAI-compatible server")
        assert welcome.body.text() == (
            "You are talking to OpenAI-compatible server. Try one of these, or write your own "
            "below."
        )
        assert "Demo" not in welcome.body.text()
        assert all(button.isVisible() for button in welcome.suggestions)

        choose_provider(window, "Demo (offline simulator)")
        assert welcome.body.text().startswith("You are talking to the Demo")


def test_a_first_start_without_the_demo_names_its_own_provider(tmp_path, qtbot, qloop, sim):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("openai-compatible", base_url=sim.url + "/v1", model="arroyo-sim-1")
    with running_app(tmp_path, qtbot, qloop) as (_application, window):
        body = window.chat.welcome.body.text()
        assert body.startswith("You are talking to OpenAI-compatible server.")
        assert "Demo" not in body


@pytest.mark.modal_dialogs
def test_the_reason_send_is_disabled_offers_to_open_the_settings(tmp_path, qtbot, qloop, sim):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("demo")
    settings.add_preset("openai-compatible", base_url=sim.url + "/v1")
    with running_app(tmp_path, qtbot, qloop) as (_application, window):
        gate = window.chat.send_gate
        assert not gate.settings_button.isVisible()  # the Demo can send
        choose_provider(window, "OpenAI-compatible server")
        assert gate.settings_button.isVisible() and gate.settings_button.text() == "Open Settings"

        opened: list[str] = []

        def close_the_dialog() -> None:
            dialog = QApplication.activeModalWidget()
            opened.append(type(dialog).__name__)
            dialog.reject()

        QTimer.singleShot(0, close_the_dialog)  # runs inside the dialog's own loop
        gate.settings_button.click()
        assert opened == ["SettingsDialog"]
