"""Build games on small hand-made missions over the shipped Frontier tiles, for rule tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import zombie_table.games.tilezone  # noqa: F401  (registers the rules)
from zombie_table.content.library import Library, LoadedFile
from zombie_table.content.missions import Mission
from zombie_table.games.tilezone import turn
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.setup import new_game

_SHIPPED = Library.load(user=False)


def library_with(**mission: Any) -> Library:
    """The shipped content plus one extra mission (id frontier-m90 unless given)."""
    data: dict[str, Any] = {
        "kind": "mission", "id": "frontier-m90", "setting": "frontier", "title": "Test", "difficulty": "easy",
        "duration": 5, "briefing": "A test.", "objectives_text": ["Test."], "victory": [[{"kind": "escape"}]],
    }
    data.update(mission)
    model = Mission.model_validate(data)
    return Library(files=[*_SHIPPED.files, LoadedFile(Path(f"/virtual/{model.id}.yaml"), "extra", model)])


def game_on(team: list[tuple[str, str]] | None = None, seed: int = 1, options: dict | None = None, **mission: Any) -> Game:
    library = library_with(**mission)
    game = new_game(library, mission.get("id", "frontier-m90"), team or [("bo_tanner", "Ann")], seed, options)
    answer_setup(game)
    game.undo_enabled = False
    return game


def answer_setup(game: Game) -> None:
    """Take the default for set-up decisions (gifts, starting weapons, companions, a set-up level's skill)."""
    while game.decision is not None and game.decision.kind in ("gift", "choose_starting", "choose_companion", "deal_leftover",
                                                              "skill_choice"):
        game.apply(0)


def act_as(game: Game, sid: str) -> None:
    """Make `sid` the survivor taking its turn now, with fresh actions."""
    s = game.survivor(sid)
    game.state.decision, game.state.queue = None, [{"kind": "player_turn"}]
    game.state.active = sid
    game.state.phase = "players"
    turn.start_turn(game, s)
    game.invalidate()
    game.run()


def choose(game: Game, kind: str, *args: Any):
    """Apply the legal action of that kind whose args start with `args`."""
    for action in game.legal_actions():
        if action.kind == kind and tuple(action.args[: len(args)]) == args:
            return game.apply(action)
    raise AssertionError(f"no legal {kind} {args}; legal: {[a.key for a in game.legal_actions()]}")


def run_steps(game: Game, *steps: dict[str, Any]) -> list:
    """Run engine steps now (e.g. the train phase), answering decisions with defaults."""
    game.state.decision = None
    game.state.queue = [*steps, {"kind": "player_turn"}]
    game.events = []
    game.run()
    return game.events
