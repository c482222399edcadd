import os

# Before anything imports Qt: tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from desktop_app.simulator.server import Simulator  # noqa: E402


@pytest.fixture(scope="session")
def simulator():
    """One local provider simulator for the whole run; tests queue scenarios by model name."""
    with Simulator() as sim:
        yield sim
