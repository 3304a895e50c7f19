"""winter-m6 (Stranded on the Curtain): a winning line.

Greedy searches the map for the face-down objectives and does the fighting. Once blue and green
are taken, the plan brings the guards home: a ladder carrier walks to the exit on the lane and lays
its ladder up to the rampart above, the guards on the far rampart walk over to the near one and
climb down into the exit, and a survivor standing with them there leaves and takes them along.
Nobody leaves before the guards are out; then everyone walks to the exit and leaves.
"""

from __future__ import annotations

from collections import deque

from winkit import outcome, pick, play_line

from zombie_table.games.tilezone.greedy import GreedyBot

from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.settings.winter.guards import GUARD
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.settings.winter.walls import LADDER

SEED = 0
TEAM = ["vesna", "borte", "kaito", "maren", "radko", "saran"]
EXIT, ABOVE, FAR = "28R:g1", "28R:r1", "33V:r3"
BOT = GreedyBot()


def steps(game: Game, start: str, goal: str) -> int:
    """Moves from `start` to `goal` on the board as it stands (ladders and blight included)."""
    seen, todo = {start: 0}, deque([start])
    while todo:
        zone = todo.popleft()
        for nxt in game.board.exits(zone):
            if nxt not in seen:
                seen[nxt] = seen[zone] + 1
                todo.append(nxt)
    return seen.get(goal, 99)


def toward(game: Game, legal: list[Action], sid: str, goal: str) -> Action | None:
    here = steps(game, game.survivor(sid).zone, goal)
    moves = [a for a in legal if a.kind == "move" and a.args[0] == sid and steps(game, a.args[1], goal) < here]
    return min(moves, key=lambda a: steps(game, a.args[1], goal), default=None)


def plan(game: Game, legal: list[Action]) -> Action | None:
    if game.decision is None or game.decision.kind != "act" or game.state.stage < 1:
        return None
    exit_zone, above, far = (game.board.resolve(z) for z in (EXIT, ABOVE, FAR))
    s = game.survivor(game.decision.survivor)
    guards = game.state.tokens.get(GUARD, [])
    laid = any(above in pair for pair in own(game).ladders)
    if s.zone == exit_zone:
        if not game.state.zombie_count(s.zone) and (not guards or exit_zone in guards):
            if choice := pick(legal, "escape", s.id):
                return choice
        if LADDER in s.carried and not laid:
            return pick(legal, "lay_ladder", s.id, above)
    if far in guards and (choice := pick(legal, "guard_move", s.id, far, above)):
        return choice
    if laid and above in guards and (choice := pick(legal, "guard_move", s.id, above, exit_zone)):
        return choice
    if not guards:
        return None
    if LADDER in s.carried and not laid and not game.state.zombie_count(s.zone):
        if choice := toward(game, legal, s.id, exit_zone):
            return choice
    choice = BOT.choose(game)
    return pick(legal, "end_turn", s.id) if choice.kind == "escape" else choice  # the guards first


def winning_line() -> Game:
    return play_line("winter-m6", SEED, TEAM, plan)


def test_the_guards_come_down_the_ladder_and_everyone_leaves() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert game.state.escaped_tokens.count(GUARD) == 12
    assert own(game).guards_lost == 0
