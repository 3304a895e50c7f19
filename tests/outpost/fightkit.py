"""Helpers of the Outpost fighting-rules tests."""

from __future__ import annotations

from ruleskit import Table


def give_set_aside(table: Table, sid: str, card_id: str, slot: str = "hand", index: int | None = None) -> str:
    """Hand a survivor a copy of a set-aside card (a prototype, an air bottle) nobody carries yet."""
    carried = {c for s in table.state.survivors.values() for c in s.inventory.cards()}
    inst = next(i for i, c in table.state.cards.items() if c == card_id and i not in carried)
    cells = getattr(table.s(sid).inventory, slot)
    cells[cells.index(None) if index is None else index] = inst
    return inst


def attach(table: Table, sid: str, card_id: str, weapon: str) -> str:
    """Clip a card (a cell, belts, fuel) under a weapon the survivor carries, as a reorganise would."""
    from zombie_table.games.tilezone.settings.outpost.state import own

    inst = table.give(sid, card_id, "backpack")
    table.s(sid).inventory.remove(inst)
    own(table.game).attached.setdefault(weapon, []).append(inst)
    table.game.invalidate()
    return inst
