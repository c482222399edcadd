import asyncio

import pytest

from desktop_app.net.discovery.model_catalog import ModelCatalog
from desktop_app.net.errors import ProviderError
from desktop_app.providers.model_info import Capability
from desktop_app.providers.requests import Endpoint
from tests.net.json_server import json_server

LISTING = {
    "data": [
        {"id": "gpt-4o", "object": "model"},
        {
            "id": "local/vision-8b",
            "context_length": 32_768,
            "architecture": {"input_modalities": ["text", "image"]},
        },
    ]
}


def endpoint(server, model="gpt-4o", provider_id="p1"):
    return Endpoint(
        wire="openai-chat", model=model, base_url=server.url + "/v1", provider_id=provider_id
    )


@pytest.mark.asyncio
async def test_listed_once_then_kept_until_refreshed():
    async with json_server({"/v1/models": (200, LISTING)}) as server:
        catalog = ModelCatalog()
        first = await catalog.models(endpoint(server))
        again = await catalog.models(endpoint(server))
        assert [m.id for m in first] == ["gpt-4o", "local/vision-8b"]
        assert again == first and server.asked == ["/v1/models"]
        await catalog.models(endpoint(server), refresh=True)
        assert len(server.asked) == 2


@pytest.mark.asyncio
async def test_what_is_known_joins_the_listing_and_the_table():
    async with json_server({"/v1/models": (200, LISTING)}) as server:
        catalog = ModelCatalog()
        assert catalog.cached(endpoint(server)) is None
        await catalog.models(endpoint(server))
        local = catalog.about(endpoint(server, "local/vision-8b"))
        assert local.context_window == 32_768 and local.supports(Capability.VISION) is True
        table = catalog.about(endpoint(server, "gpt-4o"))
        assert table.context_window == 128_000  # the listing said nothing: the table did


@pytest.mark.asyncio
async def test_pickers_asking_together_share_one_request():
    hold = asyncio.Event()
    async with json_server({"/v1/models": (200, LISTING)}, hold=hold) as server:
        catalog = ModelCatalog()
        both = asyncio.gather(catalog.models(endpoint(server)), catalog.models(endpoint(server)))
        for _ in range(200):  # bounded: until the server has the request
            if server.asked:
                break
            await asyncio.sleep(0.01)
        hold.set()
        first, second = await asyncio.wait_for(both, 10)
        assert first == second and server.asked == ["/v1/models"]


@pytest.mark.asyncio
async def test_each_provider_and_address_has_its_own_list():
    async with (
        json_server({"/v1/models": (200, LISTING)}) as one,
        json_server({"/v1/models": (200, {"data": [{"id": "other"}]})}) as two,
    ):
        catalog = ModelCatalog()
        assert [m.id for m in await catalog.models(endpoint(two))] == ["other"]
        assert len(await catalog.models(endpoint(one))) == 2


@pytest.mark.asyncio
async def test_a_failed_listing_is_not_kept():
    async with json_server({"/v1/models": (401, {"error": {"message": "bad key"}})}) as server:
        catalog = ModelCatalog()
        with pytest.raises(ProviderError):
            await catalog.models(endpoint(server))
        with pytest.raises(ProviderError):
            await catalog.models(endpoint(server))
        assert len(server.asked) == 2 and catalog.cached(endpoint(server)) is None
