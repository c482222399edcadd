"""The offline Demo: the simulator playing a scripted conversation with reasoning and a tool
call, so a newcomer sees everything work before entering a key."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import WELCOME, Script, ScriptedCall
from desktop_app.simulator.server import Simulator

DEMO_MODEL = "arroyo-sim-1"

LOOK_AROUND = Script(
    reasoning="To show how tools work, I will list the workspace folder. Arroyo will ask first.",
    answer="This is a demo. Let me look at your workspace folder.",
    tool_calls=(ScriptedCall(name="list_directory", arguments={"path": "."}, call_id="demo_1"),),
    finish="tool_calls",
)


@contextmanager
def demo_simulator() -> Iterator[Simulator]:
    """The demo conversation: a tool call first, then the welcome answer (repeated after)."""
    simulator = Simulator(default=Scenario(script=WELCOME, events_per_second=60))
    simulator.queue(
        DEMO_MODEL,
        Scenario(script=LOOK_AROUND, events_per_second=60),
        Scenario(script=WELCOME, events_per_second=60),
    )
    with simulator:
        yield simulator
