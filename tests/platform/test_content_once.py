"""Issue 33.1: Roadside and Colony load and check their content folder once per process, not once
per new game — and a game played on the shared content is the same game as one played on content
loaded afresh (same seed, same bots: the same decisions and the same end)."""

from __future__ import annotations

from typing import Any, Callable

from zombie_table.bots.random_bot import RandomBot
from zombie_table.bots.seats import Seat, controller
from zombie_table.content.folder import GameFolder
from zombie_table.games.colony import content as colony_content
from zombie_table.games.colony.start import new_game as colony_game
from zombie_table.games.roadside import content as roadside_content
from zombie_table.games.roadside.start import new_game as roadside_game
from zombie_table.kernel.engine import Engine

SEATS = [Seat("Ann", "random"), Seat("Ben", "random"), Seat("Cy", "random")]


def _played(start: Callable[[Any], Engine], content: Any, seed: int) -> tuple[list[Any], str | None]:
    game = start(content)
    game.undo_enabled = False
    bots = controller(SEATS, seed, {"random": RandomBot})
    while not game.over:
        game.apply(bots.choose(game))
    return list(game.history), game.state.result


def _fresh(folder: GameFolder) -> Any:
    """The shipped folder loaded and checked anew, bypassing the process's copy."""
    return folder._folder(folder.load().folder)


def test_a_content_folder_is_loaded_once_while_its_files_stay_the_same() -> None:
    for folder in (roadside_content.FOLDER, colony_content.FOLDER):
        assert folder.load() is folder.load()


def test_seeded_games_are_the_same_on_the_shared_and_on_fresh_content() -> None:
    for seed in (3, 11):
        roadside = lambda content: roadside_game(seed, ["Ann", "Ben", "Cy"], "standard", content=content)
        colony = lambda content: colony_game(seed, ["Ann", "Ben", "Cy"], "larder", content=content)
        for start, folder in ((roadside, roadside_content.FOLDER), (colony, colony_content.FOLDER)):
            shared = _played(start, None, seed)
            assert shared == _played(start, _fresh(folder), seed)
            assert shared[0]  # a game was played
