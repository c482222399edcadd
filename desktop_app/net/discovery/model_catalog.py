"""The models each provider offers, asked once and kept until the person refreshes.

Keyed by provider entry and address, so changing a provider's base URL asks again. Two pickers
asking at once share one request. A failed listing is not kept: the next ask tries again.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from desktop_app.net.discovery.model_list import list_model_infos
from desktop_app.providers.model_info import ModelInfo, about
from desktop_app.providers.requests import Endpoint

Lister = Callable[[Endpoint], Awaitable[list[ModelInfo]]]


class ModelCatalog:
    def __init__(self, lister: Lister = list_model_infos) -> None:
        self._lister = lister
        self._known: dict[tuple[str, str], tuple[ModelInfo, ...]] = {}
        self._asking: dict[tuple[str, str], asyncio.Future[tuple[ModelInfo, ...]]] = {}

    @staticmethod
    def _key(endpoint: Endpoint) -> tuple[str, str]:
        return endpoint.provider_id, endpoint.root

    def cached(self, endpoint: Endpoint) -> tuple[ModelInfo, ...] | None:
        """What the last listing said, without asking; None when never asked."""
        return self._known.get(self._key(endpoint))

    def about(self, endpoint: Endpoint) -> ModelInfo:
        """What is known of the endpoint's model: its listing if asked, and the curated table."""
        return about(endpoint.model, self._known.get(self._key(endpoint), ()))

    async def models(self, endpoint: Endpoint, *, refresh: bool = False) -> tuple[ModelInfo, ...]:
        """The provider's models; asked over the network only the first time or on refresh.
        Raises what the listing raises (``ProviderError``)."""
        key = self._key(endpoint)
        if not refresh and key in self._known:
            return self._known[key]
        asking = self._asking.get(key)
        if asking is None:
            asking = asyncio.ensure_future(self._ask(key, endpoint))
            # Retrieved even when every asker went away, so no failure is left unread.
            asking.add_done_callback(lambda done: done.cancelled() or done.exception())
            self._asking[key] = asking
        # Shielded: a picker that goes away does not cancel the listing another one waits for.
        return await asyncio.shield(asking)

    async def _ask(self, key: tuple[str, str], endpoint: Endpoint) -> tuple[ModelInfo, ...]:
        try:
            listed = tuple(await self._lister(endpoint))
        finally:
            self._asking.pop(key, None)
        self._known[key] = listed
        return listed
