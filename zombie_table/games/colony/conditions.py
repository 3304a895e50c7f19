"""Conditions (§5 crossroads triggers, §13 goals): the small vocabulary cards test the game with.
Each reads the game for one player: the active one for a trigger, an objective's holder at the end."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

from zombie_table.games.colony.schema import COLONY, At, Condition, Controls, Count, Did, Exiled, Fell, HandHas
from zombie_table.games.colony.state import Player, Survivor
from zombie_table.games.colony import deaths

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony


class Table(Protocol):
    """What "here" is read from: the state, or a seat's view of it (`greedy.Seen`)."""

    @property
    def survivors(self) -> dict[str, Survivor]: ...

    @property
    def actor(self) -> str | None: ...


def here(game: "Colony", player: Player) -> str | None:
    """The place a player's card effects and conditions mean by "here": where its survivor that
    last acted stands, or its leader's place."""
    return here_on(game.state, player)


def here_on(table: Table, player: Player) -> str | None:
    actor = table.survivors.get(table.actor or "")
    if actor is not None and actor.owner == player.id:
        return actor.place
    return table.survivors[player.leader].place if player.leader else None


COUNTS: dict[str, Callable[["Colony", Player], int]] = {
    "morale": lambda g, p: g.state.morale,
    "food": lambda g, p: g.state.food,
    "rounds": lambda g, p: g.state.rounds,
    "round": lambda g, p: g.state.round,
    "kills": lambda g, p: sum(q.kills for q in g.state.players),
    "waste": lambda g, p: len(g.state.waste),
    "helpless": lambda g, p: g.state.places[COLONY].helpless,
    "colony_survivors": lambda g, p: len(g.state.at(COLONY)),
    "colony_zombies": lambda g, p: g.state.places[COLONY].zombies,
    "zombies_here": lambda g, p: g.state.places[here(g, p)].zombies if here(g, p) else 0,
    "barricades": lambda g, p: sum(e.barricades for e in g.state.places[COLONY].entrances),
    "my_survivors": lambda g, p: len(p.group),
    "my_hand": lambda g, p: len(p.hand),
    "my_kills": lambda g, p: p.kills,
    "my_wounds": lambda g, p: sum(deaths.hurt(g, s) for s in g.group(p)),  # frostbite wounds too (§9)
    "starvation": lambda g, p: g.state.starvation,
    "noise_here": lambda g, p: g.state.places[here(g, p)].noise if here(g, p) else 0,
    "players_exiled": lambda g, p: sum(q.exiled for q in g.state.players),
}


def holds(game: "Colony", player: Player, cond: Condition) -> bool:
    state = game.state
    if isinstance(cond, Count):
        value = COUNTS[cond.what](game, player)
        return value >= cond.value if cond.compare == "at_least" else value <= cond.value
    if isinstance(cond, HandHas):
        return sum(game.content.item(c).category == cond.category for c in player.hand) >= cond.count
    if isinstance(cond, At):
        where = here(game, player)
        return where is not None and (where != COLONY if cond.place == "outside" else where == cond.place)
    if isinstance(cond, Did):
        return state.last_action == cond.action
    if isinstance(cond, Controls):
        return cond.survivor in player.group
    if isinstance(cond, Fell):
        return state.result == "fallen"
    if isinstance(cond, Exiled):
        return player.exiled
    raise TypeError(f"unknown condition {cond!r}")


def all_hold(game: "Colony", player: Player, conds: list[Condition]) -> bool:
    return all(holds(game, player, c) for c in conds)
