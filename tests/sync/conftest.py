from __future__ import annotations

import keyring
import pytest

from tests.sync.support import OPEN, MemoryKeyring


@pytest.fixture(autouse=True)
def profiles_closed():
    """Every profile's database closed when its test ends: none is left to a collector that
    would remove its write-ahead log while the session's checks read the files."""
    yield
    while OPEN:
        OPEN.pop().close()


@pytest.fixture
def memory_keyring():
    """A keyring in memory, the process's own keyring put back after."""
    before = keyring.get_keyring()
    chosen = MemoryKeyring()
    keyring.set_keyring(chosen)
    yield chosen
    keyring.set_keyring(before)
