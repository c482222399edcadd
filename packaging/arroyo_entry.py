"""The bundle's entry script: PyInstaller runs a file, not a package's console script."""

import sys

from desktop_app.cli.main import main

sys.exit(main())
