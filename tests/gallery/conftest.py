import pytest

from desktop_app.ui.language import LanguageSwitcher


@pytest.fixture
def language(qapp):
    """Switches the application's language; back to the source texts after the test."""
    switcher = LanguageSwitcher(qapp)
    yield switcher
    switcher.clear()
    qapp.processEvents()  # the LanguageChange events reach every widget still alive
