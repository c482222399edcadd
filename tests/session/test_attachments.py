"""A conversation with an image, a PDF and a code file: sent with the message, stored with the
conversation, sent again on later turns, after a restart, and kept by an edit."""

from __future__ import annotations

import asyncio
import base64

import pytest

from desktop_app.agent.confirmations import deny_everything
from desktop_app.attachments.reading import PdfMode, read_attachment
from desktop_app.generation.outcome import TurnStatus
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.database import Database
from tests.attachments.files import pdf, png
from tests.net.helpers import endpoint_for, queue
from tests.providers.sdk_types import assert_conforms
from tests.session.helpers import reopened, session_for

ANSWER = Scenario(script=Script(answer="Un punto rojo."))
IMAGE_DATA = base64.b64encode(png()).decode("ascii")


@pytest.fixture
def files(tmp_path):
    folder = tmp_path / "files"
    folder.mkdir()
    (folder / "foto.png").write_bytes(png())
    (folder / "informe.pdf").write_bytes(pdf("Ventas de marzo"))
    (folder / "main.py").write_text("print('hola')\n", encoding="utf-8")
    return [
        read_attachment(folder / "foto.png"),
        read_attachment(folder / "informe.pdf", pdf=PdfMode.TEXT),
        read_attachment(folder / "main.py"),
    ]


def bodies(simulator, model):
    """What was sent for ``model`` (Gemini names it in the path, the others in the body)."""
    return [
        r.body
        for r in simulator.requests
        if isinstance(r.body, dict) and (r.body.get("model") == model or f"/{model}:" in r.path)
    ]


@pytest.mark.parametrize("wire", ["anthropic", "openai-chat", "openai-responses", "gemini"])
def test_files_are_sent_stored_and_sent_again_after_a_restart(tmp_path, simulator, files, wire):
    model = queue(simulator, ANSWER)
    endpoint = endpoint_for(simulator, wire, model)
    database = Database(tmp_path / "arroyo.db")
    session = session_for(database, endpoint)
    result = asyncio.run(session.send("¿Qué ves?", deny_everything, tuple(files)))
    assert result.outcome.status is TurnStatus.COMPLETED
    database.close()

    database = Database(tmp_path / "arroyo.db")
    try:
        later = reopened(database, session.conversation_id, endpoint)
        result = asyncio.run(later.send("¿Y el informe?", deny_everything))
        assert result.outcome.status is TurnStatus.COMPLETED
    finally:
        database.close()

    first, second = bodies(simulator, model)
    for body in (first, second):
        if wire != "gemini":  # no Gemini SDK here: its parts are checked in tests/providers
            assert_conforms(wire, body)
        text = str(body)
        assert IMAGE_DATA in text  # the image, as base64, on both turns
        assert "informe.pdf:\\n```\\nVentas de marzo\\n```" in text
        assert "main.py:\\n```\\nprint('hola')\\n\\n```" in text
    assert "¿Y el informe?" in str(second) and "Un punto rojo." in str(second)
    stored = list((tmp_path / "attachments").glob("??/*"))
    assert len(stored) == 3


def test_an_edited_message_keeps_its_files(tmp_path, simulator, files):
    model = queue(simulator, ANSWER)
    endpoint = endpoint_for(simulator, "anthropic", model)
    database = Database(tmp_path / "arroyo.db")
    try:
        session = session_for(database, endpoint)
        asyncio.run(session.send("¿Qué ves?", deny_everything, (files[0],)))
        [question] = [
            m for m in session.conversations.messages(session.conversation_id) if m.role == "user"
        ]
        asyncio.run(session.edit_and_resend(question.id, "¿Qué color es?", deny_everything))
    finally:
        database.close()
    edited = bodies(simulator, model)[-1]
    [message] = edited["messages"]
    assert message["content"][0]["source"]["data"] == IMAGE_DATA
    assert message["content"][1] == {"type": "text", "text": "¿Qué color es?"}
