"""``arroyo ask --attach``: files sent from the terminal, as a real process against the
simulator; a model known to read no images is told so before anything is sent."""

from __future__ import annotations

import base64

from PySide6.QtGui import QImage

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from tests.attachments.files import pdf, png
from tests.cli.asking.test_ask_providers import ask, requests_for
from tests.net.helpers import queue
from tests.providers.sdk_types import assert_conforms

ANSWER = Scenario(script=Script(answer="Veo un informe."))


def test_files_are_attached_from_the_terminal(tmp_path, simulator):
    model = queue(simulator, ANSWER)
    (tmp_path / "informe.pdf").write_bytes(pdf("Ventas de marzo"))
    (tmp_path / "main.py").write_text("print('hola')\n", encoding="utf-8")
    (tmp_path / "grande.png").write_bytes(png(3200, 1600))
    result = ask(
        tmp_path,
        "¿Qué ves?",
        "--provider",
        "openai-compatible",
        "--wire",
        "openai-responses",
        "--base-url",
        simulator.url + "/v1",
        "--model",
        model,
        *("--attach", str(tmp_path / "informe.pdf"), "--pdf", "native"),
        *("--attach", str(tmp_path / "main.py")),
        *("--attach", str(tmp_path / "grande.png")),
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Veo un informe." in result.stdout
    [sent] = requests_for(simulator, model)
    assert_conforms("openai-responses", sent.body)
    document, code, image, words = sent.body["input"][0]["content"]
    assert document["filename"] == "informe.pdf"
    assert base64.b64decode(document["file_data"].split(",", 1)[1]) == pdf("Ventas de marzo")
    assert code == {"type": "input_text", "text": "main.py:\n```\nprint('hola')\n\n```"}
    assert words == {"type": "input_text", "text": "¿Qué ves?"}
    # The image was scaled down to what every wire takes, keeping its shape.
    header, encoded = image["image_url"].split(",", 1)
    assert header == "data:image/jpeg;base64"
    scaled = QImage.fromData(base64.b64decode(encoded))
    assert (scaled.width(), scaled.height()) == (1568, 784)


def test_a_model_without_vision_is_told_before_anything_is_sent(tmp_path, simulator):
    (tmp_path / "foto.png").write_bytes(png())
    result = ask(
        tmp_path,
        "¿Qué ves?",
        "--provider",
        "openai-compatible",
        "--base-url",
        simulator.url + "/v1",
        "--model",
        "gpt-3.5-turbo",
        "--attach",
        str(tmp_path / "foto.png"),
    )
    assert result.returncode == 2
    assert "gpt-3.5-turbo does not read images, so foto.png was not sent" in result.stdout
    assert requests_for(simulator, "gpt-3.5-turbo") == []
    assert not (tmp_path / "data" / "arroyo.sqlite3").exists()  # nothing stored either


def test_a_file_that_cannot_be_read_is_named(tmp_path):
    result = ask(tmp_path, "hola", "--provider", "demo", "--attach", str(tmp_path / "nada.txt"))
    assert result.returncode == 2
    assert "nada.txt cannot be read" in result.stdout
