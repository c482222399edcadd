"""The servers while the window is open, with real child processes: started only once their
launch is confirmed, their state told, their log kept with secrets blanked, sampling refused
unless allowed, and every process (children included) gone after ``stop_all``."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import sys
from pathlib import Path

import pytest

from desktop_app.mcp.config import McpServerConfig, secret_id
from desktop_app.mcp.elicitation import ElicitationAction, ElicitationAnswer
from desktop_app.mcp.manager import ServerManager
from desktop_app.mcp.sampling import SamplingAnswer, SamplingDeclined
from desktop_app.mcp.servers import ServerState

SERVER = Path(__file__).parent / "servers" / "asking_server.py"
TOKEN = "tok-5f3a9c"


def asking_config(name: str = "asking", **changes) -> McpServerConfig:
    config = McpServerConfig(
        name=name,
        command=sys.executable,
        args=(str(SERVER),),
        env_names=("API_TOKEN", "CHILD_PID_FILE", "CAPABILITIES_FILE", "MODE"),
    )
    return dataclasses.replace(config, **changes)


def approved(config: McpServerConfig) -> McpServerConfig:
    return dataclasses.replace(config, approved=config.fingerprint())


class Keyring:
    def __init__(self, values: dict[str, str]) -> None:
        self.values = values
        self.read: list[str] = []

    async def read_secret(self, key: str) -> str | None:
        self.read.append(key)
        return self.values.get(key)


def keyring_for(tmp_path: Path, name: str = "asking", **env: str) -> Keyring:
    values = {
        "API_TOKEN": TOKEN,
        "CHILD_PID_FILE": str(tmp_path / f"{name}.child"),
        "CAPABILITIES_FILE": str(tmp_path / f"{name}.capabilities"),
    } | env
    return Keyring({secret_id(name, "env", key): value for key, value in values.items()})


def manager_with(keyring: Keyring, *, approve=None, remember=None, **options) -> ServerManager:
    async def yes(config):
        return True

    return ServerManager(
        read_secret=keyring.read_secret,
        workspace=lambda: None,
        approve=approve or yes,
        remember=remember or (lambda config: None),
        **options,
    )


def gone(pid: int) -> bool:
    """Ended: no such process, or a zombie waiting to be reaped (it runs no more)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return True
    return stat.rsplit(")", 1)[1].split()[0] in ("Z", "X")


async def until(condition, seconds: float = 15.0) -> None:
    async with asyncio.timeout(seconds):
        while not condition():
            await asyncio.sleep(0.02)


@pytest.mark.asyncio
async def test_a_confirmed_server_connects_and_stop_all_ends_it_and_its_child(tmp_path):
    keyring = keyring_for(tmp_path)
    manager = manager_with(keyring)
    told: list[str] = []
    manager.listen(told.append)
    manager.apply([approved(asking_config())])
    await manager.wait_idle()
    status = manager.status("asking")
    assert status.state is ServerState.CONNECTED and status.tools == 2
    assert "asking" in told
    connection = manager.connected()[0]
    server_pid = connection.session.transport.process.pid
    child_pid = int((tmp_path / "asking.child").read_text())
    assert not gone(server_pid) and not gone(child_pid)
    # The log keeps what the server wrote, with the keyring's value blanked.
    assert status.log_tail == ("starting with token [secret]",)

    await manager.stop_all()
    await until(lambda: gone(server_pid) and gone(child_pid))
    assert manager.connected() == []


@pytest.mark.asyncio
async def test_stop_all_also_ends_a_child_that_left_the_servers_group(tmp_path):
    """A child in a session of its own escapes a kill of the server's group: it is found by
    the marker it inherited in its environment."""
    escaped_file = tmp_path / "asking.setsid"
    keyring = keyring_for(tmp_path, SETSID_CHILD_PID_FILE=str(escaped_file))
    names = (*asking_config().env_names, "SETSID_CHILD_PID_FILE")
    manager = manager_with(keyring)
    manager.apply([approved(asking_config(env_names=names))])
    await manager.wait_idle()
    assert manager.status("asking").state is ServerState.CONNECTED
    escaped = int(escaped_file.read_text())
    server = manager.connected()[0].session.transport.process.pid
    session_of = Path(f"/proc/{escaped}/stat").read_text().rsplit(")", 1)[1].split()[3]
    assert not gone(escaped) and int(session_of) not in (server, 0)

    await manager.stop_all()
    await until(lambda: gone(escaped))


@pytest.mark.asyncio
async def test_an_unconfirmed_server_is_not_started_until_the_person_says_yes(tmp_path):
    asked: list[McpServerConfig] = []
    remembered: list[McpServerConfig] = []
    answers = iter([False, True])

    async def approve(config):
        asked.append(config)
        return next(answers)

    manager = manager_with(keyring_for(tmp_path), approve=approve, remember=remembered.append)
    imported = asking_config()  # as an import leaves it: never confirmed
    manager.apply([imported])
    await manager.wait_idle()
    assert asked == [imported]
    assert manager.status("asking").state is ServerState.DECLINED
    assert not (tmp_path / "asking.child").exists()  # nothing ran
    assert remembered == []

    manager.restart("asking")
    await manager.wait_idle()
    assert manager.status("asking").state is ServerState.CONNECTED
    assert [config.approved for config in remembered] == [imported.fingerprint()]
    # Applying what was saved after the confirmation neither asks nor restarts.
    pid = manager.connected()[0].session.transport.process.pid
    manager.apply(remembered)
    await manager.wait_idle()
    assert len(asked) == 2 and manager.connected()[0].session.transport.process.pid == pid

    # A changed command line is a new launch: asked again before it runs.
    changed = dataclasses.replace(remembered[0], args=(str(SERVER), "--verbose"))
    assert changed.needs_approval
    manager.apply([changed])
    await manager.wait_idle()
    assert len(asked) == 3 and asked[-1].args[-1] == "--verbose"
    await manager.stop_all()


@pytest.mark.asyncio
async def test_a_failed_server_says_so_with_the_last_lines_of_its_log(tmp_path):
    manager = manager_with(keyring_for(tmp_path, MODE="fail"))
    manager.apply([approved(asking_config())])
    await manager.wait_idle()
    status = manager.status("asking")
    assert status.state is ServerState.FAILED
    assert status.problem is not None and status.problem.problem.value == "exited"
    assert status.log_tail[-2:] == ("starting with token [secret]", "cannot open the database")
    assert TOKEN not in str(status.problem)
    await manager.stop_all()


@pytest.mark.asyncio
async def test_disabling_and_removing_stop_the_server(tmp_path):
    manager = manager_with(keyring_for(tmp_path))
    config = approved(asking_config())
    manager.apply([config])
    await manager.wait_idle()
    pid = manager.connected()[0].session.transport.process.pid
    manager.apply([dataclasses.replace(config, enabled=False)])
    await manager.wait_idle()
    assert manager.status("asking").state is ServerState.STOPPED
    await until(lambda: gone(pid))
    manager.apply([config])
    await manager.wait_idle()
    assert manager.status("asking").state is ServerState.CONNECTED
    # Switched off and on again at once: the stop still under way does not pass for running.
    manager.apply([dataclasses.replace(config, enabled=False)])
    manager.apply([config])
    await manager.wait_idle()
    assert manager.status("asking").state is ServerState.CONNECTED
    pid = manager.connected()[0].session.transport.process.pid
    manager.apply([])
    await manager.wait_idle()
    await until(lambda: gone(pid))
    assert manager.connections == {}


async def call(manager: ServerManager, tool: str) -> dict:
    session = manager.connected()[0].session
    answer = await session.call_tool(tool, {}, timeout=15)
    return json.loads(answer["content"][0]["text"])


@pytest.mark.asyncio
async def test_sampling_is_refused_unless_allowed_for_the_server(tmp_path):
    asked = []

    async def sampler(request):
        asked.append(request)
        return SamplingAnswer("hi", "model-x")

    manager = manager_with(keyring_for(tmp_path), sampler_for=lambda config: sampler)
    manager.apply([approved(asking_config())])
    await manager.wait_idle()
    capabilities = json.loads((tmp_path / "asking.capabilities").read_text())
    assert "sampling" not in capabilities
    assert (await call(manager, "sample"))["error"]["code"] == -1
    assert asked == []
    await manager.stop_all()


@pytest.mark.asyncio
async def test_an_allowed_server_samples_through_the_sampler(tmp_path):
    answers = iter([SamplingAnswer("hi", "model-x"), SamplingDeclined()])
    asked = []

    async def sampler(request):
        asked.append(request)
        answer = next(answers)
        if isinstance(answer, Exception):
            raise answer
        return answer

    manager = manager_with(keyring_for(tmp_path), sampler_for=lambda config: sampler)
    manager.apply([approved(asking_config(allow_sampling=True))])
    await manager.wait_idle()
    assert "sampling" in json.loads((tmp_path / "asking.capabilities").read_text())
    result = await call(manager, "sample")
    assert result["content"] == {"type": "text", "text": "hi"} and result["model"] == "model-x"
    assert asked[0].system_prompt == "Be brief" and asked[0].messages[0].text == "Say hi"
    assert (await call(manager, "sample"))["error"]["code"] == -1  # the person declined
    await manager.stop_all()


@pytest.mark.asyncio
async def test_elicitation_reaches_the_elicitor_and_its_answer_the_server(tmp_path):
    async def elicitor(request):
        assert request.message == "Who are you?"
        return ElicitationAnswer(ElicitationAction.ACCEPT, {"name": "Grace"})

    manager = manager_with(keyring_for(tmp_path), elicitor=elicitor)
    manager.apply([approved(asking_config())])
    await manager.wait_idle()
    # What was entered wins; the defaults fill the rest.
    assert await call(manager, "ask") == {
        "action": "accept",
        "content": {"age": 36, "name": "Grace", "subscribe": True},
    }
    await manager.stop_all()
