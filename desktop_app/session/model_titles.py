"""A title written by a model after a conversation's first answer (off unless turned on in
Settings): what it is asked, what is kept of its answer, and when it is asked at all. The
first line of the first message stays the title until the model's arrives; a failure leaves
it so, quietly."""

from __future__ import annotations

from collections.abc import Sequence

from desktop_app.generation.prompt import Message, Prompt
from desktop_app.session.chat_session import TITLE_LENGTH, title_of
from desktop_app.store.conversations import Conversation, StoredMessage

# What the model is asked (not translated: the model reads it; it answers in the language of
# the conversation).
TITLE_REQUEST = (
    "Write a short title (at most six words) for the conversation below, in its language. "
    "Answer with the title alone: no quotes, no full stop, no preamble."
)
EXCERPT = 2_000  # characters of the message and of the answer the model is shown


def is_temporary(conversation: Conversation) -> bool:
    """CHECK POINT: a temporary conversation never gets a model-written title (nothing of it
    goes anywhere it need not). There is no ``is_temporary`` on conversations yet; when it
    lands, this reads it, and nothing else needs to change."""
    return bool(getattr(conversation, "is_temporary", False))


def wants_title(conversation: Conversation | None, messages: Sequence[StoredMessage]) -> bool:
    """After the first answer only, while the title is still the first line of the first
    message (the person did not rename it)."""
    if conversation is None or is_temporary(conversation):
        return False
    users = [m for m in messages if m.role == "user"]
    answers = [m for m in messages if m.role == "assistant" and not m.draft and m.content]
    if len(users) != 1 or len(answers) != 1 or answers[0].outcome not in (None, "completed"):
        return False
    return conversation.title == title_of(users[0].content)


def title_prompt(messages: Sequence[StoredMessage]) -> Prompt:
    first = next(m.content for m in messages if m.role == "user")
    answer = next(m.content for m in messages if m.role == "assistant" and m.content)
    text = f"USER: {first[:EXCERPT]}\n\nASSISTANT: {answer[:EXCERPT]}"
    return Prompt(messages=(Message("user", text),), system=TITLE_REQUEST)


def clean_title(text: str) -> str:
    """The model's answer as a title: its first line, without quotes or a closing full stop,
    cut at ``TITLE_LENGTH``; "" when nothing is left."""
    line = title_of(text).strip().strip("\"'“”«»`*#").strip()
    line = line.removeprefix("Title:").strip()
    return line.rstrip(".").strip()[:TITLE_LENGTH].strip()
