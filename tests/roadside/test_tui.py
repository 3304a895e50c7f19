"""Roadside in the TUI: the menu and the browser lead to it, the screen fits 120×40, 100×30 and 80×24,
the look panel says what entering a space costs, bots play their seats, and at a hotseat table
player B's screens never depend on player A's private location, nor any screen on the number of a
face-down zombie token."""

from __future__ import annotations

import random
from argparse import Namespace

from pilotkit import wait_for
from rich.console import Console
from textual.widgets import OptionList, Static

from zombie_table.commands import play as play_command
from zombie_table.games.roadside import view
from zombie_table.games.roadside.start import new_game
from zombie_table.games.roadside.state import Token
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.browser import MissionBrowser
from zombie_table.tui.screens.menu import MainMenu
from zombie_table.tui.screens.modals import ChoiceModal
from zombie_table.tui.screens.roadside import RoadsideScreen
from zombie_table.tui.screens.tables import Handover, TableSetup


def seats(*specs: str) -> list[dict]:
    """`"Ann", "Ben:greedy"` as the seats a save keeps."""
    return [{"name": n, "policy": p or None} for n, _, p in (spec.partition(":") for spec in specs)]


def plain(renderable) -> str:
    console = Console(width=200, record=True, file=open("/dev/null", "w"))
    console.print(renderable)
    return console.export_text()


def shown(app, race: RoadsideScreen) -> str:
    """Everything the screens on top show now: the race's panels and log, and a pop-up or hand-over above it."""
    parts = [plain(w.content) for w in race.query(Static)] + [line.plain for line in race.lines]
    top = app.screen
    if top is not race:
        parts += [plain(w.content) for w in top.query(Static)]
        if isinstance(top, ChoiceModal):
            parts += [top.title_text] + [str(c.label) for c in top.choices]
    return "\n".join(parts)


def redrawn(app, race: RoadsideScreen) -> str:
    race._draw()
    return shown(app, race)


def race_of(app) -> RoadsideScreen:
    return next(s for s in app.screen_stack if isinstance(s, RoadsideScreen))


async def settled(pilot, app, game) -> None:
    def ready() -> bool:
        screen = app.screen
        if game.over or isinstance(screen, (Handover, ChoiceModal)):
            return True
        return isinstance(screen, RoadsideScreen) and not screen.busy
    await wait_for(pilot, ready, "the race waiting for someone")


async def test_hotseat_b_never_sees_a_private_location_and_no_screen_a_face_down_number(saves_dir) -> None:
    game = new_game(6, ["Ann", "Ben"], "standard")
    ann, ben = game.state.players
    spare = next(c for c in game.content.location_cards if c not in game.state.public and c not in (ann.private, ben.private)
                 and game.content.location_cards[c].place not in {game.content.location_cards[x].place
                                                                  for x in [*game.state.public, ann.private, ben.private]})
    app = ZombieTableApp(table=(game, seats("Ann", "Ben"), None))
    pick = random.Random(3)
    checked = {"ben": 0, "handovers": 0, "tokens": 0}
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(160):
            await settled(pilot, app, game)
            if game.over:
                break
            race = race_of(app)
            before = redrawn(app, race)
            hidden = [t for tokens in game.state.tokens.values() for t in tokens if not t.revealed]
            if hidden:  # the numbers on face-down tokens change nothing anyone sees
                counts = [t.count for t in hidden]
                for t in hidden:
                    t.count = 86420
                after = redrawn(app, race)
                for t, n in zip(hidden, counts):
                    t.count = n
                assert after == before and "86420" not in after
                checked["tokens"] += 1
            if race.viewer == ben.id and ann.private and not ann.private_revealed:  # nor does Ann's private card
                mine = ann.private
                ann.private = spare
                after = redrawn(app, race)
                ann.private = mine
                assert after == before
                checked["ben"] += 1
            race._draw()
            if isinstance(app.screen, Handover):
                assert game.decision.player != race.viewer  # the board beneath is still the last player's, covered
                checked["handovers"] += 1
                await pilot.press("enter")
                continue
            legal = game.legal_actions()
            action = legal[pick.randrange(len(legal))]
            if isinstance(app.screen, ChoiceModal):
                app.screen.dismiss(action)
            else:
                race.apply(action)
            await pilot.pause()
    assert checked["ben"] > 10 and checked["handovers"] > 4 and checked["tokens"] > 10, checked


async def test_the_menu_and_the_browser_lead_to_the_race(saves_dir) -> None:
    app = ZombieTableApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MainMenu) and app.warm, "the menu")
        await pilot.press("o")
        await wait_for(pilot, lambda: isinstance(app.screen, MissionBrowser), "the browser")
        browser = app.screen
        # no save of a race yet: the guided first race leads the list
        assert [e.id for e in browser.entries] == ["roadside-tutorial", "roadside-standard", "roadside-solo"]
        browser.query_one("#missions", OptionList).highlighted = 2
        await pilot.pause()
        detail = plain(browser.query_one("#mission-text", Static).content)
        assert "Alone on the Road" in plain(browser.query_one("#mission-head", Static).content)
        assert "stranded" in detail and browser.query_one("#race-map").display
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, TableSetup), "the set-up")
        app.screen.query_one("#kg-seed").value = "8"
        await pilot.press("ctrl+g")
        await wait_for(pilot, lambda: isinstance(app.screen, RoadsideScreen), "the race")
        race = app.screen
        assert race.game.state.mode == "solo" and race.seed == 8 and race.viewer == "p1" and not race.bots
        assert race.save_to is not None and race.save_to.parent == saves_dir and race.save_to.exists()  # autosaved


async def test_bad_seats_are_told_at_set_up(saves_dir) -> None:
    from zombie_table.content.library import Library
    from zombie_table.games.roadside.entries import entries

    app = ZombieTableApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MainMenu), "the menu")
        await app.push_screen(TableSetup(entries(Library.load(user=False))["roadside-standard"]))
        await wait_for(pilot, lambda: isinstance(app.screen, TableSetup), "the set-up")
        app.screen.query_one("#kg-seats").value = "Ann, Ben:genius"
        await pilot.press("ctrl+g")
        assert isinstance(app.screen, TableSetup)
        assert "no bot" in plain(app.screen.query_one("#kg-setup-error", Static).content)


async def test_the_screen_fits_each_terminal_size(saves_dir) -> None:
    game = new_game(3, ["Ann", "Ben"], "standard")
    app = ZombieTableApp(table=(game, seats("Ann", "Ben:random"), None))
    async with app.run_test(size=(120, 40)) as pilot:
        race = app.screen
        await wait_for(pilot, lambda: isinstance(race, RoadsideScreen) and race.is_mounted, "the race")
        assert not race.query_one("#rs-tabs").display  # everything stacked
        assert all(race.query_one(f"#{p}").display for p in ("rs-map", "rs-you", "rs-table", "rs-look", "rs-rivals"))
        await pilot.resize_terminal(100, 30)
        await wait_for(pilot, lambda: race.has_class("-mid"), "100 columns")
        assert race.query_one("#rs-tabs").display and race.query_one("#rs-map").display and race.query_one("#rs-map").dense
        assert race.tab == "tab-you" and race.query_one("#rs-you").display and not race.query_one("#rs-table").display
        await pilot.press("i")
        assert race.tab == "tab-table" and race.query_one("#rs-table").display and not race.query_one("#rs-you").display
        await pilot.resize_terminal(80, 24)
        await wait_for(pilot, lambda: race.has_class("-narrow"), "80 columns")
        assert race.tab == "tab-map" and race.query_one("#rs-left").display and not race.query_one("#rs-right").display
        await pilot.press("i")
        assert race.tab == "tab-you" and not race.query_one("#rs-left").display and race.query_one("#rs-right").display
        await pilot.resize_terminal(70, 20)
        await wait_for(pilot, lambda: race.too_small, "too small")
        assert "need 80×24" in plain(race.query_one("#rs-small", Static).content)


async def test_look_says_what_entering_a_space_costs(saves_dir) -> None:
    game = new_game(3, ["Ann"], "solo")
    app = ZombieTableApp(table=(game, seats("Ann"), None))
    async with app.run_test(size=(120, 40)) as pilot:
        race = app.screen
        await wait_for(pilot, lambda: isinstance(race, RoadsideScreen) and game.decision.kind == "move" and not race.busy,
                       "the first move")
        here = game.me.space
        there = next(n for n in game.content.neighbours[here] if not game.content.spaces[n].icons
                     and game.content.spaces[n].kind.value != "location")
        game.state.tokens[there] = [Token("t-test", 4)]
        game.invalidate()
        race.cursor = there
        race._draw()
        look = plain(race.query_one("#rs-look", Static).content)
        assert "1 face-down token" in look and "Entering now:" in look and "fight" in look and "4" not in look.split("Entering")[0]
        assert "fight" in plain(race.query_one("#rs-lookline", Static).content)


async def test_a_bot_seat_plays_its_turn_and_the_person_keeps_the_keyboard(saves_dir) -> None:
    game = new_game(3, ["Ann", "Ben"], "standard")
    app = ZombieTableApp(table=(game, seats("Ann", "Ben:greedy"), None))
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(40):
            await settled(pilot, app, game)
            if game.state.turns >= 2:
                break
            assert not isinstance(app.screen, Handover)
            action = game.legal_actions()[-1 if game.decision.kind == "move" else 0]  # the shortest move: stop
            if isinstance(app.screen, ChoiceModal):
                app.screen.dismiss(action)
            else:
                race_of(app).apply(action)
            await pilot.pause()
        assert game.state.turns >= 2 and race_of(app).viewer == "p1"
        assert any("Ben" in line.plain and "turn" in line.plain for line in race_of(app).lines)


def test_play_opens_the_race_in_the_tui(monkeypatch, saves_dir) -> None:
    opened = {}
    import zombie_table.tui.app as tui_app

    monkeypatch.setattr(tui_app, "run_app", lambda **kw: opened.update(kw) or 0)
    args = Namespace(think=None, mission="roadside", text=False, jsonl=False, players="Ann,Ben:bot", seed=5, option=[], load=None,
                     save_dir=None, content=[])
    assert play_command.run(args) == 0
    game, sat, save_to = opened["table"]
    assert [p.name for p in game.state.players] == ["Ann", "Ben"] and game.state.chance.seed == 5
    assert sat == seats("Ann", "Ben:random") and save_to.parent == saves_dir


async def test_a_saved_race_resumes_in_the_tui(monkeypatch, saves_dir) -> None:
    """`play --load SAVE` without --text: the race as it was, for the player whose decision it is."""
    from zombie_table.games.roadside import saves

    game = new_game(4, ["Ann", "Ben"], "standard")
    for _ in range(6):
        game.apply(0)
    path = saves.write(game, seats("Ann", "Ben"), saves_dir / "race.json")
    opened = {}
    import zombie_table.tui.app as tui_app

    monkeypatch.setattr(tui_app, "run_app", lambda **kw: opened.update(kw) or 0)
    args = Namespace(think=None, mission=None, text=False, jsonl=False, players=None, seed=None, option=[], load=path, save_dir=None, content=[])
    assert play_command.run(args) == 0
    resumed, sat, save_to = opened["table"]
    assert resumed.history == game.history and save_to == path and sat == seats("Ann", "Ben")


async def test_continue_and_load_resume_a_race_in_the_tui(saves_dir) -> None:
    from zombie_table.games.roadside import saves
    from zombie_table.tui.screens.saves import LoadScreen

    game = new_game(4, ["Ann", "Ben"], "standard")
    for _ in range(6):
        game.apply(0)
    saves_dir.mkdir(parents=True, exist_ok=True)
    path = saves.write(game, seats("Ann", "Ben:greedy"), saves_dir / "autosave-roadside-standard-4.json")
    app = ZombieTableApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MainMenu) and app.warm, "the menu")
        menu = plain(app.screen.query_one("#menu", OptionList).get_option("continue").prompt)
        assert "roadside-standard · turn" in menu and "seed 4" in menu
        await pilot.press("l")
        await wait_for(pilot, lambda: isinstance(app.screen, LoadScreen), "the load screen")
        assert not app.screen.query_one("#saves", OptionList).get_option("s0").disabled
        await pilot.press("escape")
        await pilot.press("c")
        await wait_for(pilot, lambda: isinstance(app.screen, (RoadsideScreen, Handover, ChoiceModal)), "the race")
        race = race_of(app)
        assert race.game.history == game.history and race.save_to == path and race.bots == {"p2"}


async def test_the_groups_panel_shows_who_races_together_at_every_size(saves_dir) -> None:
    """§14 on screen: the group's members, its one standee and who moves it, the dice it rolls
    together, each member's own resources, the shared win; `g` brings the panel up as a tab on a
    smaller terminal (again: back) and scrolls to it on a large one."""
    from tests.roadside.test_groups import on_bens_turn
    from zombie_table.games.roadside import dice

    game, first, mover = on_bens_turn()  # the group's first member, and the member whose move it is
    app = ZombieTableApp(table=(game, seats("Ann", "Ben"), None))
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot, app, game)
        if isinstance(app.screen, Handover):
            await pilot.press("enter")
        race = race_of(app)
        await wait_for(pilot, lambda: app.screen is race and not race.busy and race.viewer == mover.id, "the mover's move")
        panel = race.query_one("#rs-groups", Static)
        text = plain(panel.content)
        pool = " ".join(f"{n} {c}" for c, n in dice.pool(game, mover).items() if n)
        assert "Group 1:" in text and first.name in text and f"{mover.name} (you)" in text
        assert f"{mover.name} moves it" in text
        assert f"Dice together: {pool}" in text, "the pool of every member's dice (§14.2)"
        food = lambda p: f"{p.name}: food {p.resources['food']}, fuel {p.resources['fuel']}, ammo {p.resources['ammo']}"
        assert food(first) in text and food(mover) in text, "resources kept apart (§14.3)"
        assert "any member's third location wins for all" in text and f"{first.name} 0/3, {mover.name} 0/3" in text
        assert panel.display and race.check_action("groups", ()) is True
        await pilot.press("g")  # stacked panels: scrolled into view
        assert race.tab != "tab-groups"
        await pilot.resize_terminal(100, 30)
        await wait_for(pilot, lambda: race.has_class("-mid"), "100 columns")
        await pilot.press("g")
        await wait_for(pilot, lambda: race.tab == "tab-groups", "the groups tab")
        assert panel.display and not race.query_one("#rs-you").display
        await pilot.press("g")
        await wait_for(pilot, lambda: race.tab == "tab-you", "back to the first tab")
        await pilot.resize_terminal(80, 24)
        await wait_for(pilot, lambda: race.has_class("-narrow") and race.tab == "tab-map", "80 columns")
        await pilot.press("g")
        await wait_for(pilot, lambda: race.tab == "tab-groups", "the groups tab at 80×24")
        assert panel.display and not race.query_one("#rs-left").display


async def test_no_groups_yet_and_none_in_a_solo_race(saves_dir) -> None:
    game = new_game(3, ["Ann", "Ben", "Cy"])
    text = plain(view.groups(game, view.scene(game, "p1")))
    assert "No groups yet" in text and "Racing alone: A Ann 0/3, B Ben 0/3, C Cy 0/3" in text
    solo = new_game(3, ["Ann"], "solo")
    app = ZombieTableApp(table=(solo, seats("Ann"), None))
    async with app.run_test(size=(120, 40)) as pilot:
        race = app.screen
        await wait_for(pilot, lambda: isinstance(race, RoadsideScreen) and race.is_mounted and not race.busy, "the race")
        assert not race.query_one("#rs-groups").display and not race.query_one("#rs-rivals").display
        assert race.check_action("groups", ()) is False and "tab-groups" not in race._tabs_now()
        assert "turn 1 of 10" in plain(race.query_one("#rs-head", Static).content), "the solo clock in the header"


async def test_a_screen_opened_at_80x24_keeps_the_tab_it_is_given(saves_dir) -> None:
    """Opened narrow, the layout's own tab changes once chased each other for ever (map, your board, map…)."""
    game = new_game(3, ["Ann", "Ben"], "standard")
    app = ZombieTableApp(table=(game, seats("Ann", "Ben"), None))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, Handover), "the hand-over to the first person")
        await pilot.press("enter")
        race = race_of(app)
        await wait_for(pilot, lambda: race.has_class("-narrow") and not race.busy,
                       "the race at 80×24")
        for _ in range(5):
            await pilot.pause()
        assert race.tab == "tab-map"
        await pilot.press("v")
        for _ in range(5):
            await pilot.pause()
        assert race.tab == "tab-look" and race.query_one("#rs-look").display
