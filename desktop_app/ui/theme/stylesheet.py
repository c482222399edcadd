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
from desktop_app.ui.theme.tokens import RADII, SPACING, TYPE_SCALE, ColourRoles

TEXT_ROLE = "textRole"  # the dynamic property ``mark`` sets and the rules below select on
TEXT_SIZE = "textSize"  # the dynamic property ``size`` sets
SETTINGS_PAGES = "settingsPages"  # the list of the settings' pages, down the window's left


class TextRole(enum.Enum):
    MUTED = "muted"  # secondary text: status lines, footers
    REASONING = "reasoning"  # the model's reasoning: muted, italic, set apart from the answer


class TextSize(enum.Enum):
    """Headings larger than the body, by the type scale's factors, bold."""

    SUBTITLE = "subtitle"  # a conversation's title over it
    TITLE = "title"  # a welcome's heading

    @property
    def factor(self) -> float:
        return float(getattr(TYPE_SCALE, self.value))


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
    edge_width: int = SPACING.xs // 2
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
            lines.append(f"border-left: {self.edge_width}px solid {getattr(colours, self.edge)};")
        if self.frame is not None:
            lines.append(f"border: 1px solid {getattr(colours, self.frame)};")
        lines.extend(f"{declaration};" for declaration in self.declarations)
        body = "\n".join(f"    {line}" for line in lines)
        return f"{self.selector} {{\n{body}\n}}\n"


def _px(size: int, scale: float) -> int:
    """A size token at the zoom's scale, never below one pixel."""
    return max(1, round(size * scale))


def rules(scale: float = 1.0) -> tuple[Rule, ...]:
    """The rules with their measures at ``scale`` (the zoom: paddings grow with the text)."""

    def px(size: int) -> int:
        return _px(size, scale)

    return (
        Rule(
            "#userBubble",
            colour="text",
            background="user_bubble",
            declarations=(
                f"border-radius: {px(RADII.large)}px",
                f"padding: {px(SPACING.s)}px {px(SPACING.m)}px",
            ),
        ),
        Rule(
            f'*[{TEXT_ROLE}="{TextRole.MUTED.value}"]',
            colour="text_muted",
            shown_on=("window", "surface", "surface_alt"),
        ),
        # Not the answer's surface: a reader tells at a glance what was thought and what said.
        Rule(
            f'*[{TEXT_ROLE}="{TextRole.REASONING.value}"]',
            colour="text_muted",
            background="surface_alt",
            edge="border",
            edge_width=px(SPACING.xs // 2),
            declarations=("font-style: italic", f"padding-left: {px(SPACING.s)}px"),
        ),
        Rule(  # the composer: the message box and its buttons in one rounded card
            "#composerCard",
            colour="text",
            background="surface",
            frame="border",
            shown_on=("window",),
            declarations=(f"border-radius: {px(RADII.large)}px",),
        ),
        Rule(  # the settings' pages: places on the window, not a field of data
            f"QListWidget#{SETTINGS_PAGES}",
            colour="text",
            shown_on=("window",),
            declarations=("background: transparent", "border: none"),
        ),
        Rule(
            f"QListWidget#{SETTINGS_PAGES}::item",
            colour="text",
            shown_on=("window",),
            declarations=(
                f"padding: {px(SPACING.xs + 1)}px {px(SPACING.s)}px",
                f"border-radius: {px(RADII.medium)}px",
            ),
        ),
        Rule(
            f"QListWidget#{SETTINGS_PAGES}::item:selected",
            colour="on_accent",
            background="accent",
        ),
        Rule(
            "QToolTip",
            colour="tooltip_text",
            background="tooltip",
            declarations=(
                "border: none",
                f"border-radius: {px(RADII.small)}px",
                f"padding: {px(SPACING.xs)}px {px(SPACING.s)}px",
            ),
        ),
    )


RULES = rules()


@dataclass(frozen=True, slots=True)
class ColourPair:
    selector: str
    foreground: str  # #rrggbb
    background: str
    minimum: float


def size_rules(body_size: float) -> str:
    """The headings' sizes from the body's (points). In the stylesheet, not set on the widgets:
    restyling the window at a zoom puts back the fonts widgets were polished with, so a size
    set by code would stay behind."""
    return "".join(
        f'*[{TEXT_SIZE}="{size.value}"] {{\n'
        f"    font-size: {body_size * size.factor:.2f}pt;\n    font-weight: bold;\n}}\n"
        for size in TextSize
    )


def scroll_bar_rules(colours: ColourRoles, scale: float = 1.0) -> str:
    """Flat scroll bars: a rounded handle in the outline colour (3:1 against what it lies on),
    darker under the pointer, on no track and with no arrow buttons, as in most apps today.
    Also cheaper: the Fusion style drew the conversation's bar with gradients in 0.44 ms, this
    in 0.012 ms, and it is drawn again whenever its handle moves while an answer streams in."""
    thick, inset, shortest = _px(SPACING.m, scale), _px(SPACING.xs - 1, scale), _px(32, scale)
    handle = (
        f"background: {colours.border}; border-radius: {max(1, (thick - 2 * inset) // 2)}px; "
        f"margin: {inset}px;"
    )
    return (
        f"QScrollBar:vertical {{ background: transparent; width: {thick}px; border: none; }}\n"
        f"QScrollBar:horizontal {{ background: transparent; height: {thick}px; border: none; }}\n"
        f"QScrollBar::handle:vertical {{ {handle} min-height: {shortest}px; }}\n"
        f"QScrollBar::handle:horizontal {{ {handle} min-width: {shortest}px; }}\n"
        "QScrollBar::handle:hover, QScrollBar::handle:pressed "
        f"{{ background: {colours.text_muted}; }}\n"
        "QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; border: none; }\n"
        "QScrollBar::add-page, QScrollBar::sub-page { background: none; }\n"
    )


def stylesheet(colours: ColourRoles, scale: float = 1.0, body_size: float | None = None) -> str:
    """The application stylesheet in ``colours``, its measures at ``scale`` (the zoom); with
    ``body_size`` (the application font's points), the headings' sizes too."""
    sheet = "\n".join(rule.render(colours) for rule in rules(scale))
    sheet += "\n" + scroll_bar_rules(colours, scale)
    return sheet if body_size is None else f"{sheet}\n{size_rules(body_size)}"


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
    _repolish(widget)


def size(widget: QWidget, text_size: TextSize) -> None:
    """Gives ``widget``'s text a heading's size of the stylesheet (it follows the zoom)."""
    widget.setProperty(TEXT_SIZE, text_size.value)
    _repolish(widget)


def _repolish(widget: QWidget) -> None:
    style = widget.style()
    style.unpolish(widget)  # a property read by the stylesheet applies once re-polished
    style.polish(widget)
