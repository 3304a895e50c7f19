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
from zombie_table.games.tilezone.spawning import spawn_in_each
from zombie_table.games.tilezone.state import SpawnToken
from zombie_table.games.tilezone.zombies import mover, next_zones, remove_zombies
from zombie_table.kernel.ruleset import hook, step

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
    """The row in every corrupted zone; short of miniatures, the abomination comes into a corrupted
    zone left empty (any corrupted zone when none was), or the one out activates once (§7.8, §7.9)."""
    spawn_in_each(game, list(corrupted(game)), params["type"], params["count"], answer_in="empty")


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
