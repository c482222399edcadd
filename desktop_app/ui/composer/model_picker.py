"""The model picker, the composer card's first chip: the conversation's model, its parameters
(shown in the card's menu), and how much of the model's context window the conversation fills
(the card's meter).

The list of models is asked of the provider only when the person opens it (or refreshes it),
then kept per provider (``net.model_catalog``); a model not listed may be typed. Choices go to
the conversation's session, which stores them on the database thread; this widget only shows
them.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QEvent, QLocale, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QWidget,
)

from desktop_app.agent.events import AgentEvent, TurnEnd
from desktop_app.names import Wire
from desktop_app.net.errors import ProviderError
from desktop_app.providers.model_info import ModelInfo
from desktop_app.providers.parameters import (
    Parameters,
    effective_max_output_tokens,
    estimated_tokens,
)
from desktop_app.session.chat_session import ChatSession
from desktop_app.session.projects import system_prompt
from desktop_app.store.conversations import Conversation, ConversationStore
from desktop_app.store.projects import ProjectStore
from desktop_app.ui.composer.chips import ContextMeter
from desktop_app.ui.composer.parameters_panel import ParametersPanel
from desktop_app.ui.problems import problem
from desktop_app.ui.services import Services
from desktop_app.ui.theme.icons import Icon, wear
from desktop_app.ui.widgets.accessibility import name_combo


def _read(
    conversations: ConversationStore, conversation_id: str
) -> tuple[Conversation | None, int]:
    """The conversation and the length of its text (for the meter's estimate), its project's
    instructions included: they are sent with every turn."""
    conversation = conversations.get(conversation_id)
    project = ProjectStore(conversations.database).project_of(conversation_id)
    own = conversation.system_prompt if conversation else ""
    length = len(system_prompt(project, own))
    length += conversations.text_length(conversation_id)  # one query, not 2,000 messages
    return conversation, length


class ModelCombo(QComboBox):
    """An editable list of models that says when it is about to open."""

    opening = Signal()

    def showPopup(self) -> None:
        self.opening.emit()
        super().showPopup()


class ModelPicker(QWidget):
    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.session: ChatSession | None = None
        self.combo = ModelCombo()
        self.combo.setEditable(True)
        self.combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        # A chip: as wide as a usual model name, not the whole card.
        self.combo.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        # A long model name does not widen the pane: the list shows it whole when opened.
        self.combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.combo.setMinimumContentsLength(10)  # with the list beside it at 800 px
        self.combo.opening.connect(lambda: self.list_models(refresh=False))
        self.combo.activated.connect(lambda _index: self._chosen(self.combo.currentText()))
        line = self.combo.lineEdit()
        if line is not None:
            line.editingFinished.connect(lambda: self._chosen(self.combo.currentText()))
        # An icon, its words in the tooltip: the row stays narrow enough for a narrow window.
        self.refresh_button = QToolButton()
        wear(self.refresh_button, Icon.REGENERATE)
        self.refresh_button.clicked.connect(lambda _checked=False: self.list_models(refresh=True))
        self.refresh_button.setAutoRaise(True)
        # Laid out by the composer card: the meter beside the chips, the note above the box,
        # the panel in the card's menu.
        self.meter = ContextMeter()
        self.note = QLabel()  # why the list could not be fetched
        self.note.setWordWrap(True)
        self.note.hide()
        self.panel = ParametersPanel()
        self.panel.hide()
        self.panel.changed.connect(self._parameters_edited)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.combo, 1)
        row.addWidget(self.refresh_button)
        self._listing: asyncio.Task[None] | None = None
        self._used: dict[str, int] = {}  # tokens the last turn reported, by conversation
        self._estimate: int | None = None  # tokens guessed from the shown conversation's text
        self._listened: set[str] = set()
        # What the next send takes, by conversation: (tokens sent, the window or None).
        self._sent: dict[str, tuple[int, int | None]] = {}
        self._model = ""
        self.retranslate()

    # -- texts ----------------------------------------------------------------------------------

    def retranslate(self) -> None:
        name = self.tr("Model")
        description = self.tr("The model this conversation talks to; another may be typed")
        name_combo(self.combo, name, description)
        line = self.combo.lineEdit()
        if line is not None:  # the editable list's text field takes the focus too
            line.setAccessibleName(name)
            line.setAccessibleDescription(description)
        self.refresh_button.setToolTip(self.tr("Refresh"))
        self.refresh_button.setAccessibleName(self.tr("Refresh the models"))
        self.meter.setAccessibleName(self.tr("Context used"))
        self._show_meter()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- what is shown --------------------------------------------------------------------------

    @property
    def conversation_id(self) -> str | None:
        return self.session.conversation_id if self.session is not None else None

    def show_conversation(self, session: ChatSession | None) -> None:
        """The conversation shown now (None: none)."""
        self.session = session
        if session is not None and session.conversation_id not in self._listened:
            self._listened.add(session.conversation_id)
            session.on(functools.partial(self._on_event, session.conversation_id))
        self.provider_changed()

    def provider_changed(self) -> None:
        """The provider (or the conversation) changed: its model, list and parameters."""
        if self._listing is not None:
            self._listing.cancel()
            self._listing = None
        self.note.hide()
        models = self.services.models
        choice = models.current() if models is not None else None
        for part in (self, self.panel, self.meter):
            part.setEnabled(choice is not None and self.session is not None)
        self._estimate = None
        if models is None or choice is None or self.session is None:
            self._model = ""
            self.combo.clear()
            self._show_meter()
            return
        conversation, length = _read(self.services.conversations, self.session.conversation_id)
        self._model = choice.default_model
        if conversation is not None and conversation.provider_id == choice.id:
            self._model = conversation.model or choice.default_model
        self._estimate = estimated_tokens(length) if length else 0
        self._fill(models.cached())
        parameters = Parameters.from_json(conversation.parameters_json if conversation else None)
        self._show_parameters(parameters)
        self._show_meter()

    def _fill(self, listed: Sequence[ModelInfo] | None) -> None:
        self.combo.blockSignals(True)
        self.combo.clear()
        names = [info.id for info in listed or ()]
        if self._model and self._model not in names:
            names.insert(0, self._model)
        self.combo.addItems(names)
        self.combo.setCurrentText(self._model)
        self.combo.blockSignals(False)

    def _info(self) -> ModelInfo:
        models = self.services.models
        return models.about(self._model) if models is not None else ModelInfo(id=self._model)

    def _show_parameters(self, parameters: Parameters | None = None) -> None:
        """The panel for the current wire: ``parameters`` as read, or as the panel holds."""
        models = self.services.models
        choice = models.current() if models is not None else None
        if self.session is None or choice is None:
            return
        effective = None
        if choice.wire is Wire.ANTHROPIC:  # required there: the value sent is shown
            effective = effective_max_output_tokens(choice.wire, Parameters(), self._info())
        shown = self.panel.parameters() if parameters is None else parameters
        self.panel.show_parameters(choice.wire, shown, effective)

    def context_used(self) -> tuple[int, bool] | None:
        """Tokens the conversation fills: the last turn's report, else an estimate from its
        text (True: estimated). None without a conversation."""
        cid = self.conversation_id
        if cid is None:
            return None
        if cid in self._used:
            return self._used[cid], False
        return None if self._estimate is None else (self._estimate, True)

    def show_sent(self, conversation_id: str, tokens: int, window: int | None) -> None:
        """What the next send of the conversation takes, as measured (``ui.chat.context``)."""
        self._sent[conversation_id] = (tokens, window)
        if shiboken6.isValid(self) and conversation_id == self.conversation_id:
            self._show_meter()

    def _show_meter(self) -> None:
        sent = self._sent.get(self.conversation_id or "")
        if sent is not None and sent[1] and sent[0]:  # measured: what the next send takes
            locale = QLocale()
            count, limit = locale.toString(sent[0]), locale.toString(sent[1])
            text = self.tr("%1 of %2 tokens sent").replace("%1", count).replace("%2", limit)
            self.meter.show_usage(f"{count} / {limit}", text, min(sent[0] / sent[1], 1.0))
            return
        used = self.context_used() if self._model else None
        if used is None:
            self.meter.show_usage("", "", None)
            return
        tokens, estimated = used
        locale = QLocale()
        shown = ("~" if estimated else "") + locale.toString(tokens)
        window = self._info().context_window
        if window:
            text = self.tr("Context: %1 / %2 tokens").replace("%2", locale.toString(window))
            short = f"{shown} / {locale.toString(window)}"
        else:
            text = self.tr("Context: %1 tokens")
            short = self.tr("%1 tokens").replace("%1", shown)  # a bare number says nothing
        fraction = min(tokens / window, 1.0) if window else None
        # Nothing written yet: the label stays empty (a "~0" says nothing); the sentence is said.
        self.meter.show_usage(short if tokens else "", text.replace("%1", shown), fraction)

    # -- choices ---------------------------------------------------------------------------------

    def _chosen(self, model: str) -> None:
        model = model.strip()
        models = self.services.models
        choice = models.current() if models is not None else None
        if not model or model == self._model or self.session is None or choice is None:
            return
        self._model = model
        self.session.choose_model(choice.id, model)
        self._show_parameters()
        self._show_meter()

    def _parameters_edited(self, parameters: Parameters) -> None:
        if self.session is not None:
            self.session.set_parameters(parameters)

    def _on_event(self, conversation_id: str, event: AgentEvent) -> None:
        if not isinstance(event, TurnEnd) or event.usage is None:
            return
        used = (event.usage.input_tokens or 0) + (event.usage.output_tokens or 0)
        if not used:
            return
        self._used[conversation_id] = used
        if shiboken6.isValid(self) and conversation_id == self.conversation_id:
            self._show_meter()

    # -- the list of models ----------------------------------------------------------------------

    def list_models(self, *, refresh: bool) -> None:
        """Asks the provider for its models unless known (or ``refresh``); fills the list."""
        models = self.services.models
        if models is None or models.current() is None or self._listing is not None:
            return
        if not refresh and models.cached() is not None:
            return
        self._listing = asyncio.ensure_future(self._list(refresh))

    async def _list(self, refresh: bool) -> None:
        models = self.services.models
        assert models is not None
        try:
            listed = await models.models(refresh=refresh)
        except ProviderError as exc:
            if shiboken6.isValid(self):
                self.note.setText(problem(exc.kind).sentence)
                self.note.setToolTip(exc.described)  # the server's own words, with its status
                self.note.show()
            return
        finally:
            if self._listing is asyncio.current_task():
                self._listing = None
        if not shiboken6.isValid(self):  # the window closed meanwhile
            return
        self.note.hide()
        self._fill(listed)
        self._show_meter()

    async def wait_idle(self) -> None:
        """Until the list being fetched has arrived (for tests)."""
        if self._listing is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self._listing
