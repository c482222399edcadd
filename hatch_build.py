"""Compiles the translation catalogs when the project is built or installed.

``translations/arroyo_<lang>.ts`` -> ``desktop_app/locale/arroyo_<lang>.qm`` with Qt's
``lrelease`` (from PySide6-Essentials, a build requirement), for wheels and for editable
installs alike, so ``uv sync`` leaves a working set of ``.qm`` files in the source tree. The
``.qm`` files are build output: ignored by git, and put into the wheel from here.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

# PySide6's own launcher finds the lrelease binary inside the PySide6 package on every platform.
_LRELEASE = "from PySide6.scripts.pyside_tool import lrelease; lrelease()"


class CompileTranslations(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return  # an sdist ships the .ts sources; its wheel compiles them
        root = Path(self.root)
        locale = root / "desktop_app" / "locale"
        locale.mkdir(exist_ok=True)
        catalogs = sorted((root / "translations").glob("arroyo_*.ts"))
        if not catalogs:
            raise RuntimeError("no translations/arroyo_*.ts to compile")
        for catalog in catalogs:
            compiled = locale / f"{catalog.stem}.qm"
            _compile(catalog, compiled, [catalog, root / "pyproject.toml", Path(__file__)])
            if version != "editable":  # an editable install reads them from the source tree
                build_data["force_include"][str(compiled)] = f"desktop_app/locale/{compiled.name}"


def _compile(catalog: Path, compiled: Path, inputs: list[Path]) -> None:
    """Writes ``compiled`` when its content changes, or when an input changed after it.

    uv rebuilds a project when the newest change time among its cache keys moves. The keys
    include the .qm files, so that deleting them rebuilds them; that works only while they
    are the newest keys, hence the rewrite after an input changed. Rewriting them on every
    build would move the newest time every time, and uv would rebuild on every run."""
    with tempfile.TemporaryDirectory() as scratch:
        fresh = Path(scratch) / compiled.name
        subprocess.run(
            [sys.executable, "-c", _LRELEASE, "-silent", str(catalog), "-qm", str(fresh)],
            check=True,
        )
        if not fresh.is_file():
            raise RuntimeError(f"lrelease made nothing of {catalog}")
        stale = not compiled.is_file() or compiled.read_bytes() != fresh.read_bytes()
        if stale or _changed(compiled) < max(map(_changed, inputs)):
            compiled.unlink(missing_ok=True)
            shutil.copyfile(fresh, compiled)


def _changed(path: Path) -> int:
    """When a file last changed: its content (mtime) or its metadata (ctime, which uv reads)."""
    status = path.stat()
    return max(status.st_mtime_ns, status.st_ctime_ns)
