"""What one player may see (§16): everything but the other players' hands (counted), their secret
objectives (until the game ends), the crossroads card someone holds (its holder sees it), the
crisis contributions laid face down (counted), the cards of a search under way (the searcher's),
the survivors dealt at set-up to someone else, and the order of every deck (counted)."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import TYPE_CHECKING, Any

from zombie_table.kernel.ruleset import observes

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony

HIDDEN = "hidden"


@observes
def view(game: "Colony", player: str | None) -> dict[str, Any]:
    state = game.state
    over = state.result is not None
    decision = state.decision
    return {
        "main": state.main, "side": state.side, "round": state.round, "rounds": state.rounds, "morale": state.morale,
        "food": state.food, "starvation": state.starvation, "waste": len(state.waste), "removed": len(state.removed),
        "crisis": state.crisis,
        "contributions": [c.card if c.face_up or over else HIDDEN for c in state.contributions],
        "contributors": [c.by for c in state.contributions],  # who laid each is seen at the table
        "actor": state.actor,
        "places": {pid: plain(p) for pid, p in state.places.items()},
        "survivors": {sid: plain(s) for sid, s in state.survivors.items()},
        "players": [seen_player(p, player, over) for p in state.players],
        "first": state.players[state.first].id if state.players else None,
        "current": state.player.id if state.players else None,
        "held": held(state, player),
        "drawn": list(state.drawn) if player == state.player.id else len(state.drawn),
        "dealt": list(decision.data["dealt"]) if decision and decision.kind == "keep" and decision.player == player else None,
        "decks": {name: len(deck.draw_pile) for name, deck in state.chance.decks.items()},
        "winners": list(state.winners),
        "result": state.result,
    }


def seen_player(p: Any, viewer: str | None, over: bool) -> dict[str, Any]:
    seen = plain(p)
    if p.id != viewer and not over:
        seen["hand"] = len(p.hand)
        seen["secret"] = HIDDEN if p.secret else None
    return seen


def plain(record: Any) -> dict[str, Any]:
    """A state record as a fresh dict, as `dataclasses.asdict` gives it: its lists copied, records in
    them as dicts too. The records hold only scalars and lists, so this reads their field names once per
    class instead of deep-copying every value (asdict's cost, paid for every seat's view every decision)."""
    out: dict[str, Any] = {}
    for name in _names(type(record)):
        value = getattr(record, name)
        out[name] = [plain(v) if is_dataclass(v) else v for v in value] if isinstance(value, list) else value
    return out


_NAMES: dict[type, tuple[str, ...]] = {}


def _names(record: type) -> tuple[str, ...]:
    found = _NAMES.get(record)
    if found is None:
        found = _NAMES[record] = tuple(f.name for f in fields(record))
    return found


def held(state: Any, viewer: str | None) -> dict[str, Any] | None:
    if state.held is None:
        return None
    card = state.held.card if viewer is not None and viewer == state.held.holder else HIDDEN
    return {"card": card, "holder": state.held.holder}
