"""Which knowledge bases a project or a conversation searches."""
