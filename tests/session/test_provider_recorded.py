"""Each conversation keeps the provider entry and the model its turns go to (real SQLite)."""

from __future__ import annotations

import asyncio
import dataclasses

import pytest

from desktop_app.agent.confirmations import deny_everything
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from tests.net.helpers import endpoint_for, queue
from tests.session.helpers import session_for


@pytest.fixture
def database(tmp_path):
    db = Database(tmp_path / "arroyo.db")
    yield db
    db.close()


def test_the_provider_and_model_of_the_latest_turn_are_stored(database, simulator):
    first = queue(simulator, Scenario(script=Script(answer="One.")))
    second = queue(simulator, Scenario(script=Script(answer="Two.")))
    endpoint = dataclasses.replace(
        endpoint_for(simulator, "openai-chat", first), provider_id="office-proxy"
    )
    session = session_for(database, endpoint)
    conversations = ConversationStore(database)
    assert conversations.get(session.conversation_id).provider_id is None  # no turn yet
    asyncio.run(session.send("Hola", deny_everything))
    stored = conversations.get(session.conversation_id)
    assert (stored.provider_id, stored.model) == ("office-proxy", first)

    # The person picks another model for the same conversation: the next turn records it.
    moved = dataclasses.replace(endpoint, model=second, provider_id="ollama")
    session._make_loop = session_for(database, moved)._make_loop
    asyncio.run(session.send("Otra vez", deny_everything))
    stored = conversations.get(session.conversation_id)
    assert (stored.provider_id, stored.model) == ("ollama", second)


def test_a_conversation_stored_before_providers_were_kept_reads_as_unknown(database):
    conversations = ConversationStore(database)
    conversation_id = conversations.create("Old one")
    stored = conversations.get(conversation_id)
    assert (stored.provider_id, stored.model) == (None, None)
    conversations.set_provider(conversation_id, "anthropic", "claude-sonnet-4-5")
    assert conversations.get(conversation_id).provider_id == "anthropic"
