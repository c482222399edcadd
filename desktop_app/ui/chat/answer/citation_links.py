"""The page's citations: each answer's ``[n]`` marks link to the passages search_knowledge gave
in the same turn (the tool cards between the person's message and the answer; the latest search
first, should two number alike), and a click on one opens the passage panel. Any other link
goes to the person's browser, as before."""

from __future__ import annotations

from PySide6.QtCore import QObject, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QBoxLayout, QWidget

from desktop_app.knowledge.framing import Passage, passages_in
from desktop_app.ui.chat.answer.citations import CITE_SCHEME
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.dialogs.passage_dialog import PassageDialog

SEARCH_TOOL = "search_knowledge"
_USER_BUBBLE = "userBubble"
_TOOL_CARD = "toolCard"


class CitationLinks(QObject):
    def __init__(self, page: QWidget, messages: QBoxLayout) -> None:
        super().__init__(page)
        self.page = page
        self.messages = messages
        self.panel: PassageDialog | None = None

    def attach(self, view: MessageView) -> None:
        view.copies.set_citations(lambda: [p.number for p in self.passages_for(view)])
        view.link_activated.connect(lambda url: self.open(view, url))  # only ever on a click

    def passages_for(self, view: QWidget) -> list[Passage]:
        """The turn's passages, the latest search's first (a number is found once)."""
        found: dict[int, Passage] = {}
        index = self.messages.indexOf(view)
        for at in reversed(range(max(index, 0))):
            item = self.messages.itemAt(at)
            widget = item.widget() if item is not None else None
            if widget is None:
                continue
            if widget.objectName() == _USER_BUBBLE:
                break
            if widget.objectName() == _TOOL_CARD and getattr(widget, "tool", "") == SEARCH_TOOL:
                for passage in passages_in(getattr(widget, "result", "")):
                    found.setdefault(passage.number, passage)
        return [found[number] for number in sorted(found)]

    def open(self, view: QWidget, url: QUrl) -> None:
        if url.scheme() != CITE_SCHEME:
            QDesktopServices.openUrl(url)
            return
        number = int(url.path()) if url.path().isdigit() else -1
        passage = next((p for p in self.passages_for(view) if p.number == number), None)
        if passage is None:
            return
        if self.panel is None:
            self.panel = PassageDialog(self.page)
        self.panel.show_passage(passage)
        self.panel.show()
