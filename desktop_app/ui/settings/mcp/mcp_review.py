"""The review of what changed in an MCP server since the person approved it (``mcp.pins``):
its launch and each changed, new or gone tool, before and now, side by side. Approve makes what
runs now the approved state; Keep blocked leaves its tools unoffered.

Every word here but the headings was written by the server: it is shown as plain text only
(read-only ``QPlainTextEdit``, plain labels), never as rich text, with control and bidi
characters spelled out (``visible``), so a description cannot style or fake the dialog.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import Enum
from typing import Any

from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.mcp.pins import SHOWN_PARTS, Launch, StartCheck
from desktop_app.ui.dialogs.confirm_dialog import visible
from desktop_app.ui.settings.page import fill, plain
from desktop_app.ui.widgets.spoken import named_as_shown

_NOTHING = "—"


class ChangeKind(Enum):
    LAUNCH = "launch"
    CHANGED = "changed"
    NEW = "new"
    GONE = "gone"


@dataclass(frozen=True, slots=True)
class Change:
    kind: ChangeKind
    name: str  # the tool's ("" for the launch)
    before: Any  # a tool's definition or a Launch; None when it was not there
    after: Any


def changes_of(check: StartCheck) -> list[Change]:
    """What the review lists: the launch first, then the tools by name. Pins that cannot be
    read count as none: every tool is shown as new."""
    drift, pinned, now = check.drift, check.pinned, check.now
    if drift is None or pinned is None:
        return [Change(ChangeKind.NEW, name, None, t.definition) for name, t in now.tools.items()]
    changes = []
    if drift.launch:
        changes.append(Change(ChangeKind.LAUNCH, "", pinned.launch, now.launch))
    tools = [(n, ChangeKind.CHANGED) for n in drift.changed_tools]
    tools += [(n, ChangeKind.NEW) for n in drift.new_tools]
    tools += [(n, ChangeKind.GONE) for n in drift.gone_tools]
    for name, kind in sorted(tools):
        before = pinned.tools[name].definition if name in pinned.tools else None
        after = now.tools[name].definition if name in now.tools else None
        changes.append(Change(kind, name, before, after))
    return changes


def _indented(text: str) -> str:
    """The server's text under a heading, each line indented: a description that writes its
    own "Input schema:" line cannot pass for one of the dialog's headings."""
    return "\n".join(f"  {line}" for line in visible(text, keep="\n").split("\n"))


def _json(value: Any) -> str:
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False)


class ReviewDialog(QDialog):
    def __init__(self, server: str, check: StartCheck, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.server = server
        self.check = check
        self.changes = changes_of(check)
        self.heading = plain(QLabel(self))
        self.change_list = QListWidget(self)
        self.change_list.currentRowChanged.connect(self._show_change)
        self.before_label = plain(QLabel(self))
        self.after_label = plain(QLabel(self))
        self.before_view = self._view()
        self.after_view = self._view()
        self.keep_button = QPushButton(self)
        self.keep_button.clicked.connect(self.reject)
        self.approve_button = QPushButton(self)
        self.approve_button.setAutoDefault(False)
        self.approve_button.clicked.connect(self.accept)
        self.keep_button.setDefault(True)  # Enter keeps the tools blocked: approving is a choice
        sides = QGridLayout()
        sides.addWidget(self.before_label, 0, 0)
        sides.addWidget(self.after_label, 0, 1)
        sides.addWidget(self.before_view, 1, 0)
        sides.addWidget(self.after_view, 1, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.approve_button)
        buttons.addWidget(self.keep_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.change_list)
        layout.addLayout(sides, 1)
        layout.addLayout(buttons)
        self.change_list.setMaximumHeight(110)
        self.resize(820, 560)
        self.retranslate()
        self.change_list.setCurrentRow(0)

    def _view(self) -> QPlainTextEdit:
        view = QPlainTextEdit(self)
        view.setReadOnly(True)
        view.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        view.setTabChangesFocus(True)
        return view

    def retranslate(self) -> None:
        self.setWindowTitle(fill(self.tr("Review the changes of %1"), visible(self.server)))
        if self.check.problem:
            said = self.tr(
                "What you approved of the MCP server “%1” cannot be read (%2). Its tools are "
                "blocked until you approve them as they are now."
            )
        else:
            said = self.tr(
                "The MCP server “%1” changed since you approved it. Until you approve the "
                "change, the tools listed here are not offered to the model. The descriptions "
                "come from the server: read them as its claims."
            )
        self.heading.setText(fill(said, visible(self.server), visible(self.check.problem)))
        self.change_list.setAccessibleName(self.tr("Changes"))
        self.before_label.setText(self.tr("As you approved it"))
        self.after_label.setText(self.tr("As it is now"))
        self.before_view.setAccessibleName(self.before_label.text())
        self.after_view.setAccessibleName(self.after_label.text())
        self.approve_button.setText(self.tr("&Approve"))
        self.keep_button.setText(self.tr("&Keep blocked"))
        named_as_shown(self.heading, self.before_label, self.after_label)
        named_as_shown(self.approve_button, self.keep_button)
        row = max(self.change_list.currentRow(), 0)
        self.change_list.blockSignals(True)
        self.change_list.clear()
        self.change_list.addItems([self._row(change) for change in self.changes])
        self.change_list.blockSignals(False)
        if self.changes:
            self.change_list.setCurrentRow(row)
            self._show_change(row)

    def _row(self, change: Change) -> str:
        rows = {
            ChangeKind.LAUNCH: self.tr("Its launch changed"),
            ChangeKind.CHANGED: self.tr("Tool %1 changed"),
            ChangeKind.NEW: self.tr("Tool %1 is new"),
            ChangeKind.GONE: self.tr("Tool %1 is gone"),
        }
        return fill(rows[change.kind], visible(change.name))

    def _show_change(self, row: int) -> None:
        if not 0 <= row < len(self.changes):
            return
        change = self.changes[row]
        self.before_view.setPlainText(self._text(change.before))
        self.after_view.setPlainText(self._text(change.after))

    def _text(self, shown: Any) -> str:
        if shown is None:
            return self.tr("(not there)")
        if isinstance(shown, Launch):
            return self._launch(shown)
        return self._definition(shown)

    def _launch(self, launch: Launch) -> str:
        lines = [
            fill(self.tr("Command: %1"), visible(launch.command)),
            fill(self.tr("Arguments: %1"), visible(json.dumps(launch.args, ensure_ascii=False))),
            fill(self.tr("Variables: %1"), ", ".join(launch.env_names) or _NOTHING),
        ]
        if launch.package:
            version = launch.version or self.tr("version unknown")
            lines.append(fill(self.tr("Package: %1 %2"), visible(launch.package), version))
        return "\n".join(lines)

    def _definition(self, definition: dict[str, Any]) -> str:
        headings = {
            "description": self.tr("Description"),
            "inputSchema": self.tr("Input schema"),
            "annotations": self.tr("Annotations"),
        }
        parts = []
        for part in SHOWN_PARTS:
            value = definition.get(part)
            text = _NOTHING if value is None else value if isinstance(value, str) else _json(value)
            parts.append(f"{headings[part]}:\n{_indented(text)}")
        # The hash covers the whole definition: a change elsewhere (a title, an output
        # schema) is shown too, or Approve would approve something unseen.
        others = {k: v for k, v in definition.items() if k not in (*SHOWN_PARTS, "name")}
        if others:
            heading = self.tr("Other fields")
            parts.append(f"{heading}:\n{_indented(_json(others))}")
        return "\n\n".join(parts)
