"""A new Roadside game from a seed, the players' names, the mode and rule options."""

from __future__ import annotations

from typing import Any

from zombie_table.games.roadside.content import Content, load_content
from zombie_table.games.roadside.game import Roadside
from zombie_table.games.roadside.options import RoadsideOptions
from zombie_table.games.roadside import scenario
from zombie_table.games.roadside.ruleset import RULES
from zombie_table.games.roadside.schema import RoadsideSetup
from zombie_table.games.roadside.setup import solo_places, trap_places
from zombie_table.games.roadside.state import Player, RoadsideState
from zombie_table.kernel.chance import Chance

MODES = ("standard", "solo")
MAX_PLAYERS = RoadsideOptions.model_fields["max_players"].default  # the seats a table lists at most (§1: an option)


class SetupError(ValueError):
    """Players, mode or options that cannot make a game."""


def new_game(seed: int, names: list[str], mode: str = "standard", options: dict[str, Any] | None = None,
             content: Content | None = None, setup: RoadsideSetup | None = None) -> Roadside:
    """A race on `content` (the shipped content when None), from the entry's scenario `setup` if it has one."""
    if mode not in MODES:
        raise SetupError(f"unknown mode {mode!r} (one of: {', '.join(MODES)})")
    if mode == "solo" and len(names) != 1:
        raise SetupError("the solo game has one player")
    try:
        rules = RoadsideOptions(**(options or {}))
    except ValueError as exc:
        raise SetupError(f"bad rule option: {exc}") from None
    content = content or load_content()
    check_table(rules, content, mode, len(names))
    if setup is not None:
        wrong = [f"setup.{'.'.join(map(str, path[1:]))}: {message}" for path, message in scenario.problems(setup, content)]
        solo = [c.id for place in solo_places(content, rules.solo_locations) for c in content.locations.cards
                if c.place == place] if mode == "solo" else None
        wrong += scenario.seat_problems(setup, len(names), solo)
        if wrong:
            raise SetupError(wrong[0])
    players = [Player(f"p{i + 1}", name) for i, name in enumerate(names)]
    state = RoadsideState(Chance(seed), players, mode=mode, options=dict(options or {}))
    game = Roadside(state, RULES, content, setup)
    game.run()
    game.undo_stack.clear()
    return game


def check_table(rules: RoadsideOptions, content: Content, mode: str, players: int) -> None:
    """The player count within the options' limits (§1) and the content's characters; the solo
    counts within the map (§15.3)."""
    if rules.max_players > len(content.characters):
        raise SetupError(f"max_players {rules.max_players}: the content has only {len(content.characters)} characters")
    if mode != "solo" and not rules.min_players <= players <= rules.max_players:
        raise SetupError(f"{players} players: Roadside takes {rules.min_players} to {rules.max_players} "
                         "(options min_players, max_players)")
    if mode == "solo":
        marked = solo_places(content)
        if rules.solo_locations > len(marked):
            raise SetupError(f"solo_locations {rules.solo_locations}: the map marks only {len(marked)} solo locations")
        others = trap_places(content, marked[:rules.solo_locations])
        if rules.solo_trapped > len(others):
            raise SetupError(f"solo_trapped {rules.solo_trapped}: the map has only {len(others)} other locations")
