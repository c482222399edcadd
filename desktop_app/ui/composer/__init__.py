"""Where a message is written: attachments, the model and its parameters, the
assistant a conversation starts with, and the names shown for providers."""
