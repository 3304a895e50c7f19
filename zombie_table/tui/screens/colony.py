"""Colony's faces: the game screen (the colony and the six locations outside, the tracks and the
crisis, the viewer's dice, survivors, hand and secret objective, the other players, the crossroads
cards read out, the log), the exile vote, the crossroads holder's look at the held card, the end
of the game; and `FACE`, how the menu, the browser, the saves list and the set-up meet it.

What to draw comes from `games/colony/view.py` (no Textual there), through the observer. The
screen is always drawn for one viewer, a person: at a hotseat table every other person's decision
(their turn, a card asked of them, their vote, a leader to choose) and the holder's look at a held
crossroads card come only after a hand-over screen, which covers everything, has been passed on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import RichLog, Static, Tab, Tabs

from zombie_table.games.colony.batch import controller, parse_seats
from zombie_table.games.colony.content import FOLDER, Content
from zombie_table.games.colony.scenario import setup_of
from zombie_table.games.colony import saves, view
from zombie_table.games.colony.entries import entries, main_of
from zombie_table.games.colony.game import Colony
from zombie_table.games.colony.options import ColonyOptions
from zombie_table.games.colony.start import SetupError, new_game
from zombie_table.games.entries import Entry
from zombie_table.kernel.engine import Action
from zombie_table.kernel.events import Event
from zombie_table.kernel.words import plural
from zombie_table.tui.screens.modals import Choice, ChoiceModal, ConfirmModal
from zombie_table.tui.screens.tables import MIN_SIZE, Face, TableScreen
from zombie_table.tui.widgets.key_bar import KeyBar

TABS = {"tab-colony": "Colony", "tab-you": "You", "tab-table": "Table", "tab-log": "Log"}
VOTE_NOTE = "Each player votes in turn, after a hand-over; every vote is told as it is cast."


class ColonyTabs(Tabs, can_focus=False):
    """Below 116×38: which panel shows (a click or `i`); the keys stay with the screen."""


class ColonyScreen(TableScreen):
    TITLE_TEXT = "Colony"
    LOG = "#cy-log"
    SMALL = "#cy-small"
    TITLES = {"#cy-tracks": "Tracks · crisis", "#cy-places": "The colony and the town", "#cy-you": "You",
              "#cy-table": "The other players · crossroads", "#cy-log": "Log"}
    LEAVE = "Leave the colony?"
    BACK = "Back to the table"
    HORIZONTAL_BREAKPOINTS = [(0, "-too-narrow"), (MIN_SIZE[0], "-narrow"), (116, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-too-short"), (MIN_SIZE[1], "-short"), (38, "-tall")]
    BINDINGS = [
        Binding("enter", "choose", "Choose"),
        Binding("x", "crossroads", "Holder reads the crossroads card"),
        Binding("u", "undo", "Undo"),
        Binding("i", "panel", "Panels"),
        Binding("q", "leave", "Quit"),
    ]
    KEYS_HELP = ("Every question opens a list: Enter picks (typing filters a long list); Esc closes it to look at the "
                 "table and Enter opens it again. At a hotseat table the screen shows one person's hand and secret "
                 "objective at a time: a hand-over screen comes first whenever the keyboard must pass (a turn, a card "
                 "asked for, each exile vote). x lets the player holding this turn's crossroads card read it, after a "
                 "hand-over, and hands back. i (or a click on the tabs) switches panels on a smaller terminal.")
    DEFAULT_CSS = """
    ColonyScreen { layout: vertical; }
    ColonyScreen #cy-head { height: 2; padding: 0 1; background: $boost; }
    ColonyScreen #cy-tabs { height: 2; }
    ColonyScreen.-wide.-tall #cy-tabs { display: none; }
    ColonyScreen #cy-body { height: 1fr; }
    ColonyScreen #cy-left { width: 1fr; }
    ColonyScreen.-wide.-tall #cy-left { width: 66; }
    ColonyScreen #cy-right { width: 1fr; }
    ColonyScreen #cy-panels { height: 1fr; }
    ColonyScreen.-wide.-tall #cy-log { height: 14; }
    ColonyScreen #cy-log { height: 1fr; border: round $primary-darken-2; }
    ColonyScreen #cy-left > Static, ColonyScreen #cy-panels > Static { border: round $primary-darken-2; padding: 0 1; height: auto; }
    ColonyScreen #cy-small { display: none; padding: 1 2; }
    ColonyScreen.-too-narrow #cy-body, ColonyScreen.-too-short #cy-body, ColonyScreen.-too-narrow #cy-tabs,
    ColonyScreen.-too-short #cy-tabs { display: none; }
    ColonyScreen.-too-narrow #cy-small, ColonyScreen.-too-short #cy-small { display: block; }
    """

    def __init__(self, game: Colony, seats: list[dict[str, Any]], save_to: Path | None = None) -> None:
        super().__init__(game, seats, save_to)
        self.read_out: str | None = None  # the last crossroads card read out
        self.chosen: str | None = None  # what was chosen on it
        self.last_crisis: list[str] = []  # the last colony phase's crisis: each card as turned, the outcome
        self.tab = "tab-colony"

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        yield Static("", id="cy-head")
        yield ColonyTabs(*(Tab(label, id=tab) for tab, label in TABS.items()), id="cy-tabs")
        with Horizontal(id="cy-body"):
            with VerticalScroll(id="cy-left", can_focus=False):
                yield Static("", id="cy-tracks", classes="tab-colony")
                yield Static("", id="cy-places", classes="tab-colony")
            with Vertical(id="cy-right"):
                with VerticalScroll(id="cy-panels", can_focus=False):
                    yield Static("", id="cy-you", classes="tab-you")
                    yield Static("", id="cy-table", classes="tab-table")
                yield RichLog(id="cy-log", wrap=True, markup=False, max_lines=400, min_width=48, classes="tab-log")
        yield Static("", id="cy-small")
        yield KeyBar()

    @property
    def whole(self) -> bool:
        """Everything in view at once (116×38 and up); below, one tab at a time."""
        return self.has_class("-wide") and self.has_class("-tall")

    def _layout(self) -> None:
        """Show the panels the terminal's size and the chosen tab call for."""
        if not self.is_mounted:
            return
        whole = self.whole
        self.query_one("#cy-left").display = whole or self.tab == "tab-colony"
        self.query_one("#cy-right").display = whole or self.tab != "tab-colony"
        self.query_one("#cy-panels").display = whole or self.tab in ("tab-you", "tab-table")
        self.query_one("#cy-log").display = whole or self.tab == "tab-log"
        for panel in ("#cy-you", "#cy-table"):
            widget = self.query_one(panel)
            widget.display = whole or widget.has_class(self.tab)
        tabs = self.query_one("#cy-tabs", ColonyTabs)
        if tabs.active != self.tab:
            tabs.active = self.tab
        self._draw()
        self.refresh_bindings()

    @on(Tabs.TabActivated, "#cy-tabs")
    def _tab_activated(self, event: Tabs.TabActivated) -> None:
        if event.tab.id and event.tab.id != self.tab:
            self.tab = event.tab.id
            self._layout()

    def action_panel(self) -> None:
        if self.whole:
            panels = self.query_one("#cy-panels", VerticalScroll)
            panels.scroll_to(y=0 if panels.scroll_y >= panels.max_scroll_y else panels.scroll_y + panels.size.height,
                             animate=False)
            return
        order = list(TABS)
        self.tab = order[(order.index(self.tab) + 1) % len(order)]
        self._layout()

    # ------------------------------------------------------------------ drawing
    def _draw(self) -> None:
        if not self.is_mounted:
            return
        game = self.game
        seen = view.seen(game, self.viewer)
        self._show("#cy-head", self._head(), layout=False)
        self._show("#cy-tracks", view.tracks(game, seen), view.crisis(game, seen), view.last_crisis(self.last_crisis))
        self._show("#cy-places", view.places(game.content, seen, view.standing(game, seen)),
                   Text(view.LEGEND, style="dim"))
        self._show("#cy-you", view.you(game, seen, self.viewer) if self.viewer
                   else Text("Bots only: nobody's hand to show.", style="dim"))
        parts: list[Text] = [view.others(game, seen, self.viewer), view.held_note(game, seen)]
        if self.read_out is not None:
            parts += [Text("\nLast crossroads card read out", style="bold underline"),
                      view.crossroads(game, self.read_out, self.chosen)]
        self._show("#cy-table", *parts)

    def _head(self) -> Text:
        game, state = self.game, self.game.state
        main = game.content.mains[state.main]
        head = self._turn_line("Colony", f"{main.name} · {state.mode} · round {state.round}", view.table_seats(game))
        if game.over:
            head.append(f"Game over: {state.cause}", "bold")
        elif game.decision is not None:
            head.append(game.decision.prompt, "bold")
            head.append("  (Enter answers)" if self.decider == self.viewer else "", "dim")
        return head

    def _log(self, events: list[Event]) -> None:
        """Events into the log; a crossroads card read out into its panel."""
        log = self.query_one("#cy-log", RichLog)
        for event in events:
            if event.kind in ("turn", "colony_phase"):
                line = Text(f"— {event.text}", style="bold")
            elif event.kind in view.TOLD:
                line = Text(f"· {event.text}", style="bold magenta" if event.kind.startswith("crossroads") else "bold")
            else:
                line = Text(f"· {event.text}")
            self.lines.append(line)
            log.write(line)
            if event.kind == "colony_phase":
                self.last_crisis = []
            elif event.kind in view.CRISIS_TURNED:
                self.last_crisis.append(event.text)
            if event.kind == "crossroads":
                self.read_out, self.chosen = event.data["card"], None
            elif event.kind == "crossroads_choice":
                self.chosen = event.text

    def _tell(self, events: list[Event]) -> None:
        text = view.news(events)
        if text:
            self.notify("\n".join(text.splitlines()[-4:]), timeout=6)

    def _ending(self) -> tuple[str, str]:
        s = view.summary(self.game)
        title = {"stands": "The colony stands", "fallen": "The colony has fallen"}.get(s["result"], "The game is over")
        return title, (f"{s['cause']} · round {s['round']} · winners: {', '.join(s['winners']) or 'no one'} · "
                       f"seed {self.seed}\nEvery secret objective now shows under Table.")

    # ------------------------------------------------------------------ keys
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("leave", "panel"):
            return True
        if self.too_small:
            return False
        mine = (not self.busy and not self.game.over and self.game.decision is not None
                and self.decider == self.viewer)
        if action in ("choose", "coach"):
            return mine
        if action == "undo":
            return mine and self.undo_steps > 0
        if action == "crossroads":
            return self._reader() is not None
        return True

    def action_choose(self) -> None:
        decision = self.game.decision
        if decision is None:
            return
        actions = self.game.legal_actions()
        title, subtitle = decision.prompt, Text()
        if decision.kind == "ballot":
            name = self.game.state.by_id(decision.player).name
            title, subtitle = f"Your vote, {name}: {decision.prompt}", Text(VOTE_NOTE, style="dim")
        elif decision.kind == "crossroads":
            subtitle = view.crossroads(self.game, decision.data["card"])
        choices = [Choice(a.label, a) for a in actions]
        if decision.kind == "turn":
            choices = [c for heading, group in view.turn_menu(cast(Colony, self.game), actions)
                       for c in (Choice(heading, header=True), *(Choice(a.label, a) for a in group))]
        self.busy = True
        self.refresh_bindings()
        self.app.push_screen(ChoiceModal(title, choices, subtitle=subtitle), self._answered)

    def _answered(self, action: Action | None) -> None:
        """Ending the turn with dice that would be lost asks first, as the tile games do with actions left."""
        game = cast(Colony, self.game)
        unused = [d.value for d in game.state.player.dice if not d.used]
        if action is None or action.kind != "end" or not unused or game.rules.keep_unused_dice:
            super()._answered(action)
            return
        dice = ", ".join(map(str, sorted(unused, reverse=True)))
        self.app.push_screen(ConfirmModal(f"End {game.state.player.name}'s turn?",
                                          f"{plural(len(unused), 'die', 'dice')} unused ({dice}): lost when the turn ends.",
                                          "End the turn", "Keep acting"),
                             lambda yes: super(ColonyScreen, self)._answered(action) if yes else self._keep_acting())

    def _keep_acting(self) -> None:
        self.busy = False
        self.action_choose()

    # ------------------------------------------------------------------ the held crossroads card
    def _reader(self) -> str | None:
        """The person holding this turn's crossroads card, when it is not the one at the keyboard."""
        held = self.game.state.held
        if self.busy or self.game.over or held is None or held.holder not in self.humans or held.holder == self.viewer:
            return None
        return held.holder

    def action_crossroads(self) -> None:
        """The holder reads the held card: a hand-over to them, the card, a hand-over back."""
        reader = self._reader()
        if reader is None:
            return
        back_to = self.viewer
        self._hand_to(reader, "reads the crossroads card held for this turn", lambda _: self._read_held(reader, back_to))

    def _read_held(self, reader: str, back_to: str | None) -> None:
        self.viewer = reader
        self._draw()
        held = self.game.state.held
        card = view.crossroads(self.game, held.card) if held is not None and held.holder == reader else Text("")
        current = self.game.state.player.name
        self.app.push_screen(ChoiceModal(f"The crossroads card you hold for {current}'s turn", [Choice("Done: hand back", None)],
                                         subtitle=card, cancel="Hand back"),
                             lambda _: self._hand_back(back_to))

    def _hand_back(self, back_to: str | None) -> None:
        self.busy = False
        if back_to is None or back_to == self.viewer:
            self._draw()
            return
        self._hand_to(back_to, "back to the game", lambda _: self._returned(back_to))

    def _returned(self, viewer: str) -> None:
        self.busy = False
        self.viewer = viewer
        self._settle()


# ------------------------------------------------------------------------------------------ its face
def preview(entry: Entry, content: Content) -> tuple[Text, str]:
    """The colony and the town as the entry's main objective sets them up (its normal side)."""
    return view.preview(new_game(0, ["A", "B"], main_of(entry), content=content)), view.LEGEND


def start(entry: Entry, seed: int, names: list[str], mode: str, options: dict[str, Any], content: Content) -> Colony:
    return new_game(seed, names, main_of(entry), mode, options, content, setup_of(entry))


def again(game: Colony) -> Colony:
    state = game.state
    return new_game(state.chance.seed, [p.name for p in state.players], state.main, state.mode, state.options,
                    game.content, game.setup)


FACE = Face(entries, saves.SAVES, start, again, SetupError, parse_seats, controller, saves.autosave_path,
            preview, ColonyScreen, ColonyOptions, FOLDER)
