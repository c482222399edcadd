"""Over a real socket: the thinking a tool-use turn streamed goes back, signed, before its call."""

from __future__ import annotations

import pytest

from desktop_app.agent.confirmations import Decision
from desktop_app.generation.prompt import Prompt
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.store.database import Database
from tests.agent.harness import AgentHarness, ScriptedPerson
from tests.net.helpers import queue
from tests.providers.sdk_types import validate_body

THINK_THEN_LIST = Script(
    reasoning="The folder first.",
    answer="Looking.",
    tool_calls=(ScriptedCall(name="list_directory", arguments={"path": "."}, call_id="toolu_7"),),
    finish="tool_calls",
)
FINAL = Script(answer="It holds one file.")


@pytest.fixture
def harness(tmp_path, simulator):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "a.txt").write_text("a", encoding="utf-8")
    database = Database(tmp_path / "arroyo.sqlite3")
    yield AgentHarness(workspace, database, simulator)
    database.close()


@pytest.mark.parametrize("unstreamed", [False, True])
def test_signed_thinking_goes_back_with_the_tool_call(harness, simulator, unstreamed):
    model = queue(
        simulator, Scenario(script=THINK_THEN_LIST, unstreamed=unstreamed), Scenario(script=FINAL)
    )
    person = ScriptedPerson([Decision.ALLOW_ONCE, Decision.ALLOW_ONCE])
    before = len(simulator.requests)
    loop = harness.loop("anthropic", model, person)
    result, _ = harness.run(loop, Prompt.single("What is in the folder?"))
    assert result.outcome.status == "completed"
    posts = [r for r in simulator.requests[before:] if r.method == "POST"]
    follow_up = validate_body("anthropic", posts[1].body)
    assistant = next(m for m in follow_up["messages"] if m["role"] == "assistant")
    assert [block["type"] for block in assistant["content"]] == ["thinking", "text", "tool_use"]
    assert assistant["content"][0] == {
        "type": "thinking",
        "thinking": "The folder first.",
        "signature": "c2lnbmF0dXJl",  # the simulator's, unchanged
    }
