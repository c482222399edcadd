"""Las indicaciones incluidas, en español."""

PROMPTS = (
    (
        "Resumir",
        "Resume lo siguiente en unos pocos párrafos breves, conservando los datos, nombres y "
        "cifras importantes:\n\n",
    ),
    (
        "Explicar código",
        "Explica paso a paso qué hace este código y señala lo que resulte sorprendente o "
        "arriesgado:\n\n```\n\n```",
    ),
    (
        "Traducir",
        "Traduce lo siguiente al {{idioma}}. Conserva el sentido, el tono y el formato; "
        "responde solo con la traducción:\n\n",
    ),
    (
        "Corregir",
        "Corrige el siguiente texto: ortografía, gramática y puntuación, sin cambiar su "
        "sentido ni su estilo. Después enumera los cambios que hiciste:\n\n",
    ),
    (
        "Mensaje de commit",
        "Escribe un mensaje de commit de git para este cambio: una línea de resumen de menos "
        "de 72 caracteres, una línea en blanco y luego qué cambió y por qué, en frases "
        "sencillas:\n\n",
    ),
)
