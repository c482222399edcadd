"""Files the person attaches: read, recognised, limited and prepared for sending."""
