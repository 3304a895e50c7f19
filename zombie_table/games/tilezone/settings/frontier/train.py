"""The train: a line of layout slots holding train tiles. The train side (R) of a tile is a
section — locomotive (10), cars — the other side (V) bare tracks.

A moving train acts at the end of each players' phase: it enters (the entry tile flips to the
locomotive), or advances (the tile ahead is taken away, the sections slide one slot forward,
the removed tile goes behind them — as a car if the mission couples it), or, at the far end,
its front section leaves the board with everything aboard. Zone ids are tile-relative, so
pieces aboard ride along unchanged; pieces on tiles that are taken away or flipped suffer the
track-clearing effects. The locomotive's engine body blocks sight like any obstacle.
"""

from __future__ import annotations

import re
from typing import Any

from zombie_table.content.tiles import Feature, OPEN_GROUND
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.settings.frontier.state import own
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import ToZone
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, options, step
from zombie_table.games.tilezone.moves import move_survivor
from zombie_table.games.tilezone.noise import make_noise, relocate
from zombie_table.games.tilezone.spawning import starting_zone
from zombie_table.games.tilezone.zombies import remove_zombies
from zombie_table.kernel.words import plural

LOCOMOTIVE = "10"
_SLOT = re.compile(r"^(?P<num>\d+)(?P<face>[A-Z])(?:@(?P<rot>\d+))?$")


def status(game: Game) -> str:
    return own(game).train


def start_status(game: Game) -> str:
    spec = game.mission.train
    if spec is None:
        return "none"
    return {"static": "static", "enters": "idle", "waiting": "idle", "moving": "running"}[spec.mode]


def trigger(game: Game, why: str) -> None:
    """A mission event sets the train going: it arrives (if not on the board) or starts."""
    if status(game) != "idle":
        return
    on_board = locomotive_index(game) is not None
    own(game).train = "running" if on_board else "arriving"
    game.emit(Ev.info, "train", f"The train {'starts moving' if on_board else 'is coming'} ({why})")


def _slot(game: Game, i: int) -> tuple[str, str, int]:
    r, c = game.mission.train.line[i]
    m = _SLOT.match(game.state.layout[r][c])
    return m["num"], m["face"], int(m["rot"] or 0)


def _put(game: Game, i: int, num: str, face: str, rot: int) -> None:
    r, c = game.mission.train.line[i]
    game.state.layout[r][c] = f"{num}{face}@{rot}"


def _forward(game: Game) -> int:
    """Rotation that points a train tile (engine facing east when unturned) down the line."""
    line = game.mission.train.line
    if len(line) < 2:
        return _slot(game, 0)[2]
    (r0, c0), (r1, c1) = line[0], line[1]
    return {(0, 1): 0, (1, 0): 90, (0, -1): 180, (-1, 0): 270}[(max(-1, min(1, r1 - r0)), max(-1, min(1, c1 - c0)))]


def locomotive_index(game: Game) -> int | None:
    for i in range(len(game.mission.train.line)):
        num, face, _ = _slot(game, i)
        if num == LOCOMOTIVE and face == "R":
            return i
    return None


def _sections(game: Game, front: int) -> list[int]:
    """Slots holding the train, front (the locomotive's) first."""
    out = [front]
    while out[-1] - 1 >= 0 and _slot(game, out[-1] - 1)[1] == "R":
        out.append(out[-1] - 1)
    return out


def _zones(game: Game, i: int) -> list[str]:
    num, face, _ = _slot(game, i)
    return game.board.zones_of_tile(f"{num}{face}")


def is_train_zone(game: Game, zone: str) -> bool:
    tile = game.board.zones[zone].tile if zone in game.board.zones else ""
    return bool(game.mission.train) and tile.endswith("R") and any(
        f"{_slot(game, i)[0]}R" == tile for i in range(len(game.mission.train.line)))


def everyone_aboard(game: Game) -> bool:
    """Every survivor and companion still on the board stands aboard the train (companions waiting
    in town to be recruited are on the board, and not aboard)."""
    people = [s for s in game.state.survivors.values() if s.on_board]
    return bool(people) and all(is_train_zone(game, s.zone) for s in people)


def zombies_aboard(game: Game) -> int:
    return sum(game.state.zombie_count(z) for z in game.board.zones if is_train_zone(game, z))


def locomotive_zones(game: Game) -> list[str]:
    """The cab and the tender while the locomotive is on the board (the cars may leave later)."""
    return game.board.zones_of_tile(f"{LOCOMOTIVE}R")


def cab(game: Game) -> str | None:
    cabs = [z for z in game.board.zones_with(Feature.cab) if z.startswith(f"{LOCOMOTIVE}R:")]
    return cabs[0] if cabs else None


ARGS = declare(ACTION_ARGS, {"land": ToZone})


@hook("before_zombies")
def queue_train_phase(game: Game) -> list[dict[str, Any]]:
    """The train moves after the players' phase, before the zombies'."""
    return [{"kind": "train_phase"}]


@step("train_phase")
def train_phase(game: Game, _: dict[str, Any]) -> None:
    state = status(game)
    if state == "arriving":
        enter(game)
    elif state == "running":
        advance(game)


def enter(game: Game) -> None:
    """The entry tile flips to the locomotive; the tracks there are cleared."""
    from zombie_table.games.tilezone.settings.frontier.missionrules import on_train_enters

    on_train_enters(game)  # a wagon on the entry tracks counts before the clearing sweeps it away
    num, face, _ = _slot(game, 0)
    cleared = _zones(game, 0)
    clear(game, cleared, "train")
    _put(game, 0, LOCOMOTIVE, "R", _forward(game))
    game.rebuild_board()
    own(game).train = "running"
    game.emit(Ev.token, "train", "The locomotive thunders onto the board!", slot=0)
    make_noise(game, cab(game), "boom", "train")


def advance(game: Game) -> None:
    front = locomotive_index(game)
    if front is None:
        _leave_last(game)
        return
    line = game.mission.train.line
    sections = _sections(game, front)
    if front == len(line) - 1:
        _exit_front(game, sections)
        return
    ahead = front + 1
    removed = _slot(game, ahead)
    clear(game, _zones(game, ahead), "train")
    for i in sections:  # front first: each slides one slot forward
        _put(game, i + 1, *_slot(game, i))
    rear = sections[-1]
    couples = removed[0] in game.mission.train.couple
    _put(game, rear, removed[0], "R" if couples else removed[1], _forward(game) if couples else removed[2])
    game.rebuild_board()
    game.emit(Ev.token, "train", f"The train rolls forward{' and picks up a car' if couples else ''}", slot=ahead)
    make_noise(game, cab(game), "boom", "train")


def _exit_front(game: Game, sections: list[int]) -> None:
    """The front section leaves; the rest move up; its tile, as tracks, fills the rear gap."""
    front = sections[0]
    num, _, rot = _slot(game, front)
    depart(game, _zones(game, front))
    for i in sections[1:]:
        _put(game, i + 1, *_slot(game, i))
    _put(game, sections[-1], num, "V", rot)
    game.rebuild_board()
    if locomotive_index(game) is None and not any(_slot(game, i)[1] == "R" for i in range(len(game.mission.train.line))):
        own(game).train = "gone"
    game.emit(Ev.token, "train", "The head of the train leaves the board")


def _leave_last(game: Game) -> None:
    """After the locomotive has gone, the next car at the far end leaves each round."""
    line = game.mission.train.line
    cars = [i for i in range(len(line)) if _slot(game, i)[1] == "R"]
    if not cars:
        own(game).train = "gone"
        return
    _exit_front(game, _sections(game, max(cars)))


def depart(game: Game, zones: list[str]) -> None:
    """Everything aboard a leaving section leaves the map with it."""
    state = game.state
    start = starting_zone(game)
    zombies_aboard = sum(state.zombie_count(z) for z in zones)
    if zombies_aboard:
        own(game).train_zombies_left = True
    for zone in zones:
        for ztype, n in sorted(state.zombies.get(zone, {}).items()):
            remove_zombies(game, zone, ztype, n)
        for s in [s for s in state.survivors.values() if s.on_board and s.zone == zone]:
            s.status = "escaped"
            own(game).left_on_train.append(s.id)
            game.emit(Ev.escaped, "train", f"{s.name} leaves aboard the train", survivor=s.id)
        for t in state.spawns:
            if t.zone == zone and not t.destroyed:
                if t.kind == "mobile" and start:
                    t.zone = start
                else:
                    t.destroyed, t.active = True, False
        _remove_tokens(game, zone)
    if zombies_aboard:
        game.emit(Ev.info, "train", f"{plural(zombies_aboard, 'zombie')} {'rides' if zombies_aboard == 1 else 'ride'} the train off the board")
    if state.noise.get("zone") in zones:
        relocate(game, "train")
        if state.noise.get("zone") in zones:  # nobody left on the board to take it: it goes with the train
            state.noise = {"zone": "", "level": "bang"}
            game.emit(Ev.noise, "train", "The noise token leaves with the train: nobody is left to make a sound", zone="", level="bang")


def clear(game: Game, zones: list[str], rule: str) -> None:
    """Track clearing: zombies die (no XP), survivors jump to the nearest street, mobile spawns go
    to the starting zone, and anything else there is lost. The noise token is the caller's: a
    moving train puts BOOM! on its locomotive, a blast leaves it where it fell."""
    state = game.state
    zoneset = set(zones)
    start = starting_zone(game)
    choices: list[dict[str, Any]] = []
    for zone in zones:
        for ztype, n in sorted(state.zombies.get(zone, {}).items()):
            remove_zombies(game, zone, ztype, n)
            game.emit(Ev.killed, rule, f"The train crushes {plural(n, game.data.zombie_types[ztype].name)} in {zone}", zone=zone, type=ztype, count=n)
        here = [s for s in state.survivors.values() if s.on_board and s.zone == zone]
        for s in here:
            safe = nearest_streets(game, zone, zoneset)
            s.zone, s.riding = safe[0], None
            game.emit(Ev.moved, rule, f"{s.name} leaps clear of the train to {safe[0]}", survivor=s.id, src=zone, dst=safe[0])
            if len(safe) > 1 and s.companion_of not in {o.id for o in here}:  # a companion lands with its leader
                choices.append({"kind": "thrown_clear", "survivor": s.id, "zones": safe})
        for t in state.spawns:
            if t.zone == zone and not t.destroyed:
                if t.kind == "mobile" and start and start not in zoneset:
                    t.zone, t.moved_to_start = start, True
                    game.emit(Ev.spawn_token, rule, f"The mobile spawn in {zone} is pushed back to {start}", token=t.id, zone=t.zone)
                else:
                    t.destroyed, t.active = True, False
                    game.emit(Ev.spawn_token, rule, f"The {t.kind} spawn in {zone} is crushed", token=t.id, zone=t.zone)
        for o in state.objectives:
            if o.zone == zone and o.taken_by is None:
                o.lost = True
                game.emit(Ev.objective, rule, f"An objective in {zone} is crushed under the wheels", token=o.id)
        _remove_tokens(game, zone)
    game.push(*choices)  # asked once the board is rebuilt


def _remove_tokens(game: Game, zone: str) -> None:
    for kind, where in game.state.tokens.items():
        if zone in where:
            game.state.tokens[kind] = [z for z in where if z != zone]
            game.emit(Ev.token, "train", f"The {kind.replace('_', ' ')} in {zone} is lost", token=kind, zone=zone)


def nearest_streets(game: Game, zone: str, avoid: set[str]) -> list[str]:
    """The street zones nearest to `zone` off the train and the cleared tracks, in zone order
    (the first is where a survivor lands unless the players choose another, §10.4)."""
    dist = game.board.distance[zone]
    options = [(d, z) for z, d in dist.items() if z not in avoid and game.board.zones[z].kind in OPEN_GROUND
               and not is_train_zone(game, z)]
    if not options:
        return [zone]
    nearest = min(d for d, _ in options)
    return sorted(z for d, z in options if d == nearest)


@step("thrown_clear")
def thrown_clear(game: Game, params: dict[str, Any]) -> None:
    """Several streets are equally near: the players choose where the survivor lands (zones
    named on the board as it was are read on the board as it is now)."""
    s = game.survivor(params["survivor"])
    board = game.board
    zones = [z for z in dict.fromkeys(board.alias.get(z, z) for z in params["zones"]) if z in board.zones]
    if len(zones) < 2 or not s.on_board:
        return
    player = s.player or game.state.players[game.state.first_player]
    game.ask("thrown_clear", f"{s.name} leaps clear of the train: onto which street, all as near?",
             survivor=s.id, player=player, data={"zones": zones})


@options("thrown_clear")
def thrown_clear_options(game: Game, decision) -> list[Action]:
    s = game.survivor(decision.survivor)
    return [Action("land", f"{s.name} lands in {z}", ToZone(s.id, z)) for z in decision.data["zones"]]


@handler("land")
def land(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    if action.args.zone != s.zone:
        move_survivor(game, s, [action.args.zone], "train")
