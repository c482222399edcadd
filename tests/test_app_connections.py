"""The composition root keeps one HTTP client per provider: turns reuse its connection, Stop
closes only the stopped turn's connection, and quitting closes every client."""

from __future__ import annotations

import asyncio
import io

import keyring
import pytest

from desktop_app.agent.confirmations import deny_everything
from desktop_app.app import Application
from desktop_app.cli.asking.headless import AskOptions, ask
from desktop_app.config.settings import ProviderSettings
from desktop_app.generation.outcome import TurnStatus
from desktop_app.generation.prompt import Message, Prompt
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from tests.keyrings import Memory
from tests.net.helpers import TEST_KEY
from tests.net.keepalive_server import ANSWER, KeepAliveServer
from tests.ui.window_harness import wait_until

PROMPT = Prompt(messages=(Message("user", "Hola"),))


@pytest.fixture(params=["chunked", "diff"])
def transport_kind(request):
    return request.param


@pytest.fixture
def server():
    with KeepAliveServer() as made:
        yield made


@pytest.fixture
def application(tmp_path, server, transport_kind):
    database = Database(tmp_path / "arroyo.sqlite3")
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset(
        "openai-compatible", base_url=server.url + "/v1", model="m", transport=transport_kind
    )
    made = Application(database, settings)
    made.session_keys["openai-compatible"] = TEST_KEY
    yield made
    made.close()
    database.close()


def _turn(application: Application):
    conversation_id = ConversationStore(application.database).create("t")
    return application.make_loop(conversation_id, deny_everything)


def test_two_turns_share_one_connection(application, server, qloop, transport_kind):
    first, second = _turn(application), _turn(application)
    assert first.transport is second.transport
    for loop in (first, second):
        result = qloop.run_until_complete(loop.run(PROMPT))
        assert (
            result.outcome.status is TurnStatus.COMPLETED
            and result.prompt.messages[-1].text == ANSWER
        )
    assert server.requests == 2
    if transport_kind == "chunked":
        assert server.accepted == 1  # the second turn reused the first one's connection
    else:  # the snapshot transport's own HTTP stack opens one per turn, and closes it
        qloop.run_until_complete(wait_until(lambda: server.closed_by_client == 2, timeout=10))
        assert server.accepted == 2
    qloop.run_until_complete(application.transports.aclose())


def test_after_stop_the_next_turn_works(application, server, qloop):
    server.modes.extend(["hang", "answer", "answer"])
    stopped = _turn(application)

    async def stop_mid_answer():
        task = asyncio.ensure_future(stopped.run(PROMPT))
        await wait_until(server.hanging.is_set, timeout=10)
        stopped.abort()
        return await asyncio.wait_for(task, 10)

    result = qloop.run_until_complete(stop_mid_answer())
    assert result.outcome.status is TurnStatus.CANCELLED
    qloop.run_until_complete(wait_until(lambda: server.closed_by_client == 1, timeout=10))
    for _ in range(2):  # a new connection for the next turn, then kept for the one after
        loop = _turn(application)
        assert loop.transport is stopped.transport
        result = qloop.run_until_complete(loop.run(PROMPT))
        assert (
            result.outcome.status is TurnStatus.COMPLETED
            and result.prompt.messages[-1].text == ANSWER
        )
    assert server.requests == 3
    qloop.run_until_complete(application.transports.aclose())


def test_a_connection_the_server_closed_is_not_reused(application, server, qloop):
    server.modes.extend(["answer-then-close", "answer"])
    for _ in range(2):
        result = qloop.run_until_complete(_turn(application).run(PROMPT))
        assert (
            result.outcome.status is TurnStatus.COMPLETED
            and result.prompt.messages[-1].text == ANSWER
        )
    assert server.accepted == 2 and server.requests == 2
    qloop.run_until_complete(application.transports.aclose())


def test_quitting_closes_every_connection(application, server, qloop, transport_kind):
    result = qloop.run_until_complete(_turn(application).run(PROMPT))
    assert result.outcome.status is TurnStatus.COMPLETED
    # The entry changes: its next turn gets a new client, and the old one is closed at quit.
    application.settings.update("openai-compatible", model="other")
    application.settings.update("openai-compatible", base_url=server.url + "/v1/")
    result = qloop.run_until_complete(_turn(application).run(PROMPT))
    assert result.outcome.status is TurnStatus.COMPLETED
    assert len(application.transports.open) == 2
    qloop.run_until_complete(application.transports.aclose())
    assert application.transports.open == []
    qloop.run_until_complete(
        wait_until(lambda: server.closed_by_client == server.accepted == 2, timeout=10)
    )


def test_ask_closes_its_connection_at_the_end(tmp_path, server, qloop, transport_kind):
    previous = keyring.get_keyring()
    keyring.set_keyring(Memory())  # no key stored: this provider's key is optional
    options = AskOptions(
        prompt="Hola",
        provider="openai-compatible",
        base_url=server.url + "/v1",
        model="m",
        transport=transport_kind,
        database=tmp_path / "arroyo.sqlite3",
    )
    out = io.StringIO()
    try:
        code = qloop.run_until_complete(ask(options, out=out, stdin=io.StringIO(), err=out))
    finally:
        keyring.set_keyring(previous)
    assert code == 0 and ANSWER in out.getvalue()
    qloop.run_until_complete(
        wait_until(lambda: server.closed_by_client == server.accepted == 1, timeout=10)
    )
