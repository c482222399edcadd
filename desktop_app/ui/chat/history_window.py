"""Which stored messages of a conversation are built on its page: a window over its history.

A conversation opens at its end (the last ``page_size`` messages); "Show earlier messages"
(or scrolling near the top) adds the ``step`` messages before the first one built. Opened at a
message far back (a search hit), the window is the messages around it, and "Show later
messages" adds the steps after it, until the end is reached again. Building 2,000 messages to
show the fifth would freeze the window.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.store.conversations import ConversationStore, StoredMessage


@dataclass
class HistoryWindow:
    store: ConversationStore
    conversation_id: str
    page_size: int
    step: int = 0  # messages added by each earlier or later page; 0: a whole page
    earliest_id: int | None = None  # the first message built; None: none yet
    latest_id: int | None = None  # the last message built
    more_before: bool = False
    more_after: bool = False  # False: built up to the end, what is sent now follows

    def last_page(self) -> list[StoredMessage]:
        """The window is the conversation's end."""
        page = self.store.recent_messages(self.conversation_id, self.page_size + 1)
        self.more_before = len(page) > self.page_size
        page = page[-self.page_size :]
        self.more_after = False
        self._bounds(page)
        return page

    def earlier_page(self) -> list[StoredMessage]:
        """The page before the first message built (to put above it)."""
        step = self.step or self.page_size
        page = self.store.recent_messages(
            self.conversation_id, step + 1, before_id=self.earliest_id
        )
        self.more_before = len(page) > step
        page = page[-step:]
        if page:
            self.earliest_id = page[0].id
        return page

    def later_page(self) -> list[StoredMessage]:
        """The page after the last message built (to put below it)."""
        start = (self.latest_id or 0) + 1
        step = self.step or self.page_size
        page = self.store.messages_from(self.conversation_id, start, step + 1)
        self.more_after = len(page) > step
        page = page[:step]
        if page:
            self.latest_id = page[-1].id
        return page

    def around(self, message_id: int) -> list[StoredMessage]:
        """A quarter of a page before ``message_id``, then the message and the rest of the
        page after it: the message is shown at the top of the view, and the reader reads on
        from there."""
        before_count = self.page_size // 4
        after_count = self.page_size - before_count  # the message included
        before = self.store.recent_messages(
            self.conversation_id, before_count + 1, before_id=message_id
        )
        after = self.store.messages_from(self.conversation_id, message_id, after_count + 1)
        self.more_before = len(before) > before_count
        self.more_after = len(after) > after_count
        page = before[max(len(before) - before_count, 0) :] + after[:after_count]
        self._bounds(page)
        return page

    def holds(self, message_id: int) -> bool:
        """Whether the message is inside the window built."""
        if self.earliest_id is None or self.latest_id is None:
            return False
        return self.earliest_id <= message_id <= self.latest_id

    def _bounds(self, page: list[StoredMessage]) -> None:
        self.earliest_id = page[0].id if page else None
        self.latest_id = page[-1].id if page else None
