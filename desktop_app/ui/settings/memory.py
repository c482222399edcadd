"""The settings' Memory page: memory on or off (off until the person turns it on), whether
facts are shared by every conversation or kept per project, how many tokens of them a new
conversation's prompt may carry, and the facts themselves: each with the conversation it came
from (a click opens it), editable and deletable one by one, or all at once after a question."""

from __future__ import annotations

import datetime
from collections.abc import Callable

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.config.memory import MAX_BUDGET_TOKENS, MemoryChoice, MemoryScope
from desktop_app.config.settings import ProviderSettings
from desktop_app.store.memory.memories import MAX_FACT_CHARS, Memory, MemoryStore
from desktop_app.ui.settings.page import BackgroundWork, SettingsPage, buddy, fill, plain
from desktop_app.ui.widgets.accessibility import name_combo

# Asks before every fact goes at once; the test answers in the person's place.
ConfirmDeleteAll = Callable[[QWidget, str, str], bool]


def ask_delete_all(parent: QWidget, title: str, text: str) -> bool:
    answer = QMessageBox.question(
        parent,
        title,
        text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


class MemoryPage(SettingsPage):
    def __init__(
        self,
        settings: ProviderSettings,
        work: BackgroundWork,
        store: MemoryStore,
        *,
        open_conversation: Callable[[str], None] | None = None,
        confirm_delete_all: ConfirmDeleteAll = ask_delete_all,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(settings, work, parent)
        self.store = store
        self._open_conversation = open_conversation
        self._confirm_delete_all = confirm_delete_all
        choice = settings.app.memory
        self.about = plain(QLabel(self))
        self.enabled_check = QCheckBox(self)
        self.enabled_check.setChecked(choice.enabled)
        self.enabled_check.toggled.connect(lambda on: self._choose(enabled=on))
        self.scope_combo = QComboBox(self)
        for scope in MemoryScope:
            self.scope_combo.addItem("", scope)
        self.scope_combo.setCurrentIndex(list(MemoryScope).index(choice.scope))
        self.scope_combo.currentIndexChanged.connect(
            lambda index: self._choose(scope=list(MemoryScope)[index])
        )
        self.budget_spin = QSpinBox(self)
        self.budget_spin.setRange(0, MAX_BUDGET_TOKENS)
        self.budget_spin.setSingleStep(50)
        self.budget_spin.setValue(choice.budget_tokens)
        self.budget_spin.editingFinished.connect(self.commit)
        self._scope_caption = buddy(self, self.scope_combo)
        self._budget_caption = buddy(self, self.budget_spin)
        form = QFormLayout()
        form.addRow(self._scope_caption, self.scope_combo)
        form.addRow(self._budget_caption, self.budget_spin)

        self.list_caption = QLabel(self)
        self.delete_all_button = QPushButton(self)
        self.delete_all_button.setAutoDefault(False)
        self.delete_all_button.clicked.connect(self.delete_all)
        heading = QHBoxLayout()
        heading.addWidget(self.list_caption, 1)
        heading.addWidget(self.delete_all_button)
        self.facts_area = QScrollArea(self)
        self.facts_area.setWidgetResizable(True)
        self.facts_body = QWidget()
        self.facts_layout = QVBoxLayout(self.facts_body)
        self.facts_area.setWidget(self.facts_body)
        self.edits: dict[int, QLineEdit] = {}
        self.delete_buttons: dict[int, QPushButton] = {}
        self.source_buttons: dict[int, QPushButton] = {}

        layout = QVBoxLayout(self)
        layout.addWidget(self.about)
        layout.addWidget(self.enabled_check)
        layout.addLayout(form)
        layout.addLayout(heading)
        layout.addWidget(self.facts_area, 1)
        self.retranslate()

    # -- the choice -------------------------------------------------------------------------

    def _choose(self, **changes: object) -> None:
        now = self.settings.app.memory.to_json() | changes
        self.apply(lambda: self.settings.update_app(memory=MemoryChoice.from_json(now)))

    def commit(self) -> None:
        if self.budget_spin.value() != self.settings.app.memory.budget_tokens:
            self._choose(budget_tokens=self.budget_spin.value())

    def retranslate(self) -> None:
        self.about.setText(
            self.tr(
                "Arroyo can remember short facts about you for later conversations. The model "
                "asks each time, showing the text exactly as it will be kept; new "
                "conversations get the facts as quoted notes. Temporary conversations never "
                "remember and are never given them."
            )
        )
        self.enabled_check.setText(self.tr("Remember facts I &approve"))
        self.enabled_check.setAccessibleName(self.tr("Remember facts I approve"))
        self.enabled_check.setAccessibleDescription(
            self.tr("Off: the model cannot remember anything and no fact reaches a prompt")
        )
        self.scope_combo.setItemText(0, self.tr("Shared by every conversation"))
        self.scope_combo.setItemText(1, self.tr("Kept per project (outside projects: shared)"))
        self._scope_caption.setText(self.tr("&Facts are:"))
        name_combo(
            self.scope_combo,
            self.tr("Where facts apply"),
            self.tr("Shared by every conversation, or kept in the project they were said in"),
        )
        self._budget_caption.setText(self.tr("Token &budget for facts in a prompt:"))
        self.budget_spin.setAccessibleName(self.tr("Token budget for facts"))
        self.budget_spin.lineEdit().setAccessibleName(self.budget_spin.accessibleName())
        self.budget_spin.setAccessibleDescription(
            self.tr("Over it, the facts closest to the first message are given first")
        )
        self.list_caption.setText(self.tr("Remembered facts:"))
        self.delete_all_button.setText(self.tr("&Delete all…"))
        self.delete_all_button.setAccessibleName(self.tr("Delete all facts"))
        self.about.setAccessibleName(self.tr("About memory"))
        self.facts_area.setAccessibleName(self.tr("Remembered facts"))
        self.facts_area.setAccessibleDescription(
            self.tr("Each fact can be edited in place, opened where it was said, or deleted")
        )
        self.refresh()

    # -- the facts --------------------------------------------------------------------------

    def refresh(self) -> None:
        """Lists the facts as the database has them now."""
        while self.facts_layout.count():
            item = self.facts_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # gone from the page now, not when the deletion is processed
                widget.deleteLater()
        self.edits, self.delete_buttons, self.source_buttons = {}, {}, {}
        try:
            facts = self.store.list()
        except Exception as exc:
            self.problem.emit(fill(self.tr("The facts could not be read: %1"), exc))
            facts = []
        self.delete_all_button.setEnabled(bool(facts))
        if not facts:
            empty = plain(QLabel(self.tr("None yet."), self.facts_body))
            empty.setAccessibleName(empty.text())
            self.facts_layout.addWidget(empty)
        for memory in facts:
            self.facts_layout.addWidget(self._row(memory))
        self.facts_layout.addStretch(1)

    def _row(self, memory: Memory) -> QWidget:
        row = QWidget(self.facts_body)
        edit = QLineEdit(memory.text, row)
        edit.setMaxLength(MAX_FACT_CHARS)
        edit.setCursorPosition(0)
        edit.setAccessibleName(self.tr("Fact"))
        edit.editingFinished.connect(lambda mid=memory.id, e=edit: self.edit(mid, e.text()))
        since = datetime.datetime.fromtimestamp(memory.created_at).strftime("%Y-%m-%d")
        source = QPushButton(row)
        source.setAccessibleName(since)
        source.setFlat(True)
        source.setAutoDefault(False)
        if memory.source_conversation_id is not None:
            title = memory.source_title or self.tr("Untitled conversation")
            source.setText(fill(self.tr("%1 · from “%2”"), since, title))
            source.setAccessibleName(fill(self.tr("Open the conversation “%1”"), title))
            source.setEnabled(self._open_conversation is not None)
            source.clicked.connect(
                lambda _checked=False, cid=memory.source_conversation_id: self._open(cid)
            )
        else:
            source.setText(since)
            source.setEnabled(False)
        delete = QPushButton(self.tr("Delete"), row)
        delete.setAutoDefault(False)
        delete.setAccessibleName(fill(self.tr("Delete the fact: %1"), memory.text[:60]))
        delete.clicked.connect(lambda _checked=False, mid=memory.id: self.delete(mid))
        layout = QVBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        line = QHBoxLayout()
        line.addWidget(edit, 1)
        line.addWidget(delete)
        layout.addLayout(line)
        under = QHBoxLayout()  # the source as wide as its words, under the fact's start
        under.addWidget(source)
        under.addStretch(1)
        layout.addLayout(under)
        self.edits[memory.id] = edit
        self.delete_buttons[memory.id] = delete
        self.source_buttons[memory.id] = source
        return row

    def _open(self, conversation_id: str) -> None:
        if self._open_conversation is not None:
            self._open_conversation(conversation_id)

    def edit(self, memory_id: int, text: str) -> None:
        current = self.store.get(memory_id)
        if current is None or current.text == text:
            return
        if not text.strip() or not text.isprintable():
            self.problem.emit(self.tr("A fact is one line of text; it was not changed."))
            self.edits[memory_id].setText(current.text)
            return
        self.store.edit(memory_id, text)
        self.problem_solved.emit()

    def delete(self, memory_id: int) -> None:
        self.store.delete(memory_id)
        self.refresh()

    def delete_all(self) -> None:
        count = len(self.store.list())
        if not count:
            return
        question = self.tr("Delete every remembered fact (%n)? This cannot be undone.", "", count)
        if self._confirm_delete_all(self, self.tr("Delete all facts"), question):
            self.store.delete_all()
            self.refresh()
