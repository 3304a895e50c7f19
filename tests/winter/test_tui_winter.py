"""Winter's faces in the TUI, driven with Pilot (issue #18, "Faces"): the party panel lists each
guard group and whom it follows (the survivors standing with it, §5.5, §5.6), and look mode's panel
says where the necromancer drives its spawn zone next and marks the ward (§7.5), on the wall face
28R (lane g1 g2 g3, rampart r1 r2 r3, houses b1 h2 b3)."""

from __future__ import annotations

import io

from pilotkit import wait_for
from rich.console import Console
from textual.widgets import Static
from winterkit import winter_game

from zombie_table.content.cards import NecromancerCard
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.settings.winter import necromancer
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.widgets.map_view import MapView
from zombie_table.tui.widgets.panels import LookPanel, PartyPanel

SIZE = (120, 40)


def text_of(widget: Static) -> str:
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(widget.content)
    return console.export_text()


async def opened(pilot, app: ZombieTableApp) -> GameScreen:
    await wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the game screen")
    return app.screen


async def test_the_party_panel_says_whom_each_guard_group_follows() -> None:
    game = winter_game(team=[("vesna", "Ann"), ("borte", "Ann")],
                       tokens=[{"kind": "guard", "zone": "28R:g1", "count": 3}, {"kind": "guard", "zone": "28R:r3"}])
    game.survivor("borte").zone = "28R:g2"
    game.invalidate()
    game.apply(next(a for a in game.legal_actions() if a.args[:1] == ("vesna",)))  # Vesna's turn first
    app = ZombieTableApp(game.library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot, app)
        party = screen.query_one(PartyPanel)
        letters = screen.session.letters
        shown = text_of(party)
        assert f"¤g3 3 guards in {game.zone_name('28R:g1')}: follow {letters['vesna']} Vesna" in shown
        assert f"¤g 1 guard in {game.zone_name('28R:r3')}: on its own" in shown
        move = next(a for a in game.legal_actions() if a.kind == "guard_move" and a.args[1:] == ("28R:g1", "28R:g2"))
        screen.apply(move)  # Vesna orders her three along the lane to Borte
        followed = f"¤g3 3 guards in {game.zone_name('28R:g2')}: follow {letters['borte']} Borte"
        await wait_for(pilot, lambda: followed in text_of(party), "the guards following Borte")


def necromancer_out() -> Game:
    """The necromancer has come to g3 with spawn zone #1; the ward lies in the barracks (b3)."""
    game = winter_game(spawns=[{"zone": "28R:g3", "kind": "numbered", "number": 1}], tokens=[{"kind": "ward", "zone": "28R:b3"}])
    assert necromancer.necromancer_card(game, NecromancerCard(number=99), game.state.spawns[0], 0)
    return game


async def cursor_to(pilot, screen: GameScreen, key: str, zone: str) -> None:
    """Press a cursor key until the map's cursor stands on `zone`."""
    map_view = screen.query_one(MapView)
    for _ in range(12):
        if map_view.cursor_zone == zone:
            return
        await pilot.press(key)
    raise AssertionError(f"the cursor never reached {zone} ({key})")


async def test_look_mode_shows_the_necromancers_next_push_and_the_ward() -> None:
    game = necromancer_out()
    app = ZombieTableApp(game.library, game, playback="instant")
    async with app.run_test(size=SIZE) as pilot:
        screen = await opened(pilot, app)
        look = screen.query_one(LookPanel)
        await pilot.press("v")
        await wait_for(pilot, lambda: screen.look, "look mode")
        await cursor_to(pilot, screen, "right", "28R:g3")
        await wait_for(pilot, lambda: "will drive spawn zone #1 from 28R:g3 to 28R:r3" in text_of(look), "the necromancer's note")
        assert "toward the ward in 28R:b3" in text_of(look)
        await cursor_to(pilot, screen, "down", "28R:b3")
        await wait_for(pilot, lambda: "The ward: corruption reaching this zone loses the game" in text_of(look), "the ward's note")
        assert "will drive" not in text_of(look)
