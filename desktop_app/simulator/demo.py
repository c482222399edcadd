"""The offline Demo: the simulator playing a scripted conversation with reasoning and a tool
call, so a newcomer sees everything work before entering a key. It speaks the window's
language (English unless told another it knows)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import WELCOME, Script, ScriptedCall
from desktop_app.simulator.server import Simulator

DEMO_MODEL = "arroyo-sim-1"


@dataclass(frozen=True, slots=True)
class DemoScripts:
    look_around: Script  # the first answer: a tool call that asks first
    welcome: Script  # every later answer


_LOOK = ScriptedCall(name="list_directory", arguments={"path": "."}, call_id="demo_1")

LOOK_AROUND = Script(
    reasoning="To show how tools work, I will list the workspace folder. Arroyo will ask first.",
    answer="This is a demo. Let me look at your workspace folder.",
    tool_calls=(_LOOK,),
    finish="tool_calls",
)

WELCOME_ES = Script(
    reasoning="La persona prueba Arroyo sin conexión. Debo decir qué es esto y qué probar.",
    answer=(
        "¡Hola! Esta respuesta viene del **simulador local** de Arroyo, no de un modelo real.\n\n"
        "Llega por HTTP real, en el mismo formato que el proveedor que elegiste, así que "
        "puedes probarlo todo antes de introducir una clave:\n\n"
        "- el razonamiento, aparte de la respuesta,\n"
        "- Detener en cualquier momento,\n"
        "- llamadas a herramientas que siempre preguntan antes.\n"
    ),
)

LOOK_AROUND_ES = Script(
    reasoning=(
        "Para enseñar cómo funcionan las herramientas, listaré la carpeta de trabajo. Arroyo "
        "preguntará antes."
    ),
    answer="Esto es una demostración. Voy a mirar tu carpeta de trabajo.",
    tool_calls=(_LOOK,),
    finish="tool_calls",
)

SCRIPTS = {
    "en": DemoScripts(LOOK_AROUND, WELCOME),
    "es": DemoScripts(LOOK_AROUND_ES, WELCOME_ES),
}


@contextmanager
def demo_simulator(language: str = "en") -> Iterator[Simulator]:
    """The demo conversation: a tool call first, then the welcome answer (repeated after)."""
    scripts = SCRIPTS.get(language, SCRIPTS["en"])
    simulator = Simulator(default=Scenario(script=scripts.welcome, events_per_second=60))
    simulator.queue(
        DEMO_MODEL,
        Scenario(script=scripts.look_around, events_per_second=60),
        Scenario(script=scripts.welcome, events_per_second=60),
    )
    with simulator:
        yield simulator
