"""Build a Debian package from the Linux one-folder bundle.

    uv run python packaging/linux/build_deb.py [--bundle dist/arroyo] [--out dist]

The package puts the bundle in /opt/arroyo, links /usr/bin/arroyo to its executable, and installs
the desktop entry, the icons (hicolor theme) and the AppStream metainfo under /usr/share, each
named by the app id. Debian's icon-cache and desktop-database triggers pick them up, so the
package has no maintainer scripts. Needs dpkg-deb; prints the path of the .deb it wrote.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
ICONS = ROOT / "desktop_app" / "icons"
PACKAGE = "arroyo"
PREFIX = Path("opt") / PACKAGE
# The system libraries the bundled Qt loads (its xcb platform, OpenGL, fonts, D-Bus for the
# keyring), the same list .ci/run installs; the bundle brings Python, Qt and the rest itself.
DEPENDS = (
    "libc6",
    "libgl1",
    "libegl1",
    "libfontconfig1",
    "libglib2.0-0t64 | libglib2.0-0",
    "libxkbcommon0",
    "libxkbcommon-x11-0",
    "libdbus-1-3",
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-render-util0",
    "libxcb-shape0",
)
# A release is packed small (xz); a test build packs fast (xz takes minutes on 230 MB).
COMPRESSION = {False: ("-Zxz",), True: ("-Zgzip", "-z1")}
# A pre-release sorts before its release in Debian only with a tilde: 0.2.0rc1 -> 0.2.0~rc1.
PRERELEASE = re.compile(r"\.?(a|b|rc|dev)(\d*)")


def _read(name: str) -> str:
    text = (ROOT / "desktop_app" / "__init__.py").read_text(encoding="utf-8")
    return re.search(rf'^{name} = "([^"]+)"', text, re.MULTILINE).group(1)


def debian_version(version: str) -> str:
    return PRERELEASE.sub(lambda match: f"~{match.group(1)}{match.group(2)}", version, count=1)


def architecture() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], check=True, capture_output=True, text=True
    ).stdout.strip()


def control(version: str, arch: str, installed_kib: int) -> str:
    summary = "Desktop client for large language models"
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {debian_version(version)}\n"
        f"Architecture: {arch}\n"
        "Maintainer: The Arroyo authors <arroyo@users.noreply.github.com>\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(DEPENDS)}\n"
        "Section: net\n"
        "Priority: optional\n"
        "Homepage: https://github.com/arroyo/arroyo\n"
        f"Description: {summary}\n"
        " Arroyo talks to OpenAI, Anthropic, Google Gemini and any OpenAI-compatible server,\n"
        " shows answers and the model's reasoning live, and asks before any tool acts.\n"
    )


def _install(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    target.chmod(0o644)


def stage(bundle: Path, root: Path, app_id: str) -> None:
    """Lay out the package's files under ``root`` as they will be on the system."""
    shutil.copytree(bundle, root / PREFIX, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / PACKAGE).symlink_to(Path("/") / PREFIX / PACKAGE)
    share = root / "usr" / "share"
    _install(HERE / f"{app_id}.desktop", share / "applications" / f"{app_id}.desktop")
    _install(HERE / f"{app_id}.metainfo.xml", share / "metainfo" / f"{app_id}.metainfo.xml")
    hicolor = share / "icons" / "hicolor"
    for png in sorted(ICONS.glob("arroyo-*.png")):
        size = png.stem.rsplit("-", 1)[1]
        _install(png, hicolor / f"{size}x{size}" / "apps" / f"{app_id}.png")
    _install(ICONS / "arroyo.svg", hicolor / "scalable" / "apps" / f"{app_id}.svg")
    for folder in [root, *(path for path in root.rglob("*") if path.is_dir())]:
        folder.chmod(0o755)


def installed_kib(root: Path) -> int:
    files = (path for path in root.rglob("*") if path.is_file() and not path.is_symlink())
    return sum(path.stat().st_size for path in files) // 1024 + 1


def build(bundle: Path, out: Path, *, fast: bool = False) -> Path:
    if not (bundle / PACKAGE).is_file():
        raise SystemExit(f"build_deb.py: no bundle at {bundle} (run packaging/build.py first)")
    app_id, version, arch = _read("APP_ID"), _read("__version__"), architecture()
    out.mkdir(parents=True, exist_ok=True)
    deb = out / f"{PACKAGE}_{debian_version(version)}_{arch}.deb"
    with tempfile.TemporaryDirectory(prefix="arroyo-deb-") as scratch:
        root = Path(scratch) / "root"
        stage(bundle, root, app_id)
        (root / "DEBIAN").mkdir(mode=0o755)
        (root / "DEBIAN" / "control").write_text(
            control(version, arch, installed_kib(root)), encoding="utf-8"
        )
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", *COMPRESSION[fast], "--build", str(root), str(deb)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
    return deb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / PACKAGE)
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--fast", action="store_true", help="pack quickly, not small")
    args = parser.parse_args(argv)
    deb = build(args.bundle.resolve(), args.out.resolve(), fast=args.fast)
    print(f"built {deb} ({deb.stat().st_size / 1e6:.0f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
