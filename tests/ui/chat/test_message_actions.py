"""What each stored message offers under it."""

from __future__ import annotations

import pytest

from desktop_app.store.conversations import StoredMessage
from desktop_app.ui.chat.message_actions import Kind, kind_of


def stored(role: str, *, tool_calls_json: str | None = None, **fields) -> StoredMessage:
    return StoredMessage(1, "c", role, "text", None, tool_calls_json, None, 0.0, **fields)


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        (stored("user"), Kind.YOURS),
        (stored("assistant", outcome="completed"), Kind.ANSWER),
        (stored("assistant", outcome="cancelled"), Kind.ANSWER),  # stopped: Regenerate
        (stored("assistant", outcome="cancelled", draft=True), Kind.ANSWER),  # before a word
        (stored("assistant", tool_calls_json="[]"), Kind.ROUND),
        (stored("assistant", outcome="failed", draft=True), None),  # it has Retry
        (stored("assistant", draft=True), None),  # interrupted: Retry and Continue
        (stored("tool"), None),
    ],
)
def test_each_message_offers_what_fits_it(message, kind):
    assert kind_of(message) is kind
