"""winter-m10 (The Last Company): a winning line.

The guards go first: every survivor's guard order walks them one zone nearer the exit, through
zones empty of zombies, while one escort (Borte, the one the bots lose most) walks there to meet
them and leaves with them. Nobody else leaves: the rest stay to take the red objectives and to
kill the giants and the necromancers for their crypt weapons, which greedy does (the crypt
weapons' goal points it at the objectives and the weapons lying dropped). A necromancer out is
hunted: whoever would only move, search or end its turn steps toward it instead, through zones
the bot does not find deadly, since the ward stands on the start zone, a few pushes from the
spawn zones.
"""

from __future__ import annotations

from winkit import outcome, pick, play_line, toward

from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.settings.winter.cryptweapons import taken
from zombie_table.games.tilezone.settings.winter.guards import GUARD
from zombie_table.games.tilezone.settings.winter.state import own

SEED = 29
TEAM = ["vesna", "borte", "kaito", "maren", "radko", "saran"]
ESCORT = "borte"
EXIT = "31V:w"
SAFE = 2000.0  # the bot's danger score of a zone a hunter may step into (about a one-in-four chance of dying)
HUNT_OVER = ("move", "end_turn", "escape", "search", "take_objective")  # what a necromancer out outranks
BOT = GreedyBot()


def plan(game: Game, legal: list[Action]) -> Action | None:
    if game.decision is None or game.decision.kind != "act":
        return None
    exit_zone = game.board.resolve(EXIT)
    s = game.survivor(game.decision.survivor)
    guards = sorted(set(game.state.tokens.get(GUARD, [])))
    if s.id == ESCORT and guards and not game.state.zombie_count(s.zone):
        if s.zone == exit_zone and guards == [exit_zone]:
            return pick(legal, "escape", s.id)
        if choice := toward(game, legal, "move", (s.id,), exit_zone, s.zone):
            return choice
    for zone in guards:
        moves = [a for a in legal if a.kind == "guard_move" and a.args[1] == zone and not game.state.zombie_count(a.args[2])]
        if not game.state.zombie_count(zone) and (choice := toward(game, moves, "guard_move", (s.id, zone), exit_zone, zone)):
            return choice
    choice = BOT.choose(game)
    if choice.kind in HUNT_OVER:
        sit = BOT.situation(game)
        safe = [a for a in legal if a.kind == "move" and sit.danger(s, a.args[1]) < SAFE]
        for zone in priests(game):
            if step := toward(game, safe, "move", (s.id,), zone, s.zone):
                return step
    if choice.kind == "escape":  # only the escort leaves
        choice = BOT.decide(game, [a for a in legal if a.kind != "escape"])
    return choice


def priests(game: Game) -> list[str]:
    """Zones of the necromancers out, each marching corruption on the ward."""
    return sorted(z for z, types in game.state.zombies.items() if any(game.data.zombie_types[t].necromancer for t in types))


def winning_line() -> Game:
    return play_line("winter-m10", SEED, TEAM, plan)


def test_the_guards_leave_first_and_the_rest_win_eight_crypt_weapons() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert game.state.escaped_tokens.count(GUARD) == 6 and own(game).guards_lost == 0
    assert taken(game) >= 8
