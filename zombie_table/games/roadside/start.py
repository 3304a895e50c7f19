"""A new Roadside game from a seed, the players' names, the mode and rule options."""

from __future__ import annotations

from typing import Any

from zombie_table.games.roadside.content import Content, load_content
from zombie_table.games.roadside.game import Roadside
from zombie_table.games.roadside.options import RoadsideOptions
from zombie_table.games.roadside.ruleset import RULES
from zombie_table.games.roadside.state import Player, RoadsideState
from zombie_table.kernel.chance import Chance

MODES = ("standard", "solo")
MAX_PLAYERS = 6  # six characters (§1)


class SetupError(ValueError):
    """Players, mode or options that cannot make a game."""


def new_game(seed: int, names: list[str], mode: str = "standard", options: dict[str, Any] | None = None,
             content: Content | None = None) -> Roadside:
    if mode not in MODES:
        raise SetupError(f"unknown mode {mode!r} (one of: {', '.join(MODES)})")
    if mode == "solo" and len(names) != 1:
        raise SetupError("the solo game has one player")
    if not 1 <= len(names) <= MAX_PLAYERS:
        raise SetupError(f"{len(names)} players: Roadside takes 1 to {MAX_PLAYERS}")
    try:
        RoadsideOptions(**(options or {}))
    except ValueError as exc:
        raise SetupError(f"bad rule option: {exc}") from None
    players = [Player(f"p{i + 1}", name) for i, name in enumerate(names)]
    state = RoadsideState(Chance(seed), players, mode=mode, options=dict(options or {}))
    game = Roadside(state, RULES, content or load_content())
    game.run()
    game.undo_stack.clear()
    return game
