"""winter-m7 (The Crown Leaves the City): a winning line.

Greedy searches the board for the face-down crown and sceptre and does the fighting. Once both are
taken, the plan marches the palace guards to the tower gate: every survivor's guard order moves
them one zone nearer the exit, nobody leaves before them, and a survivor standing with them in the
exit leaves and takes them along.
"""

from __future__ import annotations

from winkit import outcome, pick, play_line, toward

from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.settings.winter.guards import GUARD
from zombie_table.games.tilezone.settings.winter.state import own

SEED = 4
TEAM = ["vesna", "borte", "kaito", "maren", "radko", "saran"]
EXIT = "29R:g2"
BOT = GreedyBot()


def plan(game: Game, legal: list[Action]) -> Action | None:
    if game.decision is None or game.decision.kind != "act" or game.state.stage < 1:
        return None
    exit_zone = game.board.resolve(EXIT)
    s = game.survivor(game.decision.survivor)
    guards = sorted(set(game.state.tokens.get(GUARD, [])))
    if not guards:
        return None
    if s.zone in guards and s.zone == exit_zone and not game.state.zombie_count(s.zone):
        if choice := pick(legal, "escape", s.id):
            return choice
    for zone in guards:
        if not game.state.zombie_count(zone) and (choice := toward(game, legal, "guard_move", (s.id, zone), exit_zone, zone)):
            return choice
    choice = BOT.choose(game)
    return pick(legal, "end_turn", s.id) if choice.kind == "escape" else choice  # the guards first


def winning_line() -> Game:
    return play_line("winter-m7", SEED, TEAM, plan)


def test_the_palace_guards_reach_the_gate_and_leave() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert game.state.escaped_tokens.count(GUARD) == 6
    assert own(game).guards_lost == 0
