"""winter-m9 (The Abbess on the Road): a winning line.

At the start of every players' phase the abbess walks one zone nearer the exit whenever she may.
Her three guards follow her (a guard order moves them into her zone), and the survivors who
started beside her walk after her; greedy does the fighting and everything else.
"""

from __future__ import annotations

from winkit import outcome, pick, play_line, toward

from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.settings.winter.escort import where
from zombie_table.games.tilezone.settings.winter.guards import GUARD

SEED = 3
TEAM = ["vesna", "borte", "kaito", "maren", "radko", "saran"]
EXIT = "28V:e"
ESCORTS = TEAM[::2]  # the starting zones are dealt in turn: these start beside her


def plan(game: Game, legal: list[Action]) -> Action | None:
    if game.decision is None:
        return None
    exit_zone, ward = game.board.resolve(EXIT), where(game)
    if game.decision.kind == "escort":
        return toward(game, legal, "escort_move", (), exit_zone, ward)
    if game.decision.kind != "act" or ward is None:
        return None
    s = game.survivor(game.decision.survivor)
    for zone in sorted(set(game.state.tokens.get(GUARD, [])) - {ward}):
        if not game.state.zombie_count(zone) and (choice := toward(game, legal, "guard_move", (s.id, zone), ward, zone)):
            return choice
    if s.id in ESCORTS and s.zone != ward and not game.state.zombie_count(s.zone):
        return toward(game, legal, "move", (s.id,), ward, s.zone)
    return None


def winning_line() -> Game:
    return play_line("winter-m9", SEED, TEAM, plan)


def test_the_abbess_walks_out_unhurt() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert where(game) == game.board.resolve(EXIT)
