"""A model server on this computer, offered in the status bar and added with one click."""

from __future__ import annotations

from urllib.parse import urlsplit

from desktop_app.app import Application
from desktop_app.config.settings import ProviderSettings
from desktop_app.net.discovery.local_servers import find_local_servers
from desktop_app.store.database import Database
from desktop_app.ui.window.local_offer import offer_local_servers
from desktop_app.ui.window.main_window import MainWindow
from tests.ui.window_harness import wait_until


def test_one_click_adds_the_server_and_it_answers(tmp_path, qtbot, qloop, simulator):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("demo")
    database = Database(tmp_path / "arroyo.sqlite3")
    application = Application(database, settings)
    port = urlsplit(simulator.url).port  # the simulator plays an Ollama on this computer
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        window.show()
        offered = qloop.run_until_complete(
            offer_local_servers(settings, window, lambda: find_local_servers((("ollama", port),)))
        )
        (button,) = offered
        assert button.text() == "Use Ollama, found on this computer"
        assert button.isVisible()
        button.click()
        (_demo, added) = settings.providers
        assert added.preset == "ollama"
        assert added.effective_base_url == f"http://127.0.0.1:{port}/v1"
        assert added.effective_model == "arroyo-sim-1"  # the first model it listed
        assert window.provider.currentText() == added.label  # chosen in the window
        # It talks to the server at once, without a key.
        application.keys[added.id] = None
        window.composer.setPlainText("Hola")
        window.send()
        page = window.current_page
        qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
        stored = application.services().conversations.messages(page.conversation_id)
        assert stored[-1].role == "assistant" and stored[-1].content
        # Offered once: a second look finds it set up already.
        again = qloop.run_until_complete(
            offer_local_servers(settings, window, lambda: find_local_servers((("ollama", port),)))
        )
        assert again == []
    finally:
        application.close()
        database.close()


def test_nothing_is_offered_when_nothing_answers(tmp_path, qtbot, qloop):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("demo")
    database = Database(tmp_path / "arroyo.sqlite3")
    application = Application(database, settings)
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)

        async def nothing():
            return []

        assert qloop.run_until_complete(offer_local_servers(settings, window, nothing)) == []
        assert len(settings.providers) == 1
    finally:
        application.close()
        database.close()
