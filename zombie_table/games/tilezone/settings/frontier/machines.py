"""Machines survivors operate: the wagon (pushed 3 actions a zone, ridden, loaded with cargo) and
the gatling gun (fired with its own numbers only; moved 3 actions a zone, or fixed, or carried by
the train or the wagon as the mission says)."""

from __future__ import annotations

from collections import deque

from zombie_table.content.missions import Gatling
from zombie_table.content.tiles import OPEN_GROUND
from zombie_table.games.tilezone.friendly_fire import aimed
from zombie_table.games.tilezone.combat import profile, start_attack
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.goals import SPECIAL_RULES
from zombie_table.games.tilezone.actions import Actor, ToZone
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, provides
from zombie_table.games.tilezone.moves import companions, leave_cost
from zombie_table.games.tilezone.state import TOKEN_KINDS, SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay
from zombie_table.kernel.words import plural

RULES = declare(SPECIAL_RULES, {"gatling": "The mission's Gatling gun: how it moves and who may fire it."})
TOKENS = declare(TOKEN_KINDS, {
    "wagon": "The wagon: survivors ride it, push it, load cargo on it, drive it out.",
    "gatling": "The Gatling gun, fired and moved as its mission says.",
})


def token_zone(game: Game, kind: str) -> str | None:
    zones = game.state.tokens.get(kind, [])
    return zones[0] if zones else None


def _set_token(game: Game, kind: str, zone: str | None) -> None:
    game.state.tokens[kind] = [zone] if zone else []


def gatling_moves(game: Game) -> str:
    rule = game.mission.rule(Gatling)
    return rule.moves if rule else "free"


def machine_cost(game: Game, machine: str) -> int:
    return game.data.rules.machines[machine].move_cost if machine in game.data.rules.machines else 3


# ---------------------------------------------------------------- the wagon
def _wagon_roads(game: Game, zone: str) -> list[str]:
    return [z for z in game.board.exits(zone) if game.board.zones[z].kind in OPEN_GROUND]


def road_distance(game: Game, target: str) -> dict[str, int]:
    """Drives from each zone the wagon can reach `target` from (over open ground only) to it."""
    dist, queue = {target: 0}, deque([target])
    while queue:
        zone = queue.popleft()
        for n in _wagon_roads(game, zone):
            if n not in dist:
                dist[n] = dist[zone] + 1
                queue.append(n)
    return dist


ARGS = declare(ACTION_ARGS, {"leave_wagon": Actor, "board_wagon": Actor, "push_wagon": ToZone, "fire_gatling": ToZone,
                              "move_gatling": ToZone})


@provides
def wagon_actions(game: Game, s: SurvivorState) -> list[Action]:
    wagon = token_zone(game, "wagon")
    if wagon is None or s.zone != wagon:
        return []
    extra = leave_cost(game, s)
    out = []
    if s.riding:
        if can_pay(s, ("move",), extra):
            out.append(Action("leave_wagon", f"Climb out of the wagon — {plural(1 + extra, 'action')}", Actor(s.id)))
        return out
    free = s.turn.entered == wagon
    if free or can_pay(s, ("move",), extra):
        out.append(Action("board_wagon", "Climb into the wagon" + (" (free after moving here)" if free else f" — {plural(1 + extra, 'action')}"), Actor(s.id)))
    cost = machine_cost(game, "wagon")
    if s.actions_left >= cost + extra:
        out += [Action("push_wagon", f"Drive the wagon to {z} — {cost + extra} actions", ToZone(s.id, z)) for z in _wagon_roads(game, wagon)]
    return out


@handler("board_wagon")
def board_wagon(game: Game, action: Action) -> None:
    _climb(game, game.survivor(action.args.survivor), inside=True)


@handler("leave_wagon")
def leave_wagon(game: Game, action: Action) -> None:
    _climb(game, game.survivor(action.args.survivor), inside=False)


def _climb(game: Game, s: SurvivorState, inside: bool) -> None:
    """Into or out of the wagon, companions along; climbing in right after moving to it is free."""
    act(game)
    if not (inside and s.turn.entered == s.zone):
        pay(s, ("move",), leave_cost(game, s))
    note_action(s, "move")
    for who in [s, *companions(game, s)]:
        who.riding = "wagon" if inside else None
    game.emit(Ev.moved, "wagon", f"{s.name} climbs {'into' if inside else 'out of'} the wagon", survivor=s.id)


@handler("push_wagon")
def push_wagon(game: Game, action: Action) -> None:
    """The driver, the wagon and everything in it (riders, cargo, a mounted gun) move one zone."""
    from zombie_table.games.tilezone.moves import move_survivor

    s = game.survivor(action.args.survivor)
    dest = action.args.zone
    act(game)
    s.actions_left -= machine_cost(game, "wagon") + leave_cost(game, s)
    note_action(s, "machine-move")
    src = s.zone
    riders = [o for o in game.state.survivors.values() if o.on_board and o.zone == src and o.riding]
    _set_token(game, "wagon", dest)
    if gatling_moves(game) == "wagon" and token_zone(game, "gatling") == src:
        _set_token(game, "gatling", dest)
    for rider in riders:
        rider.zone = dest
    move_survivor(game, s, [dest], "wagon")
    game.emit(Ev.token, "wagon", f"{s.name} drives the wagon {src} → {dest}", src=src, dst=dest)


# ---------------------------------------------------------------- the gatling gun
def _gatling_operator(game: Game, s: SurvivorState) -> bool:
    gun = token_zone(game, "gatling")
    if gun is None or s.zone != gun:
        return False
    return bool(s.riding) if gatling_moves(game) == "wagon" else True


@provides
def gatling_actions(game: Game, s: SurvivorState) -> list[Action]:
    if "gatling" not in game.data.rules.machines or not _gatling_operator(game, s):
        return []
    out = []
    if can_pay(s, ()):
        p = profile(game, s, (), "ranged", "machine:gatling", None)
        name = game.data.rules.machines["gatling"].name
        for zone, rng in sorted(game.board.sight[s.zone].items()):
            if game.state.zombie_count(zone) and p["min_range"] <= rng <= p["max_range"]:
                q = profile(game, s, (), "ranged", "machine:gatling", zone)
                out.append(aimed(game, s, q, zone, "fire_gatling", f"Fire the {name} at {zone}, range {rng} ({q['dice']}d {q['accuracy']}+ dmg {q['damage']}, BOOM!)",
                                 ToZone(s.id, zone)))
    cost = machine_cost(game, "gatling")
    extra = leave_cost(game, s)
    if gatling_moves(game) == "free" and s.actions_left >= cost + extra:
        out += [Action("move_gatling", f"Haul the gun to {z} — {cost + extra} actions", ToZone(s.id, z)) for z in game.board.exits(s.zone)]
    return out


@handler("fire_gatling")
def fire_gatling(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, ())
    start_attack(game, s, (), "ranged", "machine:gatling", action.args.zone)


@handler("move_gatling")
def move_gatling(game: Game, action: Action) -> None:
    from zombie_table.games.tilezone.moves import move_survivor

    s = game.survivor(action.args.survivor)
    act(game)
    s.actions_left -= machine_cost(game, "gatling") + leave_cost(game, s)
    note_action(s, "machine-move")
    _set_token(game, "gatling", action.args.zone)
    move_survivor(game, s, [action.args.zone], "gatling")


@hook("escaped")
def drive_wagon_out(game: Game, s: SurvivorState) -> None:
    """Escaping from the wagon's zone takes the wagon out too."""
    if s.zone in game.state.tokens.get("wagon", []):
        game.state.tokens["wagon"] = []
        game.state.escaped_tokens.append("wagon")
        game.emit(Ev.token, "escape", f"{s.name} drives the wagon out", survivor=s.id)
