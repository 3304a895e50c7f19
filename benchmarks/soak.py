"""The games soak: bot games of every game, every invariant checked after every decision.

    python -m benchmarks.soak --games 10000 --until 07:40 --progress /tmp/soak.json
    python -m benchmarks.soak --game roadside --game colony --bot random --games 500

Each game (the list in tests/hostilekit.py: each tile-and-zone setting, Roadside, Colony) is played
in chunks, one `zombie-table simulate ENTRY --bot BOT --games CHUNK --seed K --check --json` each,
in a child process with a time limit and an address-space limit. Chunk K plays the game's entry
K mod (its entries), so the games spread over every mission (objective, race) of the game; the
chunks of the (game, bot) pairs take turns, so a run stopped by `--until` covers every pair alike.

Per (game, bot) it counts: games tried; clean; broken invariants; tracebacks (an exception in the
engine or a bot); hangs (a tile game past the decision limit, or a chunk past its time limit);
memory (a chunk that ran out of its address space); lost (games of a chunk that gave no report);
Roadside's races ended by the turn limit are counted apart (`stalled`, a rule's ending). The
progress file is rewritten after each chunk; docs/soak.md has the figures of the last long run.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import resource
import signal
import subprocess
import sys
import threading
import time
from itertools import cycle
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO), str(REPO / "tests")]

from hostilekit import games  # noqa: E402  (the one list of games)

CHUNK = 50
SECONDS_PER_GAME = 20.0
"""A chunk still running after this long per game (plus a minute to start) is a hang."""
ADDRESS_SPACE = 2 * 1024**3
"""A chunk's address-space limit: a game that needs more counts as a memory failure."""
COUNTS = ("tried", "clean", "invariants", "tracebacks", "hangs", "memory", "lost", "stalled")


def command(entry: str, bot: str, games_: int, seed: int) -> list[str]:
    return [sys.executable, "-m", "zombie_table", "simulate", entry, "--bot", bot, "--games", str(games_),
            "--seed", str(seed), "--check", "--json", "--jobs", "1"]


def _limit() -> None:
    os.nice(19)
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))


def run_chunk(entry: str, bot: str, games_: int, seed: int) -> dict[str, Any]:
    """One chunk's counts, its child's peak RSS (MiB) and the messages of the games that broke."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    began = time.monotonic()
    child = subprocess.Popen(command(entry, bot, games_, seed), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             env=env, cwd=REPO, preexec_fn=_limit)
    streams: dict[str, bytes] = {}
    readers = [threading.Thread(target=lambda n=n, f=f: streams.__setitem__(n, f.read()))
               for n, f in (("out", child.stdout), ("err", child.stderr))]
    for reader in readers:
        reader.start()
    status, usage, timed_out = _wait(child.pid, began + 60 + SECONDS_PER_GAME * games_)
    for reader in readers:
        reader.join()
    child.returncode = status
    out, err, rss = streams.get("out", b""), streams.get("err", b""), usage.ru_maxrss / 1024
    counts = dict.fromkeys(COUNTS, 0)
    counts["tried"] = games_
    messages: list[str] = []
    try:
        report = json.loads(out)
    except ValueError:
        report = None
    if report is None:
        counts["lost"] = games_
        counts["hangs" if timed_out else "memory" if b"MemoryError" in err else "tracebacks"] += 1
        messages.append(f"{entry} --seed {seed}: no report; " + err.decode("utf-8", "replace")[-400:])
    else:
        broken = report.get("broken") or []
        for b in broken:
            message = b["message"]
            kind = "tracebacks" if _is_exception(message) else "invariants"
            counts[kind] += 1
            messages.append(f"{entry} --seed {seed} game {b['game']}: {message[:400]}")
        unfinished = sum(m.get("unfinished", 0) for m in report.get("missions", []))
        stalled = report.get("endings", {}).get("stalled", 0)
        counts["hangs"] += unfinished
        counts["stalled"] = stalled
        counts["clean"] = games_ - len(broken) - unfinished
    return {"counts": counts, "rss": rss, "seconds": time.monotonic() - began, "messages": messages}


def _wait(pid: int, deadline: float) -> tuple[int, Any, bool]:
    """The child's exit status and resource usage (its own peak RSS), killing it at `deadline`."""
    timed_out = False
    while True:
        done, status, usage = os.wait4(pid, 0 if timed_out else os.WNOHANG)
        if done:
            return status, usage, timed_out
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            timed_out = True
        else:
            time.sleep(0.2)


def _is_exception(message: str) -> bool:
    """A broken game's message names the exception (`KeyError: …`) unless an invariant broke."""
    head = message.split("; decision keys")[0]
    return any(f"{word}:" in head for word in ("Error", "Exception", "Exit", "Interrupt", "Warning"))


def soak(names: list[str], bots: list[str], games_: int, chunk: int, until: dt.datetime | None,
         progress: Path | None) -> dict[str, Any]:
    listed = games()
    pairs = [(name, bot) for name in names for bot in bots]
    table: dict[str, Any] = {f"{n}/{b}": {**dict.fromkeys(COUNTS, 0), "peak_rss_mib": 0.0, "seconds": 0.0,
                                          "chunks": 0, "failures": []} for n, b in pairs}
    began = time.monotonic()
    for k, (name, bot) in enumerate(cycle(pairs)):
        row = table[f"{name}/{bot}"]
        if all(table[f"{n}/{b}"]["tried"] >= games_ for n, b in pairs):
            break
        if until and dt.datetime.now(dt.timezone.utc) >= until:
            break
        if row["tried"] >= games_:
            continue
        entries = listed[name]
        seed = row["chunks"]
        result = run_chunk(entries[seed % len(entries)], bot, min(chunk, games_ - row["tried"]), seed)
        for key, value in result["counts"].items():
            row[key] += value
        row["peak_rss_mib"] = max(row["peak_rss_mib"], round(result["rss"], 1))
        row["seconds"] = round(row["seconds"] + result["seconds"], 1)
        row["chunks"] += 1
        row["failures"] = (row["failures"] + result["messages"])[:20]
        if progress:
            report = {"updated": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
                      "elapsed_s": round(time.monotonic() - began), "games_per_pair": games_, "table": table}
            progress.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.soak", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=sorted(games()), help="a game (repeatable; default every game)")
    parser.add_argument("--bot", action="append", choices=("random", "greedy"), help="a bot (repeatable; default both)")
    parser.add_argument("--games", type=int, default=10_000, help="games per game and bot (default 10000)")
    parser.add_argument("--chunk", type=int, default=CHUNK, help=f"games per child process (default {CHUNK})")
    parser.add_argument("--until", help="stop starting chunks at this UTC time (HH:MM, today)")
    parser.add_argument("--progress", type=Path, help="rewrite this JSON file after each chunk")
    args = parser.parse_args(argv)
    until = None
    if args.until:
        hour, minute = map(int, args.until.split(":"))
        until = dt.datetime.now(dt.timezone.utc).replace(hour=hour, minute=minute, second=0, microsecond=0)
    table = soak(args.game or sorted(games()), args.bot or ["random", "greedy"], args.games, args.chunk, until,
                 args.progress)
    sys.stdout.write(json.dumps(table, indent=1) + "\n")
    bad = ("invariants", "tracebacks", "hangs", "memory", "lost")
    return 1 if any(row[k] for row in table.values() for k in bad) else 0


if __name__ == "__main__":
    raise SystemExit(main())
