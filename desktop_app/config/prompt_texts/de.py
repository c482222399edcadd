"""Die mitgelieferten Prompts auf Deutsch."""

PROMPTS = (
    (
        "Zusammenfassen",
        "Fasse Folgendes in wenigen kurzen Absätzen zusammen und behalte dabei die wichtigen "
        "Fakten, Namen und Zahlen bei:\n\n",
    ),
    (
        "Code erklären",
        "Erkläre Schritt für Schritt, was dieser Code tut, und weise auf Überraschendes oder "
        "Riskantes hin:\n\n```\n\n```",
    ),
    (
        "Übersetzen",
        "Übersetze Folgendes ins {{Sprache}}. Behalte Bedeutung, Ton und Formatierung bei und "
        "antworte nur mit der Übersetzung:\n\n",
    ),
    (
        "Korrekturlesen",
        "Lies den folgenden Text Korrektur. Berichtige Rechtschreibung, Grammatik und "
        "Zeichensetzung, ohne Sinn oder Stil zu ändern, und liste danach deine Änderungen "
        "auf:\n\n",
    ),
    (
        "Commit-Nachricht",
        "Schreibe eine Git-Commit-Nachricht für diese Änderung: eine Zusammenfassung unter 72 "
        "Zeichen, eine Leerzeile, dann in einfachen Sätzen, was sich geändert hat und "
        "warum:\n\n",
    ),
)
