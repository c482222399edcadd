"""A stdio MCP server whose tool ``echo`` takes its description from the file named by
``DESCRIPTION_FILE`` at each start (a test rewrites it between two starts); ``add`` never
changes. Plain JSON-RPC, no SDK."""

import json
import os
import sys

with open(os.environ["DESCRIPTION_FILE"], encoding="utf-8") as description:
    ECHO_DESCRIPTION = description.read()

TOOLS = [
    {
        "name": "echo",
        "description": ECHO_DESCRIPTION,
        "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}}},
    },
    {
        "name": "add",
        "description": "Adds two numbers.",
        "inputSchema": {
            "type": "object",
            "properties": {"a": {"type": "number"}, "b": {"type": "number"}},
            "required": ["a", "b"],
        },
        "annotations": {"readOnlyHint": True},
    },
]


def answer(message):
    method = message.get("method")
    if method == "initialize":
        return {
            "protocolVersion": "2025-06-18",
            "capabilities": {"tools": {}},
            "serverInfo": {"name": "drifting", "version": "0.3.1"},
        }
    if method == "tools/list":
        return {"tools": TOOLS}
    if method == "tools/call":
        params = message["params"]
        arguments = params.get("arguments") or {}
        if params["name"] == "add":
            text = str(arguments["a"] + arguments["b"])
        else:
            text = str(arguments.get("text", ""))
        return {"content": [{"type": "text", "text": text}]}
    return {}


for line in sys.stdin:
    message = json.loads(line)
    if "id" not in message or "method" not in message:
        continue
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": answer(message)}))
    sys.stdout.write("\n")
    sys.stdout.flush()
