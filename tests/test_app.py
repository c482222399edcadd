"""The composition root as the app starts it: the Demo provider answers before any key."""

from __future__ import annotations

from desktop_app.app import Application
from desktop_app.store.database import Database
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.settings_model import ProviderSettings
from tests.ui.window_harness import wait_until


def test_first_start_offers_the_demo_and_it_answers(tmp_path, qtbot, qloop, monkeypatch):
    import desktop_app.ui.conversation_page as page_module
    from desktop_app.agent.confirmations import Decision

    monkeypatch.setenv("ARROYO_DATA_DIR", str(tmp_path / "data"))
    asked = []

    async def allow(request, parent, keep_in_sight=None):
        asked.append(request)
        return Decision.ALLOW_ONCE

    monkeypatch.setattr(page_module, "ask", allow)
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
        (request,) = asked  # the demo's tool call was put to the person first
        assert request.tool_name == "list_directory" and request.read_only
        assert (tmp_path / "data" / "demo-workspace" / "welcome.txt").is_file()
    finally:
        qloop.run_until_complete(application.transports.aclose())  # as the app does at quit
        application.close()
        database.close()


def test_the_demo_answers_in_the_language_of_the_window(tmp_path, qapp, qtbot, qloop, monkeypatch):
    """In Spanish, the Demo speaks Spanish; back in English, a new answer is in English."""
    import desktop_app.ui.conversation_page as page_module
    from desktop_app.agent.confirmations import Decision
    from desktop_app.ui.language import LanguageSwitcher

    async def allow(request, parent, keep_in_sight=None):
        return Decision.ALLOW_ONCE

    monkeypatch.setattr(page_module, "ask", allow)
    monkeypatch.setenv("ARROYO_DATA_DIR", str(tmp_path / "data"))
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("demo")
    database = Database(tmp_path / "arroyo.sqlite3")
    language = LanguageSwitcher(qapp)
    application = Application(database, settings, language)
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        answers = []
        for code, prompt in (("es", "Hola"), ("en", "Hello")):
            language.apply(code)
            window.new_conversation()
            window.composer.setPlainText(prompt)
            window.send()
            page = window.current_page
            qloop.run_until_complete(wait_until(lambda page=page: not page.busy, timeout=30))
            stored = application.services().conversations.messages(page.conversation_id)
            answers.append(stored[-1].content)
        assert "simulador local" in answers[0] and "local simulator" not in answers[0]
        assert "local simulator" in answers[1]
    finally:
        language.clear()
        qapp.processEvents()  # the window hears of it while its database is open
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
        qloop.run_until_complete(wait_until(lambda: not page.busy))  # saved, then refused
        from PySide6.QtWidgets import QLabel

        shown = " ".join(label.text() for label in page._view.findChildren(QLabel))
        assert "No key is stored for OpenAI" in shown
    finally:
        application.close()
        database.close()


def test_warming_up_loads_what_the_first_answer_needs():
    import sys
    import threading

    from desktop_app.app import warm_up
    from desktop_app.ui import code_blocks, math_render

    code_blocks.lexer.cache_clear()
    warm_up()
    assert "httpcore" in sys.modules and "anyio._backends._asyncio" in sys.modules
    assert code_blocks.lexer.cache_info().currsize >= 4  # python, javascript, bash, json
    importing = [t for t in threading.enumerate() if t.name == "math renderer import"]
    for thread in importing:  # (under the tests' warnings-as-errors, ziamath's import fails)
        assert thread.daemon
        thread.join(timeout=30)
    assert math_render.render("x^2", False, 16) is not None  # the renderer works after it


def test_the_math_renderer_is_imported_on_a_thread_by_the_warm_up():
    """In a process of its own, with Python's default warnings, as the app runs."""
    import subprocess
    import sys

    script = (
        "import sys, threading\n"
        "from desktop_app.ui import math_render\n"
        "assert 'ziamath' not in sys.modules\n"
        "thread = math_render.import_in_background()\n"
        "assert thread is not threading.main_thread() and thread.daemon\n"
        "thread.join(timeout=60)\n"
        "print('ziamath' in sys.modules, 'latex2mathml.converter' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "True"]


def test_an_old_profile_is_migrated_and_the_fetch_allow_list_reaches_the_tools(tmp_path):
    import json

    from desktop_app.agent.confirmations import deny_everything
    from desktop_app.store.grants import GrantStore

    path = tmp_path / "settings.json"
    demo = {"id": "demo", "preset": "demo", "label": "Demo"}
    app = {"allow_read_only_without_asking": True, "workspace": str(tmp_path)}
    path.write_text(json.dumps({"version": 1, "providers": [demo], "app": app}), encoding="utf-8")
    settings = ProviderSettings(path)
    settings.update_app(fetch_allowed_hosts=("intranet.test",))
    database = Database(tmp_path / "arroyo.sqlite3")
    application = Application(database, settings)
    try:
        grants = GrantStore(database)
        assert [g.tool for g in grants.list()] == ["list_directory", "read_file"]
        loop = application.make_loop("c1", deny_everything)
        assert loop.allow_read_only_without_asking is False
        assert loop.registry.context.fetch_allowed_hosts == ("intranet.test",)
    finally:
        application.close()
        database.close()
