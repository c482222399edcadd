import asyncio
import socket

import pytest

from desktop_app.net.discovery import local_servers
from desktop_app.net.discovery.local_servers import LocalServer, find_local_servers
from tests.net.json_server import json_server

LISTING = {"object": "list", "data": [{"id": "llama3.2:1b"}, {"id": "qwen3:4b"}]}


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.asyncio
async def test_only_servers_answering_a_model_list_are_found():
    async with (
        json_server({"/v1/models": (200, LISTING)}) as ollama,
        json_server({"/v1/models": (200, b"<html>a router page</html>")}) as web_page,
        json_server({"/v1/models": (200, {"models": ["not the shape"]})}) as other_json,
        json_server({"/v1/models": (401, {"error": "key"})}) as refusing,
    ):
        candidates = (
            ("ollama", ollama.port),
            ("lmstudio", web_page.port),
            ("llamacpp", other_json.port),
            ("vllm", refusing.port),
            ("llamacpp", closed_port()),
        )
        found = await asyncio.wait_for(find_local_servers(candidates), 20)
    assert found == [
        LocalServer("ollama", f"http://127.0.0.1:{ollama.port}/v1", ("llama3.2:1b", "qwen3:4b"))
    ]
    assert web_page.asked == ["/v1/models"] and refusing.asked == ["/v1/models"]


@pytest.mark.asyncio
async def test_an_empty_list_is_still_a_server():
    async with json_server({"/v1/models": (200, {"data": []})}) as lmstudio:
        found = await find_local_servers((("lmstudio", lmstudio.port),))
    assert found == [LocalServer("lmstudio", f"http://127.0.0.1:{lmstudio.port}/v1", ())]


@pytest.mark.asyncio
async def test_a_port_that_never_answers_is_given_up_on():
    hold = asyncio.Event()
    async with json_server({"/v1/models": (200, LISTING)}, hold=hold) as silent:
        found = await asyncio.wait_for(find_local_servers((("ollama", silent.port),)), 20)
        assert silent.asked == ["/v1/models"]  # it was asked, and not waited for
    assert found == []


@pytest.mark.asyncio
async def test_no_proxy_is_used_for_this_computer(monkeypatch):
    monkeypatch.setenv("HTTP_PROXY", f"http://127.0.0.1:{closed_port()}")
    monkeypatch.setenv("ALL_PROXY", f"http://127.0.0.1:{closed_port()}")
    async with json_server({"/v1/models": (200, LISTING)}) as ollama:
        found = await find_local_servers((("ollama", ollama.port),))
    assert [server.preset for server in found] == ["ollama"]


@pytest.mark.asyncio
@pytest.mark.parametrize("host", ["10.0.0.5", "192.168.1.2", "8.8.8.8"])
async def test_only_this_computer_is_asked(host, monkeypatch):
    def no_client(*args, **kwargs):
        raise AssertionError("a connection was prepared")

    monkeypatch.setattr(local_servers.httpx, "AsyncClient", no_client)
    with pytest.raises(ValueError):
        await find_local_servers((("ollama", 11434),), host=host)


def test_the_usual_ports():
    assert dict(local_servers.LOCAL_PORTS) == {"ollama": 11434, "lmstudio": 1234, "llamacpp": 8080}
    assert local_servers.HOST == "127.0.0.1"
