"""Clear context marks, summary versions, the choice past the window, and branches."""

from __future__ import annotations

from desktop_app.generation.attachment import Attachment
from desktop_app.store.attachments import AttachmentStore
from desktop_app.store.context.store import ContextStore
from desktop_app.store.conversations import ConversationStore

CODE = Attachment.of_text("main.py", "print('hola')\n")


def _conversation(db):
    conversations = ConversationStore(db)
    cid = conversations.create("Planning", "be brief")
    ids = [
        conversations.add_message(cid, role, text)
        for role, text in (
            ("user", "one"),
            ("assistant", "uno"),
            ("user", "two"),
            ("assistant", "dos"),
            ("user", "three"),
            ("assistant", "tres"),
        )
    ]
    return conversations, cid, ids


def test_clear_marks_are_stored_and_removable(db):
    conversations, cid, ids = _conversation(db)
    store = ContextStore(conversations)
    mark = store.add_clear(cid, ids[1])
    store.add_clear(cid, ids[3])
    assert store.marks(cid).cleared_after == ids[3]
    store.remove_mark(store.marks(cid).clears[-1][0])
    assert store.marks(cid).cleared_after == ids[1]
    store.remove_mark(mark)
    assert store.marks(cid).cleared_after == 0


def test_a_new_summary_is_a_new_version(db):
    conversations, cid, ids = _conversation(db)
    store = ContextStore(conversations)
    store.add_summary(cid, ids[1], "They counted to one.")
    store.add_summary(cid, ids[3], "They counted to two.")
    summary = store.marks(cid).summary
    assert summary is not None
    assert (summary.text, summary.through, summary.version) == ("They counted to two.", ids[3], 2)
    assert [s.text for s in store.summary_versions(cid)] == [
        "They counted to one.",
        "They counted to two.",
    ]


def test_the_choice_past_the_window_is_kept_per_conversation(db):
    conversations, cid, _ = _conversation(db)
    store = ContextStore(conversations)
    assert store.overflow(cid) is None
    store.set_overflow(cid, "summarise")
    store.set_overflow(cid, "ask")
    assert store.overflow(cid) == "ask"


def test_a_branch_holds_the_history_up_to_its_message_and_links_back(db):
    conversations, cid, ids = _conversation(db)
    attachments = AttachmentStore(db)
    attachments.link(ids[2], (CODE,))
    store = ContextStore(conversations)
    branch = store.branch(cid, ids[3], "Planning")
    copied = conversations.messages(branch)
    assert [m.content for m in copied] == ["one", "uno", "two", "dos"]
    assert [m.content for m in conversations.messages(cid)][-1] == "tres"  # the original stays
    assert conversations.get(branch).system_prompt == "be brief"
    link = store.branch_of(branch)
    assert link is not None and (link.source_id, link.message_id) == (cid, ids[3])
    assert store.branch_of(cid) is None and store.branch_count(cid) == 1
    files = attachments.of_messages([copied[2].id])
    assert files[copied[2].id][0].digest == CODE.digest  # the same stored file, referenced
    count = db.fetch_one("SELECT count(DISTINCT digest) FROM message_attachments")
    assert count[0] == 1
