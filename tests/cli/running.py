"""``arroyo ask`` run as a real process on its own data folder, with a key from the test keyring."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.keyrings import KEY_VARIABLE
from tests.net.helpers import TEST_KEY
from tests.support import REPO


def ask(tmp_path, *args, backend="EnvKey", key=TEST_KEY, timeout=60, extra_env=None):
    env = {
        **os.environ,
        "ARROYO_DATA_DIR": str(tmp_path / "data"),
        "PYTHON_KEYRING_BACKEND": f"tests.keyrings.{backend}",
        KEY_VARIABLE: key,
        **(extra_env or {}),
    }
    return subprocess.run(
        [sys.executable, "-m", "desktop_app", "ask", *args],
        cwd=REPO,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def ask_simulator(tmp_path, simulator, model, *args, **options):
    """``ask`` sent to the simulator as an OpenAI-compatible server, with ``model``."""
    compatible = ("--provider", "openai-compatible", "--model", model)
    return ask(tmp_path, *args, *compatible, "--base-url", simulator.url + "/v1", **options)
