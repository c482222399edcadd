"""Keyring backends for tests, picked by ``PYTHON_KEYRING_BACKEND=tests.keyrings.<Name>`` in a
child process (or ``keyring.set_keyring`` in this one). None of them touches a real keyring."""

from __future__ import annotations

import os
import threading

import keyring.backend
import keyring.errors

# The key the EnvKey backend hands out, set by the test that starts the child.
KEY_VARIABLE = "ARROYO_TEST_KEYRING_KEY"


class _Base(keyring.backend.KeyringBackend):
    priority = 1  # type: ignore[assignment]

    def set_password(self, service, username, password):
        raise keyring.errors.PasswordSetError("read-only test keyring")

    def delete_password(self, service, username):
        raise keyring.errors.PasswordDeleteError("read-only test keyring")


class EnvKey(_Base):
    """Every entry holds the key in $ARROYO_TEST_KEYRING_KEY."""

    def get_password(self, service, username):
        return os.environ.get(KEY_VARIABLE) or None


class Hanging(_Base):
    """Never answers, as a locked keyring waiting on an unlock prompt nobody sees."""

    def get_password(self, service, username):
        threading.Event().wait()


class Exploding(_Base):
    """Raises what no keyring is supposed to: a bug, a broken D-Bus, an unexpected library."""

    def get_password(self, service, username):
        raise RuntimeError(f"backend bug while reading {service}/{username}")

    def set_password(self, service, username, password):
        raise RuntimeError(f"backend bug while writing {password}")


class Slow(_Base):
    """Answers with the key in $ARROYO_TEST_KEYRING_KEY once ``release`` is set, as a keyring
    that takes its time (a D-Bus round trip, an unlock the person just typed)."""

    def __init__(self) -> None:
        super().__init__()
        self.release = threading.Event()

    def get_password(self, service, username):
        self.release.wait(30)
        return os.environ.get(KEY_VARIABLE) or None


class Locked(_Base):
    def get_password(self, service, username):
        raise keyring.errors.KeyringLocked("Failed to unlock the collection!")


class Missing(_Base):
    """No keyring at all on this computer."""

    def get_password(self, service, username):
        raise keyring.errors.NoKeyringError("no backend")


class Memory(keyring.backend.KeyringBackend):
    """A working keyring that keeps what it is given, in this process only."""

    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.entries: dict[tuple[str, str], str] = {}

    def get_password(self, service, username):
        return self.entries.get((service, username))

    def set_password(self, service, username, password):
        self.entries[(service, username)] = password

    def delete_password(self, service, username):
        if self.entries.pop((service, username), None) is None:
            raise keyring.errors.PasswordDeleteError("none")


class FileStore(keyring.backend.KeyringBackend):
    """A writable keyring in the JSON file $ARROYO_TEST_KEYRING_FILE, for a child process
    whose stored values a test then reads (an import's secrets)."""

    priority = 1  # type: ignore[assignment]

    def _load(self) -> dict:
        import json

        path = os.environ["ARROYO_TEST_KEYRING_FILE"]
        return json.loads(open(path, encoding="utf-8").read()) if os.path.exists(path) else {}

    def get_password(self, service, username):
        return self._load().get(f"{service}/{username}")

    def set_password(self, service, username, password):
        import json

        entries = self._load()
        entries[f"{service}/{username}"] = password
        with open(os.environ["ARROYO_TEST_KEYRING_FILE"], "w", encoding="utf-8") as file:
            json.dump(entries, file)

    def delete_password(self, service, username):
        raise keyring.errors.PasswordDeleteError("not needed by the tests")
