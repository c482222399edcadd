"""What can stop a knowledge base's work, as one error with an enum kind."""

from __future__ import annotations

import errno
from enum import StrEnum

from desktop_app.errors import ArroyoError


class KnowledgeProblem(StrEnum):
    NO_SUCH_BASE = "no_such_base"
    ALREADY_EXISTS = "already_exists"
    BAD_NAME = "bad_name"
    BUSY = "busy"  # another process is indexing this base
    DISK_FULL = "disk_full"  # nothing of the file being indexed was kept; the rest is intact
    DAMAGED = "damaged"
    EMBEDDING_REFUSED = "embedding_refused"  # the provider said no (a key, a model, a limit)
    EMBEDDING_UNREACHABLE = "embedding_unreachable"
    EMBEDDING_RATE_LIMITED = "embedding_rate_limited"  # still limited after the retries
    EMBEDDING_MALFORMED = "embedding_malformed"
    BAD_EMBEDDINGS = "bad_embeddings"  # the --embeddings choice names no provider


class KnowledgeError(ArroyoError):
    def __init__(self, kind: KnowledgeProblem, message: str = "") -> None:
        super().__init__(message or kind.value)
        self.kind = kind


def fail_on_disk(exc: OSError) -> KnowledgeError:
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return KnowledgeError(KnowledgeProblem.DISK_FULL, "the disk is full")
    return KnowledgeError(KnowledgeProblem.DAMAGED, exc.strerror or str(exc))
