"""Permission rules in the Tools page of Settings, on a real database: listed with what they cover, calls
left and end; count and end editable; revoked one by one; a hand-edited rule shown as refused."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop_app.agent.rules import RuleBook
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.actions.rules import LimitKind, RuleStore
from tests.store.conftest import FakeClock
from tests.ui.settings.conftest import click


def open_rules(open_dialog, database, clock):
    dialog = open_dialog(grants=GrantStore(database))
    dialog.tabs.setCurrentIndex(1)
    page = dialog.rules
    page.rules = RuleBook(RuleStore(database, clock=clock))  # time moves when the test says
    page.refresh()
    return page


def test_rules_are_listed_edited_and_revoked_one_by_one(qtbot, open_dialog, database):
    clock = FakeClock()
    store = RuleStore(database, clock=clock)
    notes = store.add(tool="write_file", kind=LimitKind.PATH, value="/srv/shared/notes")
    host = store.add(
        tool="fetch_url",
        kind=LimitKind.HOST,
        value="example.com",
        calls_left=3,
        expires_at=clock.now + 3600,
    )
    page = open_rules(open_dialog, database, clock)
    assert sorted(page.revoke_buttons) == [notes.id, host.id]
    assert "files under /srv/shared/notes/" in page.labels[notes.id].text()
    assert "the web host example.com" in page.labels[host.id].text()
    assert page.counts[host.id].value() == 3
    assert page.counts[notes.id].text() == "any number of calls"
    assert page.ends[notes.id].currentText() == "no end date"

    # Ten calls, ending a day from now.
    count = page.counts[host.id]
    count.setFocus()
    count.selectAll()
    qtbot.keyClicks(count, "10")
    qtbot.keyClick(count, Qt.Key.Key_Return)
    (changed,) = [r for r in store.live() if r.id == host.id]
    assert changed.calls_left == 10 and changed.expires_at == clock.now + 3600
    end = page.ends[host.id]
    end.setCurrentIndex(end.findText("for a day from now"))
    end.activated.emit(end.currentIndex())
    (changed,) = [r for r in store.live() if r.id == host.id]
    assert changed.expires_at == clock.now + 86400 and changed.calls_left == 10

    click(qtbot, page.revoke_buttons[notes.id])
    assert [r.id for r in store.live()] == [host.id]
    assert sorted(page.revoke_buttons) == [host.id]
    clock.advance(86401)  # expired: no longer listed
    page.refresh()
    assert page.revoke_buttons == {}


def test_a_hand_edited_rule_is_shown_as_refused_and_can_be_revoked(qtbot, open_dialog, database):
    with database.transaction() as connection:
        connection.execute(
            "INSERT INTO permission_rules (tool, limit_kind, limit_value, created_at)"
            " VALUES ('read_file', 'path', '/', 0)"
        )
    page = open_rules(open_dialog, database, FakeClock())
    ((rule_id, label),) = page.labels.items()
    assert "refused, allows nothing" in label.text() and "root of the disk" in label.text()
    assert page.counts == {}  # nothing to edit on a rule that allows nothing
    click(qtbot, page.revoke_buttons[rule_id])
    assert RuleStore(database).live() == []


def test_a_wheel_over_the_list_scrolls_past_a_rule_without_changing_it(
    qtbot, open_dialog, database
):
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    clock = FakeClock()
    store = RuleStore(database, clock=clock)
    rule = store.add(tool="fetch_url", kind=LimitKind.HOST, value="example.com", calls_left=5)
    page = open_rules(open_dialog, database, clock)
    count = page.counts[rule.id]
    assert not count.hasFocus()
    centre = QPointF(count.rect().center())
    wheel = QWheelEvent(
        centre,
        QPointF(count.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(count, wheel)
    assert count.value() == 5 and count.text() == "calls left: 5"


def test_a_rule_can_be_given_an_end_date(qtbot, open_dialog, database):
    from PySide6.QtCore import QDateTime

    clock = FakeClock()
    store = RuleStore(database, clock=clock)
    rule = store.add(tool="fetch_url", kind=LimitKind.HOST, value="example.com")
    page = open_rules(open_dialog, database, clock)
    end = page.ends[rule.id]
    end.setCurrentIndex(end.findText("until a date…"))
    end.activated.emit(end.currentIndex())
    date = page.dates[rule.id]
    qtbot.waitUntil(date.isVisible)  # a row added to a shown page appears on the next round
    assert store.live()[0].expires_at is None  # nothing changed yet
    assert date.dateTime().toSecsSinceEpoch() == int(clock.now) + 86400
    chosen = int(clock.now) + 3 * 86400
    date.setDateTime(QDateTime.fromSecsSinceEpoch(chosen))
    date.editingFinished.emit()
    (changed,) = store.live()
    assert changed.expires_at == chosen and changed.until_quit is None
    assert page.ends[rule.id].currentText().startswith("until 20")
