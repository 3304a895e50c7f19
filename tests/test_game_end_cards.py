"""A bounty weapon handed out by the objective that wins the game is placed before the game ends
(reliability issue, item 11), and `simulate` reports a broken game and goes on."""

from __future__ import annotations

import argparse
import json

import pytest

from zombie_table.bots import runner, simulation
from zombie_table.bots.invariants import InvariantChecker, card_problems
from zombie_table.bots.runner import GameFailure, default_team, play_game
from zombie_table.commands import simulate
from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game

LIBRARY = Library.load(user=False)
BROKE_BEFORE = 36014749083523
"""`simulate frontier-m6 --bot greedy --games 20 --check`: game 1, a greedy win whose last
objective handed out a bounty weapon that was lost with the game's end."""


def test_the_winning_objectives_bounty_weapon_is_not_lost() -> None:
    assert simulation.game_seed(0, "frontier-m6", 1) == BROKE_BEFORE
    outcome = play_game(LIBRARY, "frontier-m6", "greedy", BROKE_BEFORE, check=True)  # raised GameFailure before
    assert outcome.result == "victory" and outcome.cause == "every objective is complete"
    assert outcome == play_game(LIBRARY, "frontier-m6", "greedy", BROKE_BEFORE), "checking changes nothing"


def test_the_card_ends_in_the_survivors_inventory() -> None:
    game = new_game(LIBRARY, "frontier-m6", default_team(LIBRARY, "frontier-m6"), BROKE_BEFORE)
    game.undo_enabled = False
    bot = runner.make_bot("greedy", runner.derive_seed(BROKE_BEFORE, "bot"))
    while not game.over:
        game.apply(bot.choose(game))
    assert game.state.result == "victory"
    assert card_problems(game) == []
    last = [e for e in game.events if e.kind.value == "bounty"]
    assert last, "the winning choice handed out a bounty weapon"
    winner = game.survivor(last[-1].data["survivor"])
    held = [game.state.cards[c] for c in winner.inventory.cards()]
    assert last[-1].data["card"] in held


def test_greedy_frontier_m6_runs_clean_with_every_invariant_checked(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _simulate(capsys, "frontier-m6", "--games", "8", "--bot", "greedy", "--check", "--jobs", "1", "--json")
    assert code == 0 and err == "", err
    assert json.loads(out)["missions"][0]["games"] == 8


def _simulate(capsys, *argv: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser()
    parser.add_argument("--content", action="append", default=[])
    simulate.add_arguments(parser)
    code = simulate.run(parser.parse_args(list(argv)))
    out, err = capsys.readouterr()
    return code, out, err


def _break_game(monkeypatch: pytest.MonkeyPatch, broken_seed: int) -> None:
    real = simulation.drive

    def drive(game, bot, max_decisions=runner.DEFAULT_MAX_DECISIONS, check=False):
        if game.state.seed == broken_seed:
            raise GameFailure(f"{game.state.mission} seed {game.state.seed}, round 1: a test break; decision keys []")
        return real(game, bot, max_decisions, check)

    monkeypatch.setattr(simulation, "drive", drive)


@pytest.mark.parametrize("json_mode", [True, False], ids=["json", "table"])
def test_one_broken_game_is_reported_and_the_run_goes_on(json_mode: bool, capsys, monkeypatch) -> None:
    broken = simulation.game_seed(0, "frontier-m0", 1)
    _break_game(monkeypatch, broken)
    argv = ["all", "--games", "2", "--bot", "random", "--jobs", "1"] + (["--json"] if json_mode else [])
    code, out, err = _simulate(capsys, *argv)
    assert code == 1
    assert f"zombie-table simulate: game 1 of frontier-m0 broke (seed {broken}): frontier-m0 seed {broken}, round 1: a test break" in err
    assert "1 game(s) broke" in err
    if json_mode:
        report = json.loads(out)
        games = {m["mission"]: m["games"] for m in report["missions"]}
        assert games["frontier-m0"] == 1 and all(n == 2 for m, n in games.items() if m != "frontier-m0")
        assert report["broken"] == [{"mission": "frontier-m0", "game": 1, "seed": broken,
                                     "message": f"frontier-m0 seed {broken}, round 1: a test break; decision keys []"}]
    else:
        assert "frontier-m10" in out, "every mission after the broken game was still played"


def test_run_games_without_a_failure_list_still_stops_at_a_break(monkeypatch) -> None:
    _break_game(monkeypatch, simulation.game_seed(0, "frontier-m0", 0))
    with pytest.raises(GameFailure, match="a test break"):
        simulation.run_games([], ["frontier-m0"], 2, "random", 0, 1, user=False, library=LIBRARY)


def test_the_invariant_checker_sees_a_card_lost_with_the_end() -> None:
    """What the checker said before the fix, built by hand: a keep_card choice dropped by the end."""
    game = new_game(LIBRARY, "frontier-m0", default_team(LIBRARY, "frontier-m0"), 3)
    while game.decision.kind != "act":
        game.apply(0)
    card = game.state.bounty.pop(0)
    game.state.decision = None  # what ending the game used to do to a pending keep_card decision
    assert any(card in p for p in InvariantChecker().check(game))
