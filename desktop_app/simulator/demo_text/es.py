"""The Demo in Spanish."""

from desktop_app.simulator.demo_text.base import DemoScripts, KnowledgeLines, look_around, poem
from desktop_app.simulator.scripts import Script

SCRIPTS = DemoScripts(
    poem=poem(
        "Un poema breve sobre un río: cuatro versos, tranquilo, con movimiento.",
        "Arroyo",
        (
            "Un hilo de agua busca su camino,",
            "entre piedras que ya no dicen nada;",
            "lleva la luz del monte hasta el mar",
            "y nunca pregunta adónde ir.",
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
    look_around=look_around(
        "Para responder tengo que listar la carpeta de trabajo. Arroyo preguntará antes.",
        "Voy a mirar tu carpeta de trabajo.",
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
    knowledge=KnowledgeLines(
        reasoning=(
            "La persona pregunta algo que sus propios documentos pueden responder. "
            "Primero busco en la base de conocimiento."
        ),
        searching="Voy a buscar en tus documentos.",
        found=(
            "Esto dicen tus documentos:\n\n{passages}\n\nLa demo solo cita los pasajes "
            "que encontró; un modelo real responde a partir de ellos con sus "
            "propias palabras. Cada número abre su pasaje."
        ),
        nothing=(
            "Ninguno de tus documentos parece hablar de esto. Prueba con otras "
            "palabras o comprueba que la base de conocimiento esté indexada."
        ),
        declined=(
            "Lo rechazaste, así que no se buscó en tus documentos. Pregunta otra "
            "vez cuando quieras."
        ),
    ),
    poem_words=("poema",),
    folder_words=("carpeta",),
)
