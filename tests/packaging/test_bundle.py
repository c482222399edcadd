"""The Linux bundle, built by the real packaging/build.py, runs on its own.

The build works on a copy of the sources in a temporary folder, so the checkout is left as it
was; if the checkout has no translation catalogs yet, the copy gets a one-message one, so the
path from translations/*.ts to a .qm inside the bundle is always exercised. About a minute.
Select with ``-m bundle``, leave out with ``-m "not bundle"``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop_app import __version__, icons
from tests.packaging.helpers import TINY_CATALOG, Built, translates

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="builds the Linux bundle"),
]

ALLOWED_QT = {"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtNetwork", "QtDBus"}
NOT_SHIPPED = {
    "pytest",
    "_pytest",
    "pytestqt",
    "pytest_asyncio",
    "openai",
    "httpx_sse",
    "importlinter",
    "grimp",
    "PyInstaller",
    "setuptools",
    "pkg_resources",
    "tests",
    "benchmarks",
    "tkinter",
    "click",
    "rich",
}


def _run(bundle: Built, *args: str, home: Path) -> subprocess.CompletedProcess:
    """Run the bundle as an installed app would be: from elsewhere, with nothing of the build
    environment (no venv on PATH, no PYTHONPATH)."""
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
        "ARROYO_DATA_DIR": str(home / "data"),
    }
    return subprocess.run(
        [str(bundle.executable), *args],
        cwd=home,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_build_script_says_where_the_bundle_is(bundle):
    assert f"built {bundle.root} (" in bundle.output
    assert f"run   {bundle.executable}" in bundle.output
    assert bundle.executable.is_file() and os.access(bundle.executable, os.X_OK)
    print(f"\nbundle built in {bundle.seconds:.0f} s")


def test_the_bundle_prints_the_package_version(bundle, tmp_path):
    result = _run(bundle, "--version", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"arroyo {__version__}"


def test_the_bundle_renders_the_window_offscreen(bundle, tmp_path):
    """Qt's platform plugins, fonts, Markdown and Pygments must all be inside for this to work."""
    from PySide6.QtGui import QImage

    shutil.rmtree(bundle.sources / "desktop_app")  # the bundle must not be reading the sources
    shots = tmp_path / "shots"
    subset = ("--states", "answer,tool,settings-providers", "--languages", "es")
    result = _run(bundle, "--screenshot", str(shots), *subset, "--sizes", "800x600", home=tmp_path)
    assert result.returncode == 0, result.stderr
    names = sorted(path.name for path in shots.glob("*.png"))
    assert names == sorted(
        f"{state}-{theme}-es-800x600.png"
        for state in ("answer", "tool", "settings-providers")
        for theme in ("light", "dark")
    )
    for name in names:
        image = QImage(str(shots / name))
        assert not image.isNull() and image.width() >= 300 and image.height() >= 200, name
    assert "Traceback" not in result.stderr


def test_a_formula_renders_from_the_bundle(bundle, tmp_path):
    """The screenshot of a finished answer fails unless every formula in it was drawn: TeX
    parsed by latex2mathml, laid out by ziamath with its font, drawn by QtSvg, all from inside."""
    shutil.rmtree(bundle.sources / "desktop_app", ignore_errors=True)
    subset = ("--states", "answer", "--themes", "dark", "--languages", "en")
    result = _run(bundle, "--screenshot", str(tmp_path / "shots"), *subset, home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "every formula of the answer drawn" not in result.stderr
    assert (tmp_path / "shots" / "answer-dark-en-1440x900.png").is_file()
    assert (bundle.internal / "ziamath" / "fonts" / "STIXTwoMath-Regular.ttf").is_file()
    assert list((bundle.internal / "PySide6").glob("QtSvg*.so"))


def test_the_compiled_catalogs_are_the_bundled_ones(bundle):
    bundled = {path.name for path in (bundle.internal / "desktop_app" / "locale").glob("*.qm")}
    assert bundle.compiled == bundle.catalogs and bundled == bundle.compiled and bundled
    for qm in (bundle.internal / "desktop_app" / "locale").glob("*.qm"):
        translates(qm)  # a real catalog Qt loads, not just a file with the right name
    if (bundle.sources / "translations" / "arroyo_es.ts").read_text(
        encoding="utf-8"
    ) == TINY_CATALOG:
        assert translates(bundle.internal / "desktop_app" / "locale" / "arroyo_es.qm") == "Enviar"


def test_the_window_icon_is_inside(bundle):
    shipped = bundle.internal / "desktop_app" / "icons"
    for size in icons.SIZES:
        assert (shipped / icons.png(size).name).read_bytes() == icons.png(size).read_bytes()
    assert (shipped / "arroyo.svg").is_file()
    assert not list(shipped.glob("*.ico")) and not list(shipped.glob("*.icns"))  # other platforms'


def test_the_buttons_icons_are_inside(bundle):
    from desktop_app.ui.theme.icons import FOLDER, Icon

    shipped = bundle.internal / "desktop_app" / "ui" / "theme" / "icons"
    for icon in Icon:
        name = f"{icon.value}.svg"
        assert (shipped / name).read_bytes() == (FOLDER / name).read_bytes()
    assert (shipped / "LICENSE-lucide.txt").is_file()  # the ISC licence goes with the drawings


def test_only_what_the_app_needs_is_inside(bundle):
    from PyInstaller.archive.readers import CArchiveReader

    modules = set(CArchiveReader(str(bundle.executable)).open_embedded_archive("PYZ.pyz").toc)
    assert "desktop_app.ui.window.main_window" in modules and "pygments.lexers.python" in modules
    shipped_tops = {name.split(".")[0] for name in modules}
    assert not shipped_tops & NOT_SHIPPED
    qt = {path.name.split(".")[0] for path in (bundle.internal / "PySide6").glob("Qt*.so")}
    assert {"QtCore", "QtGui", "QtWidgets"} <= qt <= ALLOWED_QT
    folders = {path.name for path in bundle.internal.iterdir() if path.is_dir()}
    assert not folders & NOT_SHIPPED
    size = sum(
        f.stat().st_size for f in bundle.root.rglob("*") if f.is_file() and not f.is_symlink()
    )
    # 295 MB measured: knowledge bases brought numpy (their vectors) and lxml (Word files),
    # sync brought cryptography; the ceiling leaves 25 MB over that, no more.
    assert size < 320e6, f"the bundle grew to {size / 1e6:.0f} MB"


def test_the_bundle_is_its_own_commands_keeper(bundle, tmp_path):
    """The bundle has no Python beside it: with ``--arroyo-keeper`` it keeps a program itself,
    reports its start, passes its exit status on, and ends it when its starter is killed."""
    status_read, status_write = os.pipe()
    keeper = [str(bundle.executable), "--arroyo-keeper", str(os.getpid()), str(status_write)]
    result = subprocess.run(
        [*keeper, "--", "sh", "-c", "exit 3"],
        pass_fds=(status_write,),
        start_new_session=True,
        timeout=120,
    )
    os.close(status_write)
    with os.fdopen(status_read, "rb") as status:
        assert status.read() == b"0"
    assert result.returncode == 3

    # A starter that is killed: the program (sleep) goes with it.
    starter_code = (
        "import os, subprocess, sys, time\n"
        "r, w = os.pipe()\n"
        "argv = [sys.argv[1], '--arroyo-keeper', str(os.getpid()), str(w), '--', 'sleep', '600']\n"
        "subprocess.Popen(argv, pass_fds=(w,), start_new_session=True)\n"
        "assert os.read(r, 8) == b'0'\n"
        "print(open('/proc/self/stat').read().split()[0], flush=True)\n"
        "time.sleep(120)\n"
    )
    starter = subprocess.Popen(
        [sys.executable, "-c", starter_code, str(bundle.executable)], stdout=subprocess.PIPE
    )
    try:
        assert starter.stdout.readline().strip() == str(starter.pid).encode()
        sleeping = _sleep_children_of_keepers_of(starter.pid)
        assert len(sleeping) == 1
    finally:
        starter.kill()
        starter.wait()
        starter.stdout.close()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and _running(sleeping[0]):
        time.sleep(0.05)
    assert not _running(sleeping[0])


def _sleep_children_of_keepers_of(starter: int) -> list[int]:
    """The pids of ``sleep`` processes whose parent's parent is ``starter`` (found in a bounded
    number of looks: the keeper starts it a moment after reporting)."""
    for _ in range(600):
        table = {}
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    text = (entry / "stat").read_text()
                except OSError:
                    continue
                name = text[text.index("(") + 1 : text.rindex(")")]
                table[int(entry.name)] = (name, int(text.rsplit(")", 1)[1].split()[1]))
        found = [
            pid
            for pid, (name, parent) in table.items()
            if name == "sleep" and table.get(parent, ("", 0))[1] == starter
        ]
        if found:
            return found
        time.sleep(0.05)
    return []


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):  # gone, or going while it was read
        return False
    return state not in ("Z", "X")
