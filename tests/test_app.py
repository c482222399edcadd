"""The composition root as the app starts it: the Demo provider answers before any key."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from desktop_app.app import Application
from desktop_app.config.settings import ProviderSettings
from desktop_app.store.database import Database
from desktop_app.ui.window.main_window import MainWindow
from tests.ui.window_harness import wait_until


@pytest.fixture
def demo(tmp_path, qapp, qtbot, qloop, monkeypatch):
    """The app on a first start with the Demo, a window on it, and the window's language. Each
    action the Demo asks for is allowed once, and the question kept in ``demo.asked``."""
    import desktop_app.ui.chat.conversation_page as page_module
    from desktop_app.agent.confirmations import Decision
    from desktop_app.ui.language import LanguageSwitcher

    asked = []

    async def allow(request, parent, keep_in_sight=None):
        asked.append(request)
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
        yield SimpleNamespace(
            application=application, window=window, asked=asked, language=language
        )
    finally:
        language.clear()
        qapp.processEvents()  # the window hears of it while its database is open
        qloop.run_until_complete(application.transports.aclose())  # as the app does at quit
        application.close()
        database.close()


def answered(demo, qloop, send) -> list:
    """What a new conversation stores once ``send(window)`` has sent its first message."""
    demo.window.new_conversation()
    send(demo.window)
    page = demo.window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
    return demo.application.services().conversations.messages(page.conversation_id)


def typed(text: str):
    def send(window: MainWindow) -> None:
        window.composer.setPlainText(text)
        window.send()

    return send


def test_first_start_offers_the_demo_and_it_answers(demo, qloop, tmp_path):
    assert demo.window.provider.currentText().startswith("Demo")
    stored = answered(demo, qloop, typed("What is in my workspace folder?"))
    assert stored[-1].role == "assistant" and "because you allowed it" in stored[-1].content
    (request,) = demo.asked  # the demo's tool call was put to the person first
    assert request.tool_name == "list_directory" and request.read_only
    assert (tmp_path / "data" / "demo-workspace" / "welcome.txt").is_file()


def test_the_demo_answers_in_the_language_of_the_window(demo, qloop):
    """In Spanish, the Demo speaks Spanish; back in English, a new answer is in English."""
    answers = []
    for code, prompt in (("es", "Hola"), ("en", "Hello")):
        demo.language.apply(code)
        answers.append(answered(demo, qloop, typed(prompt))[-1].content)
    assert "simulador local" in answers[0] and "local simulator" not in answers[0]
    assert "local simulator" in answers[1]


def test_each_welcome_suggestion_gets_the_answer_it_promises(demo, qloop):
    """Clicked in the window, in Spanish: the poem is a poem, "think it through" reasons
    first, and only the folder question asks to run a tool."""
    demo.language.apply("es")
    poem, think, folder = (
        answered(demo, qloop, lambda window, i=index: window.chat.welcome.suggestions[i].click())
        for index in range(3)
    )
    assert "Un hilo de agua" in poem[-1].content
    assert "9,90" in think[-1].reasoning and "9,9 es mayor" in think[-1].content
    assert "welcome.txt" in folder[-1].content and "lo permitiste" in folder[-1].content
    assert [r.tool_name for r in demo.asked] == ["list_directory"]  # the poem and the sum: none


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
    import gc
    import sys
    import threading

    from desktop_app.launch import warm_up
    from desktop_app.ui.chat.answer import code_blocks, math_render

    code_blocks.lexer.cache_clear()
    try:
        warm_up()
        assert "httpcore" in sys.modules and "anyio._backends._asyncio" in sys.modules
        assert code_blocks.lexer.cache_info().currsize >= 4  # python, javascript, bash, json
        assert not [t for t in threading.enumerate() if t.name == "math renderer import"]
        assert math_render.render("x^2", False, 16) is not None  # loaded on its first formula
    finally:
        for thread in threading.enumerate():
            if thread.name == "start-up freeze":
                thread.join(timeout=30)
        gc.unfreeze()  # the tests' own objects go on being collected


def test_what_start_up_made_is_left_out_of_python_s_collections():
    """In a process of its own, as the app runs: after the warm-up and its loading thread, the
    modules loaded so far, the network stack's among them, are frozen (not in any generation a
    collection walks), and most objects of the process with them. The math renderer is not
    loaded yet: it waits for a message to be sent."""

    script = (
        "import gc, sys, threading\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from desktop_app.launch import warm_up\n"
        "warm_up()\n"
        "for thread in threading.enumerate():\n"
        "    if thread.name == 'start-up freeze':\n"
        "        thread.join(timeout=60)\n"
        "tracked = {id(o) for o in gc.get_objects()}\n"
        "names = ('desktop_app.net.aiohttp_transport', 'pygments.lexers.python')\n"
        "print(*(id(vars(sys.modules[name])) in tracked for name in names))\n"
        "print('ziamath' in sys.modules)  # the math renderer waits for a message to be sent\n"
        "print(gc.get_freeze_count() > 2 * len(tracked))\n"
    )
    assert printed_by(script) == ["False", "False", "False", "True"]


def test_the_window_starts_without_what_only_a_feature_needs_once_used():
    """numpy and the folder walker come with a knowledge base's first search or index, the
    settings window and the knowledge bases window when first opened, the sync (its engine, its
    storages, cryptography and the keyring) once set up or first used, import, export and backup
    when first asked for, an MCP server's form when one first asks: none is on the way to the
    first window (importing them added 240 ms to every start, the sync 30 to 60 ms more)."""

    script = (
        "import sys\n"
        "import desktop_app.launch\n"
        "from desktop_app.app import Application\n"
        "later = ('numpy', 'pathspec', 'desktop_app.knowledge.indexer',\n"
        "         'desktop_app.ui.settings.dialog', 'desktop_app.ui.dialogs.knowledge_dialog',\n"
        "         'desktop_app.sync.engine', 'desktop_app.sync.service',\n"
        "         'desktop_app.ui.settings.sync.runner', 'cryptography', 'keyring',\n"
        "         'desktop_app.exchange.transfer', 'desktop_app.exchange.backup',\n"
        "         'desktop_app.ui.dialogs.elicitation_form')\n"
        "print(*(name in sys.modules for name in later))\n"
    )
    assert printed_by(script) == ["False"] * 13


def test_without_sync_set_up_the_application_loads_it_only_for_the_settings(demo, qloop):
    """The window painted, a profile without sync has no sync runner (nor its engine); the
    settings window opened, it has one, begun as at start, and the Sync page works with it."""
    application, window = demo.application, demo.window
    application.window = window
    application.sync.begin(window)  # what ``after_first_paint`` does
    assert not application.sync.loaded
    dialog = application.settings_dialog()
    try:
        assert application.sync.loaded and dialog.sync is not None
        assert application.sync.runner.timer.isActive()
    finally:
        # The Sync page's first look at the status, then the runner: nothing outlives the test.
        qloop.run_until_complete(dialog.work.wait_idle())
        dialog.deleteLater()
        qloop.run_until_complete(application.sync.runner.wait_idle())


def test_the_math_renderer_is_imported_on_a_thread_and_left_out_of_collections():
    """In a process of its own, with Python's default warnings, as the app runs: once loaded,
    its modules are frozen, as start-up's are, so no full collection walks them mid-stream."""

    script = (
        "import gc, sys, threading\n"
        "from desktop_app.ui.chat.answer import math_render\n"
        "assert 'ziamath' not in sys.modules\n"
        "thread = math_render.import_in_background()\n"
        "assert thread is not threading.main_thread() and thread.daemon\n"
        "thread.join(timeout=60)\n"
        "print('ziamath' in sys.modules, 'latex2mathml.converter' in sys.modules)\n"
        "tracked = {id(o) for o in gc.get_objects()}\n"
        "print(id(vars(sys.modules['ziamath'])) in tracked)\n"
    )
    assert printed_by(script) == ["True", "True", "False"]


def test_an_old_profile_is_migrated_and_the_fetch_allow_list_reaches_the_tools(tmp_path):
    import json

    from desktop_app.agent.confirmations import deny_everything
    from desktop_app.store.actions.grants import GrantStore

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


def test_the_launch_path_leaves_schema_checks_and_fetching_to_later():
    """In a process of its own: jsonschema (an MCP server's tools) and httpcore (fetch_url and
    the first request) are not imported to show the window."""

    script = (
        "import sys\n"
        "import desktop_app.launch\n"
        "print(*(name in sys.modules for name in ('jsonschema', 'httpcore')))\n"
    )
    assert printed_by(script) == ["False", "False"]


def printed_by(script: str) -> list[str]:
    """What ``script`` prints, run in a Python process of its own (the app's own start-up,
    untouched by the tests' imports), as words."""
    import subprocess
    import sys

    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.split()
