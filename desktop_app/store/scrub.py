"""No ``user:key@`` in a stored address: what the store writes, and what it rewrites once."""

from __future__ import annotations

import json
from typing import Any

from desktop_app.providers.base_url import split_userinfo


def without_userinfo(value: Any) -> Any:
    """A copy with ``user:password@`` taken out of every URL-like text, at any depth."""
    if isinstance(value, dict):
        return {key: without_userinfo(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [without_userinfo(item) for item in value]
    if isinstance(value, str) and "://" in value and "@" in value:
        return split_userinfo(value)[0]
    return value


def scrubbed_settings_json(text: str | None) -> str | None:
    """A generation's stored settings without userinfo (SQL function for a migration). Text
    that is not JSON is left as it is: a migration must not fail on one odd row."""
    if text is None:
        return None
    try:
        value = json.loads(text)
    except ValueError:
        return text
    return json.dumps(without_userinfo(value), sort_keys=True, ensure_ascii=False)
