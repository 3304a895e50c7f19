"""Batch simulation: many bot games per mission, spread over processes, summarised.

Game i of a mission plays with the seed `game_seed(seed, mission, i)`, and each game gets a
fresh bot seeded from its own seed, so the numbers are the same whatever the number of
processes and whatever order the games finish in.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

from zombie_table.bots.base import derive_seed
from zombie_table.bots.runner import DEFAULT_MAX_DECISIONS, GameFailure, GameOutcome, default_team, drive, make_bot, outcome_of
from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game

Progress = Callable[[str, int], None]
"""Called with (mission id, games just finished) as results come in, and first once with ("", 0)
when every worker process runs: a progress bar starts then, since forking a worker while the bar's
refresh thread holds the console's locks could leave the worker stuck on them."""

CHUNK = 8  # games per task sent to a worker process


def game_seed(seed: int, mission_id: str, index: int) -> int:
    """The seed of game `index` of a mission in a run seeded with `seed`."""
    return derive_seed("simulate", seed, mission_id, index)


def wilson(wins: int, games: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def difference_interval(wins: int, games: int, base_wins: int, base_games: int,
                        z: float = 1.959963984540054) -> tuple[float, float]:
    """Newcombe's hybrid score interval (his method 10) of the difference of two win rates,
    `wins/games - base_wins/base_games`, built from each rate's Wilson interval (95% by default).
    It treats the two batches as independent; batches played on the same seeds are positively
    correlated, so for them it is on the wide (safe) side."""
    p, q = wins / games if games else 0.0, base_wins / base_games if base_games else 0.0
    (low, high), (base_low, base_high) = wilson(wins, games, z), wilson(base_wins, base_games, z)
    return (p - q - math.hypot(p - low, base_high - q), p - q + math.hypot(high - p, q - base_low))


# ---------------------------------------------------------------- playing (in workers too)
_LIBRARY: Library | None = None
_LIBRARY_KEY: tuple[Any, ...] | None = None


def _library(content: Sequence[str], user: bool) -> Library:
    """The content library of this process (loaded once per process and content list), read
    as the commands read it: shipped content, the user's folder (if `user`), then `content`."""
    global _LIBRARY, _LIBRARY_KEY
    key = (tuple(content), user)
    if _LIBRARY is None or _LIBRARY_KEY != key:
        _LIBRARY, _LIBRARY_KEY = Library.load(extra=[Path(p) for p in content], user=user), key
    return _LIBRARY


def _init_worker(content: Sequence[str], user: bool) -> None:
    _library(content, user)


def play_chunk(content: Sequence[str], user: bool, mission_id: str, bot: str, seed: int, indices: Sequence[int],
               max_decisions: int = DEFAULT_MAX_DECISIONS, check: bool = False,
               keep_going: bool = False, options: dict[str, Any] | None = None) -> list[tuple[int, dict[str, Any]]]:
    """Play games `indices` of a mission (with the rule `options` changed); returns (index, outcome as a dict) pairs. A crash (or,
    with `check`, a broken invariant) raises GameFailure naming the seed and decision keys; with
    `keep_going` that game's pair is (index, {"failure": message, "seed": seed}) and the others play on."""
    library = _library(content, user)
    team = default_team(library, mission_id)
    out = []
    for i in indices:
        s = game_seed(seed, mission_id, i)
        game = new_game(library, mission_id, team, s, options)
        game.undo_enabled = False
        bot_ = make_bot(bot, derive_seed(s, "bot"))
        try:
            decisions = drive(game, bot_, max_decisions, check)
        except GameFailure as exc:
            if not keep_going:
                raise
            out.append((i, {"failure": str(exc), "seed": s}))
            continue
        out.append((i, outcome_of(game, bot_.name, decisions, max_decisions).to_dict()))
    return out


def run_games(content: Sequence[str], missions: Sequence[str], games: int, bot: str, seed: int, jobs: int,
              progress: Progress | None = None, max_decisions: int = DEFAULT_MAX_DECISIONS,
              user: bool = True, library: Library | None = None, check: bool = False,
              failures: list[dict[str, Any]] | None = None,
              options: dict[str, Any] | None = None) -> dict[str, list[dict[str, Any]]]:
    """Every mission's outcomes in game order, played with the rule `options` changed. Workers load the content as `Library.load(extra=
    content, user=user)`; `library`, loaded that way already, saves the in-process run a load.

    A broken game raises GameFailure and stops the run, unless `failures` is given: then each
    broken game is appended to it ({"mission", "game", "seed", "message"}, in game order), left
    out of the outcomes, and the run goes on."""
    keep_going = failures is not None
    tasks = [(m, list(range(start, min(games, start + CHUNK)))) for m in missions for start in range(0, games, CHUNK)]
    results: dict[str, list[dict[str, Any] | None]] = {m: [None] * games for m in missions}
    broken: dict[str, list[dict[str, Any] | None]] = {m: [None] * games for m in missions}

    def collect(mission_id: str, pairs: list[tuple[int, dict[str, Any]]]) -> None:
        for i, outcome in pairs:
            if "failure" in outcome:
                broken[mission_id][i] = {"mission": mission_id, "game": i, "seed": outcome["seed"], "message": outcome["failure"]}
            else:
                results[mission_id][i] = outcome
        if progress:
            progress(mission_id, len(pairs))

    global _LIBRARY, _LIBRARY_KEY
    if library is not None:
        _LIBRARY, _LIBRARY_KEY = library, (tuple(content), user)
    _library(content, user)  # here, before any worker: forked workers start with it loaded
    in_parallel(play_chunk, [(m, (list(content), user, m, bot, seed, idx, max_decisions, check, keep_going, options)) for m, idx in tasks],
                collect, jobs, _init_worker, (list(content), user), ready=None if progress is None else lambda: progress("", 0))
    if failures is not None:
        failures.extend(b for m in missions for b in broken[m] if b is not None)
    return {m: [o for o in outcomes if o is not None] for m, outcomes in results.items()}


def in_parallel(work: Callable[..., Any], tasks: Sequence[tuple[Any, tuple]], collect: Callable[[Any, Any], None], jobs: int,
                initializer: Callable[..., None] | None = None, initargs: tuple = (),
                ready: Callable[[], None] | None = None) -> None:
    """`collect(tag, work(*args))` for every (tag, args) task, over `jobs` processes (in this one when
    `jobs` is 1). `ready()` is called once every worker process has started (the pool starts them as
    the tasks are submitted, and no more after), before any result is collected: what must not run
    while a process forks (a progress bar's thread) starts there. A task that raises stops the run
    (the others are cancelled) and the error goes up."""
    jobs = max(1, min(jobs, len(tasks)))
    if jobs == 1:
        if ready:
            ready()
        for tag, args in tasks:
            collect(tag, work(*args))
        return
    context = multiprocessing.get_context(start_method())
    with ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=initializer, initargs=initargs) as pool:
        futures = {pool.submit(work, *args): tag for tag, args in tasks}
        if ready:
            ready()
        try:
            for future in as_completed(futures):
                collect(futures[future], future.result())
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)  # one game broke (or ^C): do not wait for the rest
            raise


# ---------------------------------------------------------------- summarising
def summarise(mission_id: str, outcomes: Sequence[dict[str, Any] | GameOutcome]) -> dict[str, Any]:
    """Win rate with its 95% Wilson interval, rounds, deaths, causes of defeat, killers."""
    rows = [o.to_dict() if isinstance(o, GameOutcome) else o for o in outcomes]
    n = len(rows)
    wins = sum(1 for o in rows if o["result"] == "victory")
    low, high = wilson(wins, n)
    deaths = sum(len(o["deaths"]) for o in rows)
    causes = Counter(o["cause"] for o in rows if o["result"] == "defeat")
    killers = Counter(k for o in rows for k in o["killers"])
    kills = Counter()
    for o in rows:
        kills.update(o["kills"])
    return {
        "mission": mission_id,
        "games": n,
        "wins": wins,
        "win_rate": _round(wins / n if n else 0.0),
        "ci95": [_round(low), _round(high)],
        "accomplished": sum(1 for o in rows if o.get("accomplished")),
        "unfinished": sum(1 for o in rows if o["result"] is None),
        "mean_rounds": _round(sum(o["rounds"] for o in rows) / n if n else 0.0),
        "mean_decisions": _round(sum(o["decisions"] for o in rows) / n if n else 0.0),
        "deaths": deaths,
        "deaths_per_game": _round(deaths / n if n else 0.0),
        "defeat_causes": dict(sorted(causes.items(), key=lambda kv: (-kv[1], kv[0]))),
        "killers": dict(sorted(killers.items(), key=lambda kv: (-kv[1], kv[0]))),
        "kills_per_game": _round(sum(kills.values()) / n if n else 0.0),
    }


def _round(x: float) -> float:
    return round(x, 4)


def start_method() -> str:
    """How workers start: forked on Linux, so each begins with this process's imports and loaded
    content instead of importing and loading them again (about 2 s of CPU a worker when spawned).
    A forked worker only plays games: it never touches the terminal, and the progress display's
    thread starts only once the workers are forked (`in_parallel`'s `ready`). Elsewhere (macOS,
    Windows: no safe fork) they are spawned."""
    return "fork" if sys.platform == "linux" else "spawn"


def default_jobs() -> int:
    return os.cpu_count() or 1


def peak_rss() -> int:
    """This process's peak resident set size in bytes (Linux and macOS)."""
    import resource

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024
