"""An S3-compatible bucket as storage (AWS, MinIO, Garage, R2...), path-style addresses, each
request signed with AWS Signature Version 4 here (hmac and hashlib: no SDK)."""

from __future__ import annotations

import datetime
import hashlib
import hmac
import xml.etree.ElementTree as ET
from collections.abc import Awaitable
from urllib.parse import quote, urlsplit

import httpx

from desktop_app.net.clients import http_client
from desktop_app.sync import storage
from desktop_app.sync.errors import SyncError, SyncProblem
from desktop_app.sync.storage import Wire, check_name, with_retries, written_before

_NS = "{http://s3.amazonaws.com/doc/2006-03-01/}"


def _hmac(key: bytes, text: str) -> bytes:
    return hmac.new(key, text.encode("utf-8"), hashlib.sha256).digest()


def sign(
    method: str,
    url: str,
    headers: dict[str, str],
    body: bytes,
    *,
    access_key: str,
    secret_key: str,
    region: str,
    now: datetime.datetime,
) -> dict[str, str]:
    """``headers`` with the SigV4 ``Authorization`` and the headers it covers added."""
    parts = urlsplit(url)
    stamp, day = now.strftime("%Y%m%dT%H%M%SZ"), now.strftime("%Y%m%d")
    payload = hashlib.sha256(body).hexdigest()
    signed = {k.lower(): v.strip() for k, v in headers.items()}
    signed.update({"host": parts.netloc, "x-amz-date": stamp, "x-amz-content-sha256": payload})
    query = "&".join(
        f"{quote(k, safe='-_.~')}={quote(v, safe='-_.~')}"
        for k, v in sorted(
            tuple(item.split("=", 1)) if "=" in item else (item, "")
            for item in parts.query.split("&")
            if item
        )
    )
    names = ";".join(sorted(signed))
    canonical = "\n".join(
        [
            method,
            parts.path or "/",
            query,
            "".join(f"{k}:{signed[k]}\n" for k in sorted(signed)),
            names,
            payload,
        ]
    )
    scope = f"{day}/{region}/s3/aws4_request"
    to_sign = "\n".join(
        ["AWS4-HMAC-SHA256", stamp, scope, hashlib.sha256(canonical.encode()).hexdigest()]
    )
    key = _hmac(
        _hmac(_hmac(_hmac(f"AWS4{secret_key}".encode(), day), region), "s3"), "aws4_request"
    )
    signature = hmac.new(key, to_sign.encode(), hashlib.sha256).hexdigest()
    signed["authorization"] = (
        f"AWS4-HMAC-SHA256 Credential={access_key}/{scope}, SignedHeaders={names}, "
        f"Signature={signature}"
    )
    signed.pop("host")
    return signed


class S3Storage:
    def __init__(
        self,
        endpoint: str,
        bucket: str,
        access_key: str,
        secret_key: str,
        region: str = "us-east-1",
        client: httpx.AsyncClient | None = None,
    ) -> None:
        self.base = f"{endpoint.rstrip('/')}/{quote(bucket)}"
        self.wire = Wire()
        self._keys = (access_key, secret_key, region)
        self._client = client or http_client(timeout=storage.REQUEST_TIMEOUT)

    async def _request(
        self,
        method: str,
        name: str,
        query: str = "",
        body: bytes = b"",
        about: str = "",  # what a failure names, if not ``name`` (a listing: its prefix)
        **headers: str,
    ) -> httpx.Response:
        url = f"{self.base}/{quote(name)}" + (f"?{query}" if query else "")
        access, secret, region = self._keys

        def send() -> Awaitable[httpx.Response]:  # signed at each try: its date is checked
            signed = sign(
                method,
                url,
                {k.replace("_", "-"): v for k, v in headers.items()},
                body,
                access_key=access,
                secret_key=secret,
                region=region,
                now=datetime.datetime.now(datetime.UTC),
            )
            return self._client.request(method, url, content=body, headers=signed)

        response = await with_retries(send, about or name)
        self.wire.received += len(response.content)
        return response

    async def list(self, prefix: str) -> list[str]:
        names: list[str] = []
        token = ""
        while True:
            query = f"list-type=2&prefix={quote(prefix, safe='')}"
            if token:
                query += f"&continuation-token={quote(token, safe='')}"
            response = await self._request("GET", "", query, about=prefix or "/")
            if response.status_code != 200:
                raise SyncError(SyncProblem.STORAGE, prefix, f"HTTP {response.status_code}")
            tree = ET.fromstring(response.content)
            names += [key.text or "" for key in tree.iter(f"{_NS}Key")]
            token = tree.findtext(f"{_NS}NextContinuationToken") or ""
            if not token:
                return sorted(names)

    async def get(self, name: str) -> bytes | None:
        response = await self._request("GET", check_name(name))
        if response.status_code == 404:
            return None
        if response.status_code != 200:
            raise SyncError(SyncProblem.STORAGE, name, f"HTTP {response.status_code}")
        return response.content

    async def put_if_absent(self, name: str, data: bytes) -> bool:
        response = await self._request("PUT", check_name(name), "", data, if_none_match="*")
        if response.status_code in (409, 412):
            return await written_before(self, name, data)
        if response.status_code != 200:
            raise SyncError(SyncProblem.STORAGE, name, f"HTTP {response.status_code}")
        self.wire.sent += len(data)
        return True

    async def delete(self, name: str) -> None:
        response = await self._request("DELETE", check_name(name))
        if response.status_code not in (200, 204, 404):
            raise SyncError(SyncProblem.STORAGE, name, f"HTTP {response.status_code}")

    async def aclose(self) -> None:
        await self._client.aclose()
