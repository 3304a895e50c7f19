"""Roadside's saves on the kernel's save format (`games/savegame.py`): the set-up (mode, seed,
seats, rule options), every decision and a snapshot. A save holds every player's private location
(the game needs it to go on); an interface shows the loaded game only through the observer."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from zombie_table.games.roadside.content import Content
from zombie_table.games.roadside.game import Roadside
from zombie_table.games.roadside.options import RoadsideOptions
from zombie_table.games.roadside.schema import RoadsideSetup
from zombie_table.games.roadside.start import MAX_PLAYERS, MODES, SetupError, new_game
from zombie_table.games.roadside import glance
from zombie_table.games.savegame import SaveError, SaveFormat, SaveRecord, SeatShape

__all__ = ["SAVES", "SaveError", "SaveFile", "autosave_path", "difference", "is_roadside_save", "load", "read", "replay",
           "snapshot", "write"]


class SaveFile(SaveRecord):
    """A whole save, as `record` writes it."""

    format: Literal["zombie-table-roadside-save"]
    mode: Literal[MODES]  # type: ignore[valid-type]
    seats: list[SeatShape] = Field(min_length=1, max_length=MAX_PLAYERS)
    options: RoadsideOptions
    setup: RoadsideSetup | None = None  # the entry's scenario set-up, when it has one
    turns: int = Field(ge=0)


LATER = {"turn.doubled": False, "used_up": []}
"""State fields newer than the first saves, with their values in a game that predates them: left out
of a snapshot while they hold them, so a replay of an older save still agrees with its snapshot."""


def snapshot(game: Roadside) -> dict[str, Any]:
    """The whole state as JSON data (what a replay must reach)."""
    state = game.state
    data = {
        "players": [asdict(p) for p in state.players], "mode": state.mode, "current": state.current, "turns": state.turns,
        "turn": asdict(state.turn), "used_up": sorted(state.used_up), "tokens": {s: [asdict(t) for t in ts] for s, ts in state.tokens.items()},
        "trapped": state.trapped, "groups": state.groups, "public": state.public, "closed": sorted(state.closed),
        "drawn": state.drawn, "reserve": state.reserve, "winners": state.winners,
        "decision": asdict(state.decision) if state.decision else None, "queue": state.queue,
        "result": state.result, "cause": state.cause, "chance": state.chance.to_json(),
    }
    for where, unset in LATER.items():
        *outer, key = where.split(".")
        holder = data[outer[0]] if outer else data
        if holder[key] == unset:
            del holder[key]
    return json.loads(json.dumps(data))


def header(game: Roadside) -> dict[str, Any]:
    state = game.state
    setup = {"setup": game.setup.model_dump(mode="json", exclude_defaults=True)} if game.setup != RoadsideSetup() else {}
    return {"mode": state.mode, "options": state.options, **setup, "turns": state.turns, "result": state.result}


def start(data: dict[str, Any], content: Content) -> Roadside:
    setup = RoadsideSetup.model_validate(data["setup"]) if data.get("setup") else None
    return new_game(data["seed"], [s["name"] for s in data["seats"]], data["mode"], data["options"], content, setup)


SAVES = SaveFormat("Roadside", glance.FORMAT, max(glance.READABLE_VERSIONS), glance.READABLE_VERSIONS, SaveFile,
                   start, SetupError, snapshot, header, checked=("turns", "result"))
VERSION = SAVES.version
write, read, replay, difference, load = SAVES.write, SAVES.read, SAVES.replay, SAVES.difference, SAVES.load
is_roadside_save = SAVES.holds


def autosave_path(game: Roadside, directory: Path | None) -> Path:
    """A file of its own in the save folder: `autosave-roadside-MODE-SEED.json` (or -2, -3 … if taken)."""
    return SAVES.autosave_path(f"autosave-roadside-{game.state.mode}-{game.state.chance.seed}", directory)
