"""Global shortcuts: a key chord that reaches Arroyo whichever window has the focus.

No Qt here: each platform's mechanism (X11's XGrabKey, Windows' RegisterHotKey, macOS's Carbon
RegisterEventHotKey) calls back on a thread of its own, and the window posts that to its
thread (``desktop_app.ui.quick.shortcut``). Wayland has none an application may use alone.
"""
