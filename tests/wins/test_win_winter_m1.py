"""winter-m1 (Beacon Fires on the Wall): a winning line.

Greedy alone loses every game of its 20-game simulation: it takes the objectives and fetches the
bile at the banner (its goal zones say where), but then walks off the ramparts after zombies, and
its guards step down into the lane whenever zombies come up beside them. The plan keeps what is
on the walls on the walls: once the objectives are taken and the bile carried, everyone heads for
the ramparts, and nobody (survivor or guard) steps off a rampart again; on the walk greedy fights
as it likes. Guards never leave a rampart. Before that, the
objectives beyond and on the wall come first: a necromancer marching from the north spawns to the
ward swallows what lies in its way, and the two south of the wall lie beside the ward itself.
"""

from __future__ import annotations

from winkit import outcome, play_line

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.settings.winter.banner import zones_for
from zombie_table.games.tilezone.settings.winter.wallgoals import carried, ramparts

SEED = 9
NORTH = ("27V", "28R", "29R")  # the objectives the necromancer's march can swallow: fetched first
TEAM = ["vesna", "borte", "kaito", "maren", "radko", "saran"]


def on_wall(game: Game, zone: str) -> bool:
    return game.board.zones[zone].kind is ZoneKind.rampart


def manning(game: Game) -> bool:
    """The objectives are taken and the bile is carried: the last step is holding the walls."""
    return all(t.taken_by for t in game.state.objectives) and carried(game, "dragon_bile") >= 4


class Walls(GreedyBot):
    def _decide_act(self, game, legal):
        s = game.survivor(game.decision.survivor)
        legal = [a for a in legal if not (a.kind == "guard_move" and not on_wall(game, a.args[2]))] or legal
        if manning(game):
            if on_wall(game, s.zone):
                kept = [a for a in legal if not (a.kind in ("move", "sprint", "charge", "leap") and not on_wall(game, a.args[1]))]
                legal = kept or legal
            walls = [z for z in ramparts(game) if game.state.zombie_count(z)] or ramparts(game)
            return self.best(legal, self.score_options(game, legal, walls))
        for a in legal:
            if a.kind == "take_objective":
                return a
        left = [t.zone for t in game.state.objectives if not t.taken_by and not t.lost]
        north = [z for z in left if z.split(":")[0] in NORTH]
        goals = north or left or (zones_for(game, "dragon_bile") if carried(game, "dragon_bile") < 4 else None)
        return self.best(legal, self.score_options(game, legal, goals))

def winning_line() -> Game:
    bot = Walls()
    return play_line("winter-m1", SEED, TEAM, lambda g, legal: bot.choose(g))


def test_the_watch_holds_the_walls() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert all(t.taken_by for t in game.state.objectives)
    assert carried(game, "dragon_bile") >= 4
    assert all(on_wall(game, s.zone) for s in game.state.living())
    assert all(on_wall(game, z) for z in game.state.tokens.get("guard", []))
