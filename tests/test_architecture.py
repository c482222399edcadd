"""The layering rules of the package hold (import-linter contracts in pyproject.toml)."""

import subprocess
import sys
from pathlib import Path

from tests.support import REPO


def test_import_contracts_hold():
    lint_imports = Path(sys.executable).parent / "lint-imports"
    result = subprocess.run(
        [str(lint_imports), "--no-cache"], cwd=REPO, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


MAX_MODULE_LINES = 400


def test_no_module_is_over_the_line_limit():
    # A module past this size has grown more than one job; split it along its seams.
    offenders = {
        str(path.relative_to(REPO)): lines
        for path in sorted((REPO / "desktop_app").rglob("*.py"))
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    }
    assert not offenders, f"modules over {MAX_MODULE_LINES} lines: {offenders}"
