"""The saved proxy choice put in force: at once without its password, then with the keyring's."""

from __future__ import annotations

import asyncio
import base64

import pytest

from desktop_app.net.proxies import (
    PROXY_SECRET_ID,
    ProxyConfig,
    ProxyMode,
    apply_proxy,
    current_proxy,
)
from desktop_app.secrets import KeyringProblem, SecretsError
from desktop_app.session.network import apply_saved

CONFIG = ProxyConfig(mode=ProxyMode.MANUAL, host="proxy.corp", port=3128, username="ana")


@pytest.fixture(autouse=True)
def restored():
    before = current_proxy()
    yield
    apply_proxy(before)


def test_the_password_comes_from_the_keyring():
    asked = []

    async def read(name):
        asked.append(name)
        return "from-the-keyring"

    asyncio.run(apply_saved(CONFIG, read))
    route = current_proxy().route("https://api.openai.com")
    assert asked == [PROXY_SECRET_ID]
    assert route is not None and route.url == "http://proxy.corp:3128"
    expected = base64.b64encode(b"ana:from-the-keyring").decode()
    assert route.authorization == f"Basic {expected}"


def test_a_keyring_that_fails_leaves_the_proxy_without_credentials():
    async def read(name):
        raise SecretsError(KeyringProblem.LOCKED)

    asyncio.run(apply_saved(CONFIG, read))
    route = current_proxy().route("https://api.openai.com")
    assert route is not None and route.password == "" and route.username == "ana"


def test_no_user_name_means_no_keyring_question():
    async def read(name):
        raise AssertionError("the keyring was asked")

    asyncio.run(apply_saved(ProxyConfig(mode=ProxyMode.NONE), read))
    assert current_proxy().mode is ProxyMode.NONE
    assert current_proxy().route("https://api.openai.com") is None
