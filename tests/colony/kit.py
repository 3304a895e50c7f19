"""Helpers for Colony's rule tests: a game at the first player's first turn, survivors put where a
test wants them, dice and exposure faces scripted through the game's chance, choices by label."""

from __future__ import annotations

from zombie_table.games.colony.schema import COLONY, Face
from zombie_table.games.colony import turns
from zombie_table.games.colony.game import Colony
from zombie_table.games.colony.start import new_game
from zombie_table.games.colony.state import Die, Survivor
from zombie_table.kernel.events import Event

# Influence of survivors the tests use: agnes_hale 9, penny_oakes 12, ada_kovac 23, walt_dobrev 52,
# eli_brandt 61. Attack / search: walt 2+/5+, ada 5+/2+, eli 3+/4+.


def start(names: tuple[str, ...] = ("Ann", "Ben"), seed: int = 3, main: str = "larder", mode: str = "standard",
          **options) -> Colony:
    """A game at its first turn's first decision, with no zombie anywhere and no held crossroads."""
    game = new_game(seed, list(names), main, mode, options)
    while game.decision.kind == "keep":
        game.apply(0)
    clear(game)
    state = game.state
    state.first = state.current = 0  # Ann goes first, whoever leads with most influence
    state.queue = [{"kind": "turn", "seat": i} for i in range(1, len(names))] + [{"kind": "colony"}]
    state.decision = None
    turns.ask_turn(game, {})
    return game


def clear(game: Colony) -> None:
    for place in game.state.places.values():
        place.noise = place.next_entrance = 0
        for e in place.entrances:
            e.zombies = e.barricades = 0
    game.state.held = None
    game.invalidate()


def group(game: Colony, player_index: int, *placed: tuple[str, str]) -> None:
    """Make one player's group these (survivor, place) pairs, the first one leading."""
    state = game.state
    player = state.players[player_index]
    for sid in player.group:
        state.survivors.pop(sid, None)
    player.group = []
    for sid, place in placed:
        for other in state.players:
            if sid in other.group:
                other.group.remove(sid)
        state.survivors[sid] = Survivor(sid, player.id, place)
        player.group.append(sid)
    game.invalidate()


def dice(game: Colony, *values: int, player_index: int | None = None) -> None:
    player = game.state.players[game.state.current if player_index is None else player_index]
    player.dice = [Die(v) for v in values]
    game.invalidate()


def exposure(game: Colony, *faces: Face) -> None:
    """Script the exposure die to show these faces next."""
    board = game.content.board.exposure
    game.chance.script([board.index(f) + 1 for f in faces], "exposure")


def zombies(game: Colony, place: str, *per_entrance: int) -> None:
    for entrance, n in zip(game.state.places[place].entrances, per_entrance):
        entrance.zombies = n
    game.invalidate()


def labels(game: Colony) -> list[str]:
    return [a.label for a in game.legal_actions()]


def pick(game: Colony, text: str) -> list[Event]:
    """Apply the one legal choice whose label contains `text`."""
    found = [a for a in game.legal_actions() if text in a.label]
    assert len(found) == 1, f"{text!r} matches {[a.label for a in found]} of {labels(game)}"
    return game.apply(found[0])


def texts(events: list[Event]) -> str:
    return "\n".join(e.text for e in events)


__all__ = ["COLONY", "start", "clear", "group", "dice", "exposure", "zombies", "labels", "pick", "texts"]
