"""The one application stylesheet, made from the tokens; and the roles widgets mark text with.

Most colours reach widgets through the palette; the stylesheet holds only what a palette
cannot say: the person's bubble, muted text and the model's reasoning that follow a theme
switch (a colour copied into a widget's own palette would not), tooltips. Each rule names
colour roles, not colours, and says what its text is drawn on, so the tests can check every
pair it makes.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from PySide6.QtWidgets import QWidget

from desktop_app.ui.theme.contrast import BODY_TEXT, LARGE_TEXT
from desktop_app.ui.theme.tokens import RADII, SPACING, ColourRoles

TEXT_ROLE = "textRole"  # the dynamic property ``mark`` sets and the rules below select on


class TextRole(enum.Enum):
    MUTED = "muted"  # secondary text: status lines, footers
    REASONING = "reasoning"  # the model's reasoning: muted, italic, set apart from the answer


@dataclass(frozen=True, slots=True)
class Rule:
    selector: str
    colour: str  # a ColourRoles field: the text's colour
    background: str | None = None  # a ColourRoles field; None: the rule paints no background
    # Without a background of its own, what the text is drawn on (ColourRoles fields).
    shown_on: tuple[str, ...] = ()
    minimum: float = BODY_TEXT  # the contrast its text needs
    declarations: tuple[str, ...] = ()  # the rest, made from the size tokens
    edge: str | None = None  # a ColourRoles field: a bar down the left side, in that colour
    # A ColourRoles field: a rounded outline all round (a card), seen against its own
    # background inside and ``shown_on`` outside.
    frame: str | None = None

    @property
    def backgrounds(self) -> tuple[str, ...]:
        """What its text is drawn on."""
        return (self.background,) if self.background is not None else self.shown_on

    def render(self, colours: ColourRoles) -> str:
        lines = [f"color: {getattr(colours, self.colour)};"]
        if self.background is not None:
            lines.append(f"background-color: {getattr(colours, self.background)};")
        if self.edge is not None:
            lines.append(f"border-left: {SPACING.xs // 2}px solid {getattr(colours, self.edge)};")
        if self.frame is not None:
            lines.append(f"border: 1px solid {getattr(colours, self.frame)};")
        lines.extend(f"{declaration};" for declaration in self.declarations)
        body = "\n".join(f"    {line}" for line in lines)
        return f"{self.selector} {{\n{body}\n}}\n"


RULES: tuple[Rule, ...] = (
    Rule(
        "#userBubble",
        colour="text",
        background="user_bubble",
        declarations=(
            f"border-radius: {RADII.large}px",
            f"padding: {SPACING.s}px {SPACING.m}px",
        ),
    ),
    Rule(
        f'*[{TEXT_ROLE}="{TextRole.MUTED.value}"]',
        colour="text_muted",
        shown_on=("window", "surface", "surface_alt"),
    ),
    Rule(  # not the answer's surface: a reader tells at a glance what was thought and what said
        f'*[{TEXT_ROLE}="{TextRole.REASONING.value}"]',
        colour="text_muted",
        background="surface_alt",
        edge="border",
        declarations=("font-style: italic", f"padding-left: {SPACING.s}px"),
    ),
    Rule(  # the composer: the message box and its buttons in one rounded card
        "#composerCard",
        colour="text",
        background="surface",
        frame="border",
        shown_on=("window",),
        declarations=(f"border-radius: {RADII.large}px",),
    ),
    Rule(
        "QToolTip",
        colour="tooltip_text",
        background="tooltip",
        declarations=(
            "border: none",
            f"border-radius: {RADII.small}px",
            f"padding: {SPACING.xs}px {SPACING.s}px",
        ),
    ),
)


@dataclass(frozen=True, slots=True)
class ColourPair:
    selector: str
    foreground: str  # #rrggbb
    background: str
    minimum: float


def stylesheet(colours: ColourRoles) -> str:
    return "\n".join(rule.render(colours) for rule in RULES)


def colour_pairs(colours: ColourRoles) -> list[ColourPair]:
    """Every text colour of the stylesheet with every background it is drawn on."""
    pairs = [
        ColourPair(
            rule.selector,
            getattr(colours, rule.colour),
            getattr(colours, background),
            rule.minimum,
        )
        for rule in RULES
        for background in rule.backgrounds
    ]
    pairs.extend(  # an outline (not text): against what is inside it and around it
        ColourPair(
            rule.selector, getattr(colours, rule.frame), getattr(colours, ground), LARGE_TEXT
        )
        for rule in RULES
        if rule.frame is not None
        for ground in {*rule.backgrounds, *rule.shown_on}
    )
    return pairs


def mark(widget: QWidget, role: TextRole) -> None:
    """Gives ``widget``'s text a colour role of the stylesheet (it follows theme switches)."""
    widget.setProperty(TEXT_ROLE, role.value)
    style = widget.style()
    style.unpolish(widget)  # a property read by the stylesheet applies once re-polished
    style.polish(widget)
