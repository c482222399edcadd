"""Attachments as each wire's parts: request bodies checked against the OpenAI and Anthropic
SDKs' request types, Gemini against its documented shape (``Part``: text or inline_data)."""

from __future__ import annotations

import base64
import json

import pytest

from desktop_app.generation.attachment import (
    Attachment,
    AttachmentError,
    AttachmentKind,
    AttachmentProblem,
)
from desktop_app.generation.prompt import Message, Prompt
from desktop_app.names import Wire
from desktop_app.providers.attachment_parts import (
    IMAGE_FITS,
    check_sendable,
    inlined,
    takes_images,
)
from desktop_app.providers.requests import Endpoint, stream_request
from tests.attachments.files import pdf, png
from tests.providers.sdk_types import assert_conforms

IMAGE = Attachment(kind=AttachmentKind.IMAGE, name="foto.png", media_type="image/png", data=png())
DOCUMENT = Attachment(
    kind=AttachmentKind.DOCUMENT, name="informe.pdf", media_type="application/pdf", data=pdf("Hola")
)
CODE = Attachment.of_text("main.py", "print('hola')\n")
FILES = (CODE, IMAGE, DOCUMENT)


def body_of(wire: Wire, prompt: Prompt) -> dict:
    request = stream_request(Endpoint(wire=wire, model="vision-model", api_key="k"), prompt)
    assert request.body is not None
    return json.loads(request.body)


def conversation() -> Prompt:
    """A first message with three files, an answer, and a later turn: the files travel again."""
    return Prompt(
        messages=(
            Message("user", "¿Qué ves?", attachments=FILES),
            Message("assistant", "Un punto rojo."),
            Message("user", "¿Y ahora?"),
        ),
        system="Sé breve.",
    )


@pytest.mark.parametrize("wire", [Wire.OPENAI_CHAT, Wire.OPENAI_RESPONSES, Wire.ANTHROPIC])
def test_bodies_with_images_documents_and_code_conform_to_the_sdk_types(wire):
    assert_conforms(wire, body_of(wire, conversation()))


def test_openai_chat_parts():
    body = body_of(Wire.OPENAI_CHAT, conversation())
    first = body["messages"][1]["content"]
    assert first[0] == {"type": "text", "text": inlined(CODE)}
    assert first[1]["image_url"]["url"] == "data:image/png;base64," + base64.b64encode(
        png()
    ).decode("ascii")
    assert first[2]["type"] == "file"
    assert first[2]["file"]["filename"] == "informe.pdf"
    assert first[2]["file"]["file_data"].startswith("data:application/pdf;base64,")
    assert first[3] == {"type": "text", "text": "¿Qué ves?"}
    assert body["messages"][3] == {"role": "user", "content": "¿Y ahora?"}  # plain, as before


def test_openai_responses_parts():
    body = body_of(Wire.OPENAI_RESPONSES, conversation())
    parts = body["input"][0]["content"]
    assert [part["type"] for part in parts] == [
        "input_text",
        "input_image",
        "input_file",
        "input_text",
    ]
    assert parts[1]["image_url"].startswith("data:image/png;base64,")
    assert parts[2]["filename"] == "informe.pdf"


def test_anthropic_parts():
    body = body_of(Wire.ANTHROPIC, conversation())
    parts = body["messages"][0]["content"]
    assert parts[1] == {
        "type": "image",
        "source": {
            "type": "base64",
            "media_type": "image/png",
            "data": base64.b64encode(png()).decode("ascii"),
        },
    }
    assert parts[2]["type"] == "document"
    assert base64.b64decode(parts[2]["source"]["data"]) == pdf("Hola")
    assert parts[3] == {"type": "text", "text": "¿Qué ves?"}


def test_gemini_parts_follow_the_documented_part_shape():
    body = body_of(Wire.GEMINI, conversation())
    parts = body["contents"][0]["parts"]
    assert body["contents"][0]["role"] == "user"
    for part in parts:  # a Part holds exactly one kind of data
        assert len(part) == 1 and next(iter(part)) in {"text", "inline_data"}
    assert parts[0] == {"text": inlined(CODE)}
    assert parts[1]["inline_data"]["mime_type"] == "image/png"
    assert base64.b64decode(parts[1]["inline_data"]["data"]) == png()
    assert parts[2]["inline_data"]["mime_type"] == "application/pdf"
    assert parts[3] == {"text": "¿Qué ves?"}


@pytest.mark.parametrize("wire", list(Wire))
def test_an_image_alone_is_sent_without_an_empty_text(wire):
    body = body_of(wire, Prompt(messages=(Message("user", "", attachments=(IMAGE,)),)))
    if wire in (Wire.OPENAI_CHAT, Wire.OPENAI_RESPONSES, Wire.ANTHROPIC):
        assert_conforms(wire, body)
    text = json.dumps(body)
    assert '"text": ""' not in text
    assert base64.b64encode(png()).decode("ascii") in text


def test_a_text_file_with_its_own_fences_is_fenced_longer():
    markdown = Attachment.of_text("README.md", "```python\nx = 1\n```")
    assert inlined(markdown) == "README.md:\n````\n```python\nx = 1\n```\n````"


def test_a_model_known_to_read_no_images_is_refused_before_sending():
    assert not takes_images("gpt-3.5-turbo")
    assert not takes_images("deepseek/deepseek-chat")  # as OpenRouter names it
    assert takes_images("gpt-4o") and takes_images("some-unknown-model")
    check_sendable("gpt-3.5-turbo", (CODE,), Wire.OPENAI_CHAT)  # text goes to any model
    with pytest.raises(AttachmentError) as caught:
        check_sendable("gpt-3.5-turbo", (CODE, IMAGE), Wire.OPENAI_CHAT)
    assert (caught.value.kind, caught.value.name) == (
        AttachmentProblem.MODEL_TAKES_NO_IMAGES,
        "foto.png",
    )
    with pytest.raises(AttachmentError) as caught:
        check_sendable("o3-mini", (DOCUMENT,), Wire.OPENAI_RESPONSES)
    assert caught.value.kind is AttachmentProblem.MODEL_TAKES_NO_DOCUMENTS


def test_an_image_over_a_wire_limit_is_refused_before_sending():
    limit = IMAGE_FITS[Wire.ANTHROPIC].max_bytes
    big = Attachment(
        kind=AttachmentKind.IMAGE, name="big.png", media_type="image/png", data=b"x" * (limit + 1)
    )
    check_sendable("claude-sonnet-4-5", (IMAGE,), Wire.ANTHROPIC)
    with pytest.raises(AttachmentError) as caught:
        check_sendable("claude-sonnet-4-5", (big,), Wire.ANTHROPIC)
    assert caught.value.kind is AttachmentProblem.IMAGE_TOO_LARGE
    check_sendable("gpt-4o", (big,), Wire.OPENAI_CHAT)  # within OpenAI's larger limit


@pytest.mark.parametrize("wire", list(Wire))
def test_switched_to_a_model_that_reads_no_images_earlier_files_travel_as_a_note(wire):
    """The conversation goes on: no image or document part is sent, each file is named with a
    note, the text file still travels, and a model that reads images still gets them."""
    request = stream_request(
        Endpoint(wire=wire, model="deepseek-chat", api_key="k"), conversation()
    )
    assert request.body is not None
    sent = request.body.decode()
    assert base64.b64encode(IMAGE.data).decode()[:40] not in sent
    assert base64.b64encode(DOCUMENT.data).decode()[:40] not in sent
    assert sent.count("Not sent: deepseek-chat reads no images") == 2
    assert "foto.png" in sent and "informe.pdf" in sent and "print('hola')" in sent
    with_images = json.dumps(body_of(wire, conversation()))
    assert base64.b64encode(IMAGE.data).decode()[:40] in with_images
