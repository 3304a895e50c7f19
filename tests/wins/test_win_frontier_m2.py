"""frontier-m2 (Dead Freight): a winning line.

Why a plan: greedy alone wins only now and then (docs/balance.md). It throws its blasting
sticks at any big crowd, so none is left for the passenger car; it may pour a flask on the
cemetery's sleeping monstrosity spawn; and it uncovers the printed piles with nothing to put
them out, so spawn zones pile up.

The plan is greedy with a player's sense of the mission (greedy still does all the
fighting, searching and moving; the plan only changes where the posse heads and what it
saves its powder and flasks for):

* A posse of six (the most allowed), no Roughneck: two Devout (the sister's starting flask,
  canteens count as flasks for them), two Settlers who search as often as they like (the
  powder girl starts with a blasting stick), a Gunhand and the doctor. Six standing together
  outnumber the four Roughnecks waiting in the boarding house, so the noise token stays with
  the posse and the dead come for it rather than for the lone Roughnecks.
* Turn one: the blasting stick goes into the boxcar next door (11R), which flips it to bare
  tracks and draws the horde with its BOOM!.
* Go round by the locomotive's cab and recruit the Roughnecks first (entering the dining room
  uncovers the bedroom's pile, which the sister puts out at once).
* Then: the next blasting stick found goes into the passenger car (12R); sticks are never
  thrown at ordinary crowds while the cars still need them; each remaining printed pile is
  uncovered one at a time (never two spawning at once, the active-spawn loss is at 7) and put
  out with a flask or a Devout's canteen.
"""

from __future__ import annotations

from winkit import outcome, play_line

from zombie_table.games.tilezone.greedy import (
    FAR,
    MISSION,
    NEVER,
    STEP,
    GreedyBot,
)
from zombie_table.games.tilezone.settings.frontier.goals import waiting_companions as lone_companions
from zombie_table.content.cards import CardEffect, Trait
from zombie_table.content.tiles import Feature
from zombie_table.games.tilezone import combat, skills
from zombie_table.games.tilezone.game import Game

SEED = 0
TEAM = ["nell_cobb", "marisol_vega", "amos_pike", "otis_pruitt", "rosa_delgado", "abel_whitlock"]


def posse(game):
    return [s for s in game.state.living() if s.companion_of is None]


def cars_left(game) -> list[str]:
    """Zones of the roaming spawns still riding the train (not yet blown off)."""
    return [t.zone for t in game.state.spawns if t.kind == "mobile" and not t.moved_to_start and not t.destroyed]


def piles_left(game) -> list[tuple[str, bool]]:
    """Printed corpse piles not yet put out, with whether each has been uncovered."""
    tokens = {t.zone: t for t in game.state.spawns if t.kind == "corpse_pile"}
    return [(z, z in tokens) for z in game.board.zones_with(Feature.corpse_pile) if not (z in tokens and tokens[z].destroyed)]


def sticks(game) -> int:
    return sum(len(combat.explosives(game, s)) for s in posse(game))


def throw_spots(game, targets: list[str]) -> list[str]:
    """Zones from which a blasting stick reaches one of `targets` (range 1-2, in sight)."""
    return [z for z, seen in game.board.sight.items() if any(1 <= seen.get(t, FAR) <= 2 for t in targets)]


def mission_goals(game) -> list[str]:
    """The mission's goals in a sensible order, for greedy to head for."""
    zones = lone_companions(game)  # the Roughnecks first: alone, one wound kills them
    if not zones:
        cars = cars_left(game)
        if cars and sticks(game):
            zones += throw_spots(game, cars)
        piles = piles_left(game)
        uncovered = [z for z, seen in piles if seen]
        zones += uncovered or [z for z, seen in piles if not seen]  # one pile spawning at a time
        if not zones:  # only a car left and no stick yet: search near it
            zones = throw_spots(game, cars)
    zones = sorted(set(zones))
    members = [s.zone for s in posse(game)]
    if len(zones) > 1 and members:  # the posse goes together, to the goal nearest to all
        d = game.board.distance
        zones = [min(zones, key=lambda g: (sum(d[z].get(g, FAR) for z in members), g))]
    return zones


class MissionBot(GreedyBot):
    def _decide_act(self, game, legal):
        for a in legal:
            if a.kind == "take_objective":
                return a
        scores = self.score_options(game, legal, mission_goals(game))
        return self.best(legal, [self._mission_score(game, a, score) for a, score in zip(legal, scores)])

    def _mission_score(self, game, a, score: float) -> float:
        if a.kind == "dynamite":
            cars = cars_left(game)
            if a.args[2] not in cars and sticks(game) <= len(cars):
                return NEVER  # keep the powder for the train
        if a.kind == "bless":
            zone = a.args[2]
            if not any(t.zone == zone and t.kind == "corpse_pile" and not t.destroyed for t in game.state.spawns):
                return NEVER  # flasks are for the corpse piles only
            return MISSION + 1000.0
        return score

    def _decide_activate(self, game, legal):
        sit = self.situation(game, mission_goals(game))

        def urgency(a):
            s = game.survivor(a.args[0])
            return 1000.0 * sit.count(s.zone) + sit.danger(s, s.zone) - STEP * sit.goal_distance(s.zone)

        return self.best(legal, [urgency(a) for a in legal])

    def card_value(self, game, s, card_id):
        c = game.data.cards[card_id]
        if c.effect is CardEffect.holy_water or Trait.kills_all in c.traits:
            return 3.0
        if c.effect is CardEffect.water and skills.has(game, s, "water_as_holy_water"):
            return 3.0
        return super().card_value(game, s, card_id)


def mission_plan():
    bot = MissionBot()
    return lambda game, legal: bot.choose(game)


def winning_line() -> Game:
    """The recorded line, played to its end."""
    return play_line("frontier-m2", seed=SEED, team=TEAM, plan=mission_plan())


def test_frontier_m2_is_winnable() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    state = game.state
    # both roaming spawns were blown off the train: tokens at the start, both cars now bare tracks
    assert state.own.blown_mobiles == 2
    start = next(t.zone for t in state.spawns if t.kind == "starting")
    assert all(t.zone == start for t in state.spawns if t.kind == "mobile")
    tiles = {slot.split("@")[0] for row in state.layout for slot in row if slot}
    assert {"11V", "12V"} <= tiles and not {"11R", "12R"} & tiles
    # every printed corpse pile was uncovered and put out
    piles = [t for t in state.spawns if t.kind == "corpse_pile"]
    assert sorted(t.zone for t in piles) == ["1R:lv", "2V:h2", "3R:lo"] and all(t.destroyed for t in piles)
    # the four Roughnecks ride with the posse, alive
    roughnecks = [s for s in state.survivors.values() if s.companion_of is not None]
    assert len(roughnecks) == 4 and all(s.alive and s.companion_of in TEAM for s in roughnecks)
