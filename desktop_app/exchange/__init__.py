"""Taking conversations out of Arroyo and bringing them in: Markdown and JSON exports, and
imports of Arroyo's JSON and of a ChatGPT data export. Qt-free: the window and the ``arroyo``
command share it."""
