"""HTTP: the two transports, error mapping, retries and the life of one streamed turn."""
