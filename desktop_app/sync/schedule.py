"""When the window syncs by itself (pure: the time is given, never read): at start, every few
minutes, once a change has settled, and after a failure again with a growing wait."""

from __future__ import annotations

from dataclasses import dataclass

PERIOD_SECONDS = 300.0  # a sync every five minutes while the window is open
SETTLE_SECONDS = 20.0  # how often the window looks for changes: one unchanged this long goes
FIRST_RETRY_SECONDS = 30.0
LONGEST_RETRY_SECONDS = 1800.0


@dataclass
class Schedule:
    period: float = PERIOD_SECONDS
    first_retry: float = FIRST_RETRY_SECONDS
    longest_retry: float = LONGEST_RETRY_SECONDS
    failures: int = 0
    last_attempt: float | None = None  # None: due at once (the window has just opened)
    last_waiting: int = 0  # changes waiting at the previous look

    def retry_after(self) -> float:
        """The wait after ``failures`` failures in a row: doubled each time, up to a ceiling."""
        return min(self.longest_retry, self.first_retry * 2 ** max(0, self.failures - 1))

    def due(self, now: float, waiting: int) -> bool:
        """Whether to sync at a look made at ``now`` with ``waiting`` changes not yet sent:
        a change counts as settled when the count did not move since the previous look."""
        settled = waiting > 0 and waiting == self.last_waiting
        self.last_waiting = waiting
        if self.last_attempt is None:
            return True
        since = now - self.last_attempt
        if self.failures:  # storage away: only the backoff decides, changes or not
            return since >= self.retry_after()
        return since >= self.period or settled

    def attempted(self, now: float, succeeded: bool) -> None:
        self.last_attempt = now
        self.failures = 0 if succeeded else self.failures + 1
        self.last_waiting = 0
