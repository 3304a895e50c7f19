"""frontier-m7 (End of Steel): a winning line.

Why greedy alone loses: it fetches the cargo and loads it, but never drives the wagon to the
exit (it pushes a wagon only off the tracks), so the last goal stays out of its reach. It also
recruits every lone companion on the map, walking into the boarding house (whose bedroom corpse pile then
spawns beside the wagon) and out to the Devout by the cemetery; the posse scatters and someone
dies.

The plan is greedy with a player's sense of the mission (greedy still fights, and walks
wherever the plan sends each survivor):

* Four Roughnecks (three wounds each) and two Gunhands; the set-up deals them two to each
  train section (cab, passenger car, boxcar).
* The crates are shared out: each survivor with a free slot heads for the nearest crate that
  has fewer than two survivors on it, so the posse works in pairs. The two Settlers in the
  marshal's office (7V), right by the passenger car, count as one more such job and are
  recruited at once: anyone passing that way would otherwise find them dead.
* A survivor whose slots are full, or who holds cargo when no crate is left, goes to the wagon
  and loads it (1 action). Whoever stands by the wagon with the actions to spare drives it
  toward the crossing in front of the exit (1V:x), down the streets; there it is a step from
  the smithy's crate and the exit.
* Rooms whose corpse pile is still hidden are never entered (the boarding house included),
  and nobody climbs into the wagon.
* With everything loaded: drive the wagon into the exit zone, escape with it, and everyone
  else escapes behind it (never before it: the last survivor must not leave it stranded).
"""

from __future__ import annotations

from collections import deque

from winkit import hidden_piles, outcome, pick, play_line, walks_into

from zombie_table.games.tilezone.greedy import FAR, GreedyBot
from zombie_table.content.tiles import OPEN_GROUND
from zombie_table.games.tilezone import inventory
from zombie_table.games.tilezone.game import Game

SEED = 3
TEAM = ["bo_tanner", "ruth_calloway", "silas_crowe", "dee_vance", "jack_harlan", "rosa_delgado"]
PARK = "1V:x"  # where the wagon waits while it is loaded
FETCH = {"7V:mo"}  # lone companions worth a detour
PER_CRATE = 2


def cargo(s) -> int:
    return sum(1 for t in s.carried if t.startswith("cargo:"))


def room(game, s) -> int:
    """Slots still free for another cargo token."""
    return len(inventory.free_slots_for_id(game, s, ""))


def road(game, src: str, dst: str) -> list[str]:
    """The wagon's shortest way (streets only) from src to dst, src excluded."""
    prev: dict[str, str | None] = {src: None}
    queue = deque([src])
    while queue:
        z = queue.popleft()
        if z == dst:
            break
        for n in game.board.exits(z):
            if n not in prev and game.board.zones[n].kind in OPEN_GROUND:
                prev[n] = z
                queue.append(n)
    path, z = [], dst
    while z is not None and z != src and z in prev:
        path.append(z)
        z = prev[z]
    return list(reversed(path))


class Freight(GreedyBot):
    def wagon(self, game) -> str | None:
        zones = game.state.tokens.get("wagon", [])
        return zones[0] if zones else None

    def crates(self, game) -> dict[str, int]:
        out: dict[str, int] = {}
        for t in game.state.objectives:
            if not t.taken_by and not t.lost:
                out[t.zone] = out.get(t.zone, 0) + 1
        return out

    def jobs(self, game) -> dict[str, str]:
        """Survivor -> crate (or companions to fetch): nearest pairs first, two survivors a job."""
        st, dist = game.state, game.board.distance
        places = set(self.crates(game))
        places |= {c.zone for c in st.survivors.values() if c.companion_of == "" and c.on_board and c.zone in FETCH}
        free = [s for s in st.living() if s.companion_of is None and room(game, s) > 0]
        out: dict[str, str] = {}
        taken = {z: 0 for z in places}
        for _, sid, z in sorted((dist[s.zone].get(z, FAR), s.id, z) for s in free for z in places):
            if sid not in out and taken[z] < PER_CRATE:
                out[sid] = z
                taken[z] += 1
        return out

    def goals(self, game, s) -> list[str]:
        wagon = self.wagon(game)
        if wagon is None:  # gone through the exit already: follow it
            return [game.board.resolve(game.mission.exit)]
        if game.state.stage >= 1:
            return [wagon]
        if cargo(s) and (not self.crates(game) or room(game, s) == 0):
            return [wagon]
        return [self.jobs(game).get(s.id, wagon)]

    # ---------------------------------------------------------------- decisions
    def choose(self, game):
        if game.decision.kind == "act":
            chosen = self.mission_action(game, game.legal_actions())
            if chosen is not None:
                return chosen
        return super().choose(game)

    def mission_action(self, game, legal):
        s = game.survivor(game.decision.survivor)
        wagon = self.wagon(game)
        for kind in ("load_wagon", "recruit"):
            if pick(legal, kind):
                return pick(legal, kind)
        escape = pick(legal, "escape")
        if escape is not None and (wagon is None or wagon == s.zone):
            return escape  # the wagon goes out with the first, the rest follow it
        if wagon == s.zone and not s.riding:
            target = game.board.resolve(game.mission.exit) if game.state.stage >= 1 else PARK
            path = road(game, wagon, target) if wagon != target else []
            if path:
                return pick(legal, "push_wagon", s.id, path[0])
        return None

    def _decide_act(self, game, legal):
        s = game.survivor(game.decision.survivor)
        wagon = self.wagon(game)
        piles = hidden_piles(game)
        legal = [a for a in legal if a.kind not in ("board_wagon", "leave_wagon") and not walks_into(game, s, a, piles)
                 and not (a.kind == "escape" and wagon is not None and wagon != s.zone)]
        for a in legal:
            if a.kind == "take_objective":
                return a
        return self.best(legal, self.score_options(game, legal, self.goals(game, s) or None))


def winning_line() -> Game:
    """The recorded line, played to its end."""
    bot = Freight()
    return play_line("frontier-m7", seed=SEED, team=TEAM, plan=lambda g, legal: bot.choose(g))


def test_frontier_m7_is_won() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    # the mission's own work: all eight tokens rode out on the wagon, which left by the exit
    own = game.state.own
    assert own.loaded == len(game.state.objectives) == 8
    assert "wagon" in game.state.escaped_tokens and game.state.tokens["wagon"] == []
    assert all(s.status == "escaped" for s in game.state.survivors.values() if s.companion_of != "")
