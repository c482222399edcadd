"""The composition root: the Qt application, the asyncio loop inside it, and the wiring."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop_app import APP_ID, icons
from desktop_app.agent.builtin import process_tree
from desktop_app.agent.confirmations import Confirmer
from desktop_app.agent.loop import AgentLoop
from desktop_app.demo_workspace import demo_workspace
from desktop_app.generation.display_policy import DisplayPolicy
from desktop_app.net import transports
from desktop_app.net.transport_pool import TransportPool
from desktop_app.net.transports import TRANSPORTS
from desktop_app.paths import data_dir, database_path
from desktop_app.providers.presets import PRESETS
from desktop_app.secrets import KeyringProblem, SecretsError, get_key_async, set_key_async
from desktop_app.session.assembly import ToolChoices, assemble_loop
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.generations import GenerationStore
from desktop_app.store.grants import GrantStore
from desktop_app.store.ledger import OperationLedger
from desktop_app.ui import markdown, single_instance
from desktop_app.ui.language import LanguageSwitcher
from desktop_app.ui.local_offer import offer_local_servers
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.model_choices import ModelChoices
from desktop_app.ui.problems import keyring_problem, problem
from desktop_app.ui.qt_loop import QtEventLoop
from desktop_app.ui.services import ProviderNotReady, Services
from desktop_app.ui.settings_migration import migrate_read_only_setting
from desktop_app.ui.settings_model import ProviderEntry, ProviderSettings, SettingsError
from desktop_app.ui.startup_problems import open_database, open_settings_file
from desktop_app.ui.theme import ThemeManager

log = logging.getLogger(__name__)
_REAP_INTERVAL_MS = 30_000


class Application:
    """Owns the long-lived parts and builds an agent loop for each turn."""

    def __init__(
        self,
        database: Database,
        settings: ProviderSettings,
        language: LanguageSwitcher | None = None,
        theme: ThemeManager | None = None,
    ) -> None:
        self.database = database
        self.settings = settings
        self.language = language
        self.theme = theme
        self.session_keys: dict[str, str] = {}  # keys kept for this session only, never on disk
        self.keys: dict[str, str | None] = {}  # looked up off the GUI thread, then cached
        # Why a lookup failed, by entry id: said instead of "no key is stored" until retried.
        self.key_problems: dict[str, KeyringProblem] = {}
        # Key lookups under way, by entry id: a send waits for its provider's (``_key_not_ready``).
        self._lookups: dict[str, asyncio.Task[None]] = {}
        self._current = settings.providers[0].id if settings.providers else ""
        self._demo = contextlib.ExitStack()
        self._demo_url: str | None = None
        self.ledger = OperationLedger(database)  # abandoned operations: see store.startup
        migrate_read_only_setting(settings, GrantStore(database))
        self.window: MainWindow | None = None
        # One HTTP client per provider entry, reused by every turn and closed at quit.
        self.transports = TransportPool(TRANSPORTS)
        # Work started in the background (key lookups, moving keys): held until it ends, so
        # none is collected half-way, and none outlives the application (``close``).
        self._background: set[asyncio.Task[None]] = set()
        self.models = ModelChoices(
            lambda: self.settings.get(self._current),
            self._base_url,
            lambda entry: self.session_keys.get(entry.id) or self.keys.get(entry.id),
        )

    def in_background(self, work: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        task = asyncio.ensure_future(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)
        return task

    def services(self) -> Services:
        return Services(
            conversations=ConversationStore(self.database),
            generations=GenerationStore(self.database),
            make_loop=self.make_loop,
            provider_names=lambda: [entry.label for entry in self.settings.providers],
            choose_provider=self.choose_provider,
            open_settings=self.open_settings,
            display_policy=lambda: DisplayPolicy(self.settings.app.display_policy),
            models=self.models,
        )

    def choose_provider(self, label: str) -> None:
        for entry in self.settings.providers:
            if entry.label == label:
                self._current = entry.id
                self._look_up(entry)

    def _look_up(self, entry: ProviderEntry) -> None:
        """Starts reading the entry's key off the GUI thread, unless known or being read."""
        if entry.id in self.keys or entry.id in self._lookups or entry.preset == "demo":
            return
        lookup = self.in_background(self._fetch_key(entry))
        self._lookups[entry.id] = lookup
        lookup.add_done_callback(lambda _: self._lookups.pop(entry.id, None))

    async def _fetch_key(self, entry: ProviderEntry) -> None:
        try:
            self.keys[entry.id] = await get_key_async(entry.id)
            self.key_problems.pop(entry.id, None)  # kept until then: it is what a send says
        except SecretsError as exc:
            log.warning("keyring unavailable: %s", exc.kind)
            self.key_problems[entry.id] = exc.kind  # not cached as "none": asked again next time

    async def _key_read(self, entry_id: str) -> None:
        """Returns once the entry's key lookup has ended: found, absent or failed. Bounded: a
        lookup gives up after the keyring's time limit."""
        lookup = self._lookups.get(entry_id)
        if lookup is not None:
            await asyncio.wait({lookup})  # shielded: a send that gives up leaves the lookup on

    def _key_not_ready(self, entry: ProviderEntry) -> ProviderNotReady:
        """Why there is no key: none stored, the keyring locked or failing (said at once, and
        asked again: it may be unlocked by now), or not read yet (the send waits for it)."""
        if entry.id in self.keys:
            return ProviderNotReady("no_key", entry.label)
        failed = self.key_problems.get(entry.id)
        self._look_up(entry)
        if failed:
            return ProviderNotReady(f"keyring.{failed.value}")
        return self._reading_key(entry)

    def _reading_key(self, entry: ProviderEntry) -> ProviderNotReady:
        return ProviderNotReady("keyring.reading", ready=lambda: self._key_read(entry.id))

    async def move_found_keys(self) -> list[str]:
        """Keys an older settings file held inside base URLs go to the keyring, once; the file
        is rewritten without them only after that. Returns what to tell the person."""
        notices = []
        for entry_id, key in list(self.settings.found_keys.items()):
            entry = self.settings.get(entry_id)
            label = entry.label if entry is not None else entry_id
            try:
                await set_key_async(entry_id, key)
            except SecretsError as exc:
                # Not written back to the file either: kept for this session, tried next start.
                self.session_keys[entry_id] = key
                reason = keyring_problem(exc.kind)
                notices.append(problem("settings.key_not_moved", label, reason).sentence)
                continue
            del self.settings.found_keys[entry_id]
            self.keys.pop(entry_id, None)
            notices.append(problem("settings.key_moved", label).sentence)
        # Rewritten only when every key is safe: the file never loses one the keyring lacks.
        if notices and not self.settings.found_keys:
            try:
                self.settings.save()
            except SettingsError as exc:
                log.warning("settings not rewritten after moving keys: %s", exc.kind)
        return notices

    async def tell_found_keys(self) -> None:
        notices = await self.move_found_keys()
        if notices and self.window is not None:
            self.window.statusBar().showMessage(" ".join(notices))

    def _entry(self) -> ProviderEntry:
        entry = self.settings.get(self._current)
        if entry is None:
            raise ProviderNotReady("no_provider")
        return entry

    def _base_url(self, entry: ProviderEntry) -> str:
        if entry.preset != "demo":
            return entry.effective_base_url
        if self._demo_url is None:
            from desktop_app.simulator.demo import demo_simulator

            self._demo_url = self._demo.enter_context(demo_simulator()).url + "/v1"
        return self._demo_url

    def make_loop(self, conversation_id: str, confirmer: Confirmer) -> AgentLoop:
        entry = self._entry()
        key = self.session_keys.get(entry.id) or self.keys.get(entry.id)
        if not key and PRESETS[entry.preset].needs_key:
            raise self._key_not_ready(entry)
        if not key and entry.id in self._lookups:  # an optional key being read: waited for too
            raise self._reading_key(entry)
        app_settings = self.settings.app
        workspace = app_settings.workspace
        if workspace is None and entry.preset == "demo":
            workspace = demo_workspace()  # so the demo can show a tool asking first
        conversation = ConversationStore(self.database).get(conversation_id)
        endpoint = self.models.endpoint(entry, conversation, key)  # its model and parameters
        tools = ToolChoices(
            workspace=workspace,
            allow_commands=app_settings.allow_commands,
            fetch_allowed_hosts=app_settings.fetch_allowed_hosts,
            command_env_allow=app_settings.command_env_allow,
            allow_read_only_without_asking=app_settings.allow_read_only_without_asking,
        )
        return assemble_loop(
            endpoint=endpoint,
            transport=self.transports.get(entry.id, endpoint.base_url, entry.transport),
            tools=tools,
            database=self.database,
            ledger=self.ledger,
            confirmer=confirmer,
            conversation_id=conversation_id,
            size_limits=app_settings.size_limits,
            time_limits=app_settings.time_limits,
        )

    def open_settings(self) -> None:
        from desktop_app.ui.settings import SettingsDialog

        on_language = self.language.apply if self.language is not None else None
        on_theme = self.theme.apply if self.theme is not None else None
        dialog = SettingsDialog(
            self.settings,
            GrantStore(self.database),
            session_keys=self.session_keys,
            on_language=on_language,
            on_theme=on_theme,
            parent=self.window,
        )
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()  # each opening builds a new one: a closed one lives on otherwise
        self.keys.clear()  # keys may have changed: look them up again when used
        if self.window is not None:
            self.window.reload_providers()

    def close(self) -> None:
        for task in self._background:
            task.cancel()
        self._demo.close()


def warm_up() -> None:
    """Loads what the first request and answer would otherwise load in the middle of them:
    Pygments' common lexers and httpx's connection modules (about 0.5 s together)."""
    markdown.warm_up()
    transports.warm_up()


def app_icon() -> QIcon:
    icon = QIcon()
    for size in icons.SIZES:  # rendered sizes, so small ones stay crisp instead of scaled down
        icon.addFile(str(icons.png(size)), QSize(size, size))
    return icon


def identify(app: QApplication) -> None:
    """Name, icon and desktop id, so task bars and docks show Arroyo and match its launcher."""
    app.setApplicationName("Arroyo")
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())


def run(argv: list[str] | None = None) -> int:
    # Orphans of commands stay below Arroyo, to be ended and reaped (see process_tree).
    process_tree.become_subreaper()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv or sys.argv)
    identify(app)
    language = LanguageSwitcher(app)
    language.apply(None)  # the system's language for the start-up questions, before settings
    theme = ThemeManager(app)
    theme.apply(None)  # the system's colours, likewise
    folder = data_dir()
    try:
        first = single_instance.claim(folder)
    except OSError as exc:  # the data folder cannot be created or written
        _cannot_start(f"{folder}: {exc.strerror or exc}")
        return 1
    if first is None:
        return _hand_over_to_the_first_window(folder)
    loop = QtEventLoop(app)
    asyncio.set_event_loop(loop)
    try:
        return _run_window(app, loop, language, theme, first, folder)
    finally:
        first.close()


def _hand_over_to_the_first_window(folder: Path) -> int:
    if single_instance.ask_first_to_show(folder):
        print("Arroyo is already open; its window was brought to the front.", flush=True)
        return 0
    print(
        f"Arroyo is already open for {folder}, but its window did not answer.",
        file=sys.stderr,
        flush=True,
    )
    return 1


def _run_window(
    app: QApplication,
    loop: QtEventLoop,
    language: LanguageSwitcher,
    theme: ThemeManager,
    first: single_instance.FirstInstance,
    folder: Path,
) -> int:
    try:
        started = _start(language, theme, first, folder)
    except Exception as exc:
        log.debug("start-up failed", exc_info=True)
        _cannot_start(f"{type(exc).__name__}: {exc}")
        return 1
    if started is None:
        return 1
    application, _window = started  # the application keeps the window
    QTimer.singleShot(100, warm_up)  # once the window has painted
    closed = asyncio.Event()
    app.lastWindowClosed.connect(closed.set)
    reaper = QTimer(interval=_REAP_INTERVAL_MS)  # orphans adopted from elsewhere (a browser...)
    reaper.timeout.connect(process_tree.reap_orphans)
    reaper.start()
    try:
        with loop:
            loop.run_until_complete(closed.wait())
            loop.run_until_complete(application.transports.aclose())
    finally:
        reaper.stop()
        process_tree.end_all()  # a command still running at quit, and all it started
        application.close()
        application.database.close()
    return 0


def _cannot_start(detail: str) -> None:
    title = QApplication.translate("Application", "Arroyo cannot start")
    QMessageBox.critical(None, title, detail)


def _start(
    language: LanguageSwitcher,
    theme: ThemeManager,
    first: single_instance.FirstInstance,
    folder: Path,
) -> tuple[Application, MainWindow] | None:
    database = open_database(database_path())
    if database is None:
        return None
    settings = open_settings_file(folder / "settings.json")
    if settings is None:
        database.close()
        return None
    language.apply(settings.app.language)
    theme.apply(settings.app.theme)
    application = Application(database, settings, language, theme)
    window = MainWindow(application.services())
    application.window = window
    first.show_requested.connect(lambda: _bring_to_front(window))
    window.show()
    # Once it has painted: servers on this computer (Ollama...) offered in the status bar.
    QTimer.singleShot(300, lambda: application.in_background(_offer_local(settings, window)))
    first.listen()
    if settings.found_keys:
        application.in_background(application.tell_found_keys())
    return application, window


async def _offer_local(settings: ProviderSettings, window: MainWindow) -> None:
    await offer_local_servers(settings, window)


def _bring_to_front(window: MainWindow) -> None:
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    # A question the window is waiting on (a tool's confirmation) stays above it, in front.
    modal = QApplication.activeModalWidget()
    if modal is not None:
        modal.raise_()
        modal.activateWindow()
