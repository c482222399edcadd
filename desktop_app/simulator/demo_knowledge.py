"""The offline Demo and the person's knowledge bases: when the window offers the search tool,
a question the welcome suggestions don't cover is searched for, and the answer quotes the first
sentence of the best passages with their numbers, so citations work with no model at all.

The passages are read from the tool's text as a model reads them (numbered titles over quoted
lines), without the client's own parser: the simulator shares no code with what it checks."""

from __future__ import annotations

import re
from typing import Any

from desktop_app.simulator.demo_text.base import SEARCH_CALL_ID, SEARCH_TOOL, KnowledgeLines
from desktop_app.simulator.scripts import Script, ScriptedCall

QUOTED = 3  # passages the answer quotes
QUERY_CHARACTERS = 200
SNIPPET_CHARACTERS = 220
_TITLE = re.compile(r"^\[(\d{1,3})\] ")
_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s")


def offers_search(body: Any) -> bool:
    tools = body.get("tools") if isinstance(body, dict) else None
    if not isinstance(tools, list):
        return False
    return any(
        isinstance(tool, dict)
        and isinstance(tool.get("function"), dict)
        and tool["function"].get("name") == SEARCH_TOOL
        for tool in tools
    )


def search_for(lines: KnowledgeLines, question: str) -> Script:
    query = " ".join(question.split())[:QUERY_CHARACTERS]
    call = ScriptedCall(name=SEARCH_TOOL, arguments={"query": query}, call_id=SEARCH_CALL_ID)
    return Script(
        reasoning=lines.reasoning,
        answer=lines.searching,
        tool_calls=(call,),
        finish="tool_calls",
    )


def answer_from(lines: KnowledgeLines, result: str) -> Script:
    passages = _passages(result)
    if "declined" in result and not passages:
        return Script(answer=lines.declined)
    if not passages:
        return Script(answer=lines.nothing)
    quoted = "\n".join(
        f"- {_first_sentence(text)} [{number}]" for number, text in passages[:QUOTED]
    )
    return Script(answer=lines.found.replace("{passages}", quoted))


def _passages(result: str) -> list[tuple[int, str]]:
    """Each numbered passage's quoted text, headings left out, in the order given."""
    found: list[tuple[int, list[str]]] = []
    for line in result.splitlines():
        title = _TITLE.match(line)
        if title is not None:
            found.append((int(title.group(1)), []))
        elif found and line.startswith(">"):
            text = line[1:].strip()
            if text and not text.startswith("#"):
                found[-1][1].append(text)
    return [(number, " ".join(words)) for number, words in found if words]


def _first_sentence(text: str) -> str:
    sentence = _SENTENCE_END.split(text, maxsplit=1)[0]
    sentence = sentence.replace("[", "(").replace("]", ")")  # only our marks are citations
    if len(sentence) > SNIPPET_CHARACTERS:
        sentence = sentence[:SNIPPET_CHARACTERS].rsplit(" ", 1)[0] + "…"
    return sentence
