from __future__ import annotations

import pytest

from tests.sync.support import OPEN


@pytest.fixture(autouse=True)
def profiles_closed():
    """Every profile's database closed when its test ends: none is left to a collector that
    would remove its write-ahead log while the session's checks read the files."""
    yield
    while OPEN:
        OPEN.pop().close()
