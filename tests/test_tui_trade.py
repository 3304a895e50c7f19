"""The trade table (docs/tui.md, "Trade and reorganise"), driven with Textual's Pilot: a trade
between two survivors with the partner's free reorganise, and the free reorganise after a search.

Seed 3 with Bo Tanner and Jack Harlan on frontier-m0: both start in the same street zone, Bo with a
six-shooter in hand, a skillet in his favourite slot and a blessed flask in his pack, Jack with
only a six-shooter in his favourite slot."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList

from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.screens.modals import ChoiceModal
from zombie_table.tui.screens.trade import TradeScreen
from zombie_table.tui.widgets.key_bar import KeyBar
from pilotkit import wait_for

SIZE = (120, 40)
TEAM = [("bo_tanner", "Ann"), ("jack_harlan", "Ann")]





def started(library: Library):
    game = new_game(library, "frontier-m0", TEAM, 3)
    while game.decision.kind != "act":
        game.apply(0)
    return game


async def put(pilot, screen: TradeScreen, side: int, row: int) -> None:
    """Highlight a slot on one side of the table and press Enter on it."""
    await pilot.press("left" if side == 0 else "right")
    options = screen.query_one(f"#trade-list-{side}", OptionList)
    options.highlighted = row
    await pilot.press("enter")
    await pilot.pause()


async def test_a_trade_on_the_table_moves_cards_both_ways_for_one_action(library: Library, saves_dir: Path) -> None:
    game = started(library)
    bo, jack = game.survivor("bo_tanner"), game.survivor("jack_harlan")
    pistol, flask, jacks_pistol = bo.inventory.hand[0], bo.inventory.backpack[0], jack.inventory.favourite[0]
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        await wait_for(pilot, screen._acting, "Bo's turn")
        await pilot.press("t")  # trade: the table opens with both inventories
        await wait_for(pilot, lambda: isinstance(app.screen, TradeScreen), "the trade table")
        table = app.screen
        assert table.query_one("#trade-side-1").display, "the partner's side is shown"
        # rows: hand 1, hand 2, favourite, pack 1-3
        await put(pilot, table, 0, 5)  # pick up Bo's empty pack 3 …
        assert table.picked == ("bo_tanner", "backpack", 2)
        await put(pilot, table, 1, 2)  # … and put it on Jack's favourite: his six-shooter comes over
        assert bo.inventory.backpack[2] == jacks_pistol and jack.inventory.favourite[0] is None
        await put(pilot, table, 0, 0)  # Bo's six-shooter …
        await put(pilot, table, 1, 0)  # … into Jack's hand
        assert jack.inventory.hand[0] == pistol
        await put(pilot, table, 1, 0)  # Jack reorganises for free: the six-shooter to his favourite slot
        await put(pilot, table, 1, 2)
        assert jack.inventory.favourite[0] == pistol and jack.inventory.hand[0] is None
        await put(pilot, table, 0, 3)  # Bo picks up his flask, then thinks better of it …
        await pilot.press("escape")  # … and puts it back: Escape with a card in hand keeps the table open
        assert app.screen is table and table.picked is None and bo.inventory.backpack[0] == flask
        await pilot.press("left")
        table.query_one("#trade-list-0", OptionList).highlighted = 3
        await pilot.press("x")  # discard the flask, free
        await pilot.pause()
        assert flask in game.state.equipment.discard_pile
        await pilot.press("escape")  # done
        await wait_for(pilot, lambda: game.decision.kind == "act", "the turn goes on")
        assert not isinstance(app.screen, TradeScreen)
        assert bo.actions_left == 2, "the whole trade was one action"


async def test_a_kept_find_is_followed_by_the_free_reorganise_on_the_table(library: Library, saves_dir: Path) -> None:
    game = started(library)
    game.apply("move:bo_tanner:2R:dr")
    bo = game.survivor("bo_tanner")
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        await wait_for(pilot, screen._acting, "Bo's turn")
        await pilot.press("s")  # search: the card found asks where it goes
        await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the keep question")
        found = game.decision.data["card"]
        await pilot.press("enter")  # the usual answer: a free slot
        await wait_for(pilot, lambda: isinstance(app.screen, TradeScreen), "the free reorganise")
        table = app.screen
        assert "for free" in str(table.query_one("#dialog-title").render())
        assert not table.query_one("#trade-side-1").display, "a search's reorganise has no partner"
        where = bo.inventory.where(found)
        rows = [(slot, i) for slot, i, _ in bo.inventory.slots()]
        empty = next(k for k, (slot, i, card) in enumerate(bo.inventory.slots()) if card is None and slot != where[0])
        await put(pilot, table, 0, rows.index(where))
        await put(pilot, table, 0, empty)
        assert bo.inventory.where(found) == rows[empty], "the find moved for free"
        await pilot.press("escape")
        await wait_for(pilot, lambda: game.decision.kind == "act", "the turn goes on")
        assert bo.actions_left == 1, "the move and the search: no action for the reorganise"


async def test_a_mission_token_changes_hands_from_the_other_exchanges(library: Library, saves_dir: Path) -> None:
    """frontier-m4: ammo tokens are shown on each side and passed from the list below the table."""
    game = new_game(library, "frontier-m4", TEAM, 3)
    while game.decision.kind != "act":
        game.apply(0)
    bo, jack = game.survivor("bo_tanner"), game.survivor("jack_harlan")
    jack.zone = bo.zone
    bo.carried = ["ammo:o1"]
    game.invalidate()
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        await wait_for(pilot, lambda: screen._acting() and game.decision.survivor == "bo_tanner", "Bo's turn")
        await pilot.press("t")
        await wait_for(pilot, lambda: isinstance(app.screen, TradeScreen), "the trade table")
        table = app.screen
        left = table.query_one("#trade-list-0", OptionList)
        assert any("carries 1 ammo token" in str(left.get_option_at_index(i).prompt) for i in range(left.option_count))
        extras = table.query_one("#trade-extras", OptionList)
        extras.focus()
        extras.highlighted = 1  # under ✓ Done: give Jack the ammo token
        assert "ammo token" in str(extras.get_option_at_index(1).prompt)
        await pilot.press("enter")
        await pilot.pause()
        assert jack.carried == ["ammo:o1"] and bo.carried == []
        assert game.decision.data["partner"] == "jack_harlan"
        await pilot.press("escape")
        await wait_for(pilot, lambda: game.decision.kind == "act", "the turn goes on")


async def test_undo_on_the_table_takes_back_a_move_then_the_trade_itself(library: Library, saves_dir: Path) -> None:
    """`u` on the table takes back the last move; with none left, the action that opened it, and
    the table closes on the turn as it was (before, Esc spent the action and `u` only reopened it)."""
    game = started(library)
    bo = lambda: game.survivor("bo_tanner")  # noqa: E731 (undo restores a copy of the state)
    pistol, actions, jacks = bo().inventory.hand[0], bo().actions_left, game.survivor("jack_harlan").inventory.slots()
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        await wait_for(pilot, screen._acting, "Bo's turn")
        await pilot.press("t")
        await wait_for(pilot, lambda: isinstance(app.screen, TradeScreen), "the trade table")
        table = app.screen
        assert "u: undo" in str(table.query_one("#dialog-hint").content)
        keys = screen.query_one(KeyBar).render().plain
        assert "Save" in keys, keys  # Ctrl+S works on the table: the key bar under it says so
        await put(pilot, table, 0, 0)  # Bo's six-shooter …
        await put(pilot, table, 0, 3)  # … into his pack
        assert pistol in bo().inventory.backpack
        await pilot.press("u")
        await wait_for(pilot, lambda: bo().inventory.hand[0] == pistol, "the move taken back")
        assert app.screen is table
        await pilot.press("u")
        await wait_for(pilot, lambda: app.screen is screen, "the table closed")
        assert game.decision.kind == "act" and bo().actions_left == actions
        assert game.survivor("jack_harlan").inventory.slots() == jacks
