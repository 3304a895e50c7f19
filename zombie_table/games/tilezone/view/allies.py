"""The survivors' allies on the board, group by group (the setting's ally tokens: Winter's guards and
its escorted ward, Outpost's machines while they act): how many stand in which zone, and whom each
group follows — the survivors standing with it. Any survivor may command any guard group from
anywhere (white-death §5.5), but the survivors beside a group are the ones it goes along with: a
survivor leaving through the exit takes the guards of its zone out with it (the guard escape
missions), and the zombies that come for those survivors find the group there too."""

from __future__ import annotations

from dataclasses import dataclass

from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.zombies import ALLY_TOKENS


@dataclass(frozen=True)
class AllyGroup:
    kind: str  # the token kind ("guard")
    name: str  # what one of them is called ("guard")
    zone: str
    count: int
    follows: tuple[str, ...]  # the ids of the survivors standing with the group, in team order


def ally_groups(game: Game) -> list[AllyGroup]:
    """Every group of allies on the board, kind by kind in the catalogue's order, then by zone."""
    out = []
    for kind, name in game.ruleset.kinds[ALLY_TOKENS].items():
        zones = game.state.tokens.get(kind, [])
        for zone in sorted(set(zones)):
            follows = tuple(s.id for s in game.state.survivors_in(zone))
            out.append(AllyGroup(kind, name, zone, zones.count(zone), follows))
    return out
