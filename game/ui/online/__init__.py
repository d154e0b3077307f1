"""Play online from the app: host, join, the lobby, *Your games*, and the table fed by a server."""
