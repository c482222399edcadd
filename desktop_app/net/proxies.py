"""Which proxy carries a request to a provider: the environment's, read one way for both stacks.

httpx reads ``HTTPS_PROXY`` and friends itself only for the connections it makes; a client
built on another stack would bypass the proxy without a word. Both transports ask here instead.
"""

from __future__ import annotations

import urllib.request
from urllib.parse import urlsplit


def proxy_for(url: str) -> str | None:
    """The proxy URL for ``url`` (``http_proxy``, ``https_proxy``, ``all_proxy``, minus
    ``no_proxy``), or ``None`` to connect directly."""
    parts = urlsplit(url)
    if urllib.request.proxy_bypass(parts.hostname or ""):
        return None
    proxies = urllib.request.getproxies()
    proxy = proxies.get(parts.scheme) or proxies.get("all")
    if not proxy:
        return None
    return proxy if "://" in proxy else f"http://{proxy}"
