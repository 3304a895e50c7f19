"""frontier-m9 (Stoke the Firebox): a scripted winning line.

The greedy bot alone wins this mission only now and then (docs/balance.md): it heads for the
nearest goal zone, often the boxcar's roaming spawn, stands in it with nothing to pour on it,
and dies there. A sensible posse does this:

* **One blob.** All six survivors move together, to one meeting zone per round (the furthest zone
  on a cheap route that every survivor can still reach, stopping short of zombies), and so end
  each round in the same zone. Six survivors in one zone tie the six companions waiting in the
  church for "the most survivors", and the tie is ours to break: the noise token stays with the
  posse instead of calling the dead onto the church. Routes avoid the spawn zones and the
  buildings whose corpse piles are still hidden. Doc Whitlock (medic) heals everyone in his zone
  every end phase, and the wounds are shared.
* **Water first.** Until a Blessed Flask turns up (two rounds at most) the posse searches the bank
  next to the start (the settlers search several times a turn); it then steps to the street
  beside the boxcar and pours the flask on the roaming spawn, which goes back to the cemetery gate.
  Water found later goes on other spawn tokens in reach (the nave's corpse pile is put out).
* **Companions.** The posse goes round by the passenger car (away from the spawns) to the church
  square, then each survivor steps into the nave, recruits one companion and steps back out: the
  four Roughnecks go to four different survivors, so four sacks can be carried at once; the two
  Devouts to the others (their leaders may then use Canteens as holy water, and put the nave's
  corpse pile out).
* **Coal.** Into the Mine, four sacks taken at once, back to the cab, stoke, back for the last two.
  While the Monstrosity is out its spawns are awake and no sack may be taken: the posse then
  keeps a Blasting Stick for it and throws it as soon as the Monstrosity is in reach with no friend
  beside it (stepping out of its zone first if need be).
* **Steam out.** Everyone crowds into the cab; the last survivor to act opens the throttle when no
  zombie is in the cab or the tender, and the locomotive leaves with all twelve aboard at the end
  of that players' phase.

Team: two gunhands (Clem's point-blank shots spare her friends) and four settlers (multiple
searches, Doc Whitlock's medic, Nell's blasting stick); those free to pick start with a skillet, as
guns fired into the posse's own zone would hit friends. Fighting is the greedy bot's own scoring (its best attack while the survivor has actions to spare
for reaching the meeting zone); the plan only moves the posse and does the mission's actions.
"""

from __future__ import annotations

import heapq

from winkit import outcome, pick, play_line

from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.content.cards import CardEffect, Trait
from zombie_table.content.tiles import Feature
from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.spawning import starting_zone

MISSION = "frontier-m9"
SEED = 6
TEAM = ["jack_harlan", "clem_ashby", "hattie_brewster", "otis_pruitt", "abel_whitlock", "nell_cobb"]

MINE, CAB, TENDER, NAVE, SQUARE, BANK = "8V:mn", "10R:cb", "10R:td", "6R:nv", "6R:x", "1R:bk"
ATTACKS = {"melee", "shoot", "fan", "dynamite", "fire_gatling", "vade_retro", "improvise", "shove"}
WATER_ROUNDS = 2  # rounds spent searching the bank for a Blessed Flask
ENTER_TARGET = 4  # the posse walks into its goal zone (cab, Mine) with at most this many zombies there
SPAWN_COST = 4  # extra route cost of walking through an active spawn zone
KEEP_STICKS = 1  # Blasting Sticks kept back for the Monstrosity
SEARCH_SPOT = "6R:bt"  # where to keep searching for water if the bank had none


class StokeTheFirebox:
    def __init__(self) -> None:
        self.bot = GreedyBot()
        self.meeting: dict[int, tuple[str, str]] = {}  # round -> (goal, meeting zone)
        self.assign: dict[str, str] | None = None  # companion -> the survivor who recruits it

    # ---------------------------------------------------------------- facts
    @staticmethod
    def team(game):
        return [s for s in game.state.survivors.values() if s.on_board and s.companion_of is None]

    @staticmethod
    def lone(game):
        return [c for c in game.state.survivors.values() if c.companion_of == "" and c.on_board]

    @staticmethod
    def led(game, s, cls):
        return [c for c in game.state.survivors.values() if c.companion_of == s.id and c.alive and cls in c.classes]

    @staticmethod
    def sacks(s):
        return sum(1 for t in s.carried if t.startswith("coal:"))

    @staticmethod
    def sacks_left(game):
        return [o for o in game.state.objectives if o.color == "coal" and not o.taken_by]

    @staticmethod
    def spawn_home(game):
        mobile = next(t for t in game.state.spawns if t.kind == "mobile" and not t.destroyed)
        return mobile.zone == starting_zone(game)

    @staticmethod
    def waters(game, s):
        """Cards this survivor can pour on a spawn: Blessed Flasks, and Canteens for a Devout's leader."""
        return [c for c in s.inventory.cards() if game.card(c).effect is CardEffect.holy_water
                or (game.card(c).effect is CardEffect.water and skills.has(game, s, "water_as_holy_water"))]

    def sticks(self, game):
        return sum(1 for s in self.team(game) for c in s.inventory.cards() if Trait.kills_all in game.card(c).traits)

    @staticmethod
    def monstrosity(game):
        return next((z for z, types in game.state.zombies.items() if types.get("abomination")), None)

    # ---------------------------------------------------------------- where the posse goes
    def goal(self, game):
        """(zone, hunting): the zone the posse heads for now."""
        st = game.state
        home = self.spawn_home(game)
        holders = [s for s in self.team(game) if self.waters(game, s)]
        if not home and holders:  # beside the boxcar, to pour the water on its roaming spawn
            mobile = next(t.zone for t in st.spawns if t.kind == "mobile" and not t.destroyed)
            spots = [z for z, seen in game.board.sight.items() if seen.get(mobile, 9) <= 1 and z != mobile]
            return min(spots, key=lambda z: (game.board.distance[holders[0].zone].get(z, 99), z)), False
        if not home and st.round <= WATER_ROUNDS:
            return BANK, False
        if self.lone(game):
            return SQUARE, False
        if not home:
            return SEARCH_SPOT, False
        team = self.team(game)
        carried = sum(self.sacks(s) for s in team)
        carriers = [s for s in team if self.led(game, s, "brawler")]
        left = self.sacks_left(game)
        if carried and (not left or all(self.sacks(s) >= len(self.led(game, s, "brawler")) for s in carriers)):
            return CAB, False
        if left:
            monster = self.monstrosity(game)
            if monster and self.sticks(game) and not carried:  # its spawn in the Mine bars the sacks
                return monster, True
            return MINE, False
        return CAB, False

    def route(self, game, start, goal):
        """Cheapest path: a step costs 1, more through zombies, active spawn zones and buildings
        whose corpse pile is still hidden."""
        st = game.state
        spawns = {t.zone for t in st.spawns if t.active and not t.destroyed}
        hidden = set(game.board.zones_with(Feature.corpse_pile)) - {t.zone for t in st.spawns if t.kind == "corpse_pile"}
        best = {start: 0.0}
        heap = [(0.0, start, [start])]
        while heap:
            cost, zone, path = heapq.heappop(heap)
            if zone == goal:
                return path
            if cost > best[zone]:
                continue
            for n in game.board.exits(zone):
                if n in game.board.blocked:
                    continue
                c = cost + 1 + 0.5 * st.zombie_count(n)
                if n != goal:
                    c += (SPAWN_COST if n in spawns else 0) + (50 if n in hidden else 0)
                if n not in best or c < best[n]:
                    best[n] = c
                    heapq.heappush(heap, (c, n, path + [n]))
        return [start]

    def meeting_zone(self, game):
        """The round's meeting zone, fixed at the round's first action."""
        rnd = game.state.round
        if rnd not in self.meeting:
            st = game.state
            goal, hunting = self.goal(game)
            team = self.team(game)
            counts: dict[str, int] = {}
            for s in team:
                counts[s.zone] = counts.get(s.zone, 0) + 1
            start = max(counts, key=lambda z: (counts[z], -game.board.distance[z].get(goal, 99), z))
            here = st.zombies.get(start, {})
            meet = start
            if here.get("abomination"):  # step out of the Monstrosity's zone (a stick may follow it in)
                exits = [z for z in game.board.exits(start) if z not in game.board.blocked]
                meet = min(exits, key=lambda z: (st.zombie_count(z), len(self.route(game, z, goal)), z))
            elif not here:  # zombies here: stay and fight them first
                for z in self.route(game, start, goal)[1:]:
                    n = st.zombie_count(z)
                    if n > (ENTER_TARGET if z == goal and not hunting else 0):
                        break
                    if any(len(self.route(game, o.zone, z)) - 1 + st.zombie_count(o.zone) > self.budget(game, o) for o in team):
                        break
                    meet = z
                    if n:
                        break
            self.meeting[rnd] = (goal, meet)
        return self.meeting[rnd]

    @staticmethod
    def budget(game, s):
        return game.data.rules.actions + skills.count(game, s, "plus_action")

    # ---------------------------------------------------------------- choices
    def __call__(self, game, legal):
        d = game.decision
        if d.kind == "noise_tie":  # the noise stays with the posse
            team = self.team(game)
            return max(legal, key=lambda a: sum(1 for s in team if s.zone == a.args[0]))
        if d.kind == "activate" and self.monstrosity(game):  # whoever holds a stick acts last
            holders = [a for a in legal if any(Trait.kills_all in game.card(c).traits
                                               for c in game.survivor(a.args[0]).inventory.cards())]
            return next((a for a in legal if a not in holders), None) if holders else None
        if d.kind == "choose_starting":  # something to fight with when the dead reach the posse's zone
            return pick(legal, "starting_pick", d.survivor, "skillet")
        if d.kind != "act":
            return None
        return self.act(game, legal, game.survivor(d.survivor))

    def act(self, game, legal, s):
        st = game.state
        home = self.spawn_home(game)
        for a in legal:  # the roaming spawn back to the start; once it is there, spare water on any spawn
            if a.kind == "bless" and (home or any(t.kind == "mobile" and t.zone == a.args[2] for t in st.spawns)):
                return a
        for a in legal:
            if a.kind == "take_objective" and next(o for o in st.objectives if o.id == a.args[1]).color == "coal":
                return a
        a = pick(legal, "stoke", s.id)
        if a:
            return a
        recruit = self.recruit(game, s, [a for a in legal if a.kind == "recruit"])
        if recruit:
            return recruit
        a = pick(legal, "start_train", s.id)
        if a and self.all_aboard(game, s):
            return a
        _, meet = self.meeting_zone(game)
        dist = game.board.distance
        # the recruiting round: step into the nave, recruit, step back out to the square
        if self.lone(game) and s.zone == meet and dist[s.zone].get(NAVE) == 1:
            mine = [c for c in self.lone(game) if self.assigned(game).get(c.id) == s.id]
            go = pick(legal, "move", s.id, NAVE)
            if mine and go and s.actions_left >= 1 + len(mine) + st.zombie_count(s.zone):
                return go
        for a in legal:  # a blasting stick for the Monstrosity, never onto a friend
            if a.kind == "dynamite" and st.zombies.get(a.args[2], {}).get("abomination") and not st.survivors_in(a.args[2]):
                return a
        scores = dict(zip(legal, self.bot.score_options(game, legal)))

        def best(kinds):
            options = [a for a in legal if a.kind in kinds and self.allowed(game, a)]
            return max(options, key=lambda a: (scores[a], -legal.index(a))) if options else None

        fight = best(ATTACKS)
        if fight is not None and scores[fight] <= -1e5:
            fight = None
        need = dist[s.zone].get(meet, 99) + (st.zombie_count(s.zone) if s.zone != meet else 0)
        if fight and s.actions_left > need:
            return fight
        if s.zone != meet:
            path = self.route(game, s.zone, meet)
            step = pick(legal, "move", s.id, path[1]) if len(path) > 1 else None
            return step or fight or pick(legal, "end_turn", s.id)
        if not home and not any(self.waters(game, o) for o in self.team(game)):
            a = pick(legal, "search", s.id)
            if a:
                return a
        return best(ATTACKS | {"reload", "reorganise", "search", "end_turn"})

    def allowed(self, game, a):
        if a.kind == "dynamite":  # keep a stick back for the Monstrosity
            return bool(game.state.zombies.get(a.args[2], {}).get("abomination")) or self.sticks(game) > KEEP_STICKS
        return True

    def assigned(self, game):
        """Four survivors lead one Roughneck each (four sacks at once); the Devouts go to two others."""
        if self.assign is None:
            team = [o.id for o in self.team(game)]
            roughnecks = sorted(c.id for c in self.lone(game) if "brawler" in c.classes)
            devouts = sorted(c.id for c in self.lone(game) if "faithful" in c.classes)
            self.assign = {c: team[i % len(team)] for i, c in enumerate(roughnecks)}
            self.assign.update({c: team[(len(team) - 1 - i) % len(team)] for i, c in enumerate(devouts)})
        return self.assign

    def recruit(self, game, s, options):
        if not options:
            return None
        assign = self.assigned(game)
        for a in options:
            if assign.get(a.args[1]) == s.id:
                return a
        for a in options:  # a companion whose recruiter cannot come any more this round
            leader = game.survivor(assign.get(a.args[1], s.id))
            if not leader.on_board or (leader.activated and leader.zone != s.zone):
                return a
        return None

    def all_aboard(self, game, s):
        """The last survivor to act, everyone in the locomotive, and no zombie aboard it."""
        st = game.state
        waiting = [o for o in self.team(game) if o.id != s.id and not o.activated]
        return (not waiting and all(o.zone in (CAB, TENDER) for o in st.living())
                and not any(st.zombie_count(z) for z in (CAB, TENDER)))


def winning_line() -> Game:
    """The recorded line, played to its end."""
    return play_line(MISSION, seed=SEED, team=TEAM, plan=StokeTheFirebox())


def test_frontier_m9_stoke_the_firebox_is_won() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    state = game.state
    everyone = {s.id for s in state.survivors.values()}
    assert len(everyone) == 12  # six survivors and the six companions from the church
    assert set(state.own.left_on_train) == everyone  # all of them rode the locomotive off
    assert state.own.coal == 6
    mobile = next(t for t in state.spawns if t.kind == "mobile")
    assert mobile.zone == "9V:x" and mobile.moved_to_start  # poured back to the cemetery gate
