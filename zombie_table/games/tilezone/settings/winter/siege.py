"""Siege cards (rules reference §7.8): nothing spawns at the drawing zone. Survivors with Zombie
Link take their extra turn first; then the card's zombies spawn in every corruption zone (read at
the highest danger level); if the miniatures run short the corruption zones left empty get an
abomination instead, or the abomination on the board one extra activation, at most once for the
card (§7.9) — the players choose which zones get the last miniatures and where the abomination
comes; then every zombie beside a rampart whose way is barred by that rampart climbs onto it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.cards import SiegeCard
from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.leadership import zombie_link_turns
from zombie_table.games.tilezone.settings.winter.corruption import corrupted
from zombie_table.games.tilezone.spawning import shortage_abomination, spawn
from zombie_table.games.tilezone.state import SpawnToken
from zombie_table.games.tilezone.zombies import mover, next_zones, pool_left, remove_zombies
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import handler, hook, options, step

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


@hook("zombie_card")
def siege_card(game: "Game", card: Any, token: SpawnToken, level: int) -> bool:
    if not isinstance(card, SiegeCard):
        return False
    name = game.data.zombie_types[card.type].name
    game.emit(Ev.info, "siege", f"Siege! {name}s rise in every corrupted zone and climb the walls", type=card.type)
    game.push(*zombie_link_turns(game, "siege"), {"kind": "siege_spawn", "type": card.type, "count": card.counts[level]},
              {"kind": "siege_climb"})
    return True


@step("siege_spawn")
def siege_spawn(game: "Game", params: dict[str, Any]) -> None:
    game.push({"kind": "siege_share", "type": params["type"], "count": params["count"],
               "left": list(corrupted(game)), "empty": []})


@step("siege_share")
def siege_share(game: "Game", params: dict[str, Any]) -> None:
    """Each corrupted zone gets the card's row while the miniatures last; when they run short the
    players choose which zones get the last ones (the zone order by default), then which empty
    zone gets the abomination (any corrupted zone when none was left empty)."""
    ztype, count, left = params["type"], params["count"], params["left"]
    pool = pool_left(game, ztype)
    if left and (pool >= count * len(left) or len(left) == 1 or pool <= 0):
        for zone in left:
            _share(game, params, zone)
        left = []
    if left:
        game.ask("siege_share", f"Not enough {game.data.zombie_types[ztype].name} miniatures for every corrupted zone: "
                 f"which gets the next ones ({pool} left)?", player=game.state.players[game.state.first_player], data=params)
        return
    _shortage(game, ztype, params)


def _share(game: "Game", params: dict[str, Any], zone: str) -> None:
    """One corrupted zone's row, or what is left of it (a shortage then, §7.9)."""
    ztype, count = params["type"], params["count"]
    pool = pool_left(game, ztype)
    if pool < count:
        params["short"] = True
    if pool > 0:
        spawn(game, zone, ztype, min(count, pool))
    else:
        params["empty"].append(zone)


@options("siege_share")
def share_options(game: "Game", decision: Decision) -> list[Action]:
    return [Action("siege_zone", f"{game.zone_name(z)} gets them", (z,)) for z in decision.data["left"]]


@handler("siege_zone")
def siege_zone(game: "Game", action: Action) -> None:
    data = game.resolving.data
    zone = action.args[0]
    _share(game, data, zone)
    game.push({**data, "left": [z for z in data["left"] if z != zone]})


def _shortage(game: "Game", ztype: str, params: dict[str, Any]) -> None:
    """§7.9 once per card: the abomination comes into an empty corrupted zone (any corrupted zone
    when none was left empty; the players' choice when there are several), or takes one extra
    activation."""
    if not params.get("short"):
        return
    game.emit(Ev.info, "shortage", f"Out of {game.data.zombie_types[ztype].name} miniatures: an abomination answers once",
              type=ztype)
    shortage_abomination(game, params["empty"] or list(corrupted(game)))


@hook("shortage_zones")
def ambush_shortage(game: "Game") -> list[str]:
    """An ambush card's shortage brings the abomination into a corruption zone (§7.9)."""
    return list(corrupted(game))


@step("siege_climb")
def siege_climb(game: "Game", _: dict[str, Any]) -> None:
    """Zombies (by zone) whose shortest line to their target runs onto a rampart they cannot climb
    climb it now, one zone."""
    board = game.board
    plan = []
    for zone in sorted(game.state.zombies):
        ramparts = [r for r in board.touching[zone] if board.zones[r].kind is ZoneKind.rampart]
        if not ramparts or board.zones[zone].kind is ZoneKind.rampart:
            continue
        for ztype, n in sorted(game.state.zombies[zone].items()):
            who = mover(game, ztype)
            steps, dests, _ = next_zones(game, zone, who)
            if steps or not dests:
                continue
            up = sorted({r for d in dests for r in board.straight_steps(zone, d) if r in ramparts})
            if up:
                plan.append((zone, up[0], ztype, n))
    for src, dst, ztype, n in plan:
        remove_zombies(game, src, ztype, n)
        types = game.state.zombies.setdefault(dst, {})
        types[ztype] = types.get(ztype, 0) + n
        game.emit(Ev.zombie_move, "siege-climb", f"{n} {game.data.zombie_types[ztype].name}{'s' if n > 1 else ''} "
                  f"climb the wall: {src} → {dst}", src=src, dst=dst, type=ztype, count=n, reason="siege")
