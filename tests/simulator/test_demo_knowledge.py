"""The Demo searches the person's knowledge bases when the window offers the tool, and quotes
what it found with citation marks: the feature works offline, with no model at all."""

from __future__ import annotations

import json

import httpx
import pytest

from desktop_app.knowledge.framing import Passage, frame
from desktop_app.simulator.demo import DEMO_MODEL, demo_reply, demo_simulator
from desktop_app.simulator.demo_knowledge import QUOTED
from desktop_app.simulator.demo_text import SCRIPTS

ENGLISH = SCRIPTS["en"]
SEARCH = {"type": "function", "function": {"name": "search_knowledge", "parameters": {}}}
LISTING = {"type": "function", "function": {"name": "list_directory", "parameters": {}}}
QUESTION = {"role": "user", "content": "How do  bees\nfind flowers?"}


def _body(*messages: dict, tools: tuple[dict, ...] = (SEARCH, LISTING)) -> dict:
    return {"model": DEMO_MODEL, "messages": list(messages), "tools": list(tools)}


def _searched(result: str) -> dict:
    return {"role": "tool", "tool_call_id": "demo_kb", "content": result}


def test_a_question_is_searched_for_when_the_search_tool_is_offered():
    script = demo_reply(ENGLISH, _body(QUESTION))
    (call,) = script.tool_calls
    assert call.name == "search_knowledge" and call.arguments == {
        "query": "How do bees find flowers?"
    }
    assert script.finish == "tool_calls" and script.answer == ENGLISH.knowledge.searching


def test_without_the_tool_the_welcome_answers_and_the_suggestions_still_win():
    assert demo_reply(ENGLISH, _body(QUESTION, tools=(LISTING,))) is ENGLISH.welcome
    folder = {"role": "user", "content": "What is in my workspace folder?"}
    assert demo_reply(ENGLISH, _body(folder)) is ENGLISH.look_around
    assert demo_reply(ENGLISH, _body({"role": "user", "content": "  "})) is ENGLISH.welcome


def test_the_answer_quotes_each_passages_first_sentence_with_its_number():
    passages = [
        Passage(
            n, f"/notes/{n}.md", ("Bees", f"Part {n}"), f"# Part {n}\n\nFirst [x] {n}. Then more."
        )
        for n in range(1, 6)
    ]
    answer = demo_reply(ENGLISH, _body(QUESTION, _searched(frame(passages)))).answer
    quoted = [line for line in answer.splitlines() if line.startswith("- ")]
    assert quoted == [f"- First (x) {n}. [{n}]" for n in range(1, QUOTED + 1)]
    assert "{passages}" not in answer and "# Part" not in answer


def test_no_passage_and_a_refusal_each_say_so():
    nothing = demo_reply(ENGLISH, _body(QUESTION, _searched(frame([]))))
    assert nothing.answer == ENGLISH.knowledge.nothing
    declined = _searched("The person declined this action.")
    assert demo_reply(ENGLISH, _body(QUESTION, declined)).answer == ENGLISH.knowledge.declined


def test_a_long_first_sentence_is_cut_at_a_word():
    text = "word " * 200
    answer = demo_reply(ENGLISH, _body(QUESTION, _searched(frame([Passage(1, "a.md", (), text)]))))
    (line,) = [line for line in answer.answer.splitlines() if line.startswith("- ")]
    assert line.endswith("word… [1]") and len(line) < 240


@pytest.mark.parametrize("code", sorted(SCRIPTS))
def test_every_language_says_it_in_its_own_words(code):
    lines = SCRIPTS[code].knowledge
    assert "{passages}" in lines.found
    if code != "en":
        for name in ("reasoning", "searching", "found", "nothing", "declined"):
            assert getattr(lines, name) != getattr(ENGLISH.knowledge, name), (code, name)


def test_over_http_the_demo_streams_the_search_call():
    with demo_simulator("es") as simulator:
        response = httpx.post(
            f"{simulator.url}/v1/chat/completions", json=_body(QUESTION), timeout=30
        )
    calls = []
    for line in response.text.splitlines():
        if line.startswith("data: {"):
            for choice in json.loads(line[6:])["choices"]:
                calls += choice["delta"].get("tool_calls") or []
    assert calls[0]["function"]["name"] == "search_knowledge"
    arguments = "".join(call["function"].get("arguments") or "" for call in calls)
    assert json.loads(arguments) == {"query": "How do bees find flowers?"}
    assert SCRIPTS["es"].knowledge.searching.split()[0] in response.text
