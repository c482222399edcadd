"""WCAG 2 contrast between two ``#rrggbb`` colours (no Qt: the tests and the tokens share it)."""

from __future__ import annotations

BODY_TEXT = 4.5  # AA for text under 18 pt (14 pt bold)
LARGE_TEXT = 3.0  # AA for large text, and for borders and icons (non-text contrast)
ENHANCED = 7.0  # AAA for text: what the high contrast themes give


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: str) -> float:
    """Relative luminance of ``#rrggbb`` (``#rgb`` is widened first)."""
    digits = colour.lstrip("#")
    if len(digits) == 3:
        digits = "".join(d * 2 for d in digits)
    if len(digits) != 6:
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    r, g, b = (int(digits[i : i + 2], 16) for i in (0, 2, 4))
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def contrast(foreground: str, background: str) -> float:
    """From 1 (the same) to 21 (black on white); the order of the two does not matter."""
    a, b = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (a + 0.05) / (b + 0.05)
