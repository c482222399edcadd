import sys


def test_pinned_pyside_does_not_leak_references_to_none(qapp):
    """PySide6 6.12.0 loses a reference to None on every void C++ call under Python 3.11 and
    the process eventually aborts; the pinned version must not."""
    from PySide6.QtCore import QObject

    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(1000):
        probe.setObjectName("probe")
    assert abs(sys.getrefcount(None) - before) < 50
