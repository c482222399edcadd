"""The Debian package, built by packaging/linux/build_deb.py from the real bundle, installs,
starts, and removes.

As root (CI is) the package is installed for real with ``dpkg -i`` and purged afterwards, also
when a test fails; otherwise, or when a package named arroyo is already installed here, it is
unpacked with ``dpkg -x`` into a private folder and run from there. Select with ``-m bundle``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop_app import APP_ID, __version__, icons
from tests.packaging.helpers import PACKAGING, Built, load_script

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.skipif(
        not sys.platform.startswith("linux") or shutil.which("dpkg-deb") is None,
        reason="builds a Debian package",
    ),
]

BUILD_DEB = load_script(PACKAGING / "linux" / "build_deb.py")


def _dpkg(*args: str, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(["dpkg", *args], capture_output=True, text=True, timeout=300, check=check)


def _installed_status() -> str:
    return _dpkg("-s", "arroyo", check=False).stdout


class Installed:
    """Where the package's files are: "/" after a real install, a private folder otherwise."""

    def __init__(self, deb: Path, scratch: Path) -> None:
        self.deb = deb
        self.real = os.geteuid() == 0 and "Status: install ok" not in _installed_status()
        self.root = Path("/") if self.real else scratch / "root"

    def install(self) -> None:
        if self.real:
            result = _dpkg("-i", str(self.deb), check=False)
            assert result.returncode == 0, result.stdout + result.stderr
        else:
            _dpkg("-x", str(self.deb), str(self.root))

    def remove(self) -> None:
        if self.real:
            _dpkg("--purge", "arroyo", check=False)
        else:
            shutil.rmtree(self.root, ignore_errors=True)

    def command(self) -> str:
        """The command a user types: the /usr/bin link after a real install; unpacked, the link
        points at /opt on this system, so the executable inside the private root instead."""
        return "arroyo" if self.real else str(self.root / "opt" / "arroyo" / "arroyo")

    def run(self, *args: str, home: Path) -> subprocess.CompletedProcess:
        env = {
            "PATH": "/usr/bin:/bin",
            "HOME": str(home),
            "LANG": "C.UTF-8",
            "QT_QPA_PLATFORM": "offscreen",
            "ARROYO_DATA_DIR": str(home / "data"),
        }
        return subprocess.run(
            [self.command(), *args], cwd=home, env=env, capture_output=True, text=True, timeout=120
        )


@pytest.fixture(scope="module")
def deb(bundle: Built, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("deb")
    result = subprocess.run(
        [
            sys.executable,
            str(PACKAGING / "linux" / "build_deb.py"),
            "--bundle",
            str(bundle.root),
            "--out",
            str(out),
            "--fast",
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    (built,) = out.glob("*.deb")
    assert f"built {built} (" in result.stdout
    return built


@pytest.fixture(scope="module")
def installed(deb: Path, tmp_path_factory) -> Iterator[Installed]:
    package = Installed(deb, tmp_path_factory.mktemp("installed"))
    try:
        package.install()
        yield package
    finally:
        package.remove()  # whatever happened above: a real install is never left behind


def test_the_package_names_itself_its_version_and_what_it_needs(deb):
    def field(name: str) -> str:
        return subprocess.run(
            ["dpkg-deb", "-f", str(deb), name], capture_output=True, text=True, check=True
        ).stdout.strip()

    arch = _dpkg("--print-architecture").stdout.strip()
    assert deb.name == f"arroyo_{BUILD_DEB.debian_version(__version__)}_{arch}.deb"
    assert field("Package") == "arroyo" and field("Architecture") == arch
    assert field("Version") == BUILD_DEB.debian_version(__version__)
    assert {"libxcb-cursor0", "libegl1", "libfontconfig1"} <= set(field("Depends").split(", "))
    assert int(field("Installed-Size")) > 50_000  # KiB: the bundle is inside


def test_pre_releases_sort_before_their_release_in_debian():
    assert BUILD_DEB.debian_version("0.2.0rc1") == "0.2.0~rc1"
    assert BUILD_DEB.debian_version("1.0.0b2") == "1.0.0~b2"
    assert BUILD_DEB.debian_version("1.0.0.dev3") == "1.0.0~dev3"
    assert BUILD_DEB.debian_version("1.0.0") == "1.0.0"
    newer = _dpkg("--compare-versions", "0.2.0~rc1", "lt", "0.2.0", check=False)
    assert newer.returncode == 0


def test_the_package_lays_out_the_app_its_launcher_entry_icons_and_metainfo(installed):
    root = installed.root
    assert os.access(root / "opt" / "arroyo" / "arroyo", os.X_OK)
    assert os.readlink(root / "usr" / "bin" / "arroyo") == "/opt/arroyo/arroyo"
    share = root / "usr" / "share"
    desktop = share / "applications" / f"{APP_ID}.desktop"
    assert desktop.read_bytes() == (PACKAGING / "linux" / desktop.name).read_bytes()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    hicolor = share / "icons" / "hicolor"
    for size in icons.SIZES:
        png = hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert png.read_bytes() == icons.png(size).read_bytes()
    assert (hicolor / "scalable" / "apps" / f"{APP_ID}.svg").is_file()


@pytest.mark.parametrize(
    ("tool", "args", "path"),
    [
        ("desktop-file-validate", (), f"usr/share/applications/{APP_ID}.desktop"),
        ("appstreamcli", ("validate", "--no-net"), f"usr/share/metainfo/{APP_ID}.metainfo.xml"),
    ],
)
def test_the_installed_desktop_entry_and_metainfo_validate(installed, tool, args, path):
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed (.ci/run installs it)")
    result = subprocess.run(
        [tool, *args, str(installed.root / path)], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_installed_app_prints_its_version(installed, tmp_path):
    result = installed.run("--version", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"arroyo {__version__}"


def test_the_installed_app_draws_its_window(installed, tmp_path):
    shots = tmp_path / "shots"
    subset = ("--states", "answer", "--themes", "light", "--languages", "en")
    result = installed.run("--screenshot", str(shots), *subset, "--sizes", "800x600", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert [path.name for path in shots.glob("*.png")] == ["answer-light-en-800x600.png"]
    assert (shots / "answer-light-en-800x600.png").stat().st_size > 10_000
    assert "Traceback" not in result.stderr


def test_a_real_install_is_registered_and_removes_without_a_trace(installed):
    if not installed.real:
        pytest.skip("installing for real needs root and no arroyo package installed already")
    assert "Status: install ok installed" in _installed_status()
    assert shutil.which("arroyo", path="/usr/bin") == "/usr/bin/arroyo"
    installed.remove()
    assert "Status: install ok" not in _installed_status()
    assert not Path("/opt/arroyo").exists() and not Path("/usr/bin/arroyo").is_symlink()
    assert not Path(f"/usr/share/applications/{APP_ID}.desktop").exists()
