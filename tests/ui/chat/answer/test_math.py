"""Math in answers: the four delimiters drawn as images, pandoc's dollar rules, TeX as fallback."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPixmap, QTextDocument
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from desktop_app.generation.outcome import TurnOutcome, TurnStatus
from desktop_app.ui.chat.answer import math_images, math_render
from desktop_app.ui.chat.answer.answer_browser import AnswerBrowser
from desktop_app.ui.chat.answer.markdown import IncrementalMarkdown, render_markdown
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.theme import Theme, syntax
from desktop_app.ui.theme.tokens import COLOURS

pytestmark = pytest.mark.usefixtures("qapp")  # documents lay text out with the app's fonts

_IMAGE = re.compile(r'<img src="arroyo-math:([0-9a-f]+/[a-z_]+)"')


def images(html: str) -> list[str]:
    return _IMAGE.findall(html)


@pytest.mark.parametrize(
    "text, display",
    [
        ("Energy is $E = mc^2$ here.", False),
        ("Block:\n\n$$\n\\int_0^1 x^2\\,dx = \\frac{1}{3}\n$$\n", True),
        ("Inline $$\\sum_{i=1}^n i$$ display.", True),
        ("Also \\(\\alpha + \\beta\\) in brackets.", False),
        ("\\[\n\\sqrt{x^2 + y^2}\n\\]\n", True),
        ("In a line \\[x^2\\] too.", True),
    ],
)
def test_each_delimiter_becomes_one_image_with_its_tex_as_tooltip(text, display):
    html = render_markdown(text)
    keys = images(html)
    assert len(keys) == 1
    formula = math_render.formula(keys[0].partition("/")[0])
    assert formula is not None and formula.display is display
    assert f'title="{formula.source}"' in html.replace("&amp;", "&")
    assert formula.width > 0 and formula.height > 0
    assert b"<svg" in formula.svg


@pytest.mark.parametrize(
    "text",
    [
        "It costs $5 and $10 today.",
        "Between $ 3 $ and nothing.",  # spaces inside the dollars
        "From $20 to $30, and $x$1 too.",  # a digit after the closing dollar
        "Escaped \\$x\\$ dollars.",
    ],
)
def test_dollars_that_pandoc_reads_as_text_stay_text(text):
    html = render_markdown(text)
    assert not images(html)
    assert "$" in shown_text(html)


def shown_text(html: str) -> str:
    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText()


def test_math_inside_code_stays_code():
    text = "Use `$x$` literally:\n\n```\n$$y$$ and \\(z\\)\n```\n\n    $indented$\n"
    html = render_markdown(text)
    assert not images(html)
    shown = shown_text(html)
    assert "$x$" in shown and "$$y$$ and \\(z\\)" in shown and "$indented$" in shown


@pytest.mark.parametrize(
    "tex", ["\\frac{", "\\frac{a}", "x^", "\\left( x", "\\notacommand{x}", "\\sqrt"]
)
def test_malformed_tex_is_shown_as_its_source_in_code_style(tex):
    html = render_markdown(f"Bad ${tex}$ here.")
    assert not images(html)
    assert "<code" in html
    assert f"${tex}$" in shown_text(html)


def test_a_malformed_formula_in_a_finished_answer_opens_no_dialog(qtbot):
    view = MessageView()
    qtbot.addWidget(view)
    answer = "Here: $\\frac{a}$ and $$\\left( x$$ and \\(x^\\) and $5 and $10."
    view.finish(TurnOutcome(TurnStatus.COMPLETED), answer, "")
    shown = view.answer.toPlainText()
    assert "$\\frac{a}$" in shown and "$$\\left( x$$" in shown and "$5 and $10" in shown
    assert not [
        widget
        for widget in QApplication.topLevelWidgets()
        if isinstance(widget, (QDialog, QMessageBox)) and widget.isVisible()
    ]
    view.release()


def test_while_streaming_only_closed_math_is_drawn_and_each_formula_once():
    math_render.clear()
    text = "First $a^2 + b^2 = c^2$ then\n\n$$\n\\frac{1}{2}\n$$\n\nand \\(x_1\\) end."
    renderer = IncrementalMarkdown()
    before = math_render.renders()
    seen: list[int] = []
    for end in range(1, len(text) + 1):
        html = renderer.render(text[:end])
        count = len(images(html))
        seen.append(count)
        prefix = text[:end]
        closed = sum(("c^2$" in prefix, prefix.count("$$") == 2, "x_1\\)" in prefix))
        assert count <= closed, repr(prefix)
    assert seen[-1] == 3
    assert seen == sorted(seen)  # a formula once drawn stays drawn
    assert render_markdown(text) == renderer.html  # the final render: from the cache
    assert math_render.renders() - before == 3


def test_display_math_with_half_its_closing_dollars_stays_text():
    text = "Area: $$\\pi r^2$$ done."
    renderer = IncrementalMarkdown()
    half = text.index("$$ done") + 1
    assert not images(renderer.render(text[:half]))  # "…$$\pi r^2$": not yet closed
    assert "$$\\pi r^2$" in shown_text(renderer.html)
    (path,) = images(renderer.render(text[: half + 1]))
    formula = math_render.formula(path.partition("/")[0])
    assert formula is not None and formula.display
    assert renderer.render(text) == render_markdown(text)
    assert images(render_markdown("Costs $x$ and $y$")) and images(render_markdown("a $x$"))


def test_the_browser_draws_the_formula_from_its_svg(qtbot):
    browser = AnswerBrowser()
    qtbot.addWidget(browser)
    html = render_markdown("$\\int_0^1 x\\,dx$")
    (path,) = images(html)
    assert path.endswith(f"/{syntax.current().value}")
    browser.setHtml(html)
    resource = browser.document().resource(
        QTextDocument.ResourceType.ImageResource.value, QUrl(f"arroyo-math:{path}")
    )
    assert isinstance(resource, QPixmap) and not resource.isNull()
    resource = resource.toImage()
    formula = math_render.formula(path.partition("/")[0])
    assert formula is not None
    ratio = browser.devicePixelRatioF()
    assert resource.width() == pytest.approx(formula.width * ratio, abs=1)
    ink = QColor(syntax_text())
    pixels = [
        resource.pixelColor(x, y) for x in range(resource.width()) for y in range(resource.height())
    ]
    assert sum(colour.alpha() > 0 for colour in pixels) > 50  # glyphs drawn, not an empty box
    inked = [colour for colour in pixels if colour.alpha() == 255]
    assert inked
    assert all(  # in the theme's text colour
        max(abs(a - b) for a, b in zip(colour.getRgb()[:3], ink.getRgb()[:3])) <= 2
        for colour in inked
    )
    unknown = browser.document().resource(
        QTextDocument.ResourceType.ImageResource.value, QUrl("arroyo-math:0000")
    )
    assert unknown is None or (isinstance(unknown, (QImage, QPixmap)) and unknown.isNull())


def syntax_text() -> str:
    return COLOURS[syntax.current()].text


def test_copying_a_selection_gives_the_tex_of_its_formulas(qtbot):
    browser = AnswerBrowser()
    qtbot.addWidget(browser)
    browser.setHtml(render_markdown("Mass $E=mc^2$ and\n\n$$\n\\frac{a}{b}\n$$\n").rstrip())
    browser.selectAll()
    browser.copy()
    assert QGuiApplication.clipboard().text() == "Mass $E=mc^2$ and\n$$\\frac{a}{b}$$"


def test_a_theme_switch_draws_formulas_in_its_text_colour_without_laying_them_out_again():
    original = syntax.current()
    other = Theme.DARK if not original.is_dark else Theme.LIGHT
    (before,) = images(render_markdown("$x+1$"))
    renders = math_render.renders()
    syntax.use(other)
    try:
        (after,) = images(render_markdown("$x+1$"))
    finally:
        syntax.use(original)
    assert before.split("/")[0] == after.split("/")[0] and before != after
    assert math_render.renders() == renders  # the same SVG, another colour
    colours = []
    for path in (before, after):
        pixmap = math_images.image(path, 1.0)
        assert pixmap is not None
        drawn = pixmap.toImage()
        inked = [
            drawn.pixelColor(x, y).name()
            for x in range(drawn.width())
            for y in range(drawn.height())
            if drawn.pixelColor(x, y).alpha() == 255
        ]
        colours.append(max(set(inked), key=inked.count))
    assert colours == [COLOURS[original].text, COLOURS[other].text]


def test_the_renderer_starts_loading_when_a_message_is_sent_once(
    qtbot, qloop, harness, monkeypatch
):
    """Not at start (13 MB a session without math never needs): the first message sent starts
    it on a thread, and later ones do not start it again."""
    from tests.ui.window_harness import opened_windows, wait_until

    started = []
    monkeypatch.setattr(math_render, "_loader", None)
    monkeypatch.setattr(math_render, "import_in_background", lambda: started.append(1) or 1)
    with opened_windows(harness, qloop) as open_window:
        window = open_window()
        assert started == []
        for text in ("Hola", "¿Y $x^2$?"):
            window.composer.setPlainText(text)
            window.send()
            page = window.current_page
            qloop.run_until_complete(wait_until(lambda page=page: not page.busy))
        assert started == [1]
