"""What a conversation sends of itself, as the chat shows it: markers, the summary, the
question past the window, the meter, Clear context and branches."""
