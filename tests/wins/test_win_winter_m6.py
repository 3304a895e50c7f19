"""winter-m6 (Stranded on the Curtain): a winning line.

Greedy searches the map for the face-down objectives and does the fighting. Once blue and green
are taken, the plan brings the guards home: a ladder carrier walks to the exit on the lane and lays
its ladder up to the rampart above, the guards on the far rampart walk over to the near one and
climb down into the exit, and a survivor standing with them there leaves and takes them along.
Nobody leaves before the guards are out; then everyone walks to the exit and leaves.
"""

from __future__ import annotations

from winkit import outcome, pick, play_line, toward

from zombie_table.games.tilezone.greedy import GreedyBot

from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.settings.winter.guards import GUARD
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.settings.winter.walls import LADDER

SEED = 7
TEAM = ["vesna", "borte", "kaito", "maren", "radko", "saran"]
EXIT, ABOVE, FAR = "28R:g1", "28R:r1", "33V:r3"
BOT = GreedyBot()


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
        if choice := toward(game, legal, "move", (s.id,), exit_zone, s.zone):
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
