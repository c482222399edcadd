"""No import circle anywhere in the package or the benchmarks, not even one that only type
checking sees: a circle means two modules that cannot be understood (or moved) one without the
other. Every import counts: at the top, inside functions, and under ``TYPE_CHECKING``."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from tests.support import REPO

ROOTS = ("desktop_app", "benchmarks")
MAX_MODULES_PER_FOLDER = 25


def _module_name(path: Path) -> str:
    parts = path.relative_to(REPO).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    found = {}
    for root in ROOTS:
        for path in sorted((REPO / root).rglob("*.py")):
            if "locale" not in path.parts:
                found[_module_name(path)] = path
    return found


def _imported(module: str, path: Path, known: dict[str, Path]) -> Iterator[str]:
    """The modules of ours that ``module`` names in any import statement."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                if f"{base}.{alias.name}" in known:
                    yield f"{base}.{alias.name}"
                elif base in known:
                    yield base


def import_graph() -> dict[str, set[str]]:
    known = _modules()
    return {
        module: {target for target in _imported(module, path, known) if target != module}
        for module, path in known.items()
    }


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def test_the_circle_finder_finds_a_circle_through_three_modules():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_import_circle_in_the_package_or_the_benchmarks():
    graph = import_graph()
    assert "desktop_app.ui.window.main_window" in graph  # the walk reads the real tree
    assert circles(graph) == []


def test_nothing_outside_the_window_imports_it_but_the_composition_root_and_the_gallery():
    allowed = ("desktop_app.ui", "desktop_app.app", "desktop_app.launch", "desktop_app.gallery")
    reaching_in = {
        module: sorted(target for target in targets if target.startswith("desktop_app.ui"))
        for module, targets in import_graph().items()
        if module.startswith("desktop_app") and not module.startswith(allowed)
    }
    assert {module: targets for module, targets in reaching_in.items() if targets} == {}


def test_fitting_images_needs_qtgui_but_never_widgets():
    # The terminal fits attached images without a window, so this module stays widget-free.
    source = (REPO / "desktop_app" / "image_fit.py").read_text(encoding="utf-8")
    imports = [
        node.module
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.ImportFrom) and node.module
    ]
    assert "PySide6.QtGui" in imports
    assert not [
        name for name in imports if "QtWidgets" in name or name.startswith("desktop_app.ui")
    ]


def test_no_folder_holds_more_than_a_newcomer_can_scan():
    crowded = {
        str(folder.relative_to(REPO)): count
        for root in ROOTS
        for folder in [REPO / root, *sorted((REPO / root).rglob("*/"))]
        if folder.is_dir() and "__pycache__" not in folder.parts
        if (count := len(list(folder.glob("*.py")))) > MAX_MODULES_PER_FOLDER
    }
    assert crowded == {}


def test_the_window_folder_holds_regions_and_only_a_few_shared_modules():
    shared = sorted(path.stem for path in (REPO / "desktop_app" / "ui").glob("*.py"))
    assert len(shared) <= 7, shared
