"""The release machinery that cannot run here, checked here: the GitHub workflows (actionlint,
with shellcheck on their scripts), the Flatpak manifest (what flatpak-builder needs) and the
Inno Setup script (what the Windows installer is made of)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path, PureWindowsPath

from desktop_app import APP_ID
from tests.packaging.helpers import PACKAGING, REPO
from tests.packaging.test_linux_metadata import METAINFO, desktop_entry

WORKFLOWS = REPO / ".github" / "workflows"
TESTS_YML = WORKFLOWS / "tests.yml"
RELEASE_YML = WORKFLOWS / "release.yml"
FLATPAK = PACKAGING / "linux" / f"{APP_ID}.json"
ISS = PACKAGING / "windows" / "arroyo.iss"
TOOLS = Path(sys.executable).parent  # actionlint and shellcheck come with the dev group


def actionlint(cwd: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PATH": os.pathsep.join([str(TOOLS), os.environ.get("PATH", "")])}
    return subprocess.run(
        [str(TOOLS / "actionlint"), "-no-color", "-verbose"],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_actionlint_finds_nothing_in_the_workflows():
    result = actionlint(REPO)
    assert result.returncode == 0 and not result.stdout, result.stdout + result.stderr
    linted = re.search(r"Linting (\d+) files", result.stderr)
    assert linted and int(linted.group(1)) >= 2, result.stderr
    assert 'Rule "shellcheck" was disabled' not in result.stderr  # the scripts were checked too


def test_actionlint_reports_what_is_wrong_in_a_workflow(tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / ".github" / "workflows").mkdir(parents=True)
    (tmp_path / ".github" / "workflows" / "broken.yml").write_text(
        "on: push\n"
        "jobs:\n"
        "  build:\n"
        "    runs-on: ubuntu-24.04\n"
        "    steps:\n"
        "      - run: echo ${{ matrix.missing }}\n"
        "      - run: cat $FILE_WITH SPACES\n",
        encoding="utf-8",
    )
    result = actionlint(tmp_path)
    assert result.returncode == 1
    assert "matrix" in result.stdout and "shellcheck" in result.stdout


def _matrix_pythons() -> list[tuple[int, int]]:
    found = re.findall(r"^\s+python: \[(.*)\]$", TESTS_YML.read_text(encoding="utf-8"), re.M)
    assert found
    versions = {
        tuple(map(int, v.strip(' "').split("."))) for line in found for v in line.split(",")
    }
    return sorted(versions)


def test_the_tests_run_on_the_oldest_and_a_newer_supported_python_on_three_systems():
    requires = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "requires-python"
    ]
    oldest = tuple(map(int, re.fullmatch(r">=\s*(\d+\.\d+)", requires).group(1).split(".")))
    pythons = _matrix_pythons()
    assert pythons[0] == oldest and pythons[-1] > oldest
    text = TESTS_YML.read_text(encoding="utf-8")
    assert "runs-on: ubuntu-" in text and "runner: windows-" in text and "runner: macos-" in text
    assert "run: bash .ci/run" in text  # Linux installs and runs what .ci/run does


def test_every_action_is_pinned_to_a_version():
    for workflow in (TESTS_YML, RELEASE_YML):
        uses = re.findall(r"uses: (\S+)", workflow.read_text(encoding="utf-8"))
        assert uses
        for action in uses:
            assert re.fullmatch(r"[\w.-]+/[\w.-]+@v\d+\.\d+\.\d+", action), action


def _steps(workflow: Path) -> list[str]:
    """Each step's text: a step starts at a list item of a job's ``steps:``."""
    return re.split(r"\n(?=      - )", workflow.read_text(encoding="utf-8"))


SIGNING = {"signtool": "WINDOWS_CERTIFICATE", "codesign": "MACOS_CERTIFICATE"}


def test_signing_runs_only_where_its_secrets_are_set():
    text = RELEASE_YML.read_text(encoding="utf-8")
    signing = [step for step in _steps(RELEASE_YML) if re.search(r"signtool|codesign|notary", step)]
    assert len(signing) >= 5
    for step in signing:
        tool = "signtool" if "signtool" in step else "codesign"
        assert f"if: env.{SIGNING[tool]} != ''" in step, step
    assert "xcrun notarytool submit" in text and "xcrun stapler staple" in text
    for secret in ("WINDOWS_CERTIFICATE", "MACOS_CERTIFICATE", "APPLE_ID"):
        assert f"{secret}: ${{{{ secrets.{secret} }}}}" in text


def test_a_version_tag_releases_every_package_with_checksums_as_a_draft():
    text = RELEASE_YML.read_text(encoding="utf-8")
    assert 'tags: ["v*"]' in text
    for made in (
        "packaging/build.py",
        "packaging/linux/build_deb.py",
        "packaging\\windows\\arroyo.iss",
        "hdiutil create",
        "arroyo-linux-x86_64.tar.gz",
        f"packaging/linux/{FLATPAK.name}",
        "sha256sum",
        "--draft",
    ):
        assert made in text, made


# flatpak-builder's manifest: what it refuses to build without, and the values it accepts.
FLATPAK_REQUIRED = {"app-id", "runtime", "runtime-version", "sdk", "command", "modules"}
BUILDSYSTEMS = {"autotools", "cmake", "cmake-ninja", "meson", "simple", "qmake"}
SOURCE_TYPES = {"archive", "git", "bzr", "svn", "dir", "file", "script", "shell", "patch"}


def flatpak() -> dict:
    return json.loads(FLATPAK.read_text(encoding="utf-8"))


def test_the_flatpak_manifest_has_what_flatpak_builder_needs():
    manifest = flatpak()
    assert manifest.keys() >= FLATPAK_REQUIRED
    assert all(
        isinstance(manifest[key], str) and manifest[key] for key in FLATPAK_REQUIRED - {"modules"}
    )
    assert manifest["modules"]
    for module in manifest["modules"]:
        assert module["name"] and module["buildsystem"] in BUILDSYSTEMS
        if module["buildsystem"] == "simple":
            assert module["build-commands"]
        for source in module["sources"]:
            assert source["type"] in SOURCE_TYPES
            if source["type"] in {"archive", "file"} and "url" in source:
                assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"])


def test_the_flatpak_is_the_same_app_as_the_desktop_entry_and_metainfo():
    import xml.etree.ElementTree as ET

    manifest = flatpak()
    assert re.fullmatch(r"[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*){2,}", manifest["app-id"])
    assert manifest["app-id"] == APP_ID == ET.parse(METAINFO).getroot().findtext("id")
    assert FLATPAK.stem == APP_ID
    assert (FLATPAK.parent / f"{manifest['app-id']}.desktop").is_file()  # the entry it installs
    assert manifest["command"] == desktop_entry()["Exec"].split()[0]
    commands = "\n".join(manifest["modules"][-1]["build-commands"])
    assert f"/app/bin/{manifest['command']}" in commands
    for installed in (
        f"/app/share/applications/{APP_ID}.desktop",
        f"/app/share/metainfo/{APP_ID}.metainfo.xml",
        f"/app/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
        f"/app/share/icons/hicolor/256x256/apps/{APP_ID}.png",
    ):
        assert installed in commands
    finish = set(manifest["finish-args"])
    assert {"--share=network", "--talk-name=org.freedesktop.secrets"} <= finish


def test_the_flatpak_sources_are_in_the_repository_or_made_by_the_release():
    release = RELEASE_YML.read_text(encoding="utf-8")
    for module in flatpak()["modules"]:
        for source in module["sources"]:
            path = (FLATPAK.parent / source["path"]).resolve()
            if source["type"] == "archive":
                assert f"dist/{path.name}" in release  # the bundle's tarball, made beside it
            else:
                assert path.is_file(), source["path"]


def _iss_sections() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = ""
    for line in ISS.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith(";"):
            continue
        if re.fullmatch(r"\[\w+\]", line):
            current = line[1:-1]
            sections[current] = []
        elif current:
            sections[current].append(line)
    return sections


def test_the_windows_installer_has_a_start_menu_entry_and_an_uninstaller():
    sections = _iss_sections()
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"])
    assert setup["AppVersion"] == "{#AppVersion}"
    assert setup.get("Uninstallable", "yes") == "yes" and setup["UninstallDisplayIcon"]
    assert (ISS.parent / PureWindowsPath(setup["SetupIconFile"]).as_posix()).resolve().is_file()
    icons = sections["Icons"]
    assert any(
        line.startswith('Name: "{group}\\Arroyo"') and "arroyo.exe" in line for line in icons
    )
    assert any("{uninstallexe}" in line for line in icons)
    assert any(
        'Source: "{#SourceDir}\\*"' in line and "recursesubdirs" in line
        for line in sections["Files"]
    )


def test_the_release_builds_the_installer_with_the_package_version():
    release = RELEASE_YML.read_text(encoding="utf-8")
    assert '"/DAppVersion=$env:VERSION"' in release and "/DSourceDir=" in release
    assert "iscc /Qp" in release and str(ISS.relative_to(REPO)).replace("/", "\\") in release
