"""Export… and Import… in the window, as a person uses them: the menu command, the file dialog
answered by typing a path and clicking Save or Open, the status bar, the imported conversation shown."""

from __future__ import annotations

import json
import zipfile

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLineEdit

from desktop_app.store.conversations import ConversationStore
from desktop_app.ui.chat.tool_card import ToolCard
from desktop_app.ui.window.main_window import MainWindow
from tests.exchange.samples import KEY, chatgpt_export, stored_conversation
from tests.ui.sidebar_driver import SidebarDriver
from tests.ui.window_harness import wait_until


@pytest.fixture
def window(qtbot, qloop, harness):
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.show()
    return window


def status_says(qloop, window, text):
    qloop.run_until_complete(wait_until(lambda: window.statusBar().currentMessage() == text))


def answer_dialog(qtbot, window, path):
    """In the open file dialog: goes to the file's folder, types its name, clicks Save or
    Open."""
    qtbot.waitUntil(
        lambda: window.exchange.dialog is not None and window.exchange.dialog.isVisible()
    )
    dialog = window.exchange.dialog
    assert isinstance(dialog, QFileDialog)
    name = dialog.findChild(QLineEdit, "fileNameEdit")
    dialog.setDirectory(str(path.parent))
    name.clear()
    qtbot.keyClicks(name, path.name)
    buttons = dialog.findChild(QDialogButtonBox, "buttonBox")
    accept = next(
        button
        for button in buttons.buttons()
        if buttons.buttonRole(button) == QDialogButtonBox.ButtonRole.AcceptRole
    )
    qtbot.waitUntil(accept.isEnabled)
    qtbot.mouseClick(accept, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.exchange.dialog is None)


def test_export_writes_the_chosen_conversation_without_the_key(qtbot, harness, tmp_path):
    store = ConversationStore(harness.database)
    conversation_id = stored_conversation(store)
    services = harness.services()
    services.keys_in_use = lambda: [KEY]
    window = MainWindow(services)
    qtbot.addWidget(window)
    window.show()
    assert window.sidebar.current_id() == conversation_id
    out = tmp_path / "exported" / "notes.json"
    out.parent.mkdir()
    window.commands["export"].trigger()
    answer_dialog(qtbot, window, out)
    qtbot.waitUntil(out.exists)
    written = out.read_text(encoding="utf-8")
    (conversation,) = json.loads(written)["conversations"]
    assert conversation["id"] == conversation_id
    assert any(m.get("tool_calls") for m in conversation["messages"])
    assert any(m.get("reasoning") for m in conversation["messages"])
    assert KEY not in written
    assert window.statusBar().currentMessage() == f"Exported to {out}."


def test_import_adds_a_chatgpt_export_and_shows_it(qtbot, qloop, window, tmp_path):
    archive = tmp_path / "chatgpt.zip"
    with zipfile.ZipFile(archive, "w") as opened:
        opened.writestr("conversations.json", json.dumps(chatgpt_export()))
    window.commands["import"].trigger()
    answer_dialog(qtbot, window, archive)
    status_says(qloop, window, "Imported 2 conversations.")
    titles = SidebarDriver(window).titles()
    assert "Powers of two" in titles and "Quick question" in titles
    # The first one imported is chosen and shown: its tool call never ran here.
    chosen = window.services.conversations.get(window.sidebar.current_id() or "")
    assert chosen is not None and chosen.title == "Powers of two"
    page = window.current_page
    assert page is not None
    (card,) = page.findChildren(ToolCard)
    assert (card.tool, card.state_text) == ("python", "Imported: never run here")

    window.commands["import"].trigger()
    answer_dialog(qtbot, window, archive)
    qtbot.waitUntil(
        lambda: (
            window.statusBar().currentMessage() == "Imported 0 conversations. 2 were already here."
        )
    )


def test_a_file_that_is_not_an_export_is_said_and_adds_nothing(qtbot, qloop, window, tmp_path):
    other = tmp_path / "notes.json"
    other.write_text('{"notes": []}', encoding="utf-8")
    before = len(window.services.conversations.list())
    window.commands["import"].trigger()
    answer_dialog(qtbot, window, other)
    qtbot.waitUntil(
        lambda: (
            window.statusBar().currentMessage()
            == "This file is neither an Arroyo nor a ChatGPT export."
        )
    )
    assert len(window.services.conversations.list()) == before
