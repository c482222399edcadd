"""The bundle's entry script: PyInstaller runs a file, not a package's console script."""

import sys

if sys.argv[1:2] == ["--arroyo-keeper"]:
    # The bundle has no Python of its own to run the keeper of a command or MCP server with
    # (desktop_app.agent.builtin.tethered): it runs it itself, before anything else loads.
    from desktop_app.agent.builtin.keeper import main as keeper

    sys.exit(keeper(sys.argv[2:]))

from desktop_app.cli.main import main

sys.exit(main())
