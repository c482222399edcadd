"""One conversation on screen: its page of messages, tool cards, versions, find,
following the answer, the welcome and the pane that holds them. Answers are drawn by ``answer``."""
