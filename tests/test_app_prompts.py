"""Prompts in the real window: "/" in the composer lists the person's prompts with the shipped
ones; one that names a model sets it for the conversation; a variable is asked and filled in."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop_app.config.prompts import Prompt
from desktop_app.config.settings import ProviderSettings
from desktop_app.store.conversations import ConversationStore
from tests.test_app_setup import memory_keyring, running_app, sim
from tests.ui.window_harness import wait_until

__all__ = ["memory_keyring", "sim"]  # fixtures shared with the setup tests


def test_a_prompt_with_a_model_sets_it_and_its_variable_is_filled_in(tmp_path, qtbot, qloop, sim):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("openai-compatible", base_url=sim.url + "/v1", model="arroyo-sim-1")
    settings.update_app(
        prompts=(Prompt(name="Haiku", text="A haiku about {{subject}}", model="arroyo-sim-2"),)
    )
    with running_app(tmp_path, qtbot, qloop) as (application, window):
        box = window.composer
        box.setFocus()
        qtbot.keyClicks(box, "/hai")
        slash = window.chat.card.slash
        assert slash.list.isVisible() and slash.list.currentItem().text() == "Haiku"
        qtbot.keyClick(box, Qt.Key.Key_Return)
        field = slash.variables.fields["subject"]
        qtbot.keyClicks(field, "rivers")
        qtbot.keyClick(field, Qt.Key.Key_Return)
        assert box.toPlainText() == "A haiku about rivers"
        conversation_id = window.current_page.conversation_id
        stored = ConversationStore(application.database)
        qloop.run_until_complete(
            wait_until(lambda: stored.get(conversation_id).model == "arroyo-sim-2", timeout=10)
        )
        assert stored.get(conversation_id).system_prompt == ""  # its instructions stay
