"""A Streamable HTTP MCP server on 127.0.0.1 that answers in plain JSON and forgets each
session right after its tools are listed, so the next request gets 404 (as a restarted server
would answer). It records every request's method, headers and JSON-RPC method."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

TOOL = {
    "name": "add",
    "description": "Adds two numbers.",
    "inputSchema": {
        "type": "object",
        "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
        "required": ["a", "b"],
    },
}


class ExpiringServer:
    def __init__(self) -> None:
        self.seen: list[tuple[str, dict[str, str], str | None]] = []
        self.sessions = 0
        self.live: set[str] = set()
        self.calls = 0
        owner = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                pass

            def do_DELETE(self) -> None:
                owner.seen.append(("DELETE", dict(self.headers), None))
                owner.live.discard(self.headers.get("Mcp-Session-Id", ""))
                self._reply(200, b"")

            def do_GET(self) -> None:
                owner.seen.append(("GET", dict(self.headers), None))
                self._reply(405, b"")  # no server-initiated stream

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                owner.seen.append(("POST", dict(self.headers), body.get("method")))
                session = self.headers.get("Mcp-Session-Id")
                if body.get("method") == "initialize":
                    owner.sessions += 1
                    session = f"session-{owner.sessions}"
                    owner.live.add(session)
                    result = {
                        "protocolVersion": "2025-03-26",
                        "capabilities": {"tools": {}},
                        "serverInfo": {"name": "expiring", "version": "1"},
                    }
                    return self._json(body["id"], result, session)
                if session not in owner.live:
                    return self._reply(404, b"")
                if "id" not in body:
                    return self._reply(202, b"")
                if body["method"] == "tools/list":
                    if owner.sessions == 1:
                        owner.live.discard(session)  # forgotten after this answer
                    return self._json(body["id"], {"tools": [TOOL]}, session)
                if body["method"] == "tools/call":
                    owner.calls += 1
                    arguments = body["params"]["arguments"]
                    text = str(arguments["a"] + arguments["b"])
                    return self._json(
                        body["id"], {"content": [{"type": "text", "text": text}]}, session
                    )
                return self._json(body["id"], {}, session)

            def _json(self, request_id, result, session) -> None:
                data = json.dumps({"jsonrpc": "2.0", "id": request_id, "result": result}).encode()
                self._reply(
                    200, data, {"Content-Type": "application/json", "Mcp-Session-Id": session}
                )

            def _reply(self, status, data, headers=None) -> None:
                self.send_response(status)
                for name, value in (headers or {}).items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/mcp"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self) -> ExpiringServer:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=10)
