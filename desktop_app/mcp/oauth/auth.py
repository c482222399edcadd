"""``McpOAuth``: an ``httpx.Auth`` that signs requests to one remote MCP server with a bearer
token and signs in when the server asks (MCP 2025-11-25 "Authorization").

On each request: a saved token is sent (refreshed first when it has run out). On a 401 the
token is refreshed once if it can be, else the person signs in; on a 403 ``insufficient_scope``
they sign in again for the larger scope (step-up). A request gets at most
``max_authorizations`` sign-ins; past that the error says why, and nothing loops.

Without a URL opener (the terminal, a background check) nobody can sign in: the request
fails with ``SignInProblem.SIGN_IN_NEEDED``, which the window shows as "sign in to <server>".
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncGenerator, Callable, Generator
from dataclasses import replace

import httpx

from desktop_app.mcp.oauth.challenge import BearerChallenge, parse_challenge
from desktop_app.mcp.oauth.errors import OAuthError, SignInProblem
from desktop_app.mcp.oauth.metadata import canonical_resource
from desktop_app.mcp.oauth.sign_in import SignInOptions, SignInRequest, UrlOpener, sign_in
from desktop_app.mcp.oauth.store import SavedSignIn, TokenStore
from desktop_app.mcp.oauth.tokens import TokenSet, refresh
from desktop_app.net.clients import http_client
from desktop_app.secrets import KeyringProblem, SecretsError

log = logging.getLogger(__name__)

# The first sign-in and two step-ups: enough for a server that needs more scope for a tool
# call, few enough that a server that is never satisfied is given up on quickly.
MAX_AUTHORIZATIONS = 3


class McpOAuth(httpx.Auth):
    def __init__(
        self,
        server_url: str,
        *,
        store: TokenStore,
        opener: UrlOpener | None,
        options: SignInOptions | None = None,
        http: httpx.AsyncClient | None = None,
        clock: Callable[[], float] = time.time,
        max_authorizations: int = MAX_AUTHORIZATIONS,
    ) -> None:
        self.server_url = server_url
        self._key = canonical_resource(server_url)
        self._store = store
        self._opener = opener
        self._options = options or SignInOptions()
        # For metadata, registration and token requests: never the MCP client itself, whose
        # auth is this object.
        self._http = http
        self._clock = clock
        self._max_authorizations = max_authorizations
        self._saved: SavedSignIn | None = None
        self._loaded = False
        self._lock = asyncio.Lock()
        # Why the last keyring read or write failed, if it did: the sign-in then lasts for
        # this session only, and the window can say so.
        self.store_problem: KeyringProblem | None = None

    def sync_auth_flow(self, request: httpx.Request) -> Generator[httpx.Request, httpx.Response]:
        raise RuntimeError("McpOAuth signs in on an event loop: use httpx.AsyncClient")
        yield request  # pragma: no cover - makes this a generator, as httpx expects

    async def async_auth_flow(
        self, request: httpx.Request
    ) -> AsyncGenerator[httpx.Request, httpx.Response]:
        sent = await self._usable_tokens()
        self._authorize(request, sent)
        response = yield request
        authorizations = 0
        refreshed = False
        # Each round signs in, refreshes, or takes tokens another request just got; the bound
        # only matters if other requests kept replacing them.
        for _ in range(2 * self._max_authorizations + 2):
            challenge = parse_challenge(response.headers.get("WWW-Authenticate"))
            if response.status_code == 401:
                if authorizations:
                    raise OAuthError(SignInProblem.STILL_UNAUTHORIZED)
                if not refreshed and await self._renewed_after_refusal(sent):
                    refreshed = True
                elif await self._sign_in(challenge, sent, step_up=False):
                    authorizations += 1
            elif response.status_code == 403 and challenge.insufficient_scope:
                if authorizations >= self._max_authorizations:
                    raise OAuthError(SignInProblem.INSUFFICIENT_SCOPE)
                if await self._sign_in(challenge, sent, step_up=True):
                    authorizations += 1
            else:
                return
            sent = self._saved.tokens if self._saved else None
            self._authorize(request, sent)
            response = yield request
        raise OAuthError(SignInProblem.STILL_UNAUTHORIZED)

    @staticmethod
    def _authorize(request: httpx.Request, tokens: TokenSet | None) -> None:
        if tokens is not None:
            request.headers["Authorization"] = f"Bearer {tokens.access_token}"

    async def signed_in(self) -> bool:
        """Whether a token is held (it may still be refused): for the window's server list."""
        return await self._usable_tokens() is not None

    async def sign_out(self) -> None:
        async with self._lock:
            self._saved = None
            self._loaded = True
            await self._store.clear(self._key)

    async def _load(self) -> None:
        if not self._loaded:
            try:
                self._saved = await self._store.load(self._key)
            except SecretsError as exc:
                log.info("reading the sign-in of %s: %s", self.server_url, exc.kind.value)
                self.store_problem = exc.kind
            self._loaded = True

    async def _save(self) -> None:
        if self._saved is None:
            return
        try:
            await self._store.save(self._key, self._saved)
        except SecretsError as exc:
            log.info("keeping the sign-in of %s: %s", self.server_url, exc.kind.value)
            self.store_problem = exc.kind

    async def _usable_tokens(self) -> TokenSet | None:
        async with self._lock:
            await self._load()
            tokens = self._saved.tokens if self._saved else None
            if tokens is not None and tokens.expired(self._clock()):
                return await self._refreshed()
            return tokens

    async def _renewed_after_refusal(self, sent: TokenSet | None) -> bool:
        """After a 401: whether there is now a different token to try, refreshed here or by
        another request meanwhile."""
        async with self._lock:
            held = self._saved.tokens if self._saved else None
            if held is not None and held is not sent:
                return True
            if held is None or not held.refresh_token:
                return False
            return await self._refreshed() is not None

    async def _refreshed(self) -> TokenSet | None:
        """New tokens from the refresh token; ``None`` (and the old ones forgotten) when the
        authorization server refuses it, so the next step is signing in. Lock held."""
        saved = self._saved
        if saved is None or saved.tokens is None or not saved.tokens.refresh_token:
            return None
        try:
            async with self._client() as http:
                tokens: TokenSet | None = await refresh(
                    http,
                    token_endpoint=saved.token_endpoint,
                    registration=saved.registration,
                    tokens=saved.tokens,
                    resource=saved.resource,
                    now=self._clock(),
                )
        except OAuthError as exc:
            log.info("refreshing the token of %s: %s", self.server_url, exc.kind.value)
            tokens = None
        self._saved = replace(saved, tokens=tokens)
        await self._save()
        return tokens

    async def _sign_in(
        self, challenge: BearerChallenge, sent: TokenSet | None, *, step_up: bool
    ) -> bool:
        """Signs in, unless another request did meanwhile with enough scope: then its tokens
        are the ones to retry with (``False``: no sign-in was made here)."""
        if self._opener is None:
            raise OAuthError(SignInProblem.SIGN_IN_NEEDED)
        async with self._lock:
            held = self._saved.tokens if self._saved else None
            if held is not None and held is not sent and set(challenge.scope) <= set(held.scope):
                return False
            request = SignInRequest(
                server_url=self.server_url,
                challenge=challenge,
                previous_scope=held.scope if (held and step_up) else (),
                saved=self._saved,
            )
            async with self._client() as http:
                self._saved = await sign_in(http, request, self._options, self._opener, self._clock)
            await self._save()
            return True

    def _client(self) -> _Borrowed:
        return _Borrowed(self._http)


class _Borrowed:
    """The injected client as is, or a short-lived one of our own closed after use."""

    def __init__(self, http: httpx.AsyncClient | None) -> None:
        self._given = http
        self._own: httpx.AsyncClient | None = None

    async def __aenter__(self) -> httpx.AsyncClient:
        if self._given is not None:
            return self._given
        self._own = http_client(timeout=30.0, follow_redirects=False)
        return self._own

    async def __aexit__(self, *exc_info: object) -> None:
        if self._own is not None:
            await self._own.aclose()
