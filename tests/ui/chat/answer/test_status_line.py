"""The line under a running answer: what the turn is doing or waiting for, in words."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from desktop_app.ui.chat.answer.status_line import StatusLine, Step


@pytest.mark.parametrize(
    ("phase", "sentence"),
    [
        ("connecting", "Connecting…"),
        ("waiting", "Waiting for the server…"),
        ("loading_model", "Loading the model…"),
        ("streaming", "Writing…"),
        ("a_phase_from_a_newer_core", "Writing…"),
    ],
)
def test_each_phase_of_the_agent_has_its_sentence(qapp, phase, sentence):
    assert StatusLine.for_phase(phase).sentence() == sentence


def test_a_rate_limited_retry_says_why_when_and_which_attempt(qapp):
    status = StatusLine.retry(2, 4, 2.004, "rate_limited")
    assert status.sentence() == "Rate limited, retrying in 2 s (attempt 2 of 4)"


def test_another_retryable_failure_says_when_and_which_attempt(qapp):
    assert StatusLine.retry(3, 4, 6.6, "overloaded").sentence() == (
        "Retrying in 7 s (attempt 3 of 4)"
    )


def test_a_short_backoff_is_never_said_as_zero_seconds(qapp):
    assert StatusLine.retry(2, 4, 0.2, "connection").sentence() == (
        "Retrying in 1 s (attempt 2 of 4)"
    )


def test_the_person_and_the_action_have_their_sentences(qapp):
    assert StatusLine(Step.APPROVAL).sentence() == "Waiting for your approval"
    assert StatusLine(Step.RUNNING).sentence() == "Running the action…"


def test_the_sentences_are_translated(qapp, language):
    language.apply("es")
    QApplication.processEvents()
    assert StatusLine(Step.LOADING_MODEL).sentence() == "Cargando el modelo…"
    assert StatusLine(Step.APPROVAL).sentence() == "Esperando tu aprobación"
    assert StatusLine.retry(2, 4, 2.0, "rate_limited").sentence() == (
        "Demasiadas solicitudes, reintentando en 2 s (intento 2 de 4)"
    )
    assert StatusLine.retry(2, 4, 2.0, "overloaded").sentence() == (
        "Reintentando en 2 s (intento 2 de 4)"
    )
