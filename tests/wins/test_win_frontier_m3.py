"""frontier-m3 (Kinfolk Special): a winning line.

Why greedy alone loses: it walks the posse as one pack to the nearest goal, so the two
Gunhands in the opera hall (4R), right beside a roaming spawn, are dead by round three; it
never searches on purpose, so nobody finds the flasks or canteens that drive the roaming spawns
to the starting spawn, and it parks the posse on a roaming spawn zone fighting what comes out
until someone falls (0 wins in 30 seeds, with four or six survivors).

The plan is a player's reading of the mission; greedy still does every fight and every step,
the plan only tells each survivor where to head, when to search and who pours what:

* Six survivors (the most allowed, no Devout and no Gunhand): the four Roughnecks, and two
  Settlers who search as often as they like. Leading a Devout makes a survivor devout too, so
  a canteen works for them like a blessed flask.
* Round one the posse splits to the three groups of companions at once: three to the opera
  hall (the Gunhands there are in danger from round two), the storekeeper to the church nave
  for both Devout, two Roughnecks to the dance hall (7V). They hurry there, then each
  recruits (one companion each, both Devout for the storekeeper).
* Then everyone meets in the mercantile and telegraph office (3R) and searches until someone
  can pour on the roaming spawn in the east street (3R); canteens are handed to the devout
  leader. Then the same at the opera house block for the roaming spawn in its west street (4R).
  The west one goes last because each spawn driven to the start makes the horde beside the
  tracks bigger, and from the opera house the locomotive is only a short walk away.
* Then all aboard the locomotive's cab, and nobody steps off: the train starts by itself,
  crushes the starting spawn with both roaming spawns on it, and greedy clears the cab of
  whatever climbs in before it leaves.
"""

from __future__ import annotations

from winkit import outcome, pick, play_line

from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.content.cards import CardEffect
from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.settings.frontier import train
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.settings.frontier.classes import blessed
from zombie_table.games.tilezone.spawning import starting_zone

SEED = 4
TEAM = ["bo_tanner", "ruth_calloway", "silas_crowe", "dee_vance", "otis_pruitt", "abel_whitlock"]
# where each survivor runs at the start, and how many companions it may lead from there
RESCUE = {"bo_tanner": "4R:oh", "ruth_calloway": "4R:oh", "abel_whitlock": "4R:oh",
          "silas_crowe": "7V:dh", "dee_vance": "7V:dh", "otis_pruitt": "6R:nv"}
LEADS = {"otis_pruitt": 2}
# the roaming spawns in the order they are driven to the start: (spawn zone, rooms to search
# in while waiting, zones to pour from: range 0-1 and in sight)
ORDER = [
    ("3R:e", ["3R:mc", "3R:tg"], ["3R:x", "3R:tg", "3R:e"]),
    ("4R:w", ["4R:oh", "4R:gs", "4R:bs"], ["4R:oh", "4R:gs", "4R:x", "4R:w"]),
]
BLESSING = (CardEffect.holy_water, CardEffect.water)
MOVES = ("move", "sprint", "leap", "charge")
FIGHTS = ("melee", "shoot", "fan", "dynamite", "improvise", "shove")


def posse(game):
    return [s for s in game.state.living() if s.companion_of is None]


def lone_at(game, zone: str):
    return [c for c in game.state.survivors.values() if c.companion_of == "" and c.on_board and c.zone == zone]


def roaming_out(game) -> list[str]:
    """Zones of the roaming spawns not yet driven to the starting spawn."""
    start = starting_zone(game)
    return [t.zone for t in game.state.spawns if t.kind == "mobile" and not t.destroyed and t.zone != start]


def devout(game, s) -> bool:
    return skills.has(game, s, "water_as_holy_water")


def holds_canteen(game, s) -> bool:
    return any(game.card(c).effect is CardEffect.water for c in s.inventory.cards())


def slot(game, who: str, name: str, i: int):
    return getattr(game.survivor(who).inventory, name)[i]


class Plan:
    def __init__(self) -> None:
        self.bot = GreedyBot()

    def target(self, game, s) -> str:
        home = RESCUE[s.id]
        if lone_at(game, home):
            return home
        if game.state.stage >= 1:
            return train.cab(game)
        out = roaming_out(game)
        task = next((t for t in ORDER if t[0] in out), None)
        if task is None:  # only companions left to fetch (a rescuer fell behind)
            lone = sorted(c.zone for c in game.state.survivors.values() if c.companion_of == "" and c.on_board)
            return lone[0] if lone else train.cab(game)
        _, rooms, spots = task
        if blessed(game, s):
            return min(spots, key=lambda z: (game.board.distance[s.zone].get(z, 99), z))
        if holds_canteen(game, s) and not devout(game, s):
            leaders = [o for o in posse(game) if devout(game, o)]
            if leaders:
                return min(leaders, key=lambda o: (game.board.distance[s.zone].get(o.zone, 99), o.id)).zone
        return rooms[sorted(o.id for o in posse(game)).index(s.id) % len(rooms)]

    def keep(self, game, legal):
        """A flask or canteen is always kept while a roaming spawn is out (in place of the least useful card)."""
        s = game.survivor(game.decision.survivor)
        if game.card(game.decision.data["card"]).effect not in BLESSING or not roaming_out(game):
            return None
        keeps = [a for a in legal if a.kind == "keep"]
        free = [a for a in keeps if slot(game, s.id, a.args[2], a.args[3]) is None]
        if free:
            return free[0]
        swaps = [a for a in keeps if game.card(slot(game, s.id, a.args[2], a.args[3])).effect not in BLESSING]
        if not swaps:
            return None
        def worth(a):
            return self.bot.card_value(game, s, game.state.cards[slot(game, s.id, a.args[2], a.args[3])])

        return min(swaps, key=worth)

    def reorganise(self, game, legal):
        """Hand a canteen to the devout leader standing here."""
        s = game.survivor(game.decision.survivor)
        for a in legal:
            if a.kind != "rearrange" or a.args[3] == s.id:
                continue
            mine, theirs = slot(game, s.id, a.args[1], a.args[2]), slot(game, a.args[3], a.args[4], a.args[5])
            if mine and game.card(mine).effect is CardEffect.water and devout(game, game.survivor(a.args[3])) \
                    and (theirs is None or game.card(theirs).effect not in BLESSING):
                return a
        return pick(legal, "done", s.id)

    def __call__(self, game, legal):
        kind, state = game.decision.kind, game.state
        if kind == "keep_card":
            return self.keep(game, legal)
        if kind == "reorganise":
            return self.reorganise(game, legal)
        if kind != "act":
            return None
        s = game.survivor(game.decision.survivor)
        led = sum(c.companion_of == s.id for c in state.survivors.values())
        out = roaming_out(game)
        for a in legal:
            if a.kind == "recruit" and led < LEADS.get(s.id, 1) and (s.zone == RESCUE[s.id] or not out):
                return a
            if a.kind == "bless" and a.args[2] in out:
                return a
        if out and holds_canteen(game, s) and not devout(game, s) and any(
                devout(game, o) for o in state.survivors_in(s.zone) if o.companion_of is None):
            trade = pick(legal, "reorganise", s.id)
            if trade:
                return trade
        legal = [a for a in legal if a.kind not in ("recruit", "bless", "reorganise")]
        if state.stage >= 1 and train.is_train_zone(game, s.zone):  # aboard: stay aboard
            legal = [a for a in legal if not (a.kind in MOVES and not train.is_train_zone(game, a.args[1]))]
        goal = self.target(game, s)
        choice = self.bot.best(legal, self.bot.score_options(game, legal, [goal]))
        if choice.kind in FIGHTS:
            return choice
        if goal == RESCUE[s.id] and s.zone != goal:  # the companions are in danger: hurry
            here = game.board.distance[s.zone].get(goal, 99)
            steps = [a for a in legal if a.kind in MOVES and game.board.distance[a.args[1]].get(goal, 99) < here]
            if steps:
                return min(steps, key=lambda a: (game.board.distance[a.args[1]].get(goal, 99), a.kind != "move"))
        if s.zone == goal and out and not blessed(game, s):
            return pick(legal, "search", s.id) or choice
        return choice


def winning_line() -> Game:
    """The recorded line, played to its end."""
    return play_line("frontier-m3", seed=SEED, team=TEAM, plan=Plan())


def test_the_whole_family_rides_out() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    state = game.state
    companions = [c.id for c in state.survivors.values() if c.companion_of is not None]
    # the six survivors and the six companions all left aboard the train
    assert len(companions) == 6
    assert sorted(state.own.left_on_train) == sorted(TEAM + companions)
    # both roaming spawns were driven to the start, and the locomotive crushed them there
    assert all(t.destroyed for t in state.spawns if t.kind in ("mobile", "starting"))
