"""The settings file's format: the values it holds, and how a document is read and written.

No Qt, no disk here: ``settings_model.ProviderSettings`` reads and writes the file, and uses
``parse_settings`` and ``settings_document`` to turn its JSON into values and back.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app.agent.builtin.environment import valid_variable_name
from desktop_app.config.assistants import Assistant, parse_assistants
from desktop_app.config.memory import MemoryChoice
from desktop_app.config.prompts import Prompt, parse_prompts
from desktop_app.errors import ArroyoError, FileProblem
from desktop_app.generation.display_policy import DisplayPolicy
from desktop_app.generation.limits import SizeLimits
from desktop_app.mcp.config import McpServerConfig
from desktop_app.names import TransportName, Wire
from desktop_app.net.deadlines import TimeLimits
from desktop_app.net.proxies import ProxyConfig
from desktop_app.providers.base_url import check_base_url
from desktop_app.providers.choice import ProviderChoice
from desktop_app.providers.presets import PRESETS
from desktop_app.providers.pricing import ModelPrice
from desktop_app.store.actions.receipts import ReceiptLimits

# 2: "allow read-only without asking" no longer covers fetching; a format-1 file that had it
# on gets standing permissions for listing and reading files instead (``settings_migration``).
# 3: no such switch at all: "Run without asking" is chosen per tool (a standing permission in
# every conversation, in the database); a format-2 file with it on gets the same two.
# 4: a proxy choice (``proxy``); a format-3 file gets the system's, which its provider requests
# already followed (an older Arroyo would drop the choice, so it is told the file is newer).
FORMAT_VERSION = 4
TRANSPORTS = tuple(TransportName)
DISPLAY_POLICIES = tuple(DisplayPolicy)
# The window's colours: the system's (scheme and contrast), or one chosen (ui.theme.ThemeChoice).
THEMES = ("system", "light", "dark", "high_contrast")


class SettingsError(ArroyoError):
    """The settings file could not be used. Nothing was replaced or deleted."""

    def __init__(self, kind: FileProblem, path: Path, detail: str = "") -> None:
        what = {
            FileProblem.CORRUPT: "is damaged or is not an Arroyo settings file",
            FileProblem.NEWER_VERSION: "was written by a newer version of Arroyo",
            FileProblem.UNAVAILABLE: "could not be read or written",
        }[kind]
        super().__init__(
            f"The settings file {path} {what}{f' ({detail})' if detail else ''}. "
            "It was left exactly as it was."
        )
        self.kind: FileProblem = kind
        self.path = path
        self.detail = detail


@dataclass(frozen=True, slots=True, kw_only=True)
class ProviderEntry:
    """One provider the person set up. Its key, if any, is in the keyring under ``id``."""

    id: str
    preset: str  # a PRESETS name: says which wire contract and defaults apply
    label: str
    base_url: str = ""
    model: str = ""
    transport: str = TransportName.CHUNKED
    show_reasoning: bool = True
    wire_choice: str = ""  # one of the preset's wires (OpenAI: Chat or Responses); "": its own

    def __post_init__(self) -> None:
        for name in ("id", "preset", "label", "base_url", "model", "transport", "wire_choice"):
            if not isinstance(getattr(self, name), str):
                raise ValueError(f"{name} must be text")
        if not self.id.strip():
            raise ValueError("id must not be empty")
        if self.preset not in PRESETS:
            raise ValueError(f"unknown provider preset {self.preset!r}")
        if self.transport not in TRANSPORTS:
            raise ValueError(f"transport must be one of {', '.join(TRANSPORTS)}")
        if not isinstance(self.show_reasoning, bool):
            raise ValueError("show_reasoning must be true or false")
        choices = PRESETS[self.preset].wire_choices
        if self.wire_choice and self.wire_choice not in choices:
            raise ValueError(f"wire_choice must be one of {', '.join(choices)}")

    @property
    def wire(self) -> Wire:
        return Wire(self.wire_choice) if self.wire_choice else PRESETS[self.preset].wire

    def choice(self) -> ProviderChoice:
        """This entry as the provider a turn is sent to."""
        return ProviderChoice(
            entry_id=self.id,
            preset=PRESETS[self.preset],
            wire=self.wire,
            base_url=self.effective_base_url,
            model=self.effective_model,
            transport=TransportName(self.transport),
            show_reasoning=self.show_reasoning,
        )

    @property
    def effective_base_url(self) -> str:
        return self.base_url or PRESETS[self.preset].base_url

    @property
    def effective_model(self) -> str:
        return self.model or PRESETS[self.preset].default_model


# Where the update check asks for the latest release (GitHub's releases API for the project).
DEFAULT_RELEASES_URL = "https://api.github.com/repos/arroyo/arroyo/releases/latest"


@dataclass(frozen=True, slots=True, kw_only=True)
class AppSettings:
    workspace: Path | None = None  # the folder tools may work in; None: not chosen yet
    allow_commands: bool = False
    display_policy: str = DisplayPolicy.WORDS
    language: str | None = None  # None: the system's language
    theme: str = "system"  # one of THEMES
    # Hosts fetch_url may reach although they are not public: names, addresses, networks.
    fetch_allowed_hosts: tuple[str, ...] = ()
    # Environment variables a command may see beyond PATH, HOME, LANG, TERM... (see
    # desktop_app.agent.builtin.environment); edited in the settings file.
    command_env_allow: tuple[str, ...] = ()
    # How much of a reply is held, and how long each phase of a turn may take. Not in the
    # Settings dialog: edited in the file by those who need to (a very slow local server...).
    size_limits: SizeLimits = field(default_factory=SizeLimits)
    time_limits: TimeLimits = field(default_factory=TimeLimits)
    # How much the earlier versions kept for undoing file changes may hold, and how long.
    receipt_limits: ReceiptLimits = field(default_factory=ReceiptLimits)
    # MCP servers: how to start or reach each one; their env and header values are in the
    # keyring (desktop_app.mcp.config.secret_id), never here.
    mcp_servers: tuple[McpServerConfig, ...] = ()
    # Presets a conversation can start from (``assistant_presets``), edited on their page.
    assistants: tuple[Assistant, ...] = ()
    # The person's prompts (the composer's ``/``), edited on the Prompts page.
    prompts: tuple[Prompt, ...] = ()
    # What models cost (dollars per million tokens), for a cost figure under each answer.
    # Edited on the Prices page; a model without a price shows no cost.
    model_prices: tuple[ModelPrice, ...] = ()
    # How every connection reaches the network (Settings, General, Network); the password of
    # a manual proxy is in the keyring, never here.
    proxy: ProxyConfig = field(default_factory=ProxyConfig)
    # Asking the releases address for a newer Arroyo, once a day: off until turned on.
    check_updates: bool = False
    releases_url: str = DEFAULT_RELEASES_URL
    # Quick ask: closing the window keeps Arroyo in the tray (the notice said once), and the
    # global shortcut that opens the ask box, as a QKeySequence's portable text ("": none).
    keep_in_tray: bool = False
    tray_notice_shown: bool = False
    quick_shortcut: str = ""
    memory: MemoryChoice = field(default_factory=MemoryChoice)  # off until turned on
    # Past the model's context window, a new conversation's choice (generation.context_fit
    # .Overflow): leave out the oldest turns, summarise them, or ask.
    context_overflow: str = "omit"
    # A model writes the conversation's title after its first answer: off until turned on.
    model_titles: bool = False
    # The model that writes titles and summaries of older turns: "" is the conversation's own;
    # otherwise a model of the conversation's provider, by its id.
    title_model: str = ""
    summary_model: str = ""

    def __post_init__(self) -> None:
        if self.context_overflow not in ("omit", "summarise", "ask"):
            raise ValueError("context_overflow must be one of omit, summarise, ask")
        if not isinstance(self.model_titles, bool):
            raise ValueError("model_titles must be true or false")
        if self.workspace is not None and not isinstance(self.workspace, Path):
            raise ValueError("workspace must be a path")
        if not isinstance(self.allow_commands, bool):
            raise ValueError("allow_commands must be true or false")
        if self.display_policy not in DISPLAY_POLICIES:
            raise ValueError(f"display_policy must be one of {', '.join(DISPLAY_POLICIES)}")
        if self.language is not None and (
            not isinstance(self.language, str) or not self.language.strip()
        ):
            raise ValueError("language must be a language code, or null for the system's")
        if self.theme not in THEMES:
            raise ValueError(f"theme must be one of {', '.join(THEMES)}")
        if not isinstance(self.fetch_allowed_hosts, tuple) or not all(
            isinstance(host, str) and host.strip() for host in self.fetch_allowed_hosts
        ):
            raise ValueError("fetch_allowed_hosts must be a list of host names or addresses")
        if not isinstance(self.command_env_allow, tuple) or not all(
            valid_variable_name(name) for name in self.command_env_allow
        ):
            raise ValueError("command_env_allow must be a list of environment variable names")
        if not isinstance(self.assistants, tuple) or not all(
            isinstance(assistant, Assistant) for assistant in self.assistants
        ):
            raise ValueError("assistants must be a list of assistants")
        if not isinstance(self.prompts, tuple) or not all(
            isinstance(prompt, Prompt) for prompt in self.prompts
        ):
            raise ValueError("prompts must be a list of prompts")
        if not isinstance(self.model_prices, tuple) or not all(
            isinstance(price, ModelPrice) for price in self.model_prices
        ):
            raise ValueError("model_prices must be a list of prices")
        if not isinstance(self.proxy, ProxyConfig):
            raise ValueError("proxy must be a proxy choice")
        if not isinstance(self.check_updates, bool) or not isinstance(self.releases_url, str):
            raise ValueError("check_updates must be true or false, releases_url an address")
        if not isinstance(self.keep_in_tray, bool) or not isinstance(self.tray_notice_shown, bool):
            raise ValueError("keep_in_tray and tray_notice_shown must be true or false")
        if not isinstance(self.quick_shortcut, str):
            raise ValueError("quick_shortcut must be a key sequence")
        if not isinstance(self.memory, MemoryChoice):
            raise ValueError("memory must be a memory choice")


def settings_document(
    providers: list[ProviderEntry],
    app: AppSettings,
    base_url: Callable[[ProviderEntry], str] = lambda entry: entry.base_url,
) -> dict[str, Any]:
    return {
        "version": FORMAT_VERSION,
        "providers": [
            {
                "id": e.id,
                "preset": e.preset,
                "label": e.label,
                "base_url": base_url(e),
                "model": e.model,
                "transport": e.transport,
                "show_reasoning": e.show_reasoning,
                "wire_choice": e.wire_choice,
            }
            for e in providers
        ],
        "app": {
            "workspace": str(app.workspace) if app.workspace is not None else None,
            "allow_commands": app.allow_commands,
            "display_policy": app.display_policy,
            "language": app.language,
            "theme": app.theme,
            "fetch_allowed_hosts": list(app.fetch_allowed_hosts),
            "command_env_allow": list(app.command_env_allow),
            "size_limits": dataclasses.asdict(app.size_limits),
            "time_limits": dataclasses.asdict(app.time_limits),
            "receipt_limits": dataclasses.asdict(app.receipt_limits),
            "mcp_servers": [server.to_json() for server in app.mcp_servers],
            "assistants": [assistant.to_json() for assistant in app.assistants],
            "prompts": [prompt.to_json() for prompt in app.prompts],
            "model_prices": [price.to_json() for price in app.model_prices],
            "proxy": app.proxy.to_json(),
            "check_updates": app.check_updates,
            "releases_url": app.releases_url,
            "keep_in_tray": app.keep_in_tray,
            "tray_notice_shown": app.tray_notice_shown,
            "quick_shortcut": app.quick_shortcut,
            "memory": app.memory.to_json(),
            "context_overflow": app.context_overflow,
            "model_titles": app.model_titles,
            "title_model": app.title_model,
            "summary_model": app.summary_model,
        },
    }


def check_address(base_url: str) -> None:
    """The base-URL rule at save (``BaseUrlError``, a ValueError); empty means the preset's."""
    if base_url:
        check_base_url(base_url)


def parse_settings(document: Any, path: Path) -> tuple[list[ProviderEntry], AppSettings, bool]:
    if not isinstance(document, dict):
        raise SettingsError(FileProblem.CORRUPT, path, "the top level is not an object")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SettingsError(FileProblem.CORRUPT, path, "no format version")
    if version > FORMAT_VERSION:
        raise SettingsError(FileProblem.NEWER_VERSION, path, f"format {version}")
    entries = document.get("providers", [])
    if not isinstance(entries, list):
        raise SettingsError(FileProblem.CORRUPT, path, "providers is not a list")
    providers: list[ProviderEntry] = []
    names = {f.name for f in dataclasses.fields(ProviderEntry)}
    for number, item in enumerate(entries, start=1):
        if not isinstance(item, dict):
            raise SettingsError(FileProblem.CORRUPT, path, f"provider {number} is not an object")
        try:
            # Unknown fields are dropped (and so never written back): a stray "api_key" too.
            entry = ProviderEntry(**{k: v for k, v in item.items() if k in names})
        except (TypeError, ValueError) as exc:
            raise SettingsError(FileProblem.CORRUPT, path, f"provider {number}: {exc}") from None
        if any(other.id == entry.id for other in providers):
            raise SettingsError(
                FileProblem.CORRUPT, path, f"two providers have the id {entry.id!r}"
            )
        providers.append(entry)
    values = document.get("app", {})
    if not isinstance(values, dict):
        raise SettingsError(FileProblem.CORRUPT, path, "app is not an object")
    # Formats 1 and 2 had one switch for listing and reading (format 1's covered fetching, and
    # was on unless switched off); it becomes those two tools' "Run without asking".
    legacy_read_only = (
        version < 3 and values.get("allow_read_only_without_asking", version < 2) is True
    )
    known = {f.name for f in dataclasses.fields(AppSettings)}
    values = {k: v for k, v in values.items() if k in known}
    hosts = values.get("fetch_allowed_hosts")
    if isinstance(hosts, list):
        values["fetch_allowed_hosts"] = tuple(hosts)
    workspace = values.get("workspace")
    if workspace is not None:
        if not isinstance(workspace, str) or not workspace:
            raise SettingsError(FileProblem.CORRUPT, path, "workspace is not a folder path")
        values["workspace"] = Path(workspace)
    if isinstance(values.get("command_env_allow"), list):
        values["command_env_allow"] = tuple(values["command_env_allow"])
    if "mcp_servers" in values:
        values["mcp_servers"] = _mcp_servers(values["mcp_servers"], path)
    if "assistants" in values:
        try:
            values["assistants"] = parse_assistants(values["assistants"])
        except ValueError as exc:
            raise SettingsError(FileProblem.CORRUPT, path, f"assistants: {exc}") from None
    if "prompts" in values:
        try:
            values["prompts"] = parse_prompts(values["prompts"])
        except ValueError as exc:
            raise SettingsError(FileProblem.CORRUPT, path, f"prompts: {exc}") from None
    if "model_prices" in values:
        values["model_prices"] = _model_prices(values["model_prices"], path)
    if "proxy" in values:
        try:
            values["proxy"] = ProxyConfig.from_json(values["proxy"])
        except (TypeError, ValueError) as exc:
            raise SettingsError(FileProblem.CORRUPT, path, f"proxy: {exc}") from None
    if "memory" in values:
        try:
            values["memory"] = MemoryChoice.from_json(values["memory"])
        except (TypeError, ValueError) as exc:
            raise SettingsError(FileProblem.CORRUPT, path, f"memory: {exc}") from None
    for name, kind in (
        ("size_limits", SizeLimits),
        ("time_limits", TimeLimits),
        ("receipt_limits", ReceiptLimits),
    ):
        if name in values:
            values[name] = _limits(kind, values[name], name, path)
    try:
        app = AppSettings(**values)
    except (TypeError, ValueError) as exc:
        raise SettingsError(FileProblem.CORRUPT, path, str(exc)) from None
    return providers, app, legacy_read_only


def _mcp_servers(value: Any, path: Path) -> tuple[McpServerConfig, ...]:
    if not isinstance(value, list) or not all(isinstance(item, dict) for item in value):
        raise SettingsError(FileProblem.CORRUPT, path, "mcp_servers is not a list of servers")
    try:
        return tuple(McpServerConfig.from_json(item) for item in value)
    except (KeyError, TypeError, ValueError) as exc:
        raise SettingsError(FileProblem.CORRUPT, path, f"mcp_servers: {exc}") from None


def _model_prices(value: Any, path: Path) -> tuple[ModelPrice, ...]:
    if not isinstance(value, list):
        raise SettingsError(FileProblem.CORRUPT, path, "model_prices is not a list")
    try:
        return tuple(ModelPrice.from_json(item) for item in value)
    except ValueError as exc:
        raise SettingsError(FileProblem.CORRUPT, path, f"model_prices: {exc}") from None


def _limits(kind: type, value: Any, name: str, path: Path) -> Any:
    """A limits object from its JSON; fields left out keep their defaults, unknown ones are
    dropped (and so never written back)."""
    if not isinstance(value, dict):
        raise SettingsError(FileProblem.CORRUPT, path, f"{name} is not an object")
    known = {f.name for f in dataclasses.fields(kind)}
    try:
        return kind(**{k: v for k, v in value.items() if k in known})
    except (TypeError, ValueError) as exc:
        raise SettingsError(FileProblem.CORRUPT, path, f"{name}: {exc}") from None
