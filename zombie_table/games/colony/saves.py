"""Colony's saves on the shared save format (`games/savegame.py`): the set-up (main objective,
variant, seed, seats, rule options), every decision and a snapshot. A save holds every hand,
secret objective, held crossroads card and face-down crisis card (the game needs them to go on);
an interface shows the loaded game only through the observer, which reveals secrets at the end."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any, Literal

from pydantic import Field

from zombie_table.games.colony.content import Content
from zombie_table.games.colony.game import Colony
from zombie_table.games.colony.options import ColonyOptions
from zombie_table.games.colony.schema import ColonySetup
from zombie_table.games.colony.options import MODES
from zombie_table.games.colony.start import MAX_PLAYERS, SetupError, new_game
from zombie_table.games.colony import glance
from zombie_table.games.savegame import SaveError, SaveFormat, SaveRecord, SeatShape

__all__ = ["SAVES", "SaveError", "autosave_path", "snapshot"]


class SaveFile(SaveRecord):
    """A whole save, as `SAVES.record` writes it."""

    format: Literal["zombie-table-colony-save"]
    seats: list[SeatShape] = Field(min_length=1, max_length=MAX_PLAYERS)
    main: str = Field(min_length=1)
    mode: Literal[tuple(MODES)]  # type: ignore[valid-type]
    options: ColonyOptions
    setup: ColonySetup | None = None  # the entry's scenario set-up, when it has one
    round: int = Field(ge=0)


def snapshot(game: Colony) -> dict[str, Any]:
    """The whole state as JSON data (what a replay must reach)."""
    state = game.state
    data = {name: getattr(state, name) for name in (
        "main", "mode", "side", "morale", "rounds", "round", "food", "starvation", "waste", "removed", "crisis",
        "first", "current", "last_action", "actor", "drawn", "main_met", "winners", "votes", "queue", "result", "cause")}
    data.update(players=[asdict(p) for p in state.players], survivors={k: asdict(v) for k, v in state.survivors.items()},
                places={k: asdict(v) for k, v in state.places.items()},
                contributions=[asdict(c) for c in state.contributions], held=asdict(state.held) if state.held else None,
                decision=asdict(state.decision) if state.decision else None, chance=state.chance.to_json())
    return json.loads(json.dumps(data))


def header(game: Colony) -> dict[str, Any]:
    state = game.state
    setup = {"setup": game.setup.model_dump(mode="json", exclude_defaults=True)} if game.setup != ColonySetup() else {}
    return {"main": state.main, "mode": state.mode, "options": state.options, **setup, "round": state.round,
            "result": state.result}


def start(data: dict[str, Any], content: Content) -> Colony:
    """The options saved are the variant's preset and the players' own together: set up again as they are."""
    setup = ColonySetup.model_validate(data["setup"]) if data.get("setup") else None
    return new_game(data["seed"], [s["name"] for s in data["seats"]], data["main"], data["mode"], data["options"], content,
                    setup)


SAVES = SaveFormat("Colony", glance.FORMAT, max(glance.READABLE_VERSIONS), glance.READABLE_VERSIONS, SaveFile,
                   start, SetupError, snapshot, header, checked=("round", "result"))


def autosave_path(game: Colony, directory: Path | None) -> Path:
    """A file of its own in the save folder: `autosave-colony-MAIN-SEED.json` (or -2, -3 … if taken)."""
    return SAVES.autosave_path(f"autosave-colony-{game.state.main}-{game.state.chance.seed}", directory)
