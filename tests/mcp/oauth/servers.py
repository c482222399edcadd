"""A real OAuth authorization server and a protected MCP server, on 127.0.0.1, for sign-in tests.

Each runs in a ``ThreadingHTTPServer`` of its own; one ``World`` holds both, their settings (what
the metadata says, where it is, what each method needs) and a log of what the client sent, which
the tests read. The authorization server checks PKCE S256 itself and answers a code only once.
"""

from __future__ import annotations

import base64
import hashlib
import json
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote_plus, urlencode, urlsplit


@dataclass
class Settings:
    # Protected-resource metadata: its path on the MCP server (None: not published), whether the
    # 401 names it, and the ``resource`` it claims (None: the MCP URL).
    prm_path: str | None = "/.well-known/oauth-protected-resource/mcp"
    prm_in_challenge: bool = True
    prm_resource: str | None = None
    prm_scopes: list[str] | None = None
    scope_in_challenge: bool = False
    # Authorization server: the issuer's path and where its metadata is.
    issuer_path: str = ""
    metadata_path: str = "/.well-known/oauth-authorization-server"
    token_endpoint: str | None = None  # None: this server's own
    # MCP 2025-03-26: no protected-resource metadata, the MCP server is its own authorization
    # server, with or without RFC 8414 metadata at its root.
    legacy: bool = False
    legacy_metadata: bool = True
    code_challenge_methods: list[str] | None = field(default_factory=lambda: ["S256"])
    auth_methods: list[str] = field(default_factory=lambda: ["none"])
    registration: bool = True
    cimd_supported: bool = False
    # Scopes each MCP method needs (missing: none); "never" makes every token too small.
    needs: dict[str, list[str]] = field(default_factory=dict)
    never_enough: bool = False
    token_lifetime: int = 3600
    refresh_tokens: bool = True
    refuse_refresh: bool = False
    deny: bool = False  # the person says no on the consent page
    pre_registered: dict[str, str] = field(default_factory=dict)  # client_id -> secret


@dataclass
class Log:
    paths: list[tuple[str, str]] = field(default_factory=list)  # (server, path) in order
    authorizations: list[dict[str, str]] = field(default_factory=list)
    token_requests: list[tuple[dict[str, str], str]] = field(default_factory=list)  # form, auth
    registrations: list[dict] = field(default_factory=list)
    mcp_calls: list[tuple[str, str]] = field(default_factory=list)  # (method, bearer token)


def s256(verifier: str) -> str:
    digest = hashlib.sha256(verifier.encode()).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


class World:
    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()
        self.log = Log()
        self._lock = threading.Lock()
        self._codes: dict[str, dict[str, str]] = {}
        self._tokens: dict[str, list[str]] = {}  # access token -> scopes
        self._refresh: dict[str, list[str]] = {}
        self._clients: dict[str, dict] = {}
        self._counter = 0
        self.auth = _serve(self, "auth")
        self.resource = _serve(self, "resource")

    @property
    def auth_origin(self) -> str:
        return f"http://127.0.0.1:{self.auth.server_address[1]}"

    @property
    def resource_origin(self) -> str:
        return f"http://127.0.0.1:{self.resource.server_address[1]}"

    @property
    def issuer(self) -> str:
        origin = self.resource_origin if self.settings.legacy else self.auth_origin
        return origin + self.settings.issuer_path

    @property
    def mcp_url(self) -> str:
        return self.resource_origin + "/mcp"

    def revoke_all(self) -> None:
        with self._lock:
            self._tokens.clear()

    def close(self) -> None:
        for server in (self.auth, self.resource):
            server.shutdown()
            server.server_close()

    def _next(self, prefix: str) -> str:
        with self._lock:
            self._counter += 1
            return f"{prefix}-{self._counter}"

    # The authorization server -------------------------------------------------------------

    def as_metadata(self) -> dict:
        s, base = self.settings, self.issuer
        document: dict = {
            "issuer": base,
            "authorization_endpoint": base + "/authorize",
            "token_endpoint": s.token_endpoint or base + "/token",
            "response_types_supported": ["code"],
            "token_endpoint_auth_methods_supported": s.auth_methods,
        }
        if s.code_challenge_methods is not None:
            document["code_challenge_methods_supported"] = s.code_challenge_methods
        if s.registration:
            document["registration_endpoint"] = base + "/register"
        if s.cimd_supported:
            document["client_id_metadata_document_supported"] = True
        return document

    def authorize(self, query: dict[str, str]) -> tuple[int, dict[str, str]]:
        self.log.authorizations.append(query)
        redirect = query.get("redirect_uri", "")
        if not redirect.startswith("http://127.0.0.1:"):
            return 400, {}
        back = {"state": query.get("state", "")}
        if self.settings.deny:
            back["error"] = "access_denied"
        else:
            code = self._next("code")
            self._codes[code] = query
            back["code"] = code
        return 302, {"Location": f"{redirect}?{urlencode(back)}"}

    def _client_authenticated(self, form: dict[str, str], authorization: str) -> str | None:
        if authorization.startswith("Basic "):
            pair = base64.b64decode(authorization[6:]).decode()
            client_id, _, secret = pair.partition(":")
            client_id, secret = unquote_plus(client_id), unquote_plus(secret)
        else:
            client_id, secret = form.get("client_id", ""), form.get("client_secret", "")
        known = self.settings.pre_registered.get(client_id)
        registered = self._clients.get(client_id, {}).get("client_secret")
        expected = known if known is not None else registered
        if expected and secret != expected:
            return None
        return client_id

    def token(self, form: dict[str, str], authorization: str) -> tuple[int, dict]:
        self.log.token_requests.append((form, authorization))
        if self._client_authenticated(form, authorization) is None:
            return 401, {"error": "invalid_client"}
        if form.get("grant_type") == "authorization_code":
            asked = self._codes.pop(form.get("code", ""), None)
            if asked is None or s256(form.get("code_verifier", "")) != asked["code_challenge"]:
                return 400, {"error": "invalid_grant"}
            if form.get("resource") != asked.get("resource"):
                return 400, {"error": "invalid_target"}
            scopes = asked.get("scope", "").split()
        elif form.get("grant_type") == "refresh_token":
            scopes = self._refresh.get(form.get("refresh_token", ""))
            if scopes is None or self.settings.refuse_refresh:
                return 400, {"error": "invalid_grant"}
        else:
            return 400, {"error": "unsupported_grant_type"}
        access = self._next("access")
        with self._lock:
            self._tokens[access] = scopes
        answer: dict = {
            "access_token": access,
            "token_type": "Bearer",
            "expires_in": self.settings.token_lifetime,
            "scope": " ".join(scopes),
        }
        if self.settings.refresh_tokens:
            refresh = self._next("refresh")
            self._refresh[refresh] = scopes
            answer["refresh_token"] = refresh
        return 200, answer

    def register(self, body: dict) -> tuple[int, dict]:
        self.log.registrations.append(body)
        client_id = self._next("client")
        method = body.get("token_endpoint_auth_method", "client_secret_basic")
        answer = {"client_id": client_id, "token_endpoint_auth_method": method}
        if method != "none":
            answer["client_secret"] = self._next("secret")
        self._clients[client_id] = answer
        return 201, answer

    # The protected MCP server --------------------------------------------------------------

    def prm(self) -> dict:
        s = self.settings
        document: dict = {
            "resource": s.prm_resource or self.mcp_url,
            "authorization_servers": [self.issuer],
        }
        if s.prm_scopes is not None:
            document["scopes_supported"] = s.prm_scopes
        return document

    def challenge(self, scopes: list[str], error: str = "") -> str:
        s = self.settings
        params = []
        if error:
            params.append(f'error="{error}"')
        if s.scope_in_challenge and scopes:
            params.append(f'scope="{" ".join(scopes)}"')
        if s.prm_in_challenge and s.prm_path:
            params.append(f'resource_metadata="{self.resource_origin}{s.prm_path}"')
        return "Bearer " + ", ".join(params) if params else "Bearer"

    def mcp(self, body: dict, authorization: str) -> tuple[int, dict, dict]:
        method = body.get("method", "")
        token = authorization[7:] if authorization.startswith("Bearer ") else ""
        self.log.mcp_calls.append((method, token))
        needed = self.settings.needs.get(method, [])
        with self._lock:
            held = self._tokens.get(token)
        if held is None:
            header = self.challenge(needed or self.settings.needs.get("*", []))
            return 401, {"WWW-Authenticate": header}, {"error": "invalid_token"}
        if self.settings.never_enough or not set(needed) <= set(held):
            header = self.challenge(needed or ["more"], "insufficient_scope")
            return 403, {"WWW-Authenticate": header}, {"error": "insufficient_scope"}
        return 200, {}, {"jsonrpc": "2.0", "id": body.get("id"), "result": {"method": method}}


def _serve(world: World, role: str) -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass  # quiet: the log of what matters is ``world.log``

        def _send(self, status: int, body: dict | None, headers: dict[str, str]) -> None:
            data = json.dumps(body).encode() if body is not None else b""
            self.send_response(status)
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def _body(self) -> bytes:
            return self.rfile.read(int(self.headers.get("Content-Length") or 0))

        def do_GET(self) -> None:
            url = urlsplit(self.path)
            world.log.paths.append((role, url.path))
            s = world.settings
            authorizes = role == "auth" or s.legacy
            publishes = role == "auth" or (s.legacy and s.legacy_metadata)
            if publishes and url.path == s.metadata_path:
                return self._send(200, world.as_metadata(), {})
            if authorizes and url.path == s.issuer_path + "/authorize":
                query = {k: v[0] for k, v in parse_qs(url.query).items()}
                status, headers = world.authorize(query)
                return self._send(status, None, headers)
            if role == "resource" and s.prm_path and url.path == s.prm_path:
                return self._send(200, world.prm(), {})
            self._send(404, {"error": "not_found"}, {})

        def do_POST(self) -> None:
            url = urlsplit(self.path)
            world.log.paths.append((role, url.path))
            raw = self._body()
            s = world.settings
            authorizes = role == "auth" or s.legacy
            if authorizes and url.path == s.issuer_path + "/token":
                form = {k: v[0] for k, v in parse_qs(raw.decode()).items()}
                status, body = world.token(form, self.headers.get("Authorization", ""))
                return self._send(status, body, {"Cache-Control": "no-store"})
            if authorizes and s.registration and url.path == s.issuer_path + "/register":
                status, body = world.register(json.loads(raw))
                return self._send(status, body, {})
            if role == "resource" and url.path == "/mcp":
                status, headers, body = world.mcp(
                    json.loads(raw), self.headers.get("Authorization", "")
                )
                return self._send(status, body, headers)
            self._send(404, {"error": "not_found"}, {})

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(
        target=server.serve_forever, args=(0.05,), name=f"oauth-{role}", daemon=True
    ).start()
    return server
