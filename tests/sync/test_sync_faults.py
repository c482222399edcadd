"""Profiles sync through a fault-injecting proxy (tests/sync/fault_proxy.py) to a real WebDAV
server and a real S3 server on 127.0.0.1: dropped connections, 5xx answers, answers slower than
the client's timeout, writes that land twice. Each sync under a fault finishes or fails with a
named ``SyncError``; once the fault is gone every profile ends with the same rows, nothing lost,
nothing duplicated, and each device's segments numbered without a hole."""

from __future__ import annotations

import asyncio
import contextlib
import re
import secrets

import pytest

from desktop_app.config.settings import ProviderSettings
from desktop_app.sync import journal
from desktop_app.sync import storage as storage_module
from desktop_app.sync.errors import SyncError, SyncProblem
from desktop_app.sync.s3 import S3Storage
from desktop_app.sync.service import SyncConfig, SyncService
from desktop_app.sync.settings_sync import FileSettings
from desktop_app.sync.webdav import WebDavStorage
from tests.sync.fault_proxy import Action, Fault, fault_proxy
from tests.sync.servers import PASSWORD, USER, s3_server, webdav_server
from tests.sync.support import Profile

TIMEOUT = 1.0  # the clients' timeout here: a slow answer waits three times as long
SEGMENT = r"/d/[0-9a-f]{32}/\d{8}\.seg$"


@pytest.fixture(autouse=True)
def quick_clients(monkeypatch):
    """A short timeout and short waits between tries: the faults below cost little time."""
    monkeypatch.setattr(storage_module, "REQUEST_TIMEOUT", TIMEOUT)
    monkeypatch.setattr(storage_module, "RETRY_DELAYS", (0.05, 0.1))


@contextlib.contextmanager
def _backend(kind, tmp_path):
    """(proxy, the config through it, a direct storage factory) for ``kind``."""
    if kind == "webdav":
        with webdav_server(tmp_path / "dav") as url, fault_proxy(url) as (proxy, through):
            yield (
                proxy,
                lambda: SyncConfig("webdav", through, user=USER),
                lambda: WebDavStorage(url, USER, PASSWORD),
            )
    else:
        # moto keeps its buckets in the process: each test its own, never a former test's set
        bucket = f"sync-{secrets.token_hex(6)}"
        with s3_server(bucket) as endpoint, fault_proxy(endpoint) as (proxy, through):
            yield (
                proxy,
                lambda: SyncConfig("s3", through, bucket, USER),
                lambda: S3Storage(endpoint, bucket, USER, PASSWORD),
            )


@pytest.fixture(params=["webdav", "s3"])
def backend(request, tmp_path, memory_keyring):
    with _backend(request.param, tmp_path) as found:
        yield found


def _profiles(tmp_path, config_for, count=3):
    profiles = [Profile.at(tmp_path / f"p{i}") for i in range(count)]
    assert profiles[0].setup(config_for(), credential=PASSWORD).recovery_code
    for profile in profiles[1:]:
        assert profile.setup(config_for(), credential=PASSWORD).recovery_code is None
    return profiles


def _attempt(profile):
    """One sync under a fault: a report, or a named ``SyncError`` (any other exception fails
    the test with its traceback)."""
    try:
        return profile.sync_now()
    except SyncError as error:
        assert error.kind in (SyncProblem.STORAGE, SyncProblem.CONFLICT), error
        assert error.name and error.detail, error
        return error


def _write(profile, title, *texts):
    conversation = profile.store.create(title)
    for text in texts:
        profile.store.add_message(conversation, "user", text)
    return set(texts)


def _names(direct):
    async def listing():
        store = direct()
        try:
            return await store.list("d/")
        finally:
            await store.aclose()

    return asyncio.run(listing())


def _settle(profiles, written, direct):
    """With the fault gone: two rounds of syncs all finish; every profile holds the same rows
    and every text once; each device's segments are numbered 1..n; its changes 1..m."""
    for _ in range(2):
        for profile in profiles:
            report = profile.sync_now()
            assert report.refused == [] and report.gaps == []
    rows = [p.rows() for p in profiles]
    assert all(r == rows[0] for r in rows)
    for profile in profiles:
        contents = [r[0] for r in profile.database.fetch_all("SELECT content FROM messages")]
        assert sorted(contents) == sorted(written)  # nothing lost, nothing twice
        counters = profile.database.fetch_all(
            "SELECT device, group_concat(counter) FROM sync_changes GROUP BY device"
        )
        for _device, joined in counters:
            numbers = sorted(int(n) for n in joined.split(","))
            assert numbers == list(range(1, len(numbers) + 1))
    segments: dict[str, list[int]] = {}
    for name in _names(direct):
        if match := re.fullmatch(r"d/([0-9a-f]{32})/(\d{8})\.seg", name):
            segments.setdefault(match[1], []).append(int(match[2]))
    assert segments
    for numbers in segments.values():
        assert sorted(numbers) == list(range(1, len(numbers) + 1))


# each fault, and whether every sync under it gets through (the retries outlast it) or at
# least one ends with a named storage error
FAULTS: dict[str, tuple[Fault, bool]] = {
    "a segment's PUT dropped, every try": (Fault(Action.DROP, "PUT", SEGMENT, times=0), False),
    "a segment's PUT dropped once": (Fault(Action.DROP, "PUT", SEGMENT), True),
    "500 on the 2nd PUT, every try": (
        Fault(Action.STATUS, "PUT", SEGMENT, nth=2, times=0),
        False,
    ),
    "503 on each segment's GET, once": (
        Fault(Action.STATUS, "GET", SEGMENT, per_path=True, status=503),
        True,
    ),
    "each segment's GET cut mid-body, once": (
        Fault(Action.DROP_MID_BODY, "GET", SEGMENT, per_path=True),
        True,
    ),
    "every segment GET cut mid-body": (
        Fault(Action.DROP_MID_BODY, "GET", SEGMENT, times=0),
        False,
    ),
    "a PUT lands, its answer is lost": (Fault(Action.LANDS_THEN_DROP, "PUT", SEGMENT), True),
    "a PUT lands, its answers are lost, every try": (
        Fault(Action.LANDS_THEN_DROP, "PUT", SEGMENT, times=0),
        False,
    ),
    "a PUT forwarded twice": (Fault(Action.TWICE, "PUT", SEGMENT, times=0), True),
    "a listing dropped, every try": (
        Fault(Action.DROP, "*", r"^/(sync/d|sync-[0-9a-f]{12})/$", times=0),
        False,
    ),
    "a slow answer once": (Fault(Action.SLOW, "GET", SEGMENT, delay=3 * TIMEOUT), True),
    "every PUT from the 2nd on dropped": (
        Fault(Action.DROP, "PUT", "", nth=2, times=0),
        False,
    ),
    "503 once on every path, any method": (
        Fault(Action.STATUS, "*", "", per_path=True, status=503),
        True,
    ),
}


@pytest.mark.parametrize("fault", list(FAULTS), ids=list(FAULTS))
def test_a_sync_under_a_fault_finishes_or_fails_by_name_and_the_next_one_settles(
    tmp_path, backend, fault
):
    proxy, config_for, direct = backend
    profiles = _profiles(tmp_path, config_for)
    first, second, third = profiles
    written = _write(first, "Plans", "Where shall we go?", "The sea.")
    written |= _write(second, "Shopping", "Bread")
    for profile in profiles:
        profile.sync_now()
    written |= _write(first, "Later", "Mountains, then.")
    written |= _write(third, "Books", "A novel")
    [(sea,)] = second.database.fetch_all("SELECT id FROM messages WHERE content = 'The sea.'")
    second.store.edit_message(sea, "The sea, in May.")  # a version beside the first one
    written.add("The sea, in May.")
    planned, gets_through = FAULTS[fault]
    proxy.plan(planned)
    outcomes = []
    for profile in profiles:
        outcomes.append(_attempt(profile))
        if profile is first:  # written after a failed try: sent with what it had not sent
            written |= _write(first, "After", "One more thing.")
    assert proxy.fired, "the fault never fired"
    # a fault the retries cannot get past ends that sync by name, never half done
    failed = [o for o in outcomes if isinstance(o, SyncError)]
    assert all(error.kind is SyncProblem.STORAGE for error in failed)
    assert (failed == []) is gets_through, failed
    proxy.plan()
    _settle(profiles, written, direct)


def test_a_segment_failing_midway_leaves_what_was_read_applied(tmp_path, backend):
    """Two segments to read; the second cannot be had: the first one's changes are in the
    rows already (not only in the journal), and the next sync brings the rest."""
    proxy, config_for, direct = backend
    first, second = _profiles(tmp_path, config_for, 2)
    written = _write(first, "One", "first segment")
    first.sync_now()
    written |= _write(first, "Two", "second segment")
    first.sync_now()
    proxy.plan(Fault(Action.STATUS, "GET", r"/00000002\.seg$", times=0, status=500))
    with pytest.raises(SyncError) as raised:
        second.sync_now()
    assert raised.value.kind is SyncProblem.STORAGE
    assert raised.value.name.endswith("00000002.seg") and raised.value.detail == "HTTP 500"
    assert second.texts() == {"first segment"}
    proxy.plan()
    _settle([first, second], written, direct)


def test_an_answer_slower_than_the_timeout_is_reported_and_freezes_nothing(tmp_path, backend):
    proxy, config_for, direct = backend
    first, second = _profiles(tmp_path, config_for, 2)
    written = _write(first, "Plans", "Where shall we go?")
    first.sync_now()
    # far beyond the timeout; the proxy's stop ends the wait if the test is done first
    proxy.plan(Fault(Action.SLOW, "GET", SEGMENT, times=0, delay=60 * TIMEOUT))
    with pytest.raises(SyncError) as raised:
        second.sync_now()
    assert raised.value.kind is SyncProblem.STORAGE
    assert raised.value.detail == "ReadTimeout" and re.search(SEGMENT, "/" + raised.value.name)
    tries = [f for f in proxy.fired if f[0] == "slow"]
    assert len(tries) == len(storage_module.RETRY_DELAYS) + 1  # each try, then it gave up
    proxy.plan()
    _settle([first, second], written, direct)


def test_put_if_absent_after_a_lost_answer_is_success_and_other_content_is_not(backend):
    proxy, _config_for, direct = backend

    async def scenario():
        through = direct()
        through.base = proxy.address(through.base)
        try:
            proxy.plan(Fault(Action.LANDS_THEN_DROP, "PUT", r"/b/x$"))
            assert await through.put_if_absent("b/x", b"the same bytes")  # landed, answer lost
            proxy.plan(Fault(Action.TWICE, "PUT", r"/b/y$"))
            assert await through.put_if_absent("b/y", b"written twice")  # 412 to the 2nd
            assert await through.put_if_absent("b/x", b"the same bytes")
            assert not await through.put_if_absent("b/x", b"other bytes")
            assert await through.get("b/x") == b"the same bytes"
            assert await through.get("b/y") == b"written twice"
        finally:
            await through.aclose()

    asyncio.run(scenario())
    assert [f[0] for f in proxy.fired] == ["twice"]  # plan() clears what fired before


def test_a_segment_name_taken_by_another_object_is_a_named_conflict(tmp_path, backend):
    _proxy, config_for, direct = backend
    first, second = _profiles(tmp_path, config_for, 2)
    _write(first, "Plans", "Where shall we go?")
    device = first.sync.config().device
    name = f"d/{device}/00000001.seg"

    async def plant():
        store = direct()
        try:
            assert await store.put_if_absent(name, b"not a segment of this device")
        finally:
            await store.aclose()

    asyncio.run(plant())
    with pytest.raises(SyncError) as raised:
        first.sync_now()
    assert raised.value.kind is SyncProblem.CONFLICT and raised.value.name == name
    with first.database.transaction() as connection:  # nothing was taken for sent
        assert journal.get_value(connection, "seq", 0) == 0
    assert [refused for refused, _why in second.sync_now().refused] == [name]


def test_a_set_created_through_a_lost_answer_is_this_devices_own(tmp_path, backend):
    """The header's PUT lands but its answer is lost: the retry finds the same bytes, so the
    set is the one this device created (its recovery code shown), not taken for another's."""
    proxy, config_for, direct = backend
    proxy.plan(Fault(Action.LANDS_THEN_DROP, "PUT", r"/set\.hdr$"))
    first = Profile.at(tmp_path / "p0")
    assert first.setup(config_for(), credential=PASSWORD).recovery_code
    assert [f[0] for f in proxy.fired] == ["lands_then_drop"]
    proxy.plan()
    second = Profile.at(tmp_path / "p1")
    assert second.setup(config_for(), credential=PASSWORD).recovery_code is None
    written = _write(first, "Plans", "Where shall we go?")
    _settle([first, second], written, direct)


def test_a_setting_read_before_a_failure_reaches_the_settings_file(tmp_path, backend):
    proxy, config_for, direct = backend
    profiles, files = [], []
    for name in ("one", "two"):
        profile = Profile.at(tmp_path / name)
        settings = ProviderSettings(profile.folder / "settings.json")
        profile.sync = SyncService(profile.folder, profile.database, FileSettings(settings))
        profile.setup(config_for(), credential=PASSWORD)
        profiles.append(profile)
        files.append(settings)
    one, two = profiles
    one.sync_now()
    two.sync_now()
    files[0].update_app(theme="dark")
    one.sync_now()
    written = _write(one, "Plans", "Where shall we go?")
    one.sync_now()
    with one.database.transaction() as connection:
        last = journal.get_value(connection, "seq")
    proxy.plan(Fault(Action.STATUS, "GET", rf"/{last:08d}\.seg$", times=0, status=503))
    with pytest.raises(SyncError) as raised:
        two.sync_now()
    assert raised.value.kind is SyncProblem.STORAGE and raised.value.detail == "HTTP 503"
    assert ProviderSettings(two.folder / "settings.json").app.theme == "dark"
    proxy.plan()
    _settle(profiles, written, direct)
