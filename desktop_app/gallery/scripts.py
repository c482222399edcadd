"""The simulator's scripts for every state the screenshots show, from a language's lines."""

from __future__ import annotations

from desktop_app.gallery.lines import Lines
from desktop_app.simulator.demo import DEMO_MODEL
from desktop_app.simulator.scripts import Script, ScriptedCall


def reasoning_script(lines: Lines) -> Script:
    """Reasoning that stops arriving half-way (the scenario stalls): the block stays open."""
    return Script(reasoning=lines.reasoning, answer=lines.reasoning, model=DEMO_MODEL)


def answer_script(lines: Lines) -> Script:
    return Script(
        reasoning=lines.answer_reasoning,
        answer=lines.answer,
        model=DEMO_MODEL,
        input_tokens=31,
        output_tokens=284,
    )


def tool_script(lines: Lines) -> Script:
    call = ScriptedCall(
        name="write_file",
        arguments={"path": "notes/todo.txt", "content": lines.tool_content},
        call_id="gallery_1",
    )
    return Script(answer=lines.tool_note, tool_calls=(call,), finish="tool_calls", model=DEMO_MODEL)


def truncated_script(lines: Lines) -> Script:
    """The start of the finished answer: the connection ends before the terminal signal."""
    return Script(answer=lines.answer[:260], model=DEMO_MODEL)
