"""The prompts that ship with Arroyo, written in each language the window speaks (natural
texts, not catalog strings): shown in the person's language, copied into their library only
when they edit one."""

from __future__ import annotations

from desktop_app.config.prompt_texts import ar, de, en, es, fr, ja, ko, pt_BR, ru, zh_CN
from desktop_app.config.prompts import Prompt, shipped_prompt_id

# Each language lists the same prompts, in this order, by these ids.
SHIPPED_IDS = ("summarise", "explain_code", "translate", "proofread", "commit_message")

_TEXTS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": en.PROMPTS,
    "es": es.PROMPTS,
    "de": de.PROMPTS,
    "fr": fr.PROMPTS,
    "pt_BR": pt_BR.PROMPTS,
    "zh_CN": zh_CN.PROMPTS,
    "ja": ja.PROMPTS,
    "ko": ko.PROMPTS,
    "ru": ru.PROMPTS,
    "ar": ar.PROMPTS,
}
LANGUAGES = tuple(_TEXTS)


def _language(code: str | None) -> str:
    """ "pt" or "pt_PT" read Brazilian Portuguese, "zh_TW" Chinese...; unknown: English."""
    if not code:
        return "en"
    if code in _TEXTS:
        return code
    base = code.replace("-", "_").split("_")[0]
    return next((known for known in _TEXTS if known.split("_")[0] == base), "en")


def shipped_prompts(language: str | None) -> tuple[Prompt, ...]:
    return tuple(
        Prompt(name=name, text=text, shipped=shipped_id, id=shipped_prompt_id(shipped_id))
        for shipped_id, (name, text) in zip(SHIPPED_IDS, _TEXTS[_language(language)], strict=True)
    )


def offered(library: tuple[Prompt, ...], language: str | None) -> tuple[Prompt, ...]:
    """What the ``/`` list offers: the person's prompts, then the shipped ones they have not
    made their own copy of, in their language."""
    edited = {prompt.shipped for prompt in library if prompt.shipped}
    names = {prompt.name for prompt in library}
    return library + tuple(
        prompt
        for prompt in shipped_prompts(language)
        if prompt.shipped not in edited and prompt.name not in names
    )
