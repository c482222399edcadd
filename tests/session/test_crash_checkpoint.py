"""A real process killed with SIGKILL while an answer arrives: its text comes back."""

from __future__ import annotations

import asyncio

from desktop_app.agent.confirmations import deny_everything
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from tests.net.helpers import endpoint_for, queue
from tests.session.crash import ANSWER, kill_mid_answer
from tests.session.helpers import reopened


def test_after_sigkill_the_turn_reopens_interrupted_with_the_text_received(simulator, tmp_path):
    path = tmp_path / "arroyo.sqlite3"
    conversation_id = kill_mid_answer(simulator, tmp_path)

    database = Database(path)
    try:
        conversations = ConversationStore(database)
        stored = conversations.messages(conversation_id)
        assert [(m.role, m.content, m.draft, m.outcome) for m in stored] == [
            ("user", "Tell me about the river", False, None),
            ("assistant", ANSWER, True, None),  # no outcome: interrupted, not complete
        ]
        assert conversations.search("bends") == []
        session = reopened(database, conversation_id, endpoint_for(simulator, "openai-chat", "x"))
        assert session.trailing_draft() is not None
        # Not sent to the model unless the person chooses Continue.
        assert [m.role for m in session.history().messages] == ["user"]
    finally:
        database.close()


def test_continue_after_a_crash_sends_the_text_received(simulator, tmp_path):
    path = tmp_path / "arroyo.sqlite3"
    conversation_id = kill_mid_answer(simulator, tmp_path)
    database = Database(path)
    try:
        model = queue(simulator, Scenario(script=Script(answer=" Then it rests.")))
        session = reopened(database, conversation_id, endpoint_for(simulator, "openai-chat", model))
        asyncio.run(session.continue_turn("Please continue.", deny_everything))
        said = [(m.role, m.text) for m in session.history().messages]
        assert said[1:] == [
            ("assistant", ANSWER),
            ("user", "Please continue."),
            ("assistant", " Then it rests."),
        ]
    finally:
        database.close()
