"""Dice (§6): a team's pool is the dice printed on its living survivors; a roll is scored as kills
for a fight or actions for an action roll. A wild face counts toward whichever the roll is for
(one roll never asks for both, so that is always the player's best choice)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Literal

from zombie_table.games.roadside.schema import Face
from zombie_table.games.roadside import groups
from zombie_table.games.roadside.state import Member, Player

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside

COLOURS = ("hero", "warrior", "scavenger")


def pool(game: "Roadside", player: Player) -> Counter[str]:
    """Dice of each colour the team (with its group's teams, §14.2) rolls (§6.1), capped at the
    box's count if the option says so."""
    dice: Counter[str] = Counter()
    for member in group_survivors(game, player):
        printed = game.content.survivor(member.id).dice
        for colour in COLOURS:
            dice[colour] += getattr(printed, colour)
    if game.rules.physical_dice_cap:
        for colour in COLOURS:
            dice[colour] = min(dice[colour], game.content.die[colour].count)
    return dice


def bonus(game: "Roadside", player: Player, what: Literal["kills", "actions", "moves"]) -> int:
    """What the group's survivors' abilities and the player's own ongoing inventory (resources and
    cards are never pooled, §14.3) add to every roll (or move) of that kind."""
    total = sum(getattr(a, what) for m in group_survivors(game, player) for a in game.content.survivor(m.id).abilities)
    for card in player.inventory:
        item = game.content.encounter[card].inventory
        if item is not None and item.use == "ongoing":
            total += getattr(item, what)
    return total


def group_survivors(game: "Roadside", player: Player) -> list[Member]:
    return [m for p in groups.members(game, player) for m in p.team]


def roll(game: "Roadside", player: Player) -> list[tuple[str, Face]]:
    """Roll the whole pool through the game's chance: (colour, face) per die."""
    out = []
    for colour, n in sorted(pool(game, player).items()):
        faces = game.content.die[colour].faces
        out += [(colour, faces[i - 1]) for i in game.chance.roll(n, len(faces))]
    return out


def score(faces: list[tuple[str, Face]], what: Literal["kills", "actions"]) -> int:
    return sum(getattr(face, what) + face.wild for _, face in faces)


def shown(faces: list[tuple[str, Face]]) -> str:
    return " ".join(f"{c[0].upper()}:{describe(f)}" for c, f in faces) or "no dice"


def describe(face: Face) -> str:
    parts = [f"{face.kills}k"] * bool(face.kills) + [f"{face.actions}a"] * bool(face.actions) + ["wild"] * face.wild
    return "+".join(parts) + ("!" if face.blam else "") if parts else "blank"
