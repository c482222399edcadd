"""Conversations the exchange tests start from: one stored as a real turn is (``rounds.py``),
and a ChatGPT ``conversations.json`` written from the export's documented shape."""

from __future__ import annotations

import json

from desktop_app.store.conversations import ConversationStore, NewMessage

KEY = "sk-test-0123456789abcdefghijkl"  # a provider's key a tool happened to read


def stored_conversation(store: ConversationStore) -> str:
    """A user message, a round that asked for a tool (reasoning, usage), its result, the answer
    (outcome, figures), then a stopped answer and a failed turn's draft."""
    conversation_id = store.create("Notes ``` and `ticks`", system_prompt="Be brief.")
    calls = [{"id": "call_1", "name": "read_file", "arguments": {"path": "/home/ana/notas.txt"}}]
    store.add_messages(
        conversation_id,
        [
            NewMessage(role="user", content="What do my notes say?"),
            NewMessage(
                role="assistant",
                content="Let me read them.",
                generation_id="gen-1",
                tool_calls_json=json.dumps(calls),
                reasoning="The notes are in a file; reading it answers.",
                usage_json=json.dumps({"input_tokens": 10, "output_tokens": 5}),
            ),
            NewMessage(
                role="tool",
                content=f"buy milk\nOPENAI_API_KEY={KEY}\n```\ncode\n```",
                tool_call_id="call_1",
                tool_name="read_file",
                tool_state="done",
                tool_action="Read /home/ana/notas.txt",
                tool_intent_json='{"code": "read_file", "values": [["path", "/home/ana/notas.txt"]]}',
            ),
            NewMessage(
                role="assistant",
                content="They say: buy milk.",
                generation_id="gen-2",
                outcome="completed",
                reasoning="Short answer.",
                stats_json=json.dumps({"duration": 1.5, "output_tokens": 6}),
                usage_json=json.dumps({"input_tokens": 30, "output_tokens": 6}),
            ),
            NewMessage(role="user", content="And tomorrow?"),
            NewMessage(role="assistant", content="Tomorrow you", outcome="cancelled"),
            NewMessage(role="user", content="Again?"),
            NewMessage(
                role="assistant", content="", outcome="failed", outcome_code="http_500", draft=True
            ),
        ],
    )
    return conversation_id


def node(node_id, parent, children, message=None):
    return {"id": node_id, "parent": parent, "children": children, "message": message}


def message(node_id, role, content, *, recipient="all", when=1_706_745_600.0, **extra):
    body = {
        "id": node_id,
        "author": {"role": role, "name": extra.pop("name", None), "metadata": {}},
        "create_time": when,
        "update_time": None,
        "content": content,
        "status": "finished_successfully",
        "end_turn": True,
        "weight": 1.0,
        "metadata": extra.pop("metadata", {}),
        "recipient": recipient,
        "channel": None,
    }
    return body


def text(*parts):
    return {"content_type": "text", "parts": list(parts)}


def chatgpt_export() -> list[dict]:
    """Two conversations. The first: a hidden system message, a question edited once (two
    branches: the current one is the edit), thoughts, a recap, a Python call and its output,
    the answer, then a question with an image. The second: a plain question and answer."""
    t = 1_706_745_600.0
    first = {
        "root": node("root", None, ["sys"]),
        "sys": node(
            "sys",
            "root",
            ["u1-old", "u1"],
            message(
                "sys",
                "system",
                text(""),
                metadata={"is_visually_hidden_from_conversation": True},
            ),
        ),
        "u1-old": node("u1-old", "sys", ["a-old"], message("u1-old", "user", text("Old question"))),
        "a-old": node("a-old", "u1-old", [], message("a-old", "assistant", text("Old answer"))),
        "u1": node("u1", "sys", ["th"], message("u1", "user", text("What is 2**100?"), when=t + 1)),
        "th": node(
            "th",
            "u1",
            ["recap"],
            message(
                "th",
                "assistant",
                {
                    "content_type": "thoughts",
                    "thoughts": [
                        {
                            "summary": "Big power",
                            "content": "Python computes it exactly.",
                            "finished": True,
                        }
                    ],
                    "source_analysis_msg_id": "x",
                },
                when=t + 2,
            ),
        ),
        "recap": node(
            "recap",
            "th",
            ["code"],
            message(
                "recap",
                "assistant",
                {"content_type": "reasoning_recap", "content": "Thought for 3 seconds"},
            ),
        ),
        "code": node(
            "code",
            "recap",
            ["out"],
            message(
                "code",
                "assistant",
                {"content_type": "code", "language": "unknown", "text": "print(2**100)"},
                recipient="python",
                when=t + 3,
            ),
        ),
        "out": node(
            "out",
            "code",
            ["ans"],
            message(
                "out",
                "tool",
                {"content_type": "execution_output", "text": "1267650600228229401496703205376"},
                name="python",
                when=t + 4,
            ),
        ),
        "ans": node(
            "ans",
            "out",
            ["img"],
            message(
                "ans", "assistant", text("2**100 = 1267650600228229401496703205376."), when=t + 5
            ),
        ),
        "img": node(
            "img",
            "ans",
            [],
            message(
                "img",
                "user",
                {
                    "content_type": "multimodal_text",
                    "parts": [
                        {
                            "content_type": "image_asset_pointer",
                            "asset_pointer": "file-service://file-1",
                            "width": 10,
                            "height": 10,
                        },
                        "What is in this picture?",
                    ],
                },
                when=t + 6,
            ),
        ),
    }
    second = {
        "r": node("r", None, ["q"]),
        "q": node("q", "r", ["a"], message("q", "user", text("Capital of France?"), when=t + 100)),
        "a": node("a", "q", [], message("a", "assistant", text("Paris."), when=t + 101)),
    }
    return [
        {
            "title": "Powers of two",
            "create_time": t,
            "update_time": t + 6,
            "mapping": first,
            "current_node": "img",
            "conversation_id": "67714d6b-b840-8007-81b6-021288ee1f57",
            "id": "67714d6b-b840-8007-81b6-021288ee1f57",
            "default_model_slug": "gpt-4o",
            "moderation_results": [],
        },
        {
            "title": "Quick question",
            "create_time": t + 100,
            "update_time": t + 101,
            "mapping": second,
            "current_node": "a",
            "id": "chatgpt-conv-002",
        },
    ]
