"""A stdio MCP server (plain JSON-RPC, no SDK) that sends malformed messages before answering.

``python malformed_server.py MODE``. On a tools/call it first sends every message of
``MALFORMED`` (``deaf`` mode), then answers the call. Requests among them that carry a usable id
expect an answer: it reads one line for each and appends it to the file ``RECORD``, so a test
can see the client answered Invalid Request. In ``garbage`` mode it writes a line that is not
JSON at all instead, then never answers.
"""

import json
import os
import sys

MODE = sys.argv[1] if len(sys.argv) > 1 else "deaf"
RECORD = os.environ["RECORD"]
TOOL = {
    "name": "note",
    "description": "Keeps a note.",
    "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}}},
}
SECRET = os.environ.get("API_TOKEN", "")
MALFORMED = [
    # Notifications: dropped without an answer.
    {"jsonrpc": "2.0", "method": "notifications/progress", "params": f"a string {SECRET}"},
    {"jsonrpc": "2.0", "method": "notifications/tools/list_changed", "params": [1, 2]},
    {"jsonrpc": "2.0", "method": 42},
    # Responses: dropped without an answer.
    {"jsonrpc": "2.0", "id": ["a", "list"], "result": {}},
    {"jsonrpc": "2.0", "id": {"an": "object"}, "error": {"code": -1, "message": "x"}},
    {"jsonrpc": "2.0", "id": 999, "result": {}, "error": {"code": -1, "message": "both"}},
    {"jsonrpc": "2.0", "id": 998, "error": "not an object"},
    {"jsonrpc": "2.0", "id": 997, "result": "not an object"},
    {"jsonrpc": "2.0", "id": 996},
    {"jsonrpc": "2.0", "id": 995, SECRET or "key": "a field named by a secret"},
    # Requests with an id that cannot be answered under: dropped.
    {"jsonrpc": "2.0", "id": ["x"], "method": "ping"},
    {"jsonrpc": "2.0", "id": True, "method": "roots/list"},
]
ANSWERABLE = [
    {"jsonrpc": "2.0", "id": "bad-params", "method": "roots/list", "params": SECRET or "oops"},
    {"jsonrpc": "2.0", "id": 7, "method": ["ping"]},
]


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def record(line):
    with open(RECORD, "a", encoding="utf-8") as file:
        file.write(line.strip() + "\n")


def attack():
    if MODE == "garbage":
        sys.stdout.write("Loading plugins... done\n")
        sys.stdout.flush()
        return False
    for message in MALFORMED + ANSWERABLE:
        send(message)
    for _ in ANSWERABLE:
        record(sys.stdin.readline())
    return True


for line in sys.stdin:
    message = json.loads(line)
    if "id" not in message or "method" not in message:
        continue
    method, result = message["method"], None
    if method == "initialize":
        result = {
            "protocolVersion": "2025-06-18",
            "capabilities": {"tools": {}},
            "serverInfo": {"name": "malformed", "version": "1"},
        }
    elif method == "tools/list":
        result = {"tools": [TOOL]}
    elif method == "tools/call":
        text = message["params"]["arguments"]["text"]
        if text == "attack" and not attack():
            continue
        result = {"content": [{"type": "text", "text": f"noted: {text}"}]}
    if result is None:
        send({"jsonrpc": "2.0", "id": message["id"], "error": {"code": -32601, "message": "no"}})
    else:
        send({"jsonrpc": "2.0", "id": message["id"], "result": result})
