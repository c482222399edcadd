"""The window's sidebar: a New button (and New project), the search field and the list.

The list: the projects first, each folding open on its conversations, and the archived ones
under an "Archived" fold; then the conversations in no project, pinned first, then grouped by
the day of their last activity (Today, Yesterday, Previous 7 days, Older), one line each (rows:
``project_rows``; what projects offer: ``project_menus``). Under a search: the conversations
with a match, each with a snippet of its best match, and "No matches".
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from PySide6.QtCore import QModelIndex, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.session.chat_session import first_line
from desktop_app.store import worker
from desktop_app.store.conversations import Conversation, SearchHit
from desktop_app.store.projects import ProjectStore
from desktop_app.ui.services import Services
from desktop_app.ui.sidebar.conversation_delegate import ConversationDelegate
from desktop_app.ui.sidebar.conversation_groups import Group
from desktop_app.ui.sidebar.conversation_list import ConversationListModel, ListRow, RowKind
from desktop_app.ui.sidebar.conversation_view import ConversationView
from desktop_app.ui.sidebar.project_menus import ProjectMenus
from desktop_app.ui.sidebar.project_rows import Listing, Words, listed_rows
from desktop_app.ui.sidebar.rename_dialog import RenameDialog
from desktop_app.ui.sidebar.search_field import SearchField
from desktop_app.ui.theme.icons import Icon, wear

# A conversation created before titles were left empty for the window to name was stored
# with this English title; it still counts as untitled.
UNTITLED = ("", "New conversation")

SEARCH_PAUSE_MS = 150


class ConversationSidebar(QWidget):
    """Lists the stored conversations (those the search finds, when there is a search) and
    says which one is chosen; renames the chosen one."""

    chosen = Signal(str)  # a conversation id: show it
    new_requested = Signal()
    refreshed = Signal()  # listed again: titles may have changed
    new_in_project = Signal(str)  # a project's id: a new conversation in it
    export_project = Signal(str)  # a project's id

    def __init__(
        self,
        services: Services,
        parent: QWidget | None = None,
        *,
        clock: Callable[[], float] = time.time,
    ) -> None:
        super().__init__(parent)
        self.services = services
        self.clock = clock  # which day is "Today"
        self._chosen: tuple[str, int | None] | None = None  # what was last said to be chosen
        self.search = SearchField()
        # The list follows the search once typing pauses, not at every key: a search over a big
        # history, and opening its first hit, would otherwise be redone for each letter.
        self._search_pause = QTimer(self)
        self._search_pause.setSingleShot(True)
        self._search_pause.setInterval(SEARCH_PAUSE_MS)
        self._search_pause.timeout.connect(self.search_now)
        self.search.textChanged.connect(self._search_pause.start)
        self.search.textChanged.connect(self._search_cleared)  # after: it stops the pause
        self._refreshing = False
        self._search_task: asyncio.Task[None] | None = None
        self.projects = ProjectStore(services.conversations.database)
        self.archive_open = False  # the Archived fold
        self.menus = ProjectMenus(self, self.new_in_project.emit, self.export_project.emit)
        self.model = ConversationListModel(self)
        # Queued: the list is made again once the drop is over, not inside it.
        self.model.moved.connect(self._moved, Qt.ConnectionType.QueuedConnection)
        self.conversations = ConversationView()
        self.conversations.setModel(self.model)
        self.conversations.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        delegate = ConversationDelegate(self.conversations)
        delegate.new_in_project.connect(self.new_in_project)
        self.conversations.setItemDelegate(delegate)
        # Conversations are dragged onto a project, or onto one in no project to take them out.
        self.conversations.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.conversations.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.conversations.setDragDropOverwriteMode(True)  # onto a row, never between two
        self.conversations.setDropIndicatorShown(True)
        self.conversations.setWordWrap(False)
        # Rows show hover and selection themselves (rounded, from the tokens): no box round them.
        self.conversations.setFrameShape(QFrame.Shape.NoFrame)
        self.conversations.setMouseTracking(True)
        self.conversations.viewport().setAttribute(Qt.WidgetAttribute.WA_Hover)
        # Titles are cut short with an ellipsis; after a zoom the rows' old width made the list
        # scroll sideways by a few pixels.
        self.conversations.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.conversations.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.conversations.customContextMenuRequested.connect(self.menus.context_menu)
        self.no_matches = QLabel()
        self.no_matches.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.no_matches.hide()
        self.conversations.selectionModel().currentChanged.connect(self._show_selected)
        # A hit is chosen by a click or Enter, also on the row already current (the open
        # conversation, listed by the search, opens at its matching message).
        self.conversations.clicked.connect(self._show_selected)
        self.conversations.activated.connect(self._show_selected)
        self.conversations.clicked.connect(self.menus.fold)
        self.conversations.activated.connect(self.menus.fold_by_key)
        self.search.returnPressed.connect(self.choose_hit)
        self.conversations.doubleClicked.connect(self._double_clicked)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(lambda _checked=False: self.new_requested.emit())
        wear(self.new_button, Icon.NEW_CONVERSATION)
        self.new_project_button = QToolButton()
        self.new_project_button.clicked.connect(lambda _checked=False: self.menus.new_project())
        wear(self.new_project_button, Icon.FOLDER)
        side = QVBoxLayout(self)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button, 1)
        buttons.addWidget(self.new_project_button)
        side.addLayout(buttons)
        side.addWidget(self.search)
        side.addWidget(self.no_matches)
        side.addWidget(self.conversations)

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search conversations"))
        self.search.setAccessibleName(self.tr("Search conversations"))
        self.search.setAccessibleDescription(
            self.tr("Shows the conversations whose title or answers contain the words")
        )
        self.conversations.setAccessibleName(self.tr("Conversations"))
        self.conversations.setAccessibleDescription(
            self.tr("F2 renames the chosen conversation; Delete deletes it")
        )
        self.new_button.setText(self.tr("New conversation"))
        self.new_button.setAccessibleName(self.tr("New conversation"))
        self.new_button.setAccessibleDescription(self.tr("Starts an empty conversation"))
        self.new_project_button.setToolTip(self.tr("New project"))
        self.new_project_button.setAccessibleName(self.tr("New project"))
        self.new_project_button.setAccessibleDescription(
            self.tr("A project holds conversations with shared instructions and defaults")
        )
        self.no_matches.setText(self.tr("No matches"))
        self._group_names = {
            Group.TEMPORARY: self.tr("Temporary"),
            Group.PINNED: self.tr("Pinned"),
            Group.TODAY: self.tr("Today"),
            Group.YESTERDAY: self.tr("Yesterday"),
            Group.PREVIOUS_WEEK: self.tr("Previous 7 days"),
            Group.OLDER: self.tr("Older"),
        }
        if self.count():
            self.refresh()  # untitled conversations are named in the new language

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    def rename_current(self) -> None:
        row = self.conversations.currentIndex().row()
        if row < 0 or self.model.row_at(row).kind is RowKind.ARCHIVE:
            return
        if self.model.row_at(row).kind is RowKind.PROJECT:
            self.menus.rename(self.model.id_at(row))
            return
        conversation_id = self.model.id_at(row)

        def renamed(title: str) -> None:
            self.services.conversations.rename(conversation_id, title)
            self.refresh(select=conversation_id)

        dialog = RenameDialog(
            self.window(),
            caption=self.tr("Rename conversation"),
            label=self.tr("Title:"),
            title=self.model.title_at(row),
            renamed=renamed,
        )
        dialog.open()  # window-modal, without a nested event loop

    def refresh(self, *_: object, select: str | None = None) -> None:
        """Lists again (keeping the choice, or choosing ``select``); says what is chosen only
        when that changed. With a search, the list and the full-text search run on the database
        thread and the list follows when they are done; the latest search wins."""
        query = self.query()
        if not query:
            self._search_task = None  # a search still under way no longer applies
            self._show(self._listed_rows(), select)
            return
        self._search_task = asyncio.ensure_future(self._search(query, select))

    async def _search(self, query: str, select: str | None) -> None:
        listed, hits = await worker.run(self._find, query)
        if self._search_task is not asyncio.current_task():
            return  # typed on, cleared or refreshed since: that one shows
        self._search_task = None
        self._show(self._found_rows(query, listed, hits), select)

    def _find(self, query: str) -> tuple[list[Conversation], dict[str, SearchHit]]:
        conversations = self.services.conversations
        hits: dict[str, SearchHit] = {}
        for hit in conversations.search(query):
            hits.setdefault(hit.conversation_id, hit)  # the first is the best
        return conversations.list(), hits

    @property
    def searching(self) -> bool:
        return self._search_task is not None and not self._search_task.done()

    def _show(self, rows: list[ListRow], select: str | None) -> None:
        current = select or self.current_id() or (self._chosen[0] if self._chosen else None)
        self._refreshing = True  # the choice is said once, below, not at each step
        try:
            self.model.set_rows(rows)
            row = self.model.row_of(current) if current is not None else -1
            if row >= 0:
                self.choose_row(row)
        finally:
            self._refreshing = False
        self.no_matches.setVisible(bool(self.query()) and not self.count())
        if self.query() and not select:
            # Search results: the open conversation stays open (marked when it is listed)
            # until the person chooses a hit.
            self.refreshed.emit()
            return
        if row < 0 and self.count():
            self.choose_row(self.first_conversation_row())
        if not self.count():
            self._chosen = None  # nothing is chosen: whatever is listed next is said
        self._show_selected(self.conversations.currentIndex())
        self.refreshed.emit()

    def choose_hit(self) -> None:
        """Enter in the search field: the marked result opens, else the first."""
        row = max(self.conversations.currentIndex().row(), 0)
        if row < self.count():
            self.choose_row(row)
            self._show_selected(self.model.index(row))

    def refresh_order(self, *_: object) -> None:
        """Something was said in a conversation: the list follows the activity. Under a
        search the results stay as they are: the conversation being written in may not be
        one of them, and the choice must not move away from it."""
        if not self.query():
            self.refresh()

    def query(self) -> str:
        return self.search.text().strip()

    def current_hit(self) -> int | None:
        """The stored message the chosen row's snippet is from (under a search)."""
        row = self.conversations.currentIndex().row()
        return self.model.row_at(row).hit_message_id if row >= 0 else None

    def neighbour_id(self) -> str | None:
        """The row after the chosen one, or before it when it is the last: what to choose
        once the chosen one is gone."""
        row = self.conversations.currentIndex().row()
        for other in (*range(row + 1, self.count()), *range(row - 1, -1, -1)):
            if row >= 0 and self.model.row_at(other).kind is RowKind.CONVERSATION:
                return self.model.id_at(other)
        return None

    def toggle_pin(self) -> None:
        conversation_id = self.current_id()
        if conversation_id is None:
            return
        conversation = self.services.conversations.get(conversation_id)
        pinned = conversation is not None and conversation.pinned
        self.services.conversations.set_pinned(conversation_id, not pinned)
        self.refresh(select=conversation_id)

    def _found_rows(
        self, query: str, listed: list[Conversation], hits: dict[str, SearchHit]
    ) -> list[ListRow]:
        rows = []
        for c in listed:
            found = hits.get(c.id)
            if found is not None or query.lower() in self._title(c).lower():
                rows.append(
                    ListRow(
                        c.id,
                        self._title(c),
                        snippet=found.snippet if found else "",
                        hit_message_id=found.message_id if found else None,
                        pinned=c.pinned,
                        temporary=c.is_temporary,
                    )
                )
        return rows

    def _listed_rows(self) -> list[ListRow]:
        listing = Listing(
            self.services.conversations.list(),
            self.projects.list(),
            self.projects.list(archived=True),
            self.projects.memberships(),
            self.archive_open,
        )
        words = Words(self.tr("Projects"), self.tr("Archived"), self._group_names, self._title)
        return listed_rows(listing, words, self.clock())

    def _search_cleared(self, text: str) -> None:
        if not text:  # the clear button, or Escape: the whole list at once
            self.search_now()

    def _title(self, conversation: Conversation) -> str:
        title = first_line(conversation.title)
        return self.tr("New conversation") if title in UNTITLED else title

    def search_now(self) -> None:
        """Filters the list by the search text without waiting for typing to pause."""
        self._search_pause.stop()
        self.refresh()

    def count(self) -> int:
        return self.model.rowCount()

    def choose_row(self, row: int) -> None:
        self.conversations.setCurrentIndex(self.model.index(row))

    def current_id(self) -> str | None:
        """The chosen conversation; None when nothing, or a project, is chosen."""
        row = self.conversations.currentIndex().row()
        if row < 0 or self.model.row_at(row).kind is not RowKind.CONVERSATION:
            return None
        return self.model.id_at(row)

    def open_title(self) -> str:
        """The title to show for the open conversation: the chosen row's, or, while a
        project's row is chosen, that of the conversation last chosen (still open)."""
        row = self.conversations.currentIndex().row()
        if row >= 0 and self.model.row_at(row).kind is RowKind.CONVERSATION:
            return self.model.title_at(row)
        if row < 0 or self._chosen is None:
            return ""
        conversation = self.services.conversations.get(self._chosen[0])
        return self._title(conversation) if conversation is not None else ""

    def selected_project(self) -> str | None:
        """The chosen project's id, when a project's row is chosen."""
        row = self.conversations.currentIndex().row()
        if row < 0 or self.model.row_at(row).kind is not RowKind.PROJECT:
            return None
        return self.model.id_at(row)

    def first_conversation_row(self) -> int:
        rows = range(self.count())
        found = (n for n in rows if self.model.row_at(n).kind is RowKind.CONVERSATION)
        return next(found, 0)

    def _moved(self, conversation_ids: list[str], project_id: str | None) -> None:
        self.menus.move(conversation_ids, project_id)

    def _double_clicked(self, index: QModelIndex) -> None:
        if index.isValid() and self.model.row_at(index.row()).kind is RowKind.CONVERSATION:
            self.rename_current()

    def _show_selected(self, index: QModelIndex, *_: object) -> None:
        if not index.isValid() or self._refreshing:
            return
        if self.model.row_at(index.row()).kind is not RowKind.CONVERSATION:
            return
        chosen = (self.model.id_at(index.row()), self.current_hit())
        if chosen != self._chosen:  # a refresh that changed nothing moves nothing
            self._chosen = chosen
            self.chosen.emit(chosen[0])
