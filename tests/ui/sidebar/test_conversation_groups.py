from datetime import datetime, timedelta

from desktop_app.ui.sidebar.conversation_groups import Group, group_of

NOW = datetime(2026, 3, 10, 0, 10).timestamp()  # ten minutes after local midnight


def ago(**delta) -> float:
    return (datetime.fromtimestamp(NOW) - timedelta(**delta)).timestamp()


def test_groups_follow_local_calendar_days():
    assert group_of(ago(minutes=5), NOW) is Group.TODAY
    assert group_of(ago(minutes=20), NOW) is Group.YESTERDAY  # 23:50 the day before
    assert group_of(ago(days=1), NOW) is Group.YESTERDAY
    assert group_of(ago(days=2), NOW) is Group.PREVIOUS_WEEK
    assert group_of(ago(days=7), NOW) is Group.PREVIOUS_WEEK
    assert group_of(ago(days=8), NOW) is Group.OLDER
    assert group_of(NOW + 3600, NOW) is Group.TODAY  # a clock that went back
    assert group_of(ago(days=400), NOW, pinned=True) is Group.PINNED
