"""Party set-up: solo or hotseat, players' names, the team (within the mission's limits and
forbidden classes) and who plays whom, the seed (random, shown, editable), and the rule options."""

from __future__ import annotations

import secrets
from typing import Any

from rich.console import Group
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import (
    Button,
    Checkbox,
    Collapsible,
    DataTable,
    Input,
    Label,
    RadioButton,
    RadioSet,
    Select,
    Static,
)

from zombie_table.content.library import SettingData
from zombie_table.content.missions import Mission
from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.options import RuleOptions, options_model
from zombie_table.games.tilezone.settings import ruleset_for
from zombie_table.games.tilezone.setup import SetupError, default_team, new_game
from zombie_table.games.tilezone.state import LEVELS
from zombie_table.tui import glyphs
from zombie_table.tui.session import Session
from zombie_table.tui.widgets import options as rule_options
from zombie_table.tui.widgets.key_bar import KeyBar

MAX_PLAYERS = 6
DEFAULT_NAMES = ("Ann", "Ben", "Cleo", "Dev", "Eli", "Fay")


class PartySetup(Screen):
    TITLE_TEXT = "Party set-up"
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("space", "toggle", "Add/remove"),
        Binding("p", "owner", "Change player"),
        Binding("ctrl+r", "reseed", "New seed"),
        Binding("ctrl+g", "start", "Start game"),
    ]
    KEYS_HELP = ("In the survivor table: Space or Enter (or a click) adds or removes the survivor, p passes them to the "
                 "next player. Tab moves between the fields; Ctrl+G starts the game.")

    def __init__(self, mission: Mission) -> None:
        super().__init__()
        self.mission = mission
        self.options_model: type[RuleOptions] = options_model(ruleset_for(mission.setting.value))
        self.players = 1
        self.team: dict[str, int] = {}  # survivor id -> player index, in the order picked

    @property
    def data(self) -> SettingData:
        return self.app.library.setting(self.mission.setting)  # type: ignore[attr-defined]

    def forbidden(self, sid: str) -> bool:
        return self.data.survivor_by_id[sid].survivor_class in self.mission.forbidden_classes

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        m = self.mission
        lo, hi = m.survivors
        yield Static(Text.assemble(("Set up ", "bold"), (m.title, "bold"), (f"  {m.id}", "dim"),
                                   f"   {lo}–{hi} survivors · {m.players[0]}–{m.players[1]} players"
                                   + (f" · not allowed: {self.data.rules.class_names(m.forbidden_classes)}" if m.forbidden_classes else "")),
                     id="setup-head")
        with Horizontal(id="setup"):
            with VerticalScroll(id="setup-left"):
                yield Label("Play", classes="section")
                with RadioSet(id="mode"):
                    yield RadioButton("Solo", value=True, id="solo")
                    yield RadioButton("Hotseat", id="hotseat")
                yield Static(Text("Solo: one player runs the whole team. Hotseat: 2–6 players share the keyboard, "
                                  "each playing their own survivors; name a player \"bot\" and a bot plays theirs.", style="dim"),
                             id="mode-help")
                yield Label("Players", classes="section")
                with Horizontal(id="player-count"):
                    yield Button("−", id="fewer", compact=True)
                    yield Static("1 player", id="players-label")
                    yield Button("+", id="more", compact=True)
                for k in range(MAX_PLAYERS):
                    yield Input(value=DEFAULT_NAMES[k] if k else "Player", id=f"player-{k}", max_length=16,
                                placeholder=f"player {k + 1}")
                yield Label("Seed", classes="section")
                with Horizontal(id="seed-row"):
                    yield Input(value=str(secrets.randbelow(10**9)), id="seed", type="integer")
                    yield Button("New", id="reseed", compact=True)
                with Collapsible(title="Rule options", id="options"):
                    yield from rule_options.widgets(self.options_model)
            with Vertical(id="setup-team"):
                yield DataTable(id="survivors", cursor_type="row", zebra_stripes=True)
                with VerticalScroll(id="setup-details"):
                    yield Static("", id="survivor-details")
        with Vertical(id="setup-bottom"):  # the status has the whole width to wrap in, the button under it
            yield Static("", id="setup-status")
            yield Button("Start game (^g)", id="start", variant="success", compact=True)
        yield KeyBar()

    def on_mount(self) -> None:
        table = self.query_one("#survivors", DataTable)
        for key, label in (("in", "Team"), ("name", "Survivor"), ("class", "Class"), ("health", "Health"),
                           ("fav", "Fav."), ("player", "Player")):
            table.add_column(label, key=key)
        try:
            self.team = {sid: 0 for sid, _ in default_team(self.app.library, self.mission.id)}  # type: ignore[attr-defined]
        except SetupError:  # too few allowed survivors: the status says so
            self.team = {}
        for s in self.data.survivors.survivors:
            health = skills.starting_health(self.data.rules, s)
            table.add_row(self._in_cell(s.id), s.name, self.data.rules.class_name(s.survivor_class), glyphs.HEART * health,
                          s.favourite, self._player_cell(s.id), key=s.id)
        self._sync_players()
        table.focus()

    # ------------------------------------------------------------------ cells
    def _in_cell(self, sid: str) -> Text:
        if self.forbidden(sid):
            return Text("✗ no", style="dim")
        return Text("✓ in", style="bold green") if sid in self.team else Text("○ —", style="dim")

    def _player_cell(self, sid: str) -> Text:
        if sid not in self.team:
            return Text("")
        k = self.team[sid]
        return Text(self.player_names()[k], style=glyphs.PLAYER_STYLES[k % len(glyphs.PLAYER_STYLES)])

    def player_names(self) -> list[str]:
        return [self.query_one(f"#player-{k}", Input).value.strip() for k in range(self.players)]

    def _refresh_rows(self) -> None:
        table = self.query_one("#survivors", DataTable)
        for s in self.data.survivors.survivors:
            table.update_cell(s.id, "in", self._in_cell(s.id))
            table.update_cell(s.id, "player", self._player_cell(s.id))
        self._validate()

    def _sync_players(self) -> None:
        hotseat = self.query_one("#hotseat", RadioButton).value
        if not hotseat:
            self.players = 1
        self.query_one("#player-count").display = hotseat
        self.query_one("#players-label", Static).update(f"{self.players} player{'s' if self.players > 1 else ''}")
        for k in range(MAX_PLAYERS):
            self.query_one(f"#player-{k}", Input).display = k < self.players
        self.team = {sid: (k if k < self.players else 0) for sid, k in self.team.items()}
        self._refresh_rows()

    # ------------------------------------------------------------------ events
    @on(RadioSet.Changed, "#mode")
    def _mode(self, event: RadioSet.Changed) -> None:
        if event.pressed.id == "hotseat" and self.players == 1:
            self.players = 2
            first = self.query_one("#player-0", Input)
            if first.value == "Player":
                first.value = DEFAULT_NAMES[0]
            for k, sid in enumerate(self.team):
                self.team[sid] = k % self.players
        self._sync_players()

    @on(Button.Pressed, "#fewer")
    def _fewer(self) -> None:
        self.players = max(2, self.players - 1)
        self._sync_players()

    @on(Button.Pressed, "#more")
    def _more(self) -> None:
        self.players = min(MAX_PLAYERS, self.players + 1)
        self._sync_players()

    @on(Input.Changed)
    def _edited(self, event: Input.Changed) -> None:
        if event.input.id and event.input.id.startswith("player-") and self.is_mounted:
            self._refresh_rows()
        else:
            self._validate()

    @on(Checkbox.Changed)
    @on(Select.Changed)
    def _option(self) -> None:
        if self.is_mounted:  # a list says its first value while the screen is still being built
            self._validate()

    @on(DataTable.RowHighlighted, "#survivors")
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._details(str(event.row_key.value))

    @on(DataTable.RowSelected, "#survivors")
    def _row_selected(self, event: DataTable.RowSelected) -> None:
        self._toggle(str(event.row_key.value))

    @on(Button.Pressed, "#reseed")
    def _reseed_pressed(self) -> None:
        self.action_reseed()

    @on(Button.Pressed, "#start")
    def _start_pressed(self) -> None:
        self.action_start()

    # ------------------------------------------------------------------ actions
    def _current(self) -> str | None:
        table = self.query_one("#survivors", DataTable)
        if table.row_count == 0:
            return None
        return str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value)

    def action_toggle(self) -> None:
        sid = self._current()
        if sid is not None:
            self._toggle(sid)

    def _toggle(self, sid: str) -> None:
        if self.forbidden(sid):
            self._say(f"{self.data.survivor_by_id[sid].name} is a {self.data.rules.class_name(self.data.survivor_by_id[sid].survivor_class)}: "
                      "this mission does not allow that class.", error=True)
            return
        if sid in self.team:
            del self.team[sid]
        else:
            counts = [list(self.team.values()).count(k) for k in range(self.players)]
            self.team[sid] = counts.index(min(counts))
        self._refresh_rows()

    def action_owner(self) -> None:
        sid = self._current()
        if sid in self.team and self.players > 1:
            self.team[sid] = (self.team[sid] + 1) % self.players
            self._refresh_rows()

    def action_reseed(self) -> None:
        self.query_one("#seed", Input).value = str(secrets.randbelow(10**9))

    def action_back(self) -> None:
        self.app.pop_screen()

    # ------------------------------------------------------------------ checking and starting
    def _say(self, message: str, error: bool = False) -> None:
        self.query_one("#setup-status", Static).update(Text(message, style="bold red" if error else ""))

    def _options(self) -> dict[str, Any]:
        """Changed rule options; raises ValueError with a readable message."""
        return rule_options.changed(self, self.options_model)

    def _problems(self) -> list[str]:
        lo, hi = self.mission.survivors
        names = self.player_names()
        out = []
        if not lo <= len(self.team) <= hi:
            out.append(f"choose {lo}–{hi} survivors (now {len(self.team)})")
        if any(not n for n in names):
            out.append("every player needs a name")
        elif len(set(names)) != len(names):
            out.append("players need different names")
        idle = [names[k] for k in range(self.players) if k not in self.team.values()]
        if idle:
            out.append(f"{', '.join(idle)} {'has' if len(idle) == 1 else 'have'} no survivor")
        plo, phi = self.mission.players
        if not plo <= self.players <= phi:
            out.append(f"this mission is for {plo}–{phi} players")
        if not self.query_one("#seed", Input).value.strip().isdigit():
            out.append("the seed must be a whole number")
        try:
            self._options()
        except ValueError as exc:
            out.append(str(exc))
        return out

    def _validate(self) -> bool:
        problems = self._problems()
        if problems:
            self._say("To start: " + "; ".join(problems) + ".", error=True)
        else:
            names = self.player_names()
            who = " · ".join(
                f"{names[k]}: " + ", ".join(self.data.survivor_by_id[sid].name for sid, p in self.team.items() if p == k)
                for k in range(self.players))
            self._say(f"Ready — {who}")
        self.query_one("#start", Button).disabled = bool(problems)
        self.refresh_bindings()
        return not problems

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "start":
            try:
                return not self._problems() or None
            except NoMatches:  # asked while the screen is being built or taken down
                return None
        return True

    def action_start(self) -> None:
        if not self._validate():
            return
        names = self.player_names()
        team = [(sid, names[k]) for k in range(self.players) for sid, p in self.team.items() if p == k]
        library = self.app.library  # type: ignore[attr-defined]
        try:
            game = new_game(library, self.mission.id, team, int(self.query_one("#seed", Input).value), self._options())
        except SetupError as exc:
            self._say(str(exc), error=True)
            return
        self.app.open_game(Session(library, game, self.app.save_dir))  # type: ignore[attr-defined]

    # ------------------------------------------------------------------ details
    def _details(self, sid: str) -> None:
        data = self.data
        s = data.survivor_by_id[sid]
        cls = next((c for c in data.rules.classes if c.id == s.survivor_class), None)
        health = skills.starting_health(data.rules, s)
        parts: list[Text] = [Text.assemble((s.name, "bold"), "  ", (data.rules.class_name(s.survivor_class), "italic"))]
        if self.forbidden(sid):
            parts.append(Text("This mission does not allow this class.", style="bold red"))
        if s.blurb:
            parts.append(Text(s.blurb, style="dim"))
        if cls and cls.text:
            parts.append(Text(cls.text))
        starts = ", ".join(data.cards[c].name for c in s.starts_with if c in data.cards)
        parts.append(Text(f"Health {glyphs.HEART * health} {health} · favourite slot: {s.favourite}"
                          + (f" · starts with {starts}" if starts else "")))
        for level in LEVELS:
            row = Text(f"{glyphs.LEVEL_LETTER[level]} {level.upper():<7}", style=glyphs.LEVEL_STYLE[level])
            names = [skills.label_and_text(data, ref) for ref in s.skills.level(level)]
            row.append(" or ".join(n for n, _ in names), style="bold")
            if len(names) > 1:
                row.append(" (choose one)", style="dim")
            parts.append(row)
            for name, text in names:
                if text:
                    parts.append(Text(f"    {name}: {text}", style="dim"))
        self.query_one("#survivor-details", Static).update(Group(*parts))
