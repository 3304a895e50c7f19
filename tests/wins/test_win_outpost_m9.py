"""outpost-m9 (Follow Us Out): a winning line.

The greedy bot plays the fighting and the searching; the plan keeps the team on the board until
both engineers are out: whoever would leave while an engineer is still walking goes to meet the
nearest one instead (or waits). The engineers walk themselves, one zone a round, to the drill's
security room and out; then the team follows.
"""

from __future__ import annotations

from winkit import outcome, pick, play_line, toward

from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.settings.outpost.engineers import ENGINEER

SEED = 7
TEAM = ["rook", "halloway", "tamsin", "okafor", "dax", "obi"]
BOT = GreedyBot()


def plan(game: Game, legal: list[Action]) -> Action | None:
    if game.decision is None or game.decision.kind != "act" or not game.state.tokens.get(ENGINEER):
        return None
    s = game.survivor(game.decision.survivor)
    choice = BOT.choose(game)
    if choice.kind != "escape":
        return choice
    nearest = min(game.state.tokens[ENGINEER], key=lambda z: game.board.distance[s.zone].get(z, 99))
    return toward(game, legal, "move", (s.id,), nearest, s.zone) or pick(legal, "end_turn", s.id)


def winning_line() -> Game:
    return play_line("outpost-m9", SEED, TEAM, plan)


def test_the_engineers_walk_out_and_the_team_follows() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert game.state.escaped_tokens.count(ENGINEER) == 2
    assert all(s.status == "escaped" for s in game.state.survivors.values())
