"""Corruption and the ward (rules reference §7.5): a corrupted zone is a street for sight and
movement whatever was printed (a corrupted rampart is no rampart), ignores the walls it shares
with other corrupted zones (both through the board's changes, `walls.changes`), cannot be searched
(a street), and destroys any objective in it; corruption reaching the ward's zone loses the game.
A mission that places no ward has it in the survivors' starting zone; where a mission lets it be
carried, the carrier's zone is the ward's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.goals import LOSSES, LossKind
from zombie_table.kernel.ruleset import hook, kind

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


def corrupted(game: "Game") -> list[str]:
    return game.state.tokens.get("blight", [])


WARD = "ward"
WARDS = (WARD, "escort")  # the escort is a ward that walks (settings/winter/escort.py)


def ward(game: "Game") -> str | None:
    """The ward's zone: where the survivor carrying it stands, or where its token lies."""
    bearer = next((s for s in game.state.living() if WARD in s.carried), None)
    if bearer is not None:
        return bearer.zone
    zones = [z for kind in WARDS for z in game.state.tokens.get(kind, [])]
    return zones[0] if zones else None


@hook("setup")
def place_ward(game: "Game") -> None:
    """The ward defaults to the first starting zone; corruption printed on the map spoils what lies under it."""
    tokens = game.state.tokens
    if ward(game) is None:
        tokens["ward"] = [game.board.resolve(game.mission.start[0])]
    tokens["blight"] = list(dict.fromkeys(tokens.get("blight", [])))
    if tokens["blight"]:
        game.rebuild_board()
        for zone in tokens["blight"]:
            _spoil(game, zone)


def corrupt(game: "Game", zone: str, rule: str) -> bool:
    """Lay corruption in `zone` (nothing if it is there already); True if it was laid."""
    if zone in corrupted(game):
        return False
    game.state.tokens.setdefault("blight", []).append(zone)
    game.rebuild_board()
    game.emit(Ev.token, rule, f"Corruption spreads to {game.zone_name(zone)}", zone=zone, token="blight")
    _spoil(game, zone)
    return True


def _spoil(game: "Game", zone: str) -> None:
    for token in game.state.objectives:
        if token.zone == zone and token.taken_by is None and not token.lost:
            token.lost = True
            game.emit(Ev.objective, "corruption", f"Corruption swallows the objective in {game.zone_name(zone)}",
                      token=token.id, zone=zone, lost=True)


@kind(LOSSES, "corrupted_ward")
class CorruptedWard(LossKind):
    def check(self, game: "Game", loss: Any) -> str | None:
        ward_zone = ward(game)
        if ward_zone is not None and ward_zone in corrupted(game):
            return "corruption reached the ward"
        return None

    def text(self, game: "Game", loss: Any) -> str:
        return "corruption reaches the ward"
