"""What an import read and what it did not, as counts by code: the terminal and the window say
each in their own words, after the conversations added."""

from __future__ import annotations

from collections import Counter
from enum import Enum


class Found(Enum):
    VERSIONS = "versions"  # other versions of messages (edits, regenerations), kept as versions
    FILES_ATTACHED = "files_attached"  # images and files found in the archive, attached
    FILES_MISSING = "files_missing"  # files a message carried that the file read does not hold
    FILES_REFUSED = "files_refused"  # files held but not attachable (too large, of no known
    # kind, or in an answer rather than a person's message)
    CONTENT_LEFT_OUT = "content_left_out"  # content of a kind Arroyo does not keep (audio...)
    MESSAGES_LEFT_OUT = "messages_left_out"  # messages past the bound of one conversation
    TOOL_CALLS = "tool_calls"  # tool calls imported: shown, never run here


Tally = Counter[Found]
