"""Colony in the TUI: at a hotseat table no seat's screen ever shows another seat's hand, secret
objective, the crossroads card someone else holds or a crisis card laid face down before the end;
exile votes come as a list per voter after a hand-over; the crossroads holder reads the held card
behind hand-overs; the menu, the browser, `play` and the saves list lead to it; it fits 120×40,
100×30 and 80×24."""

from __future__ import annotations

from argparse import Namespace

from colonykit import answer, people, plain, restore, screen_of, settled, shown, swapped
from pilotkit import wait_for
from textual.widgets import OptionList, Static

from zombie_table.commands import play as play_command
from zombie_table.games.colony import greedy, saves
from zombie_table.games.colony.game import Colony
from zombie_table.games.colony.start import new_game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.browser import MissionBrowser
from zombie_table.tui.screens.colony import ColonyScreen
from zombie_table.tui.screens.menu import MainMenu
from zombie_table.tui.screens.modals import ChoiceModal
from zombie_table.tui.screens.tables import Handover, TableSetup


async def test_hotseat_no_seat_ever_sees_another_seats_private_cards(saves_dir) -> None:
    """Whole games at a table of three people (the greedy player's choices typed in), until more than
    a hundred screens were checked: at each, every card the viewer may not see is changed, and the
    screen (panels, log, the list or hand-over on top) must not change with it."""
    checked = {"views": 0, "handovers": 0, "contributions": 0, "held": 0, "seats": set()}

    def look(app, game: Colony) -> None:
        colony = screen_of(app)
        if isinstance(app.screen, Handover):
            assert game.decision.player != colony.viewer  # the screen beneath is the last person's, covered
            checked["handovers"] += 1
            return
        assert game.decision.player in (colony.viewer, None)
        if game.decision.kind == "steal":  # the attacker chooses from the hand it takes from (§6.1): that list shows it
            return
        colony._draw()
        before = shown(app)
        back = swapped(game, colony.viewer)
        game.invalidate()
        colony._draw()
        after = shown(app)
        restore(game, back)
        colony._draw()
        assert after == before, f"{colony.viewer}'s screen shows another seat's private card"
        checked["views"] += 1
        checked["seats"].add(colony.viewer)
        checked["contributions"] += any(not c.face_up for c in game.state.contributions)
        checked["held"] += game.state.held is not None and game.state.held.holder != colony.viewer

    for seed in range(9, 15):
        game = new_game(seed, ["Ann", "Ben", "Cat"], "haven", "standard")
        app = ZombieTableApp(table=(game, people(game), None))
        async with app.run_test(size=(120, 40)) as pilot:
            await answer(pilot, app, game, greedy.choose, lambda: look(app, game))
        if checked["views"] > 100:
            break
    assert checked["views"] > 100 and checked["handovers"] > 10, checked
    assert checked["contributions"] > 5 and checked["held"] > 10 and checked["seats"] == {"p1", "p2", "p3"}, checked


async def test_an_exile_vote_is_a_list_per_voter_after_a_hand_over(saves_dir) -> None:
    game = new_game(4, ["Ann", "Ben", "Cat"], "larder", "standard")
    while game.decision.kind != "turn":
        game.apply(greedy.choose(game))
    caller = game.decision.player
    app = ZombieTableApp(table=(game, people(game), None))
    votes: list[tuple[str, str]] = []
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot, app, game)
        if isinstance(app.screen, Handover):
            await pilot.press("enter")
            await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the turn's list")
        call = next(a for a in game.legal_actions() if a.kind == "vote")
        app.screen.dismiss(call)
        for _ in range(3):
            await wait_for(pilot, lambda: isinstance(app.screen, Handover) or (
                isinstance(app.screen, ChoiceModal) and game.decision.kind == "ballot"), "a voter")
            if isinstance(app.screen, Handover):
                await pilot.press("enter")
                await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the ballot")
            voter = game.decision.player
            assert screen_of(app).viewer == voter and app.screen.title_text.startswith("Your vote, ")
            votes.append((voter, app.screen.title_text))
            app.screen.dismiss(game.legal_actions()[1])  # keep
        await wait_for(pilot, lambda: game.decision.kind != "ballot", "the votes counted")
        assert [v for v, _ in votes] == [p.id for p in game.state.players if not p.out]
        assert any("stays" in line.plain for line in screen_of(app).lines)
        assert game.decision.player == caller


async def test_the_holder_reads_the_crossroads_card_behind_hand_overs(saves_dir) -> None:
    game = new_game(4, ["Ann", "Ben"], "larder", "standard")
    while game.decision.kind != "turn":
        game.apply(greedy.choose(game))
    app = ZombieTableApp(table=(game, people(game), None))
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(pilot, app, game)
        if isinstance(app.screen, Handover):
            await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the turn's list")
        await pilot.press("escape")
        colony = screen_of(app)
        active, holder = game.decision.player, game.state.held.holder
        assert holder != active and colony.viewer == active
        card = game.content.crossroads[game.state.held.card]
        assert card.title not in shown(app)
        await pilot.press("x")
        await wait_for(pilot, lambda: isinstance(app.screen, Handover), "the hand-over to the holder")
        assert card.title not in shown(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the card")
        assert colony.viewer == holder and card.title in shown(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, Handover), "the hand-over back")
        await pilot.press("enter")
        await wait_for(pilot, lambda: colony.viewer == active and isinstance(app.screen, ChoiceModal), "back to the turn")
        assert card.title not in shown(app)


async def test_the_menu_and_the_browser_lead_to_a_colony(saves_dir) -> None:
    app = ZombieTableApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MainMenu) and app.warm, "the menu")
        await pilot.press("y")
        await wait_for(pilot, lambda: isinstance(app.screen, MissionBrowser), "the browser")
        browser = app.screen
        ids = [e.id for e in browser.entries]
        assert "colony-doors" in ids and all(i.startswith("colony-") for i in ids)
        browser.query_one("#missions", OptionList).highlighted = ids.index("colony-doors")
        await pilot.pause()
        assert "Bar the Doors" in plain(browser.query_one("#mission-head", Static).content)
        picture = plain(browser.query_one("#race-map", Static).content)
        assert "The Curling Club" in picture and "[z··]" in picture and "Sheriff's Station" in picture
        assert "barricades up" in plain(browser.query_one("#mission-text", Static).content)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, TableSetup), "the set-up")
        app.screen.query_one("#kg-seed").value = "8"
        app.screen.query_one("#kg-seats").value = "Ann, Ben:greedy"
        app.screen.query_one("#kg-mode").value = "traitor"
        await pilot.press("ctrl+g")
        await wait_for(pilot, lambda: any(isinstance(s, ColonyScreen) for s in app.screen_stack), "the colony")
        colony = screen_of(app)
        assert colony.game.state.mode == "traitor" and colony.seed == 8 and colony.bots == {"p2"}
        assert colony.save_to is not None and colony.save_to.parent == saves_dir and colony.save_to.exists()


async def test_bad_seats_are_told_at_set_up(saves_dir) -> None:
    from zombie_table.content.library import Library
    from zombie_table.games.colony.entries import entries

    app = ZombieTableApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MainMenu), "the menu")
        await app.push_screen(TableSetup(entries(Library.load(user=False))["colony-doors"]))
        await wait_for(pilot, lambda: isinstance(app.screen, TableSetup), "the set-up")
        app.screen.query_one("#kg-seats").value = "Ann"
        await pilot.press("ctrl+g")
        assert isinstance(app.screen, TableSetup)
        assert "1 players: the standard game takes 2" in plain(app.screen.query_one("#kg-setup-error", Static).content)


def test_play_opens_the_colony_in_the_tui(monkeypatch, saves_dir) -> None:
    opened = {}
    import zombie_table.tui.app as tui_app

    monkeypatch.setattr(tui_app, "run_app", lambda **kw: opened.update(kw) or 0)
    args = Namespace(think=None, mission="colony-doors", text=False, jsonl=False, players="Ann,Ben:greedy", seed=5, option=[],
                     load=None, save_dir=None, content=[])
    assert play_command.run(args) == 0
    game, sat, save_to = opened["table"]
    assert [p.name for p in game.state.players] == ["Ann", "Ben"] and game.chance.seed == 5
    assert sat == [{"name": "Ann", "policy": None}, {"name": "Ben", "policy": "greedy"}] and save_to.parent == saves_dir


async def test_continue_and_load_resume_a_colony(saves_dir) -> None:
    from zombie_table.tui.screens.saves import LoadScreen

    game = new_game(4, ["Ann", "Ben"], "doors", "traitor")
    for _ in range(12):
        game.apply(greedy.choose(game))
    saves_dir.mkdir(parents=True, exist_ok=True)
    seats = [{"name": "Ann", "policy": None}, {"name": "Ben", "policy": "greedy"}]
    path = saves.SAVES.write(game, seats, saves_dir / "autosave-colony-doors-4.json")
    app = ZombieTableApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, MainMenu) and app.warm, "the menu")
        menu = plain(app.screen.query_one("#menu", OptionList).get_option("continue").prompt)
        assert f"colony-doors (traitor) · round {game.state.round}" in menu and "seed 4" in menu
        await pilot.press("l")
        await wait_for(pilot, lambda: isinstance(app.screen, LoadScreen), "the load screen")
        listed = plain(app.screen.query_one("#saves", OptionList).get_option("s0").prompt)
        assert "colony-doors (traitor)" in listed
        await pilot.press("enter")
        await wait_for(pilot, lambda: any(isinstance(s, ColonyScreen) for s in app.screen_stack), "the colony")
        colony = screen_of(app)
        assert colony.game.history[:len(game.history)] == game.history  # and Ben, a bot, plays on
        assert colony.save_to == path and colony.bots == {"p2"}


async def test_the_screen_fits_each_terminal_size(saves_dir) -> None:
    game = new_game(3, ["Ann", "Ben:greedy"], "doors")
    app = ZombieTableApp(table=(game, [{"name": "Ann", "policy": None}, {"name": "Ben", "policy": "greedy"}], None))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the first question")
        await pilot.press("escape")
        colony = screen_of(app)
        assert colony.whole and not colony.query_one("#cy-tabs").display
        assert all(colony.query_one(f"#{p}").display for p in ("cy-places", "cy-tracks", "cy-you", "cy-table", "cy-log"))
        for size in ((100, 30), (80, 24)):
            await pilot.resize_terminal(*size)
            await wait_for(pilot, lambda: not colony.whole, f"{size}")
            assert colony.query_one("#cy-tabs").display and colony.tab == "tab-colony"
            assert colony.query_one("#cy-places").display and not colony.query_one("#cy-right").display
            await pilot.press("i")
            assert colony.tab == "tab-you" and colony.query_one("#cy-you").display
            assert not colony.query_one("#cy-left").display and not colony.query_one("#cy-table").display
            await pilot.press("i", "i", "i")
            assert colony.tab == "tab-colony"
        await pilot.resize_terminal(70, 20)
        await wait_for(pilot, lambda: colony.too_small, "too small")
        assert "need 80×24" in plain(colony.query_one("#cy-small", Static).content)
