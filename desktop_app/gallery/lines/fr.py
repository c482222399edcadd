"""The gallery in French."""

from desktop_app.gallery.lines.base import Lines, with_code

_ANSWER = r"""Voici un **tri fusion** en Python. Il est *stable* : les éléments égaux gardent leur
ordre.

{code}

| Algorithme | Moyenne | Pire cas | Stable |
|---|---|---|---|
| Tri fusion | $O(n \log n)$ | $O(n \log n)$ | oui |
| Tri rapide | $O(n \log n)$ | $O(n^2)$ | non |
| Tri par insertion | $O(n^2)$ | $O(n^2)$ | oui |

Son temps d'exécution découle de la récurrence

$$
T(n) = 2\,T\left(\frac{n}{2}\right) + O(n) \quad\Rightarrow\quad T(n) = O(n \log n)
$$

> Astuce : pour les listes courtes, `sorted()` de Python est plus rapide que tout tri écrit
> à la main.
"""

LINES = Lines(
    reasoning_prompt="Réfléchis bien : lequel est le plus grand, 9.11 ou 9.9 ?",
    reasoning=(
        "D'abord les parties entières : les deux valent 9. Puis les décimales : 0.11 contre "
        "0.9, soit 0.90. Avec le même nombre de chiffres, 90 centièmes font plus que 11 "
        "centièmes, donc 9.9 est le plus grand. Une erreur courante est de lire 11 comme plus "
        "grand que 9 parce qu'il a plus de chiffres"
    ),
    answer_prompt="Montre-moi un tri fusion en Python et compare-le aux autres tris.",
    answer_reasoning="Un tri stable en O(n log n) ; un tableau le compare aux autres.",
    answer=with_code(_ANSWER),
    tool_prompt="Enregistre ma liste de courses dans notes/todo.txt",
    tool_note="J'écris la liste dans notes/todo.txt. Arroyo te demande d'abord.",
    tool_content="Pain\nPommes\nCafé\n",
    truncated_prompt="Explique comment un tri fusion découpe une liste.",
    error_prompt="Résume la dernière réponse en une ligne.",
)
