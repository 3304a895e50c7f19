"""The greedy bot and a wagon that must leave through the exit (a goal of generated Frontier
missions, `escape` with `with_wagon`): the survivors go to the wagon, drive it down the road toward
the exit, and never escape from anywhere but the wagon's zone, which would abandon it."""

from __future__ import annotations

from pathlib import Path

import pytest

from zombie_table.games.tilezone.actions import ToZone
from zombie_table.bots.runner import default_team
from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.content.missions import Difficulty
from zombie_table.games.tilezone.conditions import stage_goals
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.generation.mission import Request, generate, to_yaml
from zombie_table.games.tilezone.greedy import MISSION, NEVER, GreedyBot, Situation, goal_zones
from zombie_table.games.tilezone.settings.frontier import bot, machines
from zombie_table.games.tilezone.setup import new_game


@pytest.fixture(scope="module")
def escaping(library: Library, tmp_path_factory: pytest.TempPathFactory) -> Game:
    """A generated wagon mission with every objective taken: the stage of driving out."""
    folder = tmp_path_factory.mktemp("wagon")
    mission = next(m for m in (generate(Request(Setting.frontier, seed, "2x2", Difficulty.easy), library)
                               for seed in range(60)) if any(t.kind == "wagon" for t in m.tokens))
    (folder / f"{mission.id}.yaml").write_text(to_yaml(mission))
    own = Library.load(extra=[Path(folder)], user=False)
    game = new_game(own, mission.id, default_team(own, mission.id), 1)
    first = next(iter(game.state.survivors.values()))
    for token in game.state.objectives:
        token.taken_by = first.id
    game.state.stage = next(i for i, stage in enumerate(mission.victory) if any(g.kind == "escape" for g in stage))
    game.invalidate()
    assert any(getattr(g, "with_wagon", False) for g in stage_goals(game))
    return game


def test_the_team_heads_for_the_wagon_then_for_the_exit(escaping: Game) -> None:
    game = escaping
    goal = next(g for g in stage_goals(game) if getattr(g, "with_wagon", False))
    exit_ = game.board.resolve(game.mission.exit)
    wagon = game.state.tokens["wagon"][0]
    assert wagon != exit_ and goal_zones(game, goal) == [wagon]
    game.state.tokens["wagon"] = [exit_]
    try:
        assert goal_zones(game, goal) == [exit_]
    finally:
        game.state.tokens["wagon"] = [wagon]


def test_the_driver_drives_toward_the_exit_and_nobody_leaves_the_wagon_behind(escaping: Game) -> None:
    game = escaping
    exit_ = game.board.resolve(game.mission.exit)
    wagon = game.state.tokens["wagon"][0]
    s = next(iter(game.state.survivors.values()))
    s.zone = wagon
    road = machines.road_distance(game, exit_)
    nearer = [z for z in machines._wagon_roads(game, wagon) if road.get(z, 99) < road[wagon]]
    farther = [z for z in machines._wagon_roads(game, wagon) if road.get(z, 99) > road[wagon]]
    assert nearer, "a generated wagon stands on a road to the exit"
    greedy, sit = GreedyBot(0), Situation(game)
    assert bot.push_wagon(greedy, game, sit, s, Action("push_wagon", "", ToZone(s.id, nearer[0]))) == MISSION
    for z in farther:
        assert bot.push_wagon(greedy, game, sit, s, Action("push_wagon", "", ToZone(s.id, z))) == NEVER
    assert bot.escape_with_the_wagon(greedy, game, sit, s, Action("escape", "", (s.id,))) is None  # from its zone: it goes too
    s.zone = exit_
    assert bot.escape_with_the_wagon(greedy, game, sit, s, Action("escape", "", (s.id,))) == NEVER
    game.state.escaped_tokens.append("wagon")
    try:
        assert bot.escape_with_the_wagon(greedy, game, sit, s, Action("escape", "", (s.id,))) is None
    finally:
        game.state.escaped_tokens.remove("wagon")
