"""``arroyo ask`` bounds the receipts of file changes by the settings' ``receipt_limits``, as
the window does, not by the defaults; ``arroyo undo`` then says the receipt is gone."""

from __future__ import annotations

from desktop_app.config.settings import ProviderSettings
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.actions.receipts import Eviction, ReceiptLimits
from desktop_app.store.database import Database
from tests.cli.running import ask_simulator
from tests.cli.test_exchange import arroyo
from tests.net.helpers import queue

FIRST = "a" * 30
SECOND = "b" * 30


def writing(text: str) -> Script:
    call = ScriptedCall(name="write_file", arguments={"path": "notes.txt", "content": text})
    return Script(answer="Writing.", tool_calls=(call,), finish="tool_calls")


def test_ask_keeps_receipts_within_the_settings_limits(tmp_path, simulator):
    data = tmp_path / "data"
    data.mkdir()
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    # One write's bytes fit in 50; the second's earlier and written bytes (60) do not.
    ProviderSettings(data / "settings.json").update_app(receipt_limits=ReceiptLimits(50, 30))
    with Database(data / "arroyo.sqlite3") as database:
        GrantStore(database).grant("write_file", None)  # no terminal to answer: allowed
    model = queue(
        simulator,
        *(Scenario(script=s) for s in (writing(FIRST), writing(SECOND), Script(answer="Done."))),
    )

    result = ask_simulator(tmp_path, simulator, model, "write twice", "--workspace", str(workspace))

    assert result.returncode == 0, result.stdout + result.stderr
    assert (workspace / "notes.txt").read_text(encoding="utf-8") == SECOND
    with Database(data / "arroyo.sqlite3") as database:
        rows = database.fetch_all(
            "SELECT r.operation_key, r.evicted FROM receipts r"
            " JOIN operations o ON o.key = r.operation_key ORDER BY r.created_at, r.rowid"
        )
    assert len(rows) == 2
    first_key = rows[0][0]
    assert rows[0][1] == Eviction.SIZE  # the defaults (200 MB) would have kept it

    refused = arroyo(data, "undo", first_key)
    assert refused.returncode == 1
    assert "Undo no longer available" in refused.stderr
