"""``arroyo --screenshot DIR``: the main states rendered offscreen into PNG files.

Everything shown is real: the window, its message views and dialogs, fed by the local
simulator's scripts through the same pipeline a provider's stream takes.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from desktop_app.agent.builtin import WriteFile
from desktop_app.agent.confirmations import ConfirmationRequest
from desktop_app.agent.tools import ToolContext
from desktop_app.generation.channels import Channel
from desktop_app.generation.outcome import TurnOutcome, TurnStatus
from desktop_app.generation.tool_validation import ValidatedToolCall

REASONING = (
    "The person asks for a sorting function. Merge sort is stable and O(n log n); "
    "I will show it in Python."
)
ANSWER = """Here is a **merge sort** in Python:

```python
def merge_sort(items):
    if len(items) <= 1:
        return items
    middle = len(items) // 2
    left, right = merge_sort(items[:middle]), merge_sort(items[middle:])
    merged = []
    while left and right:
        merged.append((left if left[0] <= right[0] else right).pop(0))
    return merged + left + right
```

It is *stable*: equal items keep their order, and it takes $O(n \\log n)$ comparisons:

$$
T(n) = 2\\,T\\left(\\frac{n}{2}\\right) + O(n)
$$
"""


def _wait(app, seconds: float) -> None:
    import time

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)


class _Update:
    def __init__(self, channel: Channel, aggregate: str) -> None:
        self.channel = channel
        self.aggregate = aggregate


def take(directory: Path) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from desktop_app.ui import math_images
    from desktop_app.ui.confirm_dialog import ConfirmationDialog
    from desktop_app.ui.message_view import MessageView
    from desktop_app.ui.settings import SettingsDialog
    from desktop_app.ui.settings_model import ProviderSettings

    app = QApplication.instance() or QApplication([])
    directory.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []

    def save(widget, name: str) -> None:
        widget.resize(760, 520)
        widget.show()
        app.processEvents()
        path = directory / f"{name}.png"
        widget.grab().save(str(path))
        written.append(path)
        widget.close()

    streaming = MessageView()
    streaming.apply(_Update(Channel.REASONING, REASONING))  # thinking: the block is open
    _wait(app, 0.1)  # one repaint interval: the scheduled paint lands
    save(streaming, "1-thinking-live")

    finished = MessageView()
    finished.finish(
        TurnOutcome(TurnStatus.COMPLETED),
        ANSWER,
        REASONING,
        stats={
            "time_to_first_token": 0.42,
            "duration": 3.1,
            "input_tokens": 24,
            "output_tokens": 180,
            "tokens_per_second": 58.1,
        },
    )
    named, drawn = math_images.formulas(finished.answer.document())
    if not named or drawn != named:  # the math renderer or QtSvg is missing (from a bundle)
        raise RuntimeError(f"{named - drawn} of {named} formulas of the answer were not drawn")
    save(finished, "2-finished-answer")

    with tempfile.TemporaryDirectory() as workspace:
        context = ToolContext(workspace=Path(workspace))
        call = ValidatedToolCall(
            "call_1", "write_file", {"path": "notes/todo.txt", "content": "Buy bread\nCall Ana\n"}
        )
        request = ConfirmationRequest.for_call(call, WriteFile(), context)
        save(ConfirmationDialog(request), "3-tool-confirmation")

    cut = MessageView()
    cut.finish(TurnOutcome(TurnStatus.TRUNCATED), ANSWER[:200], REASONING)
    save(cut, "4-truncated-with-retry")

    with tempfile.TemporaryDirectory() as folder:
        settings = ProviderSettings(Path(folder) / "settings.json")
        settings.add_preset("openai")
        settings.add_preset("ollama")
        save(SettingsDialog(settings), "5-settings-providers")
    return written
