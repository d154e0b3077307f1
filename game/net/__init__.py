"""Online play: the protocol, the authoritative server, its stores, and the client."""
