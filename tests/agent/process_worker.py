"""A process of its own that becomes a subreaper, as the window and ``arroyo ask`` do, and runs
one command that leaves processes behind. Kept out of the test process: a subreaper adopts every
orphan below it, which would change pytest for the rest of the run.

Run as: python -m tests.agent.process_worker MODE WORKSPACE, with MODE one of
end | timeout | cancel | quit. Prints one JSON line: the outcome and what it saw of its own
children. The command writes the pid of each process it leaves behind to WORKSPACE/pids.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

from desktop_app.agent.builtin import RunCommand, process_tree
from desktop_app.agent.tools import ToolContext

TAG = "ARROYO_TEST_TAG"  # set by the test on this worker, so it finds everything it caused
LEFT_BEHIND = 4
SCRIPT = """
nohup sh -c 'echo $$ >> pids; exec sleep 1000' >/dev/null 2>&1 &
setsid sh -c 'echo $$ >> pids; exec sleep 1000' &
(sh -c 'echo $$ >> pids; exec sleep 1000' &) &
"$PYTHON" -c '
import os
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        with open("pids", "a") as file:
            file.write(f"{os.getpid()}\\n")
        os.closerange(0, 3)
        os.execvp("sleep", ["sleep", "1000"])
'
"""
WAIT_FOR_GO = "n=0; while [ ! -e go ] && [ $n -lt 2000 ]; do sleep 0.01; n=$((n+1)); done\n"
ENDINGS = {
    "end": WAIT_FOR_GO + "echo done\n",
    "timeout": WAIT_FOR_GO + "exec sleep 1000\n",
    "cancel": WAIT_FOR_GO + "exec sleep 1000\n",
    "quit": WAIT_FOR_GO + "exec sleep 1000\n",
}


def orphan(argv: list[str]) -> int:
    """A double fork of this worker's own: the grandchild is reparented to us, the subreaper,
    as a browser opened from a link in the window would be. Returns the grandchild's pid."""
    read, write = os.pipe()
    child = os.fork()
    if child == 0:
        grandchild = os.fork()
        if grandchild == 0:
            os.execvp(argv[0], argv)
        os.write(write, str(grandchild).encode())
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as pipe:
        grandchild = int(pipe.read())
    os.waitpid(child, 0)
    return grandchild


def alive(pid: int) -> bool:
    info = process_tree.read_process(pid)
    return info is not None and not info.zombie


async def main(mode: str, workspace: Path) -> dict:
    subreaper = process_tree.become_subreaper()
    quick = orphan(["true"])  # exits at once: a zombie of ours until someone reaps it
    direct = subprocess.Popen(["sleep", "1000"])  # a child of our own, not the command's
    os.environ["PYTHON"] = sys.executable
    context = ToolContext(
        workspace=workspace,
        allow_commands=True,
        command_timeout=3 if mode == "timeout" else 60,
        command_env_allow=(TAG, "PYTHON"),
    )
    task = asyncio.create_task(
        RunCommand().run({"argv": ["sh", "-c", SCRIPT + ENDINGS[mode]]}, context)
    )
    pids = workspace / "pids"
    for _ in range(1000):  # everything left behind has started
        if pids.is_file() and len(pids.read_text().split()) >= LEFT_BEHIND:
            break
        await asyncio.sleep(0.01)
    adopted = orphan(["sleep", "1000"])  # reparented to us while the command runs
    adopted_info = process_tree.read_process(adopted)
    report: dict = {
        "subreaper": subreaper,
        "worker": os.getpid(),
        "adopted": adopted_info is not None and adopted_info.parent == os.getpid(),
    }
    if mode == "end":
        (workspace / "go").touch()
    elif mode == "cancel":
        task.cancel()
    elif mode == "quit":
        process_tree.end_all()  # the window closed: the task is never resumed
    if mode != "quit":
        try:
            outcome = await task
            report["outcome"] = {"output": outcome.output, "is_error": outcome.is_error}
        except asyncio.CancelledError:
            report["outcome"] = "cancelled"
        report["quick_orphan_reaped"] = process_tree.read_process(quick) is None
    me = os.getpid()
    report["bystanders_alive"] = alive(direct.pid) and alive(adopted)
    report["zombie_children"] = [
        info.pid
        for info in process_tree.processes().values()
        if info.parent == me and info.zombie and info.pid not in (direct.pid, adopted, quick)
    ]
    direct.kill()
    direct.wait()
    os.kill(adopted, 9)
    if mode == "quit":  # leave at once, the command's task still pending, as the window does
        print(json.dumps(report), flush=True)
        os._exit(0)
    return report


if __name__ == "__main__":
    print(json.dumps(asyncio.run(main(sys.argv[1], Path(sys.argv[2])))), flush=True)
