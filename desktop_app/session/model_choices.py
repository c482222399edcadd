"""Which model a conversation's next turn goes to, with which parameters, and what is known of
it: the per-conversation choice over the provider entry's default, checked before sending."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from desktop_app.config.file import ProviderEntry
from desktop_app.names import Wire
from desktop_app.net.discovery.model_catalog import ModelCatalog
from desktop_app.providers.model_info import ModelInfo
from desktop_app.providers.parameter_checks import refuse_known_problems
from desktop_app.providers.parameters import Parameters
from desktop_app.providers.pricing import ModelPrice, price_for
from desktop_app.providers.requests import Endpoint
from desktop_app.store.conversations import Conversation


@dataclass(frozen=True, slots=True)
class CurrentProvider:
    """The provider the window's turns go to now, as a picker needs it."""

    id: str
    wire: Wire
    default_model: str


def chosen_model(entry: ProviderEntry, conversation: Conversation | None) -> str:
    """The conversation's model when it was chosen (or last used) with this provider; the
    entry's otherwise."""
    if conversation is not None and conversation.provider_id == entry.id and conversation.model:
        return conversation.model
    return entry.effective_model


class ModelChoices:
    """Builds each turn's endpoint and answers the model picker, for the current provider."""

    def __init__(
        self,
        entry: Callable[[], ProviderEntry | None],
        base_url: Callable[[ProviderEntry], str],
        key: Callable[[ProviderEntry], str | None],
        catalog: ModelCatalog | None = None,
        prices: Callable[[], tuple[ModelPrice, ...]] = lambda: (),
    ) -> None:
        self._entry = entry
        self._prices = prices
        self._base_url = base_url
        self._key = key
        self.catalog = catalog or ModelCatalog()

    def current(self) -> CurrentProvider | None:
        entry = self._entry()
        if entry is None:
            return None
        return CurrentProvider(entry.id, entry.wire, entry.effective_model)

    def _listing_endpoint(self, entry: ProviderEntry) -> Endpoint:
        return Endpoint(
            wire=entry.wire,
            model=entry.effective_model,
            base_url=self._base_url(entry),
            api_key=self._key(entry),
            provider_id=entry.id,
        )

    async def models(self, refresh: bool = False) -> tuple[ModelInfo, ...]:
        """The current provider's models (asked once, kept until refreshed); raises
        ``ProviderError`` when the listing fails."""
        entry = self._entry()
        if entry is None:
            return ()
        return await self.catalog.models(self._listing_endpoint(entry), refresh=refresh)

    def cached(self) -> tuple[ModelInfo, ...] | None:
        """The current provider's models as last listed; None when not listed yet."""
        entry = self._entry()
        return None if entry is None else self.catalog.cached(self._listing_endpoint(entry))

    def about(self, model: str) -> ModelInfo:
        """What is known of a model of the current provider."""
        entry = self._entry()
        if entry is None:
            return ModelInfo(id=model)
        return self.catalog.about(replace(self._listing_endpoint(entry), model=model))

    def endpoint(
        self, entry: ProviderEntry, conversation: Conversation | None, key: str | None
    ) -> Endpoint:
        """Where the conversation's next turn goes. Raises ``ParametersRefused`` when the
        model is known to refuse its parameters: nothing is sent then."""
        parameters = Parameters.from_json(conversation.parameters_json if conversation else None)
        endpoint = Endpoint(
            wire=entry.wire,
            model=chosen_model(entry, conversation),
            base_url=self._base_url(entry),
            api_key=key,
            show_reasoning=entry.show_reasoning,
            provider_id=entry.id,
            parameters=parameters,
        )
        info = self.catalog.about(endpoint)
        refuse_known_problems(endpoint.wire, parameters, info)
        price = price_for(endpoint.model, self._prices())
        return replace(endpoint, model_info=info, price=price)
