"""Les invites fournies, en français."""

PROMPTS = (
    (
        "Résumer",
        "Résume ce qui suit en quelques paragraphes courts, en gardant les faits, les noms et "
        "les chiffres essentiels :\n\n",
    ),
    (
        "Expliquer du code",
        "Explique pas à pas ce que fait ce code et signale ce qui est surprenant ou "
        "risqué :\n\n```\n\n```",
    ),
    (
        "Traduire",
        "Traduis ce qui suit en {{langue}}. Garde le sens, le ton et la mise en forme ; "
        "réponds uniquement avec la traduction :\n\n",
    ),
    (
        "Relire",
        "Relis le texte suivant. Corrige l'orthographe, la grammaire et la ponctuation sans "
        "changer son sens ni son style, puis liste les corrections apportées :\n\n",
    ),
    (
        "Message de commit",
        "Écris un message de commit git pour ce changement : une ligne de résumé de moins de "
        "72 caractères, une ligne vide, puis ce qui a changé et pourquoi, en phrases "
        "simples :\n\n",
    ),
)
