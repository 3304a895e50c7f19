"""The game screen: map, dashboard, party, decks, objectives, look panel and log; the actions
legal now on keys (the footer shows only those), targets picked on the map, decisions in modals,
the zombies' phase played back event by event, undo, save, and the hotseat hand-over."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.timer import Timer
from textual.widgets import Static, Tab, Tabs

from zombie_table.bots.teammates import teammates
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.combat import zombies_in_sight
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.vocabulary import phase_names
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.keys import KeyGroup
from zombie_table.tui import glyphs, unchanged
from zombie_table.tui.picture import Picture, overlay, pieces, possible_markers
from zombie_table.tui.screens.coach import KEY as COACH_KEY, Coaching
from zombie_table.tui.screens.game_over import GameOverScreen
from zombie_table.tui.screens.modals import (
    Choice,
    ChoiceModal,
    ConfirmModal,
    HandoverModal,
    SaveModal,
)
from zombie_table.tui.screens.tables import MIN_SIZE
from zombie_table.tui.screens.trade import TradeScreen
from zombie_table.tui.session import Outcome, Session
from zombie_table.tui.widgets.event_log import EventLog, dice_text
from zombie_table.tui.widgets.key_bar import KeyBar
from zombie_table.tui.widgets.map_view import EVENT, NORMAL, OVERVIEW, SIGHT, TARGET, MapView
from zombie_table.kernel.words import plural
from zombie_table.tui.widgets.panels import (
    DecksPanel,
    LookPanel,
    ObjectivesPanel,
    PartyPanel,
    SurvivorPanel,
)


NUMPAD = {8: (-1, 0), 2: (1, 0), 4: (0, -1), 6: (0, 1), 7: (-1, -1), 9: (-1, 1), 1: (1, -1), 3: (1, 1)}
STEP_DELAY = {True: 0.45, False: 0.12}  # seconds per event in normal playback: with zones / without


@dataclass
class Frame:
    text: str
    picture: Picture
    zones: tuple[str, ...]
    round: int


@dataclass
class Playback:
    frames: list[Frame]
    log_start: int  # log index of the first frame's event
    index: int = -1
    timer: Timer | None = field(default=None, repr=False)


def playback_frames(outcome: Outcome, rounds: list[int]) -> list[Frame]:
    """The board after each event from the start of the playback; `rounds` holds each event's round."""
    assert outcome.playback_from is not None
    picture = outcome.before.copy()
    for event in outcome.events[: outcome.playback_from]:
        picture.apply(event)
    frames = []
    for event, round_ in zip(outcome.events[outcome.playback_from:], rounds, strict=True):
        zones = picture.apply(event)
        frames.append(Frame(event.text, picture.copy(), zones, round_))
    return frames


class SidePanels(VerticalScroll, can_focus=False):
    """The right-hand panels; they scroll with the mouse wheel and leave the keys to the map."""


class LookBox(VerticalScroll, can_focus=False):
    """The look panel's own fixed-height frame: what the cursor rewrites never re-lays out the rest."""


class PanelTabs(Tabs, can_focus=False):
    """The side panels' tabs on a small terminal (shown by the stylesheet there): Survivor, with the
    decks; Party & objectives (named in full: the tutorial's guide is there); and on a short one
    Look. A click or `i` switches; the keys stay with the map."""


PANEL_TABS = {"tab-survivor": "Survivor", "tab-party": "Party & objectives", "tab-look": "Look"}
CROWDED_TABS = {"tab-survivor": "Survivor & objectives", "tab-party": "Party & decks", "tab-look": "Look"}
"""From 116×38 up, when the panels would not fit stacked: what to do next (the survivor, the objectives
and a tutorial's guide under them) first, the rest behind the other tab."""


class GameScreen(Coaching, Screen):
    TITLE_TEXT = "Game"
    # The layout answers the terminal's size through these classes and app.tcss: the side panels
    # stack on a wide and tall terminal and become tabs otherwise; below MIN_SIZE a notice replaces all.
    HORIZONTAL_BREAKPOINTS = [(0, "-too-narrow"), (MIN_SIZE[0], "-narrow"), (116, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-too-short"), (MIN_SIZE[1], "-short"), (38, "-tall")]
    BINDINGS = [
        Binding("a", "menu", "All actions"),
        Binding("e", "end_turn", "End turn"),
        Binding("enter", "choose_cursor", "Choose zone"),
        Binding("enter", "decide", "Answer"),
        Binding("tab", "next_target", "Next target", show=False),
        Binding("escape", "cancel", "Cancel"),
        Binding("space", "step", "Next event"),
        Binding("p", "speed", "Playback speed"),
        Binding("escape", "skip", "Skip playback"),
        Binding("u", "undo", "Undo"),
        Binding("u", "why_no_undo", "Undo", show=False),  # when there is nothing to undo: say why
        Binding("ctrl+s", "save", "Save"),
        Binding("v", "look", "Look"),
        Binding("L", "legend", "Legend"),  # capital: `g` is a setting's action key (fanning)
        Binding("z", "zoom", "Overview"),
        Binding("i", "panel", "Panels"),
        COACH_KEY,
        Binding("left_square_bracket", "select(-1)", "Previous survivor", show=False, key_display="["),
        Binding("right_square_bracket", "select(1)", "Next survivor", show=False, key_display="]"),
        Binding("q", "leave", "Quit"),
        Binding("up,k", "cursor(-1, 0)", "Move the cursor", show=False),
        Binding("down,j", "cursor(1, 0)", "Move the cursor", show=False),
        Binding("left", "cursor(0, -1)", "Move the cursor", show=False),
        Binding("right,l", "cursor(0, 1)", "Move the cursor", show=False),
        Binding("home", "cursor(-1, -1)", "Move the cursor (diagonals: Home PgUp End PgDn)", show=False),
        Binding("pageup", "cursor(-1, 1)", "Move the cursor (diagonals: Home PgUp End PgDn)", show=False),
        Binding("end", "cursor(1, -1)", "Move the cursor (diagonals: Home PgUp End PgDn)", show=False),
        Binding("pagedown", "cursor(1, 1)", "Move the cursor (diagonals: Home PgUp End PgDn)", show=False),
        *(Binding(str(n), f"digit({n})", "Target number / numpad cursor", show=False) for n in range(1, 10)),
    ]
    KEYS_HELP = ("The map cursor moves with the arrows, j k l, the numpad (7 9 1 3 diagonally) or a click; the Look "
                 "panel describes the zone under it. An action key highlights its targets on the map: press a target's "
                 "number, Enter on it, Tab to the next, or click it. Decisions open a list with the usual answer first. "
                 "z shows the whole map small (again: full size); arrows on the map's edge count the survivors and "
                 "zombies out of view that way.")

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.game: Game = session.game  # the session's one game, changed in place (undo included)
        self.groups: dict[str, KeyGroup] = dict(session.game.ruleset.kinds["key_groups"])
        # the game's own action keys first, then the screen's (Textual is pinned: `_bindings` is stable)
        keys = BindingsMap([*(Binding(g.key, f"act('{g.name}')", g.label) for g in self.groups.values()),
                            *(Binding(g.key, f"why_not('{g.name}')", g.label, show=False) for g in self.groups.values())])
        self._bindings = BindingsMap.merge([keys, self._bindings])
        self.targets: list[tuple[str, list[Action]]] = []
        self.target_group: str | None = None
        self.look = False
        self.selected: str | None = None
        self.pinned = False
        self.modal_open = False
        self.last_player: str | None = None
        self.playback: Playback | None = None
        self.last_roll: Text | None = None
        self.shown_over = False
        self._turn: tuple[int, str, str | None] | None = None  # the turn the camera last went to
        self._tab_before_look = "tab-survivor"
        self._head_width = -1
        self.teammates = teammates(session.game.state.players, session.game.state.seed)  # the seats bots play (players named `bot`), or None
        self.teammate_moving = False  # a bot seat's choice is being made or shown: nobody else acts

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        with Horizontal(id="game-head"):
            yield Static("", id="head-title")
            yield Static("", id="head-turn")
        yield Static("", id="banner")
        with Horizontal(id="game-body"):
            with Vertical(id="game-left"):
                yield MapView(id="map")
                yield Static("", id="map-legend")
                yield EventLog(id="log")
            with Vertical(id="game-right", classes="-show-tab-survivor"):
                yield PanelTabs(*(Tab(label, id=tab) for tab, label in PANEL_TABS.items()), id="panel-tabs")
                with SidePanels(id="side"):
                    yield SurvivorPanel(id="survivor", classes="tab-survivor")
                    yield PartyPanel(id="party", classes="tab-party")
                    yield ObjectivesPanel(id="objectives", classes="tab-party")
                    yield DecksPanel(id="decks", classes="tab-survivor")
                with LookBox(id="look-box", classes="tab-look"):
                    yield LookPanel(id="look")
        yield Static("", id="too-small")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#map").border_title = "Map"
        self.query_one("#log").border_title = "Log"
        self.query_one("#party").border_title = "Party"
        self.query_one("#objectives").border_title = "Objectives"
        self.query_one("#decks").border_title = "Decks · draw│discard"
        self.query_one(MapView).set_zoom(self.app.prefs.zoom)  # type: ignore[attr-defined]
        self.set_class(self.app.prefs.zoom == OVERVIEW, "-overview")  # type: ignore[attr-defined]
        self._redraw()
        self.app.screen_change_signal.subscribe(self, self._screen_changed)
        self.call_after_refresh(self._settle)  # the first question waits until the board has been drawn

    def on_unmount(self) -> None:
        self.app.screen_change_signal.unsubscribe(self)

    # ------------------------------------------------------------------ the terminal's size
    def on_resize(self, event: events.Resize) -> None:
        width, height = event.size
        self.query_one("#too-small", Static).update(
            Text.assemble(("Terminal too small", "bold"), f": {width}×{height}, need {MIN_SIZE[0]}×{MIN_SIZE[1]}.\n",
                          ("Make the window larger to go on playing (q leaves; the game is saved).", "dim")))
        self.call_later(self._resized)  # once Screen's own handler (it runs after this one) has set the classes

    def _resized(self) -> None:
        tabs = self.query_one(PanelTabs)
        if tabs.active == "tab-look" and not self.has_class("-short"):
            tabs.active = "tab-survivor"  # the look box is below the panels again
        self._refresh_text()  # the head's title: as much as the new width holds
        self.refresh_bindings()
        self.call_after_refresh(self._check_crowded)

    @property
    def too_small(self) -> bool:
        return self.has_class("-too-narrow") or self.has_class("-too-short")

    @property
    def tabbed(self) -> bool:
        """Are the side panels tabs now (the terminal is not both wide and tall, or they would not fit stacked)?"""
        return not (self.has_class("-wide") and self.has_class("-tall")) or self.has_class("-crowded")

    def _check_crowded(self) -> None:
        """Stacked, would the side panels overflow their column (a party of eight, a long guide)? Then they are
        tabs there too (issue 29.8: the column scrolled and cut the objectives mid-sentence). Measured from
        the panels' contents, never from the layout the answer changes, so it cannot flip back and forth."""
        side, right = self.query_one(SidePanels), self.query_one("#game-right")
        width = side.size.width
        if not width or not right.size.height:
            return
        needed = sum(panel.get_content_height(side.size, self.size, width - panel.styles.gutter.width)
                     + panel.styles.gutter.height for panel in side.children if isinstance(panel, Static))
        room = right.size.height - self.query_one(LookBox).outer_size.height
        crowded = needed > room and self.has_class("-wide") and self.has_class("-tall")  # smaller: tabs anyway
        if crowded != self.has_class("-crowded"):
            self.set_class(crowded, "-crowded")
            labels = CROWDED_TABS if crowded else PANEL_TABS
            for tab in self.query_one(PanelTabs).query(Tab):
                tab.label = labels[tab.id or ""]

    @on(Tabs.TabActivated, "#panel-tabs")
    def _tab_activated(self, event: Tabs.TabActivated) -> None:
        right = self.query_one("#game-right")
        for tab in PANEL_TABS:
            right.set_class(tab == event.tab.id, f"-show-{tab}")
        self.query_one(SidePanels).scroll_home(animate=False)

    def _tabs_now(self) -> list[str]:
        """The tabs shown at this size: Look only on a short terminal (elsewhere it stays below)."""
        return [tab for tab in PANEL_TABS if tab != "tab-look" or self.has_class("-short")]

    def action_panel(self) -> None:
        """Show the next side panel tab; with the panels stacked, scroll the next one into view."""
        if not self.tabbed:
            side = self.query_one(SidePanels)
            below = [w for w in side.children if w.region.y > side.region.y]  # the panels not at the top yet
            if below and side.scroll_y < side.max_scroll_y:
                side.scroll_to_widget(below[0], top=True, animate=False)
            else:
                side.scroll_home(animate=False)
            return
        tabs, ids = self.query_one(PanelTabs), self._tabs_now()
        tabs.active = ids[(ids.index(tabs.active) + 1) % len(ids)] if tabs.active in ids else ids[0]

    def _screen_changed(self, _: Screen) -> None:
        self.refresh_bindings()  # a pop-up opened or closed above: the footer shows what works under it
        self.call_after_refresh(self.refresh_bindings)  # and again once the pop-up has focused its own widget

    # ------------------------------------------------------------------ drawing
    def _follow_active(self) -> None:
        state = self.game.state
        current = (self.game.decision.survivor if self.game.decision else None) or state.active
        if current and not self.pinned:
            self.selected = current
        if self.selected is None or self.selected not in state.survivors:
            self.selected = next(iter(state.survivors))
        turn = (state.round, state.phase, current)
        if turn != self._turn:  # a turn starts (or the game opens): the camera's moment; else the view is the player's
            self._turn = turn
            self._look_at_turn(current)

    def _look_at_turn(self, current: str | None) -> None:
        """The view on the survivor whose turn (or question) it is, the cursor on its zone; with no one's
        turn yet (set-up questions), on the team."""
        state, map_view = self.game.state, self.query_one(MapView)
        zone = state.survivors[current].zone if current else None
        if zone:
            map_view.place_cursor(zone)
            map_view.show_zones([zone])
        else:
            map_view.show_zones([s.zone for s in state.survivors.values() if s.zone and s.status == "alive"])

    def _draw_map(self, picture: Picture | None = None, event_zones: tuple[str, ...] = ()) -> None:
        game = self.game
        map_view = self.query_one(MapView)
        numbers = {zone: k for k, (zone, _) in enumerate(self.targets, 1)}
        picture = picture or Picture.of(game.state)
        shown = overlay(game, picture, self.session.letters, active=game.state.active, targets=numbers)
        map_view.show(game.board, shown, labels=self.look, extra=possible_markers(game, self.session.letters),
                      pieces=pieces(game, picture, self.session.letters, active=game.state.active))
        highlights: dict[str, str] = {}
        zone = map_view.cursor_zone
        if self.look and zone:
            highlights.update({z: SIGHT for z in game.board.sight[zone] if z != zone})
        highlights.update({z: TARGET for z in numbers})
        highlights.update({z: EVENT for z in event_zones if z in game.board.zones})
        map_view.set_highlights(highlights)
        unchanged.update(self.query_one("#map-legend", Static), map_view.legend)

    def _refresh_panels(self) -> None:
        game, letters = self.game, self.session.letters
        if self.selected:
            self.query_one(SurvivorPanel).show(game, self.selected, letters)
        self.query_one(PartyPanel).show(game, letters, self.selected)
        self.query_one(ObjectivesPanel).show(game)
        self.query_one(DecksPanel).show(game)
        self._refresh_look()
        self.call_after_refresh(self._check_crowded)

    def _refresh_look(self) -> None:
        look = self.query_one(LookPanel)
        zone = self.query_one(MapView).cursor_zone
        target = next(((k, actions) for k, (z, actions) in enumerate(self.targets, 1) if z == zone), None)
        look.show(self.game, zone, self.session.letters, self.look, target)
        self.query_one(LookBox).border_title = look.title

    def _title(self, room: int) -> Text:
        """The app's name, the mission's title and its id, as much of it as fits in `room` columns: the app's
        name goes first, then the id, and only then is the title cut (issue 29.12: at 80x24 it was cut mid-title)."""
        mission = self.game.mission
        parts: list[str | tuple[str, str]] = [("zombie_table", "bold red"), " · ", (mission.title, "bold"),
                                              (f" ({mission.id})", "dim")]
        for shown in (parts, parts[2:], parts[2:3]):
            title = Text.assemble(*shown, no_wrap=True, overflow="ellipsis")
            if title.cell_len <= room:
                return title
        return title

    def _refresh_text(self) -> None:
        game, state = self.game, self.game.state
        decision = game.decision
        # whose turn and the round: kept whole at any width (the title gives way)
        if self.playback is not None:
            frame = self.playback.frames[max(self.playback.index, 0)]
            turn = Text(f"Round {frame.round} · {phase_names(game.ruleset)['zombies']} (playback)")
        else:
            turn = Text(f"Round {state.round} · {phase_names(game.ruleset).get(state.phase, state.phase)}")
        if decision and decision.player and self.playback is None:
            turn.append(" · ")
            turn.append(f"{decision.player}'s turn", style=glyphs.player_style(game, decision.player))
        if self.session.save_error:
            turn.append(" · autosave failed", style="bold red")
        # its width is its text's: the screen is laid out again only when that changes
        unchanged.update(self.query_one("#head-turn", Static), turn, layout=turn.cell_len != self._head_width)
        self._head_width = turn.cell_len
        unchanged.update(self.query_one("#head-title", Static), self._title(self.size.width - turn.cell_len - 3))
        unchanged.update(self.query_one("#banner", Static), self._banner())

    def _banner(self) -> Text:
        game = self.game
        if self.playback is not None:
            pb = self.playback
            frame = pb.frames[max(pb.index, 0)]
            speed = self.app.playback  # type: ignore[attr-defined]
            return Text.assemble((f"▶ {phase_names(game.ruleset)['zombies']} {pb.index + 1}/{len(pb.frames)} ", "bold red"), frame.text,
                                 (f"   [{speed}] space: next · p: speed · esc: skip", "dim"))
        if game.over:
            return Text(f"{(game.state.result or '').upper()}: {game.state.cause}", style="bold reverse")
        if self.targets:
            group = self.groups.get(self.target_group or "")
            numbers = "#1" if len(self.targets) == 1 else f"#1–#{min(9, len(self.targets))}"
            return Text.assemble((f"{group.label if group else 'Choose'}: ", "bold"),
                                 f"pick a zone — {numbers} by number, Enter on the cursor, Tab, "
                                 "or a click",
                                 ("   esc: cancel", "dim"))
        decision = game.decision
        if decision is None:
            return Text("")
        text = Text()
        if decision.player:
            text.append(f" {decision.player} ", style=glyphs.player_style(game, decision.player) + " reverse")
            text.append(" ")
        text.append(decision.prompt, style="bold")
        if decision.kind != "act" and not self.modal_open:
            text.append("   enter: answer", style="dim")
        if self.last_roll is not None:
            text.append("   last roll:")
            text.append_text(self.last_roll)
        return text

    def _redraw(self) -> None:
        self._draw_map()
        self._follow_active()
        self._refresh_panels()
        self.query_one(EventLog).sync(self.session.log, self.session.generation)
        self._refresh_text()
        self.refresh_bindings()

    # ------------------------------------------------------------------ the flow of play
    def apply(self, action: Action) -> None:
        """Choose `action`; play the zombies' phase back if it happened; then ask what comes next."""
        self.targets, self.target_group = [], None
        outcome = self.session.apply(action)
        rolls = [e for e in outcome.events if e.kind == Ev.rolled and e.data.get("dice")]
        self.last_roll = dice_text(rolls[-1].data["dice"], rolls[-1].data.get("hits", 0)) if rolls else None
        if self.session.save_error:
            self.notify(self.session.save_error, title="Autosave failed", severity="error")
        if outcome.playback_from is not None and self.app.playback != "instant":  # type: ignore[attr-defined]
            log_start = len(self.session.log) - len(outcome.events) + outcome.playback_from
            frames = playback_frames(outcome, [line.round for line in self.session.log[log_start:]])
            self.playback = Playback(frames, log_start)
            self.query_one(SurvivorPanel).show_phase(phase_names(self.game.ruleset)["zombies"])  # as they were, and nobody acting
            self.query_one(PartyPanel).show_phase()
            self._next_frame()
            return
        self._settle()

    def _next_frame(self) -> None:
        pb = self.playback
        if pb is None:
            return
        if pb.timer is not None:
            pb.timer.stop()
            pb.timer = None
        pb.index += 1
        if pb.index >= len(pb.frames):
            self._end_playback()
            return
        frame = pb.frames[pb.index]
        self._draw_map(frame.picture, frame.zones)
        self.query_one(MapView).show_zones([z for z in frame.zones if z in self.game.board.zones])
        self.query_one(EventLog).sync(self.session.log[: pb.log_start + pb.index + 1], self.session.generation)
        self._refresh_text()
        self.refresh_bindings()
        if self.app.playback == "normal":  # type: ignore[attr-defined]
            pb.timer = self.set_timer(STEP_DELAY[bool(frame.zones)], self._next_frame)

    def _end_playback(self) -> None:
        if self.playback is not None and self.playback.timer is not None:
            self.playback.timer.stop()
        self.playback = None
        self._settle()

    def _settle(self) -> None:
        """Show the state as it is now and ask for the next decision (or end the game)."""
        self._redraw()
        if self.game.over:
            if not self.shown_over:
                self.shown_over = True
                self._game_over()
            return
        self._prompt()

    def _prompt(self) -> None:
        game = self.game
        decision = game.decision
        if decision is None or self.modal_open:
            return
        if self.teammates is not None and self.teammates.bot_to_move(game):
            self.teammate_moving = True
            self.refresh_bindings()
            self._teammate_choose(game.lookahead())
            return
        if len(game.state.players) > 1 and decision.player and decision.player != self.last_player:
            self.last_player = decision.player
            self.modal_open = True
            self.app.push_screen(HandoverModal(decision.player, glyphs.player_style(game, decision.player), decision.prompt),
                                 self._handed_over)
            return
        self.last_player = decision.player
        if decision.kind != "act":
            self.action_decide()

    @work(thread=True, exclusive=True, group="teammate")
    def _teammate_choose(self, copy: Game) -> None:
        """A bot seat thinks on its own copy of the game (a search may take a while; keys keep working)."""
        assert self.teammates is not None
        action = self.teammates.choose(copy)
        self.app.call_from_thread(self._teammate_chose, action)

    def _teammate_chose(self, action: Action) -> None:
        """Shown at the zombies' playback pace: a beat per choice at normal speed, at once otherwise."""
        if self.app.playback == "normal":  # type: ignore[attr-defined]
            self.set_timer(STEP_DELAY[False], partial(self._teammate_apply, action))
        else:
            self._teammate_apply(action)

    def _teammate_apply(self, action: Action) -> None:
        self.teammate_moving = False
        if not self.is_attached or self.game.over or action not in self.game.legal_actions():
            self._settle()  # the game moved on meanwhile (left, undone): ask afresh
            return
        self.apply(action)

    def _handed_over(self, _: None) -> None:
        self.modal_open = False
        self._refresh_text()
        self._prompt()

    def _game_over(self) -> None:
        try:
            report = self.session.write_report()
        except OSError as exc:
            self.notify(f"The report could not be written: {exc}", severity="error")
            report = None
        self.app.push_screen(GameOverScreen(self.session, report))

    # ------------------------------------------------------------------ what is legal now
    def _acting(self) -> bool:
        return (self.playback is None and not self.modal_open and not self.game.over
                and self.game.decision is not None and self.game.decision.kind == "act")

    def _actions(self, kinds: tuple[str, ...]) -> list[Action]:
        return [a for a in self.game.legal_actions() if a.kind in kinds]

    def _zone_of(self, action: Action) -> str | None:
        """The zone the action is aimed at: its arguments' `zone` field (games/tilezone/actions.py), if any."""
        return getattr(action.args, "zone", "") or None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not self.is_mounted:
            return True
        above = self.app.screen
        if above is not self:  # a pop-up has the keyboard: the footer shows only what it passes on
            return action == "save" and isinstance(above, (ChoiceModal, TradeScreen)) and above.on_save is not None
        if self.too_small:  # the board is hidden behind the notice: nothing is played blind
            return action == "leave"
        playing = self.playback is not None
        if action in ("step", "skip"):
            return playing
        if action in ("cursor", "digit", "look", "select", "leave", "legend", "zoom", "panel", "speed"):  # `p`: any time
            return True
        if playing or self.game.over or self.teammate_moving:
            return action == "save"
        if action == "coach":
            return self.game.decision is not None
        if action == "act":
            group = self.groups[str(parameters[0])]
            return self._acting() and not self.targets and bool(self._actions(group.kinds))
        if action == "why_not":  # the key of an action not legal now: says why instead of nothing
            group = self.groups[str(parameters[0])]
            return self._acting() and (bool(self.targets) or not self._actions(group.kinds))
        if action == "menu":
            return self._acting() and not self.targets
        if action == "end_turn":
            return self._acting() and not self.targets and bool(self._actions(("end_turn",)))
        if action in ("choose_cursor", "next_target"):
            return bool(self.targets)
        if action == "cancel":
            return bool(self.targets)
        if action == "decide":
            decision = self.game.decision
            return decision is not None and decision.kind != "act" and not self.modal_open and not self.targets
        if action == "undo":
            return self.undo_steps > 0
        if action == "why_no_undo":
            return not self.undo_steps
        return True

    def action_why_not(self, name: str) -> None:
        """An action key with nothing to do now: say why."""
        group = self.groups[name]
        if self.targets:
            label = self.groups[self.target_group].label if self.target_group in self.groups else "This action"
            self.notify(f"{label} is waiting for a target: pick one on the map, or Esc to cancel.",
                        title=group.label, severity="warning")
            return
        self.notify(self.why_not(group), title=group.label, severity="warning")

    def why_not(self, group: KeyGroup) -> str:
        decision = self.game.decision
        s = self.game.survivor(decision.survivor) if decision is not None and decision.survivor else None
        if s is None:
            return f"Nothing to {group.label.lower()} now."
        if s.actions_left <= 0 and not any(v > 0 for v in s.free.values()):
            return f"{s.name} has no actions left: e ends the turn."
        if group.name == "melee":
            if not self.game.state.zombie_count(s.zone):
                return f"No target: no zombie in {s.name}'s zone."
            return f"No target {s.name} can fight: no melee weapon in hand for the zombies here."
        if group.name == "shoot":
            if not zombies_in_sight(self.game, s):
                return f"No target: no zombie in {s.name}'s sight."
            return f"No target {s.name} can shoot: no ranged weapon in hand reaches the zombies in sight."
        return f"{s.name} cannot {group.label.lower()} now: the key bar lists what is possible (a: every action)."

    # ------------------------------------------------------------------ actions: choosing
    def action_act(self, name: str) -> None:
        group = self.groups[name]
        actions = self._actions(group.kinds)
        if not actions:
            return
        zoned = [a for a in actions if self._zone_of(a)]
        if zoned and len(zoned) == len(actions):
            self._start_targets(group.name, actions)
        elif len(actions) == 1:
            self.choose(actions[0])
        else:
            self._choose_from(f"{group.label}: which one?", actions)

    def _start_targets(self, group: str, actions: list[Action]) -> None:
        by_zone: dict[str, list[Action]] = {}
        for a in actions:
            by_zone.setdefault(self._zone_of(a) or "", []).append(a)
        self.targets = list(by_zone.items())  # numbered on the map; 1-9 by key, every one by cursor or click
        self.target_group = group
        map_view = self.query_one(MapView)
        map_view.place_cursor(self.targets[0][0])
        map_view.show_zones([zone for zone, _ in self.targets])  # all of them when they fit, else the first
        self._draw_map()
        self._refresh_look()
        self._refresh_text()
        self.refresh_bindings()

    def _choose_target(self, zone: str | None) -> None:
        for target, actions in self.targets:
            if target == zone:
                named = self._named_there(target, actions[0]) if len(actions) == 1 else []
                if named and not actions[0].confirm:  # the number was pressed unseen: say who stands there first
                    self._ask_first(f"{', '.join(named)} {'is' if len(named) == 1 else 'are'} in "
                                    f"{self.game.zone_name(target)}.", actions[0])
                elif len(actions) == 1:
                    self.choose(actions[0])
                else:
                    self._choose_from(f"{self.game.zone_name(target)}: which one?", actions)
                return
        self.notify("That zone is not one of the targets.", severity="warning", timeout=2)

    def _named_there(self, zone: str, action: Action) -> list[str]:
        """The survivors standing in `zone` whom `action`'s label names (a shot's misses would hit them)."""
        return [s.name for s in self.game.state.survivors.values()
                if s.zone == zone and s.status == "alive" and s.name in action.label]

    def _ask_first(self, question: str, action: Action) -> None:
        """A target picked by number, Enter or a click, its label never shown: say what it says before it is taken."""
        self.modal_open = True
        self.app.push_screen(ConfirmModal(question, action.label, "Go ahead", "Think again"),
                             partial(self._risk_answer, action))

    def _choose_from(self, title: str, actions: list[Action], headers: dict[int, str] | None = None) -> None:
        choices: list[Choice] = []
        for k, action in enumerate(actions):
            if headers and k in headers:
                choices.append(Choice(headers[k], header=True))
            choices.append(Choice(action.label, action))
        self.modal_open = True
        self.app.push_screen(ChoiceModal(title, choices, on_save=self.action_save), self._chosen)

    def _chosen(self, action: Action | None) -> None:
        self.modal_open = False
        if action is None:
            self._redraw()
            return
        if action.kind == "end_turn":
            self._confirm_end_turn(action)
        else:
            self.choose(action)

    def choose(self, action: Action) -> None:
        """Take a choice the player picked, once they confirm the risk it carries (if any)."""
        if not action.confirm:
            self.apply(action)
            return
        self._ask_first(action.confirm, action)

    def _risk_answer(self, action: Action, yes: bool | None) -> None:
        self.modal_open = False
        if yes:
            self.apply(action)
        else:
            self._redraw()

    def action_menu(self) -> None:
        legal = self.game.legal_actions()
        ordered: list[Action] = []
        headers: dict[int, str] = {}
        known: set[str] = set()
        for group in self.groups.values():
            known.update(group.kinds)
            mine = [a for a in legal if a.kind in group.kinds]
            if mine:
                headers[len(ordered)] = f"{group.label} ({group.key})"
                ordered += mine
        rest = [a for a in legal if a.kind not in known and a.kind != "end_turn"]
        if rest:
            headers[len(ordered)] = "Other actions"
            ordered += rest
        ends = [a for a in legal if a.kind == "end_turn"]
        if ends:
            headers[len(ordered)] = "Turn (e)"
            ordered += ends
        self._choose_from("All actions", ordered, headers)

    def action_end_turn(self) -> None:
        ends = self._actions(("end_turn",))
        if ends:
            self._confirm_end_turn(ends[0])

    def _confirm_end_turn(self, action: Action) -> None:
        s = self.game.survivor(action.args.survivor)
        spare = s.actions_left + sum(v for v in s.free.values() if v > 0)
        if not spare:
            self.apply(action)
            return
        self.modal_open = True
        self.app.push_screen(
            ConfirmModal(f"End {s.name}'s turn?", f"{plural(spare, 'action')} left unused.", "End the turn", "Keep acting"),
            partial(self._end_turn_answer, action))

    def _end_turn_answer(self, action: Action, yes: bool | None) -> None:
        self.modal_open = False
        if yes:
            self.apply(action)
        else:
            self._redraw()

    def action_decide(self) -> None:
        decision = self.game.decision
        if decision is None or decision.kind == "act" or self.modal_open:
            return
        if decision.kind == "reorganise":  # cards are moved on a table of both inventories, not picked from a list
            self.modal_open = True
            self._refresh_text()
            self.app.push_screen(TradeScreen(lambda: self.game, self._trade_move, on_save=self.action_save,
                                                     on_undo=self._trade_undo), self._traded)
            return
        actions = self.game.legal_actions()
        who = decision.player or ""
        if decision.survivor:
            who += f" · {self.game.survivor(decision.survivor).name}"
        self.modal_open = True
        self._refresh_text()
        self.app.push_screen(
            ChoiceModal(decision.prompt, [Choice(a.label, a) for a in actions], subtitle=who,
                        cancel="Look at the board first (Enter answers later)", on_save=self.action_save),
            self._decided)

    def _decided(self, action: Action | None) -> None:
        self.modal_open = False
        if action is None:
            self._redraw()
            return
        self.choose(action)

    def _trade_move(self, action: Action) -> None:
        """One move on the trade table: applied at once, the board behind it kept in step."""
        self.session.apply(action)
        if self.session.save_error:
            self.notify(self.session.save_error, title="Autosave failed", severity="error")
        self._redraw()

    def _trade_undo(self) -> None:
        """`u` on the trade table: the last move, or the action that opened it, taken back."""
        if self.session.undo():
            self.notify("Undone.", timeout=2)
            self._redraw()
        else:
            self.action_why_no_undo()

    def _traded(self, done: Action | None) -> None:
        self.modal_open = False
        if done is None:  # the reorganise ended some other way: ask what comes next
            self._settle()
            return
        self.apply(done)

    def action_choose_cursor(self) -> None:
        self._choose_target(self.query_one(MapView).cursor_zone)

    def action_next_target(self) -> None:
        if self.targets:
            zones = [z for z, _ in self.targets]
            current = self.query_one(MapView).cursor_zone
            nxt = zones[(zones.index(current) + 1) % len(zones)] if current in zones else zones[0]
            self.query_one(MapView).place_cursor(nxt)

    def action_cancel(self) -> None:
        self.targets, self.target_group = [], None
        self._draw_map()
        self._refresh_text()
        self.refresh_bindings()

    def action_digit(self, n: int) -> None:
        if self.targets:
            if n <= len(self.targets):
                self._choose_target(self.targets[n - 1][0])
            else:
                shown = min(9, len(self.targets))
                self.notify(f"No target #{n}: the targets are #1–#{shown}." if shown > 1 else f"No target #{n}: the only target is #1.",
                            severity="warning", timeout=3)
            return
        if n in NUMPAD:
            self.action_cursor(*NUMPAD[n])
        elif n == 5:
            self.action_look()

    # ------------------------------------------------------------------ actions: the rest
    def action_cursor(self, dr: int, dc: int) -> None:
        self.query_one(MapView).move_cursor(dr, dc)

    @on(MapView.CursorMoved)
    def _cursor_moved(self) -> None:
        if self.look:
            self._draw_map(self.playback.frames[self.playback.index].picture if self.playback and self.playback.index >= 0 else None)
        self._refresh_look()

    @on(MapView.LaidOut)
    def _laid_out(self) -> None:
        """The map's first layout (a new game, Continue, Load, back from a modal screen): the view goes to
        the turn's survivor now that it has a size, whatever a camera placed before it did (issue 29.5:
        after Continue the map once opened away from the active survivor)."""
        if self._turn is not None and not self.pinned:
            self._look_at_turn(self._turn[2])

    @on(MapView.ZoneClicked)
    def _zone_clicked(self, event: MapView.ZoneClicked) -> None:
        if self.targets and event.zone is not None:
            self._choose_target(event.zone)

    @on(PartyPanel.Selected)
    def _party_selected(self, event: PartyPanel.Selected) -> None:
        self._select(event.survivor)

    def action_select(self, step: int) -> None:
        ids = list(self.game.state.survivors)
        current = ids.index(self.selected) if self.selected in ids else 0
        self._select(ids[(current + step) % len(ids)])

    def _select(self, sid: str) -> None:
        self.selected, self.pinned = sid, sid != self.game.state.active
        zone = self.game.state.survivors[sid].zone
        if zone:
            self.query_one(MapView).place_cursor(zone)
        self._refresh_panels()

    def action_look(self) -> None:
        self.look = not self.look
        if self.has_class("-short"):  # look mode wants the Look tab where it is one
            tabs = self.query_one(PanelTabs)
            if self.look and tabs.active != "tab-look":
                self._tab_before_look, tabs.active = tabs.active, "tab-look"
            elif not self.look and tabs.active == "tab-look":
                tabs.active = self._tab_before_look
        if self.playback is None:
            self._draw_map()
        self._refresh_look()

    @property
    def undo_steps(self) -> int:
        """The undos back to the last choice a person made here (bot teammates' choices since go with it)."""
        if self.game.over:
            return 0
        return self.teammates.undo_steps(self.game) if self.teammates is not None else min(1, len(self.game.undo_stack))

    def action_undo(self) -> None:
        if self.session.undo(self.undo_steps):
            self.targets, self.target_group, self.last_roll = [], None, None
            self.notify("Undone.", timeout=2)
            self._settle()
        else:
            self.action_why_no_undo()

    def action_why_no_undo(self) -> None:
        self.notify(self.session.why_no_undo(), title="Undo", severity="warning")

    def action_zoom(self) -> None:
        """The whole map small (the overview), or back to full size; remembered in the preferences."""
        map_view = self.query_one(MapView)
        zoom = NORMAL if map_view.zoom == OVERVIEW else OVERVIEW
        map_view.set_zoom(zoom)
        self.set_class(zoom == OVERVIEW, "-overview")  # on a short terminal the overview takes the log's rows
        self.app.set_zoom(zoom)  # type: ignore[attr-defined]
        unchanged.update(self.query_one("#map-legend", Static), map_view.legend)

    def action_legend(self) -> None:
        self.app.push_screen(LegendModal(self.query_one(MapView).legend_entries))

    def action_save(self) -> None:
        folder = saves.save_dir(self.session.save_dir)
        self.app.push_screen(SaveModal(self.session.default_save_name(), str(folder)), self._save_named)

    def _save_named(self, name: str | None) -> None:
        self.refresh_bindings()
        if not name:
            return
        try:
            path = self.session.save_as(name)
        except saves.SaveError as exc:
            self.notify(str(exc), title="Not saved", severity="error")
            return
        self.notify(f"Saved to {path}", title="Saved")

    def action_leave(self) -> None:
        choices = [Choice("Save and go back to the main menu", "menu"), Choice("Save and quit zombie_table", "quit"),
                   Choice("Keep playing", None)]
        self.app.push_screen(ChoiceModal("Leave the game?", choices, subtitle="The game is saved after every decision.",
                                         cancel="Keep playing"), self._left)

    def _left(self, where: str | None) -> None:
        if where is None:
            return
        self.session.autosave()
        if where == "menu":
            self.app.back_to_menu()  # type: ignore[attr-defined]
        else:
            self.app.exit(0)

    # ------------------------------------------------------------------ playback keys
    def action_step(self) -> None:
        self._next_frame()

    def action_speed(self) -> None:
        speed = self.app.cycle_playback()  # type: ignore[attr-defined]
        self.notify(f"{phase_names(self.game.ruleset)['zombies']} playback: {speed}", timeout=2)
        pb = self.playback
        if pb is None:
            return
        if speed == "instant":
            self._end_playback()
        elif speed == "normal" and pb.timer is None:
            self._next_frame()
        elif speed == "step" and pb.timer is not None:
            pb.timer.stop()
            pb.timer = None
            self._refresh_text()

    def action_skip(self) -> None:
        self._end_playback()

    # ------------------------------------------------------------------ command palette
    def palette_commands(self) -> list[tuple[str, str, Callable[[], None]]]:
        out: list[tuple[str, str, Callable[[], None]]] = []
        if self.playback is not None:
            return [("Skip the playback", "Show the end of the zombies' phase", self.action_skip),
                    ("Playback speed", f"Now {self.app.playback}", self.action_speed)]  # type: ignore[attr-defined]
        if not self.game.over and not self.modal_open:
            for action in self.game.legal_actions():
                handler = partial(self._chosen, action) if self.game.decision.kind == "act" else partial(self._decided, action)
                out.append((action.label, f"{self.game.decision.prompt}", handler))
        out += [
            ("Undo", "Take back the last decision", self.action_undo),
            ("Save game", "Write a named save", self.action_save),
            ("Look mode", "Zone labels, sight lines, zombies' next moves", self.action_look),
            ("Overview", "The whole map small, or back to full size (z)", self.action_zoom),
            ("Playback speed", f"{phase_names(self.game.ruleset)['zombies']} playback, now {self.app.playback}", self.action_speed),  # type: ignore[attr-defined]
            ("Leave the game", "Back to the main menu or quit", self.action_leave),
        ]
        return out

    def on_screen_resume(self) -> None:
        if self.is_mounted:
            self.refresh_bindings()


class LegendModal(ModalScreen[None]):
    """Every symbol the map draws in this game, one a line, scrolling: the legend in full."""

    DEFAULT_CSS = """
    LegendModal { align: center middle; }
    LegendModal > VerticalScroll { width: 64; max-width: 90%; height: auto; max-height: 85%;
        border: round $accent; padding: 0 1; background: $surface; }
    """
    BINDINGS = [Binding("escape,L,q", "close", "Close")]
    KEYS_HELP = "Up/Down and PgUp/PgDn scroll; Escape or L closes."

    def __init__(self, entries: list[tuple[str, str, str]]) -> None:
        super().__init__()
        self.entries = entries

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="legend-list") as scroll:
            scroll.border_title = "Legend"
            text = Text()
            for k, (symbol, meaning, style) in enumerate(self.entries):
                text.append("\n" if k else "")
                text.append(f"{symbol:>4}", style)
                text.append(f"  {meaning}")
            yield Static(text, id="legend-text")
        yield KeyBar()

    def action_close(self) -> None:
        self.dismiss(None)
