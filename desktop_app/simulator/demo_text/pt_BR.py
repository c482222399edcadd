"""The Demo in Brazilian Portuguese."""

from desktop_app.simulator.demo_text.base import DemoScripts, KnowledgeLines, look_around, poem
from desktop_app.simulator.scripts import Script

SCRIPTS = DemoScripts(
    poem=poem(
        "Um poema curto sobre um rio: quatro versos, calmo, com algum movimento.",
        "Arroyo",
        (
            "Um fio de água procura seu caminho",
            "entre pedras que já não têm o que dizer;",
            "leva a luz do morro até o mar",
            "e nunca pergunta aonde deve ir.",
        ),
    ),
    think=Script(
        reasoning=(
            "Comparar 9.11 e 9.9 como números decimais, não como versões. Escrevo os dois com "
            "as mesmas casas decimais: 9.11 e 9.90. As partes inteiras são iguais (9). Comparo "
            "os décimos: 1 em 9.11, 9 em 9.90. Nove décimos são mais que um décimo, então 9.90 "
            "é maior. Conferindo: 9.9 − 9.11 = 0.79, positivo."
        ),
        answer=(
            "**9.9 é maior.**\n\n"
            "Com duas casas decimais são 9.90 e 9.11: as partes inteiras são iguais e 9 décimos "
            "ganham de 1 décimo. A diferença é 9.9\u00a0−\u00a09.11\u00a0=\u00a00.79.\n\n"
            "(Como números de versão seria o contrário: a 9.11 vem depois da 9.9.)"
        ),
    ),
    look_around=look_around(
        "Para responder, preciso listar a pasta de trabalho. O Arroyo vai perguntar antes.",
        "Vou olhar sua pasta de trabalho.",
    ),
    looked=Script(
        answer=(
            "Sua pasta de trabalho, do jeito que a ferramenta devolveu:\n\n{listing}\n\n"
            "A ferramenta rodou porque você permitiu; toda ferramenta pergunta antes de agir, e "
            "Configurações › Ferramentas diz quais podem rodar sem perguntar."
        ),
    ),
    declined=Script(
        answer=(
            "Você recusou, então a pasta não foi lida: nada roda sem a sua permissão. Pergunte "
            "de novo quando quiser vê-la."
        ),
    ),
    welcome=Script(
        reasoning="A pessoa está testando o Arroyo offline. Devo dizer o que é isto e o que "
        "experimentar.",
        answer=(
            "Olá! Esta resposta vem do **simulador local** do Arroyo, não de um modelo real.\n\n"
            "Ela chega por HTTP de verdade, no mesmo formato do provedor que você escolheu, "
            "então dá para testar tudo antes de informar uma chave:\n\n"
            "- o raciocínio, separado da resposta,\n"
            "- Parar a qualquer momento,\n"
            "- chamadas de ferramentas que sempre perguntam antes (pergunte o que tem na sua "
            "pasta de trabalho).\n"
        ),
    ),
    knowledge=KnowledgeLines(
        reasoning=(
            "A pessoa pergunta algo que os próprios documentos podem responder. "
            "Primeiro buscar na base de conhecimento."
        ),
        searching="Vou buscar nos seus documentos.",
        found=(
            "Isto é o que seus documentos dizem:\n\n{passages}\n\nA demonstração só "
            "cita os trechos encontrados; um modelo de verdade responde a partir "
            "deles com as próprias palavras. Cada número abre o seu trecho."
        ),
        nothing=(
            "Nenhum dos seus documentos parece falar disso. Tente outras palavras "
            "ou verifique se a base de conhecimento está indexada."
        ),
        declined=(
            "Você recusou, então seus documentos não foram consultados. Pergunte "
            "de novo quando quiser."
        ),
    ),
    poem_words=("poema",),
    folder_words=("pasta",),
)
