"""What a project gives its conversations, seen where it counts: in the request the model gets
(the local simulator) and in the new conversation's row."""

from __future__ import annotations

import asyncio
import json

import pytest

from desktop_app.agent.confirmations import deny_everything
from desktop_app.config.assistants import Assistant
from desktop_app.providers.parameters import Parameters
from desktop_app.session.projects import start_in, system_prompt
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.projects import Project, ProjectStore
from tests.net.helpers import endpoint_for, queue
from tests.session.helpers import session_for


@pytest.fixture
def database(tmp_path):
    db = Database(tmp_path / "arroyo.db")
    yield db
    db.close()


@pytest.mark.parametrize("wire", ["openai-chat", "anthropic"])
def test_the_request_carries_the_project_instructions_before_the_conversations_own(
    database, simulator, wire
):
    model = queue(simulator, Scenario(script=Script(answer="Flowing.")))
    session = session_for(database, endpoint_for(simulator, wire, model))
    conversations = ConversationStore(database)
    conversations.set_system_prompt(session.conversation_id, "Be brief.")
    projects = ProjectStore(database)
    project = projects.create("River", instructions="You answer as a hydrologist.")
    projects.move([session.conversation_id], project)

    asyncio.run(session.send("What is a river?", deny_everything))

    sent = json.dumps(simulator.requests[-1].body)
    assert "You answer as a hydrologist.\\n\\nBe brief." in sent
    projects.move([session.conversation_id], None)  # moved out: the instructions go
    assert "hydrologist" not in json.dumps(asyncio.run(session.history()).system)


def test_either_part_of_the_system_prompt_may_be_empty():
    project = Project("p", "P", instructions="  Cite sources.  ")
    assert system_prompt(project, "") == "Cite sources."
    assert system_prompt(None, "Own.") == "Own."
    assert system_prompt(Project("p", "P"), "Own.") == "Own."


def test_a_new_conversation_takes_the_assistant_then_the_projects_own_defaults(database):
    conversations, projects = ConversationStore(database), ProjectStore(database)
    writer = Assistant(
        name="Writer",
        system_prompt="Write well.",
        provider_id="openai",
        model="gpt-a",
        parameters=Parameters(temperature=0.2, top_p=0.5),
    )
    project_id = projects.create(
        "Book",
        assistant="Writer",
        model="gpt-b",
        parameters_json=Parameters(temperature=0.9).to_json(),
    )
    conversation_id = conversations.create("")
    start_in(conversations, conversation_id, projects.get(project_id), (writer,))
    conversation = conversations.get(conversation_id)
    assert projects.project_of(conversation_id).id == project_id
    assert conversation.system_prompt == "Write well."
    assert (conversation.provider_id, conversation.model) == ("openai", "gpt-b")
    assert Parameters.from_json(conversation.parameters_json) == Parameters(
        temperature=0.9, top_p=0.5
    )
