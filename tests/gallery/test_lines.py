"""The gallery speaks each language of the window in that language's own words."""

from __future__ import annotations

from dataclasses import fields

from desktop_app.config.languages import CODES
from desktop_app.gallery.lines import LINES

ENGLISH = LINES["en"]


def test_every_language_has_its_own_lines():
    assert set(LINES) == set(CODES)
    for code, lines in LINES.items():
        if code == "en":
            continue
        for field in fields(lines):
            said = getattr(lines, field.name)
            assert said != getattr(ENGLISH, field.name), (code, field.name)
        assert "```python" in lines.answer and "$$" in lines.answer, code
        assert "notes/todo.txt" in lines.tool_prompt and "notes/todo.txt" in lines.tool_note, code
