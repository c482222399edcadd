"""Build Arroyo's one-folder bundle for the platform this runs on.

    uv run python packaging/build.py [--dist DIR] [--work DIR]

Compiles every translations/*.ts into desktop_app/locale/*.qm first (the specs bundle them),
then runs the PyInstaller of the project's locked environment on this platform's spec, and
prints where the bundle is. The bundle runs without the environment it was built from.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
LOCALE = ROOT / "desktop_app" / "locale"
SPECS = {
    "linux": "arroyo-linux.spec",
    "win32": "arroyo-windows.spec",
    "darwin": "arroyo-macos.spec",
}


def spec_for(platform: str) -> Path:
    for prefix, name in SPECS.items():
        if platform.startswith(prefix):
            return ROOT / "packaging" / name
    raise SystemExit(f"build.py: no bundle spec for platform {platform!r}")


def bundle_path(dist: Path, platform: str) -> Path:
    """The folder to ship (Linux, Windows) or the .app (macOS)."""
    return dist / "Arroyo.app" if platform == "darwin" else dist / "arroyo"


def executable_path(dist: Path, platform: str) -> Path:
    if platform == "darwin":
        return dist / "Arroyo.app" / "Contents" / "MacOS" / "arroyo"
    return dist / "arroyo" / ("arroyo.exe" if platform == "win32" else "arroyo")


def _lrelease() -> str:
    # The tool comes with PySide6 into the same environment as this interpreter.
    scripts = Path(sys.executable).parent
    found = shutil.which(
        "pyside6-lrelease", path=os.pathsep.join([str(scripts), os.environ.get("PATH", "")])
    )
    if found is None:
        raise SystemExit("build.py: pyside6-lrelease not found; run through `uv run`")
    return found


def compile_translations(sources: Path = TRANSLATIONS, target: Path = LOCALE) -> list[Path]:
    """translations/arroyo_<lang>.ts -> desktop_app/locale/arroyo_<lang>.qm, for each catalog.
    A .qm left from a catalog that no longer exists is removed, so the bundle ships only
    what the sources say."""
    catalogs = sorted(sources.glob("*.ts")) if sources.is_dir() else []
    wanted = {target / f"{ts.stem}.qm" for ts in catalogs}
    for stale in sorted(target.glob("*.qm")) if target.is_dir() else []:
        if stale not in wanted:
            stale.unlink()
            print(f"removed {stale} (no {sources / stale.stem}.ts)")
    if not catalogs:
        return []
    target.mkdir(parents=True, exist_ok=True)
    lrelease = _lrelease()
    compiled = []
    for ts in catalogs:
        qm = target / f"{ts.stem}.qm"
        subprocess.run([lrelease, str(ts), "-qm", str(qm)], check=True, stdout=subprocess.DEVNULL)
        compiled.append(qm)
    return compiled


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the bundle goes")
    parser.add_argument(
        "--work", type=Path, default=ROOT / "build", help="PyInstaller's scratch folder"
    )
    args = parser.parse_args(argv)
    if importlib.util.find_spec("PyInstaller") is None:
        print(
            "build.py: PyInstaller is not installed here; run `uv sync` and then "
            "`uv run python packaging/build.py`",
            file=sys.stderr,
        )
        return 2
    spec = spec_for(sys.platform)
    for qm in compile_translations():
        print(f"compiled {qm}")
    started = time.monotonic()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(args.dist.resolve()),
            "--workpath",
            str(args.work.resolve()),
            str(spec),
        ],
        check=True,
        cwd=ROOT,
    )
    bundle = bundle_path(args.dist.resolve(), sys.platform)
    print(
        f"built {bundle} ({folder_size(bundle) / 1e6:.0f} MB) in {time.monotonic() - started:.0f} s"
    )
    print(f"run   {executable_path(args.dist.resolve(), sys.platform)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
