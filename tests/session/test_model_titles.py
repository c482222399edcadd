"""When a model is asked for a title, what it is asked, and what is kept of its answer."""

from __future__ import annotations

from dataclasses import replace

from desktop_app.session.model_titles import clean_title, title_prompt, wants_title
from desktop_app.store.conversations import Conversation, StoredMessage


def _message(mid: int, role: str, text: str, **fields) -> StoredMessage:
    return StoredMessage(mid, "c", role, text, None, None, None, 0.0, **fields)


CONVERSATION = Conversation("c", "How do rivers bend?", "", 0.0, 0.0, None)
FIRST = [
    _message(1, "user", "How do rivers bend?\nIn detail."),
    _message(2, "assistant", "They meander.", outcome="completed"),
]


def test_a_title_is_asked_after_the_first_answer_only():
    assert wants_title(CONVERSATION, FIRST)
    later = [*FIRST, _message(3, "user", "And?"), _message(4, "assistant", "More.")]
    assert not wants_title(CONVERSATION, later)
    assert not wants_title(CONVERSATION, FIRST[:1])
    failed = [FIRST[0], _message(2, "assistant", "They", outcome="failed", draft=True)]
    assert not wants_title(CONVERSATION, failed)


def test_a_renamed_conversation_keeps_its_name():
    assert not wants_title(replace(CONVERSATION, title="Rivers"), FIRST)


def test_a_temporary_conversation_never_gets_one():
    class Temporary:
        title = "How do rivers bend?"
        is_temporary = True

    assert not wants_title(Temporary(), FIRST)  # type: ignore[arg-type]


def test_what_the_model_is_asked_and_what_is_kept():
    prompt = title_prompt(FIRST)
    assert "short title" in prompt.system and "They meander." in prompt.messages[0].text
    assert clean_title('"Why Rivers Meander."\nmore') == "Why Rivers Meander"
    assert clean_title("Title: Bends") == "Bends"
    assert clean_title("   ") == ""
