"""Attachments kept once by their content in the data folder, linked to messages by a table."""

from __future__ import annotations

import os

from desktop_app.generation.attachment import Attachment, AttachmentKind
from desktop_app.store.attachments import AttachmentStore
from desktop_app.store.conversations import ConversationStore
from tests.attachments.files import png

IMAGE = Attachment(kind=AttachmentKind.IMAGE, name="foto.png", media_type="image/png", data=png())
CODE = Attachment.of_text("main.py", "print('hola')\n")


def test_files_are_kept_once_by_content_and_read_back_in_order(db, db_path):
    conversations = ConversationStore(db)
    store = AttachmentStore(db)
    conversation = conversations.create("t")
    first = conversations.add_message(conversation, "user", "uno")
    second = conversations.add_message(conversation, "user", "dos")
    store.link(first, (CODE, IMAGE))
    store.link(second, (Attachment(**{**_fields(IMAGE), "name": "otra.png"}),))
    assert store.folder == db_path.parent / "attachments"
    kept = sorted(path.name for path in store.folder.glob("??/*"))
    assert kept == sorted({CODE.digest, IMAGE.digest})  # the same image once, under two names
    assert store.path_of(IMAGE.digest).read_bytes() == png()
    found = store.of_messages([first, second, 999])
    assert found[first] == (CODE, IMAGE)
    assert [a.name for a in found[second]] == ["otra.png"]
    assert 999 not in found
    # Rows hold the address, never the content.
    [row] = db.fetch_all(
        "SELECT * FROM message_attachments WHERE message_id = ? AND position = 1", (first,)
    )
    assert dict(row) == {
        "message_id": first,
        "position": 1,
        "digest": IMAGE.digest,
        "kind": "image",
        "name": "foto.png",
        "media_type": "image/png",
    }


def test_links_survive_a_restart(open_db, db_path):
    db = open_db()
    conversations = ConversationStore(db)
    conversation = conversations.create("t")
    message = conversations.add_message(conversation, "user", "mira")
    AttachmentStore(db).link(message, (IMAGE, CODE))
    db.close()
    reopened = open_db(db_path)
    assert AttachmentStore(reopened).of_messages([message]) == {message: (IMAGE, CODE)}


def test_a_file_gone_from_the_folder_is_left_out_not_invented(db):
    conversations = ConversationStore(db)
    store = AttachmentStore(db)
    message = conversations.add_message(conversations.create("t"), "user", "x")
    store.link(message, (CODE, IMAGE))
    store.path_of(IMAGE.digest).unlink()
    assert store.of_messages([message]) == {message: (CODE,)}


def test_unreferenced_files_are_collected_after_the_undo_window(db):
    conversations = ConversationStore(db)
    store = AttachmentStore(db)
    conversation = conversations.create("t")
    kept = conversations.add_message(conversation, "user", "kept")
    store.link(kept, (CODE,))
    dropped = conversations.add_message(conversation, "user", "dropped")
    store.link(dropped, (IMAGE,))
    with db.transaction() as connection:  # a purge deletes messages for good: links go too
        connection.execute("DELETE FROM messages WHERE id = ?", (dropped,))
    written = store.path_of(IMAGE.digest).stat().st_mtime
    assert store.collect_unreferenced(older_than_seconds=3600, now=written + 60) == 0
    assert store.path_of(IMAGE.digest).exists()  # still within the undo window
    assert store.collect_unreferenced(older_than_seconds=3600, now=written + 3601) == 1
    assert not store.path_of(IMAGE.digest).exists()
    assert store.path_of(CODE.digest).exists()  # still linked, however old
    os.utime(store.path_of(CODE.digest), (0, 0))
    assert store.collect_unreferenced(older_than_seconds=3600, now=written + 3601) == 0


def _fields(attachment: Attachment) -> dict:
    return {
        "kind": attachment.kind,
        "name": attachment.name,
        "media_type": attachment.media_type,
        "data": attachment.data,
    }
