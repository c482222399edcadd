"""The Activity as CSV and JSON: every field quoted, formulas defused, read back exactly."""

from __future__ import annotations

import csv
import io
import json

from desktop_app.exchange.activity_export import COLUMNS, cell, record, write_csv, write_json
from desktop_app.store.actions.activity import Activity, Result
from desktop_app.store.actions.ledger import Approval, Operation, OperationStatus


def _entry(result: str, arguments: str = '{"path":"=HYPERLINK(\\"x\\")"}') -> Activity:
    operation = Operation(
        key="k" * 64,
        conversation_id="conv",
        generation_id="gen",
        tool_call_id="call",
        tool="write_file",
        arguments=arguments,
        status=OperationStatus.SUCCEEDED,
        result=result,
        is_error=False,
        fingerprint=None,
        created_at=1_700_000_000.0,
        updated_at=1_700_000_001.5,
        approval=Approval.CONVERSATION,
    )
    intent = '{"code": "write_file", "values": [["path", "a, \\"b\\".txt"], ["size", 3]]}'
    return Activity(operation, 'Notes, "quoted"\nand a line', intent, undone=True)


def test_csv_quotes_every_field_and_defuses_formulas():
    out = io.StringIO()
    hostile = ["=1+1", "+SUM(A1)", "-2", "@cmd", "\tx", 'plain, with "quotes"\nand lines']
    write_csv((record(_entry(text)) for text in hostile), out)

    text = out.getvalue()
    assert text.splitlines()[0] == ",".join(f'"{name}"' for name in COLUMNS)
    rows = list(csv.DictReader(io.StringIO(text, newline="")))
    assert [row["result"] for row in rows] == [
        "'=1+1",
        "'+SUM(A1)",
        "'-2",
        "'@cmd",
        "'\tx",
        'plain, with "quotes"\nand lines',
    ]
    first = rows[0]
    assert first["said"] == 'Write a, "b".txt (3 bytes)'
    assert first["outcome"] == Result.UNDONE.value
    assert first["reason"] == "allowed for this conversation"
    assert first["duration_seconds"] == "1.500"
    assert first["conversation_title"] == 'Notes, "quoted"\nand a line'
    assert first["action"].startswith("write_file(")  # its argument starts with "=", the cell not


def test_cell_leaves_ordinary_text_and_numbers_alone():
    assert cell("notes.txt") == "notes.txt"
    assert cell(None) == ""
    assert cell(2.0) == "2.000"
    assert cell("=A1") == "'=A1"


def test_json_keeps_the_values_as_they_are():
    out = io.StringIO()
    write_json([record(_entry("=1+1"))], out)
    (read,) = json.loads(out.getvalue())
    assert read["result"] == "=1+1"  # JSON is not a spreadsheet: nothing to defuse
    assert read["arguments"] == {"path": '=HYPERLINK("x")'}
    assert read["outcome"] == "undone"
