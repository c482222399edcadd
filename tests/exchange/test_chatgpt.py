"""A ChatGPT data export, written by the test from the export's documented shape, imported from
its conversations.json and from its .zip: the branch shown last, thoughts as reasoning, tool
calls never run here, notes for what is not kept, bounds on size and depth."""

from __future__ import annotations

import json
import zipfile

import pytest

from desktop_app.exchange import chatgpt, reading
from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.exchange.reading import Source
from desktop_app.exchange.transfer import import_file
from desktop_app.session.history import prompt_of
from desktop_app.store.conversations import ConversationStore
from tests.exchange.samples import chatgpt_export, message, node, text


def write_json(tmp_path, data, name="conversations.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def write_zip(tmp_path, data):
    path = tmp_path / "chatgpt-export.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("user.json", json.dumps({"id": "user-1"}))
        archive.writestr("conversations.json", json.dumps(data))
        archive.writestr("chat.html", "<html></html>")
    return path


def by_title(store):
    return {c.title: c for c in store.list()}


def test_the_branch_shown_last_comes_in_with_reasoning_tools_and_notes(open_db, tmp_path):
    database = open_db("profile")
    report = import_file(ConversationStore(database), write_json(tmp_path, chatgpt_export()))
    assert report.source is Source.CHATGPT and len(report.added) == 2
    store = ConversationStore(database)
    conversations = by_title(store)
    assert set(conversations) == {"Powers of two", "Quick question"}
    powers = conversations["Powers of two"]
    rows = store.messages(powers.id)
    shown = [(m.role, m.content, m.draft) for m in rows]
    note, question, call, result, answer, picture = rows
    assert note.draft and note.role == "assistant"
    assert "never ran in Arroyo" in note.content
    assert "1 other version" in note.content  # the question before it was edited
    assert ("user", "What is 2**100?", False) in shown
    assert all("Old" not in m.content for m in rows)
    assert question.created_at == 1_706_745_601.0
    calls = json.loads(call.tool_calls_json or "[]")
    assert calls == [{"id": "code", "name": "python", "arguments": {"code": "print(2**100)"}}]
    assert "Python computes it exactly." in call.reasoning and "Big power" in call.reasoning
    assert (result.role, result.tool_call_id, result.tool_name) == ("tool", "code", "python")
    assert result.tool_state == "imported" and result.content == "1267650600228229401496703205376"
    assert answer.content.startswith("2**100 = ") and answer.outcome == "completed"
    assert picture.role == "user" and "What is in this picture?" in picture.content
    assert "image" in picture.content and "not imported" in picture.content
    assert all(m.generation_id is None for m in rows)
    # Continued later, the model is sent the call and its result, the note never.
    prompt = prompt_of(rows)
    assert [m.role for m in prompt.messages] == ["user", "assistant", "tool", "assistant", "user"]
    # Found by search like what was said here; the note is not.
    assert [hit.conversation_id for hit in store.search("picture")] == [powers.id]
    assert store.search("never ran") == []
    quick = store.messages(conversations["Quick question"].id)
    assert [(m.role, m.content) for m in quick] == [
        ("user", "Capital of France?"),
        ("assistant", "Paris."),
    ]


def test_the_zip_and_its_conversations_json_are_the_same_source(open_db, tmp_path):
    database = open_db("profile")
    from_zip = import_file(ConversationStore(database), write_zip(tmp_path, chatgpt_export()))
    assert len(from_zip.added) == 2
    again = import_file(ConversationStore(database), write_json(tmp_path, chatgpt_export()))
    assert (again.added, again.already_here) == ((), 2)
    assert len(ConversationStore(database).list()) == 2


def test_without_current_node_the_latest_branch_is_taken(open_db, tmp_path):
    data = chatgpt_export()[:1]
    del data[0]["current_node"]
    database = open_db("profile")
    import_file(ConversationStore(database), write_json(tmp_path, data))
    store = ConversationStore(database)
    (conversation,) = store.list()
    assert next(m.content for m in store.messages(conversation.id) if m.role == "user") == (
        "What is 2**100?"
    )


def test_a_tool_call_without_an_output_is_answered_as_not_run(open_db, tmp_path):
    mapping = {
        "r": node("r", None, ["q"]),
        "q": node("q", "r", ["c"], message("q", "user", text("Search the web"))),
        "c": node(
            "c",
            "q",
            [],
            message("c", "assistant", text('{"query": "arroyo"}'), recipient="web.run"),
        ),
    }
    database = open_db("profile")
    import_file(
        ConversationStore(database),
        write_json(
            tmp_path, [{"title": "Web", "mapping": mapping, "current_node": "c", "id": "w"}]
        ),
    )
    store = ConversationStore(database)
    (conversation,) = store.list()
    rows = store.messages(conversation.id)
    call, result = rows[-2], rows[-1]
    assert json.loads(call.tool_calls_json or "[]")[0] == {
        "id": "c",
        "name": "web_run",  # a name every wire accepts
        "arguments": {"query": "arroyo"},
    }
    assert (result.tool_call_id, result.tool_state, result.is_error) == ("c", "imported", True)


def test_a_loop_in_the_tree_is_refused_and_nothing_is_added(open_db, tmp_path):
    mapping = {
        "a": node("a", "b", ["b"], message("a", "user", text("one"))),
        "b": node("b", "a", ["a"], message("b", "assistant", text("two"))),
    }
    database = open_db("profile")
    data = chatgpt_export() + [
        {"title": "Loop", "mapping": mapping, "current_node": "b", "id": "l"}
    ]
    with pytest.raises(ExchangeError) as raised:
        import_file(ConversationStore(database), write_json(tmp_path, data))
    assert raised.value.problem is ExchangeProblem.DAMAGED
    assert ConversationStore(database).list() == []


def test_a_branch_deeper_than_the_bound_keeps_its_latest_messages(open_db, tmp_path, monkeypatch):
    monkeypatch.setattr(chatgpt, "MAX_MESSAGES", 5)
    mapping = {"n0": node("n0", None, ["n1"])}
    for index in range(1, 12):
        role = "user" if index % 2 else "assistant"
        children = [f"n{index + 1}"] if index < 11 else []
        mapping[f"n{index}"] = node(
            f"n{index}", f"n{index - 1}", children, message(f"n{index}", role, text(f"m{index}"))
        )
    database = open_db("profile")
    import_file(
        ConversationStore(database),
        write_json(
            tmp_path, [{"title": "Long", "mapping": mapping, "current_node": "n11", "id": "long"}]
        ),
    )
    store = ConversationStore(database)
    (conversation,) = store.list()
    rows = store.messages(conversation.id)
    assert "Only the last 5 messages" in rows[0].content
    assert [m.content for m in rows[1:]] == ["m7", "m8", "m9", "m10", "m11"]


def test_sizes_and_nesting_are_bounded(open_db, tmp_path, monkeypatch):
    database = open_db("profile")
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(ExchangeError) as raised:
        import_file(ConversationStore(database), deep)
    assert raised.value.problem is ExchangeProblem.DAMAGED
    monkeypatch.setattr(reading, "MAX_FILE_BYTES", 1_000)
    for path in (write_json(tmp_path, chatgpt_export()), write_zip(tmp_path, chatgpt_export())):
        with pytest.raises(ExchangeError) as raised:
            import_file(ConversationStore(database), path)
        assert raised.value.problem is ExchangeProblem.TOO_LARGE
    assert ConversationStore(database).list() == []


def test_other_files_are_not_exports(open_db, tmp_path):
    database = open_db("profile")
    empty_zip = tmp_path / "photos.zip"
    with zipfile.ZipFile(empty_zip, "w") as archive:
        archive.writestr("photo.txt", "x")
    for path in (empty_zip, write_json(tmp_path, [{"title": "no mapping"}], "other.json")):
        with pytest.raises(ExchangeError) as raised:
            import_file(ConversationStore(database), path)
        assert raised.value.problem is ExchangeProblem.NOT_AN_EXPORT
    broken = tmp_path / "broken.json"
    broken.write_bytes(b'{"mapping": ')
    with pytest.raises(ExchangeError) as raised:
        import_file(ConversationStore(database), broken)
    assert raised.value.problem is ExchangeProblem.DAMAGED
