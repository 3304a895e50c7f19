"""Runs: generated missions chained with one team — XP, skills and cards carried, the dead gone, a
reward at camp, a save that resumes on the same decision, a report and a table of runs."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest

from zombie_table.bots.runner import drive, make_bot
from zombie_table.cli import main
from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.content.missions import Difficulty
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.runs import camp, flow, store
from zombie_table.games.tilezone.runs.ladder import difficulty, next_mission
from zombie_table.games.tilezone.runs.model import Run


def by_greedy(game: Game, _path: Path) -> Game:
    drive(game, make_bot("greedy", game.state.seed))
    return game


def bot_table(tmp_path: Path) -> flow.Table:
    return flow.Table(play=by_greedy, choose=lambda run: len(run.offer) - 1, saves=tmp_path)


def test_difficulty_rises_from_easy_to_the_hardest_over_the_run() -> None:
    for length in range(5, 9):
        steps = [difficulty(n, length) for n in range(1, length + 1)]
        assert steps[0].value == "easy" and steps[-1].value == "very_hard"
        assert steps == sorted(steps, key=list(Difficulty).index), "never easier than the mission before"


def test_the_same_daily_seed_for_everyone_on_a_day() -> None:
    day = datetime.date(2026, 12, 7)
    assert flow.daily_seed(day) == flow.daily_seed(datetime.date(2026, 12, 7)) != flow.daily_seed(day + datetime.timedelta(1))


@pytest.mark.parametrize("setting", [Setting.frontier, Setting.outpost], ids=lambda s: s.value)
def test_a_run_carries_the_team_and_is_reproduced_by_its_seed(library: Library, setting: Setting, tmp_path: Path) -> None:
    runs = []
    for folder in ("a", "b"):
        run = flow.start(library, setting, seed=5, length=5)
        runs.append(flow.play_on(run, library, bot_table(tmp_path / folder)))
    first, again = runs
    mine = {"legs": {"__all__": {"save"}}}  # the save files lie in each run's own folder
    assert first.model_dump(exclude=mine) == again.model_dump(exclude=mine)
    assert first.status in {"won", "lost"} and first.legs[0].result is not None
    report = (store.runs_dir(tmp_path / "a") / f"{first.id}.md").read_text()
    assert "Seed 5" in report and first.legs[0].title in report


def test_the_next_mission_sets_the_team_up_as_it_left_the_last(library: Library, tmp_path: Path) -> None:
    run = flow.start(library, Setting.frontier, seed=8, length=5)
    leg = flow._current_leg(run, library, tmp_path)
    game = by_greedy(flow.new_game(flow.library_for(run, library, tmp_path), leg.mission,
                                   [(m.survivor, m.player) for m in run.alive], leg.seed), tmp_path)
    camp.close_leg(run, leg, game)
    mission = next_mission(run, library)
    setups = {s.survivor: s for s in mission.survivor_setup}
    dead = {sid for sid, s in game.state.survivors.items() if s.status == "dead"}
    assert set(setups) == {m.survivor for m in run.team} - dead, "the dead are gone for the run (companions never join it)"
    for sid, setup in setups.items():
        s = game.state.survivors[sid]
        assert setup.xp == s.xp
        assert setup.wounds == max(0, s.wounds - camp.REST)
        assert len(setup.cards or {}) <= camp.CARRY
        assert set((setup.cards or {}).values()) <= {game.state.cards[c] for c in s.inventory.cards()}


def test_camp_rewards_do_what_they_say(library: Library, tmp_path: Path) -> None:
    run = flow.start(library, Setting.winter, seed=3, length=5)
    for member in run.team:
        member.wounds, member.cards = 2, {}
    first = _first_mission(run, library, tmp_path)
    game = flow.new_game(flow.library_for(run, library, tmp_path), *first)
    run.offer = camp.offer(run, game)
    kinds = [r.kind for r in run.offer]
    assert kinds[0] == "equipment" and kinds[-1] == "rest" and len(kinds) == 3
    card = run.offer[0].card
    camp.take(run, 0, library)
    assert card in run.team[0].cards.values() and run.offer == []
    run.offer = camp.offer(run, game)
    camp.take(run, len(run.offer) - 1, library)
    assert all(m.wounds == 0 for m in run.team)


def _first_mission(run: Run, library: Library, tmp_path: Path) -> tuple[str, list[tuple[str, str]], int]:
    leg = flow._current_leg(run, library, tmp_path)
    return leg.mission, [(m.survivor, m.player) for m in run.alive], leg.seed


def test_a_run_stopped_mid_mission_resumes_on_the_same_decision(library: Library, tmp_path: Path) -> None:
    seen: list[str] = []

    def stop_after_three(game: Game, path: Path) -> Game:
        drive(game, make_bot("random", 1), max_decisions=3)
        saves.write(game, path)
        seen.append(game.decision.prompt + "|" + "|".join(a.label for a in game.legal_actions()))
        return game

    run = flow.start(library, Setting.outpost, seed=9, length=5)
    flow.play_on(run, library, flow.Table(play=stop_after_three, choose=lambda r: 0, saves=tmp_path))
    saved = store.read(store.run_path(run.id, tmp_path))
    assert saved.status == "active" and saved.legs[0].save

    def look(game: Game, _path: Path) -> Game:
        seen.append(game.decision.prompt + "|" + "|".join(a.label for a in game.legal_actions()))
        return game

    flow.play_on(saved, library, flow.Table(play=look, choose=lambda r: 0, saves=tmp_path))
    assert seen[0] == seen[1]


def test_the_run_and_runs_commands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", "winter", "--seed", "4", "--bot", "greedy", "--save-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "Run winter-4:" in out and "report:" in out
    assert main(["runs", "--save-dir", str(tmp_path)]) == 0
    assert "winter-4" in capsys.readouterr().out


def test_a_damaged_run_file_is_named_and_kept(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = store.run_path("frontier-4", tmp_path)
    path.parent.mkdir(parents=True)
    path.write_text('{"version": 1, "id": 3}')
    assert main(["run", "frontier", "--seed", "4", "--bot", "random", "--save-dir", str(tmp_path)]) == 1
    assert str(path) in capsys.readouterr().err
    assert path.read_text() == '{"version": 1, "id": 3}'
    assert main(["runs", "--save-dir", str(tmp_path)]) == 0
    assert "unreadable" in capsys.readouterr().out
    json.loads(path.read_text())


@pytest.mark.parametrize(("setting", "ally", "present"), [
    (Setting.frontier, "gunslinger", lambda m: [(c.zone, c.survivor_class) for c in m.companions]),
    (Setting.winter, "guard", lambda m: [(t.zone, t.kind) for t in m.tokens if t.kind == "guard"]),
], ids=["frontier-companion", "winter-guard"])
def test_an_ally_won_at_camp_waits_at_the_next_missions_start_and_for_that_mission_only(
        library: Library, setting: Setting, ally: str, present, tmp_path: Path) -> None:
    run = flow.start(library, setting, seed=4, length=5)
    before = present(next_mission(run, library))
    run.offer = [camp.Reward(kind="ally", ally=ally, label=ally)]
    camp.take(run, 0, library)
    leg = flow._current_leg(run, library, tmp_path)
    mission = flow.library_for(run, library, tmp_path).missions[leg.mission]
    joined = [found for found in present(mission) if found not in before]
    assert joined == [(mission.start[0], ally)], "the ally stands at the start"
    assert run.allies == [], "spent on the mission it joined"
    game = flow.new_game(flow.library_for(run, library, tmp_path), leg.mission, [(m.survivor, m.player) for m in run.alive], leg.seed)
    start = game.board.resolve(mission.start[0])
    waiting = [s.zone for s in game.state.survivors.values() if s.companion_of == ""] + list(game.state.tokens.get("guard", []))
    assert start in waiting, "the game sets the ally up where the mission puts it"


def test_the_camp_offers_an_ally_only_where_the_setting_has_them(library: Library, tmp_path: Path) -> None:
    offered: dict[Setting, set[str]] = {}
    for setting in (Setting.frontier, Setting.outpost):
        run = flow.start(library, setting, seed=1, length=5)
        first = _first_mission(run, library, tmp_path)
        game = flow.new_game(flow.library_for(run, library, tmp_path), *first)
        offered[setting] = {r.kind for n in range(12) for r in _offer_at(run, game, n)}
    assert "ally" in offered[Setting.frontier]
    assert "ally" not in offered[Setting.outpost] and "skill" in offered[Setting.outpost]


def _offer_at(run: Run, game: Game, legs_done: int) -> list:
    run.legs = [run.legs[0].model_copy(update={"result": "victory", "number": n + 1}) for n in range(legs_done)] or run.legs[:1]
    return camp.offer(run, game)


def test_the_report_draws_each_mission_small(library: Library, tmp_path: Path) -> None:
    run = flow.start(library, Setting.frontier, seed=2, length=5)
    leg = flow._current_leg(run, library, tmp_path)
    report = store.report(run)
    assert leg.picture and all(line in report for line in leg.picture)
    assert "▶ start" in leg.picture[-1], "the legend names the markers"
    width = max(len(line) for line in leg.picture[:-1])
    assert width <= 4 * 3 * 2 * 2 + 3, "a 2x2 map in cells four characters wide"
