"""A new Colony game from a seed, the players' names, the main objective, the mode and options."""

from __future__ import annotations

from typing import Any

from zombie_table.games.colony.content import Content, load_content
from zombie_table.games.colony.game import Colony
from zombie_table.games.colony.options import MODES, ColonyOptions
from zombie_table.games.colony import scenario
from zombie_table.games.colony.ruleset import RULES
from zombie_table.games.colony.schema import ColonySetup
from zombie_table.games.colony.state import ColonyState, Player
from zombie_table.kernel.chance import Chance

PLAYERS = {"solo": (1, 1), "two-player": (2, 2)}
MAX_PLAYERS = ColonyOptions.model_fields["max_players"].default  # the seats a table lists at most (§1: an option)


class SetupError(ValueError):
    """Players, mode, objective or options that cannot make a game."""


def new_game(seed: int, names: list[str], main: str | None = None, mode: str = "standard",
             options: dict[str, Any] | None = None, content: Content | None = None,
             setup: ColonySetup | None = None) -> Colony:
    """A colony on `content` (the shipped content when None), from the entry's scenario `setup` if it has one."""
    if mode not in MODES:
        raise SetupError(f"unknown mode {mode!r} (one of: {', '.join(MODES)})")
    chosen = {**MODES[mode], **(options or {})}
    try:
        rules = ColonyOptions(**chosen)
    except ValueError as exc:
        raise SetupError(f"bad rule option: {exc}") from None
    low, high = PLAYERS.get(mode, (rules.min_players, rules.max_players))
    if not low <= len(names) <= high:
        raise SetupError(f"{len(names)} players: the {mode} game takes {low}" + (f" to {high}" if high != low else "")
                         + ("" if mode in PLAYERS else " (options min_players, max_players)"))
    content = content or load_content()
    eligible = sorted(m for m, card in content.mains.items() if not (chosen.get("cooperative") and card.non_coop))
    if main is None:
        main = eligible[Chance(seed).fresh("main").randrange(len(eligible))]
    if main not in eligible:
        raise SetupError(f"main objective {main!r} is not one of this mode's: {', '.join(eligible)}")
    if setup is not None:
        wrong = [f"setup.{'.'.join(map(str, path[1:]))}: {message}" for path, message in scenario.problems(setup, content)]
        wrong += scenario.seat_problems(setup, len(names), rules.cooperative)
        if wrong:
            raise SetupError(wrong[0])
    players = [Player(f"p{i + 1}", name) for i, name in enumerate(names)]
    state = ColonyState(Chance(seed), players, main=main, mode=mode, options=chosen)
    game = Colony(state, RULES, content, setup)
    game.run()
    game.undo_stack.clear()
    return game
