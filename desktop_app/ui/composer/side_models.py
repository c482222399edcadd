"""The "+ model" chip: more models to answer the next prompt side by side.

Beside the model chip, a menu of the models of every configured provider (the current
provider's listed models, and each other provider's own model); up to three checked join the
conversation's model, each in a column of its own. Nothing checked: the prompt goes to the
conversation's model alone, as always. The choice is for the next prompt only.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

from desktop_app.session.side_by_side import MAX_COLUMNS, ModelChoice
from desktop_app.ui.composer.provider_labels import shown_label
from desktop_app.ui.services import Services

Option = tuple[str, ModelChoice]  # as shown ("Provider · model", in the person's language)


def model_options(services: Services) -> list[Option]:
    """The models a column may take: each configured provider's own model, and every model the
    current provider listed, each once."""
    found: dict[ModelChoice, str] = {}
    current = services.models.current() if services.models is not None else None
    listed = services.models.cached() if services.models is not None else None
    entries = services.settings.providers if services.settings is not None else ()
    labels = {entry.id: entry.label for entry in entries}
    if current is not None:
        for info in listed or ():
            found.setdefault(ModelChoice(current.id, info.id), labels.get(current.id, current.id))
    for entry in entries:
        if entry.effective_model:
            found.setdefault(ModelChoice(entry.id, entry.effective_model), entry.label)
    return [(f"{shown_label(label)} · {choice.model}", choice) for choice, label in found.items()]


class SideModelsChip(QToolButton):
    """ "+ model": opens the menu of models; says how many were added ("+ 2 models")."""

    changed = Signal()

    def __init__(self, options: Callable[[], list[Option]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.options = options
        self._chosen: list[ModelChoice] = []
        self.setAutoRaise(True)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self._menu = QMenu(self)
        self._menu.aboutToShow.connect(self._fill)
        self.setMenu(self._menu)

    def chosen(self) -> list[ModelChoice]:
        """The models added for the next prompt, in the order checked."""
        return list(self._chosen)

    def choose(self, choices: list[ModelChoice]) -> None:
        self._chosen = list(choices)[: MAX_COLUMNS - 1]
        self.retranslate()
        self.changed.emit()

    def clear(self) -> None:
        self.choose([])

    def _fill(self) -> None:
        self._menu.clear()
        options = self.options()
        if not options:
            empty = self._menu.addAction(self.tr("No other models are known yet"))
            empty.setEnabled(False)
        full = len(self._chosen) >= MAX_COLUMNS - 1
        for shown, choice in options:
            action = QAction(shown, self._menu)
            action.setCheckable(True)
            action.setChecked(choice in self._chosen)
            action.setEnabled(choice in self._chosen or not full)
            action.toggled.connect(lambda on, c=choice: self._toggle(c, on))
            self._menu.addAction(action)
        if self._chosen:
            self._menu.addSeparator()
            self._menu.addAction(self.tr("Answer with one model")).triggered.connect(self.clear)

    def _toggle(self, choice: ModelChoice, on: bool) -> None:
        chosen = [c for c in self._chosen if c != choice]
        self.choose([*chosen, choice] if on else chosen)

    def retranslate(self) -> None:
        count = len(self._chosen)
        self.setText(self.tr("+ model") if not count else self.tr("+ %n models", "", count))
        self.setAccessibleName(self.tr("Answer side by side"))
        said = self.tr("Adds up to three models that answer the next message, each in a column")
        self.setAccessibleDescription(said)
        self.setToolTip(said)
