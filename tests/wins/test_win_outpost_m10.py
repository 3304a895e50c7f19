"""outpost-m10 (Starting Over): a winning line.

The greedy bot plays the line; the plan sees to what it does not: each survivor heads for an
airlock while it still wears its first bottle, then for a supply room until it wears a new one
(the bot alone keeps the whole team at the airlocks until everyone has been there); at Orange,
Rook learns Hydraulic Grip (his melee hits deal the Blighter's 3 damage). While the Blighter's sample is missing, the
survivor most likely to fell it in melee (at least even odds) goes for it, and nobody kills it
other than in melee (no concentrated shot, machine strike or burst at it) while such a survivor
exists or one who could stands in its zone; a survivor in its zone strikes it with the melee
attack likeliest to fell it (hits go to it first).
"""

from __future__ import annotations

from math import comb

from winkit import outcome, pick, play_line

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone import combat
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.settings.outpost.oxygen import supply_room, wears_bottle
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.state import SurvivorState

SEED = 7
TEAM = ["rook", "halloway", "tamsin", "okafor", "dax", "obi"]
BOT = GreedyBot()
BLIGHTER = "abomination"
CAPABLE = 0.5  # the odds a survivor needs to go after the Blighter


def blighter(game: Game) -> str | None:
    """The Blighter's zone while its sample is still missing."""
    if BLIGHTER in own(game).samples:
        return None
    return next((z for z, types in game.state.zombies.items() if types.get(BLIGHTER)), None)


def spoils(game: Game, a: Action) -> bool:
    """An attack that could kill the Blighter other than by a melee action."""
    if a.kind == "concentrate":
        return a.args[2] != "melee" and a.args[4] == BLIGHTER
    if a.kind == "machine_attack":
        return a.args[4:5] == (BLIGHTER,)
    if a.kind == "hellfire":
        return BLIGHTER in game.state.zombies.get(a.args[1], {})
    return False


def at_least(n: int, k: int, p: float) -> float:
    return sum(comb(n, i) * p ** i * (1 - p) ** (n - i) for i in range(k, n + 1))


def fell_chance(game: Game, s: SurvivorState, a: Action) -> float:
    """The chance a melee option (plain or concentrated on the Blighter) fells the Blighter."""
    if a.kind == "concentrate" and a.args[2] == "melee" and a.args[4] == BLIGHTER:
        p = combat.profile(game, s, tuple(a.args[1].split("+")), "melee", "normal", a.args[3], a.args[5])
        need = -(-game.data.zombie_types[BLIGHTER].damage_to_kill // max(1, p["damage"]))
    elif a.kind == "melee":
        p = combat.profile(game, s, tuple(a.args[1].split("+")), "melee", "normal", s.zone, a.args[2])
        need = 1 if p["damage"] >= game.data.zombie_types[BLIGHTER].damage_to_kill else p["dice"] + 1
    else:
        return 0.0
    return at_least(p["dice"], need, max(0.0, min(1.0, (7 - p["accuracy"]) / 6))) if p["damage"] > 0 else 0.0


def fell_best(game: Game, s: SurvivorState, zone: str) -> float:
    """The survivor's best chance to fell the Blighter in `zone` with one melee action."""
    options = []
    for ws, knife in combat.weapon_sets(game, s, "melee"):
        names = "+".join(ws)
        options += [Action("melee", "", (s.id, names, knife)), Action("concentrate", "", (s.id, names, "melee", zone, BLIGHTER, knife))]
    return max((fell_chance(game, s, a) for a in options), default=0.0)


def fighter(game: Game) -> SurvivorState | None:
    """The survivor likeliest to fell the Blighter in melee, if the odds are good enough."""
    where = blighter(game)
    if where is None:
        return None
    best = max((o for o in game.state.living() if o.on_board), key=lambda o: fell_best(game, o, where), default=None)
    return best if best is not None and fell_best(game, best, where) >= CAPABLE else None


def goals(game: Game, s: SurvivorState) -> list[str] | None:
    """Where the survivor heads instead of the bot's own goals (None: the bot's)."""
    zones = game.board.zones
    if s.id not in own(game).dropped:
        return sorted(z for z, zone in zones.items() if zone.kind is ZoneKind.airlock)
    if not wears_bottle(game, s):
        return sorted(z for z in zones if supply_room(game, z))
    who = fighter(game)
    return [blighter(game)] if who is not None and who.id == s.id else None


def plan(game: Game, legal: list[Action]) -> Action | None:
    d = game.decision
    if d is None:
        return None
    if d.kind == "skill_choice":
        return pick(legal, "learn", d.survivor, "super_strength")
    if d.kind == "assign_hit" and blighter(game):
        return next((a for a in legal if a.args[1] == BLIGHTER), None)
    if d.kind != "act":
        return None
    s = game.survivor(d.survivor)
    where = blighter(game)
    engaged = where is not None and any(fell_best(game, o, where) > 0 for o in game.state.survivors_in(where))
    allowed = [a for a in legal if not spoils(game, a)] if fighter(game) is not None or engaged else legal
    if where == s.zone:
        best = max(allowed, key=lambda a: fell_chance(game, s, a))
        if fell_chance(game, s, best) > 0:
            return best
    if (take := pick(allowed, "take_objective")) is not None:
        return take
    zones = goals(game, s)
    if zones:
        return BOT.best(allowed, BOT.score_options(game, allowed, zones))
    return BOT.decide(game, allowed)


def winning_line() -> Game:
    return play_line("outpost-m10", SEED, TEAM, plan)


def test_the_team_refits_takes_every_objective_and_every_sample() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert sorted(own(game).samples) == ["abomination", "hunter", "mold", "tank", "worker"]
    assert all(t.taken_by for t in game.state.objectives)
