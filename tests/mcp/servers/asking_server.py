"""A small stdio MCP server that asks things of the client, in plain JSON-RPC (no SDK).

Its tool ``ask`` sends an elicitation request (a form with defaults) and returns the answer as
text; ``sample`` sends a sampling request and returns the answer or the error as text. When
``CHILD_PID_FILE`` is set it starts a child process of its own (as ``npx`` starts node) and
writes that child's pid there, so a test can check that stopping the server ends it too;
``SETSID_CHILD_PID_FILE`` does the same with a child in a session of its own. It
writes ``API_TOKEN`` to its log (stderr), as a careless server does. ``MODE=fail`` writes two
log lines and exits before answering; the capabilities the client declared are written to
``CAPABILITIES_FILE`` when set.
"""

import json
import os
import subprocess
import sys

FORM = {
    "type": "object",
    "properties": {
        "name": {"type": "string", "title": "Name", "default": "Ada"},
        "age": {"type": "integer", "minimum": 0, "maximum": 150, "default": 36},
        "color": {"type": "string", "enum": ["red", "green"], "enumNames": ["Red", "Green"]},
        "subscribe": {"type": "boolean", "default": True},
    },
    "required": ["name"],
}
TOOLS = [
    {"name": name, "description": f"{name} the client", "inputSchema": {"type": "object"}}
    for name in ("ask", "sample")
]


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def read():
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return json.loads(line)


def ask_client(method, params):
    send({"jsonrpc": "2.0", "id": "s1", "method": method, "params": params})
    while True:
        message = read()
        if message.get("id") == "s1" and "method" not in message:
            return message


def call(name):
    if name == "ask":
        reply = ask_client(
            "elicitation/create", {"message": "Who are you?", "requestedSchema": FORM}
        )
    else:
        request = {
            "messages": [{"role": "user", "content": {"type": "text", "text": "Say hi"}}],
            "systemPrompt": "Be brief",
            "maxTokens": 20,
        }
        reply = ask_client("sampling/createMessage", request)
    body = reply.get("result", {"error": reply.get("error")})
    return {"content": [{"type": "text", "text": json.dumps(body, sort_keys=True)}]}


def main():
    sys.stderr.write(f"starting with token {os.environ.get('API_TOKEN', '')}\n")
    sys.stderr.flush()
    if os.environ.get("MODE") == "fail":
        sys.stderr.write("cannot open the database\n")
        sys.stderr.flush()
        sys.exit(2)
    if os.environ.get("CHILD_PID_FILE"):
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        with open(os.environ["CHILD_PID_FILE"], "w") as file:
            file.write(str(child.pid))
    if os.environ.get("SETSID_CHILD_PID_FILE"):  # one that leaves the server's group
        child = subprocess.Popen(
            [sys.executable, "-c", "import time; time.sleep(600)"], start_new_session=True
        )
        with open(os.environ["SETSID_CHILD_PID_FILE"], "w") as file:
            file.write(str(child.pid))
    while True:
        message = read()
        method = message.get("method")
        if "id" not in message:
            continue
        if method == "initialize":
            if os.environ.get("CAPABILITIES_FILE"):
                with open(os.environ["CAPABILITIES_FILE"], "w") as file:
                    json.dump(message["params"]["capabilities"], file)
            result = {
                "protocolVersion": "2025-06-18",
                "capabilities": {"tools": {}},
                "serverInfo": {"name": "asking", "version": "1"},
            }
        elif method == "tools/list":
            result = {"tools": TOOLS}
        elif method == "tools/call":
            result = call(message["params"]["name"])
        else:
            result = {}
        send({"jsonrpc": "2.0", "id": message["id"], "result": result})


main()
