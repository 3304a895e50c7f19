"""A player's whole journey through the TUI, for any shipped entry: the main menu, the browser, the
set-up with its defaults, a few decisions, Ctrl+S, quit, Continue, and on to the end of the game.

Every entry is found from the catalogue (the shipped missions, the kernel games' entries), never
listed by hand. Decisions are answered through the screen's own keys; a bot only says which answer:
on the tile games the quickest road to an end (every survivor ends the turn, every question takes
the usual answer), on the kernel games the greedy policy (a first-answer player never ends a siege).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from pilotkit import wait_for
from textual.screen import Screen
from textual.widgets import OptionList

from zombie_table.bots.seats import Seat
from zombie_table.content.library import Library
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.browser import MissionBrowser
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.screens.game_over import GameOverScreen
from zombie_table.tui.screens.menu import MainMenu
from zombie_table.tui.screens.modals import ChoiceModal, ConfirmModal, HandoverModal, SaveModal
from zombie_table.tui.screens.setup import PartySetup
from zombie_table.games.registry import distinct
from zombie_table.tui.screens.tables import TableScreen, TableSetup, faces
from zombie_table.tui.screens.trade import TradeScreen

MOST_STEPS = 3000  # a screen step (a key, a pause): far above any entry's game, so a stuck screen fails
BEFORE_SAVE = 2  # decisions answered before Ctrl+S and quit (the tutorial, played lazily, ends after 4)


@dataclass(frozen=True)
class Journey:
    entry: str  # the mission or entry id
    game: str  # its setting ("frontier", "winter", "outpost") or kernel game ("roadside", "colony")
    menu_key: str  # the main menu's letter leading to it: New game, or the kernel game's own item

    @property
    def tiles(self) -> bool:
        return self.menu_key == "n"


@cache
def shipped() -> Library:
    return Library.load(user=False)


def journeys() -> list[Journey]:
    """Every shipped entry: each tile mission, each entry of each kernel game."""
    library = shipped()
    tiles = [Journey(m.id, m.setting.value, "n") for m in sorted(library.missions.values(), key=lambda m: m.id)]
    tables = [Journey(e.id, t.id, t.key) for t, f in faces() for e in distinct(f.entries(library))]
    return tiles + tables


def one_of_each(every: list[Journey]) -> list[Journey]:
    """The first entry of each game."""
    firsts: dict[str, Journey] = {}
    for journey in every:
        firsts.setdefault(journey.game, journey)
    return list(firsts.values())


# ---------------------------------------------------------------------------------------- the menu to the table
async def open_menu(pilot, app: ZombieTableApp) -> MainMenu:
    await wait_for(pilot, lambda: isinstance(app.screen, MainMenu) and app.warm, "the main menu")
    return app.screen  # type: ignore[return-value]


async def start(pilot, app: ZombieTableApp, journey: Journey) -> None:
    """Main menu → New game (or the game's item) → the entry → its set-up with the defaults → Start."""
    await open_menu(pilot, app)
    await pilot.press(journey.menu_key)
    await wait_for(pilot, lambda: isinstance(app.screen, MissionBrowser), "the browser")
    browser = app.screen
    index = next(k for k, e in enumerate(browser.entries) if e.id == journey.entry)
    browser.query_one("#missions", OptionList).highlighted = index
    await pilot.pause()
    await pilot.press("enter")
    setup = TableSetup if not journey.tiles else PartySetup
    await wait_for(pilot, lambda: isinstance(app.screen, setup), "the set-up screen")
    await pilot.press("ctrl+g")
    await wait_for(pilot, lambda: playing(app) is not None, f"the game ({problem(app)})")


def problem(app: ZombieTableApp) -> str:
    """What the set-up screen says is wrong, for a failure's message."""
    from rich.console import Console
    from textual.widgets import Static

    console = Console(width=400, file=open("/dev/null", "w"), record=True)
    for widget in app.screen.query(Static):
        if widget.id and "error" in widget.id or widget.id == "setup-note":
            console.print(widget.content)
    return console.export_text().strip() or type(app.screen).__name__


def playing(app: ZombieTableApp) -> GameScreen | TableScreen | None:
    return next((s for s in app.screen_stack if isinstance(s, (GameScreen, TableScreen))), None)


def game_of(app: ZombieTableApp):
    screen = playing(app)
    assert screen is not None
    return screen.game


# ---------------------------------------------------------------------------------------- answering
def over(app: ZombieTableApp) -> bool:
    """The game-over screen is up: the report (tile games) or the ending's question (kernel games)."""
    top = app.screen
    if isinstance(top, GameOverScreen):
        return True
    screen = playing(app)
    return (isinstance(screen, TableScreen) and screen.shown_over and isinstance(top, ChoiceModal)
            and top.title_text == screen._ending()[0])


def bot_answer(app: ZombieTableApp):
    """The action the kernel game's bot picks for the pending decision (a person's seat played greedily)."""
    screen = playing(app)
    assert isinstance(screen, TableScreen)
    if not hasattr(screen, "_journey_bot"):
        seats = [Seat(s["name"], s["policy"] or "greedy") for s in screen.seats]
        screen._journey_bot = screen.face.controller(seats, screen.seed)  # type: ignore[attr-defined]
    return screen._journey_bot.choose(screen.game)  # type: ignore[attr-defined]


async def step(pilot, app: ZombieTableApp) -> None:
    """Answer whatever the screen asks now, through its keys."""
    top = app.screen
    if isinstance(top, (HandoverModal, SaveModal)):
        await pilot.press("enter")
    elif isinstance(top, ConfirmModal):
        await pilot.press("y")
    elif isinstance(top, TradeScreen):
        await pilot.press("escape")  # done: the trade as it stands
    elif isinstance(top, ChoiceModal):
        await choose(pilot, app, top)
    elif isinstance(top, GameScreen) and top._acting():
        ends = any(a.kind == "end_turn" for a in top.game.legal_actions())
        await pilot.press("e" if ends else "a")
    elif isinstance(top, TableScreen) and not top.busy and top.game.decision is not None:
        await pilot.press("enter")
    else:
        await pilot.pause()


async def choose(pilot, app: ZombieTableApp, modal: ChoiceModal) -> None:
    """Enter on the answer: the usual one on a tile game, the bot's on a kernel game."""
    if isinstance(playing(app), TableScreen):
        wanted = bot_answer(app)
        index = next(k for k, c in enumerate(modal.choices) if not c.header and c.value == wanted)
        options = modal.query_one("#choices", OptionList)
        options.highlighted = options.get_option_index(f"c{index}")
        options.focus()
        await pilot.pause()
    await pilot.press("enter")


def decisions(app: ZombieTableApp) -> int:
    return len(game_of(app).history)


async def play(pilot, app: ZombieTableApp, until) -> None:
    for _ in range(MOST_STEPS):
        if until():
            return
        await step(pilot, app)
    raise AssertionError(f"the game did not get there in {MOST_STEPS} steps (on {type(app.screen).__name__})")


def at_board(app: ZombieTableApp) -> bool:
    """The game waits for the player: a tile game for an action, a kernel game for any answer."""
    top, screen = app.screen, playing(app)
    if isinstance(top, GameScreen):
        return top._acting()
    if isinstance(screen, TableScreen) and isinstance(top, (ChoiceModal, TableScreen)):
        return (screen.game.decision is not None and not screen.game.over
                and getattr(top, "title_text", "") != screen.LEAVE)
    return False


# ---------------------------------------------------------------------------------------- save, quit, continue
def where(app: ZombieTableApp) -> tuple:
    """The pending decision as a player meets it: who, what, and the answers offered."""
    game = game_of(app)
    decision = game.decision
    return (len(game.history), decision.kind, decision.prompt, [a.label for a in game.legal_actions()])


async def save_and_quit(pilot, app: ZombieTableApp) -> None:
    """Ctrl+S (a tile game asks the save's name: the one offered), then quit through the screen's Quit."""
    if isinstance(playing(app), TableScreen):
        await pilot.press("escape")  # the question's list closes: the board's keys
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen), "the board")
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: any(n.title == "Saved" for n in app._notifications), "the save")
    else:
        await pilot.press("ctrl+s")
        await wait_for(pilot, lambda: isinstance(app.screen, SaveModal), "the save's name")
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the save")
    await pilot.press("q")
    await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the leave question")
    leave = app.screen
    options = leave.query_one("#choices", OptionList)
    options.highlighted = next(k for k, o in enumerate(options.options) if "quit" in str(o.prompt).lower())
    await pilot.press("enter")


async def journey(journey: Journey, size: tuple[int, int], at_end: Callable[[object, Screen], None]) -> None:
    """The whole journey; `at_end(game, screen)` checks the finished game and the screen that shows its end."""
    library = shipped()
    app = ZombieTableApp(library, playback="instant")
    async with app.run_test(size=size) as pilot:
        await start(pilot, app, journey)
        await play(pilot, app, lambda: decisions(app) >= BEFORE_SAVE and at_board(app))
        before = where(app)
        await save_and_quit(pilot, app)
        await wait_for(pilot, lambda: not app.is_running, "the app to quit")
    again = ZombieTableApp(library, playback="instant")
    async with again.run_test(size=size) as pilot:
        await open_menu(pilot, again)
        await pilot.press("c")
        await wait_for(pilot, lambda: playing(again) is not None and at_board(again), "the game continued")
        assert where(again) == before, "Continue lands on the decision the player left"
        await play(pilot, again, lambda: over(again))
        at_end(game_of(again), again.screen)


def saves_in(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.json"))
