"""Scripted winning lines for the shipped missions.

The greedy bot plays every decision except where a mission's *plan* says otherwise: a plan is a
function reading the game and its legal actions that returns the action to take, or None to let
the bot choose. Seed and team are part of the line, so a line replays identically; a line that
stops winning means a rule (or the bot) changed, and the test says how the game ended instead.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

import zombie_table.games.tilezone  # noqa: F401  (registers the rules)
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.content.library import Library
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.moves import reachable
from zombie_table.games.tilezone.setup import new_game
from zombie_table.games.tilezone.state import SurvivorState

Plan = Callable[[Game, list[Action]], "Action | None"]

LIBRARY = Library.load(user=False)


def play_line(mission_id: str, seed: int, team: list[str], plan: Plan | None = None,
              options: dict[str, Any] | None = None, max_decisions: int = 20_000) -> Game:
    """Play `mission_id` to its end: `plan` first, the greedy bot for what it leaves."""
    game = new_game(LIBRARY, mission_id, [(sid, "Player") for sid in team], seed, options)
    game.undo_enabled = False
    bot = GreedyBot()
    for _ in range(max_decisions):
        if game.over:
            break
        legal = game.legal_actions()
        choice = plan(game, legal) if plan is not None else None
        game.apply(choice if choice is not None else bot.choose(game))
    return game


def steps(game: Game, start: str, goal: str) -> int:
    """Moves from `start` to `goal` on the board as it stands (ladders, blight and all)."""
    seen, todo = {start: 0}, deque([start])
    while todo:
        zone = todo.popleft()
        for nxt in game.board.exits(zone):
            if nxt not in seen:
                seen[nxt] = seen[zone] + 1
                todo.append(nxt)
    return seen.get(goal, FAR)


FAR = 99


def toward(game: Game, legal: list[Action], kind: str, args: tuple, goal: str, here: str) -> Action | None:
    """The legal `kind` action (args starting with `args`, the destination next) that brings
    whatever stands in `here` closest to `goal`, if any brings it closer (the first such: a guard
    move of the whole group before its splits)."""
    near, at = steps(game, here, goal), len(args)
    moves = [a for a in legal if a.kind == kind and tuple(a.args[:at]) == args and steps(game, a.args[at], goal) < near]
    return min(moves, key=lambda a: steps(game, a.args[at], goal), default=None)


def pick(legal: list[Action], kind: str, *args: Any) -> Action | None:
    """The first legal action of `kind` whose args start with `args` (None if there is none)."""
    return next((a for a in legal if a.kind == kind and tuple(a.args[: len(args)]) == args), None)


def hidden_piles(game: Game) -> set[str]:
    """Zones of buildings whose corpse pile nobody has uncovered yet (walking in makes a spawn)."""
    out = set()
    for z in game.board.zones.values():
        if any(f.value == "corpse_pile" for f in z.features) and f"{z.tile}|{z.building}" not in game.state.revealed_piles:
            out.update(o.id for o in game.board.zones.values() if o.tile == z.tile and o.building == z.building)
    return out


def walks_into(game: Game, s: SurvivorState, a: Action, zones: set[str]) -> bool:
    """Does the action take the survivor into (or through) one of `zones`?"""
    if a.kind in ("move", "sprint"):
        return any(z in zones for z in reachable(game, s, 3).get(a.args[1], [a.args[1]]))
    return a.kind in ("charge", "leap", "push_wagon") and a.args[1] in zones


def outcome(game: Game) -> str:
    """How the game ended, for the assertion message."""
    return f"{game.state.result}: {game.state.cause} (round {game.state.round}, stage {game.state.stage})"


def first_winning_seed(module_name: str, seeds: range) -> int | None:
    """The first seed in `seeds` on which a line module's plan wins (for when a change to the rules
    or the bot moves the win): the module's SEED is set to each in turn and its line played."""
    import importlib

    module = importlib.import_module(module_name)
    for seed in seeds:
        module.SEED = seed
        game = module.winning_line()
        print(f"seed {seed}: {outcome(game)}")
        if game.state.result == "victory":
            return seed
    return None


if __name__ == "__main__":  # python tests/wins/winkit.py test_win_frontier_m3 [FIRST LAST]
    import sys

    name, first, last = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 0, int(sys.argv[3]) if len(sys.argv) > 3 else 100
    found = first_winning_seed(name, range(first, last))
    print(f"{name}: set SEED = {found}" if found is not None else f"{name}: no win in seeds {first}-{last - 1}")
    sys.exit(0 if found is not None else 1)


def typed(game, history: list[str]) -> str:
    """A recorded line's choices as the numbers a player types into `play --text`, one a line,
    found by replaying it on `game` (a fresh game of any kind, from the line's seed)."""
    numbers = []
    for key in history:
        index = next(i for i, a in enumerate(game.legal_actions()) if a.key == key)
        numbers.append(str(index))
        game.apply(index)
    return "\n".join(numbers) + "\n"
