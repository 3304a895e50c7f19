"""frontier-m1 (Whistle on the Wind): a winning line.

Why greedy alone loses: with the default posse of four it heads for the nearest strongbox as a
pack and takes every one it stands on, so one survivor ends up with two bounty weapons and
another with none; it has no idea of the timetable either, so when the locomotive rolls in the
posse is strung out across town and the engine leaves with zombies in the cab or without
someone (0 wins in 40 seeds).

The plan is a player's reading of the mission; greedy still does every fight and every step,
the plan only tells each survivor where to head and who takes what:

* Four Roughnecks (the default team). Each has a strongbox of their own: the card room (2R)
  and the brewery cellar (5V) near the start, the Mine and the hotel parlour across the tracks.
  Only a survivor without a bounty weapon takes a strongbox, a bounty weapon from a strongbox
  is always kept, and nobody ever swaps away their only one.
* Armed, they wait by the railhead (the south pair in 2R, the north pair at the mine road),
  next to where the locomotive's cab will stand.
* As soon as the locomotive is on the board everyone makes for the driver's cab and, once
  aboard, stays aboard: greedy clears the cab of whatever climbs in before the engine leaves.
"""

from __future__ import annotations

from winkit import outcome, pick, play_line

from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.content.cards import CardGroup
from zombie_table.games.tilezone.settings.frontier import train
from zombie_table.games.tilezone.game import Game

SEED = 0
TEAM = ["bo_tanner", "ruth_calloway", "silas_crowe", "dee_vance"]
STRONGBOX = {"bo_tanner": "2R:sb", "ruth_calloway": "5V:b2", "silas_crowe": "8V:mn", "dee_vance": "1R:pr"}
WAIT = {"bo_tanner": "2R:s", "ruth_calloway": "2R:s", "silas_crowe": "8V:s", "dee_vance": "8V:s"}
MOVES = ("move", "sprint", "leap", "charge")


def bounty_weapons(game, s) -> list[str]:
    return [c for c in s.inventory.cards() if game.card(c).group is CardGroup.bounty]


class Plan:
    def __init__(self) -> None:
        self.bot = GreedyBot()

    def target(self, game, s) -> str:
        state = game.state
        if train.locomotive_index(game) is not None:  # the train is here: all aboard
            return train.cab(game)
        if not bounty_weapons(game, s):
            open_boxes = [o.zone for o in state.objectives if o.color == "red" and not o.taken_by and not o.lost]
            if STRONGBOX[s.id] in open_boxes:
                return STRONGBOX[s.id]
            if open_boxes:  # someone else emptied ours: the nearest one left
                return min(open_boxes, key=lambda z: (game.board.distance[s.zone].get(z, 99), z))
        return WAIT[s.id]

    def keep(self, game, legal):
        s = game.survivor(game.decision.survivor)
        mine = bounty_weapons(game, s)
        if game.card(game.decision.data["card"]).group is CardGroup.bounty and not mine:
            legal = [a for a in legal if a.kind == "keep"] or legal
        elif len(mine) == 1:  # never swap the only bounty weapon away
            legal = [a for a in legal if not (a.kind == "keep" and getattr(s.inventory, a.args[2])[a.args[3]] in mine)]
        return self.bot.decide(game, legal)

    def __call__(self, game, legal):
        kind = game.decision.kind
        if kind == "keep_card":
            return self.keep(game, legal)
        if kind != "act":
            return None
        s = game.survivor(game.decision.survivor)
        take = pick(legal, "take_objective", s.id)
        if take and not bounty_weapons(game, s) and game.state.bounty:
            return take
        legal = [a for a in legal if a.kind != "take_objective"]
        if train.is_train_zone(game, s.zone):  # aboard: stay aboard
            legal = [a for a in legal if not (a.kind in MOVES and not train.is_train_zone(game, a.args[1]))]
        return self.bot.best(legal, self.bot.score_options(game, legal, [self.target(game, s)]))


def winning_line() -> Game:
    """The recorded line, played to its end."""
    return play_line("frontier-m1", seed=SEED, team=TEAM, plan=Plan())


def test_the_posse_rides_out_armed() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    state = game.state
    # everyone rode the train off the board, each with a bounty weapon of their own
    assert sorted(state.own.left_on_train) == sorted(TEAM)
    assert all(len(bounty_weapons(game, state.survivors[sid])) >= 1 for sid in TEAM)
    # the strongboxes armed four different survivors
    assert sorted(o.taken_by for o in state.objectives if o.color == "red") == sorted(TEAM)
