"""The checkpoint of an answer while it arrives: when it writes, and what (a fake scheduler)."""

from __future__ import annotations

import pytest

from desktop_app.agent.events import DraftCleared, ReasoningDelta, TextDelta, TurnStart
from desktop_app.generation.channels import Channel, TextChannel
from desktop_app.session.checkpoint import INTERVAL, Checkpoint
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database


class FakeSchedule:
    """Holds scheduled callbacks; the test runs them as if their delay had passed."""

    def __init__(self) -> None:
        self.calls: list[tuple[float, object]] = []
        self.cancelled = 0

    def __call__(self, delay, callback):
        entry = [delay, callback, False]
        self.calls.append(entry)  # type: ignore[arg-type]
        schedule = self

        class Handle:
            def cancel(self) -> None:
                if not entry[2]:
                    entry[2] = True
                    schedule.cancelled += 1

        return Handle()

    def fire(self) -> int:
        due = [entry for entry in self.calls if not entry[2]]  # type: ignore[index]
        for entry in due:
            entry[2] = True  # type: ignore[index]
            entry[1]()  # type: ignore[index, operator]
        return len(due)


def update(channel: Channel, so_far: str):
    source = TextChannel(channel)
    return source.append(so_far)


def text(so_far: str) -> TextDelta:
    return TextDelta(update(Channel.ANSWER, so_far))


@pytest.fixture
def store(tmp_path):
    db = Database(tmp_path / "arroyo.db")
    yield ConversationStore(db)
    db.close()


def drafts(store: ConversationStore, conversation_id: str) -> list[tuple[str, str]]:
    return [(m.content, m.reasoning) for m in store.messages(conversation_id) if m.draft]


def test_the_write_is_scheduled_by_the_first_delta_and_never_pushed_back(store):
    conversation = store.create("c")
    schedule = FakeSchedule()
    checkpoint = Checkpoint(store, conversation, schedule=schedule)
    checkpoint.on_event(TurnStart(1, "g1"))
    for so_far in ("A", "A r", "A river"):
        checkpoint.on_event(text(so_far))

    # One write pending, due INTERVAL after the first delta, however many deltas follow:
    # what is stored is never more than INTERVAL behind (the promise is 2 s, write included).
    assert [entry[0] for entry in schedule.calls] == [INTERVAL]
    assert INTERVAL <= 1.5
    assert drafts(store, conversation) == []

    assert schedule.fire() == 1
    assert drafts(store, conversation) == [("A river", "")]

    checkpoint.on_event(ReasoningDelta(update(Channel.REASONING, "hm")))
    checkpoint.on_event(text("A river flows"))
    schedule.fire()
    # The same row, updated: one draft per round.
    assert drafts(store, conversation) == [("A river flows", "hm")]
    assert checkpoint.writes == 2


def test_a_new_round_writes_the_last_of_the_previous_one_and_starts_its_own_row(store):
    conversation = store.create("c")
    schedule = FakeSchedule()
    checkpoint = Checkpoint(store, conversation, schedule=schedule)
    checkpoint.on_event(TurnStart(1, "g1"))
    checkpoint.on_event(text("Looking"))
    checkpoint.on_event(TurnStart(2, "g2"))  # no wait for the timer
    checkpoint.on_event(text("Found"))
    schedule.fire()
    assert drafts(store, conversation) == [("Looking", ""), ("Found", "")]


def test_a_cleared_draft_is_written_empty_and_close_leaves_nothing_scheduled(store):
    conversation = store.create("c")
    schedule = FakeSchedule()
    checkpoint = Checkpoint(store, conversation, schedule=schedule)
    checkpoint.on_event(TurnStart(1, "g1"))
    checkpoint.on_event(text("first attempt"))
    schedule.fire()
    checkpoint.on_event(DraftCleared())
    schedule.fire()
    assert drafts(store, conversation) == [("", "")]
    checkpoint.on_event(text("x"))
    checkpoint.close()
    assert schedule.fire() == 0
