"""``arroyo backup`` and ``arroyo restore`` as real processes on real profiles: a profile with
versions, files, settings and permissions comes back row for row in a fresh one, never with a
key; into a profile with data it only adds; a file that is no backup changes nothing."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import zipfile

from desktop_app.config.assistants import Assistant
from desktop_app.config.settings import ProviderSettings
from desktop_app.generation.attachment import Attachment, AttachmentKind
from desktop_app.mcp.config import McpServerConfig
from desktop_app.providers.parameters import Parameters
from desktop_app.providers.pricing import ModelPrice
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.actions.rules import LimitKind, RuleStore
from desktop_app.store.attachments import AttachmentStore
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.message_rows import NewMessage
from desktop_app.store.startup import open_store
from tests.keyrings import KEY_VARIABLE
from tests.support import REPO

KEY = "sk-backup-test-0123456789abcdef"
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256))

# What a backup carries of each row; the columns left out are named where they are compared.
# Not carried: a conversation's folder (``workspace``, a path on this computer), a message's
# generation and approval (this computer's records), and tool states (restored as imported).
CONVERSATION = (
    "id, title, system_prompt, created_at, updated_at, provider_id, model, pinned_at,"
    " display_policy, parameters_json"
)
MESSAGE = (
    "role, content, tool_calls_json, tool_call_id, created_at, outcome, outcome_code,"
    " reasoning, stats_json, usage_json, tool_name, is_error, tool_action, draft, active,"
    " tool_intent_json, reasoning_seconds"
)


def arroyo(data, *args):
    env = {
        **os.environ,
        "ARROYO_DATA_DIR": str(data),
        "PYTHON_KEYRING_BACKEND": "tests.keyrings.EnvKey",  # every entry holds KEY
        KEY_VARIABLE: KEY,
    }
    return subprocess.run(
        [sys.executable, "-m", "desktop_app", *args],
        cwd=REPO,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )


def make_profile(data):
    data.mkdir(parents=True)
    with open_store(data / "arroyo.sqlite3") as database:
        store = ConversationStore(database)
        first = store.create("Viaje a Lisboa", system_prompt="Sé breve.")
        (question,) = store.add_version(first, None, [NewMessage(role="user", content="¿Qué ver?")])
        AttachmentStore(database).link(
            question,
            [
                Attachment(
                    kind=AttachmentKind.IMAGE, name="mapa.png", media_type="image/png", data=PNG
                )
            ],
        )
        store.add_version(first, question, [NewMessage(role="assistant", content="El castillo.")])
        store.add_version(
            first,
            question,
            [
                NewMessage(role="assistant", content="Alfama.", reasoning="pienso"),
                NewMessage(role="user", content=f"mi clave es {KEY}"),  # redacted on the way out
            ],
        )
        second = store.create("Otra")
        store.add_messages(second, [NewMessage(role="user", content="hola")])
        store.set_pinned(second, True)
        store.set_display_policy(first, "whole")
        store.set_parameters(first, Parameters(temperature=0.3).to_json())
        grants = GrantStore(database)
        grants.grant("read_file", None)
        grants.grant("list_directory", first)
        book = RuleStore(database)
        book.add(tool="fetch_url", kind=LimitKind.HOST, value="example.com", calls_left=3)
        book.add(tool="write_file", kind=LimitKind.PATH, value="/srv/notes", conversation_id=first)
        book.add(tool="read_file", kind=LimitKind.NONE, value="", until_quit=True)  # not kept
    settings = ProviderSettings(data / "settings.json")
    settings.add_preset("openai", label="Mi OpenAI")
    settings.update_app(
        theme="dark",
        fetch_allowed_hosts=("nas.local",),
        assistants=(Assistant(name="Traductor", system_prompt="Traduce."),),
        model_prices=(ModelPrice(model="gpt-5-mini", input_per_million=0.25),),
        mcp_servers=(
            McpServerConfig(
                name="files", command="mcp-files", env_names=("TOKEN",), pins={"tools": {}}
            ),
        ),
    )


def rows(data):
    """The profile's rows as a backup carries them, message ids replaced by their place."""
    with sqlite3.connect(data / "arroyo.sqlite3") as connection:
        conversations = connection.execute(f"SELECT {CONVERSATION} FROM conversations ORDER BY id")
        found = {"conversations": conversations.fetchall()}
        place = {}
        messages = []
        for conversation_id, *_ in found["conversations"]:
            listed = connection.execute(
                f"SELECT id, parent_id, {MESSAGE} FROM messages WHERE conversation_id = ?"
                " ORDER BY id",
                (conversation_id,),
            ).fetchall()
            for number, (message_id, parent, *rest) in enumerate(listed):
                place[message_id] = (conversation_id, number)
                messages.append((conversation_id, number, place.get(parent), *rest))
        found["messages"] = messages
        found["attachments"] = sorted(
            (place[m], p, d, k, n, t)
            for m, p, d, k, n, t in connection.execute("SELECT * FROM message_attachments")
        )
        found["grants"] = sorted(
            connection.execute("SELECT tool, conversation_id, created_at FROM grants")
        )
        found["rules"] = sorted(
            connection.execute(
                "SELECT tool, conversation_id, limit_kind, limit_value, calls_left, expires_at"
                " FROM permission_rules WHERE until_quit IS NULL"
            )
        )
    return found


def digest_files(data):
    folder = data / "attachments"
    return {p.name: p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_a_backup_restored_into_a_fresh_profile_gives_the_same_data_without_keys(tmp_path):
    first, fresh = tmp_path / "first", tmp_path / "fresh"
    make_profile(first)
    out = tmp_path / "profile.arroyo-backup.zip"

    made = arroyo(first, "backup", str(out))
    assert made.returncode == 0, made.stderr
    with zipfile.ZipFile(out) as archive:
        manifest = json.loads(archive.read("manifest.json"))
        every_byte = b"".join(archive.read(name) for name in archive.namelist())
    assert manifest["format"] == "arroyo-backup" and manifest["version"] == 1
    assert KEY.encode() not in every_byte and KEY.encode() not in out.read_bytes()

    restored = arroyo(fresh, "restore", str(out))
    assert restored.returncode == 0, restored.stderr
    assert "Restored 2 conversations" in restored.stdout

    before, after = rows(first), rows(fresh)
    # The one difference: the key a message held is taken out on the way into the backup.
    assert not [m for m in after["messages"] if KEY in str(m)]
    before["messages"] = [
        tuple(v.replace(KEY, "[redacted]") if isinstance(v, str) else v for v in m)
        for m in before["messages"]
    ]
    assert len(before["rules"]) == 2  # the "until quit" rule ended with its process
    assert after == before
    assert [m for m in after["messages"] if not m[-3]], "the earlier version is kept"
    assert digest_files(fresh) == digest_files(first)
    assert json.loads((fresh / "settings.json").read_text()) == json.loads(
        (first / "settings.json").read_text()
    )
    assert KEY not in (fresh / "settings.json").read_text()


def test_restoring_into_a_profile_with_data_adds_only_what_is_missing(tmp_path):
    first, other = tmp_path / "first", tmp_path / "other"
    make_profile(first)
    out = tmp_path / "b.zip"
    assert arroyo(first, "backup", str(out)).returncode == 0
    other.mkdir()
    kept = ProviderSettings(other / "settings.json")
    kept.update_app(
        theme="light",
        assistants=(Assistant(name="Traductor", system_prompt="Mío."),),
    )
    with open_store(other / "arroyo.sqlite3") as database:
        ConversationStore(database).create("Mía")

    assert arroyo(other, "restore", str(out)).returncode == 0
    again = arroyo(other, "restore", str(out))
    assert again.returncode == 0 and "Restored 0 conversations" in again.stdout

    titles = sorted(r[1] for r in rows(other)["conversations"])
    assert titles == ["Mía", "Otra", "Viaje a Lisboa"]
    settings = json.loads((other / "settings.json").read_text())
    assert settings["app"]["theme"] == "light"  # the profile's own value kept
    assert [a["system_prompt"] for a in settings["app"]["assistants"]] == ["Mío."]
    assert [p["label"] for p in settings["providers"]] == ["Mi OpenAI"]
    assert [s["name"] for s in settings["app"]["mcp_servers"]] == ["files"]
    assert [p["model"] for p in settings["app"]["model_prices"]] == ["gpt-5-mini"]
    assert len(rows(other)["grants"]) == 2
    assert len(rows(other)["rules"]) == 2  # restored twice, added once


def test_a_file_that_is_no_backup_is_refused_by_name_and_changes_nothing(tmp_path):
    first, target = tmp_path / "first", tmp_path / "target"
    make_profile(first)
    make_profile(target)
    good = tmp_path / "good.zip"
    assert arroyo(first, "backup", str(good)).returncode == 0
    whole = good.read_bytes()
    truncated = tmp_path / "truncated.zip"
    truncated.write_bytes(whole[: len(whole) // 2])
    not_zip = tmp_path / "notes.txt"
    not_zip.write_text("just text", encoding="utf-8")
    newer = tmp_path / "newer.zip"
    with zipfile.ZipFile(good) as source, zipfile.ZipFile(newer, "w") as archive:
        for name in source.namelist():
            if name != "manifest.json":
                archive.writestr(name, source.read(name))
        archive.writestr("manifest.json", json.dumps({"format": "arroyo-backup", "version": 99}))
    database = (target / "arroyo.sqlite3").read_bytes()
    settings = (target / "settings.json").read_bytes()

    for bad, words in (
        (truncated, "cut short"),
        (not_zip, "not an Arroyo backup"),
        (newer, "newer version of Arroyo"),
    ):
        refused = arroyo(target, "restore", str(bad))
        assert refused.returncode != 0
        assert str(bad) in refused.stderr and words in refused.stderr
        assert "Nothing was changed" in refused.stderr
        assert (target / "arroyo.sqlite3").read_bytes() == database
        assert (target / "settings.json").read_bytes() == settings


def test_a_profile_whose_settings_are_damaged_is_left_as_it_was(tmp_path):
    first, target = tmp_path / "first", tmp_path / "target"
    make_profile(first)
    out = tmp_path / "b.zip"
    assert arroyo(first, "backup", str(out)).returncode == 0
    target.mkdir()
    with open_store(target / "arroyo.sqlite3") as database:
        ConversationStore(database).create("Mía")
    (target / "settings.json").write_text("{ not json", encoding="utf-8")
    database = (target / "arroyo.sqlite3").read_bytes()

    refused = arroyo(target, "restore", str(out))
    assert refused.returncode != 0 and "settings" in refused.stderr
    assert (target / "arroyo.sqlite3").read_bytes() == database
    assert (target / "settings.json").read_text(encoding="utf-8") == "{ not json"
