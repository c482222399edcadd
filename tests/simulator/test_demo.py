"""The Demo answers what was asked: each welcome suggestion gets its own script."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

from desktop_app.config.languages import CODES
from desktop_app.simulator.demo import DEMO_MODEL, demo_reply, demo_simulator
from desktop_app.simulator.demo_text import SCRIPTS

ENGLISH = SCRIPTS["en"]
TABLES = Path(__file__).resolve().parents[2] / "translations" / "tables"
SUGGESTIONS = (
    "Write a short poem about a river",
    "Think it through: which is larger, 9.11 or 9.9?",
    "What is in my workspace folder?",
)


def _body(*messages: dict) -> dict:
    return {"model": DEMO_MODEL, "messages": list(messages)}


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("Write a short poem about a river", ENGLISH.poem),
        ("Think it through: which is larger, 9.11 or 9.9?", ENGLISH.think),
        ("What is in my workspace folder?", ENGLISH.look_around),
        ("Hello", ENGLISH.welcome),
        ("", ENGLISH.welcome),
    ],
)
def test_each_suggestion_has_its_script(said, expected):
    assert demo_reply(ENGLISH, _body({"role": "user", "content": said})) is expected


@pytest.mark.parametrize("code", [code for code in CODES if code != "en"])
def test_each_language_recognises_the_suggestions_its_window_shows(code):
    """The suggestions as the window shows them (the language's own catalog), each answered
    by that language's script."""
    table = json.loads((TABLES / f"{code}.json").read_text(encoding="utf-8"))
    scripts = SCRIPTS[code]
    poem, think, folder = (table[suggestion] for suggestion in SUGGESTIONS)
    assert demo_reply(scripts, _body({"role": "user", "content": poem})) is scripts.poem
    assert demo_reply(scripts, _body({"role": "user", "content": think})) is scripts.think
    assert demo_reply(scripts, _body({"role": "user", "content": folder})) is scripts.look_around
    assert demo_reply(scripts, _body({"role": "user", "content": "OK"})) is scripts.welcome


def test_the_demo_speaks_every_language_of_the_window_in_its_own_words():
    assert set(SCRIPTS) == set(CODES)
    for code, scripts in SCRIPTS.items():
        if code == "en":
            continue
        for name in ("poem", "think", "look_around", "looked", "declined", "welcome"):
            said = getattr(scripts, name).answer
            assert said != getattr(ENGLISH, name).answer, (code, name)
        assert "{listing}" in scripts.looked.answer, code
        assert scripts.look_around.tool_calls == ENGLISH.look_around.tool_calls, code


def test_a_message_with_attachments_is_read_from_its_text_parts():
    content = [{"type": "text", "text": "a POEM please"}, {"type": "image_url", "image_url": {}}]
    assert demo_reply(ENGLISH, _body({"role": "user", "content": content})) is ENGLISH.poem


def test_after_the_tool_it_says_what_came_of_it():
    asked = {"role": "user", "content": "What is in my folder?"}
    ran = {"role": "tool", "tool_call_id": "demo_1", "content": "notes.txt  12 bytes"}
    declined = {
        "role": "tool",
        "tool_call_id": "demo_1",
        "content": "The person declined this action.",
    }
    looked = demo_reply(ENGLISH, _body(asked, ran))
    assert "```\nnotes.txt  12 bytes\n```" in looked.answer and "{listing}" not in looked.answer
    assert demo_reply(ENGLISH, _body(asked, declined)) is ENGLISH.declined


@pytest.mark.parametrize("body", [None, "text", {}, {"messages": []}, {"messages": ["x"]}])
def test_a_strange_request_gets_the_welcome(body):
    assert demo_reply(ENGLISH, body) is ENGLISH.welcome


def test_the_reasoning_question_streams_reasoning_before_the_answer():
    body = _body({"role": "user", "content": "Which is larger, 9.11 or 9.9?"})
    with demo_simulator("en") as simulator:
        response = httpx.post(f"{simulator.url}/v1/chat/completions", json=body, timeout=30)
    text = response.text
    first_reasoning = text.index('"reasoning_content":"')
    first_answer = text.index('"content":"**')
    assert first_reasoning < first_answer and "0.79" in text


def test_every_language_has_every_script_filled_in():
    for scripts in SCRIPTS.values():
        for script in (scripts.poem, scripts.think, scripts.looked, scripts.declined):
            assert script.answer and not script.tool_calls
        assert scripts.look_around.tool_calls and scripts.think.reasoning


def test_a_long_listing_is_cut_and_its_backticks_cannot_end_the_block():
    asked = {"role": "user", "content": "What is in my folder?"}
    listing = "\n".join(f"file\t1\t```name{i}" for i in range(100))
    answer = demo_reply(ENGLISH, _body(asked, {"role": "tool", "content": listing})).answer
    block = answer.split("```\n", 1)[1].split("\n```", 1)[0]
    assert block.count("\n") == 40 and block.endswith("…") and "```" not in block


@pytest.mark.parametrize("language", sorted(SCRIPTS))
def test_the_poem_keeps_its_lines_when_rendered(language):
    """Seen in the window: without hard breaks Markdown ran the four lines into one."""
    from desktop_app.ui.chat.answer.markdown import render_markdown

    assert render_markdown(SCRIPTS[language].poem.answer).count("<br") == 3
