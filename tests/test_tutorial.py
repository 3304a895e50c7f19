"""The tutorial (frontier-tutorial) played to its victory as a newcomer plays it: typed into
`zombie-table play --text`, and in the TUI from the main menu's Tutorial item with the game
screen's keys. Its steps are the guide's (tests/wins/test_win_tutorial.py)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from tutorialkit import STEPS, TUTORIAL, step

from zombie_table.cli import main
from zombie_table.content.library import Library
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.setup import new_game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.screens.game_over import GameOverScreen
from zombie_table.tui.screens.menu import MainMenu
from zombie_table.tui.screens.modals import ChoiceModal
from zombie_table.games.tilezone.setup import default_team
from zombie_table.tui.session import TUTORIAL_SEED, tutorial_game, tutorial_mission
from pilotkit import wait_for

LIBRARY = Library.load(user=False)



def typed_numbers() -> list[str]:
    """The guide's steps as the numbers a player types."""
    game = tutorial_game(LIBRARY)
    assert game is not None
    out = []
    for label in STEPS:
        out.append(str(step(game, label)))
        game.apply(int(out[-1]))
    return out


def test_the_tutorial_is_won_in_play_text(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                                          saves_dir: Path) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(typed_numbers()) + "\n"))
    assert main(["play", TUTORIAL, "--text", "--seed", str(TUTORIAL_SEED), "--save-dir", str(saves_dir)]) == 0
    out = capsys.readouterr().out
    assert "*** VICTORY" in out
    guide = LIBRARY.missions[TUTORIAL].guide
    for note in guide:  # each round's note is printed while that round is played
        assert f"guide: {note}" in out
    assert out.index(f"guide: {guide[0]}") < out.index("Round 2 begins") < out.index(f"guide: {guide[1]}")


def test_the_menu_s_tutorial_is_the_mission_marked_as_one() -> None:
    """No mission is the tutorial by its name: the mark in its file makes it one."""
    assert tutorial_mission(LIBRARY).id == TUTORIAL
    unmarked = Library([f for f in LIBRARY.files if getattr(f.model, "id", None) != TUTORIAL])
    assert tutorial_mission(unmarked) is None and tutorial_game(unmarked) is None


def test_play_without_survivors_takes_the_team_the_tutorial_sets_up() -> None:
    assert default_team(LIBRARY, TUTORIAL) == [("abel_whitlock", "Player")]



def offered(app: ZombieTableApp, label: str) -> int | None:
    """The index of the open list's choice whose action reads `label…`, if one does."""
    modal = app.screen
    if not isinstance(modal, ChoiceModal):
        return None
    return next((k for k, c in enumerate(modal.choices)
                 if not c.header and getattr(c.value, "label", "").startswith(label)), None)


async def choose_in_modal(pilot, app: ZombieTableApp, label: str) -> None:
    """In the open list of choices, highlight the one whose action reads `label…` and press Enter."""
    index = offered(app, label)
    assert index is not None, f"{label!r} is not offered"
    modal = app.screen
    options = modal.query_one("#choices")
    options.highlighted = next(i for i in range(options.option_count) if options.get_option_at_index(i).id == f"c{index}")
    await pilot.press("enter")


# (key, target zone, the option the step takes) — the keys a player presses for the guide's steps
KEYS = [("s", None, STEPS[0]), (None, None, STEPS[1]), ("escape", None, STEPS[2]), ("m", "2R:w", STEPS[3]),
        ("f", None, STEPS[4]), ("r", "2R:x", STEPS[5]), ("m", "2R:x", STEPS[6]), ("m", "2R:s", STEPS[7]),
        ("x", None, STEPS[8])]  # escape: the trade table of the free reorganise, left as it is


async def test_the_main_menu_offers_the_tutorial_first_and_it_is_won_in_the_tui(saves_dir: Path) -> None:
    app = ZombieTableApp(LIBRARY, playback="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        menu = app.screen
        assert isinstance(menu, MainMenu)
        options = menu.query_one("#menu")
        await wait_for(pilot, lambda: options.get_option_at_index(0).id == "tutorial", "the tutorial item")
        assert options.highlighted == 0
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the tutorial's game")
        game = app.screen.session.game
        assert (game.mission.id, [s for s in game.state.survivors]) == (TUTORIAL, ["abel_whitlock"])
        for key, zone, label in KEYS:
            await wait_for(pilot, lambda: game.decision is not None and game.state.phase == "players"
                           and (key is None) == isinstance(app.screen, ChoiceModal), f"the step {label!r}")
            if key is not None:
                screen = app.screen
                await pilot.press(key)
                if zone is not None:
                    zones = [z for z, _ in screen.targets]
                    assert zone in zones, f"{zone} is not a target of {key!r}: {zones}"
                    await pilot.press(str(zones.index(zone) + 1))
                await pilot.pause()
            if offered(app, label) is not None:  # the step's own choice (where to keep a card, which gun)
                await choose_in_modal(pilot, app, label)
        await wait_for(pilot, lambda: isinstance(app.screen, GameOverScreen), "the game-over screen")
        assert game.state.result == "victory"


async def test_a_player_with_a_save_is_not_offered_the_tutorial(saves_dir: Path) -> None:
    game = new_game(LIBRARY, "frontier-m0", [("bo_tanner", "Ann")], 1)
    saves.autosave(game, saves_dir)
    app = ZombieTableApp(LIBRARY, save_dir=saves_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        menu = app.screen
        options = menu.query_one("#menu")
        await wait_for(pilot, lambda: app.warm and options.option_count > 0 and not options.get_option_at_index(2).disabled,
                       "the menu with Continue")
        assert "tutorial" not in [options.get_option_at_index(i).id for i in range(options.option_count)]
        assert not menu.check_action("pick", ("tutorial",))


COMPASS = {"north": (-1, 0), "south": (1, 0), "west": (0, -1), "east": (0, 1)}


def drawn_direction(board, source: str, target: str) -> str:
    """Where `target` is drawn from `source` on the map (rows grow downward: up is north)."""
    (y0, x0), (y1, x1) = board.center(source), board.center(target)
    dy, dx = y1 - y0, x1 - x0
    step = (1 if dy > 0 else -1, 0) if abs(dy) >= abs(dx) else (0, 1 if dx > 0 else -1)
    return next(word for word, delta in COMPASS.items() if delta == step)


@pytest.mark.parametrize("mission", sorted(m.id for m in LIBRARY.missions.values() if m.guide))
def test_a_guide_names_a_move_by_the_map_as_drawn(mission: str) -> None:
    """Issue 29.7: "Move west" where the only target is drawn above the survivor. A guide's "move
    <direction>" names the way from the start to the zombie next to it (the one the guide sends the
    survivor to fight) as the map draws it, up being north."""
    import re

    from zombie_table.games.tilezone.board import Board

    m = LIBRARY.missions[mission]
    board = Board.from_mission(m, lambda t, s=m.setting: LIBRARY.tile(s, t))
    start = board.resolve(m.start[0])
    beside = [board.resolve(z.zone) for z in m.zombies if board.resolve(z.zone) in board.exits(start)]
    for said in re.findall(r"\b(?:move|step|walk)\s+(north|south|east|west)\b", " ".join(m.guide), re.IGNORECASE):
        assert beside, f"{mission}: the guide says 'move {said}' but no zombie stands beside the start"
        assert said.lower() in {drawn_direction(board, start, z) for z in beside}, \
            f"{mission}: the guide says 'move {said}'; the zombie beside the start is drawn " \
            f"{', '.join(drawn_direction(board, start, z) for z in beside)} of it"
