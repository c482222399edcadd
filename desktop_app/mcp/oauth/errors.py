"""Why signing in to a remote MCP server did not work, as codes the window turns into words.

No message here carries a token, a client secret, an authorization code or a server's own
error text: only the kind, and for HTTP failures the status and the OAuth error code, which
are short fixed tokens defined by RFC 6749.
"""

from __future__ import annotations

from enum import StrEnum

from desktop_app.errors import ArroyoError


class SignInProblem(StrEnum):
    # Nobody can sign in from here (no browser seam, e.g. the terminal): sign in from the window.
    SIGN_IN_NEEDED = "sign_in_needed"
    # The person did not finish in the browser in time.
    SIGN_IN_TIMED_OUT = "sign_in_timed_out"
    # The authorization server said no (access_denied, or any error on the redirect).
    AUTHORIZATION_REFUSED = "authorization_refused"
    # No protected-resource or authorization-server metadata could be found or trusted.
    DISCOVERY_FAILED = "discovery_failed"
    # The server's metadata names a different resource than the one being called.
    RESOURCE_MISMATCH = "resource_mismatch"
    # An authorization server endpoint over plain HTTP to another computer: codes, secrets
    # and tokens would travel readable, so nothing is sent there.
    INSECURE_ENDPOINT = "insecure_endpoint"
    # The authorization server does not advertise PKCE with S256: the spec says not to go on.
    PKCE_UNSUPPORTED = "pkce_unsupported"
    # No client ID: not pre-registered, no metadata document, no dynamic registration.
    NO_CLIENT_REGISTRATION = "no_client_registration"
    # Dynamic client registration was refused.
    REGISTRATION_FAILED = "registration_failed"
    # The token endpoint refused the code or the refresh token.
    TOKEN_REFUSED = "token_refused"
    # The server kept asking for more scope after the allowed number of new sign-ins.
    INSUFFICIENT_SCOPE = "insufficient_scope"
    # Signed in, and the server still says the token is not good.
    STILL_UNAUTHORIZED = "still_unauthorized"


class OAuthError(ArroyoError):
    """Signing in to a server did not work; ``kind`` says why, the rest is for the log."""

    kind: SignInProblem

    def __init__(self, kind: SignInProblem, detail: str = "") -> None:
        super().__init__(f"{kind.value}: {detail}" if detail else kind.value)
        self.kind = kind
        self.detail = detail
