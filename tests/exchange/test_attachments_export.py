"""A conversation with an image, a PDF and a code file goes through an export and an import
with its files, which are then sent again; a key in a text file is not written."""

from __future__ import annotations

import base64
import json

import pytest

from desktop_app.attachments.reading import PdfMode, attachment_of
from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.exchange.transfer import ExportFormat, export, import_file
from desktop_app.generation.attachment import Attachment
from desktop_app.names import Wire
from desktop_app.net.redaction import Redactor
from desktop_app.providers.requests import Endpoint, stream_request
from desktop_app.session.history import prompt_of
from desktop_app.store.attachments import AttachmentStore
from desktop_app.store.conversations import ConversationStore
from tests.attachments.files import pdf, png
from tests.exchange.samples import KEY
from tests.providers.sdk_types import assert_conforms

FILES = (
    attachment_of("foto.png", png(6, 3)),
    attachment_of("informe.pdf", pdf("Ventas de marzo"), pdf=PdfMode.NATIVE),
    attachment_of("main.py", b"print('hola')\n"),
)


def conversation_with_files(database, files: tuple[Attachment, ...] = FILES) -> str:
    store = ConversationStore(database)
    conversation_id = store.create("Archivos")
    question = store.add_message(conversation_id, "user", "¿Qué ves?")
    AttachmentStore(database).link(question, files)
    store.add_message(conversation_id, "assistant", "Un punto rojo y un informe.")
    return conversation_id


def test_files_round_trip_through_an_export_and_are_sent_again(open_db, tmp_path):
    conversation_id = conversation_with_files(open_db("source"))
    out = tmp_path / "export.json"
    export(ConversationStore(open_db("source")), out, ExportFormat.JSON)
    document = json.loads(out.read_text(encoding="utf-8"))
    [first, answer] = document["conversations"][0]["messages"]
    assert [a["name"] for a in first["attachments"]] == ["foto.png", "informe.pdf", "main.py"]
    assert base64.b64decode(first["attachments"][0]["data"]) == png(6, 3)
    assert "attachments" not in answer

    target_db = open_db("target")
    target = ConversationStore(target_db)
    assert import_file(target, out).added == (conversation_id,)
    messages = target.messages(conversation_id)
    files = AttachmentStore(target_db)
    assert files.of_messages(m.id for m in messages) == {messages[0].id: FILES}
    assert files.folder == tmp_path / "target" / "attachments"  # kept in the new data folder
    prompt = prompt_of(messages, "", files.of_messages(m.id for m in messages))
    request = stream_request(Endpoint(wire=Wire.ANTHROPIC, model="claude"), prompt)
    body = json.loads(request.body or b"")
    assert_conforms("anthropic", body)
    assert [part["type"] for part in body["messages"][0]["content"]] == [
        "image",
        "document",
        "text",
        "text",
    ]


def test_a_key_in_a_text_file_is_not_exported(open_db, tmp_path):
    secret = attachment_of("config.env", f"API_KEY={KEY}\n".encode())
    conversation_with_files(open_db("source"), (secret,))
    out = tmp_path / "export.json"
    export(ConversationStore(open_db("source")), out, ExportFormat.JSON, redact=Redactor([KEY]))
    written = out.read_text(encoding="utf-8")
    [entry] = json.loads(written)["conversations"][0]["messages"][0]["attachments"]
    text = base64.b64decode(entry["data"]).decode()
    assert KEY not in text and text.startswith("API_KEY=")
    assert base64.b64encode(KEY.encode()).decode() not in written


def test_a_damaged_attachment_stops_the_import_before_anything_is_added(open_db, tmp_path):
    conversation_with_files(open_db("source"))
    out = tmp_path / "export.json"
    export(ConversationStore(open_db("source")), out, ExportFormat.JSON)
    document = json.loads(out.read_text(encoding="utf-8"))
    document["conversations"][0]["messages"][0]["attachments"][0]["data"] = "no es base64!"
    out.write_text(json.dumps(document), encoding="utf-8")
    target = ConversationStore(open_db("target"))
    with pytest.raises(ExchangeError) as caught:
        import_file(target, out)
    assert caught.value.kind is ExchangeProblem.DAMAGED
    assert target.list() == []


def test_a_markdown_export_names_the_files(open_db, tmp_path):
    conversation_id = conversation_with_files(open_db("source"))
    out = tmp_path / "one.md"
    export(ConversationStore(open_db("source")), out, ExportFormat.MARKDOWN, [conversation_id])
    text = out.read_text(encoding="utf-8")
    assert "## You\n\n¿Qué ves?\n\n_Attached: foto.png, informe.pdf, main.py_\n" in text
