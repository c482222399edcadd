"""File tools for every provider: the default workspace, each conversation's own folder chosen
with the composer's chip (kept across restarts), file tools turned off (said to the model and
in the window), and a call to a tool that is not offered keeping the arguments it was sent with.
Real window, real database, the simulator as an OpenAI-compatible server."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from desktop_app.config.settings import ProviderSettings
from desktop_app.session.assembly import FILES_OFF_NOTE
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.ui.chat.tool_card import ToolCard
from desktop_app.ui.composer.workspace_chip import short_name
from desktop_app.ui.dialogs.confirm_dialog import ConfirmationDialog
from desktop_app.workspaces import OFF
from tests.test_app_setup import chat_requests, memory_keyring, running_app, send, sim
from tests.ui.window_harness import wait_until

__all__ = ["memory_keyring", "sim"]  # fixtures shared with the setup tests

WRITE = Script(
    answer="Writing the note.",
    tool_calls=(
        ScriptedCall(name="write_file", arguments={"path": "nota.txt", "content": "hola"}),
    ),
    finish="tool_calls",
)
DONE = Script(answer="Done.")


@pytest.fixture
def default_folder(monkeypatch, tmp_path):
    folder = tmp_path / "Documents" / "Arroyo"  # not there yet: made when first used
    monkeypatch.setenv("ARROYO_WORKSPACE_DIR", str(folder))
    return folder


@pytest.fixture
def app_dir(tmp_path, sim):
    """A profile whose provider is the simulator, not the Demo."""
    folder = tmp_path / "profile"
    folder.mkdir()
    settings = ProviderSettings(folder / "settings.json")
    settings.add_preset("openai-compatible", base_url=sim.url + "/v1", model="arroyo-sim-1")
    return folder


def open_dialog() -> ConfirmationDialog | None:
    shown = [
        w for w in QApplication.allWidgets() if isinstance(w, ConfirmationDialog) and w.isVisible()
    ]
    return shown[0] if shown else None


def answer(qtbot, qloop, button: str) -> None:
    qloop.run_until_complete(wait_until(lambda: open_dialog() is not None, timeout=30))
    qtbot.mouseClick(getattr(open_dialog(), button), Qt.MouseButton.LeftButton)


def start_turn(window, text: str):
    window.composer.setPlainText(text)
    window.send_button.click()
    return window.current_page


def tool_names(body: dict) -> list[str]:
    return [tool["function"]["name"] for tool in body.get("tools", [])]


def test_a_non_demo_write_reaches_the_confirmation_in_the_default_workspace(
    app_dir, default_folder, qtbot, qloop, sim
):
    sim.queue("arroyo-sim-1", Scenario(script=WRITE), Scenario(script=DONE))
    with running_app(app_dir, qtbot, qloop) as (_application, window):
        window.new_conversation()
        chip = window.chat.workspace_chip
        assert chip.isVisible() and chip.button.text() == short_name(default_folder)
        assert not chip.hint.isVisible() and str(default_folder) in chip.button.toolTip()
        page = start_turn(window, "Write a note")
        answer(qtbot, qloop, "allow_once_button")  # asked, as every tool is
        qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
    assert (default_folder / "nota.txt").read_text(encoding="utf-8") == "hola"
    first = chat_requests(sim)[0]
    assert "write_file" in tool_names(first)


def test_a_conversations_folder_is_chosen_with_the_chip_and_kept_across_a_restart(
    app_dir, default_folder, tmp_path, monkeypatch, qtbot, qloop, sim
):
    mine = tmp_path / "mine"
    mine.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args: str(mine))
    with running_app(app_dir, qtbot, qloop) as (_application, window):
        window.new_conversation()
        conversation_id = window.current_page.conversation_id
        chip = window.chat.workspace_chip
        chip.choose_action.trigger()  # "Choose another folder…", answered with ``mine``
        assert chip.button.text() == short_name(mine)
        assert chip.default_action.isEnabled()

    sim.queue("arroyo-sim-1", Scenario(script=WRITE), Scenario(script=DONE))
    with running_app(app_dir, qtbot, qloop) as (application, window):  # restarted
        assert window.current_page.conversation_id == conversation_id
        chip = window.chat.workspace_chip
        assert chip.button.text() == short_name(mine)
        page = start_turn(window, "Write a note")
        answer(qtbot, qloop, "allow_once_button")
        qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
        assert (mine / "nota.txt").read_text(encoding="utf-8") == "hola"
        chip.default_action.trigger()  # "Use the default"
        assert chip.button.text() == short_name(default_folder)
        assert application.workspaces.effective(conversation_id) == default_folder
    assert not default_folder.exists()  # never used: never made


def test_file_tools_turned_off_are_not_offered_and_that_is_said(
    app_dir, default_folder, qtbot, qloop, sim
):
    sim.queue("arroyo-sim-1", Scenario(script=WRITE), Scenario(script=DONE))
    with running_app(app_dir, qtbot, qloop) as (application, window):
        window.new_conversation()
        conversation_id = window.current_page.conversation_id
        chip = window.chat.workspace_chip
        chip.off_action.trigger()
        assert chip.button.text() == "File tools off"
        assert chip.hint.isVisible() and "choose a folder" in chip.hint.text()
        assert not chip.off_action.isEnabled()
        send(window, qloop, "Write a note")
        assert open_dialog() is None  # nothing to confirm: the call cannot run
        # The model asked for a tool that is not there: its card keeps what it sent.
        card = next(w for w in window.current_page.shown_widgets() if isinstance(w, ToolCard))
        qtbot.mouseClick(card.toggle, Qt.MouseButton.LeftButton)
        assert '"path": "nota.txt"' in card.details.text()
        assert '"content": "hola"' in card.details.text()
        assert application.workspaces.choice(conversation_id) == OFF

    with running_app(app_dir, qtbot, qloop) as (_application, window):  # the card, as stored
        chip = window.chat.workspace_chip
        assert chip.button.text() == "File tools off" and chip.hint.isVisible()
        card = next(w for w in window.current_page.shown_widgets() if isinstance(w, ToolCard))
        qtbot.mouseClick(card.toggle, Qt.MouseButton.LeftButton)
        assert '"path": "nota.txt"' in card.details.text()

    first, second = chat_requests(sim)
    assert "tools" not in first or first["tools"] == []
    system = first["messages"][0]
    assert system["role"] == "system" and FILES_OFF_NOTE in system["content"]
    rejected = next(m for m in second["messages"] if m["role"] == "tool")
    assert "there is no tool named 'write_file'" in rejected["content"]
    assert not (app_dir / "nota.txt").exists() and not default_folder.exists()


def test_the_chip_follows_the_provider_chosen_to_the_folder_its_tools_will_use(
    app_dir, default_folder, qtbot, qloop
):
    ProviderSettings(app_dir / "settings.json").add_preset("demo")
    with running_app(app_dir, qtbot, qloop) as (application, window):
        window.new_conversation()
        conversation_id = window.current_page.conversation_id
        chip, box = window.chat.workspace_chip, window.chat.provider
        for row in range(box.count()):  # the Demo works in its own example folder, the rest not
            box.setCurrentIndex(row)
            folder = application.workspaces.effective(conversation_id)
            assert folder is not None and chip.button.text() == short_name(folder)
        shown = set()
        for row in range(box.count()):
            box.setCurrentIndex(row)
            shown.add(chip.button.text())
        assert len(shown) == 2, shown
