"""The main window: conversations on the left, the chat on the right, the composer below."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QPushButton, QSplitter, QWidget

from desktop_app.ui.chat.chat_pane import ChatPane, Composer
from desktop_app.ui.chat.conversation_page import ConversationPage
from desktop_app.ui.chat.welcome import Greeting
from desktop_app.ui.services import Services
from desktop_app.ui.sidebar.sidebar import SEARCH_PAUSE_MS, ConversationSidebar
from desktop_app.ui.widgets.accessibility import tab_reachable
from desktop_app.ui.window.activity_actions import ActivityActions
from desktop_app.ui.window.command_texts import COMMAND_TEXTS
from desktop_app.ui.window.commands import Command, unique_keys
from desktop_app.ui.window.exchange.exchange_actions import ExchangeActions
from desktop_app.ui.window.project_wiring import ProjectWiring
from desktop_app.ui.window.responsive import SidebarCollapse
from desktop_app.ui.window.status_strip import StatusStrip
from desktop_app.ui.window.temporary_conversations import TemporaryConversations
from desktop_app.ui.window.view_help import ViewAndHelp
from desktop_app.ui.window.window_state import WindowMemory, WindowState

__all__ = ["SEARCH_PAUSE_MS", "UNDO_SECONDS", "Composer", "MainWindow"]

UNDO_SECONDS = 10


class MainWindow(QMainWindow):
    """The sidebar (``sidebar.py``) beside the chat (``chat_pane.py``), the menus and their
    keys, and what joins the two: the chosen conversation is shown, a first message names it,
    a deleted one can be brought back for a few seconds."""

    def __init__(self, services: Services, memory: WindowMemory | None = None) -> None:
        """``memory`` keeps where the window was between runs (none: it opens as new)."""
        super().__init__()
        self.services = services
        self.memory = memory
        remembered = memory.load() if memory is not None else WindowState()
        self.resize(1100, 720)  # the screen's free area bounds it when shown (ScreenFit)
        self._shown_once = False
        self._undo: tuple[str, QTimer] | None = None  # the deleted conversation, its time
        self._undo_button: QPushButton | None = None
        self.setStatusBar(StatusStrip(self))  # no blank strip when it has nothing to say

        self.sidebar = ConversationSidebar(services)
        self.sidebar.chosen.connect(self._show_selected)
        self.sidebar.new_requested.connect(self.new_conversation)
        self.chat = ChatPane(services)
        self.chat.send_requested.connect(self.send)
        self.chat.history_grew.connect(self._tab_order)
        self.chat.turn_ended.connect(self.sidebar.refresh_order)
        self.chat.prompt_saved.connect(self.sidebar.refresh_order)  # named, moved up
        self.chat.system_prompt.editingFinished.connect(self._save_system_prompt)
        self.sidebar.refreshed.connect(self._show_title)
        self.chat.display_policy.currentIndexChanged.connect(self._save_display_policy)
        # The widgets by name, as tests and the app reach them.
        self.search = self.sidebar.search
        self.conversations = self.sidebar.conversations
        self.new_button = self.sidebar.new_button
        self.provider = self.chat.provider
        self.system_prompt = self.chat.system_prompt
        self.display_policy = self.chat.display_policy
        self.settings_button = self.chat.settings_button
        self.pages = self.chat.pages
        self.composer = self.chat.composer
        self.send_button = self.chat.send_button
        self.stop_button = self.chat.stop_button

        self.splitter = QSplitter()
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.sidebar)
        self.splitter.addWidget(self.chat)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([remembered.sidebar_width, 840])
        self.setCentralWidget(self.splitter)
        if remembered.geometry:
            self.restoreGeometry(remembered.geometry)
        toggle = self.chat.header.sidebar_toggle
        self.collapse = SidebarCollapse(self, self.splitter, toggle, remembered.sidebar_width)
        self.view_help = ViewAndHelp(self, inspector=services.inspector)
        self.view_help.zoom.set_steps(remembered.zoom)
        self.exchange = ExchangeActions(self, services, self.sidebar.current_id)
        self.exchange.imported.connect(self._imported)
        self.activity = ActivityActions(self)
        self.projects = ProjectWiring(self)
        self.chat.context.open_requested.connect(self.activity.show_conversation)  # branches
        self.commands: dict[str, QAction] = {}
        self._menus: dict[str, QMenu] = {}
        self._actions()
        self.temporary = TemporaryConversations(self)  # Ctrl+Shift+N, kept in memory only
        self.retranslate()
        self.sidebar.refresh()
        if self.sidebar.count() == 0:
            self.chat.welcome.greet(Greeting.FIRST_START)  # nothing was ever written here
            self.new_conversation()
        else:
            row = self.sidebar.model.row_of(remembered.conversation or "")
            # where the person left, else the newest conversation (not a project's row)
            self.sidebar.choose_row(row if row >= 0 else self.sidebar.first_conversation_row())

    def _actions(self) -> None:
        standard = QKeySequence.StandardKey
        for command in (
            Command("new_conversation", "conversation", (standard.New,), self.new_conversation),
            Command("find", "conversation", (standard.Find,), self.chat.find_bar.open_bar),
            Command(
                "find_next", "conversation", (standard.FindNext,), self.chat.find_bar.find_next
            ),
            Command(
                "find_previous",
                "conversation",
                (standard.FindPrevious,),
                self.chat.find_bar.find_previous,
            ),
            Command("search", "conversation", (QKeySequence("Ctrl+Shift+F"),), self.focus_search),
            Command("pin", "conversation", (), self.sidebar.toggle_pin),
            *self.projects.commands(),
            Command("rename", "conversation", (QKeySequence(Qt.Key.Key_F2),), self.rename_current),
            Command(
                "delete",
                "conversation",
                (standard.Delete,),
                self.delete_current,
                scope=self.conversations,
            ),
            Command(
                "undo_delete",
                "conversation",
                (standard.Undo,),
                self.undo_delete,
                scope=self.conversations,
            ),
            Command("export", "conversation", (), self.exchange.export_current),
            Command("import", "conversation", (), self.exchange.import_file),
            Command("backup", "conversation", (), self.exchange.backup.back_up),
            Command("restore", "conversation", (), self.exchange.backup.restore),
            Command(
                "settings",
                "conversation",
                (QKeySequence("Ctrl+,"), standard.Preferences),
                self.services.open_settings,
            ),
            Command("quit", "conversation", (QKeySequence("Ctrl+Q"), standard.Quit), self.close),
            Command(
                "send",
                "message",
                (QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")),
                self.send,
            ),
            Command("stop", "message", (QKeySequence(Qt.Key.Key_Escape),), self._escape),
            Command("focus_composer", "message", (QKeySequence("Ctrl+L"),), self.focus_composer),
            *self.view_help.commands(lambda: self.commands),
            self.activity.command(),
        ):
            action = QAction(self)
            action.setObjectName(command.name)
            action.setShortcuts(unique_keys(command.keys))
            action.setCheckable(command.checkable)
            action.triggered.connect(command.slot)
            if command.scope is not None:
                action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                command.scope.addAction(action)
            else:
                self.addAction(action)
            self.commands[command.name] = action
            menu = self._menus.get(command.menu)
            if menu is None:
                menu = self._menus[command.menu] = self.menuBar().addMenu("")
            elif command.name in ("export", "settings", "quit"):
                menu.addSeparator()
            menu.addAction(action)

    def _tab_order(self) -> None:
        """Sidebar search, conversation list, the chat, the composer, Send; then the rest.

        The chat is every widget of the current page that Tab may reach, in the order they
        are shown; a container that takes no focus itself does not carry its children along,
        so they are listed, and again when the page changes or gains messages."""
        page = self.current_page
        chat = [] if page is None else tab_reachable(page.shown_widgets())
        chain = [
            self.search,
            self.conversations,
            *chat,
            self.composer,
            self.send_button,
            self.stop_button,
            *self.chat.card.tab_chain(),
            self.chat.header.sidebar_toggle,
            self.provider,
            self.chat.header.options_button,
            self.settings_button,
            self.new_button,
        ]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def retranslate(self) -> None:
        """Every text of the window, again, in the current language."""
        self._show_window_title()
        self.sidebar.retranslate()
        self.chat.retranslate()
        self._menus["conversation"].setTitle(self.tr("&Conversation"))
        self._menus["message"].setTitle(self.tr("&Message"))
        self.view_help.retranslate(self.commands, self._menus)
        for name, (text, description) in COMMAND_TEXTS.items():
            self.commands[name].setText(self.tr(text))
            self.commands[name].setToolTip(self.tr(description))
            self.commands[name].setStatusTip(self.tr(description))
        if self._undo_button is not None:
            self._undo_button.setText(self.tr("Undo"))
            self._undo_button.setAccessibleName(self.tr("Undo delete"))
            self._undo_button.setAccessibleDescription(
                self.tr("Brings the deleted conversation back")
            )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def focus_search(self) -> None:
        self.collapse.reveal()  # folded away in a narrow window
        self.sidebar.focus_search()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:  # a person who opens a chat app is about to write
            self._shown_once = True
            self.composer.setFocus(Qt.FocusReason.ActiveWindowFocusReason)
            self.collapse.apply_width()  # now that the splitter has its width

    def focus_composer(self) -> None:
        self.chat.focus_composer()

    def reload_providers(self) -> None:
        self.chat.reload_providers()

    @property
    def current_page(self) -> ConversationPage | None:
        return self.chat.current_page

    @property
    def _pages(self) -> dict[str, ConversationPage]:
        return self.chat._pages

    def page_for(self, conversation_id: str) -> ConversationPage:
        return self.chat.page_for(conversation_id)

    def new_conversation(self) -> None:
        """In the chosen project, with its defaults, if one is chosen (``project_wiring``)."""
        self.projects.new_conversation()

    def rename_current(self) -> None:
        self.sidebar.rename_current()

    def _imported(self, ids: list[str]) -> None:
        self.sidebar.refresh(select=ids[0] if ids else None)

    def delete_current(self) -> None:
        conversation_id = self.sidebar.current_id()
        if conversation_id is None:
            return
        title = self.sidebar.model.title_at(self.conversations.currentIndex().row())
        neighbour = self.sidebar.neighbour_id()
        self.chat.stop_conversation(conversation_id)
        self.services.conversations.delete(conversation_id)
        self._forget_undo()  # an earlier deletion can no longer be undone
        timer = QTimer(self, singleShot=True, interval=UNDO_SECONDS * 1000)
        timer.timeout.connect(self._forget_undo)
        timer.start()
        self._undo = (conversation_id, timer)
        undo = QPushButton()
        undo.clicked.connect(self.undo_delete)
        undo_keys = QKeySequence(QKeySequence.StandardKey.Undo)
        deleted = self.tr("Deleted “%1”. %2 in the list undoes it.")
        deleted = deleted.replace("%2", undo_keys.toString(QKeySequence.SequenceFormat.NativeText))
        deleted = deleted.replace("%1", title)
        self.statusBar().showMessage(deleted, UNDO_SECONDS * 1000)
        self.statusBar().addPermanentWidget(undo)
        self._undo_button = undo
        self.retranslate()  # names the Undo button
        self.sidebar.refresh(select=neighbour)

    def undo_delete(self) -> None:
        if self._undo is None:
            return
        conversation_id, _ = self._undo
        self.services.conversations.restore(conversation_id)
        self._end_undo()
        self.sidebar.refresh(select=conversation_id)

    def _forget_undo(self) -> None:
        """The deletion is final: the conversation's page goes too."""
        if self._undo is not None:
            self.chat.drop_page(self._undo[0])
        self._end_undo()

    def _end_undo(self) -> None:
        if self._undo is not None:
            self._undo[1].stop()
            self._undo[1].deleteLater()
            self._undo = None
        if self._undo_button is not None:
            self.statusBar().removeWidget(self._undo_button)
            self._undo_button.deleteLater()
            self._undo_button = None
        self.statusBar().clearMessage()

    def search_now(self) -> None:
        """Filters the list by the search text without waiting for typing to pause."""
        self.sidebar.search_now()

    def _current_id(self) -> str | None:
        return self.sidebar.current_id()

    def _show_selected(self, conversation_id: str) -> None:
        """Under a search, the conversation opens at the message that matched."""
        hit = self.sidebar.current_hit()
        self.chat.show_conversation(conversation_id, hit)  # a new page is built at the hit
        self._show_title()
        page = self.current_page
        if hit is not None and page is not None:
            page.open_at(hit, self.sidebar.query().split())
        self._tab_order()

    def _show_title(self) -> None:
        self.chat.show_title(self.sidebar.open_title())
        self._show_window_title()

    def _show_window_title(self) -> None:
        """The window, in the task bar and the window list, names the open conversation."""
        title = self.sidebar.open_title()
        app = self.tr("Arroyo")
        self.setWindowTitle(f"{title} \u2014 {app}" if title else app)

    def _save_system_prompt(self) -> None:
        if (conversation_id := self._current_id()) is not None:
            self.services.conversations.set_system_prompt(
                conversation_id, self.system_prompt.text()
            )

    def _save_display_policy(self) -> None:
        conversation_id = self._current_id()
        if conversation_id is not None:
            self.services.conversations.set_display_policy(
                conversation_id, self.display_policy.currentData()
            )

    def send(self) -> None:
        if self.chat.send() is None:
            return
        self._tab_order()  # the new answer's buttons belong to the chat

    def stop(self) -> None:
        self.chat.stop()

    def _escape(self) -> None:
        """Escape closes an open Find bar (focus back to the composer) before it stops anything."""
        if self.chat.find_bar.isVisible():
            self.chat.find_bar.close_bar()
        else:
            self.stop()

    def closeEvent(self, event: QCloseEvent) -> None:
        streaming = self.chat.streaming_pages()
        if streaming:
            answer = QMessageBox.question(
                self,
                self.tr("Quit Arroyo?"),
                self.tr("An answer is still arriving. Quit and stop it?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
            for page in streaming:
                page.stop()
        self._forget_undo()
        self._remember()
        event.accept()

    def _remember(self) -> None:
        if self.memory is not None:
            self.collapse.note_width()
            geometry, steps = bytes(self.saveGeometry().data()), self.view_help.zoom.steps
            state = WindowState(geometry, self.collapse.sidebar_width, self._current_id(), steps)
            self.memory.save(state)
