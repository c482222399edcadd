"""Keys round-trip through a real Secret Service: gnome-keyring on a private D-Bus."""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import subprocess
import tempfile
import threading

import keyring
import keyring.backend
import keyring.errors
import pytest

from desktop_app import secrets

DAEMONS = shutil.which("dbus-daemon") and shutil.which("gnome-keyring-daemon")


@pytest.fixture(scope="module")
def secret_service():
    if not DAEMONS:
        pytest.skip(
            "dbus-daemon and gnome-keyring-daemon are not installed (.ci/run installs them)"
        )
    home = tempfile.mkdtemp()
    runtime = tempfile.mkdtemp()
    os.chmod(runtime, 0o700)
    env = {"HOME": home, "XDG_RUNTIME_DIR": runtime, "PATH": os.environ.get("PATH", "")}
    bus = subprocess.Popen(
        ["dbus-daemon", "--session", "--nofork", "--nopidfile", "--print-address=1"],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    address = bus.stdout.readline().strip()
    env["DBUS_SESSION_BUS_ADDRESS"] = address
    daemon = subprocess.Popen(
        ["gnome-keyring-daemon", "--foreground", "--unlock", "--components=secrets"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    daemon.stdin.write("arroyo-test-password")
    daemon.stdin.close()
    daemon.stdout.readline()
    previous_address = os.environ.get("DBUS_SESSION_BUS_ADDRESS")
    previous_backend = keyring.get_keyring()
    os.environ["DBUS_SESSION_BUS_ADDRESS"] = address
    from keyring.backends import SecretService

    keyring.set_keyring(SecretService.Keyring())
    yield
    keyring.set_keyring(previous_backend)
    if previous_address is None:
        os.environ.pop("DBUS_SESSION_BUS_ADDRESS", None)
    else:
        os.environ["DBUS_SESSION_BUS_ADDRESS"] = previous_address
    for process in (daemon, bus):
        process.terminate()
        process.wait(10)
    bus.stdout.close()
    daemon.stdout.close()
    shutil.rmtree(home, ignore_errors=True)
    shutil.rmtree(runtime, ignore_errors=True)


def test_a_key_round_trips_through_gnome_keyring(secret_service):
    key = "sk-arroyo-keyring-test-1234567890"
    asyncio.run(secrets.set_key_async("openai", key))
    assert asyncio.run(secrets.get_key_async("openai")) == key
    secrets.delete_key("openai")
    assert secrets.get_key("openai") is None
    secrets.delete_key("openai")  # deleting twice is fine


class _NoKeyring(keyring.backend.KeyringBackend):
    priority = 1

    def get_password(self, service, username):
        raise keyring.errors.NoKeyringError("no backend")

    def set_password(self, service, username, password):
        raise keyring.errors.NoKeyringError("no backend")

    def delete_password(self, service, username):
        raise keyring.errors.NoKeyringError("no backend")


def test_no_keyring_is_said_plainly_and_nothing_is_written(tmp_path, monkeypatch):
    previous = keyring.get_keyring()
    keyring.set_keyring(_NoKeyring())
    try:
        with pytest.raises(secrets.SecretsError) as caught:
            secrets.set_key("openai", "sk-should-go-nowhere")
        assert caught.value.kind == "unavailable"
        assert "No system keyring" in str(caught.value)
        assert "sk-should-go-nowhere" not in str(caught.value)
    finally:
        keyring.set_keyring(previous)


def test_a_keyring_that_blocks_times_out(monkeypatch):
    import time

    monkeypatch.setattr(secrets, "get_key", lambda provider: time.sleep(2))
    with pytest.raises(secrets.SecretsError) as caught:
        asyncio.run(secrets.get_key_async("openai", timeout=0.2))
    assert caught.value.kind == "timeout"


@pytest.fixture
def backend():
    """Sets a test keyring backend for one test, and puts the previous one back."""
    previous = keyring.get_keyring()
    yield keyring.set_keyring
    keyring.set_keyring(previous)


def test_an_unexpected_exception_of_a_backend_is_a_typed_error_without_its_words(backend):
    from tests.keyrings import Exploding

    backend(Exploding())
    with pytest.raises(secrets.SecretsError) as read:
        asyncio.run(secrets.get_key_async("openai"))
    assert read.value.kind is secrets.KeyringProblem.FAILED
    assert str(read.value) == "The system keyring failed (RuntimeError)."
    with pytest.raises(secrets.SecretsError) as written:
        secrets.set_key("openai", "sk-must-not-appear-0001")
    assert "sk-must-not-appear" not in str(written.value) and written.value.__cause__ is None


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("Locked", secrets.KeyringProblem.LOCKED),
        ("Missing", secrets.KeyringProblem.UNAVAILABLE),
        ("Exploding", secrets.KeyringProblem.FAILED),
    ],
)
def test_each_way_of_failing_has_its_own_kind(backend, name, kind):
    import tests.keyrings

    backend(getattr(tests.keyrings, name)())
    with pytest.raises(secrets.SecretsError) as caught:
        secrets.get_key("openai")
    assert caught.value.kind is kind


def test_no_key_stored_is_none_not_an_error(backend):
    from tests.keyrings import Memory

    backend(Memory())
    assert secrets.get_key("openai") is None


def test_a_hanging_keyring_times_out_and_its_thread_keeps_nothing_waiting(backend):
    from tests.keyrings import Hanging

    backend(Hanging())

    async def look_up() -> None:
        with pytest.raises(secrets.SecretsError) as caught:
            await secrets.get_key_async("openai", timeout=0.2)
        assert caught.value.kind is secrets.KeyringProblem.TIMEOUT

    asyncio.run(look_up())  # returns: the loop's executor holds no stuck worker to join
    stuck = [t for t in threading.enumerate() if t.name == "arroyo-keyring" and t.is_alive()]
    assert stuck and all(t.daemon for t in stuck)


def test_a_keyring_that_cannot_be_opened_is_unavailable(backend):
    class CannotOpen(keyring.backend.KeyringBackend):
        priority = 1

        def get_password(self, service, username):
            raise keyring.errors.InitError("Failed to create the collection: Prompt dismissed.")

        def set_password(self, service, username, password):
            raise NotImplementedError

        def delete_password(self, service, username):
            raise NotImplementedError

    backend(CannotOpen())
    with pytest.raises(secrets.SecretsError) as caught:
        asyncio.run(secrets.delete_key_async("openai"))
    assert caught.value.kind is secrets.KeyringProblem.FAILED  # NotImplementedError: unexpected
    with pytest.raises(secrets.SecretsError) as caught:
        secrets.get_key("openai")
    assert caught.value.kind is secrets.KeyringProblem.UNAVAILABLE


@pytest.fixture
def folders(tmp_path, monkeypatch):
    """Two data folders; ``use(folder)`` makes one the current data folder."""
    first, second = tmp_path / "first", tmp_path / "second"

    def use(folder):
        monkeypatch.setenv("ARROYO_DATA_DIR", str(folder))

    yield first, second, use
    for folder in (first, second):
        if (folder / "profile-id").exists():
            use(folder)
            secrets.delete_key("openai")


def test_two_data_folders_keep_their_own_key_for_the_same_provider(secret_service, folders):
    first, second, use = folders
    use(first)
    secrets.set_key("openai", "sk-first-folder-0001")
    use(second)
    assert secrets.get_key("openai") is None  # not the first folder's key
    asyncio.run(secrets.set_key_async("openai", "sk-second-folder-0002"))
    use(first)
    assert secrets.get_key("openai") == "sk-first-folder-0001"
    use(second)
    assert asyncio.run(secrets.get_key_async("openai")) == "sk-second-folder-0002"
    assert secrets.service(first) != secrets.service(second)
    assert keyring.get_password(secrets.LEGACY_SERVICE, "openai") is None


def test_a_moved_data_folder_keeps_its_keys(secret_service, folders, tmp_path):
    first, _, use = folders
    use(first)
    secrets.set_key("openai", "sk-moving-folder-0003")
    moved = tmp_path / "elsewhere" / "arroyo"
    moved.parent.mkdir()
    first.rename(moved)
    use(moved)
    try:
        assert secrets.get_key("openai") == "sk-moving-folder-0003"
    finally:
        moved.rename(first)


def test_an_old_style_entry_moves_to_the_first_folder_that_looks_for_it_only(
    secret_service, folders
):
    first, second, use = folders
    keyring.set_password(secrets.LEGACY_SERVICE, "openai", "sk-before-folders-0004")
    try:
        use(first)
        assert secrets.get_key("openai") == "sk-before-folders-0004"
        assert keyring.get_password(secrets.service(), "openai") == "sk-before-folders-0004"
        assert keyring.get_password(secrets.LEGACY_SERVICE, "openai") is None
        use(second)
        assert secrets.get_key("openai") is None
        # A legacy entry left behind (a delete the keyring refused) is still not the second's.
        keyring.set_password(secrets.LEGACY_SERVICE, "openai", "sk-before-folders-0004")
        secrets._checked.clear()  # a new run
        assert secrets.get_key("openai") is None
        assert keyring.get_password(secrets.LEGACY_SERVICE, "openai") is not None
        use(first)
        secrets.delete_key("openai")
        secrets._checked.clear()
        # The owner finishes the move: its key came from there, and it is its to remove.
        assert secrets.get_key("openai") == "sk-before-folders-0004"
        assert keyring.get_password(secrets.LEGACY_SERVICE, "openai") is None
    finally:
        for service in (secrets.LEGACY_SERVICE, secrets.CLAIMS_SERVICE):
            with contextlib.suppress(keyring.errors.PasswordDeleteError):
                keyring.delete_password(service, "openai")


def test_a_locked_keyring_is_still_said_plainly_with_folders(backend, tmp_path, monkeypatch):
    from tests.keyrings import Locked

    monkeypatch.setenv("ARROYO_DATA_DIR", str(tmp_path / "data"))
    backend(Locked())
    with pytest.raises(secrets.SecretsError) as caught:
        asyncio.run(secrets.get_key_async("openai"))
    assert caught.value.kind is secrets.KeyringProblem.LOCKED
    assert str(caught.value) == "The system keyring is locked."
    backend(_NoKeyring())
    with pytest.raises(secrets.SecretsError) as caught:
        secrets.set_key("openai", "sk-should-go-nowhere")
    assert caught.value.kind is secrets.KeyringProblem.UNAVAILABLE
    assert "No system keyring" in str(caught.value)
