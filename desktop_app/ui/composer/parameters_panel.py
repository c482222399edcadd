"""The conversation's parameters, under the model picker: only those its provider's wire takes.

Every field starts at "Default": nothing is sent for it and the server's own default applies.
The widget shows and edits a ``Parameters`` value; whoever owns the conversation stores it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, Signal
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from desktop_app.names import Wire
from desktop_app.providers.parameters import (
    SAMPLING_WIRES,
    Parameters,
    ReasoningEffort,
    ThinkingLevel,
)
from desktop_app.ui.widgets.accessibility import name_combo

_OPENAI = frozenset({Wire.OPENAI_CHAT, Wire.OPENAI_RESPONSES})
# Which fields each wire takes (temperature and top-p: parameters.SAMPLING_WIRES).
_FIELDS_OF: dict[str, frozenset[Wire]] = {
    "reasoning_effort": _OPENAI,
    "thinking_budget": frozenset({Wire.ANTHROPIC, Wire.GEMINI}),
    "thinking_level": frozenset({Wire.GEMINI}),
    "temperature": SAMPLING_WIRES,
    "top_p": SAMPLING_WIRES,
    "max_output_tokens": frozenset(Wire),
}
_UNSET_NUMBER = -1.0  # a spin box's lowest value, shown as "Default"
_MAX_TOKENS = 1_000_000


def _number_box(highest: float, step: float) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setDecimals(2)
    box.setRange(_UNSET_NUMBER, highest)
    box.setSingleStep(step)
    box.setValue(_UNSET_NUMBER)
    return box


def _count_box(lowest: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(lowest, _MAX_TOKENS)
    box.setSingleStep(256)
    box.setValue(lowest)
    return box


class ParametersPanel(QFrame):
    changed = Signal(object)  # the Parameters now shown

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.temperature = _number_box(2.0, 0.1)
        self.top_p = _number_box(1.0, 0.05)
        self.max_output_tokens = _count_box(0)  # 0: default
        self.reasoning_effort = QComboBox()
        self.reasoning_effort.addItem("", None)
        for effort in ReasoningEffort:
            self.reasoning_effort.addItem(effort.value, effort)  # the wire's own words
        self.thinking_budget = _count_box(-1)  # -1: default (Gemini takes 0: thinking off)
        self.thinking_level = QComboBox()
        self.thinking_level.addItem("", None)
        for level in ThinkingLevel:
            self.thinking_level.addItem(level.value, level)
        self._form = QFormLayout(self)
        self._rows = {
            "temperature": self.temperature,
            "top_p": self.top_p,
            "max_output_tokens": self.max_output_tokens,
            "reasoning_effort": self.reasoning_effort,
            "thinking_budget": self.thinking_budget,
            "thinking_level": self.thinking_level,
        }
        # Labels made here, not by addRow(""): an empty text makes no label to name later.
        self._labels = {name: QLabel() for name in self._rows}
        for name, field in self._rows.items():
            self._labels[name].setBuddy(field)
            self._form.addRow(self._labels[name], field)
        self._wire = Wire.OPENAI_CHAT
        self._effective_max: int | None = None
        self._showing = False  # while show() fills the fields: no ``changed``
        for box in (self.temperature, self.top_p):
            box.valueChanged.connect(self._edited)
        for count in (self.max_output_tokens, self.thinking_budget):
            count.valueChanged.connect(self._edited)
        for combo in (self.reasoning_effort, self.thinking_level):
            combo.currentIndexChanged.connect(self._edited)
        self.retranslate()

    def retranslate(self) -> None:
        labels = {
            "temperature": self.tr("Temperature"),
            "top_p": self.tr("Top-p"),
            "max_output_tokens": self.tr("Max output tokens"),
            "reasoning_effort": self.tr("Reasoning effort"),
            "thinking_budget": self.tr("Thinking budget"),
            "thinking_level": self.tr("Thinking level"),
        }
        default = self.tr("Default")
        for name, field in self._rows.items():
            self._labels[name].setText(labels[name])
            if isinstance(field, QComboBox):
                field.setItemText(0, default)
                name_combo(field, labels[name], labels[name])
            elif isinstance(field, QAbstractSpinBox):
                # The box's own text field takes the focus too: it is named alike.
                for named in (field, field.findChild(QLineEdit)):
                    if named is not None:
                        named.setAccessibleName(labels[name])
                field.setSpecialValueText(default)
        if self._effective_max is not None:
            self.max_output_tokens.setSpecialValueText(
                self.tr("Default (%1)").replace("%1", QLocale().toString(self._effective_max))
            )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_parameters(
        self, wire: Wire, parameters: Parameters, effective_max: int | None = None
    ) -> None:
        """Shows the fields ``wire`` takes, filled from ``parameters``; ``effective_max``: the
        max output tokens sent when none is chosen (Anthropic requires one), if any."""
        self._wire = Wire(wire)
        self._effective_max = effective_max
        self._showing = True
        try:
            for name, field in self._rows.items():
                self._form.setRowVisible(field, self._wire in _FIELDS_OF[name])
            self.temperature.setValue(
                _UNSET_NUMBER if parameters.temperature is None else parameters.temperature
            )
            self.top_p.setValue(_UNSET_NUMBER if parameters.top_p is None else parameters.top_p)
            self.max_output_tokens.setValue(parameters.max_output_tokens or 0)
            budget = parameters.thinking_budget
            self.thinking_budget.setValue(-1 if budget is None else budget)
            self.reasoning_effort.setCurrentIndex(
                max(self.reasoning_effort.findData(parameters.reasoning_effort), 0)
            )
            self.thinking_level.setCurrentIndex(
                max(self.thinking_level.findData(parameters.thinking_level), 0)
            )
            self.retranslate()  # the max output tokens' default says its value
        finally:
            self._showing = False

    def parameters(self) -> Parameters:
        """What the fields say; those the wire does not take are kept as they were chosen."""
        temperature = self.temperature.value()
        top_p = self.top_p.value()
        budget = self.thinking_budget.value()
        return Parameters(
            temperature=None if temperature <= _UNSET_NUMBER else temperature,
            top_p=None if top_p <= _UNSET_NUMBER else top_p,
            max_output_tokens=self.max_output_tokens.value() or None,
            reasoning_effort=self.reasoning_effort.currentData(),
            thinking_budget=None if budget < 0 else budget,
            thinking_level=self.thinking_level.currentData(),
        )

    def _edited(self, *_: object) -> None:
        if not self._showing:
            self.changed.emit(self.parameters())
