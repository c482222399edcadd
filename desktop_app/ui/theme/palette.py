"""A theme's colour roles as a QPalette, the colours every Qt style draws with."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

from desktop_app.ui.theme.tokens import ColourRoles

_Role = QPalette.ColorRole
_Group = QPalette.ColorGroup

# Which colour role each palette role takes, in the active and inactive window alike.
PALETTE_ROLES: dict[QPalette.ColorRole, str] = {
    _Role.Window: "window",
    _Role.WindowText: "text",
    _Role.Base: "surface",
    _Role.AlternateBase: "surface_alt",
    _Role.Button: "raised",
    _Role.ButtonText: "text",
    _Role.Text: "text",
    _Role.BrightText: "on_accent",
    _Role.PlaceholderText: "text_muted",
    _Role.Highlight: "accent",
    _Role.Accent: "accent",
    _Role.HighlightedText: "on_accent",
    _Role.Link: "link",
    _Role.LinkVisited: "link_visited",
    _Role.ToolTipBase: "tooltip",
    _Role.ToolTipText: "tooltip_text",
    _Role.Light: "light",
    _Role.Midlight: "midlight",
    _Role.Mid: "border",
    _Role.Dark: "dark",
    _Role.Shadow: "shadow",
}

# A control that cannot be used now: its text greys out (still readable: 4.5:1), and a
# selection inside it keeps its text readable on the muted fill.
DISABLED_ROLES: dict[QPalette.ColorRole, str] = {
    _Role.WindowText: "text_disabled",
    _Role.ButtonText: "text_disabled",
    _Role.Text: "text_disabled",
    _Role.PlaceholderText: "text_disabled",
    _Role.Highlight: "surface_alt",
    _Role.HighlightedText: "text_disabled",
}


def build_palette(colours: ColourRoles) -> QPalette:
    palette = QPalette()
    for group in (_Group.Active, _Group.Inactive, _Group.Disabled):
        for role, name in PALETTE_ROLES.items():
            palette.setColor(group, role, QColor(getattr(colours, name)))
    for role, name in DISABLED_ROLES.items():
        palette.setColor(_Group.Disabled, role, QColor(getattr(colours, name)))
    return palette
