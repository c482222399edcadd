"""Asking an endpoint which models it offers."""

from __future__ import annotations

import httpx

from desktop_app.net.proxy_errors import status_error
from desktop_app.net.target import checked_target
from desktop_app.net.transports import connection_error
from desktop_app.providers.model_info import ModelInfo, listing_infos
from desktop_app.providers.requests import Endpoint, models_request


async def list_models(endpoint: Endpoint, *, timeout: float = 15.0) -> list[str]:
    """The endpoint's model names; raises ``ProviderError`` (also what "test connection" shows)."""
    return [info.id for info in await list_model_infos(endpoint, timeout=timeout)]


async def list_model_infos(endpoint: Endpoint, *, timeout: float = 15.0) -> list[ModelInfo]:
    """The endpoint's models with what its listing reports of each; raises ``ProviderError``."""
    request = models_request(endpoint)
    checked_target(request)
    try:
        # The stack, proxy and trust store the answers will use: a test that passes means
        # the stream can connect too.
        from desktop_app.net.aiohttp_transport import provider_client  # off the launch path

        client, _ = provider_client(timeout=timeout)
        async with client:
            response = await client.request(request.method, request.url, headers=request.headers)
    except httpx.HTTPError as exc:
        raise connection_error(exc, request) from None
    if response.status_code >= 400:
        raise status_error(response.status_code, response.content, dict(response.headers), request)
    try:
        listing = response.json()
    except ValueError:
        listing = None
    return listing_infos(endpoint.wire, listing)
