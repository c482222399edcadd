"""``arroyo ask`` finds the folder its file tools work in as the window does: its --workspace,
else the conversation's choice, else the default workspace (made when first used)."""

from __future__ import annotations

import io

import keyring
import pytest

from desktop_app.cli.asking.headless import AskOptions, ask
from desktop_app.session.assembly import FILES_OFF_NOTE
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.simulator.server import Simulator
from desktop_app.store.database import Database
from desktop_app.store.workspaces import ConversationWorkspaces
from desktop_app.workspaces import OFF, WorkspaceChoice
from tests.keyrings import Memory

LOOK = Script(
    answer="Looking.",
    tool_calls=(ScriptedCall(name="list_directory", arguments={"path": "."}),),
    finish="tool_calls",
)
DONE = Script(answer="Done.")


@pytest.fixture
def sim():
    previous = keyring.get_keyring()
    keyring.set_keyring(Memory())  # no key stored: this provider's key is optional
    with Simulator() as made:
        yield made
    keyring.set_keyring(previous)


def run(qloop, sim, tmp_path, *scripts: Script, **given) -> tuple[str, str]:
    """Asks once (read-only tools allowed without a question), the model answering with
    ``scripts``; what was printed, and the conversation's id."""
    model = f"run-{len(sim.requests)}"  # each run its own queue: a queue's last answer stays
    sim.queue(model, *(Scenario(script=script) for script in scripts))
    options = AskOptions(
        prompt="What is in my folder?",
        provider="openai-compatible",
        base_url=sim.url + "/v1",
        model=model,
        database=tmp_path / "arroyo.sqlite3",
        allow_read_only=True,
        **given,
    )
    out = io.StringIO()
    assert qloop.run_until_complete(ask(options, out=out, stdin=io.StringIO(), err=out)) == 0
    said = out.getvalue()
    return said, said.rsplit("[conversation ", 1)[1].split("]")[0]


def chats(sim: Simulator) -> list[dict]:
    return [r.body for r in sim.requests if r.path.endswith("/chat/completions")]


def listed(body: dict) -> str:
    return [m["content"] for m in body["messages"] if m["role"] == "tool"][-1]  # this run's


def test_ask_resolves_the_workspace_as_the_window_does(qloop, sim, tmp_path, monkeypatch):
    default = tmp_path / "Documents" / "Arroyo"
    monkeypatch.setenv("ARROYO_WORKSPACE_DIR", str(default))
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "mine.txt").write_text("x", encoding="utf-8")
    given = tmp_path / "given"
    given.mkdir()
    (given / "given.txt").write_text("x", encoding="utf-8")

    _said, conversation_id = run(
        qloop, sim, tmp_path, LOOK, DONE
    )  # a new conversation: the default
    assert default.is_dir()  # made when first used
    assert "write_file" in [t["function"]["name"] for t in chats(sim)[0]["tools"]]

    with Database(tmp_path / "arroyo.sqlite3") as db:  # chosen in the window's chip
        ConversationWorkspaces(db).set(conversation_id, WorkspaceChoice.at(mine))
    run(qloop, sim, tmp_path, LOOK, DONE, conversation=conversation_id)
    assert "mine.txt" in listed(chats(sim)[-1])

    run(
        qloop, sim, tmp_path, LOOK, DONE, conversation=conversation_id, workspace=given
    )  # the flag wins
    assert "given.txt" in listed(chats(sim)[-1]) and "mine.txt" not in listed(chats(sim)[-1])

    with Database(tmp_path / "arroyo.sqlite3") as db:  # turned off in the window
        ConversationWorkspaces(db).set(conversation_id, OFF)
    run(qloop, sim, tmp_path, DONE, conversation=conversation_id)
    last = chats(sim)[-1]
    assert not last.get("tools")
    assert FILES_OFF_NOTE in last["messages"][0]["content"]
