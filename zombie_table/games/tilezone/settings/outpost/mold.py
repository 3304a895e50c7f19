"""Mold (rules reference §8, §7.6): only the abomination makes it. Wherever an abomination stands in
a station zone (never on the surface) without mold, active mold grows; inactive mold there turns
active. Mold lifts every door token off the zone's openings and destroys its objectives; its walls
count as openings (never toward the surface); nobody searches there and a supply room there gives
no more bottles. Active mold counts as a room for sight, inactive as a corridor. A mold card puts
its xenos in every active mold zone. Two spawn zones linked by a chain of active mold lose the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.cards import MoldCard
from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.goals import LOSSES, LossKind
from zombie_table.games.tilezone.settings.outpost import doors
from zombie_table.games.tilezone.settings.outpost.state import DORMANT, MOLD
from zombie_table.games.tilezone.spawning import spawn_in_each
from zombie_table.games.tilezone.state import TOKEN_KINDS, SpawnToken, SurvivorState
from zombie_table.kernel.ruleset import declare, hook, kind

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

SUPPLY = 15
"""Mold tokens in the box (§1.2): no more mold grows once all are down (rule option `mold_supply_limited`)."""

TOKENS = declare(TOKEN_KINDS, {
    MOLD: "Active mold: counts as a room for sight, spawns the mold cards' xenos, links the breaches.",
    DORMANT: "Inactive mold: counts as a corridor for sight; an abomination there wakes it.",
})


def active(game: "Game") -> list[str]:
    return list(game.state.tokens.get(MOLD, []))


def dormant(game: "Game") -> list[str]:
    return list(game.state.tokens.get(DORMANT, []))


@hook("mold_zones")
def active_zones(game: "Game") -> list[str]:
    return active(game)


def grow(game: "Game", zone: str) -> None:
    """Active mold in `zone`: a dormant token turns over, else a new one is laid (while any are left)."""
    tokens = game.state.tokens
    if zone in dormant(game):
        tokens[DORMANT].remove(zone)
        tokens.setdefault(MOLD, []).append(zone)
        game.emit(Ev.token, "mold", f"The mold in {zone} wakes", zone=zone, active=True)
    elif zone not in active(game):
        if game.rules.mold_supply_limited and len(active(game)) + len(dormant(game)) >= SUPPLY:
            game.emit(Ev.info, "mold", "No mold token is left to lay")
            return
        tokens.setdefault(MOLD, []).append(zone)
        doors.clear(game, zone)
        for token in game.state.objectives:
            if token.zone == zone and token.taken_by is None and not token.lost:
                token.lost = True
                game.emit(Ev.objective, "mold", f"The mold swallows the {token.color} objective in {zone}",
                          zone=zone, token=token.id, color=token.color, lost=True)
        game.emit(Ev.token, "mold", f"Mold grows in {zone}", zone=zone, active=True)
    else:
        return
    game.rebuild_board()


@hook("blasted")
def calm(game: "Game", s: SurvivorState | None, zone: str) -> None:
    """Hellfire turns active mold inactive (§6.7, §8.3); inactive mold stays so."""
    if zone in active(game):
        game.state.tokens[MOLD].remove(zone)
        game.state.tokens.setdefault(DORMANT, []).append(zone)
        game.rebuild_board()
        game.emit(Ev.token, "mold", f"The mold in {zone} goes dormant", zone=zone, active=False)


@hook("zombies_arrived")
def spread(game: "Game", zones: list[str]) -> None:
    """An abomination in a station zone grows mold there."""
    kinds = game.board.zones
    for zone in zones:
        if kinds[zone].kind is not ZoneKind.outdoor and any(
                game.data.zombie_types[t].abomination for t in game.state.zombies.get(zone, {})):
            grow(game, zone)


@hook("setup")
def starting_mold(game: "Game") -> None:
    """Abominations placed at set-up grow their mold at once."""
    spread(game, sorted(game.state.zombies))


@hook("search_place")
def no_search_in_mold(game: "Game", s: SurvivorState) -> str | None:
    return "mold covers this zone" if s.zone in active(game) or s.zone in dormant(game) else None


@hook("zombie_card")
def mold_card(game: "Game", card: Any, token: SpawnToken, level: int) -> bool:
    """The card's xenos go to every active mold zone, none to the drawing zone (§7.6); short of
    miniatures, the zones still empty get what is left, then the abominations answer once (§7.7): a
    new one appears in one of the zones short of their share, the players' pick (`spawn_in_each`)."""
    if not isinstance(card, MoldCard):
        return False
    zones = sorted(active(game))
    if not zones:
        game.emit(Ev.info, "mold-spawn", "No active mold: nothing spawns")
        return True
    spawn_in_each(game, zones, card.type, card.counts[level])
    return True


def linked_spawns(game: "Game") -> list[str] | None:
    """Two spawn zones joined by a chain of active mold zones (orthogonal neighbours, walls or not):
    a spawn zone is an end when it has active mold or borders the chain (rule options)."""
    mold, board = set(active(game)), game.board
    ends = {t.zone for t in game.state.spawns if not t.destroyed and (t.active or game.rules.mold_links_inactive_spawns)}
    seen: set[str] = set()
    for start in sorted(mold):
        if start in seen:
            continue
        chain, stack = {start}, [start]
        while stack:
            for n in board.touching[stack.pop()]:
                if n in mold and n not in chain:
                    chain.add(n)
                    stack.append(n)
        seen |= chain
        touched = {e for e in ends if e in chain or (game.rules.mold_chain_ends_beside and board.touching[e] & chain)}
        if len(touched) >= 2:
            return sorted(touched)
    return None


@kind(LOSSES, "mold_chain")
class MoldChain(LossKind):
    def check(self, game: "Game", loss: Any) -> str | None:
        linked = linked_spawns(game)
        return f"a chain of active mold links the breaches in {' and '.join(linked)}" if linked else None

    def text(self, game: "Game", loss: Any) -> str:
        return "active mold links two spawn zones"
