"""Signing in to remote MCP servers (MCP 2025-11-25 "Authorization", OAuth 2.1 with PKCE)."""

from desktop_app.mcp.oauth.auth import MAX_AUTHORIZATIONS, McpOAuth
from desktop_app.mcp.oauth.browser import open_in_system_browser
from desktop_app.mcp.oauth.errors import OAuthError, SignInProblem
from desktop_app.mcp.oauth.registration import PreRegisteredClient, TokenEndpointAuth
from desktop_app.mcp.oauth.sign_in import SignInOptions, UrlOpener
from desktop_app.mcp.oauth.store import KeyringTokenStore, MemoryTokenStore, SavedSignIn, TokenStore
from desktop_app.mcp.oauth.tokens import TokenSet

__all__ = [
    "MAX_AUTHORIZATIONS",
    "KeyringTokenStore",
    "McpOAuth",
    "MemoryTokenStore",
    "OAuthError",
    "PreRegisteredClient",
    "SavedSignIn",
    "SignInOptions",
    "SignInProblem",
    "TokenEndpointAuth",
    "TokenSet",
    "TokenStore",
    "UrlOpener",
    "open_in_system_browser",
]
