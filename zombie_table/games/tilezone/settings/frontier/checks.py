"""Frontier's own cross-checks of its missions, run by `validate` and before any game starts."""

from __future__ import annotations

import re

from zombie_table.content.library import Library
from zombie_table.content.loader import ContentError
from zombie_table.content.missions import Mission
from zombie_table.games.tilezone.checks import MISSION_CHECKS, FieldPath, closest, Where
from zombie_table.games.tilezone.settings.frontier.train import LOCOMOTIVE
from zombie_table.kernel.ruleset import kind


@kind(MISSION_CHECKS, "train")
def train_refs(mission: Mission, library: Library, at: Where) -> list[ContentError]:
    """Train slots inside the layout and filled, and every face the train turns them to."""
    if mission.train is None:
        return []
    errors = []
    needed: list[tuple[FieldPath, str]] = []
    for i, (r, c) in enumerate(mission.train.line):
        slot = mission.layout[r][c] if 0 <= r < len(mission.layout) and 0 <= c < len(mission.layout[r]) else None
        if slot is None:
            errors.append(at(("train", "line", i), f"train slot ({r}, {c}) is not a tile of the layout"))
            continue
        number = re.match(r"\d+", slot).group()  # type: ignore[union-attr]
        needed += [(("train", "line", i), f"{number}{face}") for face in "RV"]
    needed += [(("train", "couple", i), f"{number}R") for i, number in enumerate(mission.train.couple)]
    if mission.train.mode != "static":
        needed.append((("train", "mode"), f"{LOCOMOTIVE}R"))
    known = sorted(tile_id for setting, tile_id in library.tiles if setting == mission.setting)
    for path, tile_id in needed:
        if library.tile(mission.setting, tile_id) is None:
            errors.append(at(path, f"the train needs tile {tile_id}, which the {mission.setting.value} setting does not have"
                                   f"{closest(tile_id, known)}"))
    return errors
