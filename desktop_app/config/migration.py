"""Settings that changed meaning, carried over once.

Format 1's "let read-only tools act without asking" covered ``fetch_url``, which can send what
was read to any address; format 2's covered listing and reading. Either becomes "Run without
asking" (a standing permission in every conversation) for the two tools that only look at the
workspace; fetching asks again. The permissions are granted before
the file is rewritten, so a crash in between repeats the (idempotent) grants, never skips them.
"""

from __future__ import annotations

import logging

from desktop_app.agent.builtin import ListDirectory, ReadFile
from desktop_app.config.settings import ProviderSettings, SettingsError
from desktop_app.store.actions.grants import GrantStore

log = logging.getLogger(__name__)

READ_ONLY_GRANTS = (ListDirectory.name, ReadFile.name)


def migrate_read_only_setting(settings: ProviderSettings, grants: GrantStore) -> bool:
    """Turns an old "read-only without asking" into grants. True when it did."""
    if not settings.legacy_read_only:
        return False
    for tool in READ_ONLY_GRANTS:
        grants.grant(tool, None)
    try:
        settings.save()  # the current format, which no longer has the old switch
    except SettingsError as exc:  # the grants stand; the file is rewritten at the next start
        log.warning("settings not rewritten after moving permissions: %s", exc.kind)
        return True
    settings.legacy_read_only = False
    return True
