"""The prompt library and the assistants travel, each prompt and assistant an entry of its own
merged by id: prompts added on two devices are both kept, a rename is an edit, edits of
different fields both stay, and only the same field edited on both asks for a choice."""

from __future__ import annotations

import dataclasses

from desktop_app.config.assistants import Assistant
from desktop_app.config.prompts import Prompt
from desktop_app.config.settings import ProviderSettings
from desktop_app.providers.parameters import Parameters
from desktop_app.sync.service import SyncConfig, SyncService
from desktop_app.sync.settings_sync import FileSettings
from tests.sync.support import Profile


def _two(tmp_path):
    pairs = []
    for name in ("a", "b"):
        profile = Profile.at(tmp_path / name)
        settings = ProviderSettings(profile.folder / "settings.json")
        profile.sync = SyncService(profile.folder, profile.database, FileSettings(settings))
        profile.setup(SyncConfig("folder", str(tmp_path / "shared")))
        pairs.append((profile, settings))
    return pairs


def _rounds(*profiles, count=2):
    for _ in range(count):
        for profile in profiles:
            profile.sync_now()


def _prompts(settings):
    reread = ProviderSettings(settings.path).app.prompts  # as the file holds them
    return sorted((p.id, p.name, p.text, p.model) for p in reread)


def _add(settings, *prompts):
    settings.update_app(prompts=(*settings.app.prompts, *prompts))


def _edit(settings, prompt_id, **values):
    settings.update_app(
        prompts=tuple(
            dataclasses.replace(p, **values) if p.id == prompt_id else p
            for p in settings.app.prompts
        )
    )


def test_prompts_added_on_each_device_are_on_both(tmp_path, memory_keyring):
    (a, on_a), (b, on_b) = _two(tmp_path)
    _add(on_a, Prompt(name="Greeting", text="Say hello to {{name}}"))
    _add(on_b, Prompt(name="Summary", text="Summarise this"))  # before b joined: sent too
    _rounds(a, b, a, b)
    assert _prompts(on_a) == _prompts(on_b)
    assert sorted(name for _id, name, _t, _m in _prompts(on_a)) == ["Greeting", "Summary"]

    # both devices add a prompt under the name a new one gets: both stay, told apart alike
    first, second = Prompt(name="Prompt 1", text="from a"), Prompt(name="Prompt 1", text="from b")
    _add(on_a, first)
    _add(on_b, second)
    _rounds(a, b)
    assert _prompts(on_a) == _prompts(on_b)
    named = {text: name for _id, name, text, _m in _prompts(on_a)}
    kept = min(first.id, second.id)
    assert named["from a" if kept == first.id else "from b"] == "Prompt 1"
    assert named["from b" if kept == first.id else "from a"] == "Prompt 1 (2)"

    # deleted on b, gone from a
    on_b.update_app(prompts=tuple(p for p in on_b.app.prompts if p.name != "Greeting"))
    _rounds(b, a)
    assert "Greeting" not in [name for _id, name, _t, _m in _prompts(on_a)]
    assert _prompts(on_a) == _prompts(on_b)
    stored = b"".join(p.read_bytes() for p in (tmp_path / "shared").rglob("*") if p.is_file())
    assert b"Summarise this" not in stored


def test_edits_of_different_fields_both_stay_and_the_same_field_asks(tmp_path, memory_keyring):
    (a, on_a), (b, on_b) = _two(tmp_path)
    prompt = Prompt(name="Review", text="Review this")
    _add(on_a, prompt)
    _rounds(a, b)
    _edit(on_a, prompt.id, name="Code review")  # a rename is an edit of the same prompt
    _edit(on_b, prompt.id, model="large-2")
    _rounds(a, b)
    assert (
        _prompts(on_a) == _prompts(on_b) == [(prompt.id, "Code review", "Review this", "large-2")]
    )
    assert a.sync.setting_conflicts() == b.sync.setting_conflicts() == {}

    _edit(on_a, prompt.id, text="Review this code")
    _edit(on_b, prompt.id, text="Review this text")
    _rounds(a, b)
    assert _prompts(on_a) == _prompts(on_b)
    conflicts = b.sync.setting_conflicts()
    assert list(conflicts) == [f"prompt:{prompt.id}/text"]
    assert sorted(conflicts[f"prompt:{prompt.id}/text"]) == ["Review this code", "Review this text"]

    # chosen on b (as Settings, Sync does: written here, sent as a change that saw both)
    name = f"prompt:{prompt.id}/text"
    FileSettings(on_b).apply({name: "Review this text"})
    b.sync.choose_setting(name, "Review this text")
    _rounds(b, a)
    assert [text for _id, _n, text, _m in _prompts(on_a)] == ["Review this text"]
    assert _prompts(on_a) == _prompts(on_b)
    assert a.sync.setting_conflicts() == b.sync.setting_conflicts() == {}


def test_an_assistant_edited_on_one_device_shows_on_the_other(tmp_path, memory_keyring):
    (a, on_a), (b, on_b) = _two(tmp_path)
    coder = Assistant(name="Coder", system_prompt="You write Python.", model="small-1")
    on_a.update_app(assistants=(coder,))
    _rounds(a, b)
    assert ProviderSettings(on_b.path).app.assistants == (coder,)

    edited = dataclasses.replace(
        coder,
        name="Senior coder",
        system_prompt="You review Python.",
        parameters=Parameters(temperature=0.2),
    )
    on_a.update_app(assistants=(edited,))
    _rounds(a, b)
    (arrived,) = ProviderSettings(on_b.path).app.assistants
    assert arrived == edited and arrived.id == coder.id
    assert b.sync_now().sent == 0  # what arrived is not sent back


def test_items_written_before_ids_keep_one_id_until_the_file_has_it(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(
        '{"version": 1, "providers": [], "app": {"prompts": [{"name": "Old", "text": "x"}],'
        ' "assistants": [{"name": "Helper"}]}}',
        encoding="utf-8",
    )
    first, second = ProviderSettings(path).app, ProviderSettings(path).app
    assert first.prompts[0].id == second.prompts[0].id
    assert first.assistants[0].id == second.assistants[0].id
    settings = ProviderSettings(path)
    settings.update_app(theme="dark")
    assert ProviderSettings(path).app.prompts[0].id == first.prompts[0].id
    assert f'"id": "{first.prompts[0].id}"' in path.read_text(encoding="utf-8")
