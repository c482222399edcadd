"""The settings window: its pages, named in a list on the left, a line for problems, and a Close
button.

Each page saves its own changes as they are made; the window only composes them, shows what
went wrong, and winds their keyring and network work down when it closes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop_app import secrets as keyring_secrets
from desktop_app.agent.rules import RuleBook
from desktop_app.agent.tools import grant_scope, sends_data_off_machine
from desktop_app.config.settings import ProviderSettings
from desktop_app.mcp.manager import ServerManager
from desktop_app.net.discovery.model_list import list_models
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.actions.rules import RuleStore
from desktop_app.store.memory.memories import MemoryStore
from desktop_app.ui.language import LANGUAGES
from desktop_app.ui.settings.assistants import AssistantsPage
from desktop_app.ui.settings.auto_allow import AutoAllowPage, OfferedTools, offered_tools
from desktop_app.ui.settings.general import GeneralPage
from desktop_app.ui.settings.grants import GrantsPage
from desktop_app.ui.settings.mcp.mcp_page import McpServersPage, choose_json_file
from desktop_app.ui.settings.mcp.mcp_transfer import ChooseFile
from desktop_app.ui.settings.memory import ConfirmDeleteAll, MemoryPage, ask_delete_all
from desktop_app.ui.settings.network import NetworkPage
from desktop_app.ui.settings.page import BackgroundWork, SettingsPage, fill, plain
from desktop_app.ui.settings.page_list import PageList
from desktop_app.ui.settings.prices import PricesPage
from desktop_app.ui.settings.prompts import PromptsPage
from desktop_app.ui.settings.providers import ListModels, ProvidersPage, Secrets
from desktop_app.ui.settings.rules import RulesPage
from desktop_app.ui.settings.sync.page import SyncPage
from desktop_app.ui.settings.sync.runner import SyncRunner
from desktop_app.ui.settings.workspace import WorkspacePage

KEY_TIMEOUT_SECONDS = 10.0


class SettingsDialog(QDialog):
    def __init__(
        self,
        settings: ProviderSettings,
        grants: GrantStore | None = None,
        *,
        session_keys: dict[str, str] | None = None,
        secrets: Secrets = keyring_secrets,
        list_models: ListModels = list_models,
        conversation_title: Callable[[str], str | None] | None = None,
        languages: Sequence[tuple[str, str]] = LANGUAGES,
        on_language: Callable[[str | None], object] | None = None,
        on_theme: Callable[[str], object] | None = None,
        key_timeout: float = KEY_TIMEOUT_SECONDS,
        mcp: ServerManager | None = None,
        tools: OfferedTools | None = None,
        choose_import: ChooseFile = lambda parent: choose_json_file(parent, saving=False),
        choose_export: ChooseFile = lambda parent: choose_json_file(parent, saving=True),
        open_conversation: Callable[[str], None] | None = None,
        confirm_delete_all: ConfirmDeleteAll = ask_delete_all,
        sync: SyncRunner | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.work = BackgroundWork(self)
        self.work.failed.connect(
            lambda name: self._show_error(fill(self.tr("Something went wrong (%1)."), name))
        )
        self.resize(780, 560)

        self.providers = ProvidersPage(
            settings,
            self.work,
            session_keys=session_keys if session_keys is not None else {},
            secrets=secrets,
            list_models=list_models,
            key_timeout=key_timeout,
            parent=self,
        )
        self.workspace = WorkspacePage(settings, self.work, self)
        self.auto_allow: AutoAllowPage | None = None
        self.grants: GrantsPage | None = None
        self.rules: RulesPage | None = None
        tools_tab = QWidget(self)
        tools_layout = QVBoxLayout(tools_tab)
        tools_layout.addWidget(self.workspace)
        if grants is not None:
            listed = tools or offered_tools(mcp)
            self.auto_allow = AutoAllowPage(settings, self.work, grants, listed, parent=tools_tab)
            tools_layout.addWidget(self.auto_allow, 2)

            def switched_above() -> set[str]:  # each said by a tool's own switch
                return {grant_scope(t) for t in listed() if not sends_data_off_machine(t)}

            self.grants = GrantsPage(
                settings,
                self.work,
                grants,
                conversation_title=conversation_title,
                switched_elsewhere=switched_above,
                parent=tools_tab,
            )
            tools_layout.addWidget(self.grants, 1)
            self.rules = RulesPage(settings, self.work, RuleBook(RuleStore(grants.database)))
            tools_layout.addWidget(self.rules, 1)
        else:
            tools_layout.addStretch(1)
        self.general = GeneralPage(
            settings,
            self.work,
            languages=languages,
            on_language=on_language,
            on_theme=on_theme,
            parent=self,
        )

        self.mcp: McpServersPage | None = None
        if mcp is not None:
            self.mcp = McpServersPage(
                settings,
                self.work,
                mcp,
                secrets=secrets,
                choose_import=choose_import,
                choose_export=choose_export,
                key_timeout=key_timeout,
                parent=self,
            )

        self.memory: MemoryPage | None = None
        if grants is not None:

            def open_from_memory(conversation_id: str) -> None:  # the window shows it, not here
                self.accept()
                if open_conversation is not None:
                    open_conversation(conversation_id)

            self.memory = MemoryPage(
                settings,
                self.work,
                MemoryStore(grants.database),
                open_conversation=open_from_memory if open_conversation is not None else None,
                confirm_delete_all=confirm_delete_all,
                parent=self,
            )
        self.assistants = AssistantsPage(settings, self.work, self)
        self.prompts = PromptsPage(settings, self.work, self)
        self.prices = PricesPage(settings, self.work, self)
        self.network = NetworkPage(settings, self.work, secrets=secrets, parent=self)
        self.sync = SyncPage(settings, self.work, sync, parent=self) if sync is not None else None

        self.tabs = QTabWidget(self)  # the pages; their names are in ``page_list``
        self.tabs.addTab(self.providers, "")
        self.tabs.addTab(tools_tab, "")
        if self.mcp is not None:
            self.tabs.addTab(self.mcp, "")
        # The longest page scrolls within the dialog rather than making it taller than a small
        # screen (800x600).
        self._general_tab = QScrollArea(self)
        self._general_tab.setWidget(self.general)
        self._general_tab.setWidgetResizable(True)
        self._general_tab.setFrameShape(QFrame.Shape.NoFrame)
        self._general_tab.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tabs.addTab(self._general_tab, "")
        self.tabs.addTab(self.network, "")
        self.tabs.addTab(self.assistants, "")
        self.tabs.addTab(self.prompts, "")
        self.tabs.addTab(self.prices, "")
        if self.memory is not None:
            self.tabs.addTab(self.memory, "")
        if self.sync is not None:
            self.tabs.addTab(self.sync, "")
        self._tools_tab = tools_tab
        self.tabs.currentChanged.connect(self._tab_shown)

        self.error_label = plain(QLabel(self))
        self.error_label.hide()
        for page in self.pages():
            page.problem.connect(self._show_error)
            page.problem_solved.connect(self.error_label.hide)

        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.close_button = box.button(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)

        self.page_list = PageList(self.tabs, self)
        pages = QHBoxLayout()
        pages.addWidget(self.page_list)
        pages.addWidget(self.tabs, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(pages, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(box)

        # Enter in a field finishes that field; it never presses a button behind the person.
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)
        self.retranslate()

    def pages(self) -> list[SettingsPage]:
        return [
            page
            for page in (
                self.providers,
                self.assistants,
                self.prompts,
                self.prices,
                self.workspace,
                self.auto_allow,
                self.grants,
                self.rules,
                self.mcp,
                self.general,
                self.network,
                self.memory,
                self.sync,
            )
            if page is not None
        ]

    def _tab_shown(self, index: int) -> None:
        # MCP servers connect and change while the window is open: their tools, as offered now.
        if self.tabs.widget(index) is self._tools_tab:
            for page in (self.auto_allow, self.grants, self.rules):
                if page is not None:
                    page.refresh()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.setAccessibleName(self.tr("Settings"))
        self.tabs.setAccessibleName(self.tr("Settings pages"))
        self.page_list.setAccessibleName(self.tr("Settings pages"))
        self.page_list.setAccessibleDescription(
            self.tr("Providers, tools and general settings; Ctrl+Tab moves between them")
        )
        self.tabs.setTabText(0, self.tr("&Providers"))
        self.tabs.setTabText(self.tabs.indexOf(self.assistants), self.tr("A&ssistants"))
        self.tabs.setTabText(self.tabs.indexOf(self.prompts), self.tr("Pr&ompts"))
        self.tabs.setTabText(self.tabs.indexOf(self.prices), self.tr("P&rices"))
        self.tabs.setTabText(1, self.tr("&Tools"))
        if self.mcp is not None:
            self.tabs.setTabText(self.tabs.indexOf(self.mcp), self.tr("&MCP servers"))
        general = self.tr("&General")
        self.tabs.setTabText(self.tabs.indexOf(self._general_tab), general)
        self._general_tab.setAccessibleName(general.replace("&", ""))  # the page it scrolls
        self.tabs.setTabText(self.tabs.indexOf(self.network), self.tr("Networ&k"))
        if self.memory is not None:
            self.tabs.setTabText(self.tabs.indexOf(self.memory), self.tr("M&emory"))
        if self.sync is not None:
            self.tabs.setTabText(self.tabs.indexOf(self.sync), self.tr("S&ync"))
        self.error_label.setAccessibleName(self.tr("Problem"))
        self.error_label.setAccessibleDescription(self.tr("What could not be done"))
        self.close_button.setAccessibleDescription(
            self.tr("Closes the settings; changes are already saved")
        )
        self.close_button.setText(self.tr("Close"))
        self.close_button.setAccessibleName(self.tr("Close settings"))
        self.page_list.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    @property
    def last_task(self) -> Any:
        return self.work.last_task

    async def wait_idle(self) -> None:
        """Until the keyring and network work started so far is over (for tests)."""
        await self.work.wait_idle()

    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.show()

    def done(self, result: int) -> None:
        self.providers.commit()  # a name or address typed but not yet finished with Enter
        self.assistants.commit()
        self.prompts.commit()
        self.network.commit()
        self.general.commit()
        if self.memory is not None:
            self.memory.commit()
        if self.mcp is not None:
            self.mcp.detach()
        self.work.cancel_all()
        self.providers.finish_removal()  # a removal not undone is final: its key goes now
        super().done(result)
