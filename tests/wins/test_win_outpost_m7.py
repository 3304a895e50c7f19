"""outpost-m7 (Shopping Under Fire): a winning line.

Greedy alone won 0 of 60: the team heads for whichever objective is nearest to all of them, so it
criss-crosses the station and ends its shopping far from the way out; whoever reaches an objective
first takes it, so one survivor climbs to red and the spawns grow with it; the survivor who can
steer the warden bot spends whole turns walking it over from across the station. The plan:
- the team shops along one route, a snake through the nine faces from the suit room beside the
  start (09R) along the top row, back along the middle and along the bottom to the operations
  ring's security room beside the exit (01R), then leaves;
- an objective is left to a teammate in its zone with less XP who has yet to play, so the XP
  (5 an objective) spreads and the danger level rises later;
- nobody steers the warden bot from afar (moving with it is fine), and no hellfire goes into a
  zone where an objective still lies (losing one loses the mission).
The greedy bot does the rest: the fighting, the searching, the walking and leaving.
"""

from __future__ import annotations

from winkit import outcome, pick, play_line

from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.state import SurvivorState

SEED = 6
TEAM = ["rook", "halloway", "tamsin", "okafor", "dax", "obi"]
BOT = GreedyBot()
ROUTE = ["09R:g", "06R:f", "03R:c", "04R:a", "07R:a", "08R:c", "05R:b", "02R:a", "01R:a"]


def lying(game: Game) -> set[str]:
    """Zones where an objective still lies."""
    return {t.zone for t in game.state.objectives if t.taken_by is None and not t.lost}


def next_stop(game: Game) -> list[str]:
    """The first objective of the route still lying, else the exit."""
    left = lying(game)
    stop = next((z for z in map(game.board.resolve, ROUTE) if z in left), None)
    return [stop if stop is not None else game.board.resolve(game.mission.exit)]


def leaves_it(game: Game, s: SurvivorState) -> bool:
    """A teammate in the zone with less XP has yet to play: the objective is theirs to take."""
    return any(o.id != s.id and o.zone == s.zone and not o.activated and o.xp < s.xp for o in game.state.living())


def allowed(game: Game, s: SurvivorState, a: Action) -> bool:
    if a.kind == "take_objective":
        return not leaves_it(game, s)
    return a.kind != "bot_move" and not (a.kind == "hellfire" and a.args[1] in lying(game))


def plan(game: Game, legal: list[Action]) -> Action | None:
    d = game.decision
    if d is None or d.kind != "act":
        return None
    s = game.survivor(d.survivor)
    options = [a for a in legal if allowed(game, s, a)]
    return pick(options, "take_objective") or BOT.best(options, BOT.score_options(game, options, next_stop(game)))


def winning_line() -> Game:
    return play_line("outpost-m7", SEED, TEAM, plan)


def test_the_team_shops_the_nine_faces_along_its_route_and_checks_out() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert all(t.taken_by for t in game.state.objectives)
    assert all(s.status == "escaped" for s in game.state.survivors.values())
