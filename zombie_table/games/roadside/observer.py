"""What one player may see (§5.5, §7.5): everything but the numbers on face-down zombie tokens,
the other players' private locations (until revealed) and the order of the decks."""

from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from zombie_table.kernel.ruleset import observes

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside


@observes
def view(game: "Roadside", player: str | None) -> dict[str, Any]:
    state = game.state
    return {
        "mode": state.mode,
        "current": state.player.id,
        "turns": state.turns,
        "players": [seen_player(p, player) for p in state.players],
        "tokens": {space: [t.count if t.revealed else None for t in tokens] for space, tokens in state.tokens.items()},
        "trapped": {space: list(f) for space, f in state.trapped.items()},
        "groups": [list(g) for g in state.groups],
        "public": list(state.public),
        "closed": sorted(state.closed),
        "used_up": sorted(state.used_up),
        "decks": {name: len(deck.draw_pile) for name, deck in state.chance.decks.items()},
        "discards": {name: list(deck.discard_pile) for name, deck in state.chance.decks.items() if name != "bag"},
        "winners": list(state.winners),
        "result": state.result,
    }


def seen_player(p: Any, viewer: str | None) -> dict[str, Any]:
    seen = asdict(p)
    if p.id != viewer and not p.private_revealed:
        seen["private"] = "hidden" if p.private else None
    if p.retry and p.id != viewer and not p.private_revealed and p.retry == p.private:
        seen["retry"] = "hidden"
    return seen
