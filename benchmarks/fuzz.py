"""Content fuzzing: seeded mutants of the shipped YAML go through what the commands do with a file.

    python -m benchmarks.fuzz                      2,000 mutants of every game's files (the long run)
    python -m benchmarks.fuzz --game roadside --mutants 500 --seed 7
    python -m benchmarks.fuzz --json               the figures as JSON, no progress bar

Every registered game is fuzzed (`games/registry.py`): its shipped content files are the ones whose
`kind` it registers (`Registered.content_files`), and each mutant of one (keys deleted, values of
the wrong type, duplicate lines, truncation, bad ids, huge numbers, anchors and alias bombs, tags,
binary junk…) is written into a content folder over its shipped original and judged by the game's
own judge (`Registered.judged`, `games/mutants.py`) as the commands judge it: loaded (`Library`),
listed (`missions`), validated (`validate`), drawn (`show`), and, when the cross-checks let it
through, set up and played by the random bot (`play`, `simulate`). Every mutant must end as one of
the accepted outcomes; a traceback, a hang (past the per-mutant time) or running out of memory
(the worker runs under RLIMIT_AS) is a failure, reported with the game, seed and mutant number that
rebuild it (`mutant(game, seed, n)`).

tests/test_content_fuzz.py runs a short version in CI; docs/soak.md has the long run's figures.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import multiprocessing
import os
import random
import re
import resource
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import yaml

from zombie_table.games.mutants import OUTCOMES as OK_OUTCOMES

REPO = Path(__file__).resolve().parents[1]


@cache
def sources(game: str) -> tuple[Path, ...]:
    """The shipped content files of a registered game: what its mutants are made from."""
    from zombie_table.games import registry

    return tuple(sorted(registry.game(game).content_files()))


def game_ids() -> list[str]:
    from zombie_table.games import registry

    return [g.id for g in registry.games()]

PER_MUTANT_SECONDS = 20.0
"""A mutant still being judged after this long counts as a hang."""

MEMORY_HEADROOM = 768 * 1024 * 1024
"""The worker may grow its address space by this much over what it had after loading the library."""

FAILURES = ("traceback", "hang", "out of memory", "worker died")


# ---------------------------------------------------------------- mutants
HUGE = ["2", "3", "12", "50", "-1", "0", "-7", "1000000", "10" * 29, str(2**63), "1e309", ".nan", "-.inf", "99999999999999999999999999"]
BAD_IDS = ["99V", "2R:zz9", "ghoul_x", "''", "null", "[]", "{}", "zz", "7R@45", "0A", "frontier-m999", "x" * 300]
TAGS = ["!!python/object/new:os.system", "!!python/object/apply:os.system", "!!python/name:os.system", "!custom",
        "!!binary", "!!set", "!!omap", "!!timestamp", "!!float", "!!str", "!!map", "!!seq"]
WRONG = [[], {}, "", None, True, 3.5, -1, 10**57, "walker", [1, 2, 3], {"a": 1}, "2R:s", [[None]]]
_ID = re.compile(r"\b[0-9]+[RV](?::[A-Za-z0-9_]+)?\b|\b[a-z]+_[a-z_]+\b|\bfrontier(?:-m[0-9]+)?\b")
_NUMBER = re.compile(r"(?<![\w.])-?[0-9]+(?![\w.])")


def _laughs(levels: int) -> str:
    lines = ['bomb0: &b0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    lines += [f"bomb{i}: &b{i} [" + ", ".join([f"*b{i - 1}"] * 9) + "]" for i in range(1, levels + 1)]
    return "\n".join(lines) + "\n"


def _lines(text: str) -> list[str]:
    return text.splitlines(keepends=True) or [""]


def m_truncate(rng: random.Random, text: str) -> tuple[str, str]:
    at = rng.randrange(len(text) + 1)
    return text[:at], f"truncated at {at}"


def m_delete_line(rng: random.Random, text: str) -> tuple[str, str]:
    lines = _lines(text)
    i = rng.randrange(len(lines))
    return "".join(lines[:i] + lines[i + 1:]), f"line {i + 1} deleted"


def m_duplicate_line(rng: random.Random, text: str) -> tuple[str, str]:
    lines = _lines(text)
    i = rng.randrange(len(lines))
    return "".join(lines[: i + 1] + [lines[i]] + lines[i + 1:]), f"line {i + 1} duplicated"


def m_swap_lines(rng: random.Random, text: str) -> tuple[str, str]:
    lines = _lines(text)
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return "".join(lines), f"lines {i + 1} and {j + 1} swapped"


def m_junk(rng: random.Random, text: str) -> tuple[bytes, str]:
    raw = text.encode("utf-8")
    at = rng.randrange(len(raw) + 1)
    junk = bytes(rng.choice([0, 1, 7, 0x1B, 0x7F, 0x80, 0xC3, 0xFE, 0xFF, rng.randrange(256)]) for _ in range(rng.randint(1, 8)))
    return raw[:at] + junk + raw[at:], f"{len(junk)} junk bytes at {at}"


def m_number(rng: random.Random, text: str) -> tuple[str, str]:
    found = list(_NUMBER.finditer(text))
    if not found:
        return m_truncate(rng, text)
    m = rng.choice(found)
    new = rng.choice(HUGE)
    return text[: m.start()] + new + text[m.end():], f"number {m.group()} at {m.start()} -> {new[:20]}"


def m_bad_id(rng: random.Random, text: str) -> tuple[str, str]:
    found = list(_ID.finditer(text))
    if not found:
        return m_truncate(rng, text)
    m = rng.choice(found)
    new = rng.choice(BAD_IDS)
    return text[: m.start()] + new + text[m.end():], f"id {m.group()} at {m.start()} -> {new[:20]}"


def m_anchor(rng: random.Random, text: str) -> tuple[str, str]:
    choice = rng.randrange(4)
    if choice == 0:
        levels = rng.randint(3, 10)
        return text + _laughs(levels), f"billion laughs, {levels} levels"
    if choice == 1:
        return text + "loop: &loop [*loop]\n", "recursive alias"
    if choice == 2:
        return text + "ref: *nowhere\n", "undefined alias"
    lines = _lines(text)  # an anchor on one value and an alias to it in another place
    keyed = [i for i, line in enumerate(lines) if re.match(r"^\s*[A-Za-z_]+:\s+\S", line)]
    if len(keyed) < 2:
        return text + "x: &a 1\ny: *a\n", "anchor and alias"
    i, j = rng.sample(keyed, 2)
    lines[i] = re.sub(r":\s+", ": &fz ", lines[i], count=1)
    lines[j] = re.sub(r":\s+.*", ": *fz", lines[j], count=1)
    return "".join(lines), f"anchor on line {i + 1}, alias on line {j + 1}"


def m_tag(rng: random.Random, text: str) -> tuple[str, str]:
    lines = _lines(text)
    keyed = [i for i, line in enumerate(lines) if re.match(r"^\s*-?\s*[A-Za-z_]+:\s*\S", line)]
    if not keyed:
        return m_truncate(rng, text)
    i, tag = rng.choice(keyed), rng.choice(TAGS)
    lines[i] = re.sub(r":\s*", f": {tag} ", lines[i], count=1)
    return "".join(lines), f"tag {tag} on line {i + 1}"


def _paths(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path] if path else []
    if isinstance(data, dict):
        for k, v in data.items():
            out += _paths(v, path + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out += _paths(v, path + (i,))
    return out


def _tree(rng: random.Random, text: str, how: str) -> tuple[str, str]:
    data = yaml.safe_load(text)
    paths = _paths(data)
    if not paths:
        return m_truncate(rng, text)
    path = rng.choice(paths)
    parent = data
    for part in path[:-1]:
        parent = parent[part]
    last = path[-1]
    where = ".".join(map(str, path))
    if how == "delete":
        del parent[last]
        what = f"deleted {where}"
    elif how == "huge":
        ints = [p for p in paths if isinstance(_get(data, p), int) and not isinstance(_get(data, p), bool)]
        if ints:
            path = rng.choice(ints)
            parent, last, where = _get(data, path[:-1]), path[-1], ".".join(map(str, path))
        value = rng.choice([10**57, -(10**9), 0, -1, 1000000, 2**31])
        parent[last] = value
        what = f"{where} = {value}"
    else:
        value = rng.choice(WRONG)
        parent[last] = value
        what = f"{where} = {value!r}"[:120]
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=1000), what


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        data = data[part]
    return data


def m_tree_delete(rng: random.Random, text: str) -> tuple[str, str]:
    return _tree(rng, text, "delete")


def m_tree_wrong_type(rng: random.Random, text: str) -> tuple[str, str]:
    return _tree(rng, text, "wrong")


def m_tree_huge(rng: random.Random, text: str) -> tuple[str, str]:
    return _tree(rng, text, "huge")


MUTATORS = [m_truncate, m_delete_line, m_duplicate_line, m_swap_lines, m_junk, m_number, m_bad_id, m_anchor, m_tag,
            m_tree_delete, m_tree_wrong_type, m_tree_wrong_type, m_tree_huge, m_tree_huge]
TEXT_MUTATORS = [m for m in MUTATORS if not m.__name__.startswith("m_tree")]


@dataclass
class Mutant:
    game: str
    number: int
    source: Path
    data: bytes
    description: str


def mutant(game: str, seed: int, number: int) -> Mutant:
    """Mutant `number` of `game`'s run with `seed`: the same bytes every time."""
    rng = random.Random(f"{game}:{seed}:{number}")
    source = rng.choice(sources(game))
    content: str | bytes = source.read_text(encoding="utf-8")
    steps = []
    for step in range(rng.choice([1, 1, 1, 2, 3])):
        if isinstance(content, bytes):
            break
        operator = rng.choice(MUTATORS if step == 0 else TEXT_MUTATORS)  # the tree ones need the file as shipped
        content, what = operator(rng, content)
        steps.append(f"{operator.__name__[2:]}: {what}")
    data = content if isinstance(content, bytes) else content.encode("utf-8")
    return Mutant(game, number, source, data, "; ".join(steps))


# ---------------------------------------------------------------- judging one mutant (in the worker)
class _Timeout(BaseException):
    pass


def _alarm(_signum: int, _frame: Any) -> None:
    raise _Timeout()


def judge(m: Mutant, path: Path, base: Any, seed: int) -> tuple[str, str]:
    """The mutant's game's judgement of the file at `path` (the mutant) laid over the `base` library."""
    from zombie_table.games import registry

    return registry.game(m.game).judged(path, base, seed)


def _vm_bytes() -> int:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmSize:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def _worker(conn: Any, folder: str, seconds: float) -> None:
    from zombie_table.content.library import Library

    base = _BASE if _BASE is not None else Library.load(user=False)
    if hasattr(resource, "RLIMIT_AS") and _vm_bytes():
        limit = _vm_bytes() + MEMORY_HEADROOM
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    signal.signal(signal.SIGALRM, _alarm)
    while True:
        job = conn.recv()
        if job is None:
            return
        seed, m = job
        path = Path(folder) / m.source.name
        path.write_bytes(m.data)
        began = time.perf_counter()
        signal.setitimer(signal.ITIMER_REAL, seconds)
        try:
            with contextlib.redirect_stderr(io.StringIO()):  # `show` warns about the zones it cannot place
                outcome, detail = judge(m, path, base, seed)
        except _Timeout:
            outcome, detail = "hang", f"still running after {seconds:.0f} s"
        except MemoryError:
            outcome, detail = "out of memory", "MemoryError"
        except Exception:  # noqa: BLE001 - the finding itself
            outcome, detail = "traceback", traceback.format_exc(limit=-6)
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
        conn.send((outcome, detail[:4000], time.perf_counter() - began, peak))


_BASE: Any = None  # the shipped library, loaded once before the workers fork


@dataclass
class Report:
    game: str
    seed: int
    mutants: int = 0
    outcomes: Counter = field(default_factory=Counter)
    failures: list[dict[str, Any]] = field(default_factory=list)
    seconds: float = 0.0
    slowest: float = 0.0
    peak_rss: int = 0

    @property
    def ok(self) -> bool:
        return not self.failures

    def as_dict(self) -> dict[str, Any]:
        return {"game": self.game, "seed": self.seed, "mutants": self.mutants, "outcomes": dict(self.outcomes), "failures": self.failures,
                "seconds": round(self.seconds, 2), "slowest_mutant_seconds": round(self.slowest, 3),
                "peak_rss_mib": round(self.peak_rss / 2**20, 1)}


class Runner:
    """One forked worker under RLIMIT_AS judging mutants one at a time; a hung or dead worker is
    replaced and its mutant recorded as a failure."""

    def __init__(self, folder: str, seconds: float = PER_MUTANT_SECONDS):
        global _BASE
        if _BASE is None:
            from zombie_table.content.library import Library

            _BASE = Library.load(user=False)
        self.folder, self.seconds = folder, seconds
        self.context = multiprocessing.get_context("fork")
        self.process: Any = None
        self.conn: Any = None

    def _start(self) -> None:
        parent, child = self.context.Pipe()
        self.process = self.context.Process(target=_worker, args=(child, self.folder, self.seconds), daemon=True)
        self.process.start()
        self.conn = parent

    def _stop(self, kill: bool = False) -> None:
        if self.process is None:
            return
        if kill:
            self.process.kill()
        else:
            try:
                self.conn.send(None)
            except OSError:
                pass
        self.process.join(5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.process = None

    def judge(self, seed: int, m: Mutant) -> tuple[str, str, float, int]:
        if self.process is None:
            self._start()
        self.conn.send((seed, m))
        if self.conn.poll(self.seconds + 10):
            try:
                answer = self.conn.recv()
            except EOFError:
                pass
            else:
                if answer[0] in FAILURES:  # a worker that failed once starts afresh: no failure cascades
                    self._stop(kill=True)
                return answer
            self._stop(kill=True)
            return "worker died", f"exit code {self.process.exitcode if self.process else '?'}", 0.0, 0
        self._stop(kill=True)
        return "hang", f"no answer after {self.seconds + 10:.0f} s", self.seconds, 0

    def close(self) -> None:
        self._stop()


def fuzz(game: str, mutants: int, seed: int = 0, progress: Any = None, seconds: float = PER_MUTANT_SECONDS) -> Report:
    """`mutants` mutants of `game`'s files, judged one by one."""
    report = Report(game, seed)
    began = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="zt-fuzz-") as folder:
        runner = Runner(folder, seconds)
        try:
            for n in range(mutants):
                m = mutant(game, seed, n)
                outcome, detail, spent, peak = runner.judge(seed, m)
                report.mutants += 1
                report.outcomes[outcome] += 1
                report.slowest = max(report.slowest, spent)
                report.peak_rss = max(report.peak_rss, peak)
                if outcome in FAILURES:
                    report.failures.append({"game": game, "mutant": n, "source": str(m.source.relative_to(REPO)), "mutation": m.description,
                                            "outcome": outcome, "detail": detail})
                if progress is not None:
                    progress(outcome)
        finally:
            runner.close()
    report.seconds = time.perf_counter() - began
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.fuzz", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=game_ids(), help="a game (repeatable; default every game)")
    parser.add_argument("--mutants", type=int, default=2_000, help="mutants per game (default 2000)")
    parser.add_argument("--seed", type=int, default=0, help="the run's seed (default 0)")
    parser.add_argument("--seconds", type=float, default=PER_MUTANT_SECONDS, help="per-mutant time limit")
    parser.add_argument("--json", action="store_true", help="print the reports as JSON, no progress bar")
    args = parser.parse_args(argv)
    names = args.game or game_ids()
    if args.json:
        reports = [fuzz(name, args.mutants, args.seed, seconds=args.seconds) for name in names]
        print(json.dumps([r.as_dict() for r in reports], indent=2))
        return 0 if all(r.ok for r in reports) else 1
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
    from rich.table import Table

    console = Console()
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[bad]} failures"),
               TimeElapsedColumn(), TimeRemainingColumn())
    reports = []
    with Progress(*columns, console=console) as bar:
        for name in names:
            task = bar.add_task(f"fuzzing {name}, seed {args.seed}", total=args.mutants, bad=0)
            failures = [0]

            def advance(outcome: str, task: Any = task, failures: list[int] = failures) -> None:
                failures[0] += outcome in FAILURES
                bar.update(task, advance=1, bad=failures[0])

            reports.append(fuzz(name, args.mutants, args.seed, advance, args.seconds))
    table = Table(title=f"{args.mutants} mutants per game, seed {args.seed}")
    table.add_column("Outcome")
    for report in reports:
        table.add_column(report.game, justify="right")
    for outcome in (*OK_OUTCOMES, *FAILURES):
        table.add_row(outcome, *(str(r.outcomes.get(outcome, 0)) for r in reports))
    table.add_row("seconds", *(f"{r.seconds:.0f}" for r in reports))
    table.add_row("slowest mutant (s)", *(f"{r.slowest:.2f}" for r in reports))
    table.add_row("worker peak RSS (MiB)", *(f"{r.peak_rss / 2**20:.0f}" for r in reports))
    console.print(table)
    for failure in [f for r in reports for f in r.failures][:20]:
        console.print(f"[red]{failure['outcome']}[/] {failure['game']} mutant {failure['mutant']} of {failure['source']} "
                      f"({failure['mutation']}):\n{failure['detail']}", markup=True, highlight=False)
    return 0 if all(r.ok for r in reports) else 1


if __name__ == "__main__":
    sys.exit(main())
