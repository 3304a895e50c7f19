"""outpost-m9 (Follow Us Out): a winning line.

The greedy bot plays the fighting and the searching; the plan keeps the team with the engineers
until both are out: a survivor more than a zone from the nearest engineer walks toward it, and
otherwise nobody leaves nor moves farther from the engineers (the greedy bot would run for the
exit ahead of them, and the xenos would catch them on the way). The engineers walk themselves, one
zone a round, to the drill's security room and out; then the team follows.
"""

from __future__ import annotations

from winkit import outcome, play_line, steps, toward

from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.settings.outpost.engineers import ENGINEER

SEED = 1
TEAM = ["rook", "halloway", "tamsin", "okafor", "dax", "obi"]
BOT = GreedyBot()
MOVES = ("move", "sprint")


def apart(game: Game, zone: str) -> int:
    """Moves from `zone` to the nearest engineer still on the board."""
    return min(steps(game, zone, z) for z in game.state.tokens[ENGINEER])


def plan(game: Game, legal: list[Action]) -> Action | None:
    if game.decision is None or game.decision.kind != "act" or not game.state.tokens.get(ENGINEER):
        return None
    s = game.survivor(game.decision.survivor)
    here = apart(game, s.zone)
    if here > 1:
        nearest = min(game.state.tokens[ENGINEER], key=lambda z: steps(game, s.zone, z))
        closer = toward(game, legal, "move", (s.id,), nearest, s.zone)
        if closer is not None:
            return closer
    staying = [a for a in legal if a.kind != "escape" and not (a.kind in MOVES and apart(game, a.args[1]) > here)]
    return BOT.decide(game, staying) if staying else None


def winning_line() -> Game:
    return play_line("outpost-m9", SEED, TEAM, plan)


def test_the_engineers_walk_out_and_the_team_follows() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert game.state.escaped_tokens.count(ENGINEER) == 2
    assert all(s.status == "escaped" for s in game.state.survivors.values())
