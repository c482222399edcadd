"""The window's part in knowledge bases: the Knowledge bases dialog (Conversation menu), and
which bases the chosen conversation searches (beside its project's, from the project dialog).

While the window is open, an indexed base's folders are looked at again every two minutes and
only what changed is indexed (``knowledge.indexer``: a file whose size and time are unchanged is
not read). Measured on 526 files (3,556 passages): about 28 ms off the window's thread when
nothing changed, 38 ms with one file changed; a QFileSystemWatcher would need a watch per
folder of every tree, and still a walk to learn what changed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.paths import data_dir
from desktop_app.session.knowledge_library import IndexState, KnowledgeLibrary
from desktop_app.store.knowledge.links import KnowledgeLinks
from desktop_app.ui.chat.chat_pane import ChatPane
from desktop_app.ui.dialogs.knowledge_indexing import IndexJob
from desktop_app.ui.services import Services
from desktop_app.ui.sidebar.sidebar import ConversationSidebar
from desktop_app.ui.window.commands import Command

if TYPE_CHECKING:  # the dialog is imported when first opened, not with the window
    from desktop_app.ui.dialogs.knowledge_dialog import KnowledgeDialog

LOOK_AGAIN_MS = 120_000


class Window(Protocol):
    @property
    def services(self) -> Services: ...
    @property
    def sidebar(self) -> ConversationSidebar: ...
    @property
    def chat(self) -> ChatPane: ...


class KnowledgeWiring(QObject):
    def __init__(self, window: Window) -> None:
        super().__init__()
        self.window = window
        self.library = KnowledgeLibrary(data_dir() / "knowledge", window.services.settings)
        self.links = KnowledgeLinks(window.services.conversations.database)
        self.dialog: KnowledgeDialog | None = None
        self.chooser: BasesChooser | None = None
        self.background: IndexJob | None = None  # the look again of an indexed base
        self._waiting: list[str] = []
        self.timer = QTimer(window if isinstance(window, QObject) else None)
        self.timer.setInterval(LOOK_AGAIN_MS)
        self.timer.timeout.connect(self.look_again)
        self.timer.start()
        options = window.chat.header.options  # the conversation's options offer the choice too
        options.knowledge_button.clicked.connect(options.close)
        options.knowledge_button.clicked.connect(self.choose_for_conversation)

    def commands(self) -> tuple[Command, ...]:
        return (
            Command("knowledge_bases", "conversation", (), self.open_bases),
            Command("conversation_knowledge", "conversation", (), self.choose_for_conversation),
        )

    def _parent(self) -> QWidget:
        return self.window.sidebar.window()

    def look_again(self) -> None:
        """Indexes again what changed in every base that was up to date, one after another;
        never beside the dialog's own run."""
        busy = self.dialog is not None and self.dialog.job is not None and self.dialog.job.running
        if busy or (self.background is not None and self.background.running):
            return
        self._waiting = [r.name for r in self.library.rows() if r.state is IndexState.INDEXED]
        self._next()

    def _next(self) -> None:
        if not self._waiting or self.dialog is not None:
            return
        self.background = IndexJob(self.library, self._waiting.pop(0), self)
        self.background.paused_state = IndexState.INDEXED
        self.background.ended.connect(lambda _state: self._next())
        self.background.start()

    def open_bases(self) -> KnowledgeDialog:
        if self.background is not None and self.background.running:
            self.background.pause()  # the dialog's runs go first; the next look goes on
        if self.dialog is None:
            from desktop_app.ui.dialogs.knowledge_dialog import KnowledgeDialog

            self.dialog = KnowledgeDialog(self.library, self.links, self._parent())
            self.dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.dialog.destroyed.connect(self._dialog_gone)
        self.dialog.show()
        return self.dialog

    def _dialog_gone(self) -> None:
        self.dialog = None

    def choose_for_conversation(self) -> BasesChooser | None:
        conversation_id = self.window.sidebar.current_id()
        if conversation_id is None:
            return None
        chooser = BasesChooser(
            self.library.names(), self.links.of_conversation(conversation_id), self._parent()
        )
        self.chooser = chooser

        def chosen() -> None:
            self.links.set_conversation(conversation_id, chooser.chosen())

        chooser.accepted.connect(chosen)
        chooser.finished.connect(self._chooser_closed)
        chooser.open()
        return chooser

    def _chooser_closed(self) -> None:
        self.chooser = None


class BasesChooser(QDialog):
    """The knowledge bases one conversation searches (its project's are searched too)."""

    def __init__(self, names: list[str], chosen: list[str], parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("conversationKnowledge")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.list = QListWidget(self)
        for name in names:
            item = QListWidgetItem(name, self.list)
            state = Qt.CheckState.Checked if name in chosen else Qt.CheckState.Unchecked
            item.setCheckState(state)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.list)
        layout.addWidget(buttons)
        self.setWindowTitle(self.tr("Knowledge bases of this conversation"))
        self.note.setText(
            self.tr("The model may search these bases in this conversation, and its project's.")
            if names
            else self.tr("There is no knowledge base yet: add one from Knowledge bases…")
        )

    def chosen(self) -> list[str]:
        items = map(self.list.item, range(self.list.count()))
        return [item.text() for item in items if item.checkState() == Qt.CheckState.Checked]
