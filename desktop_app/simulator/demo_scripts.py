"""What the offline Demo says, in each language it speaks: one script per welcome suggestion
(a poem that streams, a question worth reasoning about, a folder a tool must ask to read),
the answers after the tool ran or was declined, and a welcome for anything else."""

from __future__ import annotations

from dataclasses import dataclass, replace

from desktop_app.simulator.scripts import WELCOME, Script, ScriptedCall

DEMO_MODEL = "arroyo-sim-1"

_LOOK = ScriptedCall(name="list_directory", arguments={"path": "."}, call_id="demo_1")


@dataclass(frozen=True, slots=True)
class DemoScripts:
    poem: Script
    think: Script
    look_around: Script  # a tool call: the window asks before it runs
    looked: Script  # after the listing ran: {listing} is what the tool returned
    declined: Script  # after the person said no
    welcome: Script  # anything else


ENGLISH = DemoScripts(
    poem=Script(
        reasoning="A short poem about a river: four lines, calm, with some movement.",
        answer=(
            "**Arroyo**\n\n"
            "A thread of water finds its way,\\\n"
            "past stones that have no more to say;\\\n"
            "it carries light from hill to sea,\\\n"
            "and never asks where it should be.\n"
        ),
    ),
    think=Script(
        reasoning=(
            "Compare 9.11 and 9.9 as decimal numbers, not as versions. Write both with the same "
            "number of decimal places: 9.11 and 9.90. The whole parts are equal (9). Compare the "
            "tenths: 1 in 9.11, 9 in 9.90. Nine tenths is more than one tenth, so 9.90 is larger. "
            "Check: 9.9 - 9.11 = 0.79, which is positive."
        ),
        answer=(
            "**9.9 is larger.**\n\n"
            "Written with two decimals they are 9.90 and 9.11: the whole parts are equal and "
            "9 tenths beat 1 tenth. The difference is 9.9\u00a0−\u00a09.11\u00a0=\u00a00.79.\n\n"
            "(As version numbers it would be the other way round: 9.11 comes after 9.9.)"
        ),
    ),
    look_around=Script(
        reasoning="To answer, I need to list the workspace folder. Arroyo will ask first.",
        answer="Let me look at your workspace folder.",
        tool_calls=(_LOOK,),
        finish="tool_calls",
    ),
    looked=Script(
        answer=(
            "Your workspace folder, as the tool returned it:\n\n{listing}\n\nThe tool ran "
            "because you allowed it; every tool asks before it acts, and Settings › Tools says "
            "which ones may run without asking."
        ),
    ),
    declined=Script(
        answer=(
            "You declined, so the folder was not read: nothing runs without your say. Ask "
            "again whenever you want to see it."
        ),
    ),
    welcome=replace(
        WELCOME,
        answer=WELCOME.answer.replace(
            "ask first.", "ask first (ask what is in your workspace folder)."
        ),
    ),
)

SPANISH = DemoScripts(
    poem=Script(
        reasoning="Un poema breve sobre un río: cuatro versos, tranquilo, con movimiento.",
        answer=(
            "**Arroyo**\n\n"
            "Un hilo de agua busca su camino,\\\n"
            "entre piedras que ya no dicen nada;\\\n"
            "lleva la luz del monte hasta el mar\\\n"
            "y nunca pregunta adónde ir.\n"
        ),
    ),
    think=Script(
        reasoning=(
            "Comparar 9,11 y 9,9 como números decimales, no como versiones. Escribo los dos con "
            "las mismas cifras decimales: 9,11 y 9,90. Las partes enteras son iguales (9). "
            "Comparo las décimas: 1 en 9,11, 9 en 9,90. Nueve décimas son más que una, así que "
            "9,90 es mayor. Compruebo: 9,9 − 9,11 = 0,79, positivo."
        ),
        answer=(
            "**9,9 es mayor.**\n\n"
            "Con dos decimales son 9,90 y 9,11: las partes enteras son iguales y 9 décimas "
            "ganan a 1 décima. La diferencia es 9,9\u00a0−\u00a09,11\u00a0=\u00a00,79.\n\n"
            "(Como números de versión sería al revés: la 9.11 va después de la 9.9.)"
        ),
    ),
    look_around=Script(
        reasoning="Para responder tengo que listar la carpeta de trabajo. Arroyo preguntará antes.",
        answer="Voy a mirar tu carpeta de trabajo.",
        tool_calls=(_LOOK,),
        finish="tool_calls",
    ),
    looked=Script(
        answer=(
            "Tu carpeta de trabajo, tal como la devolvió la herramienta:\n\n{listing}\n\n"
            "Se ejecutó porque lo permitiste; cada herramienta pregunta antes de actuar, y "
            "Ajustes › Herramientas dice cuáles pueden ejecutarse sin preguntar."
        ),
    ),
    declined=Script(
        answer=(
            "Lo rechazaste, así que la carpeta no se leyó: nada se ejecuta sin tu permiso. "
            "Pregunta otra vez cuando quieras verla."
        ),
    ),
    welcome=Script(
        reasoning="La persona prueba Arroyo sin conexión. Debo decir qué es esto y qué probar.",
        answer=(
            "¡Hola! Esta respuesta viene del **simulador local** de Arroyo, no de un modelo "
            "real.\n\n"
            "Llega por HTTP real, en el mismo formato que el proveedor que elegiste, así que "
            "puedes probarlo todo antes de introducir una clave:\n\n"
            "- el razonamiento, aparte de la respuesta,\n"
            "- Detener en cualquier momento,\n"
            "- llamadas a herramientas que siempre preguntan antes (pregunta qué hay en tu "
            "carpeta de trabajo).\n"
        ),
    ),
)

SCRIPTS = {"en": ENGLISH, "es": SPANISH}
