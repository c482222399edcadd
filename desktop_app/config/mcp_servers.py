"""What the running servers change in the settings file: the launch the person confirmed."""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

from desktop_app.config.settings import ProviderSettings, SettingsError
from desktop_app.mcp.config import McpServerConfig

log = logging.getLogger(__name__)


def remember_approval(settings: ProviderSettings, approved: McpServerConfig) -> None:
    """The launch the person confirmed is saved, unless the server was changed meanwhile."""
    servers = tuple(
        approved if server.fingerprint() == approved.fingerprint() else server
        for server in settings.app.mcp_servers
    )
    try:
        settings.update_app(mcp_servers=servers)
    except SettingsError as exc:
        log.warning("the confirmation of %s was not saved: %s", approved.name, exc.kind)


def remember_pins(settings: ProviderSettings, server: str, pins: dict[str, Any]) -> bool:
    """The pins the person approved, kept with the server; False when they could not be."""
    servers = tuple(
        dataclasses.replace(config, pins=pins) if config.name == server else config
        for config in settings.app.mcp_servers
    )
    try:
        settings.update_app(mcp_servers=servers)
    except SettingsError as exc:
        log.warning("the pins of %s were not saved: %s", server, exc.kind)
        return False
    return True
