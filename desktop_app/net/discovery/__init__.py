"""What servers offer: asking an endpoint for its models, the catalog that keeps the
answers, and model servers found running on this computer."""
