import sys

from desktop_app.cli.main import main

sys.exit(main())
