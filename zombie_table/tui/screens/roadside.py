"""Roadside's faces: the game screen (the map of spaces, the boards, the locations, the card and dice
just drawn and rolled, the look panel, the log) and the end of the race; and `FACE`, how the menu,
the browser, the saves list and the set-up meet it (the set-up, the hand-over and the hotseat flow
between choices are every kernel game's, in `tables.py`).

What to draw comes from `games/roadside/view.py` (no Textual there); these widgets only place it.
The board is always drawn for one viewer, a person: at a hotseat table the next person's screen is
drawn only after the hand-over screen, which covers everything, has been passed on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

from rich.console import Group
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import RichLog, Static, Tab, Tabs

from zombie_table.games.roadside.batch import controller, parse_seats
from zombie_table.games.roadside.scenario import setup_of
from zombie_table.games.entries import Entry
from zombie_table.games.roadside import saves, view
from zombie_table.games.roadside.actions import Stop, entered
from zombie_table.games.roadside.content import FOLDER, Content
from zombie_table.games.roadside.entries import entries
from zombie_table.games.roadside.game import Roadside
from zombie_table.games.roadside.options import RoadsideOptions
from zombie_table.games.roadside.start import SetupError, new_game
from zombie_table.kernel.engine import Action
from zombie_table.kernel.events import Event
from zombie_table.tui.screens.modals import Choice, ChoiceModal
from zombie_table.tui.screens.tables import MIN_SIZE, Face, TableScreen
from zombie_table.tui.widgets.key_bar import KeyBar

TABS = {"tab-map": "Map", "tab-you": "Your board", "tab-table": "Table", "tab-look": "Look", "tab-rivals": "Rivals",
        "tab-groups": "Groups", "tab-log": "Log"}
RIVALS_ONLY = ("tab-rivals", "tab-groups")  # a solo race has neither
NARROW_ONLY = ("tab-map", "tab-log")  # on a wider terminal the map and the log are always in view
DENSE_BELOW = 32  # rows: a shorter terminal draws the map without its name lines
CURSOR_KEYS = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}


# ------------------------------------------------------------------------------------------ the map
class RoadsideMap(Static):
    """The map of spaces; a click puts the cursor on a space."""

    class Clicked(Message):
        def __init__(self, space: str) -> None:
            super().__init__()
            self.space = space

    def __init__(self, content, **kwargs) -> None:
        super().__init__(**kwargs)
        self.spaces = content  # the race's content: where each space is drawn
        self.dense = False

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        space = view.space_at(self.spaces, offset.x, offset.y, self.dense)
        if space is not None:
            self.post_message(self.Clicked(space))


class RoadsideTabs(Tabs, can_focus=False):
    """On a smaller terminal: which panel shows (a click or `i`); the keys stay with the board."""


# ------------------------------------------------------------------------------------------ the game
class RoadsideScreen(TableScreen):
    TITLE_TEXT = "Roadside"
    LOG = "#rs-log"
    SMALL = "#rs-small"
    TITLES = {"#rs-map": "Map", "#rs-log": "Log", "#rs-you": "Your board", "#rs-table": "Locations · card · dice",
              "#rs-look": "Look", "#rs-rivals": "The other teams", "#rs-groups": "Groups (who races together)",
              "#rs-recent": "Log, latest last"}
    LEAVE = "Leave the race?"
    HORIZONTAL_BREAKPOINTS = [(0, "-too-narrow"), (MIN_SIZE[0], "-narrow"), (100, "-mid"), (116, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-too-short"), (MIN_SIZE[1], "-short"), (38, "-tall")]
    BINDINGS = [
        Binding("enter", "choose", "Choose"),
        Binding("s", "stop", "Stop here"),
        Binding("a", "all", "All choices"),
        Binding("u", "undo", "Undo"),
        Binding("i", "panel", "Panels"),
        Binding("v", "look", "Look"),
        Binding("g", "groups", "Groups"),
        Binding("q", "leave", "Quit"),
        Binding("up,k", "cursor('up')", "Move the cursor", show=False),
        Binding("down,j", "cursor('down')", "Move the cursor", show=False),
        Binding("left", "cursor('left')", "Move the cursor", show=False),
        Binding("right,l", "cursor('right')", "Move the cursor", show=False),
        *(Binding(str(n), f"target({n})", "Move to space #n", show=False) for n in range(1, 10)),
    ]
    KEYS_HELP = ("The cursor (arrows, j k l, or a click) picks a space; h asks the coach; the Look panel and the line under the map say "
                 "what is there and what entering it costs. When you move, the spaces you may enter are numbered "
                 "#1, #2… on the map: press the number, or Enter on the space, or click it; s stops the move. Other "
                 "questions open a list (Esc closes it to look at the board; Enter opens it again). a lists every "
                 "choice; g shows the groups (who races together, their shared dice and win). Zombie tokens show as ? until "
                 "someone walks into them.")
    DEFAULT_CSS = """
    RoadsideScreen { layout: vertical; }
    RoadsideScreen #rs-head { height: 2; padding: 0 1; background: $boost; }
    RoadsideScreen #rs-tabs { height: 2; display: none; }
    RoadsideScreen #rs-body { height: 1fr; }
    RoadsideScreen #rs-left { width: auto; }
    RoadsideScreen #rs-map { width: auto; height: auto; border: round $primary; padding: 0; }
    RoadsideScreen #rs-lookline { width: 64; height: 2; padding: 0 1; }
    RoadsideScreen #rs-legend { width: 64; height: auto; padding: 0 1; display: none; }
    RoadsideScreen.-tall #rs-legend { display: block; }
    RoadsideScreen #rs-log { width: 64; height: 1fr; min-height: 2; border: round $primary-darken-2; }
    RoadsideScreen #rs-right { width: 1fr; }
    RoadsideScreen #rs-right > Static { border: round $primary-darken-2; padding: 0 1; height: auto; }
    RoadsideScreen #rs-small { display: none; padding: 1 2; }
    RoadsideScreen.-too-narrow #rs-body, RoadsideScreen.-too-short #rs-body,
    RoadsideScreen.-too-narrow #rs-head, RoadsideScreen.-too-short #rs-head { display: none; }
    RoadsideScreen.-too-narrow #rs-small, RoadsideScreen.-too-short #rs-small { display: block; }
    RoadsideScreen.-narrow #rs-tabs, RoadsideScreen.-mid #rs-tabs, RoadsideScreen.-short #rs-tabs { display: block; }
    RoadsideScreen.-wide.-tall #rs-tabs { display: none; }
    RoadsideScreen.-narrow #rs-left, RoadsideScreen.-narrow #rs-right { display: none; width: 1fr; }
    RoadsideScreen.-narrow.-show-tab-map #rs-left { display: block; }
    RoadsideScreen.-narrow #rs-right.-tab-open { display: block; }
    RoadsideScreen.-mid #rs-right > Static, RoadsideScreen.-short #rs-right > Static { display: none; }
    RoadsideScreen.-narrow #rs-right > Static { display: none; }
    RoadsideScreen #rs-right > Static.-shown { display: block; }
    RoadsideScreen #rs-recent { display: none; }
    RoadsideScreen.-narrow.-short #rs-log { display: none; }
    RoadsideScreen.-wide.-tall #rs-right > Static { display: block; }
    RoadsideScreen.-wide.-tall #rs-right > #rs-recent { display: none; }
    RoadsideScreen.-solo #rs-right > #rs-rivals, RoadsideScreen.-solo #rs-right > #rs-groups { display: none; }
    """

    def __init__(self, game: Roadside, seats: list[dict[str, Any]], save_to: Path | None = None) -> None:
        super().__init__(game, seats, save_to)
        self.cursor: str = self._home()
        self.last_card: str | None = None
        self.last_roll: Text | None = None
        self.fresh_roll = False  # dice rolled by the last choice (a question after a fight shows them)
        self.tab = "tab-map"
        self.was_narrow = False

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        yield Static("", id="rs-head")
        yield RoadsideTabs(*(Tab(label, id=tab) for tab, label in TABS.items()), id="rs-tabs")
        with Horizontal(id="rs-body"):
            with Vertical(id="rs-left"):
                yield RoadsideMap(self.game.content, id="rs-map")
                yield Static("", id="rs-lookline")
                yield Static(Text(view.LEGEND, style="dim"), id="rs-legend")
                yield RichLog(id="rs-log", wrap=True, markup=False, max_lines=400, min_width=20)
            with VerticalScroll(id="rs-right", can_focus=False):
                yield Static("", id="rs-you", classes="tab-you")
                yield Static("", id="rs-table", classes="tab-table")
                yield Static("", id="rs-look", classes="tab-look")
                yield Static("", id="rs-rivals", classes="tab-rivals")
                yield Static("", id="rs-groups", classes="tab-groups")
                yield Static("", id="rs-recent", classes="tab-log")
        yield Static("", id="rs-small")
        yield KeyBar()

    def on_mount(self) -> None:  # before TableScreen's (titles, log, layout)
        self.set_class(len(self.game.state.players) == 1, "-solo")  # no rivals, no groups: their panels stay hidden

    def _tabs_now(self) -> list[str]:
        """The tabs at this size: the map is one only on a narrow terminal; the rivals and groups only with rivals."""
        tabs = [t for t in TABS if t not in NARROW_ONLY or self.has_class("-narrow")]
        return [t for t in tabs if t not in RIVALS_ONLY or len(self.game.state.players) > 1]

    def _layout(self) -> None:
        """Show the panels the terminal's size and the chosen tab call for."""
        if not self.is_mounted:
            return
        tabs = self._tabs_now()
        narrow = self.has_class("-narrow")
        if self.tab not in tabs or (narrow and not self.was_narrow):
            self.tab = tabs[0]  # the map first when it becomes a tab
        self.was_narrow = narrow
        widget = self.query_one("#rs-tabs", RoadsideTabs)
        for tab in TABS:
            widget.query_one(f"#{tab}", Tab).display = tab in tabs
        if widget.active != self.tab:
            widget.active = self.tab
        self.set_class(self.tab == "tab-map", "-show-tab-map")
        right = self.query_one("#rs-right")
        right.set_class(self.tab != "tab-map", "-tab-open")
        for panel in right.children:
            panel.set_class(panel.has_class(self.tab), "-shown")
        self._draw()
        self.refresh_bindings()

    @on(Tabs.TabActivated, "#rs-tabs")
    def _tab_activated(self, event: Tabs.TabActivated) -> None:
        """A tab clicked. An activation the layout itself made and has since replaced is stale: taken,
        it would flip the tab back and forth for ever (a screen opened at 80×24 did)."""
        if event.tab.id and event.tab.id != self.tab and event.tab.id == event.tabs.active:
            self.tab = event.tab.id
            self._layout()

    def action_panel(self) -> None:
        tabs = self._tabs_now()
        if self.has_class("-wide") and self.has_class("-tall"):
            right = self.query_one("#rs-right", VerticalScroll)
            right.scroll_to(y=0 if right.scroll_y >= right.max_scroll_y else right.scroll_y + right.size.height,
                            animate=False)
            return
        self.tab = tabs[(tabs.index(self.tab) + 1) % len(tabs)] if self.tab in tabs else tabs[0]
        self._layout()

    # ------------------------------------------------------------------ drawing
    @property
    def moves(self) -> list[Action]:
        decision = self.game.decision
        if decision is None or decision.kind != "move" or self.decider != self.viewer or self.busy:
            return []
        return self.game.legal_actions()

    def _home(self) -> str:
        me = self.game.state.by_id(self.viewer) if self.viewer else self.game.state.player
        return me.space or self.game.content.map.spaces[0].id

    def _draw(self) -> None:
        if not self.is_mounted:
            return
        game = self.game
        sc = view.scene(game, self.viewer)
        self._draw_cursor(sc)
        self._show("#rs-head", self._head(), layout=False)
        self._show("#rs-you", view.board(game, sc, self.viewer) if self.viewer
                   else Text("Bots only: nobody's board to show.", style="dim"))
        self._show("#rs-table", *self._table(sc))
        self._show("#rs-recent", Text("\n").join(self.lines[-40:]), layout=False)
        self._show("#rs-rivals", *(view.board(game, sc, p.id, full=False) for p in game.state.players
                                   if p.id != self.viewer))
        self._show("#rs-groups", view.groups(game, sc))

    def _draw_cursor(self, sc: view.Scene | None = None) -> None:
        """What the cursor changes: the map's highlight, the Look panel and the line under the map
        (a cursor key redraws only these, issue #33)."""
        game = self.game
        sc = sc if sc is not None else view.scene(game, self.viewer)
        moves = self.moves
        targets = view.move_targets(game, moves)
        dense = self.size.height < DENSE_BELOW
        self.query_one("#rs-map", RoadsideMap).dense = dense
        self._show("#rs-map", *view.map_lines(game.content, sc, cursor=self.cursor, targets=targets, dense=dense))
        self._show("#rs-look", view.look(game, sc, self.cursor, moves))
        self._show("#rs-lookline", self._look_line(moves), layout=False)

    def _head(self) -> Text:
        game, state = self.game, self.game.state
        head = self._turn_line("Roadside", f"{state.mode} · {view.turn_text(game)}", view.seats(game))
        if game.over:
            head.append(f"Race over: {state.cause}", "bold")
        elif game.decision is not None:
            head.append(game.decision.prompt, "bold")
            if game.decision.kind == "move":
                head.append("  (#n: move there · s: stop)" if game.legal_actions() else "", "dim")
            else:
                head.append("  (Enter answers)", "dim")
        return head

    def _look_line(self, moves: list[Action]) -> Text:
        """The space under the cursor and what entering it costs, under the map (the Look panel says more)."""
        lines = [view.title(self.game, self.cursor), view.entering(self.game, self.cursor, moves)]
        for line in lines:
            line.truncate(62, overflow="ellipsis")
        return Text("\n").join(lines)

    def _table(self, sc: view.Scene) -> list[Text]:
        parts: list[Text] = [view.locations(self.game, sc)]
        if self.last_card is not None:
            parts += [Text("Last encounter card", style="bold underline"), view.card_text(self.game, self.last_card)]
        if self.last_roll is not None:
            parts += [Text("Last roll", style="bold underline"), self.last_roll]
        return parts

    def action_look(self) -> None:
        """The Look panel: its tab (again: back to the map or your board), or scrolled into view."""
        self._panel("tab-look")

    def action_groups(self) -> None:
        """The Groups panel (§14): its tab (again: back), or scrolled into view."""
        self._panel("tab-groups")

    def _panel(self, tab: str) -> None:
        if self.has_class("-wide") and self.has_class("-tall"):
            panel = self.query_one(f"#rs-{tab.removeprefix('tab-')}")
            self.query_one("#rs-right", VerticalScroll).scroll_to_widget(panel, animate=False)
            return
        tabs = self._tabs_now()
        self.tab = tabs[0] if self.tab == tab else tab
        self._layout()

    def _tell(self, events: list[Event]) -> None:
        """A short note of the cards, dice and outcomes just seen (the panels and the log keep them)."""
        text = view.news(events)
        if text:
            lines = text.splitlines()
            self.notify("\n".join(lines[-4:]), timeout=6)

    def _log(self, events: list[Event]) -> None:
        """Events into the log; the card drawn and the dice rolled into their panel."""
        log = self.query_one("#rs-log", RichLog)
        self.fresh_roll = any(e.kind == "rolled" for e in events)
        for event in events:
            line = Text(f"— {event.text}", style="bold") if event.kind == "turn" else Text(f"· {event.text}")
            self.lines.append(line)
            log.write(line)
            if event.kind == "encounter":
                self.last_card, self.last_roll = event.data.get("card"), None
            elif event.kind == "rolled":
                self.last_roll = view.roll_text(event.text)

    # ------------------------------------------------------------------ the flow of play
    def _ready(self, decider: str | None) -> None:
        """The board is the decider's: a turn starts with the cursor home; a question other than a
        move opens its list at once."""
        if self._turn_started():
            self.cursor = self._home()
        self._draw()
        self.refresh_bindings()
        if self.game.decision is not None and self.game.decision.kind != "move" and decider == self.viewer:
            self.action_choose()

    def _new_viewer(self) -> None:
        self.cursor = self._home()

    def _turn_started(self) -> bool:
        decision = self.game.decision
        return decision is not None and decision.kind in ("move", "recover") and self.decider == self.viewer

    def _ending(self) -> tuple[str, str]:
        s = view.summary(self.game)
        title = {"won": "Safe at last", "stalled": "The race stalled"}.get(s["result"], "The race is over")
        detail = f"{s['cause']} · {s['turns']} turns · seed {self.seed}"
        if self.game.state.mode == "solo":
            detail += f" · followers rescued: {s['rescued']}"
        return title, detail

    # ------------------------------------------------------------------ keys
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("leave", "panel"):
            return True
        if action == "groups":
            return "tab-groups" in self._tabs_now() and not self.too_small
        if self.too_small:
            return False
        mine = (not self.busy and not self.game.over and self.game.decision is not None
                and self.decider == self.viewer)
        if action == "stop":
            return mine and any(a.kind == "move" and isinstance(a.args, Stop) for a in self.moves)
        if action in ("choose", "all", "coach"):
            return mine
        if action == "undo":
            return mine and self.undo_steps > 0
        return True

    def action_cursor(self, way: str) -> None:
        """To the next space that way on the grid (a row's shift is half a space)."""
        content = self.game.content
        here = content.spaces[self.cursor]
        dx, dy = CURSOR_KEYS[way]
        col = view.origin(here.x, here.y) + dx * view.CELL
        row = here.y + dy
        candidates = [s for s in content.map.spaces if s.y == row]
        if candidates:
            best = min(candidates, key=lambda s: abs(view.origin(s.x, s.y) - col))
            if dy or best.id != self.cursor:
                self.cursor = best.id
                self._draw_cursor()

    @on(RoadsideMap.Clicked)
    def _clicked(self, event: RoadsideMap.Clicked) -> None:
        self.cursor = event.space
        if event.space in view.move_targets(self.game, self.moves):
            self._enter(event.space)
        else:
            self._draw()

    def action_target(self, n: int) -> None:
        targets = {number: space for space, number in view.move_targets(self.game, self.moves).items()}
        if n in targets:
            self.cursor = targets[n]
            self._enter(targets[n])
        elif targets:
            self.notify(f"No #{n}: the spaces you may enter are #1–#{len(targets)}.")

    def _enter(self, space: str) -> None:
        """Move into a numbered space: at once if there is one way in, else the ways (fuel, which card)."""
        ways = [a for a in self.moves if entered(a) == space]
        if len(ways) == 1:
            self.apply(ways[0])
        elif ways:
            number = view.move_targets(cast(Roadside, self.game), self.moves)[space]
            self._ask(f"Into #{number}, {self.game.space_name(space)}", ways)

    def action_choose(self) -> None:
        decision = self.game.decision
        if decision is None:
            return
        if decision.kind == "move":
            if self.cursor in view.move_targets(self.game, self.moves):
                self._enter(self.cursor)
            else:
                self.action_all()
            return
        self._ask(decision.prompt, self.game.legal_actions())

    def action_all(self) -> None:
        if self.game.decision is not None:
            self._ask(self.game.decision.prompt, self.game.legal_actions())

    def action_stop(self) -> None:
        stop = next((a for a in self.moves if a.kind == "move" and isinstance(a.args, Stop)), None)
        if stop is not None:
            self.apply(stop)

    def _ask(self, title: str, actions: list[Action]) -> None:
        subtitle = Text()
        moving = self.game.decision is not None and self.game.decision.kind == "move"
        if not moving and self.last_card is not None and self.last_card in self.game.state.drawn:  # being resolved
            subtitle = view.card_text(self.game, self.last_card)
        if not moving and self.fresh_roll and self.last_roll is not None:
            subtitle.append("\n" if subtitle else "")
            subtitle.append_text(self.last_roll)
        self.busy = True
        self.refresh_bindings()
        self.app.push_screen(ChoiceModal(title, [Choice(a.label, a) for a in actions], subtitle=subtitle),
                             self._answered)

# ------------------------------------------------------------------------------------------ its face
def preview(entry: Entry, content: Content) -> tuple[Group, str]:
    """The map as set up (the solo race's locations marked open)."""
    lines = view.map_lines(content, view.bare_scene(content, entry.mode))
    for line in lines:  # a map line wider than the pane is cut at its edge, never wrapped into the next
        line.no_wrap, line.overflow = True, "crop"
    return Group(*lines), view.LEGEND


def again(game: Roadside) -> Roadside:
    state = game.state
    return new_game(state.chance.seed, [p.name for p in state.players], state.mode, state.options, game.content,
                    game.setup)


FACE = Face(entries, saves.SAVES,
            lambda entry, seed, names, mode, options, content: new_game(seed, names, mode, options, content, setup_of(entry)),
            again, SetupError, parse_seats, controller, saves.autosave_path, preview, RoadsideScreen, RoadsideOptions,
            FOLDER)
