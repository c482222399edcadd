"""The three PyInstaller specs and the build script, checked without building.

Windows and macOS bundles cannot be built here, so each spec is run as PyInstaller would run
it, with PyInstaller's build steps replaced by recorders: what the spec hands them (entry
script, icon, data, version, bundle id) is what a real build on that platform would get.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from desktop_app import APP_ID, __version__, icons
from tests.packaging.helpers import PACKAGING, REPO, TINY_CATALOG, load_script, translates

SPECS = {
    "linux": "arroyo-linux.spec",
    "win32": "arroyo-windows.spec",
    "darwin": "arroyo-macos.spec",
}


class Step:
    made: list[Step]

    def __init__(self, *args, **kwargs) -> None:
        self.args, self.kwargs = args, kwargs
        self.pure, self.scripts, self.binaries, self.datas = (
            ["pure"],
            ["scripts"],
            ["bins"],
            ["datas"],
        )
        Step.made.append(self)


def run_spec(name: str, tmp_path: Path, monkeypatch) -> dict[str, Step]:
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.delitem(sys.modules, "spec_common", raising=False)
    Step.made = []
    steps = {
        kind: type(kind, (Step,), {}) for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")
    }
    namespace = {"SPECPATH": str(PACKAGING), "workpath": str(tmp_path / "work"), **steps}
    path = PACKAGING / name
    exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), namespace)
    return {type(step).__name__: step for step in Step.made}


@pytest.mark.parametrize("name", SPECS.values())
def test_every_spec_builds_the_app_from_the_entry_script_with_its_data(name, tmp_path, monkeypatch):
    steps = run_spec(name, tmp_path, monkeypatch)
    analysis = steps["Analysis"]
    (entry,) = analysis.args[0]
    assert Path(entry) == PACKAGING / "arroyo_entry.py"
    tree = ast.parse(Path(entry).read_text(encoding="utf-8"))
    imports = [
        (node.module, [a.name for a in node.names])
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
    ]
    assert ("desktop_app.cli.main", ["main"]) in imports
    datas = set(analysis.kwargs["datas"])
    for size in icons.SIZES:
        assert (str(icons.png(size)), "desktop_app/icons") in datas
    assert (str(icons.SVG), "desktop_app/icons") in datas
    assert {target for _, target in datas} >= {"ziamath/fonts", "latex2mathml"}  # math's data
    assert "PySide6.QtSvg" not in analysis.kwargs["excludes"]
    assert {"PySide6.QtQml", "pytest", "openai", "PyInstaller"} <= set(analysis.kwargs["excludes"])
    assert steps["EXE"].kwargs["name"] == "arroyo" and steps["EXE"].kwargs["exclude_binaries"]
    assert steps["COLLECT"].kwargs["name"] == "arroyo"


def test_the_windows_spec_gives_the_exe_its_icon_and_version(tmp_path, monkeypatch):
    exe = run_spec(SPECS["win32"], tmp_path, monkeypatch)["EXE"].kwargs
    assert Path(exe["icon"]) == icons.ICO and icons.ICO.read_bytes()[:4] == b"\0\0\1\0"
    text = Path(exe["version"]).read_text(encoding="utf-8")
    call = ast.parse(text, mode="eval").body  # the form PyInstaller evaluates on Windows
    assert isinstance(call, ast.Call) and call.func.id == "VSVersionInfo"
    strings = {
        node.args[0].value: node.args[1].value
        for node in ast.walk(call)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "StringStruct"
    }
    assert strings["FileVersion"] == strings["ProductVersion"] == __version__
    assert strings["OriginalFilename"] == "arroyo.exe"
    numbers = tuple(int(part) for part in __version__.split(".")[:3])
    assert f"filevers={numbers + (0,) * (4 - len(numbers))!r}" in text
    assert exe["console"] and exe["hide_console"] == "hide-early"


def test_the_macos_spec_makes_an_app_with_icon_id_and_version(tmp_path, monkeypatch):
    steps = run_spec(SPECS["darwin"], tmp_path, monkeypatch)
    bundle = steps["BUNDLE"]
    assert bundle.args == (steps["COLLECT"],)
    assert bundle.kwargs["name"] == "Arroyo.app"
    assert Path(bundle.kwargs["icon"]) == icons.ICNS and icons.ICNS.read_bytes()[:4] == b"icns"
    assert Path(steps["EXE"].kwargs["icon"]) == icons.ICNS
    assert bundle.kwargs["bundle_identifier"] == APP_ID
    assert bundle.kwargs["version"] == __version__
    plist = bundle.kwargs["info_plist"]
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == __version__
    assert plist["CFBundleName"] == "Arroyo" and plist["NSHighResolutionCapable"] is True


def test_the_linux_spec_is_a_plain_folder(tmp_path, monkeypatch):
    steps = run_spec(SPECS["linux"], tmp_path, monkeypatch)
    assert "BUNDLE" not in steps and "icon" not in steps["EXE"].kwargs


def test_compiled_catalogs_are_bundled_and_none_is_fine(tmp_path, monkeypatch):
    common = load_script(PACKAGING / "spec_common.py")
    monkeypatch.setattr(common, "LOCALE", tmp_path / "locale")
    assert not [target for _, target in common.datas() if target == "desktop_app/locale"]
    (tmp_path / "locale").mkdir()
    (tmp_path / "locale" / "arroyo_es.qm").write_bytes(b"")
    (tmp_path / "locale" / "arroyo_de.qm").write_bytes(b"")
    bundled = [
        (Path(source).name, target)
        for source, target in common.datas()
        if target == "desktop_app/locale"
    ]
    assert bundled == [
        ("arroyo_de.qm", "desktop_app/locale"),
        ("arroyo_es.qm", "desktop_app/locale"),
    ]


def test_version_and_id_are_read_from_the_package(monkeypatch):
    common = load_script(PACKAGING / "spec_common.py")
    assert common.version() == __version__ and common.app_id() == APP_ID
    assert common.version_tuple("0.2.0rc1") == (0, 2, 0, 0)
    assert common.version_tuple("1.2") == (1, 2, 0, 0)


def test_the_build_script_picks_the_spec_of_the_platform():
    build = load_script(PACKAGING / "build.py")
    assert build.spec_for("linux") == PACKAGING / "arroyo-linux.spec"
    assert build.spec_for("win32") == PACKAGING / "arroyo-windows.spec"
    assert build.spec_for("darwin") == PACKAGING / "arroyo-macos.spec"
    with pytest.raises(SystemExit):
        build.spec_for("sunos5")
    for spec in SPECS.values():
        assert (PACKAGING / spec).is_file()
    dist = Path("/d")
    assert build.executable_path(dist, "darwin") == dist / "Arroyo.app/Contents/MacOS/arroyo"
    assert build.executable_path(dist, "win32") == dist / "arroyo/arroyo.exe"


def test_the_build_script_compiles_each_catalog_and_drops_stale_ones(tmp_path):
    build = load_script(PACKAGING / "build.py")
    sources, target = tmp_path / "translations", tmp_path / "locale"
    assert build.compile_translations(sources, target) == []  # no catalogs yet is fine
    sources.mkdir()
    (sources / "arroyo_es.ts").write_text(TINY_CATALOG, encoding="utf-8")
    target.mkdir()
    (target / "arroyo_fr.qm").write_bytes(b"left from a catalog that was removed")
    assert build.compile_translations(sources, target) == [target / "arroyo_es.qm"]
    assert sorted(p.name for p in target.iterdir()) == ["arroyo_es.qm"]
    assert translates(target / "arroyo_es.qm") == "Enviar"


def test_the_console_script_prints_the_version_from_source():
    import subprocess

    script = Path(sys.executable).parent / "arroyo"
    result = subprocess.run(
        [str(script), "--version"], capture_output=True, text=True, cwd=REPO, timeout=60
    )
    assert result.stdout.strip() == f"arroyo {__version__}"
