"""Prompts on a slash: "/" at the start lists the prompts, typing filters them, the arrows and
Enter choose one, Escape closes the list and leaves the text; a prompt with {{variables}} asks
for each once in a row above the box, Tab between them, Enter fills them in."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop_app.config.prompts import Prompt
from desktop_app.ui.composer.card import MessageBox
from desktop_app.ui.composer.slash_prompts import SlashPrompts, matching, query_of

MINE = (
    Prompt(name="Review", text="Review this for {{ language }} style:"),
    Prompt(name="Letter", text="Dear {{name}}, about {{topic}}… Regards, {{ name }}"),
)


@pytest.fixture
def composer(qtbot):
    holder = QWidget()
    box = MessageBox()
    slash = SlashPrompts(box, holder)
    slash.library = lambda: MINE
    slash.language = lambda: "en"
    column = QVBoxLayout(holder)
    for widget in (slash.list, slash.variables, box):
        column.addWidget(widget)
    qtbot.addWidget(holder)
    holder.show()
    qtbot.waitExposed(holder)
    box.setFocus()
    sent = []
    box.submitted.connect(lambda: sent.append(box.toPlainText()))
    yield box, slash, sent
    holder.close()


def shown(slash) -> list[str]:
    return [slash.list.item(row).text() for row in range(slash.list.count())]


def test_a_slash_at_the_start_lists_mine_and_the_shipped_ones(composer, qtbot):
    box, slash, _ = composer
    qtbot.keyClicks(box, "/")
    assert slash.list.isVisible()
    assert shown(slash)[:2] == ["Review", "Letter"] and "Translate" in shown(slash)
    qtbot.keyClicks(box, "tra")
    assert shown(slash) == ["Translate"]


def test_a_slash_elsewhere_lists_nothing(composer, qtbot):
    box, slash, _ = composer
    qtbot.keyClicks(box, "a/b")
    assert not slash.list.isVisible()
    assert query_of("/x\nmore") is None and query_of("/re") == "re"


def test_arrows_and_enter_choose_and_nothing_is_sent(composer, qtbot):
    box, slash, sent = composer
    qtbot.keyClicks(box, "/")
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Down)
    qtbot.keyClick(box, Qt.Key.Key_Up)
    assert slash.list.currentItem().text() == "Letter"
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert sent == [] and not slash.list.isVisible()
    assert slash.variables.isVisible()
    assert list(slash.variables.fields) == ["name", "topic"]  # asked once each


def test_escape_closes_the_list_and_leaves_the_text(composer, qtbot):
    box, slash, sent = composer
    qtbot.keyClicks(box, "/rev")
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert not slash.list.isVisible() and box.toPlainText() == "/rev"
    qtbot.keyClick(box, Qt.Key.Key_Return)  # the list is closed: Enter sends again
    assert sent == ["/rev"]


def test_the_variables_are_filled_in_with_tab_between_them_and_enter(composer, qtbot):
    box, slash, sent = composer
    qtbot.keyClicks(box, "/letter")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    name, topic = slash.variables.fields.values()
    assert name.hasFocus()
    qtbot.keyClicks(name, "Ana")
    qtbot.keyClick(name, Qt.Key.Key_Tab)
    assert topic.hasFocus()
    qtbot.keyClicks(topic, "the river")
    qtbot.keyClick(topic, Qt.Key.Key_Return)
    assert box.toPlainText() == "Dear Ana, about the river… Regards, Ana"
    assert not slash.variables.isVisible() and box.hasFocus() and sent == []


def test_a_prompt_without_variables_goes_straight_into_the_box(composer, qtbot):
    box, slash, _ = composer
    slash.library = lambda: (Prompt(name="Plain", text="Just this"),)
    qtbot.keyClicks(box, "/plain")
    qtbot.keyClick(box, Qt.Key.Key_Enter)
    assert box.toPlainText() == "Just this" and not slash.variables.isVisible()


def test_escape_in_the_variables_row_leaves_the_prompt_as_written(composer, qtbot):
    box, slash, _ = composer
    qtbot.keyClicks(box, "/review")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    field = slash.variables.fields["language"]
    qtbot.keyClick(field, Qt.Key.Key_Escape)
    assert box.toPlainText() == "Review this for {{ language }} style:"
    assert not slash.variables.isVisible()


def test_shipped_prompts_speak_the_windows_language(composer, qtbot):
    box, slash, _ = composer
    slash.language = lambda: "de_DE"
    box.setPlainText("/über")  # as typed: QTest types no letter outside ASCII
    assert shown(slash)[0] == "Übersetzen"  # by its name first, then by what it says
    assert "Translate" not in shown(slash)


def test_matching_puts_names_that_start_with_the_words_first():
    prompts = (Prompt(name="Make it shorter", text="shorten"), Prompt(name="Shorten", text="x"))
    assert [p.name for p in matching(prompts, "short")] == ["Shorten", "Make it shorter"]
