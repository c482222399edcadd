"""The Linux desktop entry and AppStream metainfo: one id with the app, the package's version,
and clean runs of the freedesktop validators where they are installed (.ci/run installs them)."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET

import pytest

from desktop_app import APP_ID, __version__
from tests.packaging.helpers import PACKAGING, REPO

DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive there
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_desktop_entry_launches_the_console_script_with_the_icon():
    entry = desktop_entry()
    scripts = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "scripts"
    ]
    assert entry["Type"] == "Application" and entry["Name"] == "Arroyo"
    assert entry["Exec"].split()[0] in scripts
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert "Comment[es]" in entry and entry["Comment[es]"] != entry["Comment"]


def test_the_metainfo_names_the_same_app_and_version():
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert root.findtext("provides/binary") == desktop_entry()["Exec"].split()[0]
    assert root.find("releases/release").get("version") == __version__
    assert root.find("content_rating").get("type") == "oars-1.1"
    spanish = {element.tag: element.text for element in root if element.get(LANG) == "es"}
    assert spanish["name"] == "Arroyo" and spanish["summary"]
    description = ET.tostring(root.find("description"), encoding="unicode")
    for word in ("OpenAI", "Anthropic", "Gemini", "OpenAI-compatible", "keyring", "reasoning"):
        assert word in description


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-validate (Debian: desktop-file-utils) is not installed",
)
def test_the_desktop_entry_passes_desktop_file_validate():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


@pytest.mark.skipif(
    shutil.which("appstreamcli") is None, reason="appstreamcli (Debian: appstream) is not installed"
)
def test_the_metainfo_passes_appstream_validation():
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--explain", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "W:" not in result.stdout and "E:" not in result.stdout, result.stdout
