"""Fetching the metadata documents, trying each well-known URL in the spec's order."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TypeVar

import httpx

from desktop_app.mcp.oauth.bounded import MAX_DOCUMENT_BYTES, TOO_LARGE, json_answer
from desktop_app.mcp.oauth.errors import OAuthError, SignInProblem
from desktop_app.mcp.oauth.metadata import (
    AuthorizationServer,
    ProtectedResource,
    authorization_server_metadata_urls,
    origin_of,
    parse_authorization_server,
    parse_protected_resource,
    protected_resource_metadata_urls,
    resource_covers,
    same_url,
    secure_enough,
)

log = logging.getLogger(__name__)

T = TypeVar("T")

PROTOCOL_VERSION = "2025-11-25"


async def _first_document(
    http: httpx.AsyncClient, urls: list[str], parse: Callable[[object], T | None]
) -> T | None:
    for url in urls:
        try:
            answer = await json_answer(
                http,
                "GET",
                url,
                limit=MAX_DOCUMENT_BYTES,
                headers={"Accept": "application/json", "MCP-Protocol-Version": PROTOCOL_VERSION},
            )
        except httpx.HTTPError as exc:
            log.info("metadata at %s: %s", url, type(exc).__name__)
            continue
        if answer.status != 200:
            log.info("metadata at %s: HTTP %s", url, answer.status)
            continue
        if answer.document is TOO_LARGE:
            log.info("metadata at %s: over %s bytes, not read further", url, MAX_DOCUMENT_BYTES)
            continue
        parsed = parse(answer.document)
        if parsed is not None:
            return parsed
        log.info("metadata at %s: not a usable document", url)
    return None


async def discover_protected_resource(
    http: httpx.AsyncClient, server_url: str, from_challenge: str = ""
) -> ProtectedResource | None:
    """The server's protected-resource metadata, ``None`` when it publishes none. Metadata
    naming another resource is refused (RFC 9728 section 3.3), not ignored."""
    urls = protected_resource_metadata_urls(server_url, from_challenge)
    found = await _first_document(http, urls, parse_protected_resource)
    if found is not None and not resource_covers(found.resource, server_url):
        raise OAuthError(SignInProblem.RESOURCE_MISMATCH, "metadata names another resource")
    return found


async def discover_authorization_server(
    http: httpx.AsyncClient, issuer: str
) -> AuthorizationServer:
    if not secure_enough(issuer):
        raise OAuthError(SignInProblem.INSECURE_ENDPOINT, "issuer")
    urls = authorization_server_metadata_urls(issuer)
    found = await _first_document(http, urls, parse_authorization_server)
    if found is None:
        raise OAuthError(SignInProblem.DISCOVERY_FAILED, "no authorization server metadata")
    # RFC 8414 section 3.3: a document for another issuer must not be used.
    if not same_url(found.issuer, issuer):
        raise OAuthError(SignInProblem.DISCOVERY_FAILED, "metadata issuer differs")
    return _secure(found)


def _secure(server: AuthorizationServer) -> AuthorizationServer:
    endpoints = (server.authorization_endpoint, server.token_endpoint)
    optional = (server.registration_endpoint,) if server.registration_endpoint else ()
    if not all(secure_enough(url) for url in endpoints + optional):
        raise OAuthError(SignInProblem.INSECURE_ENDPOINT, "endpoint")
    return server


async def discover_legacy_authorization_server(
    http: httpx.AsyncClient, server_url: str
) -> AuthorizationServer:
    """MCP 2025-03-26, for a server that publishes no protected-resource metadata: the
    authorization server is at the MCP server's origin, described by RFC 8414 metadata at its
    root, or else by the default endpoints /authorize, /token and /register there. That version
    requires PKCE S256 of every authorization server, so without metadata it is assumed."""
    origin = origin_of(server_url)
    if not secure_enough(origin):
        raise OAuthError(SignInProblem.INSECURE_ENDPOINT, "issuer")
    urls = authorization_server_metadata_urls(origin)[:1]
    found = await _first_document(http, urls, parse_authorization_server)
    if found is None:
        log.info("no metadata at %s: the 2025-03-26 default endpoints", origin)
        found = AuthorizationServer(
            issuer=origin,
            authorization_endpoint=origin + "/authorize",
            token_endpoint=origin + "/token",
            registration_endpoint=origin + "/register",
            code_challenge_methods=("S256",),
        )
    return _secure(found)
