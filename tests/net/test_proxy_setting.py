"""The proxy chosen in the settings carries every kind of request, through a real proxy on
127.0.0.1 (``proxy_server``): a chat turn on both transports, a model list, an MCP server over
HTTP. Loopback goes direct by default; the tests turn that off (or name the provider by a host
name only the proxy resolves) so the request must go through the proxy."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from desktop_app.errors import ErrorKind
from desktop_app.net.discovery.model_list import list_models
from desktop_app.net.errors import ProviderError
from desktop_app.net.proxies import (
    ProxyConfig,
    ProxyMode,
    ProxyOptions,
    apply_proxy,
    current_proxy,
    proxy_options,
)
from desktop_app.net.retry import RetryPolicy
from desktop_app.net.turn import TurnEnding
from desktop_app.providers.requests import Endpoint
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from tests.net import helpers
from tests.net.helpers import TRANSPORT_NAMES, make_transport, queue, run_turn_async
from tests.net.proxy_server import ProxyServer

ANSWER = "Hola por el proxy"
PASSWORD = "s3cret-proxy-pässword"


@pytest.fixture
def proxy_choice():
    """Puts options in force for one test, and the ones before back after it."""
    before = current_proxy()
    yield lambda options: apply_proxy(options)
    apply_proxy(before)


def manual(proxy: ProxyServer, *, username: str = "", password: str = "", bypass=False):
    host, port = proxy.address.split(":")
    config = ProxyConfig(
        mode=ProxyMode.MANUAL,
        host=host,
        port=int(port),
        username=username,
        bypass_loopback=bypass,
    )
    return proxy_options(config, password)


def _turn(simulator, transport_name, model):
    async def go():
        transport = make_transport(transport_name)
        try:
            return await run_turn_async(
                simulator, transport, "openai-chat", model, retry=RetryPolicy(max_attempts=1)
            )
        finally:
            await transport.aclose()

    return asyncio.run(go())[0]


# -- the pure function --------------------------------------------------------------------------


def test_the_options_come_from_the_config_alone():
    config = ProxyConfig(mode=ProxyMode.MANUAL, host="proxy.corp", port=3128, username="ana")
    options = proxy_options(config, PASSWORD)
    route = options.route("https://api.openai.com/v1")
    assert route is not None and route.url == "http://proxy.corp:3128"
    assert PASSWORD not in repr(options) and PASSWORD not in route.url
    # Loopback goes direct by default: a local Ollama is not behind the company's proxy.
    for local in ("http://127.0.0.1:11434", "http://localhost:1234/v1", "http://[::1]:8000"):
        assert options.route(local) is None
    assert proxy_options(config, PASSWORD) == options  # the same config, the same options
    assert proxy_options(ProxyConfig(mode=ProxyMode.NONE)).route("https://x.test") is None


def test_system_mode_reads_the_environment(monkeypatch):
    for name in ("http_proxy", "https_proxy", "all_proxy", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
        monkeypatch.delenv(name.upper(), raising=False)
    monkeypatch.setenv("HTTPS_PROXY", "http://user:pw@proxy.corp:3128")
    monkeypatch.setenv("NO_PROXY", "internal.corp")
    options = proxy_options(ProxyConfig())
    route = options.route("https://api.anthropic.com")
    assert route is not None and route.url == "http://proxy.corp:3128"
    assert (route.username, route.password) == ("user", "pw")
    assert options.route("https://internal.corp/v1") is None
    assert options.trust_env


def test_the_password_is_never_in_the_settings_file(tmp_path: Path):
    from desktop_app.config.settings import ProviderSettings

    settings = ProviderSettings(tmp_path / "settings.json")
    config = ProxyConfig(mode=ProxyMode.MANUAL, host="proxy.corp", port=3128, username="ana")
    settings.update_app(proxy=config)
    text = (tmp_path / "settings.json").read_text(encoding="utf-8")
    assert '"username": "ana"' in text and PASSWORD not in text and "password" not in text
    assert ProviderSettings(tmp_path / "settings.json").app.proxy == config


def test_no_module_builds_a_client_but_the_one_factory():
    root = Path(__file__).parents[2] / "desktop_app"
    # httpx's clients however imported, aiohttp's sessions, and the standard library's openers.
    building = re.compile(r"\b(Async)?Client\(|\bClientSession\(|\burlopen\(|build_opener\(")
    found = [
        str(path.relative_to(root))
        for path in root.rglob("*.py")
        if building.search(path.read_text(encoding="utf-8"))
    ]
    assert found == ["net/clients.py"]
    # The diff transport's own stack: it asks ``ProxyOptions.route`` for every request.
    connecting = re.compile(r"HTTPS?Connection\(")
    own_stack = [
        str(path.relative_to(root))
        for path in root.rglob("*.py")
        if connecting.search(path.read_text(encoding="utf-8"))
    ]
    assert own_stack == ["net/snapshot_transport.py"]


def _address_provider(monkeypatch, root: str) -> None:
    """The turns of the test go to ``root`` instead of the simulator's own address."""
    original = helpers.endpoint_for

    def renamed(sim, wire, model, key=helpers.TEST_KEY):
        found = original(sim, wire, model, key)
        return Endpoint(wire=found.wire, model=found.model, base_url=root + "/v1", api_key=key)

    monkeypatch.setattr(helpers, "endpoint_for", renamed)


# -- through a real proxy ---------------------------------------------------------------------


@pytest.mark.parametrize("transport_name", TRANSPORT_NAMES)
def test_a_chat_turn_goes_through_the_manual_proxy(simulator, proxy_choice, transport_name):
    model = queue(simulator, Scenario(script=Script(answer=ANSWER), chunk_size=4))
    with ProxyServer(username="ana", password=PASSWORD) as proxy:
        proxy_choice(manual(proxy, username="ana", password=PASSWORD))
        result = _turn(simulator, transport_name, model)
    assert (result.ending, result.turn.answer) == (TurnEnding.COMPLETED, ANSWER)
    assert proxy.seen == [f"POST {simulator.url}/v1/chat/completions"]


@pytest.mark.parametrize("transport_name", TRANSPORT_NAMES)
def test_loopback_bypasses_the_manual_proxy_by_default(simulator, proxy_choice, transport_name):
    model = queue(simulator, Scenario(script=Script(answer=ANSWER)))
    with ProxyServer() as proxy:
        proxy_choice(manual(proxy, bypass=True))
        result = _turn(simulator, transport_name, model)
    assert result.turn.answer == ANSWER
    assert proxy.seen == []


@pytest.mark.parametrize("transport_name", TRANSPORT_NAMES)
@pytest.mark.parametrize("refusal", ["forbidden", "no credentials", "wrong password"])
def test_a_refusing_proxy_is_named_and_the_password_is_not(
    simulator, proxy_choice, transport_name, refusal, monkeypatch
):
    """A 403 to a plain request may be the provider's: a refused tunnel (https) is the proxy's."""
    model = queue(simulator, Scenario(script=Script(answer=ANSWER)))
    if refusal == "forbidden":
        _address_provider(monkeypatch, "https://provider.arroyo-test:9")
    server_options = (
        {"refuse": True} if refusal == "forbidden" else {"username": "ana", "password": "right"}
    )
    given = "" if refusal == "no credentials" else PASSWORD
    with ProxyServer(**server_options) as proxy:
        proxy_choice(manual(proxy, username="ana" if given else "", password=given))
        result = _turn(simulator, transport_name, model)
    error = result.provider_error
    assert error is not None and error.kind is ErrorKind.PROXY
    assert proxy.address in error.message
    assert ("(403)" if refusal == "forbidden" else "(407)") in error.message
    assert PASSWORD not in error.message and PASSWORD not in error.described
    assert len(proxy.seen) == 1


@pytest.mark.parametrize("transport_name", TRANSPORT_NAMES)
def test_a_provider_named_by_host_reaches_it_through_the_proxy(
    simulator, proxy_choice, transport_name, monkeypatch
):
    """A name that is not loopback: the proxy, not this computer, resolves it (to 127.0.0.1)."""
    model = queue(simulator, Scenario(script=Script(answer=ANSWER)))
    named = simulator.url.replace("127.0.0.1", "provider.arroyo-test")
    _address_provider(monkeypatch, named)
    with ProxyServer() as proxy:
        proxy_choice(manual(proxy, bypass=True))
        result = _turn(simulator, transport_name, model)
    assert result.turn.answer == ANSWER, result.provider_error
    assert proxy.seen == [f"POST {named}/v1/chat/completions"]


def test_the_model_list_goes_through_the_proxy(simulator, proxy_choice):
    endpoint = Endpoint(wire="openai-chat", model="", base_url=simulator.url + "/v1", api_key="k")
    with ProxyServer() as proxy:
        proxy_choice(manual(proxy))
        models = asyncio.run(list_models(endpoint, timeout=10))
    assert models
    assert proxy.seen == [f"GET {simulator.url}/v1/models"]


def test_a_refused_model_list_names_the_proxy(simulator, proxy_choice):
    endpoint = Endpoint(wire="openai-chat", model="", base_url=simulator.url + "/v1", api_key="k")
    with ProxyServer(username="ana", password="right") as proxy:
        proxy_choice(manual(proxy, username="ana", password=PASSWORD))
        with pytest.raises(ProviderError) as caught:
            asyncio.run(list_models(endpoint, timeout=10))
    assert caught.value.kind is ErrorKind.PROXY and proxy.address in caught.value.message
    assert PASSWORD not in str(caught.value)


def test_no_proxy_mode_ignores_the_environment(simulator, proxy_choice, monkeypatch):
    model = queue(simulator, Scenario(script=Script(answer=ANSWER)))
    with ProxyServer() as proxy:
        monkeypatch.setenv("HTTP_PROXY", proxy.url)
        monkeypatch.delenv("NO_PROXY", raising=False)
        monkeypatch.delenv("no_proxy", raising=False)
        proxy_choice(ProxyOptions(ProxyMode.NONE))
        result = _turn(simulator, "chunked", model)
    assert result.turn.answer == ANSWER and proxy.seen == []


@pytest.mark.asyncio
async def test_an_mcp_http_server_is_reached_through_the_proxy(tmp_path, proxy_choice):
    from desktop_app.agent.tools import ToolContext, ToolRegistry
    from desktop_app.mcp.config import McpServerConfig, ServerKind
    from desktop_app.mcp.servers import ServerConnection
    from desktop_app.mcp.tools import McpToolset
    from tests.mcp.agent_support import no_secrets
    from tests.mcp.expiring_server import ExpiringServer

    registry = ToolRegistry(ToolContext(workspace=tmp_path))
    toolset = McpToolset(registry)
    with ExpiringServer() as server, ProxyServer(username="ana", password=PASSWORD) as proxy:
        proxy_choice(manual(proxy, username="ana", password=PASSWORD))
        config = McpServerConfig(name="exp", kind=ServerKind.HTTP, url=server.url, timeout=20)
        connection = ServerConnection(config, secrets=no_secrets, on_tools=toolset.install)
        await connection.start()
        try:
            outcome = await registry.tools["add"].run({"a": 2, "b": 3}, registry.context)
        finally:
            await connection.stop()
    assert outcome.output == "5" and not outcome.is_error
    assert f"POST {server.url}" in proxy.seen


@pytest.mark.parametrize("transport_name", TRANSPORT_NAMES)
def test_a_proxy_that_is_not_there_is_named(simulator, proxy_choice, transport_name):
    model = queue(simulator, Scenario(script=Script(answer=ANSWER)))
    with ProxyServer() as proxy:
        options = manual(proxy, username="ana", password=PASSWORD)
    proxy_choice(options)  # the proxy has stopped: nothing listens on its port any more
    result = _turn(simulator, transport_name, model)
    error = result.provider_error
    assert error is not None and error.kind is ErrorKind.PROXY
    assert error.message == f"the proxy {proxy.address} could not be reached"


@pytest.mark.asyncio
async def test_an_mcp_server_behind_a_refusing_proxy_names_the_proxy(tmp_path, proxy_choice):
    from desktop_app.agent.tools import ToolContext, ToolRegistry
    from desktop_app.mcp.config import McpServerConfig, ServerKind
    from desktop_app.mcp.errors import McpError
    from desktop_app.mcp.servers import ServerConnection
    from desktop_app.mcp.tools import McpToolset
    from tests.mcp.agent_support import no_secrets
    from tests.mcp.expiring_server import ExpiringServer

    toolset = McpToolset(ToolRegistry(ToolContext(workspace=tmp_path)))
    with ExpiringServer() as server, ProxyServer(username="ana", password="other") as proxy:
        proxy_choice(manual(proxy, username="ana", password=PASSWORD))
        config = McpServerConfig(name="exp", kind=ServerKind.HTTP, url=server.url, timeout=5)
        connection = ServerConnection(config, secrets=no_secrets, on_tools=toolset.install)
        with pytest.raises(McpError) as caught:
            await connection.start()
        await connection.stop()
    said = str(caught.value)
    assert said == f"exp: the proxy {proxy.address} {_NEEDS_CREDENTIALS}"
    assert PASSWORD not in said
    assert server.calls == 0


_NEEDS_CREDENTIALS = "needs a user name and password, or refused the ones given (407)"


def test_the_diff_transport_refuses_an_https_proxy_rather_than_speak_to_it_in_clear(
    simulator, proxy_choice
):
    """http.client cannot speak TLS to a proxy: it says so, and sends nothing. (aiohttp, under
    the chunked transport, does speak TLS to one.)"""
    model = queue(simulator, Scenario(script=Script(answer=ANSWER)))
    with ProxyServer() as proxy:
        host, port = proxy.address.split(":")
        config = ProxyConfig(
            mode=ProxyMode.MANUAL,
            scheme="https",
            host=host,
            port=int(port),
            username="ana",
            bypass_loopback=False,
        )
        proxy_choice(proxy_options(config, PASSWORD))
        result = _turn(simulator, "diff", model)
        seen = list(proxy.seen)
    error = result.provider_error
    assert error is not None and error.kind is ErrorKind.PROXY and PASSWORD not in error.message
    assert proxy.address in error.message and "chunked transport" in error.message
    assert seen == []
