"""A process that starts a turn and streams until it is killed: ``python -m
tests.session.crash_child DATABASE SIMULATOR_URL MODEL``. It prints the conversation's id, then
waits on the model, which the test has told to stall after some text."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from desktop_app.agent.confirmations import deny_everything
from desktop_app.providers.requests import Endpoint
from desktop_app.store.database import Database
from tests.session.helpers import session_for


def main(database_path: str, simulator_url: str, model: str) -> None:
    database = Database(Path(database_path))
    endpoint = Endpoint(
        wire="openai-chat", model=model, base_url=simulator_url + "/v1", api_key="sk-crash-test"
    )
    session = session_for(database, endpoint)
    print(session.conversation_id, flush=True)
    asyncio.run(session.send("Tell me about the river", deny_everything))


if __name__ == "__main__":
    main(*sys.argv[1:4])
