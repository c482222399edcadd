"""When to try a turn again, and how long to wait first."""

from __future__ import annotations

import random
from dataclasses import dataclass

from desktop_app.net.errors import ErrorKind, ProviderError


@dataclass(frozen=True, slots=True, kw_only=True)
class RetryPolicy:
    """Bounded retries with exponential backoff and full jitter.

    Only transient failures are retried, and only while nothing of the attempt has been shown:
    a person never sees two attempts mixed. A ``Retry-After`` longer than ``max_wait`` is not
    waited out: the person is told instead.
    """

    max_attempts: int = 4
    base_delay: float = 0.5
    max_delay: float = 8.0
    max_wait: float = 60.0

    def allows(self, error: ProviderError, *, attempt: int, shown: bool) -> bool:
        if shown or attempt >= self.max_attempts or not error.retryable:
            return False
        return error.retry_after is None or error.retry_after <= self.max_wait

    def delay(self, error: ProviderError, *, attempt: int, rng: random.Random) -> float:
        backoff = rng.uniform(0, min(self.max_delay, self.base_delay * 2 ** (attempt - 1)))
        if error.kind is ErrorKind.RATE_LIMITED and error.retry_after is not None:
            return error.retry_after + backoff  # never earlier than the server asked
        return backoff
