import pytest

from tests.mcp.oauth.servers import Settings, World


@pytest.fixture
def world_with():
    """``world_with(**settings)``: a fresh authorization server and MCP server, closed after."""
    worlds: list[World] = []

    def start(**settings) -> World:
        world = World(Settings(**settings))
        worlds.append(world)
        return world

    yield start
    for world in worlds:
        world.close()
