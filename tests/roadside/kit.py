"""Helpers for Roadside's rule tests: a game at its first move, a team put where a test wants it,
dice scripted through the game's chance, choices picked by their label."""

from __future__ import annotations

from zombie_table.games.roadside.game import Roadside
from zombie_table.games.roadside.start import new_game
from zombie_table.games.roadside.state import Member, Player, Token
from zombie_table.kernel.events import Event

# june_okafor: 1 hero, 2 scavenger dice, no fight or move bonus; bess_crane: 1 warrior die.
# A roll comes out hero, scavenger, warrior (colours in name order); faces are 1-6 of dice.yaml:
# hero 1k 2k 1a wild wild blank; warrior 1k 2k 2k 3k 1a blank; scavenger 1a 1a 2a 1k wild blank;
# shell 1k 1k 2k 2k! 3k! 1k! (! = Blam).
NO_KILLS = [6, 6, 6, 6]


def start(names: tuple[str, ...] = ("Ann", "Ben"), mode: str = "standard", seed: int = 5, **options) -> Roadside:
    game = new_game(seed, list(names), mode, options)
    while game.decision.kind != "move":
        pick(game, "Done")
    return game


def team(game: Roadside, space: str, character: str = "june_okafor", followers: tuple[str, ...] = ("bess_crane",),
         player: Player | None = None, **resources: int) -> Player:
    """Make the current player's team (or `player`'s) these survivors on `space`, with 3 steps to move."""
    player = player or game.me
    player.character = Member(character)
    player.followers = [Member(f) for f in followers]
    player.space = space
    player.resources.update(resources)
    game.state.turn.steps = 3
    game.invalidate()
    return player


def token(game: Roadside, space: str, count: int) -> Token:
    tid = next(t for t, n in game.numbers.items() if n == count and t in game.chance.decks["bag"].draw_pile)
    game.chance.decks["bag"].draw_pile.remove(tid)
    placed = Token(tid, count)
    game.state.tokens.setdefault(space, []).append(placed)
    game.invalidate()
    return placed


def script(game: Roadside, faces: list[int]) -> None:
    game.chance.script(faces)


def stack(game: Roadside, deck: str, cards: list[str]) -> None:
    game.chance.stack(deck, cards)


def labels(game: Roadside) -> list[str]:
    return [a.label for a in game.legal_actions()]


def pick(game: Roadside, text: str) -> list[Event]:
    """Apply the one legal choice whose label contains `text`."""
    found = [a for a in game.legal_actions() if text in a.label]
    assert len(found) == 1, f"{text!r} matches {[a.label for a in found]} of {labels(game)}"
    return game.apply(found[0])


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def go(game: Roadside, space: str, how: str = "walk") -> list[Event]:
    """Move the current player to a neighbouring space (walk, fuel, rescue) by the action's key."""
    return game.apply(f"move:{space}:{how}")


def plain_follower(game: Roadside) -> str:
    """Put a follower with no joining gift on top of the follower deck; returns its id."""
    pile = game.chance.decks["followers"].draw_pile
    follower = next(f for f in pile if not game.content.followers[f].on_join)
    game.chance.stack("followers", [follower])
    return follower
