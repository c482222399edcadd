"""An old "read-only without asking" (format 1's, which covered fetching, or format 2's) becomes
"Run without asking" for listing and reading files, once; fetching asks again. Real settings
files and a real SQLite database."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop_app.config.migration import migrate_read_only_setting
from desktop_app.config.settings import FORMAT_VERSION, ProviderSettings
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.database import Database


@pytest.fixture
def grants(tmp_path: Path):
    database = Database(tmp_path / "arroyo.sqlite3")
    yield GrantStore(database)
    database.close()


def write_format_1(path: Path, app: dict, version: int = 1) -> None:
    document = {"version": version, "providers": [], "app": app}
    path.write_text(json.dumps(document), encoding="utf-8")


def granted(grants: GrantStore) -> list[tuple[str, str | None]]:
    return [(grant.tool, grant.conversation_id) for grant in grants.list()]


@pytest.mark.parametrize(
    "app", [{"allow_read_only_without_asking": True}, {}], ids=["switched on", "never touched"]
)
def test_the_old_switch_becomes_grants_for_listing_and_reading_only(tmp_path, grants, app):
    path = tmp_path / "settings.json"
    write_format_1(path, {**app, "allow_commands": True})
    settings = ProviderSettings(path)
    assert settings.legacy_read_only
    assert migrate_read_only_setting(settings, grants) is True
    assert granted(grants) == [("list_directory", None), ("read_file", None)]
    assert not grants.allows("fetch_url", None)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["version"] == FORMAT_VERSION
    assert "allow_read_only_without_asking" not in saved["app"]
    assert saved["app"]["allow_commands"] is True  # the rest is kept

    # Once: the next start finds nothing to move, and a grant revoked stays revoked.
    grants.revoke(grants.list()[1].id)
    again = ProviderSettings(path)
    assert migrate_read_only_setting(again, grants) is False
    assert granted(grants) == [("list_directory", None)]


def test_a_switch_that_was_off_grants_nothing(tmp_path, grants):
    path = tmp_path / "settings.json"
    write_format_1(path, {"allow_read_only_without_asking": False})
    settings = ProviderSettings(path)
    assert migrate_read_only_setting(settings, grants) is False
    assert granted(grants) == []


@pytest.mark.parametrize("on", [True, False])
def test_format_2s_switch_becomes_grants_only_when_it_was_on(tmp_path, grants, on):
    path = tmp_path / "settings.json"
    write_format_1(path, {"allow_read_only_without_asking": on}, version=2)
    settings = ProviderSettings(path)
    assert migrate_read_only_setting(settings, grants) is on
    assert granted(grants) == ([("list_directory", None), ("read_file", None)] if on else [])


def test_the_current_format_has_no_switch(tmp_path, grants):
    path = tmp_path / "settings.json"
    ProviderSettings(path).update_app(allow_commands=True)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert "allow_read_only_without_asking" not in document["app"]
    document["app"]["allow_read_only_without_asking"] = True  # written by hand: ignored
    path.write_text(json.dumps(document), encoding="utf-8")
    assert migrate_read_only_setting(ProviderSettings(path), grants) is False
    assert granted(grants) == []


def test_when_the_file_cannot_be_rewritten_the_grants_stand_and_it_is_tried_again(tmp_path, grants):
    path = tmp_path / "settings.json"
    write_format_1(path, {"allow_read_only_without_asking": True})
    settings = ProviderSettings(path)
    (tmp_path / "not-a-folder").write_text("", encoding="utf-8")
    settings.path = tmp_path / "not-a-folder" / "settings.json"  # a save there fails
    assert migrate_read_only_setting(settings, grants) is True
    assert granted(grants) == [("list_directory", None), ("read_file", None)]
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1
    assert settings.legacy_read_only  # so the next start rewrites it; granting again is harmless
    assert migrate_read_only_setting(ProviderSettings(path), grants) is True
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == FORMAT_VERSION
    assert granted(grants) == [("list_directory", None), ("read_file", None)]
