"""Which client ID to sign in with, and how it authenticates at the token endpoint.

Order (MCP 2025-11-25 "Client Registration Approaches"): a pre-registered client when there is
one; else a client ID metadata document when the authorization server supports them and the app
publishes one; else dynamic client registration (RFC 7591); else nothing can be done here.
"""

from __future__ import annotations

import base64
import logging
from dataclasses import dataclass, field
from enum import StrEnum
from urllib.parse import quote_plus

import httpx

from desktop_app.mcp.oauth.bounded import MAX_ANSWER_BYTES, TOO_LARGE, json_answer
from desktop_app.mcp.oauth.errors import OAuthError, SignInProblem
from desktop_app.mcp.oauth.metadata import AuthorizationServer

log = logging.getLogger(__name__)

CLIENT_NAME = "Arroyo"


class TokenEndpointAuth(StrEnum):
    NONE = "none"
    CLIENT_SECRET_BASIC = "client_secret_basic"
    CLIENT_SECRET_POST = "client_secret_post"


@dataclass(frozen=True, slots=True, kw_only=True)
class ClientRegistration:
    client_id: str
    client_secret: str = field(default="", repr=False)
    auth_method: TokenEndpointAuth = TokenEndpointAuth.NONE
    # The redirect URI registered with it (dynamic registration only): a new listener port
    # means registering again.
    redirect_uri: str = ""
    dynamic: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class PreRegisteredClient:
    """A client the person registered by hand with the authorization server."""

    client_id: str
    client_secret: str = field(default="", repr=False)
    auth_method: TokenEndpointAuth | None = None  # None: picked from the server's metadata


def _method_for_secret(supported: tuple[str, ...], has_secret: bool) -> TokenEndpointAuth:
    """With a secret, Basic when the server takes it (RFC 6749's must-support), else the form
    body; without one, a public client."""
    if not has_secret:
        return TokenEndpointAuth.NONE
    if TokenEndpointAuth.CLIENT_SECRET_POST in supported and (
        TokenEndpointAuth.CLIENT_SECRET_BASIC not in supported
    ):
        return TokenEndpointAuth.CLIENT_SECRET_POST
    return TokenEndpointAuth.CLIENT_SECRET_BASIC


def _method_to_request(supported: tuple[str, ...]) -> TokenEndpointAuth:
    """A desktop app keeps no secret well: a public client when the server allows one."""
    for method in TokenEndpointAuth:
        if method in supported:
            return method
    return TokenEndpointAuth.CLIENT_SECRET_BASIC


def pre_registered(client: PreRegisteredClient, server: AuthorizationServer) -> ClientRegistration:
    method = client.auth_method or _method_for_secret(
        server.token_endpoint_auth_methods, bool(client.client_secret)
    )
    return ClientRegistration(
        client_id=client.client_id, client_secret=client.client_secret, auth_method=method
    )


def from_metadata_document(document_url: str) -> ClientRegistration:
    """The URL of the app's client ID metadata document is the client ID; no secret."""
    return ClientRegistration(client_id=document_url, auth_method=TokenEndpointAuth.NONE)


async def register_dynamically(
    http: httpx.AsyncClient, server: AuthorizationServer, redirect_uri: str
) -> ClientRegistration:
    requested = _method_to_request(server.token_endpoint_auth_methods)
    body = {
        "client_name": CLIENT_NAME,
        "redirect_uris": [redirect_uri],
        "grant_types": ["authorization_code", "refresh_token"],
        "response_types": ["code"],
        "token_endpoint_auth_method": requested.value,
    }
    try:
        response = await json_answer(
            http, "POST", server.registration_endpoint, limit=MAX_ANSWER_BYTES, json=body
        )
    except httpx.HTTPError as exc:
        raise OAuthError(SignInProblem.REGISTRATION_FAILED, type(exc).__name__) from exc
    if response.status not in (200, 201):
        raise OAuthError(SignInProblem.REGISTRATION_FAILED, f"HTTP {response.status}")
    if response.document is TOO_LARGE:
        raise OAuthError(SignInProblem.REGISTRATION_FAILED, "the answer is too large")
    answer = response.document
    client_id = answer.get("client_id") if isinstance(answer, dict) else None
    if not isinstance(client_id, str) or not client_id:
        raise OAuthError(SignInProblem.REGISTRATION_FAILED, "no client_id in the answer")
    assert isinstance(answer, dict)
    secret = answer.get("client_secret")
    secret = secret if isinstance(secret, str) else ""
    granted = answer.get("token_endpoint_auth_method")
    # The server's answer decides (RFC 7591 section 3.2.1); a secret it did not send cannot
    # be used, so without one the client is public whatever was asked.
    method = TokenEndpointAuth(granted) if granted in set(TokenEndpointAuth) else requested
    if not secret:
        method = TokenEndpointAuth.NONE
    log.info("registered a client with %s (%s)", server.issuer, method.value)
    return ClientRegistration(
        client_id=client_id,
        client_secret=secret,
        auth_method=method,
        redirect_uri=redirect_uri,
        dynamic=True,
    )


def authenticate(
    registration: ClientRegistration, form: dict[str, str], headers: dict[str, str]
) -> None:
    """Adds the client's credentials to a token request, as its method says."""
    match registration.auth_method:
        case TokenEndpointAuth.CLIENT_SECRET_BASIC:
            # RFC 6749 section 2.3.1: each part form-encoded before joining and base64.
            pair = f"{quote_plus(registration.client_id)}:{quote_plus(registration.client_secret)}"
            headers["Authorization"] = "Basic " + base64.b64encode(pair.encode()).decode("ascii")
        case TokenEndpointAuth.CLIENT_SECRET_POST:
            form["client_id"] = registration.client_id
            form["client_secret"] = registration.client_secret
        case TokenEndpointAuth.NONE:
            form["client_id"] = registration.client_id
