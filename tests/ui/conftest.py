import pytest

from desktop_app.store.database import Database
from desktop_app.ui.language import LanguageSwitcher
from tests.ui.window_harness import WindowHarness


@pytest.fixture
def language(qapp):
    """Switches the application's language; back to the source texts after the test."""
    switcher = LanguageSwitcher(qapp)
    yield switcher
    switcher.clear()
    qapp.processEvents()  # the LanguageChange events reach every widget still alive


@pytest.fixture
def harness(tmp_path, simulator):
    """Real parts for a main window: SQLite in tmp_path, the simulator over HTTP."""
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    database = Database(tmp_path / "arroyo.sqlite3")
    yield WindowHarness(database, simulator, workspace)
    database.close()
