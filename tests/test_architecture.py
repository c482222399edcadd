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
