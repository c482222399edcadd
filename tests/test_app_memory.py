"""Memory as the app wires it: turned on in the real settings window, a `remember` call of the
simulator's model asked about in the real confirmation (the text exactly as kept, no standing
permission offered), the fact listed in the settings' Memory page with the conversation it came from
(a click opens it), given to the next new conversation as a quoted note, edited, deleted."""

from __future__ import annotations

import asyncio

import pytest
from PySide6.QtCore import QPoint, Qt

from desktop_app.app import Application
from desktop_app.config.settings import ProviderSettings
from desktop_app.session.memory_notes import HEADING
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.store.memory.memories import MemoryStore
from desktop_app.ui.settings.dialog import SettingsDialog
from tests.test_app_setup import chat_requests, memory_keyring, running_app, send, sim
from tests.test_app_workspace import open_dialog, start_turn, tool_names
from tests.ui.window_harness import wait_until

__all__ = ["memory_keyring", "sim"]  # fixtures shared with the setup tests

FACT = "Prefers answers in metric units"
REMEMBER = Script(
    answer="I will remember that.",
    tool_calls=(ScriptedCall(name="remember", arguments={"fact": FACT}),),
    finish="tool_calls",
)
DONE = Script(answer="Noted.")


@pytest.fixture
def app_dir(tmp_path, sim):
    folder = tmp_path / "profile"
    folder.mkdir()
    settings = ProviderSettings(folder / "settings.json")
    settings.add_preset("openai-compatible", base_url=sim.url + "/v1", model="arroyo-sim-1")
    return folder


def settings_on_memory(qtbot, application: Application) -> SettingsDialog:
    dialog = application.settings_dialog()
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.memory is not None
    dialog.tabs.setCurrentWidget(dialog.memory)
    return dialog


def close(qloop, dialog: SettingsDialog) -> None:
    if dialog.isVisible():
        dialog.reject()
    qloop.run_until_complete(asyncio.wait_for(dialog.wait_idle(), 5))
    dialog.deleteLater()


def test_memory_off_offers_no_remember_tool(app_dir, qtbot, qloop, sim):
    sim.queue("arroyo-sim-1", Scenario(script=DONE))
    with running_app(app_dir, qtbot, qloop) as (_application, window):
        window.new_conversation()
        send(window, qloop, "Hello")
    assert "remember" not in tool_names(chat_requests(sim)[-1])


def test_proposed_confirmed_listed_opened_given_edited_and_deleted(app_dir, qtbot, qloop, sim):
    sim.queue("arroyo-sim-1", Scenario(script=REMEMBER), Scenario(script=DONE))
    with running_app(app_dir, qtbot, qloop) as (application, window):
        dialog = settings_on_memory(qtbot, application)
        memory = dialog.memory
        assert memory is not None and not memory.enabled_check.isChecked()  # off until on
        check = memory.enabled_check
        qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))
        assert application.settings.app.memory.enabled
        close(qloop, dialog)

        window.new_conversation()
        source = window.current_page.conversation_id
        page = start_turn(window, "Please use metric units from now on")
        qloop.run_until_complete(wait_until(lambda: open_dialog() is not None, timeout=30))
        question = open_dialog()
        assert question.description_label.text().endswith(FACT)  # exactly as it will be kept
        assert not question.allow_always_button.isVisibleTo(question)
        assert not question.narrow.isVisibleTo(question)
        qtbot.mouseClick(question.allow_once_button, Qt.MouseButton.LeftButton)
        qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
        assert "remember" in tool_names(chat_requests(sim)[-2])
        (kept,) = MemoryStore(application.database).list()
        assert (kept.text, kept.source_conversation_id) == (FACT, source)

        # The next new conversation is given the fact, quoted.
        sim.queue("arroyo-sim-1", Scenario(script=DONE))
        window.new_conversation()
        other = window.current_page.conversation_id
        send(window, qloop, "How tall is Everest?")
        system = chat_requests(sim)[-1]["messages"][0]["content"]
        assert f'{HEADING}\n- "{FACT}"' in system

        # Listed with where it came from; a click opens that conversation.
        dialog = settings_on_memory(qtbot, application)
        memory = dialog.memory
        assert memory is not None
        assert memory.edits[kept.id].text() == FACT
        assert "Please use metric units" in memory.source_buttons[kept.id].text()
        assert window.current_page.conversation_id == other
        qtbot.mouseClick(memory.source_buttons[kept.id], Qt.MouseButton.LeftButton)
        assert not dialog.isVisible()
        qloop.run_until_complete(
            wait_until(lambda: window.current_page.conversation_id == source, timeout=10)
        )
        close(qloop, dialog)

        # Edited in place, then deleted one by one.
        dialog = settings_on_memory(qtbot, application)
        memory = dialog.memory
        assert memory is not None
        edit = memory.edits[kept.id]
        edit.setText("Uses metric units")
        edit.editingFinished.emit()
        assert MemoryStore(application.database).get(kept.id).text == "Uses metric units"
        qtbot.mouseClick(memory.delete_buttons[kept.id], Qt.MouseButton.LeftButton)
        assert MemoryStore(application.database).list() == [] and memory.edits == {}
        close(qloop, dialog)


def test_delete_all_asks_first(app_dir, qtbot, qloop, sim):
    with running_app(app_dir, qtbot, qloop) as (application, _window):
        store = MemoryStore(application.database)
        store.add("one", None)
        store.add("two", None)
        dialog = settings_on_memory(qtbot, application)
        memory = dialog.memory
        assert memory is not None and len(memory.edits) == 2
        answers = [False, True]
        asked = []

        def confirm(_parent, _title, text):
            asked.append(text)
            return answers.pop(0)

        memory._confirm_delete_all = confirm
        qtbot.mouseClick(memory.delete_all_button, Qt.MouseButton.LeftButton)
        assert len(store.list()) == 2  # said no: nothing went
        qtbot.mouseClick(memory.delete_all_button, Qt.MouseButton.LeftButton)
        assert store.list() == [] and not memory.delete_all_button.isEnabled()
        assert "(2)" in asked[0]
        close(qloop, dialog)
