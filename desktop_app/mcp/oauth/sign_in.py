"""One interactive sign-in: discover, pick a client, send the person to the authorization
server with PKCE, take the code at the loopback redirect, trade it for tokens.

Pure helpers first (scope choice, the authorization URL), then the sequence itself.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field, replace
from urllib.parse import urlencode, urlsplit, urlunsplit

import httpx

from desktop_app.mcp.oauth.challenge import BearerChallenge
from desktop_app.mcp.oauth.discovery import (
    discover_authorization_server,
    discover_legacy_authorization_server,
    discover_protected_resource,
)
from desktop_app.mcp.oauth.errors import OAuthError, SignInProblem
from desktop_app.mcp.oauth.metadata import AuthorizationServer, canonical_resource
from desktop_app.mcp.oauth.pkce import Pkce, new_state
from desktop_app.mcp.oauth.redirect import LoopbackRedirect
from desktop_app.mcp.oauth.registration import (
    ClientRegistration,
    PreRegisteredClient,
    from_metadata_document,
    pre_registered,
    register_dynamically,
)
from desktop_app.mcp.oauth.store import SavedSignIn
from desktop_app.mcp.oauth.tokens import exchange_code

log = logging.getLogger(__name__)

# "Open this URL in a browser": the system browser in the app, an HTTP GET in tests.
UrlOpener = Callable[[str], Awaitable[None]]


@dataclass(frozen=True, slots=True, kw_only=True)
class SignInOptions:
    pre_registered: PreRegisteredClient | None = None
    # The HTTPS URL where Arroyo's client ID metadata document is published, if any.
    client_metadata_url: str = ""
    # How long the person has to finish in the browser.
    timeout: float = 300.0
    redirect_host: str = "127.0.0.1"
    redirect_port: int = 0  # 0: any free port (RFC 8252 section 7.3 lets it vary)


@dataclass(frozen=True, slots=True, kw_only=True)
class SignInRequest:
    server_url: str
    challenge: BearerChallenge
    # Scope asked for last time: a step-up asks for it and the challenge's together.
    previous_scope: tuple[str, ...] = ()
    saved: SavedSignIn | None = field(default=None, repr=False)


def choose_scope(
    challenge: BearerChallenge, scopes_supported: tuple[str, ...], previous: tuple[str, ...]
) -> tuple[str, ...]:
    """MCP 2025-11-25 "Scope Selection Strategy": the challenge's scope, else everything the
    resource lists, else none at all; what was held before is kept so a step-up adds."""
    wanted = challenge.scope or scopes_supported
    return tuple(dict.fromkeys((*previous, *wanted)))


def authorization_url(
    server: AuthorizationServer,
    *,
    client_id: str,
    redirect_uri: str,
    pkce: Pkce,
    state: str,
    resource: str,
    scope: tuple[str, ...],
) -> str:
    params = {
        "response_type": "code",
        "client_id": client_id,
        "redirect_uri": redirect_uri,
        "code_challenge": pkce.challenge,
        "code_challenge_method": "S256",
        "state": state,
        "resource": resource,
    }
    if scope:
        params["scope"] = " ".join(scope)
    parts = urlsplit(server.authorization_endpoint)
    query = "&".join(part for part in (parts.query, urlencode(params)) if part)
    return urlunsplit((parts.scheme, parts.netloc, parts.path, query, ""))


async def _registration(
    http: httpx.AsyncClient,
    server: AuthorizationServer,
    options: SignInOptions,
    saved: SavedSignIn | None,
    redirect_uri: str,
) -> ClientRegistration:
    if options.pre_registered is not None:
        return pre_registered(options.pre_registered, server)
    if options.client_metadata_url and server.client_id_metadata_document_supported:
        return from_metadata_document(options.client_metadata_url)
    if saved is not None and saved.issuer == server.issuer:
        kept = saved.registration
        if kept.dynamic and kept.redirect_uri == redirect_uri:
            return kept
    if server.registration_endpoint:
        return await register_dynamically(http, server, redirect_uri)
    raise OAuthError(SignInProblem.NO_CLIENT_REGISTRATION)


async def sign_in(
    http: httpx.AsyncClient,
    request: SignInRequest,
    options: SignInOptions,
    opener: UrlOpener,
    now: Callable[[], float],
) -> SavedSignIn:
    challenge = request.challenge
    protected = await discover_protected_resource(
        http, request.server_url, challenge.resource_metadata
    )
    if protected is not None:
        server = await discover_authorization_server(http, protected.authorization_servers[0])
        resource, scopes_supported = protected.resource, protected.scopes_supported
    else:
        server = await discover_legacy_authorization_server(http, request.server_url)
        resource, scopes_supported = canonical_resource(request.server_url), ()
    # MCP 2025-11-25 "Authorization Code Protection": no advertised S256, no sign-in.
    if "S256" not in server.code_challenge_methods:
        raise OAuthError(SignInProblem.PKCE_UNSUPPORTED)
    scope = choose_scope(challenge, scopes_supported, request.previous_scope)
    pkce, state = Pkce(), new_state()
    async with LoopbackRedirect(host=options.redirect_host, port=options.redirect_port) as door:
        registration = await _registration(http, server, options, request.saved, door.redirect_uri)
        door.expect(state)
        url = authorization_url(
            server,
            client_id=registration.client_id,
            redirect_uri=door.redirect_uri,
            pkce=pkce,
            state=state,
            resource=resource,
            scope=scope,
        )
        log.info("signing in to %s at %s", request.server_url, server.issuer)
        await opener(url)
        code = await door.wait_for_code(options.timeout)
        redirect_uri = door.redirect_uri
    tokens = await exchange_code(
        http,
        token_endpoint=server.token_endpoint,
        registration=registration,
        code=code,
        verifier=pkce.verifier,
        redirect_uri=redirect_uri,
        resource=resource,
        now=now(),
    )
    if not tokens.scope:
        # The server did not say what it granted (RFC 6749 section 5.1 lets it): assume asked.
        tokens = replace(tokens, scope=scope)
    return SavedSignIn(
        issuer=server.issuer,
        token_endpoint=server.token_endpoint,
        resource=resource,
        registration=registration,
        tokens=tokens,
    )
