"""Every rule option of every game is in docs/rules.md (issue #31, point 6): a reading the engine
lets a player change is written down with the rest of the rules as implemented."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pydantic import BaseModel

from zombie_table.games.colony.options import ColonyOptions
from zombie_table.games.roadside.options import RoadsideOptions
from zombie_table.games.tilezone.options import options_model
from zombie_table.games.tilezone.settings import ruleset_for, settings

RULES = (Path(__file__).parents[1] / "docs" / "rules.md").read_text()
MODELS: dict[str, type[BaseModel]] = {
    **{setting: options_model(ruleset_for(setting)) for setting in settings()},
    "roadside": RoadsideOptions, "colony": ColonyOptions,
}


@pytest.mark.parametrize("game", sorted(MODELS))
def test_every_option_is_in_the_rules_page(game: str) -> None:
    """Named in code type, alone (`name`) or with a value (`name: value`)."""
    assert [name for name in MODELS[game].model_fields if not re.search(rf"`{name}(`|: )", RULES)] == []
