"""Where the metadata documents are (pure URL building) and what is kept of them.

Protected-resource metadata (RFC 9728 section 3.1, MCP 2025-11-25 "Protected Resource Metadata
Discovery Requirements"): the URL of the ``WWW-Authenticate`` challenge first; else the well-known
path inserted before the resource's path, then at the root. Authorization-server metadata (MCP
2025-11-25 "Authorization Server Metadata Discovery"): for an issuer with a path, RFC 8414 with
path insertion, OpenID Connect with path insertion, OpenID Connect with the path appended; for one
without, RFC 8414 then OpenID Connect at the root.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit, urlunsplit

_PRM = "/.well-known/oauth-protected-resource"
_OAUTH_AS = "/.well-known/oauth-authorization-server"
_OPENID = "/.well-known/openid-configuration"


def _origin_and_path(url: str) -> tuple[str, str, str]:
    parts = urlsplit(url)
    return parts.scheme, parts.netloc, parts.path.rstrip("/")


def _url(scheme: str, netloc: str, path: str) -> str:
    return urlunsplit((scheme, netloc, path, "", ""))


def origin_of(url: str) -> str:
    scheme, netloc, _ = _origin_and_path(url)
    return _url(scheme, netloc, "")


def protected_resource_metadata_urls(server_url: str, from_challenge: str = "") -> list[str]:
    scheme, netloc, path = _origin_and_path(server_url)
    urls = [from_challenge] if from_challenge else []
    if path:
        urls.append(_url(scheme, netloc, _PRM + path))
    urls.append(_url(scheme, netloc, _PRM))
    return urls


def authorization_server_metadata_urls(issuer: str) -> list[str]:
    scheme, netloc, path = _origin_and_path(issuer)
    if not path:
        return [_url(scheme, netloc, _OAUTH_AS), _url(scheme, netloc, _OPENID)]
    return [
        _url(scheme, netloc, _OAUTH_AS + path),
        _url(scheme, netloc, _OPENID + path),
        _url(scheme, netloc, path + _OPENID),
    ]


def secure_enough(url: str) -> bool:
    """HTTPS, or plain HTTP to this computer only (MCP 2025-11-25 "Communication Security":
    every authorization server endpoint over HTTPS; RFC 8252 allows loopback)."""
    parts = urlsplit(url)
    if parts.scheme == "https":
        return bool(parts.hostname)
    host = (parts.hostname or "").lower()
    loopback = host == "localhost" or host == "::1" or host.startswith("127.")
    return parts.scheme == "http" and loopback


def same_url(one: str, other: str) -> bool:
    """Equal up to a trailing slash and the case of scheme and host (RFC 3986 section 6.2.2)."""
    a, b = urlsplit(one), urlsplit(other)
    return (a.scheme.lower(), a.netloc.lower(), a.path.rstrip("/"), a.query) == (
        b.scheme.lower(),
        b.netloc.lower(),
        b.path.rstrip("/"),
        b.query,
    )


def resource_covers(resource: str, server_url: str) -> bool:
    """Whether the metadata's ``resource`` may stand for ``server_url``: the same origin, and
    its path the server's path or a parent of it (a server at /mcp may be the resource /)."""
    res, srv = urlsplit(resource), urlsplit(server_url)
    if (res.scheme.lower(), res.netloc.lower()) != (srv.scheme.lower(), srv.netloc.lower()):
        return False
    parent = res.path.rstrip("/")
    path = srv.path.rstrip("/")
    return path == parent or path.startswith(parent + "/")


def canonical_resource(server_url: str) -> str:
    """The MCP server's canonical URI (no fragment, no trailing slash) when the server publishes
    no protected-resource metadata naming one."""
    parts = urlsplit(server_url)
    return urlunsplit(
        (parts.scheme.lower(), parts.netloc.lower(), parts.path.rstrip("/"), parts.query, "")
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class ProtectedResource:
    resource: str
    authorization_servers: tuple[str, ...]
    scopes_supported: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class AuthorizationServer:
    issuer: str
    authorization_endpoint: str
    token_endpoint: str
    registration_endpoint: str = ""
    scopes_supported: tuple[str, ...] = ()
    code_challenge_methods: tuple[str, ...] = ()
    # RFC 8414: when absent, client_secret_basic is the default.
    token_endpoint_auth_methods: tuple[str, ...] = ("client_secret_basic",)
    client_id_metadata_document_supported: bool = False


def _strings(value: object) -> tuple[str, ...]:
    if not isinstance(value, list):
        return ()
    return tuple(item for item in value if isinstance(item, str))


def parse_protected_resource(document: object) -> ProtectedResource | None:
    if not isinstance(document, dict):
        return None
    resource = document.get("resource")
    servers = _strings(document.get("authorization_servers"))
    if not isinstance(resource, str) or not resource or not servers:
        return None
    return ProtectedResource(
        resource=resource,
        authorization_servers=servers,
        scopes_supported=_strings(document.get("scopes_supported")),
    )


def parse_authorization_server(document: object) -> AuthorizationServer | None:
    if not isinstance(document, dict):
        return None
    fields = {
        name: document.get(name) for name in ("issuer", "authorization_endpoint", "token_endpoint")
    }
    if not all(isinstance(value, str) and value for value in fields.values()):
        return None
    registration = document.get("registration_endpoint")
    methods = _strings(document.get("token_endpoint_auth_methods_supported"))
    return AuthorizationServer(
        issuer=str(fields["issuer"]),
        authorization_endpoint=str(fields["authorization_endpoint"]),
        token_endpoint=str(fields["token_endpoint"]),
        registration_endpoint=registration if isinstance(registration, str) else "",
        scopes_supported=_strings(document.get("scopes_supported")),
        code_challenge_methods=_strings(document.get("code_challenge_methods_supported")),
        token_endpoint_auth_methods=methods or ("client_secret_basic",),
        client_id_metadata_document_supported=(
            document.get("client_id_metadata_document_supported") is True
        ),
    )
