"""Roadside's entries in the mission browser and on the command line: the `roadside_entry` files of
the library (`missions/roadside/`, the user's and `--content` folders), one per mode."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.roadside.schema import RoadsideEntry

if TYPE_CHECKING:
    from zombie_table.content.library import Library


def entries(library: "Library") -> dict[str, RoadsideEntry]:
    """Every entry by id and by alias (`roadside` is the standard race); a later file of an id wins.
    The standard race is listed first."""
    found = {e.id: e for e in library.models(RoadsideEntry)}
    ordered = dict(sorted(found.items(), key=lambda item: (item[1].mode != "standard", item[0])))
    return ordered | {alias: e for e in ordered.values() for alias in e.aliases if alias not in found}
