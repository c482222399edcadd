"""The Markdown export: what was said, reasoning folded, tool calls with arguments and results,
endings, fences that the conversation's own backticks cannot close, never a key."""

from __future__ import annotations

import json

from desktop_app.exchange.transfer import ExportFormat, export
from desktop_app.net.redaction import Redactor
from desktop_app.store.conversations import ConversationStore, NewMessage
from tests.exchange.samples import KEY, stored_conversation


def test_one_conversation_reads_as_it_happened(open_db, tmp_path):
    store = ConversationStore(open_db("profile"))
    conversation_id = stored_conversation(store)
    out = tmp_path / "notes.md"
    assert export(store, out, ExportFormat.MARKDOWN, [conversation_id], redact=Redactor([KEY])) == [
        out
    ]
    text = out.read_text(encoding="utf-8")
    order = [
        "# Notes ``` and `ticks`",
        "> Be brief.",
        "## You\n\nWhat do my notes say?",
        "<details><summary>Reasoning</summary>\n\nThe notes are in a file; reading it answers.",
        "Let me read them.",
        "**Tool call `read_file`: Read /home/ana/notas.txt** (done)",
        '"path": "/home/ana/notas.txt"',
        "Result:\n\n````\nbuy milk",
        "They say: buy milk.",
        "Tomorrow you",
        "_Stopped._",
        "_Failed._",
    ]
    positions = [text.find(piece) for piece in order]
    assert -1 not in positions, [p for p, at in zip(order, positions) if at == -1]
    assert positions == sorted(positions)
    # The result holds ``` itself: its fence is longer, so it cannot end the block early.
    assert "````\nbuy milk\nOPENAI_API_KEY=[redacted]\n```\ncode\n```\n````" in text
    assert KEY not in text


def test_all_conversations_go_one_file_each_into_the_folder(open_db, tmp_path):
    store = ConversationStore(open_db("profile"))
    first = stored_conversation(store)
    second = store.create("Second / with: odd * chars")
    store.add_message(second, "user", "hello")
    folder = tmp_path / "export"
    written = export(store, folder, ExportFormat.MARKDOWN)
    assert sorted(path.name for path in written) == sorted(
        [f"Notes  and ticks ({first[:8]}).md", f"Second  with odd  chars ({second[:8]}).md"]
    )
    assert all(path.parent == folder and path.is_file() for path in written)
    assert not list(folder.glob("*.partial"))


def test_a_call_id_repeated_in_a_later_round_keeps_its_own_outcome(open_db, tmp_path):
    """Servers number calls from 1 in every round: the second round's "call_1" was denied, the
    first round's "call_1" was allowed and ran; each is exported with its own result."""
    store = ConversationStore(open_db("profile"))
    conversation_id = store.create("Two writes")

    def asking(path: str) -> NewMessage:
        calls = [{"id": "call_1", "name": "write_file", "arguments": {"path": path}}]
        return NewMessage(role="assistant", content="", tool_calls_json=json.dumps(calls))

    def result(state: str, text: str) -> NewMessage:
        return NewMessage(
            role="tool",
            content=text,
            tool_call_id="call_1",
            tool_name="write_file",
            tool_state=state,
        )

    store.add_messages(
        conversation_id,
        [
            NewMessage(role="user", content="Write a.txt"),
            asking("a.txt"),
            result("done", "wrote a.txt"),
            NewMessage(role="assistant", content="Written.", outcome="completed"),
            NewMessage(role="user", content="Now b.txt"),
            asking("b.txt"),
            result("denied", "the person said no"),
            NewMessage(role="assistant", content="Not written.", outcome="completed"),
        ],
    )
    out = tmp_path / "writes.md"
    export(store, out, ExportFormat.MARKDOWN, [conversation_id])
    text = out.read_text(encoding="utf-8")
    first, second = text.split("Now b.txt")
    assert "**Tool call `write_file`** (done)" in first
    assert "wrote a.txt" in first and "the person said no" not in first
    assert "**Tool call `write_file`** (denied)" in second
    assert "the person said no" in second and "wrote a.txt" not in second
