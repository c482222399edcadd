"""The composition root as the app starts it: the Demo provider answers before any key."""

from __future__ import annotations

from desktop_app.app import Application
from desktop_app.store.database import Database
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.settings_model import ProviderSettings
from tests.ui.window_harness import wait_until


def test_first_start_offers_the_demo_and_it_answers(tmp_path, qtbot, qloop):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("demo")
    database = Database(tmp_path / "arroyo.sqlite3")
    application = Application(database, settings)
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        assert window.provider.currentText().startswith("Demo")
        window.composer.setPlainText("Hola")
        window.send()
        page = window.current_page
        qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
        stored = application.services().conversations.messages(page.conversation_id)
        assert stored[-1].role == "assistant" and "local simulator" in stored[-1].content
    finally:
        application.close()
        database.close()


def test_a_provider_without_a_key_says_so_in_the_window(tmp_path, qtbot, qloop):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("openai")
    database = Database(tmp_path / "arroyo.sqlite3")
    application = Application(database, settings)
    application.keys["openai"] = None  # the keyring has nothing for it
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        window.composer.setPlainText("Hola")
        window.send()
        page = window.current_page
        assert not page.busy
        from PySide6.QtWidgets import QLabel

        shown = " ".join(label.text() for label in page._view.findChildren(QLabel))
        assert "No key is stored for OpenAI" in shown
    finally:
        application.close()
        database.close()
