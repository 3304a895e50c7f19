"""outpost-m8 (Code Amber): a winning line.

The greedy bot plays the fighting and the searching; the plan adds what the mission asks beyond
it. Survivors still short of orange take their turns first, the fewest XP first, so the kills go
where the XP is wanted. Whoever controls the warden bot, with no xeno within a zone of them, steers
it to the junction in front of the seal and has it cut the seal open. Then one survivor (whoever
already wears an air bottle, else the nearest to the airlock face's supply room) fetches a bottle
there and takes the objectives on the surface beyond the airlock. Once every objective is taken the
team camps in the turret's zone: everyone walks there and stays, firing the turret (anyone in its
zone works it, and the XP goes to whoever fires), and a survivor already at orange fights only
xenos in its own zone, leaving the rest to those still short of it.
"""

from __future__ import annotations

from winkit import outcome, pick, play_line, steps, toward

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.settings.outpost.machines import BOT as WARDEN, SENTRY, controls, where
from zombie_table.games.tilezone.settings.outpost.oxygen import wears_bottle
from zombie_table.games.tilezone.settings.outpost.seal import sealed
from zombie_table.games.tilezone.state import LEVELS, SurvivorState

SEED = 9
TEAM = ["rook", "halloway", "tamsin", "okafor", "dax", "obi"]
BOT = GreedyBot()
FRONT, SUPPLY = "09R:x", "09R:d"
ORANGE = LEVELS.index("orange")
MOVES = ("move", "sprint", "escort", "charge")
FIGHTS = ("shoot", "melee", "concentrate", "machine_attack", "hellfire")


def first_up(game: Game, legal: list[Action]) -> Action | None:
    """Who acts next: the survivor with the fewest XP among those short of orange."""
    short = [a for a in legal if a.kind == "activate" and game.survivor(a.args[0]).level < ORANGE]
    return min(short, key=lambda a: game.survivor(a.args[0]).xp, default=None)


def xenos_near(game: Game, zone: str) -> bool:
    return any(game.board.distance[z].get(zone, 99) <= 1 for z, types in game.state.zombies.items() if sum(types.values()))


def cut_the_seal(game: Game, legal: list[Action], s: SurvivorState) -> Action | None:
    """The bot's controller walks it to the front of the seal and opens it, with no xeno close by."""
    if sealed(game) is None or not controls(game, s, WARDEN) or xenos_near(game, s.zone):
        return None
    here, front = where(game, WARDEN), game.board.resolve(FRONT)
    if here == front:
        return pick(legal, "open_seal")
    return toward(game, legal, "bot_move", (s.id,), front, here) if here else None


def outside(game: Game) -> list[str]:
    """The objectives still on the surface."""
    return [o.id for o in game.state.objectives if o.taken_by is None and game.board.zones[o.zone].kind is ZoneKind.outdoor]


def runner(game: Game) -> SurvivorState:
    """Who fetches the surface objectives: a survivor wearing a bottle, else the nearest to the supply."""
    team = [o for o in game.state.survivors.values() if o.on_board]
    supply = game.board.resolve(SUPPLY)
    return next((o for o in team if wears_bottle(game, o)), None) or \
        min(team, key=lambda o: (steps(game, o.zone, supply), o.xp, o.id))


def fetch(game: Game, legal: list[Action], s: SurvivorState) -> Action | None:
    """The runner's errand, once the seal is open: a bottle from the supply room, then the surface objectives."""
    left = outside(game)
    if sealed(game) is not None or not left or runner(game).id != s.id:
        return None
    take = next((a for a in legal if a.kind == "take_objective" and a.args[1] in left), None)
    if take is not None:
        return take
    supply = game.board.resolve(SUPPLY)
    if not wears_bottle(game, s) and s.zone == supply:
        return pick(legal, "take_oxygen")
    zones = [o.zone for o in game.state.objectives if o.id in left]
    goal = min(zones, key=lambda z: steps(game, s.zone, z)) if wears_bottle(game, s) else supply
    return toward(game, legal, "move", (s.id,), goal, s.zone)


def camp(game: Game, legal: list[Action], s: SurvivorState) -> Action | None:
    """Every objective taken: to the turret's zone, and stay there; at orange, fight only at home."""
    spot = where(game, SENTRY)
    if spot is None or any(o.taken_by is None for o in game.state.objectives):
        return None
    if s.zone != spot:
        return toward(game, legal, "move", (s.id,), spot, s.zone)
    staying = [a for a in legal if a.kind not in MOVES]
    if s.level >= ORANGE and not game.state.zombies.get(s.zone):
        staying = [a for a in staying if a.kind not in FIGHTS]
    return BOT.decide(game, staying) if staying else None


def plan(game: Game, legal: list[Action]) -> Action | None:
    d = game.decision
    if d is None:
        return None
    if d.kind == "activate":
        return first_up(game, legal)
    if d.kind != "act" or d.survivor is None:
        return None
    s = game.survivor(d.survivor)
    return cut_the_seal(game, legal, s) or fetch(game, legal, s) or camp(game, legal, s)


def winning_line() -> Game:
    return play_line("outpost-m8", SEED, TEAM, plan)


def test_the_bot_cuts_the_seal_the_team_takes_everything_and_levels_up_at_the_turret() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert sealed(game) is None and all(o.taken_by for o in game.state.objectives)
    assert all(s.level >= ORANGE for s in game.state.survivors.values())
