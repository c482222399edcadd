"""The shape of what the offline Demo says in one language."""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.simulator.scripts import Script, ScriptedCall

DEMO_MODEL = "arroyo-sim-1"

LOOK = ScriptedCall(name="list_directory", arguments={"path": "."}, call_id="demo_1")
SEARCH_TOOL = "search_knowledge"
SEARCH_CALL_ID = "demo_kb"


@dataclass(frozen=True, slots=True)
class KnowledgeLines:
    """What the Demo says around a search of the person's knowledge bases."""

    reasoning: str  # before searching
    searching: str  # the answer's words before the call
    found: str  # after: {passages} is the quoted passages, each with its [n]
    nothing: str  # no passage matched
    declined: str  # the person said no to the search


@dataclass(frozen=True, slots=True)
class DemoScripts:
    poem: Script
    think: Script
    look_around: Script  # a tool call: the window asks before it runs
    looked: Script  # after the listing ran: {listing} is what the tool returned
    declined: Script  # after the person said no
    welcome: Script  # anything else, unless a knowledge base can answer it
    knowledge: KnowledgeLines
    # Words of the welcome's suggestions in this language, telling which one was sent (the
    # third suggestion asks about a folder; 9.11 names the second in every language).
    poem_words: tuple[str, ...]
    folder_words: tuple[str, ...]


def look_around(reasoning: str, answer: str) -> Script:
    return Script(reasoning=reasoning, answer=answer, tool_calls=(LOOK,), finish="tool_calls")


def poem(reasoning: str, title: str, lines: tuple[str, str, str, str]) -> Script:
    """Four lines under a title, each ending in a hard break."""
    return Script(reasoning=reasoning, answer=f"**{title}**\n\n" + "\\\n".join(lines) + "\n")
