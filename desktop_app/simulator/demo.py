"""The offline Demo: the simulator answering what the person asked, so a newcomer sees
everything work before entering a key — an answer streaming, reasoning, a tool that asks
first. It speaks the window's language (English unless told another it knows)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from desktop_app.simulator.demo_knowledge import answer_from, offers_search, search_for
from desktop_app.simulator.demo_text import DEMO_MODEL, SCRIPTS, DemoScripts
from desktop_app.simulator.demo_text.base import SEARCH_CALL_ID
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.simulator.server import ReceivedRequest, Simulator

__all__ = ["DEMO_MODEL", "demo_chooser", "demo_reply", "demo_simulator"]

EVENTS_PER_SECOND = 60  # slow enough to watch the answer arrive
LISTED_LINES = 40

# Words that tell which welcome suggestion was sent, in any language the Demo speaks (a person
# may write in another than the window's).
_TOPICS: tuple[tuple[Callable[[DemoScripts], Script], tuple[str, ...]], ...] = (
    (lambda scripts: scripts.think, ("9.11", "9,11")),
    (lambda scripts: scripts.poem, tuple(w for s in SCRIPTS.values() for w in s.poem_words)),
    (
        lambda scripts: scripts.look_around,
        tuple(w for s in SCRIPTS.values() for w in s.folder_words),
    ),
)


def _text_of(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # parts: text beside attachments
        return " ".join(str(part.get("text", "")) for part in content if isinstance(part, dict))
    return ""


def _fenced(result: str) -> str:
    """The tool's words as a code block, at most ``LISTED_LINES`` lines."""
    lines = result.replace("`", "'").splitlines()
    if len(lines) > LISTED_LINES:
        lines = [*lines[:LISTED_LINES], "…"]
    return "```\n" + "\n".join(lines) + "\n```"


def demo_reply(scripts: DemoScripts, body: Any) -> Script:
    """The script answering an OpenAI Chat request: after a tool result, what came of it;
    else the suggestion the last message names, a search of the person's knowledge bases when
    the request offers one, or the welcome."""
    messages = body.get("messages") if isinstance(body, dict) else None
    last = messages[-1] if isinstance(messages, list) and messages else {}
    if not isinstance(last, dict):
        return scripts.welcome
    if last.get("role") == "tool":
        result = _text_of(last.get("content"))
        if last.get("tool_call_id") == SEARCH_CALL_ID:
            return answer_from(scripts.knowledge, result)
        if "declined" in result:
            return scripts.declined
        return replace(
            scripts.looked, answer=scripts.looked.answer.replace("{listing}", _fenced(result))
        )
    said = _text_of(last.get("content"))
    for script_of, words in _TOPICS:
        if any(word in said.casefold() for word in words):
            return script_of(scripts)
    if said.strip() and offers_search(body):
        return search_for(scripts.knowledge, said)
    return scripts.welcome


def demo_chooser(language: str = "en") -> Callable[[ReceivedRequest], Scenario]:
    """What the Demo answers each request with, in ``language``."""
    scripts = SCRIPTS.get(language, SCRIPTS["en"])

    def choose(request: ReceivedRequest) -> Scenario:
        return Scenario(
            script=demo_reply(scripts, request.body), events_per_second=EVENTS_PER_SECOND
        )

    return choose


@contextmanager
def demo_simulator(language: str = "en") -> Iterator[Simulator]:
    with Simulator(chooser=demo_chooser(language)) as simulator:
        yield simulator
