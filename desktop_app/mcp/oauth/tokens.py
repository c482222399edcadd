"""The token endpoint: a code for tokens (with the PKCE verifier), a refresh token for new ones.

Both requests carry the ``resource`` indicator (RFC 8707), the same value as the authorization
request, so the tokens are bound to the one MCP server they are meant for.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

import httpx

from desktop_app.mcp.oauth.bounded import MAX_ANSWER_BYTES, TOO_LARGE, json_answer
from desktop_app.mcp.oauth.errors import OAuthError, SignInProblem
from desktop_app.mcp.oauth.registration import ClientRegistration, authenticate

log = logging.getLogger(__name__)

# A token this close to its end is refreshed before use rather than sent to be refused.
EXPIRY_MARGIN_SECONDS = 30.0


@dataclass(frozen=True, slots=True, kw_only=True)
class TokenSet:
    access_token: str = field(repr=False)
    refresh_token: str = field(default="", repr=False)
    expires_at: float | None = None  # seconds since the epoch, from the injected clock
    scope: tuple[str, ...] = ()

    def expired(self, now: float) -> bool:
        return self.expires_at is not None and now >= self.expires_at - EXPIRY_MARGIN_SECONDS


def _token_set(answer: object, now: float, previous: TokenSet | None) -> TokenSet:
    if not isinstance(answer, dict):
        raise OAuthError(SignInProblem.TOKEN_REFUSED, "not a token response")
    access = answer.get("access_token")
    kind = answer.get("token_type")
    if not isinstance(access, str) or not access:
        raise OAuthError(SignInProblem.TOKEN_REFUSED, "no access_token")
    if not isinstance(kind, str) or kind.lower() != "bearer":
        raise OAuthError(SignInProblem.TOKEN_REFUSED, "not a bearer token")
    lifetime = answer.get("expires_in")
    refresh = answer.get("refresh_token")
    scope = answer.get("scope")
    # RFC 6749 section 6: a refresh answer without a new refresh token keeps the old one.
    kept_refresh = previous.refresh_token if previous else ""
    return TokenSet(
        access_token=access,
        refresh_token=refresh if isinstance(refresh, str) and refresh else kept_refresh,
        expires_at=now + float(lifetime) if isinstance(lifetime, int | float) else None,
        scope=tuple(scope.split())
        if isinstance(scope, str)
        else (previous.scope if previous else ()),
    )


async def _token_request(
    http: httpx.AsyncClient,
    token_endpoint: str,
    registration: ClientRegistration,
    form: dict[str, str],
) -> object:
    headers = {"Accept": "application/json"}
    authenticate(registration, form, headers)
    try:
        response = await json_answer(
            http, "POST", token_endpoint, limit=MAX_ANSWER_BYTES, data=form, headers=headers
        )
    except httpx.HTTPError as exc:
        raise OAuthError(SignInProblem.TOKEN_REFUSED, type(exc).__name__) from exc
    if response.document is TOO_LARGE:
        raise OAuthError(SignInProblem.TOKEN_REFUSED, f"HTTP {response.status}, too large")
    answer = response.document
    if response.status != 200:
        code = answer.get("error", "") if isinstance(answer, dict) else ""
        # Only the RFC 6749 error code, never the description: it is the server's own words.
        safe_code = code if isinstance(code, str) and code.isascii() and len(code) < 40 else ""
        raise OAuthError(SignInProblem.TOKEN_REFUSED, f"HTTP {response.status} {safe_code}".strip())
    if answer is None:
        raise OAuthError(SignInProblem.TOKEN_REFUSED, "not JSON")
    return answer


async def exchange_code(
    http: httpx.AsyncClient,
    *,
    token_endpoint: str,
    registration: ClientRegistration,
    code: str,
    verifier: str,
    redirect_uri: str,
    resource: str,
    now: float,
) -> TokenSet:
    form = {
        "grant_type": "authorization_code",
        "code": code,
        "code_verifier": verifier,
        "redirect_uri": redirect_uri,
        "resource": resource,
    }
    answer = await _token_request(http, token_endpoint, registration, form)
    return _token_set(answer, now, None)


async def refresh(
    http: httpx.AsyncClient,
    *,
    token_endpoint: str,
    registration: ClientRegistration,
    tokens: TokenSet,
    resource: str,
    now: float,
) -> TokenSet:
    form = {"grant_type": "refresh_token", "refresh_token": tokens.refresh_token}
    form["resource"] = resource
    answer = await _token_request(http, token_endpoint, registration, form)
    return _token_set(answer, now, tokens)
