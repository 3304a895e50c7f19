"""The mission browser: every mission with filters and type-to-search, a detail pane with the map,
briefing, objectives and special rules, and the content files that failed to load with their error."""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Button, Input, OptionList, Select, Static
from textual.widgets.option_list import Option

from zombie_table.content.common import Setting
from zombie_table.content.library import LoadedFile
from zombie_table.content.loader import ContentLoadError
from zombie_table.content.missions import Difficulty, Mission, order_key
from zombie_table.games.entries import Entry
from zombie_table.games.registry import distinct
from zombie_table.games.tilezone.board import Board, BoardError
from zombie_table.games.tilezone.checks import check_playable, class_names, zombie_types
from zombie_table.tui.widgets.key_bar import KeyBar
from zombie_table.tui.widgets.map_view import MapView
from zombie_table.games.tilezone.view.markers import mission_board, mission_overlay
from zombie_table.kernel.words import plural
from zombie_table.kernel import savefile
from zombie_table.tui.screens.tables import Face, entry_face, faces

DIFFICULTY_MARK = {Difficulty.easy: "●○○○", Difficulty.medium: "●●○○", Difficulty.hard: "●●●○", Difficulty.very_hard: "●●●●"}


def span(pair: tuple[int, int]) -> str:
    return str(pair[0]) if pair[0] == pair[1] else f"{pair[0]}–{pair[1]}"


class MissionBrowser(Screen):
    TITLE_TEXT = "Missions"
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("enter", "play", "Play this mission", priority=False),
        Binding("slash", "search", "Search", key_display="/"),
    ]
    KEYS_HELP = ("Type anywhere to search titles, ids and briefings; Tab moves between the search box, the filters, "
                 "the list and the Play button. Enter on a mission sets up a game with it.")

    def __init__(self, choose: bool = False, setting: str = "") -> None:
        super().__init__()
        self.choose = choose
        self.setting = setting  # the setting filter to open with (a kernel game's id: its entries)
        self.entries: list[Mission | LoadedFile | Entry] = []
        self._boards: dict[str, Board | BoardError] = {}
        self.saved: set[str] = set()  # the kernel games the player has a save of (their tutorials are not put first)

    def compose(self) -> ComposeResult:
        settings = [("All settings", "")] + [(s.value.capitalize(), s.value) for s in Setting] + [(t.name, t.id) for t, _ in faces()]
        levels = [("Any difficulty", "")] + [(d.value.replace("_", " ").capitalize(), d.value) for d in Difficulty]
        with Horizontal(id="browser"):
            with Vertical(id="browser-left"):
                yield Static(Text("Choose a mission" if self.choose else "Missions", style="bold"), id="browser-title")
                yield Input(placeholder="type to search", id="search", select_on_focus=False)
                with Horizontal(id="filters"):
                    yield Select(settings, value=self.setting, allow_blank=False, id="setting-filter", compact=True)
                    yield Select(levels, value="", allow_blank=False, id="difficulty-filter", compact=True)
                yield OptionList(id="missions")
                yield Static("", id="browser-count")
            with VerticalScroll(id="browser-detail"):
                yield Static("", id="mission-head")
                yield MapView(cursor=False, id="mission-map")
                yield Static("", id="race-map")
                yield Static("", id="mission-legend")
                yield Static("", id="mission-text")
                yield Button("Play this mission", id="play", variant="success")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#browser-detail").can_focus = False
        saves = savefile.listing(self.app.save_dir)  # type: ignore[attr-defined]
        self.saved = {t.id for t, f in faces() if any(f.saves.holds(path) for path in saves)}  # games with a save
        self._fill()
        self.query_one("#missions", OptionList).focus()

    # ------------------------------------------------------------------ list
    def _fill(self) -> None:
        library = self.app.library  # type: ignore[attr-defined]
        words = self.query_one("#search", Input).value.lower().split()
        setting = self.query_one("#setting-filter", Select).value
        level = self.query_one("#difficulty-filter", Select).value
        missions = [
            m for m in sorted(library.missions.values(), key=lambda m: order_key(m.id))
            if setting in ("", m.setting.value) and level in ("", m.difficulty.value)
            and all(w in f"{m.id} {m.title} {m.briefing}".lower() for w in words)
        ]
        tagged = [(t.tag, e) for t, f in faces() if setting in ("", t.id) and level == "" for e in self._in_order(t.id, f)
                  if all(w in f"{e.id} {e.title} {e.briefing} {t.id}".lower() for w in words)]
        tables = [e for _, e in tagged]
        broken = [f for f in library.broken if all(w in str(f.path).lower() for w in words)]
        self.entries = [*missions, *tables, *broken]
        options = [Option(self._line((DIFFICULTY_MARK[m.difficulty], "yellow"), (m.title, "bold"), (m.id, "dim")), id=f"e{k}")
                   for k, m in enumerate(missions)]
        options += [Option(self._line((tag, "yellow"), (e.title, "bold"), (e.id, "dim")), id=f"e{len(missions) + k}")
                    for k, (tag, e) in enumerate(tagged)]
        options += [Option(self._line(("✗ ", "bold red"), ("broken", "bold red"), (f.path.name, "")),
                           id=f"e{len(missions) + len(tables) + k}") for k, f in enumerate(broken)]
        listing = self.query_one("#missions", OptionList)
        listing.clear_options()
        listing.add_options(options)
        listing.highlighted = 0 if options else None
        total = len(library.missions)
        self.query_one("#browser-count", Static).update(
            Text(f"{len(missions)} of {total} missions shown · {plural(len(tables), 'table game')} · "
                 f"{plural(len(library.broken), 'broken file')}", style="dim"))
        if not options:
            self._show(None)

    def _in_order(self, game: str, face: Face) -> list[Entry]:
        """A game's entries in its order; its tutorials first while the player has no save of that game."""
        found = distinct(face.entries(self.app.library))  # type: ignore[attr-defined]
        return found if game in self.saved else sorted(found, key=lambda e: not e.tutorial)

    @staticmethod
    def _line(*parts: tuple[str, str]) -> Text:
        line = Text(no_wrap=True, overflow="ellipsis")
        for k, (text, style) in enumerate(parts):
            line.append(("  " if k else "") + text, style)
        return line

    @on(Input.Changed, "#search")
    @on(Select.Changed)
    def _filters_changed(self) -> None:
        self._fill()

    @on(OptionList.OptionHighlighted, "#missions")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._show(self._entry(event.option))

    @on(OptionList.OptionSelected, "#missions")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self._play(self._entry(event.option))

    def _entry(self, option: Option | None) -> Mission | LoadedFile | Entry | None:
        if option is None or option.id is None:
            return None
        return self.entries[int(option.id[1:])]

    @property
    def current(self) -> Mission | LoadedFile | Entry | None:
        return self._entry(self.query_one("#missions", OptionList).highlighted_option)

    # ------------------------------------------------------------------ detail
    def _show(self, entry: Mission | LoadedFile | Entry | None) -> None:
        head = self.query_one("#mission-head", Static)
        text = self.query_one("#mission-text", Static)
        legend = self.query_one("#mission-legend", Static)
        map_view = self.query_one("#mission-map", MapView)
        play = self.query_one("#play", Button)
        map_view.display = False
        race_map = self.query_one("#race-map", Static)
        race_map.display = False
        legend.update("")
        if entry is None:
            head.update(Text("No mission matches.", style="dim"))
            text.update("")
            play.disabled = True
            return
        if isinstance(entry, LoadedFile):
            head.update(Text.assemble(("Broken content file\n", "bold red"), (str(entry.path), "")))
            text.update(Group(*(Text(f"• {error}") for error in entry.errors),
                              Text("\nFix the file (zombie-table validate lists every problem) to play it.", style="dim")))
            play.disabled = True
            return
        if isinstance(entry, Entry):
            play.disabled = False
            self._show_table(entry, head, race_map, legend, text)
            return
        m = entry
        play.disabled = False
        head.update(Text.assemble(
            (m.title, "bold"), "  ", (m.id, "dim"), "\n",
            f"{m.setting.value} · {m.difficulty.value.replace('_', ' ')} {DIFFICULTY_MARK[m.difficulty]} · "
            f"{span(m.players)} player{'s' * (m.players != (1, 1))} · "
            f"{span(m.survivors)} survivor{'s' * (m.survivors != (1, 1))} · about {m.duration} min",
        ))
        library = self.app.library  # type: ignore[attr-defined]
        problems: list[Text] = []
        board = self._board(m)
        if isinstance(board, BoardError):
            problems.append(Text(f"The map cannot be laid out: {board}", style="bold red"))
        else:
            overlay, unresolved = mission_overlay(m, board, zombie_types(library, m.setting), class_names(library, m.setting),
                                                  library.setting(m.setting).rules.start_noise)
            if unresolved:
                problems.append(Text(f"Pieces placed in zones that do not exist: {', '.join(unresolved)}", style="bold red"))
            map_view.display = True
            map_view.show(board, overlay)
            map_view.styles.height = map_view.virtual_size.height + 2
            legend.update(map_view.legend)
        parts: list[Text] = [*problems, Text(m.briefing.strip()), Text("\nObjectives", style="bold underline")]
        parts += [Text(f"{k}. {t}") for k, t in enumerate(m.objectives_text, 1)]
        if m.special_rules_text:
            parts.append(Text("\nSpecial rules", style="bold underline"))
            parts += [Text(f"• {t}") for t in m.special_rules_text]
        if m.forbidden_classes:
            parts.append(Text(f"\nNot allowed: {library.setting(m.setting).rules.class_names(m.forbidden_classes)}", style="bold"))
        tiles = ", ".join(f"{tid}" + (f" turned {rot}°" if rot else "") for _, _, tid, rot in m.slots())
        parts.append(Text(f"\nTiles: {tiles}", style="dim"))
        text.update(Group(*parts))

    def _show_table(self, entry: Entry, head: Static, picture: Static, legend: Static, text: Static) -> None:
        """A kernel game's entry (Roadside, Colony): its board as set up, briefing and goal."""
        low, high = entry.players
        head.update(Text.assemble((entry.title, "bold"), "  ", (entry.id, "dim"), "\n",
                                  f"{entry.game.capitalize()} · {entry.mode} · {span(entry.players)} player{'s' * (high > 1)}"
                                  + (" (people or bots)" if high > low else "")
                                  + (f" · variants: {', '.join(entry.modes)}" if entry.modes else "")))
        face = entry_face(entry)
        try:
            drawing, words = face.preview(entry, face.folder.of(self.app.library))  # type: ignore[attr-defined]
        except ContentLoadError as exc:  # the game's content does not load: say where, as `play` would
            drawing, words = Text(f"The {entry.game} content cannot be loaded:\n{exc}", style="bold red"), ""
        picture.display = True
        picture.update(drawing)
        legend.update(Text(words, style="dim"))
        text.update(Group(Text(entry.briefing), Text("\nGoal", style="bold underline"), Text(entry.goal),
                          Text(f"\nThe rules as played: docs/rules.md, {entry.game.capitalize()}. Keys: docs/tui.md.",
                               style="dim")))

    def _board(self, mission: Mission) -> Board | BoardError:
        if mission.id not in self._boards:
            library = self.app.library  # type: ignore[attr-defined]
            try:
                self._boards[mission.id] = mission_board(mission, Board.from_mission(mission, lambda tile_id: library.tile(mission.setting, tile_id)))
            except BoardError as exc:
                self._boards[mission.id] = exc
        return self._boards[mission.id]

    # ------------------------------------------------------------------ keys
    def on_key(self, event: events.Key) -> None:
        """Type-to-search: a printable key typed outside the search box goes into it."""
        search = self.query_one("#search", Input)
        if event.is_printable and event.character and self.focused is not search and event.character not in "/?":
            if isinstance(self.focused, Select):
                return
            search.focus()
            search.insert_text_at_cursor(event.character)
            event.stop()
            event.prevent_default()

    def action_search(self) -> None:
        self.query_one("#search", Input).focus()

    def action_back(self) -> None:
        search = self.query_one("#search", Input)
        if search.value:
            search.value = ""
            self.query_one("#missions", OptionList).focus()
            return
        self.app.pop_screen()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "play":
            try:
                return isinstance(self.current, (Mission, Entry))
            except NoMatches:  # asked while the screen is being built or taken down
                return None
        return True

    def action_play(self) -> None:
        self._play(self.current)

    @on(Button.Pressed, "#play")
    def _play_pressed(self) -> None:
        self._play(self.current)

    @on(Input.Submitted, "#search")
    def _search_done(self) -> None:
        """Enter in the search box does what Enter does everywhere here: set up the highlighted
        mission (the list takes the keyboard, for when nothing matched or the mission is broken)."""
        self.query_one("#missions", OptionList).focus()
        if self.current is not None:
            self._play(self.current)

    def _play(self, entry: Mission | LoadedFile | Entry | None) -> None:
        from zombie_table.tui.screens.setup import PartySetup
        from zombie_table.tui.screens.tables import TableSetup

        if isinstance(entry, Entry):
            self.app.push_screen(TableSetup(entry))
            return
        if isinstance(entry, Mission):
            problems = check_playable(entry, self.app.library)  # type: ignore[attr-defined]
            if problems:  # the same cross-checks as `validate`, `play` and `simulate`: show the error, do not start
                message = f"mission {entry.id} is broken: {problems[0]}"
                self.query_one("#mission-head", Static).update(Text.assemble(("Broken mission\n", "bold red"), (message, "")))
                self.query_one("#play", Button).disabled = True
                self.notify(message, title="Cannot play this mission", severity="error")
                return
            self.app.push_screen(PartySetup(entry))
