"""A small stdio MCP server for the failure cases, in plain JSON-RPC (no SDK).

``python scripted_server.py MODE``: ``normal`` answers; ``crash`` exits in the middle of a
tools/call; ``hang`` never answers a tools/call; ``garbage`` writes a line that is not JSON-RPC
when initialized; ``chatty`` pings the client, reports progress and says its tools changed
before answering a tools/call; ``future`` answers initialize with an unknown version;
``crash_once`` exits in the middle of its first tools/call only (the file ``MARKER`` remembers
it across restarts); ``progress`` reports ``PROGRESS_COUNT`` steps of a tools/call at once, then
answers only once the file ``GATE`` exists (a test opens it when it has looked). Its one tool
``note`` (or ``TOOL_NAME``) takes ``{"text": string}`` (or the JSON schema ``TOOL_SCHEMA``); its
description comes from ``TOOL_DESCRIPTION``. Every line it reads is appended to the file
``RECORD`` when set, so a
test can see what the client sent (a cancellation) and count the calls that arrived.
A ``note`` of ``$roots`` asks the client for its roots (whether or not it declared the
capability) and answers with what the client declared and replied, as JSON.
"""

import json
import os
import sys
import time

MODE = sys.argv[1] if len(sys.argv) > 1 else "normal"
RECORD = os.environ.get("RECORD")
CLIENT_CAPABILITIES = {}  # what the client declared in initialize
TOOL = {
    "name": os.environ.get("TOOL_NAME", "note"),
    "description": os.environ.get("TOOL_DESCRIPTION", "Keeps a note."),
    "inputSchema": {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": {"text": {"type": "string", "minLength": 1}},
        "required": ["text"],
        "additionalProperties": False,
    },
    "annotations": {"readOnlyHint": True},
}
if os.environ.get("ARGV_RECORD"):  # what it was started with, for a test to read
    with open(os.environ["ARGV_RECORD"], "w", encoding="utf-8") as argv_file:
        json.dump(sys.argv[1:], argv_file)
if os.environ.get("TOOL_SCHEMA"):
    TOOL["inputSchema"] = json.loads(os.environ["TOOL_SCHEMA"])


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def answer(message):
    method = message.get("method")
    if method == "initialize":
        CLIENT_CAPABILITIES.update(message["params"].get("capabilities") or {})
        return {
            "protocolVersion": "2999-01-01" if MODE == "future" else "2025-06-18",
            "capabilities": {"tools": {"listChanged": True}},
            "serverInfo": {"name": "scripted", "version": "1"},
        }
    if method == "tools/list":
        return {"tools": [TOOL]}
    if method == "ping":
        return {}
    if method == "tools/call":
        if MODE == "crash":
            sys.stderr.write(f"about to crash with {os.environ.get('API_TOKEN', '')}\n")
            sys.stderr.flush()
            os._exit(3)
        if MODE == "hang":
            return None
        if MODE == "crash_once" and not os.path.exists(os.environ["MARKER"]):
            open(os.environ["MARKER"], "w").close()
            os._exit(3)
        if MODE == "progress":
            report_then_wait(message)
        if MODE == "chatty":
            chat(message)
        text = message["params"]["arguments"]["text"]
        if text == "$env":  # what this process was given, by name
            return {"content": [{"type": "text", "text": " ".join(sorted(os.environ))}]}
        if text == "$roots":
            return {"content": [{"type": "text", "text": json.dumps(roots_offered())}]}
        return {"content": [{"type": "text", "text": f"noted: {text}"}]}
    return None


def chat(call):
    token = call["params"].get("_meta", {}).get("progressToken")
    send({"jsonrpc": "2.0", "id": "srv-ping", "method": "ping"})
    reply = json.loads(sys.stdin.readline())
    record(json.dumps(reply) + "\n")
    if token is not None:
        progress = {"progressToken": token, "progress": 1, "total": 2, "message": "half"}
        send({"jsonrpc": "2.0", "method": "notifications/progress", "params": progress})
    TOOL["description"] = "Keeps a note, now better."
    send({"jsonrpc": "2.0", "method": "notifications/tools/list_changed"})


def roots_offered():
    """Whether the client declared roots, and its answer to roots/list. During a tools/call
    the client sends nothing else, so the next line is the answer."""
    send({"jsonrpc": "2.0", "id": "srv-roots", "method": "roots/list"})
    reply = json.loads(sys.stdin.readline())
    record(json.dumps(reply) + "\n")
    return {"declared": "roots" in CLIENT_CAPABILITIES, "answer": reply}


def report_then_wait(call):
    token = call["params"].get("_meta", {}).get("progressToken")
    count = int(os.environ.get("PROGRESS_COUNT", "50"))
    for step in range(1, count + 1):
        progress = {"progressToken": token, "progress": step, "total": count}
        send(
            {
                "jsonrpc": "2.0",
                "method": "notifications/progress",
                "params": progress | {"message": f"step {step}"},
            }
        )
    deadline = time.monotonic() + 60  # a test that never opens the gate does not hang it
    while not os.path.exists(os.environ["GATE"]) and time.monotonic() < deadline:
        time.sleep(0.02)


def record(line):
    if RECORD:
        with open(RECORD, "a", encoding="utf-8") as file:
            file.write(line)


for line in sys.stdin:
    record(line)
    message = json.loads(line)
    if message.get("method") == "notifications/initialized" and MODE == "garbage":
        sys.stdout.write("Welcome to my server! Loading plugins...\n")
        sys.stdout.flush()
    if "id" not in message or "method" not in message:
        continue
    result = answer(message)
    if result is not None:
        send({"jsonrpc": "2.0", "id": message["id"], "result": result})
    elif message["method"] not in ("tools/call",):
        send({"jsonrpc": "2.0", "id": message["id"], "error": {"code": -32601, "message": "no"}})
time.sleep(0)
