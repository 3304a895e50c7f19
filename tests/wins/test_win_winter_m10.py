"""winter-m10 (The Last Company): a winning line.

The guards go first: every survivor's guard order moves them one zone nearer the east road, a
survivor follows them into the exit and leaves with them. Nobody else leaves: the rest stay to
take the red objectives and to kill the giants and necromancers for their crypt weapons, which
greedy does, the crypt weapons' goal pointing it at the objectives and the weapons lying dropped.
"""

from __future__ import annotations

from winkit import outcome, pick, play_line, toward

from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.settings.winter.cryptweapons import taken
from zombie_table.games.tilezone.settings.winter.guards import GUARD
from zombie_table.games.tilezone.settings.winter.state import own

SEED = 0
TEAM = ["vesna", "borte", "kaito", "maren", "radko", "saran"]
EXIT = "31V:w"
BOT = GreedyBot()


def plan(game: Game, legal: list[Action]) -> Action | None:
    if game.decision is None or game.decision.kind != "act":
        return None
    exit_zone = game.board.resolve(EXIT)
    s = game.survivor(game.decision.survivor)
    guards = sorted(set(game.state.tokens.get(GUARD, [])))
    if exit_zone in guards and not game.state.zombie_count(exit_zone):
        if s.zone == exit_zone:
            return pick(legal, "escape", s.id)
        if choice := toward(game, legal, "move", (s.id,), exit_zone, s.zone):
            return choice
    for zone in guards:
        if not game.state.zombie_count(zone) and (choice := toward(game, legal, "guard_move", (s.id, zone), exit_zone, zone)):
            return choice
    if choice := pick(legal, "take_crypt", s.id):
        return choice
    choice = BOT.choose(game)
    if choice.kind in ("move", "end_turn", "escape") and not game.state.zombie_count(s.zone):
        for zone in prey(game):
            if step := toward(game, legal, "move", (s.id,), zone, s.zone):
                return step
    return pick(legal, "end_turn", s.id) if choice.kind == "escape" else choice  # only with the guards


def prey(game: Game) -> list[str]:
    """Zones of the giants and necromancers, each carrying a crypt weapon."""
    big = {z.id for z in game.data.zombies.types if z.crypt_drop}
    return sorted(zone for zone, group in game.state.zombies.items() if big & set(group))


def winning_line() -> Game:
    return play_line("winter-m10", SEED, TEAM, plan)


def test_the_guards_leave_first_and_the_rest_win_eight_crypt_weapons() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert game.state.escaped_tokens.count(GUARD) == 6 and own(game).guards_lost == 0
    assert taken(game) >= 8
