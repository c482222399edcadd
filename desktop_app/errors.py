"""The root of every error Arroyo raises on purpose, and the kinds more than one layer names.

Every exception class of the app derives from ``ArroyoError`` and carries ``kind``, a member of
an enum, so the window and the terminal choose their words from the kind (never from the
message text, which may be a provider's own words).
"""

from __future__ import annotations

from enum import Enum, StrEnum


class ArroyoError(Exception):
    """An error the app raises on purpose; ``kind`` says which, as an enum member."""

    kind: Enum


class ErrorKind(StrEnum):
    """Why a provider could not be reached or refused a turn (``ProviderError.kind``)."""

    BAD_KEY = "bad_key"  # 401
    FORBIDDEN = "forbidden"  # 403
    UNKNOWN_MODEL = "unknown_model"  # 404
    BAD_REQUEST = "bad_request"  # other 4xx
    TOO_LARGE = "too_large"  # 413
    RATE_LIMITED = "rate_limited"  # 429
    OVERLOADED = "overloaded"  # 503, 529
    SERVER_ERROR = "server_error"  # other 5xx
    CONNECTION = "connection"
    CONNECT_TIMEOUT = "connect_timeout"  # no connection within the connect limit: a dead server
    TLS = "tls"
    TIMEOUT = "timeout"  # connected, but the response headers did not come in time
    WEB_PAGE = "web_page"  # a 200 with an HTML page: a login portal, a proxy, a wrong address
    NOT_STREAMED = "not_streamed"  # a 200 with one complete (JSON) reply, or unreadable encoding
    REDIRECTED = "redirected"  # sent to another address, which is not followed
    TOO_MANY_REDIRECTS = "too_many_redirects"
    BAD_URL = "bad_url"  # refused before any connection: see providers.base_url
    PROXY = "proxy"  # the proxy refused the request, asked for credentials, or is not there


class FileProblem(StrEnum):
    """Why a file the app keeps (the settings, the database) could not be used."""

    CORRUPT = "corrupt"
    NEWER_VERSION = "newer_version"
    UNAVAILABLE = "unavailable"


class NotReady(StrEnum):
    """Why no provider can take a turn yet (``ProviderNotReady.kind``)."""

    NO_PROVIDER = "no_provider"
    NO_KEY = "no_key"
    NO_MODEL = "no_model"  # values: the provider's name
    PROVIDER_REMOVED = "provider_removed"  # the conversation's provider is gone; values: its id
    KEY_BEING_READ = "keyring.reading"  # the keyring is still being asked: a send waits for it
    KEYRING_UNAVAILABLE = "keyring.unavailable"
    KEYRING_LOCKED = "keyring.locked"
    KEYRING_TIMEOUT = "keyring.timeout"
    KEYRING_FAILED = "keyring.failed"


class ParameterProblem(StrEnum):
    """A combination of parameters the model is known to refuse, found before sending
    (``providers.parameter_checks``); the way out is the conversation's parameters."""

    TEMPERATURE_RANGE = "parameters.temperature_range"  # values: highest allowed
    TOP_P_RANGE = "parameters.top_p_range"
    MAX_TOKENS_RANGE = "parameters.max_tokens_range"  # values: the model's output limit
    SAMPLING_ON_REASONING_MODEL = "parameters.sampling_on_reasoning_model"
    THINKING_BUDGET_RANGE = "parameters.thinking_budget_range"  # values: lowest, max_tokens
    LEVEL_AND_BUDGET = "parameters.level_and_budget"
    NO_REASONING = "parameters.no_reasoning"  # the model is known not to reason
    NO_THINKING_BUDGET = "parameters.no_thinking_budget"  # it thinks, takes no budget (Anthropic)


class BrokenRule(StrEnum):
    """Which rule of the code's own contracts an input or a move broke (``ContractError``)."""

    MALFORMED_EVENT = "malformed_event"  # an event's data is not the JSON its wire promises
    SSE_PROTOCOL = "sse_protocol"  # a stream that is not SSE within the limits
    SNAPSHOT_REWRITTEN = "snapshot_rewritten"  # a snapshot that does not extend the last one
    UNSUPPORTED_SCHEMA = "unsupported_schema"  # a tool schema the validator cannot check
    ILLEGAL_TRANSITION = "illegal_transition"  # a generation move its state does not allow
    LEDGER_MOVE = "ledger_move"  # an operation move its status does not allow
    POLICY = "policy"  # tool arguments well-formed but not allowed


class ContractError(ArroyoError):
    """A rule of the code's own contracts was broken; each subclass names which."""

    kind: BrokenRule
