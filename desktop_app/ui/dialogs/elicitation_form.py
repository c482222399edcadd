"""Elicitation: the form an MCP server asks the person to fill in, built from the flat schema
it sent (strings, numbers, integers, booleans, choices), each field starting at the schema's
default. Accept sends the values; Decline says no; Cancel (Escape, closing) dismisses it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.mcp.elicitation import ElicitationAction, ElicitationAnswer, ElicitationRequest
from desktop_app.ui.dialogs.confirm_dialog import visible
from desktop_app.ui.widgets.asking import answer_of
from desktop_app.ui.widgets.spoken import named_as_shown

_LIMIT = 2**31 - 1  # Qt's spin boxes hold 32-bit integers


def _choices(spec: dict[str, Any]) -> list[tuple[str, str]]:
    """(value, label) pairs of an ``enum`` (with ``enumNames``) or a ``oneOf`` of consts."""
    if isinstance(spec.get("enum"), list):
        values = [str(value) for value in spec["enum"]]
        names = spec.get("enumNames")
        labels = [str(name) for name in names] if isinstance(names, list) else values
        return list(zip(values, labels + values[len(labels) :]))
    options = spec.get("oneOf") or spec.get("anyOf") or []
    return [
        (str(item["const"]), str(item.get("title", item["const"])))
        for item in options
        if isinstance(item, dict) and "const" in item
    ]


def fill(text: str, value: object) -> str:
    return text.replace("%1", str(value))


class ElicitationDialog(QDialog):
    def __init__(self, request: ElicitationRequest, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.request = request
        self.action = ElicitationAction.CANCEL
        properties = request.schema.get("properties") or {}
        self.required = {str(name) for name in request.schema.get("required") or ()}
        defaults = request.defaults()
        self.setWindowTitle(fill(self.tr("%1 asks"), request.server))
        self.message = QLabel(visible(request.message, keep="\n"), self)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        form = QFormLayout()
        self.fields: dict[str, QWidget] = {}
        for name, spec in properties.items():
            if not isinstance(spec, dict):
                continue
            field = self._field(spec, defaults.get(name))
            title = visible(str(spec.get("title") or name))
            label = QLabel(title + (" *" if name in self.required else ""), self)
            label.setBuddy(field)
            for part in [field, *field.findChildren(QWidget)]:  # a spin box's edit, a list
                if not part.accessibleName():
                    part.setAccessibleName(title)
            if spec.get("description"):
                field.setToolTip(str(spec["description"]))
                field.setAccessibleDescription(str(spec["description"]))
            form.addRow(label, field)
            self.fields[str(name)] = field
        self.missing = QLabel(self)
        self.missing.setTextFormat(Qt.TextFormat.PlainText)
        self.missing.hide()
        box = QDialogButtonBox(self)
        self.accept_button = QPushButton(self.tr("Accept"), self)
        self.decline_button = QPushButton(self.tr("Decline"), self)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        box.addButton(self.accept_button, QDialogButtonBox.ButtonRole.AcceptRole)
        box.addButton(self.decline_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        box.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.RejectRole)
        for button in (self.accept_button, self.decline_button, self.cancel_button):
            button.setAutoDefault(False)
        named_as_shown(self.message, self.accept_button, self.decline_button, self.cancel_button)
        self.accept_button.clicked.connect(self._accept)
        self.decline_button.clicked.connect(self._decline)
        self.cancel_button.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addLayout(form)
        layout.addWidget(self.missing)
        layout.addWidget(box)

    def _field(self, spec: dict[str, Any], default: Any) -> QWidget:
        kind = spec.get("type")
        choices = _choices(spec)
        if choices:
            combo = QComboBox(self)
            for value, label in choices:
                combo.addItem(visible(label), value)
            if default is not None:
                combo.setCurrentIndex(max(0, combo.findData(str(default))))
            return combo
        if kind == "boolean":
            check = QCheckBox(self)
            check.setChecked(bool(default))
            return check
        low, high = spec.get("minimum", -_LIMIT), spec.get("maximum", _LIMIT)
        if kind == "integer":
            whole = QSpinBox(self)
            whole.setRange(int(low), int(high))
            if isinstance(default, int | float):
                whole.setValue(int(default))
            return whole
        if kind == "number":
            number = QDoubleSpinBox(self)
            number.setRange(float(low), float(high))
            if isinstance(default, int | float):
                number.setValue(float(default))
            return number
        edit = QLineEdit(self)
        if default is not None:
            edit.setText(str(default))
        if spec.get("format") == "email":
            edit.setInputMethodHints(Qt.InputMethodHint.ImhEmailCharactersOnly)
        return edit

    def values(self) -> dict[str, Any]:
        content: dict[str, Any] = {}
        for name, field in self.fields.items():
            if isinstance(field, QComboBox):
                content[name] = field.currentData()
            elif isinstance(field, QCheckBox):
                content[name] = field.isChecked()
            elif isinstance(field, QSpinBox | QDoubleSpinBox):
                content[name] = field.value()
            elif isinstance(field, QLineEdit) and (field.text() or name in self.required):
                content[name] = field.text()
        return content

    def _accept(self) -> None:
        empty = [
            name
            for name, field in self.fields.items()
            if name in self.required and isinstance(field, QLineEdit) and not field.text()
        ]
        if empty:
            self.missing.setText(fill(self.tr("Required: %1"), ", ".join(empty)))
            named_as_shown(self.missing)
            self.missing.show()
            self.fields[empty[0]].setFocus()
            return
        self.action = ElicitationAction.ACCEPT
        self.accept()

    def _decline(self) -> None:
        self.action = ElicitationAction.DECLINE
        self.reject()

    def answer(self) -> ElicitationAnswer:
        if self.action is ElicitationAction.ACCEPT:
            return ElicitationAnswer(ElicitationAction.ACCEPT, self.values())
        return ElicitationAnswer(self.action)


async def ask_form(request: ElicitationRequest, parent: QWidget | None = None) -> ElicitationAnswer:
    dialog = ElicitationDialog(request, parent)
    answers: list[ElicitationAnswer] = []
    dialog.finished.connect(lambda _result: answers.append(dialog.answer()))  # before deletion
    await answer_of(dialog)
    return answers[0] if answers else ElicitationAnswer(ElicitationAction.CANCEL)
