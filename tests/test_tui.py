"""The TUI, driven for real with Textual's Pilot: menu → missions → set-up → a game of frontier-m0
played with keys (move, search, attack, end turn, the zombies' phase, a decision inside it, undo,
save, resume), hotseat hand-over, game over, look mode, mouse, help, palette, small screens.

Plus the plain parts beneath the screens (the playback's pictures, the report, the map's zones).
Seed 3 with Bo Tanner and Jack Harlan gives a known first round: Jack's shot kills a walker and
the zombies reaching the noise ask where the noise token goes."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from rich.console import Console
from rich.style import Style as RichStyle
from textual.strip import Strip
from textual.widgets import DataTable, Input, OptionList, Static, Tabs

from zombie_table.bots.base import derive_seed
from zombie_table.bots.runner import make_bot
from zombie_table.content.library import Library
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.board import Board
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.setup import default_team, new_game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.picture import Picture
from zombie_table.tui.screens.browser import MissionBrowser
from zombie_table.tui.screens.game import GameScreen, playback_frames
from zombie_table.tui.screens.game_over import GameOverScreen
from zombie_table.tui.screens.help import RulesScreen, read_doc
from zombie_table.tui.screens.menu import MainMenu
from zombie_table.tui.screens.modals import (
    ChoiceModal,
    ConfirmModal,
    HandoverModal,
    HelpModal,
    SaveModal,
)
from zombie_table.tui.screens.saves import LoadScreen
from zombie_table.tui.screens.setup import PartySetup
from zombie_table.tui.screens.trade import TradeScreen
from zombie_table.tui.session import Session, report_markdown
from zombie_table.tui.widgets.key_bar import KeyBar
from zombie_table.tui.widgets.map_view import MapView, StripMaker, zone_runs
from zombie_table.games.tilezone.view.mapart import CELL_H, CELL_W, MapArt
from zombie_table.games.tilezone.view.markers import mission_overlay
from pilotkit import wait_for

FIXTURES = Path(__file__).resolve().parent / "fixtures"
SIZE = (120, 40)
TEAM = [("bo_tanner", "Ann"), ("jack_harlan", "Ann")]





def text_of(widget: Static) -> str:
    """What a Static shows, as plain text."""
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(widget.content)
    return console.export_text()


def game_screen(app: ZombieTableApp) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


def set_up(game: Game, *moves: str) -> Game:
    """Answer the set-up choices with the usual answers, then apply `moves` (action keys)."""
    while game.decision.kind != "act":
        game.apply(0)
    for key in moves:
        game.apply(key)
    return game


def legal(game: Game, kind: str, zone: str | None = None) -> str:
    """The key of the first legal action of `kind` (aimed at `zone`)."""
    return next(a.key for a in game.legal_actions() if a.kind == kind and (zone is None or a.args[-1] == zone))


async def target(pilot, screen: GameScreen, key: str, zone: str) -> None:
    """Press an action key, then the number of `zone` among the targets it shows on the map."""
    await pilot.press(key)
    zones = [z for z, _ in screen.targets]
    assert zone in zones, f"{zone} is not a target of {key!r}: {zones}"
    await pilot.press(str(zones.index(zone) + 1))


async def answer_modal(pilot, app: ZombieTableApp) -> ChoiceModal:
    """Wait for a decision list, check the usual answer (the first) is preselected, take it."""
    await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "a decision")
    modal = app.screen
    options = modal.query_one(OptionList)
    assert options.highlighted is not None
    assert options.get_option_at_index(options.highlighted).id == "c0"
    await pilot.press("enter")
    return modal


async def play_back(pilot, screen: GameScreen) -> int:
    """Step through the zombies' phase playback with Space; returns how many events it showed."""
    shown = 0
    while screen.playback is not None:
        assert shown < 100
        await pilot.press("space")
        shown += 1
    return shown


async def play_to_next_turn(pilot, app: ZombieTableApp, screen: GameScreen) -> list[str]:
    """Step the playback, answer the decisions it leads to (usual answers), until a survivor acts.
    Returns the prompts of the decisions asked during the zombies' and end phases."""
    game = screen.session.game
    asked = []
    for _ in range(100):
        if screen.playback is not None:
            await play_back(pilot, screen)
        elif isinstance(app.screen, ChoiceModal):
            if game.state.phase != "players":
                asked.append(game.decision.prompt)
            await answer_modal(pilot, app)
        elif game.decision.kind == "act":
            return asked
        else:
            await pilot.pause()
    raise AssertionError("no survivor's turn came")


# ---------------------------------------------------------------------- menu to a played round
async def test_menu_to_setup_to_a_played_round(library: Library, saves_dir: Path) -> None:
    app = ZombieTableApp(library, playback="step")
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, MainMenu)
        await pilot.press("n")
        browser = app.screen
        assert isinstance(browser, MissionBrowser)
        await pilot.press(*"dust")  # typing anywhere searches
        assert browser.query_one("#search", Input).value == "dust"
        assert [m.id for m in browser.entries] == ["frontier-m0"]
        await pilot.press("enter")  # Enter in the search box sets up the highlighted mission

        setup = app.screen
        assert isinstance(setup, PartySetup)
        setup.query_one("#seed", Input).value = "3"
        table = setup.query_one("#survivors", DataTable)
        for sid in [s for s in setup.team if s not in ("bo_tanner", "jack_harlan")] + [s for s in ("jack_harlan",) if s not in setup.team]:
            table.move_cursor(row=table.get_row_index(sid))
            await pilot.press("space")
        assert list(setup.team) == ["bo_tanner", "jack_harlan"]
        await pilot.press("ctrl+g")

        screen = game_screen(app)
        session = screen.session
        game = session.game
        assert (game.mission.id, game.state.seed, game.state.players) == ("frontier-m0", 3, ["Player"])
        for _ in range(3):  # two set-up gifts, then who acts first
            await answer_modal(pilot, app)
        assert (game.decision.kind, game.decision.survivor) == ("act", "bo_tanner")
        bo = game.survivor("bo_tanner")

        await target(pilot, screen, "m", "2R:dr")
        assert bo.zone == "2R:dr"
        await pilot.press("s")  # search: the card found asks where it goes
        await answer_modal(pilot, app)
        assert "long_scattergun" in [game.state.cards[c] for c in bo.inventory.cards()]
        await wait_for(pilot, lambda: isinstance(app.screen, TradeScreen), "the kept card's free reorganise")
        await pilot.press("escape")  # nothing to rearrange: done
        await wait_for(pilot, lambda: not isinstance(app.screen, TradeScreen), "the table closed")
        await pilot.press("e")  # one action left: ending the turn asks first
        assert isinstance(app.screen, ConfirmModal)
        await pilot.press("y")

        assert game.decision.survivor == "jack_harlan"
        await target(pilot, screen, "m", "2R:x")
        await target(pilot, screen, "r", "2R:e")
        kinds = [line.event.kind for line in session.log]
        assert Ev.rolled in kinds and Ev.killed in kinds
        assert "✓6" in screen.last_roll.plain  # the die, marked as a hit
        await pilot.press("e", "y")

        assert screen.playback is not None, "the zombies' phase is played back"
        assert screen.query_one("#map", MapView).cursor_zone is not None
        mid_phase = await play_to_next_turn(pilot, app, screen)
        assert any("noise token" in prompt for prompt in mid_phase), "seed 3: the zombies reach the noise, a tie to break"
        assert game.state.round == 2 and game.decision.kind == "act"

        before, lines = bo.zone, len(session.log)
        await target(pilot, screen, "m", "2R:s")
        assert bo.zone == "2R:s"
        await pilot.press("u")  # undo gives back the state before the move (a new state object)
        assert game.survivor("bo_tanner").zone == before and len(session.log) == lines

        await pilot.press("ctrl+s")
        assert isinstance(app.screen, SaveModal)
        await pilot.press("enter")
        named = saves_dir / session.default_save_name()
        assert named.is_file()
        assert json.loads(named.read_text())["decisions"] == game.history
        assert screen.session.autosave_file.is_file()
        assert game.survivor("jack_harlan").status == "alive"


async def test_party_setup_for_hotseat_with_rule_options(library: Library, saves_dir: Path) -> None:
    app = ZombieTableApp(library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n", *"dust", "enter")
        setup = app.screen
        assert isinstance(setup, PartySetup)
        assert list(setup.team) == [sid for sid, _ in default_team(library, "frontier-m0")]  # play's and simulate's
        await pilot.click("#hotseat")
        assert setup.players == 2 and setup.player_names() == ["Ann", "Ben"]
        assert sorted(set(setup.team.values())) == [0, 1]
        table = setup.query_one("#survivors", DataTable)
        table.move_cursor(row=0)
        owner = setup.team["bo_tanner"]
        await pilot.press("p")
        assert setup.team["bo_tanner"] == 1 - owner
        setup.query_one("#seed", Input).value = "x1"
        await pilot.pause()
        assert setup.check_action("start", ()) is None and "whole number" in text_of(setup.query_one("#setup-status"))
        setup.query_one("#seed", Input).value = "77"
        setup.query_one("#opt-casual_undo").value = True
        await pilot.pause()
        await pilot.press("ctrl+g")
        game = game_screen(app).session.game
        assert game.state.players == ["Ann", "Ben"] and game.state.seed == 77 and game.rules.casual_undo


# ---------------------------------------------------------------------- saves
async def test_continue_and_load_resume_saved_games(library: Library, saves_dir: Path) -> None:
    game = set_up(new_game(library, "frontier-m0", TEAM, 3), "move:bo_tanner:2R:dr")
    saves.autosave(game)
    saves_dir.joinpath("broken.json").write_text("{not json", encoding="utf-8")
    app = ZombieTableApp(library)
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: app.warm, "the content to load")
        await pilot.press("c")
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the saved game")
        resumed = game_screen(app).session.game
        assert resumed.survivor("bo_tanner").zone == "2R:dr"
        assert resumed.history == game.history
        assert "Resumed" in game_screen(app).session.log[-1].event.text

        await pilot.press("q")  # leave: back to the main menu
        await answer_modal(pilot, app)
        assert isinstance(app.screen, MainMenu)
        await pilot.press("l")
        load = app.screen
        assert isinstance(load, LoadScreen)
        listing = load.query_one("#saves", OptionList)
        assert listing.option_count == 2
        broken = [o for o in listing.options if o.disabled]
        assert len(broken) == 1 and "unreadable" in str(broken[0].prompt)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the loaded game")
        assert game_screen(app).session.game.survivor("bo_tanner").zone == "2R:dr"


# ---------------------------------------------------------------------- hotseat
async def test_hotseat_hands_the_keyboard_over(library: Library, saves_dir: Path) -> None:
    game = new_game(library, "frontier-m0", [("bo_tanner", "Ann"), ("jack_harlan", "Ben")], 3)
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, HandoverModal), "the hand-over")
        assert app.screen.player == "Ann"
        await pilot.press("enter")
        await answer_modal(pilot, app)
        await answer_modal(pilot, app)
        assert game.decision.survivor == "bo_tanner"
        await pilot.press("e", "y")
        await wait_for(pilot, lambda: isinstance(app.screen, HandoverModal), "Ben's turn")
        assert app.screen.player == "Ben"
        await pilot.press("enter")
        assert game.decision.survivor == "jack_harlan"
        assert "Ben" in text_of(game_screen(app).query_one("#banner"))


# ---------------------------------------------------------------------- the end
async def test_a_lost_game_ends_on_the_report_and_starts_again(library: Library, saves_dir: Path) -> None:
    game = set_up(new_game(library, "frontier-m0", TEAM, 5))
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(200):
            screen = app.screen
            if isinstance(screen, GameOverScreen):
                break
            if isinstance(screen, ChoiceModal):
                await pilot.press("enter")
            elif isinstance(screen, ConfirmModal):
                await pilot.press("y")
            elif isinstance(screen, GameScreen) and screen._acting():
                await pilot.press("e")
            else:
                await pilot.pause()
        over = app.screen
        assert isinstance(over, GameOverScreen)
        report = over.report
        assert report is not None and report.parent == saves_dir
        text = report.read_text()
        assert "Defeat" in text and "Seed: 5" in text and "## Kills by zombie type" in text
        await pilot.press("r")
        again = game_screen(app).session.game
        assert again is not game and again.state.seed == 5 and again.state.round == 1


async def test_a_scripted_game_to_victory(library: Library, saves_dir: Path) -> None:
    """The greedy bot's winning line for seed 5, fed through the game screen and its modals."""
    game = new_game(library, "frontier-m0", TEAM, 5)
    bot = make_bot("greedy", derive_seed(5, "bot"))
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(400):
            screen = app.screen
            if isinstance(screen, GameOverScreen):
                break
            played = game_screen(app).session.game
            if played.over or played.decision is None:
                await pilot.pause()
                continue
            action = bot.choose(played)
            if isinstance(screen, ChoiceModal):
                screen.dismiss(next(c.value for c in screen.choices if not c.header and c.value == action))
            elif isinstance(screen, TradeScreen):
                screen.dismiss(action) if action.kind == "done" else screen.play(action)
            elif isinstance(screen, GameScreen):
                screen.apply(action)
            await pilot.pause()
        over = app.screen
        assert isinstance(over, GameOverScreen)
        assert played.state.result == "victory"
        assert "Victory" in over.report.read_text()


# ---------------------------------------------------------------------- browser
async def test_browser_filters_and_lists_broken_files(saves_dir: Path) -> None:
    library = Library.load(extra=[FIXTURES / "broken"], user=False)
    app = ZombieTableApp(library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("m")
        browser = app.screen
        assert isinstance(browser, MissionBrowser)
        broken = [e for e in browser.entries if not hasattr(e, "briefing")]
        assert [b.path.name for b in broken] == ["frontier-m91.yaml"]
        listing = browser.query_one("#missions", OptionList)
        listing.highlighted = browser.entries.index(broken[0])
        await pilot.pause()
        assert "difficulty" in text_of(browser.query_one("#mission-text"))
        assert browser.check_action("play", ()) is False
        browser.query_one("#difficulty-filter").value = "easy"
        await pilot.pause()
        assert browser.entries and all(getattr(e, "difficulty", None) is None or e.difficulty.value == "easy" for e in browser.entries)
        await pilot.press("escape")
        assert isinstance(app.screen, MainMenu)


async def test_browser_filters_by_setting_and_draws_each_winter_map(library: Library, saves_dir: Path) -> None:
    app = ZombieTableApp(library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("m")
        browser = app.screen
        assert isinstance(browser, MissionBrowser)
        browser.query_one("#setting-filter").value = "winter"
        await pilot.pause()
        winter = sorted(m.id for m in library.missions.values() if m.setting.value == "winter")
        assert sorted(e.id for e in browser.entries) == winter and "winter-m10" in winter
        listing = browser.query_one("#missions", OptionList)
        for k in range(len(browser.entries)):
            listing.highlighted = k
            await pilot.pause()
            assert browser.query_one("#mission-map", MapView).display, browser.entries[k].id
            assert "start" in text_of(browser.query_one("#mission-legend")), browser.entries[k].id


# ---------------------------------------------------------------------- look, mouse, help, palette, size
async def test_look_mode_mouse_and_zombie_plans(library: Library, saves_dir: Path) -> None:
    game = set_up(new_game(library, "frontier-m0", TEAM, 3))
    app = ZombieTableApp(library, game)
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        map_view = screen.query_one("#map", MapView)
        assert map_view.cursor_zone == "2R:s"
        await pilot.press("v")
        assert screen.look
        r, c = map_view.cell_of("2R:e")
        await pilot.click("#map", offset=(c * CELL_W + 3, r * CELL_H + 2))
        assert map_view.cursor_zone == "2R:e"
        look = text_of(screen.query_one("#look"))
        assert "→" in look and "toward" in look  # where the walker there goes, and why
        assert screen.query_one("#look-box").border_title.startswith("Look: 2R:e")
        r, c = map_view.cursor
        drawn = map_view.renders
        await pilot.press("right", "k", "left", "2")  # arrows, vi keys and the numpad (2: down)
        assert map_view.cursor == (r, c)
        assert map_view.renders == drawn  # the cursor moves over the cached lines: nothing drawn again
        await pilot.press("m")  # a click on a target zone chooses it
        r, c = map_view.cell_of("2R:x")
        await pilot.click("#map", offset=(c * CELL_W + 3, r * CELL_H + 2))
        assert game.survivor("bo_tanner").zone == "2R:x"


async def test_help_rules_and_command_palette(library: Library, saves_dir: Path) -> None:
    game = set_up(new_game(library, "frontier-m0", TEAM, 3))
    app = ZombieTableApp(library, game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        help_modal = app.screen
        assert isinstance(help_modal, HelpModal)
        described = {d for _, d, _ in help_modal.rows}
        assert {"Move", "End turn", "Undo", "Move the cursor"} <= described
        await pilot.press("escape")
        screen = game_screen(app)
        labels = [name for name, _, _ in screen.palette_commands()]
        assert any(name.startswith("Move to 2R:dr") for name in labels) and "Look mode" in labels
        await pilot.press("ctrl+p")
        await pilot.press(*"look mode")
        await wait_for(pilot, lambda: "Look mode" in str(app.screen.query("CommandList").first().get_option_at_index(0).prompt)
                       if app.screen.query("CommandList") and app.screen.query_one("CommandList").option_count else False,
                       "the palette to find it")
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen.look, "look mode")
        await pilot.press("q")
        await pilot.press("enter")  # back to the main menu
        assert isinstance(app.screen, MainMenu)
        await pilot.press("r")
        rules = app.screen
        assert isinstance(rules, RulesScreen)
        await pilot.press("right")
        await pilot.press("escape")
        assert isinstance(app.screen, MainMenu)
    assert read_doc("no-such-document.md") is None


# ---------------------------------------------------------------------- every key shown acts or says why not
def footer(screen) -> str:
    return screen.query_one(KeyBar)._text.plain


async def test_the_log_survives_a_resume(library: Library, saves_dir: Path) -> None:
    """Continue in a fresh app shows the game so far: the replay's events, then a line saying so."""
    game = set_up(new_game(library, "frontier-m0", TEAM, 3))  # the set-up answered: the app starts with a "Resumed" line
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await target(pilot, screen, "m", "2R:dr")
        await target(pilot, screen, "m", "2R:s")
        played = [(line.round, line.event.text) for line in screen.session.log[1:]]
    assert "2R:dr → 2R:s" in played[-1][1]

    again = ZombieTableApp(library, playback="instant")
    async with again.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: again.warm, "the content to load")
        await pilot.press("c")
        await wait_for(pilot, lambda: isinstance(again.screen, GameScreen), "the saved game")
        log = game_screen(again).session.log
        lines = [(line.round, line.event.text) for line in log]
        assert lines[0][1].startswith("Dust on Main Street")  # from the set-up on
        assert lines[-len(played) - 1:-1] == played  # the moves played before, as they were logged
        assert "Resumed" in lines[-1][1]


def last_notice(app: ZombieTableApp) -> str:
    notices = list(app._notifications)
    assert notices, "a message was shown"
    return notices[-1].message


async def test_loading_a_named_save_never_overwrites_an_autosave_of_the_same_seed(library: Library, saves_dir: Path) -> None:
    """A game autosaves to a file of its own: resuming a named save of the same mission and seed
    goes on in a new autosave, leaving the other game's autosave as it was; Continue goes on in the
    autosave it resumed."""
    early = Session(library, set_up(new_game(library, "frontier-m0", TEAM, 3)))
    early.apply("move:bo_tanner:2R:dr")
    named = early.save_as("before the fight")
    early.apply(legal(early.game, "move"))
    autosave = early.autosave_file
    kept = autosave.read_bytes()
    app = ZombieTableApp(library, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: app.warm, "the content to load")
        app.call_later(app.resume, named)  # as the Load screen does
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the named save")
        session = game_screen(app).session
        session.apply(legal(session.game, "move"))
        assert autosave.read_bytes() == kept, "the other game's autosave was overwritten"
        branch = session.autosave_file
        assert branch != autosave and branch.name.startswith("autosave-frontier-m0-3-") and branch.is_file()
        assert json.loads(branch.read_text())["decisions"] == session.game.history

        app.back_to_menu()
        await wait_for(pilot, lambda: isinstance(app.screen, MainMenu), "the main menu")
        app.call_later(app.resume, autosave)  # Continue that first game: it goes on in its own file
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the autosave")
        session = game_screen(app).session
        assert session.autosave_file == autosave
        session.apply(legal(session.game, "move"))
        assert json.loads(autosave.read_text())["decisions"] == session.game.history
        assert json.loads(branch.read_text())["decisions"] != session.game.history


async def test_undo_says_why_there_is_nothing_to_undo(library: Library, saves_dir: Path) -> None:
    game = set_up(new_game(library, "frontier-m0", TEAM, 3), "move:bo_tanner:2R:dr")
    saves.autosave(game)
    app = ZombieTableApp(library, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: app.warm, "the content to load")
        await pilot.press("c")  # Continue: the last decision was a move, nothing was revealed
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the saved game")
        screen = game_screen(app)
        game = screen.session.game
        await pilot.pause()
        assert "Undo" not in footer(screen)
        await pilot.press("u")
        message = last_notice(app)
        assert "resumed" in message and "dice" not in message and "card" not in message
        assert game.survivor("bo_tanner").zone == "2R:dr"

        await target(pilot, screen, "m", "2R:s")
        assert "u Undo" in footer(screen)
        await pilot.press("u")
        assert game.survivor("bo_tanner").zone == "2R:dr" and "Undo" not in footer(screen)
        await pilot.press("u")
        assert "resumed" in last_notice(app)

        await pilot.press("e", "y")  # Bo's turn ends; Jack moves and shoots: dice are rolled
        await target(pilot, screen, "m", "2R:x")
        await target(pilot, screen, "r", "2R:e")
        assert screen.last_roll is not None and "Undo" not in footer(screen)
        await pilot.press("u")
        assert "dice were rolled" in last_notice(app)
        assert game.survivor("jack_harlan").zone == "2R:x"


async def test_play_simulate_and_the_set_up_screen_start_one_default_team(library: Library, saves_dir: Path, monkeypatch,
                                                                         capsys) -> None:
    """Issue 32.7: the party set-up, `play` without `--survivors` and `simulate` (which asks the bots' runner) start
    the same team for a mission."""
    from zombie_table.bots import runner

    assert runner.default_team is default_team
    from zombie_table import cli

    app = ZombieTableApp(library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n", *"dust", "enter")
        setup = app.screen
        assert isinstance(setup, PartySetup)
        offered = list(setup.team)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert cli.main(["play", "frontier-m0", "--text", "--seed", "4", "--save-dir", str(saves_dir)]) == 0
    capsys.readouterr()
    played = saves.load(library, saves_dir / "autosave-frontier-m0-4.json")
    assert [sid for sid, _ in played.state.team] == offered == [sid for sid, _ in default_team(library, "frontier-m0")]


def test_why_no_undo_names_what_was_revealed(library: Library, tmp_path: Path) -> None:
    session = Session(library, new_game(library, "frontier-m0", TEAM, 3), tmp_path)
    assert session.why_no_undo() == "Nothing to undo: no decision has been taken yet."
    while session.game.decision.kind != "act":
        session.apply(0)
    session.apply("move:bo_tanner:2R:dr")
    session.apply("search:bo_tanner")
    assert not session.can_undo and "a card was drawn" in session.why_no_undo()


async def test_save_works_under_a_question_and_nothing_else_is_offered_there(library: Library, saves_dir: Path) -> None:
    app = ZombieTableApp(library, new_game(library, "frontier-m0", TEAM, 3), playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the first question")
        question = app.screen
        screen = game_screen(app)
        await pilot.pause()
        shown = footer(screen)
        assert "^s Save" in shown
        for other in ("Undo", "Look", "Quit"):
            assert other not in shown, f"{other} is shown under the question but does nothing there"
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, SaveModal)
        await pilot.press("enter")
        await pilot.pause()
        assert (saves_dir / screen.session.default_save_name()).is_file()
        assert app.screen is question, "the question is still asked"
        await pilot.press("escape")  # look at the board: the keys of the board come back
        await pilot.pause()
        assert "Look" in footer(screen) and "Answer" in footer(screen)


async def test_a_long_question_list_hides_help_while_its_filter_takes_the_letters(library: Library, saves_dir: Path) -> None:
    game = set_up(new_game(library, "frontier-m0", TEAM, 3))  # the set-up answered: the app starts with a "Resumed" line
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await wait_for(pilot, lambda: screen._acting(), "Bo's turn")
        await pilot.press("a")  # every legal action: a long list with a filter box
        await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the list")
        await pilot.pause()
        assert app.screen.query("#filter") and "Help" not in footer(screen) and "^s Save" in footer(screen)
        await pilot.press("escape")
        await pilot.pause()
        assert "?" in footer(screen).split()  # back (bare when the line is full: the keys come first)


def test_a_game_handed_over_with_decisions_to_undo_can_undo_them(library: Library, tmp_path: Path) -> None:
    game = set_up(new_game(library, "frontier-m0", TEAM, 3), "move:bo_tanner:2R:dr")
    session = Session(library, game, tmp_path)
    assert session.can_undo and session.undo()
    assert game.survivor("bo_tanner").zone == "2R:s" and session.log


async def test_action_keys_with_nothing_to_do_say_why(library: Library, saves_dir: Path) -> None:
    game = set_up(new_game(library, "frontier-m0", TEAM, 3))  # the set-up answered: the app starts with a "Resumed" line
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await wait_for(pilot, lambda: screen._acting(), "Bo's turn")
        assert "Shoot" not in footer(screen) and "Melee" not in footer(screen)
        await pilot.press("f")
        assert last_notice(app) == "No target: no zombie in Bo Tanner's zone."
        await pilot.press("r")
        assert last_notice(app) == "No target: no zombie in Bo Tanner's sight."
        await pilot.press("m")  # choosing a target: another action key says what is waited for
        assert screen.targets
        await pilot.press("9")
        assert last_notice(app).startswith("No target #9: the ") and screen.targets
        await pilot.press("s")
        assert "waiting for a target" in last_notice(app) and screen.targets
        await pilot.press("?")
        assert isinstance(app.screen, HelpModal)
        rows = {description: enabled for _, description, enabled in app.screen.rows}
        assert rows["Shoot"] is False and rows["Undo"] is True and rows["Move"] is False


async def test_small_terminal_and_resize(library: Library, saves_dir: Path) -> None:
    game = set_up(new_game(library, "frontier-m0", TEAM, 3))
    app = ZombieTableApp(library, game)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = game_screen(app)
        map_view = screen.query_one("#map", MapView)
        assert screen.has_class("-narrow")
        assert map_view.virtual_size.width > map_view.scrollable_content_region.width  # the map scrolls
        for _ in range(11):
            await pilot.press("l")
        assert map_view.scroll_x > 0  # and follows the cursor
        keys = screen.query_one(KeyBar).render().plain
        assert "Move" in keys and "End turn" in keys
        await pilot.resize_terminal(140, 44)
        await pilot.pause()
        assert screen.has_class("-wide") and screen.has_class("-tall")
        assert map_view.scroll_x == 0


HOTSEAT_M4 = [("bo_tanner", "Ann"), ("amos_pike", "Ann"), ("jack_harlan", "Ben"), ("ruth_calloway", "Ben")]


def displayed(widget) -> bool:
    return all(node.display for node in widget.ancestors_with_self if node is not widget.app)


def shown_whole(widget, screen: GameScreen) -> bool:
    """Is `widget` displayed, inside the screen, with nothing of it scrolled out of its container?"""
    region, holder = widget.region, widget.parent.region
    return (displayed(widget) and region.height > 0 and region.right <= screen.size.width
            and region.bottom <= screen.size.height and holder.y <= region.y and region.bottom <= holder.bottom)


async def test_100x30_shows_the_objectives_and_every_party_row(library: Library, saves_dir: Path) -> None:
    """A mission with eight in the party (four survivors, four companions) and long objectives: on
    100x30 the side panels are tabs, and each tab shows its panels whole."""
    game = set_up(new_game(library, "frontier-m4", HOTSEAT_M4, 7))
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=(100, 30)) as pilot:
        screen = game_screen(app)
        await wait_for(pilot, lambda: isinstance(app.screen, HandoverModal), "the hand-over")
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen._acting(), "Bo's turn")
        assert screen.tabbed and "i" in footer(screen).split()  # the tabs' key (bare when the line is full)
        survivor, decks = screen.query_one("#survivor"), screen.query_one("#decks")
        party, objectives = screen.query_one("#party"), screen.query_one("#objectives")
        assert shown_whole(survivor, screen) and shown_whole(decks, screen) and not displayed(party)
        await pilot.press("i")
        await pilot.pause()
        assert not displayed(survivor) and shown_whole(party, screen) and shown_whole(objectives, screen)
        assert party.region.height - 2 >= len(game.state.survivors) == 8  # every row, inside the border
        assert screen.query_one("#side").max_scroll_y == 0  # nothing hidden below the objectives
        await pilot.press("v")  # look mode brings the Look tab, and takes it away again
        await pilot.pause()
        assert shown_whole(screen.query_one("#look"), screen) and not displayed(party)
        await pilot.press("v")
        await pilot.pause()
        assert shown_whole(party, screen)
        await pilot.press("v")
        await pilot.resize_terminal(100, 40)  # tall enough: the look box goes back below the panels
        await pilot.pause()
        assert screen.query_one("#panel-tabs", Tabs).active == "tab-survivor"
        assert shown_whole(screen.query_one("#look"), screen) and shown_whole(survivor, screen)
        assert not screen.query_one("#tab-look").display
        map_view = screen.query_one("#map", MapView)
        assert map_view.region.width >= 60 and map_view.region.height >= 14  # the board keeps most of the screen


async def test_80x24_header_says_whose_turn_and_the_round(library: Library, saves_dir: Path) -> None:
    game = set_up(new_game(library, "frontier-m4", HOTSEAT_M4, 7))
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await wait_for(pilot, lambda: isinstance(app.screen, HandoverModal), "the hand-over")
        await pilot.press("enter")
        await wait_for(pilot, lambda: screen._acting(), "Bo's turn")
        turn = screen.query_one("#head-turn", Static)
        assert "Round 1" in text_of(turn) and "Ann's turn" in text_of(turn)
        assert shown_whole(turn, screen) and turn.region.right <= 80
        await target(pilot, screen, "m", legal_zone(game, "move"))  # still played with keys
        assert game.survivor("bo_tanner").actions_left == 2


async def test_the_dashboard_shows_the_zombies_phase_while_it_plays_back(library: Library, saves_dir: Path) -> None:
    """The last survivor's turn ends: while the zombies' phase plays back, nobody is shown acting."""
    game = set_up(new_game(library, "frontier-m0", TEAM, 3), "end_turn:bo_tanner")
    app = ZombieTableApp(library, game, playback="step")
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await wait_for(pilot, lambda: screen._acting(), "Jack's turn")
        dashboard, party = screen.query_one("#survivor", Static), screen.query_one("#party", Static)
        assert "Actions ●●●" in text_of(dashboard) and "▶" in text_of(party)
        await pilot.press("e", "y")
        await wait_for(pilot, lambda: screen.playback is not None, "the zombies' phase")
        assert "Zombies' phase" in text_of(dashboard) and "Actions" not in text_of(dashboard)
        assert "▶" not in text_of(party) and "●" not in text_of(party)
        assert "♥♥ 2/2" in text_of(dashboard)  # the rest as it was before the phase


def legal_zone(game: Game, kind: str) -> str:
    return next(a.args[-1] for a in game.legal_actions() if a.kind == kind)


async def test_below_80x24_a_notice_replaces_the_screen(library: Library, saves_dir: Path) -> None:
    game = set_up(new_game(library, "frontier-m0", TEAM, 3))
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=(100, 30)) as pilot:
        screen = game_screen(app)
        await wait_for(pilot, lambda: screen._acting(), "Bo's turn")
        notice, body = screen.query_one("#too-small", Static), screen.query_one("#game-body")
        assert not displayed(notice) and displayed(body)
        await pilot.resize_terminal(79, 30)
        await pilot.pause()
        assert displayed(notice) and not displayed(body) and "79×30, need 80×24" in text_of(notice)
        await pilot.resize_terminal(100, 23)
        await pilot.pause()
        assert displayed(notice) and "100×23, need 80×24" in text_of(notice)
        await pilot.press("e", "m")  # nothing is played blind
        await pilot.pause()
        assert game.state.active == "bo_tanner" and not screen.targets and app.screen is screen
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not displayed(notice) and displayed(body) and screen._acting()


# ---------------------------------------------------------------------- the parts beneath
def test_playback_pictures_end_where_the_state_is(library: Library, tmp_path: Path) -> None:
    game = set_up(new_game(library, "frontier-m0", TEAM, 3),
                  "move:bo_tanner:2R:dr", "search:bo_tanner")
    session = Session(library, game, tmp_path)
    session.apply(0)
    session.apply(0)  # done with the kept card's free reorganise
    session.apply("end_turn:bo_tanner")
    session.apply("move:jack_harlan:2R:x")
    session.apply(legal(game, "shoot", "2R:e"))
    outcome = session.apply("end_turn:jack_harlan")
    assert outcome.playback_from is not None
    frames = playback_frames(outcome, [1] * (len(outcome.events) - outcome.playback_from))
    assert frames[-1].picture.zombies == game.state.zombies  # stopped at the noise decision, mid-phase
    assert any(f.zones for f in frames)
    second = session.apply(0)
    assert second.playback_from == 0
    assert playback_frames(second, [1] * len(second.events))[-1].picture.zombies == game.state.zombies


def test_undo_cuts_the_log_and_the_report_names_everything(library: Library, tmp_path: Path) -> None:
    session = Session(library, set_up(new_game(library, "frontier-m0", TEAM, 3)), tmp_path)
    lines = len(session.log)
    session.apply("move:bo_tanner:2R:dr")
    assert len(session.log) > lines and session.can_undo
    assert session.undo() and len(session.log) == lines and session.generation == 1
    assert session.autosave_file.is_file()
    report = report_markdown(session.game)
    assert "Bo Tanner" in report and "Seed: 3" in report
    assert "zombie-table play frontier-m0 --seed 3 --players Ann:bo_tanner,jack_harlan" in report
    path = session.write_report()
    assert path.parent == tmp_path and path.read_text(encoding="utf-8") == report


def test_every_cell_belongs_to_its_zone_on_the_map(library: Library) -> None:
    mission = library.missions["frontier-m0"]
    board = Board.from_mission(mission, lambda t: library.tile(mission.setting, t))
    runs, anchors = zone_runs(board, MapArt(board))
    for r in range(board.height):
        for c in range(board.width):
            zone = anchors.get((r, c)) or board.cell_zone[r][c]
            if zone is None:
                continue
            y, x = r * CELL_H + 1, c * CELL_W + 1
            assert any(x0 <= x < x1 for x0, x1 in runs[zone].get(y, ())), (r, c, zone)
    balconies = [z for z, zone in board.zones.items() if zone.kind.value == "balcony"]
    assert sorted(anchors.values()) == sorted(balconies)


def test_picture_follows_events(library: Library) -> None:
    game = set_up(new_game(library, "frontier-m0", TEAM, 3), "move:bo_tanner:2R:x")
    picture = Picture.of(game.state)
    before = dict(picture.zombies.get("2R:e", {}))
    for event in game.apply(legal(game, "shoot", "2R:e")):
        picture.apply(event)
    assert picture.zombies.get("2R:e", {}) == game.state.zombies.get("2R:e", {})
    assert picture.noise == game.state.noise
    assert before


def test_picture_follows_shoves_and_train_crushes() -> None:
    """Every event that moves or removes zombies names their type and count."""
    from missionkit import act_as, run_steps
    from test_train import train_game

    from zombie_table.games.tilezone.settings.frontier import train
    from zombie_table.games.tilezone.zombies import add_zombies

    game = train_game()
    add_zombies(game, "10V:t1", "walker", 2)
    add_zombies(game, "2R:s", "walker", 1)
    add_zombies(game, "2R:s", "runner", 1)
    game.survivor("bo_tanner").skills.append("shove")
    act_as(game, "bo_tanner")
    picture = Picture.of(game.state)
    shove = next(a for a in game.legal_actions() if a.kind == "shove")
    for event in game.apply(shove):
        picture.apply(event)
    train.trigger(game, "test")
    for event in run_steps(game, {"kind": "train_phase"}):
        picture.apply(event)
    assert picture.zombies == game.state.zombies and "10V:t1" not in picture.zombies


def test_map_strips_match_rich_rendering(library: Library) -> None:
    """The map widget's fast cut of mapart's lines gives the segments Rich's own rendering gives."""
    console, base = Console(), RichStyle(color="white", bgcolor="grey11")
    maker = StripMaker(console, base)
    for mission in library.missions.values():
        board = Board.from_mission(mission, lambda t, m=mission: library.tile(m.setting, t))
        overlay, _ = mission_overlay(mission, board)
        for labels in (False, True):
            for text in MapArt(board, labels=labels).lines(overlay):
                fast = maker(text).simplify()
                slow = Strip(list(text.render(console)), text.cell_len).apply_style(base).simplify()
                assert [(s.text, s.style) for s in fast] == [(s.text, s.style) for s in slow]


# ---------------------------------------------------------------------- preferences
async def test_preferences_persist_across_restarts(library: Library, saves_dir: Path, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from zombie_table.tui import prefs

    monkeypatch.setenv(prefs.CONFIG_ENV, str(tmp_path / "config"))
    game = set_up(new_game(library, "frontier-m0", TEAM, 3))
    app = ZombieTableApp(library, game)
    async with app.run_test(size=SIZE) as pilot:
        assert app.playback == "normal" and app.theme == "textual-dark"
        game_screen(app).action_speed()  # `p` (during a playback): normal → instant
        await pilot.pause()
        app.theme = "nord"  # as the command palette's "Change theme" does
        await pilot.pause()
        await pilot.press("z")  # the map's overview
    saved = json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8"))
    assert saved == {"playback": "instant", "theme": "nord", "zoom": "overview"}

    again = ZombieTableApp(library)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert again.playback == "instant" and again.theme == "nord" and again.prefs.zoom == "overview"
        assert not list(again._notifications)


async def test_p_changes_the_playback_speed_with_no_playback_running(library: Library, saves_dir: Path) -> None:
    """#29.14: after "instant" the speed can be changed back from the board, not only during a playback."""
    game = set_up(new_game(library, "frontier-m0", TEAM, 3))
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen) and app.screen._acting(), "the board")
        assert game_screen(app).playback is None
        await pilot.press("p")
        assert app.playback != "instant" and app.prefs.playback == app.playback


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b'{"playback": "warp", "theme": 7}', b'{"zoom": "huge"}',
                                     b"\xff\xfe"])
async def test_a_broken_settings_file_is_ignored_with_a_notice(library: Library, saves_dir: Path, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch, content: bytes) -> None:
    from zombie_table.tui import prefs

    monkeypatch.setenv(prefs.CONFIG_ENV, str(tmp_path))
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    app = ZombieTableApp(library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        assert app.playback == "normal" and app.theme == "textual-dark" and app.prefs.zoom == "normal"
        assert "settings.json" in last_notice(app)
    assert path.read_bytes() == content  # left alone: only the player's next change writes the file


async def test_the_seed_box_shows_a_whole_nine_digit_seed(library: Library, saves_dir: Path) -> None:
    app = ZombieTableApp(library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n", *"dust", "enter")
        seed = app.screen.query_one("#seed", Input)
        seed.value = "844055757"
        await pilot.pause()
        assert seed.content_region.width >= len("844055757") + 1  # every digit and the cursor


async def test_set_up_names_classes_as_the_table_does(library: Library, saves_dir: Path) -> None:
    app = ZombieTableApp(library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("m")
        browser = app.screen
        listing = browser.query_one("#missions", OptionList)
        listing.highlighted = next(k for k, e in enumerate(browser.entries) if getattr(e, "id", "") == "frontier-m3")
        await pilot.pause()
        assert "Not allowed: Devout, Gunhand" in text_of(browser.query_one("#mission-text"))
        app.push_screen(PartySetup(library.missions["frontier-m3"]))
        await pilot.pause()
        setup = app.screen
        assert "not allowed: Devout, Gunhand" in text_of(setup.query_one("#setup-head"))
        classes = {setup.query_one("#survivors", DataTable).get_cell(s.id, "class")
                   for s in setup.data.survivors.survivors}
        assert classes <= {"Roughneck", "Devout", "Gunhand", "Settler"}
        devout = next(s.id for s in setup.data.survivors.survivors if s.survivor_class == "faithful")
        setup._toggle(devout)
        assert "is a Devout:" in text_of(setup.query_one("#setup-status"))


async def test_the_first_enter_after_a_search_sets_up_the_mission(library: Library, saves_dir: Path) -> None:
    app = ZombieTableApp(library)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("m", *"dust", "enter")
        await wait_for(pilot, lambda: isinstance(app.screen, PartySetup), "the party set-up")
        assert "dust" in app.screen.mission.title.lower() or "dust" in app.screen.mission.briefing.lower()


async def test_a_single_target_is_offered_as_number_one_alone(library: Library, saves_dir: Path) -> None:
    """The tutorial's post office opens on one zone only: the banner says '#1', not '#1–#1'."""
    game = set_up(new_game(library, "frontier-tutorial", [("abel_whitlock", "Ann")], 1))
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen = game_screen(app)
        await wait_for(pilot, lambda: screen._acting(), "Abel's turn")
        await pilot.press("m")
        assert len(screen.targets) == 1
        banner = text_of(screen.query_one("#banner"))
        assert "#1 by number" in banner and "#1–#1" not in banner


@pytest.mark.parametrize("size", [(100, 30), (80, 24)])
async def test_the_tab_holding_the_objectives_says_so(library: Library, saves_dir: Path, size: tuple[int, int]) -> None:
    """On a small terminal the tutorial's guide sits under the objectives in a tab: its label names
    them (a newcomer looking for what to do next finds it) and fits beside the others."""
    game = set_up(new_game(library, "frontier-tutorial", [("abel_whitlock", "Ann")], 1))
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=size) as pilot:
        screen = game_screen(app)
        await wait_for(pilot, lambda: screen._acting(), "Abel's turn")
        tabs = screen.query_one("#panel-tabs", Tabs)
        label = tabs.query_one("#tab-party").label.plain
        assert "objectives" in label.lower()
        await pilot.press("i")
        await pilot.pause()
        assert tabs.active == "tab-party" and shown_whole(screen.query_one("#objectives"), screen)
        assert all(tab.region.right <= size[0] for tab in tabs.query("Tab"))


def test_the_look_panel_marks_zombies_as_the_map_does(library: Library) -> None:
    """Zombies are lower-case marks on the map ('w2'); the Look panel's 'W2' read as a survivor's
    letter. Two monstrosities are 'Monstrosities'."""
    from zombie_table.tui.widgets.panels import zombie_plan, zone_contents

    game = set_up(new_game(library, "frontier-m0", TEAM, 3))
    game.state.zombies["2R:e"] = {"walker": 2, "abomination": 2}
    game.invalidate()
    contents = zone_contents(game, "2R:e", {}).plain
    assert "w2 2 Shamblers" in contents and "a2 2 Monstrosities" in contents, contents
    plan = zombie_plan(game, "2R:e")
    assert plan is not None and plan.plain.startswith("a2 w2 in 2R:e"), plan


async def test_at_80x24_every_key_of_the_key_bar_stays_on_the_line(library: Library, saves_dir: Path) -> None:
    """With more keys than fit in 80 columns, the last ones lose their words but not their keys:
    '?' (Help), 'q' (Quit) and 'i' (the panels' tabs) were cut off the end of the line."""
    game = set_up(new_game(library, "frontier-m0", TEAM, 3))
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = game_screen(app)
        await wait_for(pilot, lambda: screen._acting(), "Bo's turn")
        bar = screen.query_one(KeyBar)
        keys = bar.render().plain
        assert bar.render().cell_len <= 80, keys
        assert keys.startswith(" m Move") or keys.startswith("m Move"), keys
        for key in (" i", " q", " ?"):
            assert key in keys, keys
        assert keys.rstrip().endswith("?"), keys
        await pilot.click(KeyBar, offset=(keys.rstrip().rindex("?"), 0))  # a bare key still acts
        await wait_for(pilot, lambda: isinstance(app.screen, HelpModal), "the help")
