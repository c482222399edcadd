"""One spelling of an MCP tool's definition, hashed: what grants and pins are tied to."""

from __future__ import annotations

import hashlib
import json
from typing import Any


def definition_hash(definition: dict[str, Any]) -> str:
    """What a grant is tied to: the tool as the server describes it, in one spelling."""
    canonical = json.dumps(definition, ensure_ascii=True, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()
