"""Os prompts incluídos, em português do Brasil."""

PROMPTS = (
    (
        "Resumir",
        "Resuma o texto a seguir em poucos parágrafos curtos, mantendo os fatos, nomes e "
        "números importantes:\n\n",
    ),
    (
        "Explicar código",
        "Explique passo a passo o que este código faz e aponte o que for surpreendente ou "
        "arriscado:\n\n```\n\n```",
    ),
    (
        "Traduzir",
        "Traduza o texto a seguir para {{idioma}}. Mantenha o sentido, o tom e a formatação; "
        "responda apenas com a tradução:\n\n",
    ),
    (
        "Revisar",
        "Revise o texto a seguir. Corrija ortografia, gramática e pontuação sem mudar o "
        "sentido nem o estilo e, depois, liste as alterações feitas:\n\n",
    ),
    (
        "Mensagem de commit",
        "Escreva uma mensagem de commit do git para esta mudança: uma linha de resumo com "
        "menos de 72 caracteres, uma linha em branco e depois o que mudou e por quê, em frases "
        "simples:\n\n",
    ),
)
