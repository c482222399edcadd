"""A write that would change nothing is not put to the person and is not run: the model is
told there was nothing to do, and the card says "no change" in the window's language."""

from __future__ import annotations

from desktop_app.agent.confirmations import Decision
from desktop_app.agent.events import ToolExecutionEnd, ToolExecutionStart
from desktop_app.generation.outcome import TurnStatus
from desktop_app.generation.prompt import Prompt
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import ScriptedCall
from tests.agent.harness import ScriptedPerson
from tests.agent.test_auto_allow import calls
from tests.agent.test_loop import FINAL, harness
from tests.net.helpers import queue

__all__ = ["harness"]


def test_a_write_of_what_the_file_holds_is_not_asked_and_is_reported(harness, simulator):
    target = harness.workspace / "same.txt"
    target.write_text("hello\n", encoding="utf-8")
    before = target.stat().st_mtime_ns
    same = ScriptedCall(
        name="write_file", arguments={"path": "same.txt", "content": "hello\n"}, call_id="c_s"
    )
    other = ScriptedCall(
        name="write_file", arguments={"path": "same.txt", "content": "bye\n"}, call_id="c_o"
    )
    model = queue(simulator, calls(same), calls(other), Scenario(script=FINAL))
    person = ScriptedPerson([Decision.DENY])
    result, events = harness.run(harness.loop("openai-chat", model, person), Prompt.single("x"))
    assert result.outcome.status is TurnStatus.COMPLETED
    assert [r.call.call_id for r in person.asked] == ["c_o"]  # only the real change is asked
    ends = {e.call_id: e for e in events if isinstance(e, ToolExecutionEnd)}
    assert ends["c_s"].output.startswith("Nothing was written: same.txt already holds")
    assert not ends["c_s"].error
    starts = {e.call_id: e for e in events if isinstance(e, ToolExecutionStart)}
    assert starts["c_s"].intent is not None and starts["c_s"].intent.code == "no_change"
    assert target.stat().st_mtime_ns == before  # not written again
