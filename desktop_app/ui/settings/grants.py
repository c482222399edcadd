"""The Tools page's lower part: the standing permissions ("this tool, without asking") given
from the question in a conversation, and any other not shown as a tool's own switch above
(``switched_elsewhere``), each with its own Revoke button."""

from __future__ import annotations

import datetime
from collections.abc import Callable

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from desktop_app.config.settings import ProviderSettings
from desktop_app.store.actions.grants import Grant, GrantStore
from desktop_app.ui.settings.page import BackgroundWork, SettingsPage, fill, plain


class GrantsPage(SettingsPage):
    def __init__(
        self,
        settings: ProviderSettings,
        work: BackgroundWork,
        grants: GrantStore,
        *,
        conversation_title: Callable[[str], str | None] | None = None,
        switched_elsewhere: Callable[[], set[str]] = set,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(settings, work, parent)
        self.grants = grants
        self._conversation_title = conversation_title
        # Tools whose permission in every conversation is their own "Run without asking" switch.
        self._switched_elsewhere = switched_elsewhere
        self.caption = QLabel(self)
        self.grants_area = QScrollArea(self)
        self.grants_area.setWidgetResizable(True)
        self.grants_body = QWidget()
        self.grants_layout = QVBoxLayout(self.grants_body)
        self.grants_area.setWidget(self.grants_body)
        self.revoke_buttons: dict[int, QPushButton] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.grants_area, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.caption.setText(self.tr("Other permissions to act without asking:"))
        self.grants_area.setAccessibleName(self.tr("Standing permissions"))
        self.grants_area.setAccessibleDescription(
            self.tr("Tools you allowed to act without asking, each with a Revoke button")
        )
        self.refresh()

    def refresh(self) -> None:
        """Lists the permissions as the database has them now."""
        while self.grants_layout.count():
            item = self.grants_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # gone from the page now, not when the deletion is processed
                widget.deleteLater()
        self.revoke_buttons = {}
        try:
            switched = self._switched_elsewhere()
            grants = [
                grant
                for grant in self.grants.list()
                if grant.conversation_id is not None or grant.tool not in switched
            ]
        except Exception as exc:
            self.problem.emit(fill(self.tr("The permissions could not be read: %1"), exc))
            grants = []
        if not grants:
            empty = plain(QLabel(self.tr("None."), self.grants_body))
            empty.setAccessibleName(empty.text())
            self.grants_layout.addWidget(empty)
        for grant in grants:
            self.grants_layout.addWidget(self._grant_row(grant))
        self.grants_layout.addStretch(1)

    def _grant_row(self, grant: Grant) -> QWidget:
        row = QWidget(self.grants_body)
        scope = self._grant_scope(grant)
        since = datetime.datetime.fromtimestamp(grant.created_at).strftime("%Y-%m-%d %H:%M")
        text = fill(self.tr("%1 — %2, since %3"), grant.tool, scope, since)
        label = plain(QLabel(text, row))
        label.setAccessibleName(text)  # selectable, so it takes the focus: it reads as itself
        button = QPushButton(self.tr("Revoke"), row)
        button.setAutoDefault(False)
        button.setAccessibleName(fill(self.tr("Revoke: %1, %2"), grant.tool, scope))
        button.setAccessibleDescription(self.tr("The tool will ask again before it acts"))
        button.clicked.connect(lambda _checked=False, grant_id=grant.id: self.revoke(grant_id))
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(label, 1)
        layout.addWidget(button)
        self.revoke_buttons[grant.id] = button
        return row

    def _grant_scope(self, grant: Grant) -> str:
        if grant.conversation_id is None:
            return self.tr("in every conversation")
        title = (
            self._conversation_title(grant.conversation_id) if self._conversation_title else None
        )
        if title:
            return fill(self.tr("in the conversation “%1”"), title)
        return fill(self.tr("in one conversation (%1)"), grant.conversation_id[:8])

    def revoke(self, grant_id: int) -> None:
        try:
            self.grants.revoke(grant_id)
        except Exception as exc:
            self.problem.emit(fill(self.tr("The permission could not be revoked: %1"), exc))
        self.refresh()
