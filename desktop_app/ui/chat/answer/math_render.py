"""TeX formulas to SVG, in pure Python, once each.

Answers write math as TeX (``$…$``, ``$$…$$``, ``\\(…\\)``, ``\\[…\\]``). It is drawn by ziamath:
latex2mathml parses the TeX into MathML and ziamath lays it out with the STIX Two Math font it
ships, into SVG paths that QtSvg draws (``math_images``). Nothing is executed and nothing is
loaded from the network or the system (no LaTeX installation); the whole renderer is about 3 MB
of Python and one font, against some 40 MB for matplotlib's mathtext with NumPy. Its cost is
measured by ``benchmarks.paint`` (a few to tens of milliseconds a formula), so every formula is
rendered once and kept: a streamed answer renders its text again every frame, and a theme
switch or the answer's end renders it again whole. The SVG is drawn in black and takes the
theme's text colour only when it becomes an image (``math_images``), so a theme switch costs
no layout.

A formula that cannot be drawn faithfully (a parse error, an unknown command, a missing
argument, a warning from the renderer, or more TeX than a formula should hold) is not drawn: the
answer shows its TeX source as text, never an error.
"""

from __future__ import annotations

import gc
import hashlib
import re
import threading
import warnings
from collections import OrderedDict
from dataclasses import dataclass
from types import ModuleType
from xml.etree import ElementTree

MATH_SCHEME = "arroyo-math"  # images of formulas: arroyo-math:<key>
_LONGEST_TEX = 4_000  # characters: beyond that it is not a formula but a runaway
_KEPT = 512  # formulas kept, rendered or refused
_MATHML = "{http://www.w3.org/1998/Math/MathML}"
# Elements and the number of children each needs: latex2mathml accepts \frac{a} with one.
_ARITY = {"mfrac": 2, "msup": 2, "msub": 2, "msubsup": 3, "mroot": 2, "munder": 2, "mover": 2}
_ARITY["munderover"] = 3
_UNKNOWN_COMMAND = re.compile(r">\s*\\[A-Za-z]")  # latex2mathml keeps \unknown as text


@dataclass(frozen=True, slots=True)
class Formula:
    """A rendered formula: its SVG and its size in logical pixels."""

    tex: str
    display: bool
    key: str  # names its image: f"{MATH_SCHEME}:{key}/{theme}"
    svg: bytes
    width: float
    height: float

    @property
    def source(self) -> str:
        """The TeX with delimiters, as it is copied."""
        return f"$${self.tex}$$" if self.display else f"${self.tex}$"


_by_request: OrderedDict[tuple[str, bool, int], Formula | None] = OrderedDict()
_by_key: dict[str, Formula] = {}
_renders = 0  # how many times the renderer ran (the tests check the cache)


INK = "black"  # the colour of the SVG: math_images puts the theme's in its place


def render(tex: str, display: bool, size_px: int) -> Formula | None:
    """The formula laid out at a font of ``size_px``, or None when it cannot be."""
    request = (tex.strip(), display, size_px)
    if request in _by_request:
        _by_request.move_to_end(request)
        return _by_request[request]
    formula = _render(*request)
    _by_request[request] = formula
    if formula is not None:
        _by_key[formula.key] = formula
    while len(_by_request) > _KEPT:
        _, dropped = _by_request.popitem(last=False)
        if dropped is not None:
            _by_key.pop(dropped.key, None)
    return formula


def formula(key: str) -> Formula | None:
    """A rendered formula by its image's key."""
    return _by_key.get(key)


def renders() -> int:
    return _renders


def clear() -> None:
    _by_request.clear()
    _by_key.clear()


def _render(tex: str, display: bool, size_px: int) -> Formula | None:
    global _renders
    if not tex or len(tex) > _LONGEST_TEX:
        return None
    ziamath = _ziamath()
    _renders += 1
    try:
        # The renderer's warnings (a glyph it lacks, say) mean it drew something else: refused.
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            svg = _svg(ziamath, tex, display, size_px)
    except Exception:
        return None
    if svg is None:
        return None
    root = ElementTree.fromstring(svg)
    width, height = float(root.get("width", "0")), float(root.get("height", "0"))
    if width <= 0 or height <= 0:
        return None
    digest = hashlib.sha256(repr((tex, display, size_px)).encode()).hexdigest()[:24]
    return Formula(tex, display, digest, svg.encode(), width, height)


_loader: threading.Thread | None = None


def load_soon() -> None:
    """Starts loading the renderer off the window's thread, once: called when a message is
    sent, so the answer's first formula finds it loaded. Not at start: it is some 13 MB a
    session without math never needs. A formula in a stored answer opened before any message
    was sent loads it then (about 0.2 s, once)."""
    global _loader
    if _loader is None:
        _loader = import_in_background()


def import_in_background() -> threading.Thread:
    """Imports the renderer on a thread of its own (about a second of Python), so the first
    formula of a session does not stall the window for it. The window stays responsive while
    it runs: the import gives the interpreter up like any Python code."""
    thread = threading.Thread(target=_import_quietly, name="math renderer import", daemon=True)
    thread.start()
    return thread


def _import_quietly() -> None:
    # No warnings.catch_warnings here: it changes the process's filters, unsafe off the main
    # thread. A failure only means the first formula imports it instead (and reports nothing).
    try:
        import latex2mathml.converter  # noqa: F401
        import ziamath  # noqa: F401
    except Exception:
        return
    # Loaded as the first answer streams: its modules join what start-up froze out of Python's
    # full collections (``launch.warm_up``), which would otherwise walk them mid-stream.
    gc.freeze()


def _ziamath() -> ModuleType:
    """ziamath, imported on the first formula (about a second), not at start."""
    with warnings.catch_warnings():
        # It finds its font with importlib.resources.path, deprecated but working on 3.11+.
        warnings.filterwarnings("ignore", "path is deprecated", DeprecationWarning)
        import ziamath
    ziamath.config.svg2 = False  # xlink:href, which QtSvg (SVG Tiny 1.2) reads
    return ziamath


def _svg(ziamath: ModuleType, tex: str, display: bool, size_px: int) -> str | None:
    from latex2mathml.converter import convert

    mathml = convert(tex, display="block" if display else "inline")
    if _UNKNOWN_COMMAND.search(mathml) or not _complete(ElementTree.fromstring(mathml)):
        return None
    return str(ziamath.Latex(tex, size=size_px, color=INK, inline=not display).svg())


def _complete(element: ElementTree.Element) -> bool:
    """Whether every fraction, script and root has all its parts."""
    for node in element.iter():
        needed = _ARITY.get(node.tag.removeprefix(_MATHML))
        if needed is not None and len(node) != needed:
            return False
    return True
