"""The composition root: the Qt application, the asyncio loop inside it, and the wiring."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Coroutine
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from desktop_app.agent.confirmations import Confirmer
from desktop_app.agent.loop import AgentLoop
from desktop_app.config.mcp_servers import remember_approval, remember_pins
from desktop_app.config.migration import migrate_read_only_setting
from desktop_app.config.settings import ProviderEntry, ProviderSettings, SettingsError
from desktop_app.errors import NotReady
from desktop_app.generation.display_policy import DisplayPolicy
from desktop_app.mcp.config import McpServerConfig
from desktop_app.mcp.manager import ServerManager
from desktop_app.mcp.sampling import Sampler, SamplingAnswer, SamplingDeclined, SamplingRequest
from desktop_app.mcp.tools import McpToolset
from desktop_app.names import ProviderKind, Wire
from desktop_app.net import transports
from desktop_app.net.inspection import Inspector
from desktop_app.net.transport_pool import TransportPool
from desktop_app.net.transports import TRANSPORTS
from desktop_app.paths import data_dir
from desktop_app.providers.presets import PRESETS
from desktop_app.providers.requests import Endpoint
from desktop_app.secrets import KeyringProblem, SecretsError, get_key_async, set_key_async
from desktop_app.session.assembly import ToolChoices, assemble_loop
from desktop_app.session.knowledge import turn_knowledge
from desktop_app.session.model_choices import ModelChoices, chosen_model
from desktop_app.session.network import apply_saved
from desktop_app.session.readiness import why_not_ready
from desktop_app.session.sampling import sample
from desktop_app.session.side_by_side import ModelChoice, column_endpoint, column_entry
from desktop_app.session.temporary import WithTemporaries
from desktop_app.session.workspace import Workspaces, window_default
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.store.database import Database
from desktop_app.store.generations import GenerationStore
from desktop_app.ui.dialogs.mcp_questions import answer_form, approve_sampling, approve_start
from desktop_app.ui.language import LanguageSwitcher
from desktop_app.ui.problems import Notice, keyring_problem, problem
from desktop_app.ui.services import ProviderNotReady, Services
from desktop_app.ui.theme import ThemeManager
from desktop_app.ui.window.approvals import watch_approvals
from desktop_app.ui.window.local_offer import offer_local_servers
from desktop_app.ui.window.main_window import MainWindow
from desktop_app.ui.window.settings_saver import SettingsSaver
from desktop_app.ui.window.sync_wiring import WindowSync

if TYPE_CHECKING:  # imported when first opened: not on the start-up path
    from desktop_app.ui.settings.dialog import SettingsDialog

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
        demo_server: Callable[[str], AbstractContextManager[Any]] | None = None,
    ) -> None:
        """``demo_server(language)``: the local server the Demo provider talks to, started
        when first used (by default the simulator's scripted demo, in that language)."""
        self.database = database
        self.settings = settings
        self.language = language
        self.theme = theme
        self.session_keys: dict[str, str] = {}  # keys kept for this session only, never on disk
        self.keys: dict[str, str | None] = {}  # looked up off the GUI thread, then cached
        # Why a lookup failed, by entry id: said instead of "no key is stored" until retried.
        self.key_problems: dict[str, KeyringProblem] = {}
        # Key lookups under way, by entry id: a send waits for its provider's (``_key_not_ready``).
        self._lookups: dict[str, asyncio.Task[object]] = {}
        self._current = settings.providers[0].id if settings.providers else ""
        self._demo = contextlib.ExitStack()
        self._demo_server = demo_server
        # One demo server per language the window spoke when the Demo was asked: its answers
        # are in that language.
        self._demo_urls: dict[str, str] = {}
        self.ledger = OperationLedger(database)  # abandoned operations: see store.startup
        self.conversations = WithTemporaries(database)  # and the temporary ones, in memory
        migrate_read_only_setting(settings, GrantStore(database))
        self.window: MainWindow | None = None
        self.after_settings: list[Callable[[], None]] = []  # follow the Settings once closed
        self.workspaces = Workspaces(database, lambda: window_default(settings, self._current))
        self.workspaces.temporary = lambda conversation_id: (
            conversation_id in self.conversations.temporaries
        )
        # One HTTP client per provider entry, reused by every turn and closed at quit.
        self.transports = TransportPool(TRANSPORTS)
        # Work started in the background (key lookups, moving keys): held until it ends, so
        # none is collected half-way, and none outlives the application (``close``).
        self._background: set[asyncio.Task[object]] = set()
        # Changes made in the settings window are written once edits settle, and at quit.
        self.settings_saver = SettingsSaver(settings)
        self.sync = WindowSync(data_dir(), database, settings)  # loaded once set up or used
        self.inspector = Inspector()  # one for every window: recordings last while the app runs
        self.settings_saver.failed.connect(self._say)
        # The MCP servers configured: started once the window has painted (``start_servers``),
        # their tools offered with the built-in ones, stopped with their children at quit.
        self.mcp = ServerManager(
            read_secret=get_key_async,
            workspace=lambda: self.settings.app.workspace,
            approve=lambda config: approve_start(config, self.window),
            remember=lambda config: remember_approval(self.settings, config),
            remember_pins=lambda server, pins: remember_pins(self.settings, server, pins),
            elicitor=lambda request: answer_form(request, self.window),
            sampler_for=self._sampler,
        )
        # The current provider's models (listed once, kept) and each turn's model and parameters.
        self.models = ModelChoices(
            lambda: self.settings.get(self._current),
            self._base_url,
            lambda entry: self.session_keys.get(entry.id) or self.keys.get(entry.id),
            prices=lambda: self.settings.app.model_prices,
        )

    def _say(self, sentence: str) -> None:
        if self.window is not None:
            self.window.statusBar().showMessage(sentence)

    def start_servers(self) -> None:
        self.mcp.apply(self.settings.app.mcp_servers)

    def after_first_paint(self) -> None:
        """Once painted: the proxy applies, MCP servers start, local model servers are offered."""
        self.in_background(apply_saved(self.settings.app.proxy))
        self.start_servers()
        if self.window is not None:
            self.in_background(offer_local_servers(self.settings, self.window))
            watch_approvals(self.window, self.database)  # calls arroyo ask --park left waiting
            self.sync.begin(self.window)  # at start, every few minutes, after changes

    def _sampler(self, config: McpServerConfig) -> Sampler:
        """A server allowed to ask the model: each request shown first, then answered by the
        provider chosen in the window."""

        async def answer(request: SamplingRequest) -> SamplingAnswer:
            if not await approve_sampling(request, self.window):
                raise SamplingDeclined
            endpoint, transport = self._endpoint(self._entry())
            return await sample(endpoint, transport, request)

        return answer

    def in_background(self, work: Coroutine[Any, Any, object]) -> asyncio.Task[object]:
        task = asyncio.ensure_future(work)
        self._background.add(task)
        task.add_done_callback(self._background.discard)
        return task

    def services(self) -> Services:
        return Services(
            conversations=self.conversations,
            generations=GenerationStore(self.database),
            make_loop=self.make_loop,
            make_column_loop=lambda cid, column, ask: self.make_loop(cid, ask, column),
            provider_names=lambda: [entry.label for entry in self.settings.providers],
            choose_provider=self.choose_provider,
            open_settings=self.open_settings,
            is_demo=lambda label: any(
                e.label == label and e.preset == ProviderKind.DEMO for e in self.settings.providers
            ),
            display_policy=lambda: DisplayPolicy(self.settings.app.display_policy),
            keys_in_use=lambda: [
                key for key in (*self.keys.values(), *self.session_keys.values()) if key
            ],
            inspector=self.inspector,
            ledger=self.ledger,
            model_of_turn=self._model_of_turn,
            models=self.models,
            assistants=lambda: self.settings.app.assistants,
            provider_label=self._provider_label,
            send_blocker=self._not_ready,
            workspaces=self.workspaces,
            settings=self.settings,
        )

    def _provider_label(self, provider_id: str) -> str | None:
        entry = self.settings.get(provider_id)
        return entry.label if entry is not None else None

    def _model_of_turn(self, conversation_id: str) -> tuple[Wire, str] | None:
        entry = self.settings.get(self._current)
        if entry is None:
            return None
        conversation = self.conversations.get(conversation_id)
        return Wire(entry.wire), chosen_model(entry, conversation)

    def choose_provider(self, label: str) -> None:
        """The entry so named answers from now on; none when no entry has that name (the
        window chose none: a removed provider is never replaced silently by another)."""
        entry = next((e for e in self.settings.providers if e.label == label), None)
        self._current = entry.id if entry is not None else ""
        if entry is not None:
            self._look_up(entry)

    def _not_ready(self, conversation_id: str, shown_model: str | None) -> ProviderNotReady | None:
        conversation = self.conversations.get(conversation_id)
        exists = lambda entry_id: self.settings.get(entry_id) is not None  # noqa: E731
        why = why_not_ready(self.settings.get(self._current), conversation, exists, shown_model)
        return None if why is None else ProviderNotReady(why[0], *why[1])

    def _look_up(self, entry: ProviderEntry) -> None:
        """Starts reading the entry's key off the GUI thread, unless known or being read."""
        if entry.id in self.keys or entry.id in self._lookups or entry.preset == ProviderKind.DEMO:
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
            return ProviderNotReady(NotReady.NO_KEY, entry.label)
        failed = self.key_problems.get(entry.id)
        self._look_up(entry)
        if failed:
            return ProviderNotReady(NotReady(f"keyring.{failed.value}"))
        return self._reading_key(entry)

    def _reading_key(self, entry: ProviderEntry) -> ProviderNotReady:
        return ProviderNotReady(NotReady.KEY_BEING_READ, ready=lambda: self._key_read(entry.id))

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
                notices.append(problem(Notice.KEY_NOT_MOVED, label, reason).sentence)
                continue
            del self.settings.found_keys[entry_id]
            self.keys.pop(entry_id, None)
            notices.append(problem(Notice.KEY_MOVED, label).sentence)
        # Rewritten only when every key is safe: the file never loses one the keyring lacks.
        if notices and not self.settings.found_keys:
            try:
                self.settings.save()
            except SettingsError as exc:
                log.warning("settings not rewritten after moving keys: %s", exc.kind)
        return notices

    async def tell_found_keys(self) -> None:
        notices = await self.move_found_keys()
        if notices:
            self._say(" ".join(notices))

    def _entry(self) -> ProviderEntry:
        entry = self.settings.get(self._current)
        if entry is None:
            raise ProviderNotReady(NotReady.NO_PROVIDER)
        return entry

    def _base_url(self, entry: ProviderEntry) -> str:
        if entry.preset != ProviderKind.DEMO:
            return entry.effective_base_url
        language = (self.language.language if self.language is not None else None) or "en"
        if language not in self._demo_urls:
            self._demo_urls[language] = self._start_demo(language).url + "/v1"
        return self._demo_urls[language]

    def _start_demo(self, language: str) -> Any:
        if self._demo_server is not None:
            return self._demo.enter_context(self._demo_server(language))
        from desktop_app.simulator.demo import demo_simulator

        return self._demo.enter_context(demo_simulator(language))

    def _endpoint(
        self, entry: ProviderEntry, conversation_id: str = ""
    ) -> tuple[Endpoint, transports.Transport]:
        """Where a turn goes: the conversation's chosen model and parameters (none for a
        server's sampling request), checked against what is known of the model."""
        key = self.session_keys.get(entry.id) or self.keys.get(entry.id)
        if not key and PRESETS[entry.preset].needs_key:
            raise self._key_not_ready(entry)
        if not key and entry.id in self._lookups:  # an optional key being read: waited for too
            raise self._reading_key(entry)
        conversation = self.conversations.get(conversation_id) if conversation_id else None
        endpoint = self.models.endpoint(entry, conversation, key)  # its model and parameters
        if not endpoint.model:  # a request without a model is refused by every server
            raise ProviderNotReady(NotReady.NO_MODEL, entry.label)
        return endpoint, self.transports.get(entry.id, endpoint.base_url, entry.transport)

    def make_loop(
        self, conversation_id: str, confirmer: Confirmer, column: ModelChoice | None = None
    ) -> AgentLoop:
        entry = self._entry() if column is None else column_entry(self.settings, column)
        endpoint, transport = self._endpoint(entry, conversation_id)
        endpoint = column_endpoint(endpoint, column, self.models.catalog)  # side by side
        app_settings = self.settings.app
        tools = ToolChoices(
            workspace=self.workspaces.for_turn(conversation_id),
            allow_commands=app_settings.allow_commands,
            fetch_allowed_hosts=app_settings.fetch_allowed_hosts,
            command_env_allow=app_settings.command_env_allow,
            memory=app_settings.memory,
            knowledge=turn_knowledge(self.database, conversation_id, endpoint, self.settings.path),
        )
        temporary = self.conversations.temporary(conversation_id)  # in memory: its own ledger
        loop = assemble_loop(
            endpoint=endpoint,
            transport=transport,
            tools=tools,
            database=temporary.database if temporary else self.database,
            ledger=temporary.ledger if temporary else self.ledger,
            confirmer=confirmer,
            conversation_id=conversation_id,
            size_limits=app_settings.size_limits,
            time_limits=app_settings.time_limits,
            receipt_limits=app_settings.receipt_limits,
        )
        toolset = McpToolset(loop.registry)  # the servers' tools beside the built-in ones
        toolset.on_first_pins = self.mcp.first_pins
        for server in self.mcp.connected():
            toolset.install(server)
        return loop

    def settings_dialog(self) -> SettingsDialog:
        """The settings window over this profile (``open_settings`` runs it modally)."""
        from desktop_app.ui.settings.dialog import SettingsDialog

        on_language = self.language.apply if self.language is not None else None
        on_theme = self.theme.apply if self.theme is not None else None
        return SettingsDialog(
            self.settings,
            GrantStore(self.database),
            session_keys=self.session_keys,
            on_language=on_language,
            on_theme=on_theme,
            mcp=self.mcp,
            open_conversation=self.window.activity.show_conversation if self.window else None,
            sync=self.sync.runner,
            parent=self.window,
        )

    def open_settings(self) -> None:
        dialog = self.settings_dialog()
        try:
            dialog.exec()
        finally:
            dialog.deleteLater()  # each opening builds a new one: a closed one lives on otherwise
        self.settings_closed()

    def settings_closed(self) -> None:
        """What the settings window changed is written, and the window follows it."""
        self.settings_saver.flush()  # other processes read the file: it is current once closed
        self.keys.clear()  # keys (and the proxy's password) may have changed: read them again
        self.in_background(apply_saved(self.settings.app.proxy))
        if self.window is not None:
            self.window.reload_providers()
        for follow in self.after_settings:
            follow()

    def close(self) -> None:
        self.conversations.close_all()
        for task in self._background:
            task.cancel()
        self.transports.close_now()  # already closed at quit; by an owner that did not, here
        self.settings_saver.close()
        self.sync.close()
        self._demo.close()
