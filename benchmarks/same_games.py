"""A digest of seeded bot games, to check that a speed change leaves every game the same.

    python -m benchmarks.same_games > before.txt     (on the old checkout)
    python -m benchmarks.same_games > after.txt      (on the new one), then diff the two

One line per game: the game, the bot, the seed, the decisions played and a hash of every chosen
action and the result. The games are `bench_decisions`' seeded ones, undo off.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import bench_decisions as bd

GAMES = ("frontier-m4", "winter-m1", "outpost-m2", "roadside-standard", "colony-larder")
SEEDS = 4


def digest(name: str, bot: str, seed: int) -> str:
    start = bd._tilezone(name, bot) if name in bd.TILEZONE else bd._kernel_game(name, bot)
    game, choose = start(seed)
    game.undo_enabled = False
    played, n = hashlib.sha1(), 0
    while not game.over and n < bd.MAX_DECISIONS:
        action = choose(game)
        played.update(repr(action).encode())
        game.apply(action)
        n += 1
    played.update(repr(game.over).encode())
    return f"{name} {bot} {seed} {n} {played.hexdigest()[:16]}"


def main(names: list[str]) -> None:
    for name in names or GAMES:
        for bot in ("random", "greedy"):
            for seed in range(SEEDS):
                print(digest(name, bot, seed), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
