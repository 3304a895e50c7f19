"""The zombie bag (§5.5): face-down tokens drawn at random, their number hidden until flipped.
Tokens are left on every space a team leaves (unless a location, or another standee stays: §8.2)
and around a Blam (§10.4) and by some cards; a fought token leaves the game (or goes back in the bag, an option)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.roadside.schema import SpaceKind
from zombie_table.games.roadside.state import Token

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside

BAG = "bag"


def token_ids(bag: dict[int, int]) -> dict[str, int]:
    """Every token's id and the number on its back, in a fixed order."""
    out, n = {}, 0
    for count, many in sorted(bag.items()):
        for _ in range(many):
            n += 1
            out[f"z{n:03d}"] = count
    return out


def place(game: "Roadside", space: str, rule: str) -> bool:
    """Put one face-down token from the bag on `space` (never on a location space, unless the
    quick-start's reading is chosen: §18.4, §18.5)."""
    if game.content.spaces[space].kind is SpaceKind.location and not game.rules.tokens_on_locations:
        return False
    tid = game.chance.draw(BAG)
    if tid is None:
        game.emit("bag_empty", rule, "The zombie bag is empty: no token is placed.")
        return False
    game.state.tokens.setdefault(space, []).append(Token(tid, game.numbers[tid]))
    how = "left behind" if rule == "trail" else "drawn"
    game.emit("token_placed", rule, f"A zombie token is {how} face down on {game.space_name(space)}.", space=space)
    return True


def around(game: "Roadside", space: str, rule: str) -> None:
    """A token on every neighbouring space but locations (a Blam, §10.4; options may spare a Blam's
    spaces with standees, and those across the city wall: §4.2)."""
    for other in game.content.neighbours[space]:
        if rule != "blam" or blam_reaches(game, space, other):
            place(game, other, rule)


def blam_reaches(game: "Roadside", space: str, other: str) -> bool:
    spaces = game.content.spaces
    if spaces[space].city != spaces[other].city and not game.rules.blam_through_gates:
        return False
    return game.rules.blam_on_standees or not any(p.space == other and not p.out for p in game.state.players)


def remove(game: "Roadside", space: str, token: Token) -> None:
    game.state.tokens[space].remove(token)
    if not game.state.tokens[space]:
        del game.state.tokens[space]
    if game.rules.tokens_return_to_bag:
        game.chance.decks[BAG].discard(token.id)
