"""Quick ask from anywhere: the small ask box, the tray icon and the global shortcut."""
