"""A ChatGPT data export, written by the test from the export's documented shape, imported from
its conversations.json and from its .zip: every branch as versions (the one shown last
active), thoughts as reasoning, tool calls never run here, images and files from the zip as
attachments, a summary of what was not kept, bounds on size and depth."""

from __future__ import annotations

import json
import zipfile

import pytest

from desktop_app.exchange import chatgpt, limits
from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.exchange.reading import Source
from desktop_app.exchange.summary import Found
from desktop_app.exchange.transfer import import_file
from desktop_app.session.history import prompt_of
from desktop_app.store.attachments import AttachmentStore
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


def test_every_branch_comes_in_the_one_shown_last_active(open_db, tmp_path):
    database = open_db("profile")
    report = import_file(ConversationStore(database), write_json(tmp_path, chatgpt_export()))
    assert report.source is Source.CHATGPT and len(report.added) == 2
    # Said in the summary, never as a message: one other version kept, one tool call never
    # run here, one image the conversations.json alone does not hold.
    assert report.found == {Found.VERSIONS: 1, Found.TOOL_CALLS: 1, Found.FILES_MISSING: 1}
    store = ConversationStore(database)
    conversations = by_title(store)
    assert set(conversations) == {"Powers of two", "Quick question"}
    powers = conversations["Powers of two"]
    rows = store.messages(powers.id)
    question, call, result, answer, picture = rows
    assert not any(m.draft for m in rows)
    assert (question.role, question.content) == ("user", "What is 2**100?")
    assert question.created_at == 1_706_745_601.0
    calls = json.loads(call.tool_calls_json or "[]")
    assert calls == [{"id": "code", "name": "python", "arguments": {"code": "print(2**100)"}}]
    assert "Python computes it exactly." in call.reasoning and "Big power" in call.reasoning
    assert (result.role, result.tool_call_id, result.tool_name) == ("tool", "code", "python")
    assert result.tool_state == "imported" and result.content == "1267650600228229401496703205376"
    assert answer.content.startswith("2**100 = ") and answer.outcome == "completed"
    assert picture.role == "user" and picture.content == "What is in this picture?"
    assert all(m.generation_id is None for m in rows)
    # The question was edited: the edit shown, the first question and its answer a version.
    versions = store.versions_in(powers.id)
    assert (versions[question.id].count, versions[question.id].position) == (2, 2)
    store.switch_to_version(versions[question.id].neighbour(-1))
    assert [(m.role, m.content) for m in store.messages(powers.id)] == [
        ("user", "Old question"),
        ("assistant", "Old answer"),
    ]
    store.switch_to_version(question.id)
    # Continued later, the model is sent the call and its result.
    prompt = prompt_of(store.messages(powers.id))
    assert [m.role for m in prompt.messages] == ["user", "assistant", "tool", "assistant", "user"]
    assert [hit.conversation_id for hit in store.search("picture")] == [powers.id]
    assert store.search("Old question") == []  # a version not shown is not searched
    quick = store.messages(conversations["Quick question"].id)
    assert [(m.role, m.content) for m in quick] == [
        ("user", "Capital of France?"),
        ("assistant", "Paris."),
    ]


def test_a_regenerated_answer_is_a_version_and_the_one_shown_stays_shown(open_db, tmp_path):
    mapping = {
        "r": node("r", None, ["q"]),
        "q": node("q", "r", ["a1", "a2"], message("q", "user", text("Name a colour"))),
        "a1": node("a1", "q", [], message("a1", "assistant", text("Blue."))),
        "a2": node("a2", "q", [], message("a2", "assistant", text("Red."))),
    }
    data = [{"title": "Colour", "mapping": mapping, "current_node": "a1", "id": "colour"}]
    database = open_db("profile")
    report = import_file(ConversationStore(database), write_json(tmp_path, data))
    assert report.found == {Found.VERSIONS: 1}
    store = ConversationStore(database)
    (conversation,) = store.list()
    question, answer = store.messages(conversation.id)
    assert (question.content, answer.content) == (
        "Name a colour",
        "Blue.",
    )  # ChatGPT showed the first answer last
    versions = store.versions_in(conversation.id)[answer.id]
    assert (versions.count, versions.position) == (2, 1)
    assert store.message(versions.neighbour(1)).content == "Red."


def test_images_and_files_in_the_zip_become_attachments(open_db, tmp_path):
    data = chatgpt_export()
    picture = data[0]["mapping"]["img"]["message"]
    picture["metadata"] = {
        "attachments": [
            {"id": "file-2", "name": "report.txt", "mime_type": "text/plain"},
            {"id": "file-3", "name": "gone.pdf", "mime_type": "application/pdf"},
        ]
    }
    png = b"\x89PNG\r\n\x1a\n" + bytes(range(64))
    path = tmp_path / "chatgpt-export.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("conversations.json", json.dumps(data))
        archive.writestr("file-1-photo.png", png)
        archive.writestr("file-2-report.txt", "quarterly numbers")
    database = open_db("profile")
    report = import_file(ConversationStore(database), path)
    assert report.found[Found.FILES_ATTACHED] == 2
    assert report.found[Found.FILES_MISSING] == 1  # gone.pdf is not in the zip
    store = ConversationStore(database)
    powers = by_title(store)["Powers of two"]
    asked = store.messages(powers.id)[-1]
    (files,) = AttachmentStore(database).of_messages([asked.id]).values()
    assert [(f.name, f.kind.value, f.media_type) for f in files] == [
        ("photo.png", "image", "image/png"),
        ("report.txt", "text", "text/plain"),
    ]
    assert files[0].data == png and files[1].text == "quarterly numbers"


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
    report = import_file(
        ConversationStore(database),
        write_json(
            tmp_path, [{"title": "Long", "mapping": mapping, "current_node": "n11", "id": "long"}]
        ),
    )
    store = ConversationStore(database)
    (conversation,) = store.list()
    rows = store.messages(conversation.id)
    assert [m.content for m in rows] == ["m7", "m8", "m9", "m10", "m11"]
    assert report.found == {Found.MESSAGES_LEFT_OUT: 7}  # said in the summary


def test_sizes_and_nesting_are_bounded(open_db, tmp_path, monkeypatch):
    database = open_db("profile")
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(ExchangeError) as raised:
        import_file(ConversationStore(database), deep)
    assert raised.value.problem is ExchangeProblem.DAMAGED
    monkeypatch.setattr(limits, "MAX_FILE_BYTES", 1_000)
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
