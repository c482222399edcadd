"""The Demo in French."""

from desktop_app.simulator.demo_text.base import DemoScripts, KnowledgeLines, look_around, poem
from desktop_app.simulator.scripts import Script

SCRIPTS = DemoScripts(
    poem=poem(
        "Un court poème sur une rivière : quatre vers, calmes, avec un peu de mouvement.",
        "Arroyo",
        (
            "Un fil d'eau cherche son chemin",
            "entre des pierres qui n'ont plus rien à dire ;",
            "il porte la lumière des collines à la mer",
            "et ne demande jamais où aller.",
        ),
    ),
    think=Script(
        reasoning=(
            "Comparer 9.11 et 9.9 comme des nombres décimaux, pas comme des versions. Les écrire "
            "avec le même nombre de décimales : 9.11 et 9.90. Les parties entières sont égales "
            "(9). Comparer les dixièmes : 1 dans 9.11, 9 dans 9.90. Neuf dixièmes valent plus "
            "qu'un dixième, donc 9.90 est plus grand. Vérification : 9.9 − 9.11 = 0.79, positif."
        ),
        answer=(
            "**9.9 est plus grand.**\n\n"
            "Avec deux décimales, ce sont 9.90 et 9.11 : les parties entières sont égales et "
            "9 dixièmes l'emportent sur 1 dixième. La différence est "
            "9.9\u00a0−\u00a09.11\u00a0=\u00a00.79.\n\n"
            "(Comme numéros de version, ce serait l'inverse : 9.11 vient après 9.9.)"
        ),
    ),
    look_around=look_around(
        "Pour répondre, je dois lister le dossier de travail. Arroyo demandera d'abord.",
        "Je regarde ton dossier de travail.",
    ),
    looked=Script(
        answer=(
            "Ton dossier de travail, tel que l'outil l'a renvoyé :\n\n{listing}\n\n"
            "L'outil s'est exécuté parce que tu l'as permis ; chaque outil demande avant d'agir, "
            "et Réglages › Outils indique ceux qui peuvent s'exécuter sans demander."
        ),
    ),
    declined=Script(
        answer=(
            "Tu as refusé, donc le dossier n'a pas été lu : rien ne s'exécute sans ton accord. "
            "Redemande quand tu veux le voir."
        ),
    ),
    welcome=Script(
        reasoning="La personne essaie Arroyo hors ligne. Je dois dire ce que c'est et quoi "
        "essayer.",
        answer=(
            "Bonjour ! Cette réponse vient du **simulateur local** d'Arroyo, pas d'un vrai "
            "modèle.\n\n"
            "Elle arrive par un vrai HTTP, dans le même format que le fournisseur choisi : tu "
            "peux donc tout essayer avant de saisir une clé :\n\n"
            "- le raisonnement, à part de la réponse,\n"
            "- Arrêter à tout moment,\n"
            "- des appels d'outils qui demandent toujours d'abord (demande ce que contient ton "
            "dossier de travail).\n"
        ),
    ),
    knowledge=KnowledgeLines(
        reasoning=(
            "La personne demande quelque chose que ses propres documents peuvent "
            "expliquer. D'abord chercher dans la base de connaissances."
        ),
        searching="Je cherche dans vos documents.",
        found=(
            "Voici ce qu'en disent vos documents :\n\n{passages}\n\nLa démo ne fait "
            "que citer les passages trouvés ; un vrai modèle répond à partir d'eux "
            "avec ses propres mots. Chaque numéro ouvre son passage."
        ),
        nothing=(
            "Aucun de vos documents ne semble en parler. Essayez d'autres mots, ou "
            "vérifiez que la base de connaissances est indexée."
        ),
        declined=(
            "Vous avez refusé : vos documents n'ont pas été consultés. Redemandez "
            "quand vous voulez."
        ),
    ),
    poem_words=("poème", "poeme"),
    folder_words=("dossier",),
)
