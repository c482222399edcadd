"""A confirmation read in one glance: a title in words, the tool's own name below it, absolute
paths, values of several lines with real line breaks, a diff coloured from the theme's tokens,
an MCP tool's server in one line, and a dialog that fits a small screen."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_app.agent.confirmations import ConfirmationRequest
from desktop_app.agent.tools import FoldersShared, Intent, ToolContext
from desktop_app.generation.tool_validation import ValidatedToolCall
from desktop_app.ui.dialogs import confirm_titles, tool_intents
from desktop_app.ui.dialogs.confirm_dialog import ConfirmationDialog
from desktop_app.ui.theme import syntax
from desktop_app.ui.theme.contrast import BODY_TEXT, ENHANCED, contrast
from desktop_app.ui.theme.diff import LineKind
from desktop_app.ui.theme.tokens import DIFF_COLOURS, Theme
from tests.ui.dialogs.test_confirm_dialog import _request


@pytest.fixture
def notes(tmp_path: Path) -> Path:
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "notes.md").write_text("one\ntwo\nthree\n")
    return tmp_path


TITLES = [
    ("write_file", {"path": "notes/hello.py", "content": "x"}, "Create hello.py in {ws}/notes"),
    ("write_file", {"path": "notes/notes.md", "content": "1\n"}, "Change notes.md in {ws}/notes"),
    ("read_file", {"path": "notes/notes.md"}, "Read notes.md in {ws}/notes"),
    ("list_directory", {"path": "notes"}, "List notes in {ws}"),
    ("fetch_url", {"url": "https://example.org/a"}, "Fetch https://example.org/a"),
]


@pytest.mark.parametrize(("name", "arguments", "expected"), TITLES)
def test_the_title_says_the_action_in_words(qtbot, notes, name, arguments, expected):
    request = _request(notes, name, arguments)
    dialog = ConfirmationDialog(request)
    qtbot.addWidget(dialog)
    assert dialog.title_label.text() == expected.replace("{ws}", str(notes))
    assert dialog.tool_label.text() == name  # the tool's own name, small, below


def test_a_command_title_names_the_command_and_its_folder(qtbot, tmp_path):
    request = ConfirmationRequest(
        call=ValidatedToolCall("c1", "run_command", {"argv": ["git", "status"]}),
        tool_name="run_command",
        description="Run: git status",
        arguments=(("argv", ["git", "status"]),),
        read_only=False,
        intent=Intent("run_command", (("command", "git status"),)),
        workspace=str(tmp_path),
    )
    assert confirm_titles.title(request) == f"Run `git status` in {tmp_path}"


def test_the_home_folder_is_shortened_in_the_title_only(qtbot, notes):
    request = _request(notes, "read_file", {"path": "notes/notes.md"})
    assert confirm_titles.title(request, home=notes) == "Read notes.md in ~/notes"
    assert confirm_titles.home_shortened("/elsewhere/x", home=notes) == "/elsewhere/x"
    dialog = ConfirmationDialog(request)
    qtbot.addWidget(dialog)
    assert dialog.description_label.text() == f"Read {notes / 'notes' / 'notes.md'}"


def test_a_value_of_several_lines_keeps_its_real_line_breaks(qtbot, notes):
    request = _request(notes, "write_file", {"path": "a.py", "content": "a = 1\nb = 2\n"})
    dialog = ConfirmationDialog(request)
    qtbot.addWidget(dialog)
    block = dialog.text_blocks["content"]
    assert block.toPlainText() == "a = 1\nb = 2\n"
    assert "\\n" not in block.toPlainText()
    assert block.isReadOnly() and block.maximumHeight() < 400
    names = [
        dialog.arguments_table.item(r, 0).text()
        for r in range(2)
        if dialog.arguments_table.item(r, 0)
    ]
    assert names == ["path"]


@pytest.mark.parametrize("theme", list(Theme), ids=lambda t: t.value)
def test_the_diff_is_coloured_from_the_theme_tokens(qtbot, notes, theme):
    syntax.use(theme)
    try:
        request = _request(
            notes, "write_file", {"path": "notes/notes.md", "content": "one\n2\nthree\n"}
        )
        dialog = ConfirmationDialog(request)
        qtbot.addWidget(dialog)
        view = dialog.details_view
        assert view is not None
        lines = view.toPlainText().split("\n")
        c = DIFF_COLOURS[theme]
        expected = {
            LineKind.HUNK: (c.hunk, c.hunk_background),
            LineKind.ADDED: (c.added, c.added_background),
            LineKind.REMOVED: (c.removed, c.removed_background),
            LineKind.CONTEXT: (c.context, c.background),
        }
        seen = set()
        for index, line in enumerate(lines):
            kind = (
                LineKind.HUNK
                if line.startswith("@@")
                else LineKind.ADDED
                if line.startswith("+") and not line.startswith("+++")
                else LineKind.REMOVED
                if line.startswith("-") and not line.startswith("---")
                else LineKind.CONTEXT
                if line.startswith(" ")
                else None
            )
            if kind is None:
                continue
            seen.add(kind)
            text, background = view.line_colours(index)
            assert (text, background) == expected[kind], line
            needed = ENHANCED if theme.high_contrast else BODY_TEXT
            assert contrast(text, background) >= needed
        assert seen == set(expected)
    finally:
        syntax.use(Theme.LIGHT)


def test_an_mcp_tool_says_its_server_description_and_reach_in_one_line(qtbot):
    request = ConfirmationRequest(
        call=ValidatedToolCall("c1", "mcp_notes_search", {"q": "x"}),
        tool_name="mcp_notes_search",
        description="Call the tool search of the MCP server notes",
        arguments=(("q", "x"),),
        read_only=False,
        sends_data_off_machine=True,
        folders_shared=FoldersShared("notes"),
        server_description="Searches the notes",
        remote_name="search",
    )
    dialog = ConfirmationDialog(request)
    qtbot.addWidget(dialog)
    line = dialog.description_label.text()
    assert line == (
        "MCP server notes: Searches the notes. "
        "This tool sends data over the network, off this computer."
    )
    assert "\n" not in line
    assert dialog.title_label.text() == "Use search of the MCP server notes"
    assert dialog.tool_label.text() == "search · MCP server notes"


def test_the_dialog_fits_a_small_screen(qtbot, notes):
    content = "".join(f"line {n}\n" for n in range(400))
    request = _request(notes, "write_file", {"path": "notes/notes.md", "content": content})
    dialog = ConfirmationDialog(request)
    qtbot.addWidget(dialog)
    room = dialog.screen().availableGeometry()
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() <= room.height() and dialog.width() <= room.width()
    # At 800x600: the dialog's own minimum is within the screen, and the buttons stay in it.
    assert dialog.minimumSizeHint().height() <= 600 - 48
    dialog.resize(780, 552)
    qtbot.waitUntil(lambda: dialog.height() <= 552)
    assert dialog.deny_button.geometry().bottom() <= dialog.height()
    assert dialog.details_view is not None and dialog.details_view.verticalScrollBar().maximum() > 0


def test_no_change_is_said_in_words():
    said = tool_intents.say(Intent("no_change", (("path", "/w/a.txt"),)))
    assert said == "No change: /w/a.txt already holds exactly this content"
    assert ToolContext  # the write tool's intent code is the one the card says
