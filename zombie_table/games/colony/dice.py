"""Action dice (§6): spent one per action, each showing at least what the action asks; and what a
survivor's ability edge and equipment change about that."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony.state import Player, Survivor

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony


def usable(player: Player, least: int = 1) -> list[int]:
    """Indices of unused dice showing at least `least`, one per value shown (which of two equal
    dice is spent makes no difference)."""
    seen: dict[int, int] = {}
    for i, die in enumerate(player.dice):
        if not die.used and die.value >= least and die.value not in seen:
            seen[die.value] = i
    return sorted(seen.values(), key=lambda i: player.dice[i].value)


def spend(player: Player, index: int) -> int:
    die = player.dice[index]
    if die.used:
        raise ValueError("that die is already spent")
    die.used = True
    return die.value


def needed(game: "Colony", survivor: Survivor, stat: str) -> int:
    """The die an attack or a search by this survivor needs: its card's value, less its equipment's help."""
    base = getattr(game.content.survivors[survivor.id], stat)
    helped = sum(getattr(game.content.item(c).equip, stat) for c in survivor.equipment)
    return max(1, base - helped)


def edge(game: "Colony", survivor: Survivor, name: str) -> bool:
    """A lasting edge: the survivor's ability, or (for safe moves and kills) its equipment."""
    if game.content.survivors[survivor.id].ability.edge == name:
        return True
    return name in ("safe_moves", "safe_kills") and any(getattr(game.content.item(c).equip, name) for c in survivor.equipment)
