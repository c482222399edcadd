"""Starting a conversation from an assistant, in the real window over the simulator: the
chooser on the empty conversation applies the assistant's system prompt, provider, model and
parameters; the conversation keeps them when the assistant is edited later."""

from __future__ import annotations

import asyncio
import dataclasses

from PySide6.QtCore import Qt

from desktop_app.app import Application
from desktop_app.config.assistants import Assistant
from desktop_app.config.settings import ProviderSettings
from desktop_app.providers.parameters import Parameters
from desktop_app.store.database import Database
from desktop_app.ui.window.main_window import MainWindow
from tests.providers.sdk_types import validate_body
from tests.ui.window_harness import wait_until

POET = Assistant(
    name="Poet",
    system_prompt="You write short poems.",
    provider_id="sim-b",
    model="arroyo-sim-mini",
    parameters=Parameters(temperature=0.7),
)


def open_app(tmp_path, simulator) -> tuple[Application, Database]:
    settings = ProviderSettings(tmp_path / "settings.json")
    for entry_id, label in (("sim-a", "Sim A"), ("sim-b", "Sim B")):
        settings.add_preset(
            "openai-compatible",
            id=entry_id,
            label=label,
            base_url=simulator.url + "/v1",
            model="arroyo-sim-1",
        )
    settings.update_app(assistants=(POET,))
    database = Database(tmp_path / "arroyo.sqlite3")
    application = Application(database, settings)
    for entry in settings.providers:
        application.keys[entry.id] = None  # no key: none needed
    return application, database


def test_an_assistant_starts_the_conversation_and_later_edits_leave_it(
    tmp_path, qtbot, qloop, simulator
):
    application, database = open_app(tmp_path, simulator)
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        chooser = window.chat.welcome.assistants
        assert window.chat.welcome.isVisible() and chooser.isVisible()
        assert [chooser.combo.itemText(i) for i in range(1, chooser.combo.count())] == ["Poet"]
        assert window.provider.currentText() == "Sim A"

        chooser.combo.setFocus()
        qtbot.keyClick(chooser.combo, Qt.Key.Key_Down)  # the next line: Poet, chosen
        qloop.run_until_complete(wait_until(lambda: window.chat.starting is not None))
        qloop.run_until_complete(asyncio.wait_for(window.chat.starting, 10))

        picker = window.chat.model_picker
        assert window.system_prompt.text() == "You write short poems."
        assert window.provider.currentText() == "Sim B"
        assert picker.combo.currentText() == "arroyo-sim-mini"
        assert picker.panel.parameters() == Parameters(temperature=0.7)
        assert chooser.combo.currentText() == "Poet"

        before = len(simulator.requests)
        window.composer.setPlainText("A river, please")
        window.send()
        page = window.current_page
        qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
        (request,) = [r for r in simulator.requests[before:] if r.method == "POST"]
        body = validate_body("openai-chat", request.body)
        assert body["model"] == "arroyo-sim-mini" and body["temperature"] == 0.7
        assert body["messages"][0] == {"role": "system", "content": "You write short poems."}

        # The assistant changes; the conversation started from it does not.
        edited = dataclasses.replace(
            POET, system_prompt="Only haiku.", model="arroyo-sim-1", parameters=Parameters()
        )
        application.settings.update_app(assistants=(edited,))
        stored = application.services().conversations.get(page.conversation_id)
        assert stored is not None
        assert stored.system_prompt == "You write short poems."
        assert (stored.provider_id, stored.model) == ("sim-b", "arroyo-sim-mini")
        assert Parameters.from_json(stored.parameters_json) == Parameters(temperature=0.7)

        # A new conversation offers the assistants again, none chosen yet.
        window.new_conversation()
        assert window.current_page is not page
        assert chooser.isVisible() and chooser.combo.currentIndex() == 0
        assert window.system_prompt.text() == ""
    finally:
        application.close()
        database.close()


def test_without_assistants_there_is_no_chooser_until_one_is_added(tmp_path, qtbot, simulator):
    application, database = open_app(tmp_path, simulator)
    application.settings.update_app(assistants=())
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        assert window.chat.welcome.isVisible()
        assert not window.chat.welcome.assistants.isVisible()
        # One added in the settings is offered once they close (the window reloads them).
        application.settings.update_app(assistants=(POET,))
        window.reload_providers()
        assert window.chat.welcome.assistants.isVisible()
        assert window.chat.welcome.assistants.combo.itemText(1) == "Poet"
    finally:
        application.close()
        database.close()
