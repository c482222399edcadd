"""The Linux bundle, built once per run by the real packaging/build.py, for the tests that
run it (test_bundle.py) and package it (test_deb.py).

The build works on a copy of the sources in a temporary folder, so the checkout is left as it
was; if the checkout has no translation catalogs yet, the copy gets a one-message one, so the
path from translations/*.ts to a .qm inside the bundle is always exercised.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time

import pytest

from tests.packaging.helpers import PACKAGING, REPO, TINY_CATALOG, Built


@pytest.fixture(scope="session")
def bundle(tmp_path_factory) -> Built:
    base = tmp_path_factory.mktemp("bundle")
    sources = base / "src"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.qm")
    shutil.copytree(REPO / "desktop_app", sources / "desktop_app", ignore=ignore)
    shutil.copytree(PACKAGING, sources / "packaging", ignore=ignore)
    if (REPO / "translations").is_dir():
        shutil.copytree(REPO / "translations", sources / "translations")
    if not list((sources / "translations").glob("*.ts")):
        (sources / "translations").mkdir(exist_ok=True)
        (sources / "translations" / "arroyo_es.ts").write_text(TINY_CATALOG, encoding="utf-8")
    started = time.monotonic()
    result = subprocess.run(
        [
            sys.executable,
            str(sources / "packaging" / "build.py"),
            "--dist",
            str(base / "dist"),
            "--work",
            str(base / "work"),
        ],
        capture_output=True,
        text=True,
        timeout=900,
    )
    seconds = time.monotonic() - started
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return Built(base / "dist" / "arroyo", sources, result.stdout, seconds)
