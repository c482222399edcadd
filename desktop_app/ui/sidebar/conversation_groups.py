"""Where a conversation goes in the list: pinned first, then by the day of its last activity.

Days are the person's local calendar days, not 24-hour spans: something done at 23:50 was
"Yesterday" ten minutes later.
"""

from __future__ import annotations

import enum
from datetime import date, datetime

WEEK_DAYS = 7  # "Previous 7 days": two to seven calendar days ago


class Group(enum.Enum):
    TEMPORARY = "temporary"  # kept in memory only: listed first, under its own name
    PINNED = "pinned"
    TODAY = "today"
    YESTERDAY = "yesterday"
    PREVIOUS_WEEK = "previous_week"
    OLDER = "older"


def group_of(updated_at: float, now: float, *, pinned: bool = False) -> Group:
    if pinned:
        return Group.PINNED
    days = (_local_day(now) - _local_day(updated_at)).days
    if days <= 0:  # today, or a clock that went back: still the newest
        return Group.TODAY
    if days == 1:
        return Group.YESTERDAY
    if days <= WEEK_DAYS:
        return Group.PREVIOUS_WEEK
    return Group.OLDER


def _local_day(timestamp: float) -> date:
    return datetime.fromtimestamp(timestamp).date()
