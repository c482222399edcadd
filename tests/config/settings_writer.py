"""A process that writes the settings file as told, one command per line on stdin.

Run as: python -m tests.config.settings_writer SETTINGS_JSON
Commands: ``app NAME JSON`` (update_app), ``add ID`` (an Ollama entry with that id),
``label ID TEXT``, ``remove ID``, ``burst PREFIX COUNT`` (COUNT entries, one save each),
``show`` (prints the settings as this process sees them). Each answers one line.
"""

from __future__ import annotations

import json
import sys

from desktop_app.config.settings import ProviderSettings


def main(path: str) -> None:
    settings = ProviderSettings(path)
    print("ready", flush=True)
    for line in sys.stdin:
        command, _, rest = line.strip().partition(" ")
        if command == "app":
            name, value = rest.split(" ", 1)
            settings.update_app(**{name: json.loads(value)})
        elif command == "add":
            settings.add_preset("ollama", id=rest, label=rest)
        elif command == "label":
            entry_id, label = rest.split(" ", 1)
            settings.update(entry_id, label=label)
        elif command == "remove":
            settings.remove(rest)
        elif command == "burst":
            prefix, count = rest.split()
            for number in range(int(count)):
                settings.add_preset("ollama", id=f"{prefix}-{number}", label=prefix)
        elif command == "show":
            print(json.dumps(settings.to_json()), flush=True)
            continue
        print("ok", flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
