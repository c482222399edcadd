"""Which stored messages a page builds: the end, earlier and later pages, around a message."""

from __future__ import annotations

from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.ui.chat.history_window import HistoryWindow


def test_pages_around_a_message_far_back_then_forward_to_the_end(tmp_path):
    database = Database(tmp_path / "a.sqlite3")
    try:
        store = ConversationStore(database)
        conversation_id = store.create("Long")
        ids = [store.add_message(conversation_id, "user", f"m{n}") for n in range(2000)]
        window = HistoryWindow(store, conversation_id, page_size=20)
        end = window.last_page()
        assert [m.id for m in end] == ids[-20:]
        assert window.more_before and not window.more_after
        around = window.around(ids[4])  # message 5 of 2,000
        assert [m.id for m in around] == ids[:19]  # the four before it, fifteen from it on
        assert not window.more_before and window.more_after
        assert window.holds(ids[4]) and not window.holds(ids[19])
        later = window.later_page()
        assert [m.id for m in later] == ids[19:39] and window.more_after
        around = window.around(ids[1000])
        assert [m.id for m in around] == ids[995:1015]  # five before it, fifteen from it on
        assert window.more_before and window.more_after
        earlier = window.earlier_page()
        assert [m.id for m in earlier] == ids[975:995]
        for _ in range(100):  # bounded: 2,000 messages are 100 pages at most
            if not window.more_after:
                break
            window.later_page()
        assert window.latest_id == ids[-1] and not window.more_after
    finally:
        database.close()


def test_earlier_and_later_pages_come_in_steps_smaller_than_the_first_page(tmp_path):
    database = Database(tmp_path / "a.sqlite3")
    try:
        store = ConversationStore(database)
        conversation_id = store.create("Long")
        ids = [store.add_message(conversation_id, "user", f"m{n}") for n in range(30)]
        window = HistoryWindow(store, conversation_id, page_size=10, step=4)
        assert [m.id for m in window.last_page()] == ids[-10:]
        assert [m.id for m in window.earlier_page()] == ids[16:20] and window.more_before
        assert [m.id for m in window.around(ids[10])] == ids[8:18]  # two before, eight from it
        assert [m.id for m in window.later_page()] == ids[18:22] and window.more_after
    finally:
        database.close()
