"""The bots: only legal choices, no meddling with the game, a greedy bot that can win, and a
bot sharing a hotseat game with another controller."""

from __future__ import annotations

import copy

import pytest

from zombie_table.bots import (
    BOTS,
    GameFailure,
    GameOutcome,
    GreedyBot,
    HumanDecision,
    MixedController,
    RandomBot,
    default_team,
    derive_seed,
    drive,
    make_bot,
    play_game,
)
from zombie_table.bots.search import THINK_ENV
from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game
from zombie_table.games.tilezone.state import to_json

# Measured with play_game seeds 0-199: the greedy bot wins frontier-m0 163 times (81.5%; the
# first win is seed 1), so ten seeds without a win (a 1 in 10^7 chance) would mean it is broken.
WIN_SEEDS = 10



def missions(library: Library) -> list[str]:
    return sorted(library.missions)


# the search bot plays whole games slowly (about 12 minutes on 2 cores): its own tests are tests/test_search_bot.py
@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow) if n == "search" else n for n in sorted(BOTS)])
def test_bots_choose_only_legal_actions_and_leave_the_game_alone(library: Library, name: str) -> None:
    """Every choice is one of the legal options; choosing changes nothing in the state."""
    for mission_id in missions(library):
        seed = 5
        game = new_game(library, mission_id, default_team(library, mission_id), seed)
        game.undo_enabled = False
        bot = make_bot(name, seed)
        decisions = 0
        while not game.over and decisions < 2_000:
            before = copy.deepcopy(to_json(game.state))  # to_json hands out the decks' own pile lists
            legal = [a.key for a in game.legal_actions()]
            choice = bot.choose(game)
            assert to_json(game.state) == before, f"{name} changed {mission_id} (seed {seed}) while choosing: {game.history}"
            assert choice.key in legal, f"{name} chose {choice.key!r}, not legal in {mission_id} seed {seed}: {legal}"
            game.apply(choice)
            decisions += 1
        assert game.over, f"{name} did not finish {mission_id} seed {seed} in 2000 decisions"


def test_the_registry_builds_every_bot_from_a_seed(library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    assert set(BOTS) == {"random", "greedy", "search"}
    assert isinstance(make_bot("random", 1), RandomBot)
    assert isinstance(make_bot("greedy", 1), GreedyBot)
    monkeypatch.setenv(THINK_ENV, "2/0.2s")  # one quick decision
    game = new_game(library, "frontier-m0", default_team(library, "frontier-m0"), 1)
    legal = [a.key for a in game.legal_actions()]
    choice = make_bot("search", 1).choose(game)
    assert choice.key in legal
    game.apply(choice)
    with pytest.raises(ValueError, match="unknown bot 'clever'; known bots: greedy, random, search"):
        make_bot("clever")


def test_greedy_wins_the_intro_mission(library: Library) -> None:
    outcomes = []
    for seed in range(WIN_SEEDS):
        outcome = play_game(library, "frontier-m0", "greedy", seed)
        outcomes.append(outcome)
        if outcome.won:
            break
    assert any(o.won for o in outcomes), [(o.seed, o.cause) for o in outcomes]
    won = outcomes[-1]
    assert won.result == "victory" and won.accomplished and not won.deaths and not won.killers
    assert won.escaped == len(default_team(library, "frontier-m0"))


def test_play_game_reports_the_outcome_and_is_reproducible(library: Library) -> None:
    a = play_game(library, "frontier-m0", "random", 3)
    b = play_game(library, "frontier-m0", "random", 3)
    assert a == b
    assert isinstance(a, GameOutcome) and a.mission == "frontier-m0" and a.seed == 3 and a.bot == "random"
    assert a.result in ("victory", "defeat") and a.cause and a.rounds >= 1 and a.decisions > 0
    for death in a.deaths:
        assert set(death) >= {"survivor", "cause", "round"}
    assert set(a.killers) <= set(library.setting(library.missions["frontier-m0"].setting).zombie_types)
    assert a.to_dict()["seed"] == 3


def test_a_decision_limit_stops_a_game_unfinished(library: Library) -> None:
    outcome = play_game(library, "frontier-m0", "greedy", 1, max_decisions=5)
    assert outcome.result is None and outcome.decisions == 5 and "5 decisions" in outcome.cause


def test_the_default_team_respects_forbidden_classes(library: Library) -> None:
    for mission_id in missions(library):
        mission = library.missions[mission_id]
        data = library.setting(mission.setting)
        team = default_team(library, mission_id)
        lo, hi = mission.survivors
        assert lo <= len(team) <= min(4, hi) or len(team) == lo
        assert all(data.survivor_by_id[sid].survivor_class not in mission.forbidden_classes for sid, _ in team)


def test_a_bot_plays_one_survivor_while_another_controller_plays_the_rest(library: Library) -> None:
    """Ann's survivor is the greedy bot's; Ben's two are answered here, as a person would."""
    team = [("bo_tanner", "Ann"), ("ruth_calloway", "Ben"), ("silas_crowe", "Ben")]
    game = new_game(library, "frontier-m0", team, 11)
    seats = MixedController({"Ann": GreedyBot(), "Ben": None})
    owners = {sid: player for sid, player in team}
    by_bot, by_person = [], []
    for _ in range(3_000):
        if game.over:
            break
        player = seats.player_of(game)
        if seats.bot_to_move(game):
            assert player == "Ann"
            by_bot.append((game.decision.kind, game.decision.survivor))
            game.apply(seats.choose(game))
        else:
            assert player == "Ben"
            with pytest.raises(HumanDecision):
                seats.choose(game)
            by_person.append((game.decision.kind, game.decision.survivor))
            game.apply(game.legal_actions()[0])
    assert game.over
    acts = [sid for kind, sid in by_bot if kind == "act"]
    assert acts and all(owners[sid] == "Ann" for sid in acts)
    assert all(owners[sid] == "Ben" for kind, sid in by_person if kind == "act")
    assert any(kind == "act" for kind, _ in by_person)


def test_advance_runs_the_bots_until_a_person_must_choose(library: Library) -> None:
    team = [("bo_tanner", "Ann"), ("ruth_calloway", "Ben")]
    game = new_game(library, "frontier-m0", team, 4)
    seats = MixedController({"Ann": make_bot("random", derive_seed(4, "bot")), "Ben": None})
    while not game.over:
        seats.advance(game)
        if game.over:
            break
        assert seats.player_of(game) == "Ben" and not seats.bot_to_move(game)
        game.apply(0)
    assert seats.controller(game) is None and seats.advance(game) == []


def test_a_controller_with_every_seat_filled_is_itself_a_bot(library: Library) -> None:
    team = [("bo_tanner", "Ann"), ("ruth_calloway", "Ben")]
    seats = MixedController({"Ann": GreedyBot(), "Ben": RandomBot(2)})
    outcome = play_game(library, "frontier-m0", seats, 8, team=team)
    assert outcome.result is not None and outcome.bot == "mixed"


def test_a_crash_names_the_seed_and_the_decisions(library: Library) -> None:
    class Clumsy:
        name = "clumsy"

        def __init__(self) -> None:
            self.calls = 0

        def choose(self, game):
            self.calls += 1
            if self.calls > 3:
                raise RuntimeError("butterfingers")
            return game.legal_actions()[0]

    game = new_game(library, "frontier-m0", default_team(library, "frontier-m0"), 9)
    with pytest.raises(GameFailure, match=r"frontier-m0 seed 9, round 1: RuntimeError: butterfingers; decision keys \['"):
        drive(game, Clumsy())


def test_checked_games_pass_every_invariant(library: Library) -> None:
    outcome = play_game(library, "frontier-m0", "greedy", 2, check=True)
    assert outcome == play_game(library, "frontier-m0", "greedy", 2)
