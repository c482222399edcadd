"""The Network page: which proxy every connection goes through, and a Test that fetches an
address through the proxy as typed (before it is saved).

The mode and fields are saved as they are changed, like the other pages; the password goes to
the keyring (``PROXY_SECRET_ID``) when its field is left, and is never shown or written to the
settings file. The app puts the saved choice in force when the settings window closes.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.config.settings import ProviderSettings
from desktop_app.net.proxies import (
    PROXY_SECRET_ID,
    ProxyConfig,
    ProxyMode,
    ProxyScheme,
    proxy_options,
)
from desktop_app.secrets import SecretsError
from desktop_app.session.network import TEST_URL, test_proxy
from desktop_app.ui.settings.page import BackgroundWork, Phrases, SettingsPage, buddy, fill, plain
from desktop_app.ui.settings.provider_key import Secrets
from desktop_app.ui.widgets.accessibility import name_combo


class NetworkPage(SettingsPage):
    def __init__(
        self,
        settings: ProviderSettings,
        work: BackgroundWork,
        *,
        secrets: Secrets,
        test_url: str = TEST_URL,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(settings, work, parent)
        self._secrets = secrets
        self.test_url = test_url
        self._phrases = Phrases()
        saved = settings.app.proxy
        self.mode_combo = QComboBox(self)
        for mode in ProxyMode:
            self.mode_combo.addItem("", mode.value)
        self.mode_combo.setCurrentIndex(max(0, self.mode_combo.findData(saved.mode.value)))
        self.mode_combo.activated.connect(lambda _index: self._changed())
        self.scheme_combo = QComboBox(self)
        for scheme in ProxyScheme:
            self.scheme_combo.addItem(scheme.value.upper(), scheme.value)
        self.scheme_combo.setCurrentIndex(max(0, self.scheme_combo.findData(saved.scheme.value)))
        self.scheme_combo.activated.connect(lambda _index: self._changed())
        self.host_edit = QLineEdit(saved.host, self)
        self.host_edit.editingFinished.connect(self._changed)
        self.port_spin = QSpinBox(self)
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(saved.port)
        self.port_spin.editingFinished.connect(self._changed)
        self.username_edit = QLineEdit(saved.username, self)
        self.username_edit.editingFinished.connect(self._changed)
        self.password_edit = QLineEdit(self)
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.editingFinished.connect(self._password_left)
        self.bypass_check = QCheckBox(self)
        self.bypass_check.setChecked(saved.bypass_loopback)
        self.bypass_check.toggled.connect(lambda _on: self._changed())
        self.test_button = QPushButton(self)
        self.test_button.clicked.connect(lambda: self.work.start(self._test()))
        self.result_label = plain(QLabel(self))
        self.note_label = plain(QLabel(self))
        self._captions = {
            field: buddy(self, field)
            for field in (
                self.mode_combo,
                self.scheme_combo,
                self.host_edit,
                self.port_spin,
                self.username_edit,
                self.password_edit,
            )
        }
        form = QFormLayout()
        for field, caption in self._captions.items():
            form.addRow(caption, field)
        form.addRow(self.bypass_check)
        form.addRow(self.note_label)
        test_row = QHBoxLayout()
        test_row.addWidget(self.test_button)
        test_row.addWidget(self.result_label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(test_row)
        layout.addStretch(1)
        self._password_typed = False
        self.password_edit.textEdited.connect(lambda _text: setattr(self, "_password_typed", True))
        self._show_mode()
        self.retranslate()

    def typed(self) -> ProxyConfig:
        """The choice as the fields say it; ``ValueError`` when a manual one has no host."""
        return ProxyConfig(
            mode=ProxyMode(self.mode_combo.currentData()),
            scheme=ProxyScheme(self.scheme_combo.currentData()),
            host=self.host_edit.text().strip(),
            port=self.port_spin.value(),
            username=self.username_edit.text().strip(),
            bypass_loopback=self.bypass_check.isChecked(),
        )

    def _show_mode(self) -> None:
        manual = self.mode_combo.currentData() == ProxyMode.MANUAL
        for field, caption in self._captions.items():
            if field is not self.mode_combo:
                field.setEnabled(manual)
                caption.setEnabled(manual)
        self.bypass_check.setEnabled(manual)

    def _changed(self) -> None:
        self._show_mode()
        try:
            config = self.typed()
        except ValueError:
            self._phrases.say(self.result_label.setText, self._host_missing)
            return
        if config != self.settings.app.proxy:
            self.apply(lambda: self.settings.update_app(proxy=config))

    def _host_missing(self) -> str:
        return self.tr("Enter the proxy's host name or address to use it.")

    def _password_left(self) -> None:
        if self._password_typed:
            self._password_typed = False
            self.work.start(self._store_password(self.password_edit.text()))

    async def _store_password(self, password: str) -> None:
        try:
            if password:
                await self._secrets.set_key_async(PROXY_SECRET_ID, password)
            else:
                await self._secrets.delete_key_async(PROXY_SECRET_ID)
        except SecretsError:
            self.problem.emit(self.tr("The proxy's password could not be stored in the keyring."))

    async def _test(self) -> None:
        try:
            config = self.typed()
        except ValueError:
            self._phrases.say(self.result_label.setText, self._host_missing)
            return
        password = self.password_edit.text()
        if not password and config.username:
            try:
                password = await self._secrets.get_key_async(PROXY_SECRET_ID) or ""
            except SecretsError:
                password = ""
        self._phrases.say(self.result_label.setText, lambda: self.tr("Testing…"))
        failure = await test_proxy(proxy_options(config, password), self.test_url)
        if failure:
            self._phrases.say(
                self.result_label.setText, lambda: fill(self.tr("The test failed: %1"), failure)
            )
        else:
            self._phrases.say(
                self.result_label.setText, lambda: self.tr("It works: an answer came back.")
            )

    def commit(self) -> None:
        self._changed()
        self._password_left()

    def retranslate(self) -> None:
        labels = {
            ProxyMode.SYSTEM: self.tr("The system's proxy settings"),
            ProxyMode.NONE: self.tr("No proxy"),
            ProxyMode.MANUAL: self.tr("This proxy"),
        }
        for index in range(self.mode_combo.count()):
            self.mode_combo.setItemText(index, labels[ProxyMode(self.mode_combo.itemData(index))])
        name_combo(
            self.mode_combo,
            self.tr("Proxy"),
            self.tr("Which proxy the connections to providers and MCP servers go through"),
        )
        captions = (
            self.tr("Pro&xy:"),
            self.tr("T&ype:"),
            self.tr("&Host:"),
            self.tr("P&ort:"),
            self.tr("&User name:"),
            self.tr("Pass&word:"),
        )
        for caption, text in zip(self._captions.values(), captions, strict=True):
            caption.setText(text)
        name_combo(
            self.scheme_combo,
            self.tr("Proxy kind"),
            self.tr("HTTP or HTTPS: how the proxy itself is reached"),
        )
        self.host_edit.setAccessibleName(self.tr("Proxy host"))
        self.port_spin.setAccessibleName(self.tr("Proxy port"))
        self.port_spin.lineEdit().setAccessibleName(self.port_spin.accessibleName())
        self.username_edit.setAccessibleName(self.tr("Proxy user name"))
        self.password_edit.setAccessibleName(self.tr("Proxy password"))
        self.password_edit.setPlaceholderText(self.tr("Kept in the system keyring"))
        self.bypass_check.setText(self.tr("Connect directly to this computer"))
        self.bypass_check.setAccessibleName(self.bypass_check.text().replace("&", ""))
        self.note_label.setText(
            self.tr(
                "Addresses on this computer (localhost, 127.0.0.1, ::1), such as Ollama's, "
                "are reached without the proxy unless you untick this. The system's settings "
                "are the HTTP_PROXY, HTTPS_PROXY and NO_PROXY variables."
            )
        )
        self.note_label.setAccessibleName(self.tr("Which addresses skip the proxy"))
        self.result_label.setAccessibleName(self.tr("Test result"))
        self.test_button.setText(self.tr("T&est"))
        self.test_button.setAccessibleName(self.tr("Test the proxy"))
        self.test_button.setAccessibleDescription(
            self.tr("Fetches a web address through the proxy as typed here")
        )
        self._phrases.again()
