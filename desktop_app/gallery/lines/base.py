"""The shape of one language's gallery texts, and the code block every answer shows."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class Lines:
    """One language's texts: a prompt per state and what the model answers to it."""

    reasoning_prompt: str
    reasoning: str
    answer_prompt: str
    answer_reasoning: str
    answer: str
    tool_prompt: str
    tool_note: str
    tool_content: str
    truncated_prompt: str
    error_prompt: str


# The code block both answers show: code is not translated.
_MERGE_SORT = """\
```python
def merge_sort(items: list[int]) -> list[int]:
    if len(items) <= 1:
        return items
    middle = len(items) // 2
    left, right = merge_sort(items[:middle]), merge_sort(items[middle:])
    merged = []
    while left and right:
        merged.append((left if left[0] <= right[0] else right).pop(0))
    return merged + left + right
```
"""


def with_code(answer: str) -> str:
    return answer.replace("{code}", _MERGE_SORT.rstrip("\n"))
