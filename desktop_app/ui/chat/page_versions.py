"""Edit, Regenerate and the version switcher on a conversation page.

Each stored message the page builds gets its actions below it (``message_actions.py``), and so
does the turn just written once it is stored. What they ask for is done by the conversation
service (``ChatSession.edit_prompt``, ``regenerate_prompt``, ``switch_version``); the page then
shows the branch now active, built anew from the store, and runs the turn if one starts.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from concurrent.futures import Future
from typing import Protocol

import shiboken6
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop_app.generation.prompt import Prompt
from desktop_app.session.chat_session import ChatSession
from desktop_app.store.conversations import ConversationStore, StoredMessage, Versions
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.chat.follow_scroll import FollowScroll
from desktop_app.ui.chat.history_window import HistoryWindow
from desktop_app.ui.chat.message_actions import Kind, MessageActions, MessageEditor, kind_of
from desktop_app.ui.chat.page_inspection import PageInspection


class VersionsPage(Protocol):
    """What Edit, Regenerate and the switcher work with on the page that holds them: its
    session, the widgets built for stored messages, and how it rebuilds and runs a turn."""

    conversation_id: str
    session: ChatSession
    follow: FollowScroll
    inspection: PageInspection
    _view: MessageView | None
    _last_prompt_text: str
    _messages: QVBoxLayout
    _built: dict[int, QWidget]
    _history: HistoryWindow

    @property
    def busy(self) -> bool: ...

    def shown_widgets(self) -> list[QWidget]: ...

    def _rebuild(self, window: Callable[[], list]) -> None: ...

    def _launch(
        self,
        view: MessageView | None,
        prompt: Callable[[], Awaitable[Prompt]],
        saved: Future[bool] | None = None,
    ) -> None: ...


class PageVersions:
    def __init__(self, page: VersionsPage) -> None:
        self._page = page
        self._live_bubble: QWidget | None = None
        self._room: QWidget | None = None  # under it, the room its actions will take
        self.editor: MessageEditor | None = None
        # A turn started by Edit or Regenerate: built anew from the store once it is saved, so
        # the versions it made show their switcher wherever they begin (a tool round too).
        self._rebuild_when_saved = False
        # What a message's menu asks for beyond versions (``context/page.py`` sets them).
        self.on_clear_context: Callable[[int], None] = lambda message_id: None
        self.on_branch: Callable[[int], None] = lambda message_id: None

    @property
    def _store(self) -> ConversationStore:
        return self._page.session.conversations

    def bars(self) -> list[MessageActions]:
        """The actions shown, in the order of the messages."""
        shown = self._page.shown_widgets()
        return [widget for widget in shown if isinstance(widget, MessageActions)]

    # -- painting -----------------------------------------------------------------------------

    def decorate(self, messages: list[StoredMessage]) -> None:
        """Actions under each message of ``messages`` the page has built."""
        if not messages:
            return
        versions = self._store.versions_in(self._page.conversation_id)
        inspection = self._page.inspection
        for message in messages:
            widget = self._page._built.get(message.id)
            if widget is None:
                continue
            recorded = inspection.recorded(message)
            kind = kind_of(message) or (Kind.ROUND if recorded else None)
            if kind is None:
                continue
            if kind is Kind.ROUND and message.id not in versions and not recorded:
                continue  # a tool round offers nothing but its versions
            self._add_bar(widget, message.id, kind, versions.get(message.id), recorded)

    @property
    def live_bubble(self) -> QWidget | None:
        """The person's message of the turn being written."""
        return self._live_bubble

    @live_bubble.setter
    def live_bubble(self, bubble: QWidget | None) -> None:
        self._live_bubble = bubble
        self.release_room()
        if bubble is not None:
            self._hold_room(bubble)

    def _hold_room(self, bubble: QWidget) -> None:
        """Keeps, under the message being sent, the height its actions will take once it is
        stored: they come when the turn ends, and the answer below moved down by them then."""
        column = self._page._messages.parentWidget()
        sized = MessageActions(0, Kind.YOURS, None, column)
        room = QWidget(column)
        room.setFixedHeight(sized.sizeHint().height())
        sized.deleteLater()
        layout = self._page._messages
        layout.insertWidget(layout.indexOf(bubble) + 1, room)
        self._room = room

    def release_room(self) -> None:
        room, self._room = self._room, None
        if room is not None and shiboken6.isValid(room):  # gone with a page painted anew
            self._page._messages.removeWidget(room)
            room.deleteLater()

    def turn_ended(self) -> None:
        """The turn just written, now stored, gets the actions a reopened one would have."""
        page, bubble = self._page, self.live_bubble
        self.live_bubble = None  # its room goes: the actions take it, in the same pass
        if self._rebuild_when_saved:
            self._rebuild_when_saved = False
            page._view = None  # painted again from the store, as it was saved
            self._show_active_branch(follow=page.follow.following)
            return
        user_id = page.session.last_user_message_id()
        if bubble is not None and user_id and page._messages.indexOf(bubble) >= 0:
            page._built[user_id] = bubble
            self._add_bar(bubble, user_id, Kind.YOURS, self._store.versions_of(user_id))
        recent = self._store.recent_messages(page.conversation_id, 1)
        view = page._view
        if view is None or not recent:
            return
        answer = recent[-1]
        recorded = page.inspection.recorded(answer, just_written=True)
        if kind_of(answer) is not Kind.ANSWER:
            if recorded:  # failed or cut off: nothing to offer but what was sent and received
                self._add_bar(view, answer.id, Kind.ROUND, None, recorded)
            return
        page._built[answer.id] = view
        versions = self._store.versions_of(answer.id)
        self._add_bar(view, answer.id, Kind.ANSWER, versions, recorded)

    def _add_bar(
        self,
        widget: QWidget,
        message_id: int,
        kind: Kind,
        versions: Versions | None,
        inspectable: bool = False,
    ) -> MessageActions:
        column = self._page._messages.parentWidget()  # the bar is laid out there
        bar = MessageActions(message_id, kind, versions, column, inspectable=inspectable)
        bar.follow(widget)
        if isinstance(widget, MessageView):  # the answer's Copy shows with the actions below
            widget.copy_reveal.watch(bar)
        bar.copy_requested.connect(lambda message_id, b=bar: self.copy(b, message_id))
        bar.inspect_requested.connect(self._page.inspection.inspect)
        bar.edit_requested.connect(self.open_editor)
        bar.regenerate_requested.connect(self.regenerate)
        bar.version_requested.connect(self.show_version)
        bar.clear_context_requested.connect(lambda message_id: self.on_clear_context(message_id))
        bar.branch_requested.connect(lambda message_id: self.on_branch(message_id))
        layout = self._page._messages
        layout.insertWidget(layout.indexOf(widget) + 1, bar)
        return bar

    def _bar_of(self, message_id: int) -> MessageActions | None:
        return next((bar for bar in self.bars() if bar.message_id == message_id), None)

    # -- what the actions do ------------------------------------------------------------------

    def copy(self, bar: MessageActions, message_id: int) -> None:
        """The message's text, as stored, on the clipboard; its Copy shows a tick."""
        message = self._store.message(message_id)
        if message is not None:
            QGuiApplication.clipboard().setText(message.content)
            bar.copied()

    def open_editor(self, message_id: int) -> None:
        """The message becomes an editor in place, with its text; the bubble waits hidden."""
        page = self._page
        bubble = page._built.get(message_id)
        message = self._store.message(message_id)
        if page.busy or bubble is None or message is None:
            return
        self.close_editor()
        editor = MessageEditor(message_id, message.content, page._messages.parentWidget())
        editor.submitted.connect(self.edit)
        editor.cancelled.connect(self.close_editor)
        bar = self._bar_of(message_id)
        for hidden in (bubble, bar):
            if hidden is not None:
                hidden.hide()
        page._messages.insertWidget(page._messages.indexOf(bubble), editor)
        self.editor = editor
        editor.text_edit.setFocus()

    def close_editor(self) -> None:
        """Cancel: the message shows again as it was."""
        editor, self.editor = self.editor, None
        if editor is None:
            return
        page = self._page
        page._messages.removeWidget(editor)
        editor.hide()
        editor.deleteLater()
        bubble = page._built.get(editor.message_id)
        for shown in (bubble, self._bar_of(editor.message_id)):
            if shown is not None:
                shown.show()

    def edit(self, message_id: int, text: str) -> bool:
        """The message said as ``text``: a new version, and the turn it starts."""
        page = self._page
        text = text.strip()
        if not text or page.busy:
            return False
        page.session.apply_edit(message_id, text)
        self.editor = None  # it goes with the rebuild
        page._last_prompt_text = text
        self._show_active_branch()
        page._launch(None, page.session.history)
        self._rebuild_when_saved = page.busy
        return True

    def regenerate(self, answer_id: int) -> bool:
        """The model asked again for this answer, which is kept as a previous version."""
        page = self._page
        if page.busy:
            return False
        page.session.set_aside(answer_id)
        self._show_active_branch()
        page._launch(None, page.session.history)
        self._rebuild_when_saved = page.busy
        return True

    def show_version(self, message_id: int, step: int = 0) -> bool:
        """The branch of that version is shown (and sent from now on); the switcher keeps the
        keyboard focus, on the same arrow when there are more versions that way."""
        page = self._page
        if page.busy:
            return False
        page.session.switch_version(message_id)
        self._show_active_branch(follow=False)
        bar = self._bar_of(message_id)
        if bar is None:  # far back: the messages around it are built instead
            page._rebuild(lambda: page._history.around(message_id))
            bar = self._bar_of(message_id)
        if bar is not None:
            page.follow.reveal(bar)
            ahead = bar.previous_button if step < 0 else bar.next_button
            behind = bar.next_button if step < 0 else bar.previous_button
            (ahead if ahead.isEnabled() else behind).setFocus()
        return True

    def _show_active_branch(self, *, follow: bool = True) -> None:
        page = self._page
        page._rebuild(page._history.last_page)
        if follow:
            page.follow.follow()
