"""Model servers running on this computer, found by asking their usual ports for a model list.

Only 127.0.0.1 is asked, never through a proxy, with short time limits; a port counts as a
server only when it answers a model list that parses (any other answer, or none, is silence).
"""

from __future__ import annotations

import asyncio
import ipaddress
from dataclasses import dataclass

import httpx
import orjson

from desktop_app.names import ProviderKind, Wire
from desktop_app.net.clients import http_client
from desktop_app.net.proxies import DIRECT
from desktop_app.providers.model_info import listing_infos

# The presets of servers people run locally, at their default ports.
LOCAL_PORTS: tuple[tuple[ProviderKind, int], ...] = (
    (ProviderKind.OLLAMA, 11434),
    (ProviderKind.LMSTUDIO, 1234),
    (ProviderKind.LLAMACPP, 8080),
)
HOST = "127.0.0.1"
CONNECT_TIMEOUT = 0.3  # a closed port refuses at once; a filtered one is not waited for long
ANSWER_TIMEOUT = 1.5
MAX_LISTING_BYTES = 1 << 20


@dataclass(frozen=True, slots=True)
class LocalServer:
    preset: ProviderKind
    base_url: str
    models: tuple[str, ...]


async def _listing(client: httpx.AsyncClient, url: str) -> tuple[str, ...] | None:
    try:
        async with client.stream("GET", url) as response:
            if response.status_code != 200:
                return None
            body = b""
            async for chunk in response.aiter_bytes():
                body += chunk
                if len(body) > MAX_LISTING_BYTES:
                    return None
    except httpx.HTTPError:
        return None
    try:
        listing = orjson.loads(body)
    except orjson.JSONDecodeError:
        return None
    if not isinstance(listing, dict) or not isinstance(listing.get("data"), list):
        return None
    return tuple(info.id for info in listing_infos(Wire.OPENAI_CHAT, listing))


async def find_local_servers(
    candidates: tuple[tuple[ProviderKind, int], ...] = LOCAL_PORTS, host: str = HOST
) -> list[LocalServer]:
    """The candidates that answered a model list, in the candidates' order."""
    if not ipaddress.ip_address(host).is_loopback:
        raise ValueError("local servers are looked for on this computer only")
    timeout = httpx.Timeout(ANSWER_TIMEOUT, connect=CONNECT_TIMEOUT)
    async with http_client(proxy=DIRECT, timeout=timeout, follow_redirects=False) as client:
        netloc = f"[{host}]" if ":" in host else host
        urls = [f"http://{netloc}:{port}/v1" for _, port in candidates]
        answers = await asyncio.gather(*(_listing(client, url + "/models") for url in urls))
    return [
        LocalServer(preset, url, models)
        for (preset, _), url, models in zip(candidates, urls, answers)
        if models is not None
    ]
