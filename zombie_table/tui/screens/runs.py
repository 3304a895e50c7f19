"""Runs in the TUI: the runs menu (a new run of a setting, today's daily run, a run to go on with) and
the camp between two missions (the team as it stands, how the last mission went, the rewards). Camp is
a home screen: a mission's game screen opens above it and leaving the game comes back to it."""

from __future__ import annotations

import datetime
import secrets
from pathlib import Path

from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from zombie_table.content.common import Setting
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.generation.recipe import recipe_for
from zombie_table.games.tilezone.runs import camp, flow, store
from zombie_table.games.tilezone.runs.model import Run
from zombie_table.games.tilezone.settings import settings
from zombie_table.games.tilezone.setup import SetupError, new_game
from zombie_table.tui.session import Session
from zombie_table.tui.widgets.key_bar import KeyBar

LENGTH = 5


class RunsScreen(Screen):
    """Start a run or go on with one."""

    TITLE_TEXT = "Runs"
    BINDINGS = [Binding("escape", "app.back_to_menu", "Main menu")]
    KEYS_HELP = "A run is five generated missions with one team; see docs/runs.md."

    def compose(self) -> ComposeResult:
        with Vertical(id="runs-box"):
            yield Static(Text("Runs: generated missions, one team, no second chances", style="bold"))
            yield OptionList(id="runs")
            yield Static("", id="runs-note")
        yield KeyBar()

    def on_mount(self) -> None:
        menu = self.query_one("#runs", OptionList)
        for path, item in store.every_run(self.app.save_dir):  # type: ignore[attr-defined]
            if isinstance(item, Run) and item.status == "active":
                menu.add_option(Option(f"Go on: {item.id} · mission {item.next_number} of {item.length} · "
                                       f"{len(item.alive)} alive", id=f"go:{path}"))
        today = datetime.date.today().isoformat()
        library = self.app.library  # type: ignore[attr-defined]
        for setting in (s for s in settings() if recipe_for(s)):
            name = library.setting(Setting(setting)).rules.name
            menu.add_option(Option(f"New run: {name}", id=f"new:{setting}"))
            menu.add_option(Option(f"Daily run: {name} of {today}", id=f"daily:{setting}"))
        menu.highlighted = 0
        menu.focus()

    @on(OptionList.OptionSelected, "#runs")
    def _picked(self, event: OptionList.OptionSelected) -> None:
        what, _, arg = (event.option.id or "").partition(":")
        library = self.app.library  # type: ignore[attr-defined]
        try:
            if what == "go":
                run = store.read(Path(arg))
            else:
                day = datetime.date.today() if what == "daily" else None
                seed = flow.daily_seed(day) if day else secrets.randbelow(10**9)
                run = flow.start(library, Setting(arg), seed, LENGTH, daily=day)
                existing = store.run_path(run.id, self.app.save_dir)  # type: ignore[attr-defined]
                run = store.read(existing) if existing.exists() else run
        except (store.RunError, ValueError) as exc:
            self.query_one("#runs-note", Static).update(Text(str(exc), style="bold red"))
            return
        self.app.push_screen(CampScreen(run))


class CampScreen(Screen):
    """Between missions: the team, the last mission's result, one reward to take; then the next mission."""

    HOME = True  # `back_to_menu` stops here: a run's game screen returns to its camp
    REPLAYS = False  # a run's mission is played once: no "play again" at its end
    TITLE_TEXT = "Camp"
    BINDINGS = [Binding("escape", "leave", "Main menu")]
    KEYS_HELP = "Enter takes the highlighted reward, or starts the next mission."

    def __init__(self, run: Run) -> None:
        super().__init__()
        self.run = run

    def compose(self) -> ComposeResult:
        with Vertical(id="camp-box"):
            yield Static(id="camp-head")
            yield Static(id="camp-team")
            yield OptionList(id="camp-choices")
            yield Static("", id="camp-note")
        yield KeyBar()

    def on_mount(self) -> None:
        self._settle()

    def on_screen_resume(self) -> None:
        self._settle()

    @property
    def saves_folder(self) -> Path | None:
        return self.app.save_dir  # type: ignore[attr-defined,no-any-return]

    def _settle(self) -> None:
        """Close the mission just played, if it ended, and show what comes next."""
        leg = self.run.legs[-1] if self.run.legs else None
        if leg is not None and leg.result is None and leg.save and Path(leg.save).exists():
            library = flow.library_for(self.run, self.app.library, self.saves_folder)  # type: ignore[attr-defined]
            try:
                game = saves.load(library, Path(leg.save))
            except saves.SaveError as exc:
                self.query_one("#camp-note", Static).update(Text(str(exc), style="bold red"))
                return
            if game.over:
                camp.close_leg(self.run, leg, game)
                if self.run.status != "active":
                    store.write_report(self.run, self.saves_folder)
        store.write(self.run, self.saves_folder)
        self._draw()

    def _draw(self) -> None:
        run = self.run
        last = next((leg for leg in reversed(run.legs) if leg.result), None)
        head = Text.assemble((f"Run {run.id}", "bold"), f" · seed {run.seed} · mission {min(run.next_number, run.length)} of {run.length}")
        if last is not None:
            head.append(f"\nMission {last.number}, {last.title}: {last.result}: {last.cause}")
        if run.status != "active":
            head.append(f"\nThe run is {run.status}. Report: {store.runs_dir(self.saves_folder) / (run.id + '.md')}", style="bold")
        self.query_one("#camp-head", Static).update(head)
        team = Table("survivor", "XP", "wounds", "carries", box=None)
        for m in run.team:
            team.add_row(m.name, str(m.xp), str(m.wounds) if m.alive else "dead",
                         ", ".join((m.cards or {}).values()) if m.alive else (m.died or ""))
        self.query_one("#camp-team", Static).update(team)
        choices = self.query_one("#camp-choices", OptionList)
        choices.clear_options()
        if run.offer:
            choices.add_options([Option(f"Take: {r.label}", id=f"reward:{i}") for i, r in enumerate(run.offer)])
        elif run.status == "active":
            playing = run.legs and run.legs[-1].result is None
            choices.add_option(Option("Go on with the mission" if playing else f"Next mission ({run.next_number} of {run.length})",
                                      id="play"))
        choices.add_option(Option("Main menu", id="leave"))
        choices.highlighted = 0
        choices.focus()

    @on(OptionList.OptionSelected, "#camp-choices")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        what, _, arg = (event.option.id or "").partition(":")
        if what == "reward":
            reward = camp.take(self.run, int(arg), self.app.library)  # type: ignore[attr-defined]
            store.write(self.run, self.saves_folder)
            self.query_one("#camp-note", Static).update(f"Taken: {reward.label}")
            self._draw()
        elif what == "play":
            self.play()
        else:
            self.action_leave()

    def play(self) -> None:
        """Open the run's mission (the next one, or the one under way) on a game screen above the camp."""
        from zombie_table.tui.screens.game import GameScreen

        app = self.app
        leg = flow._current_leg(self.run, app.library, self.saves_folder)  # type: ignore[attr-defined]
        library = flow.library_for(self.run, app.library, self.saves_folder)  # type: ignore[attr-defined]
        try:
            if leg.save and Path(leg.save).exists():
                game, resumed = saves.load(library, Path(leg.save)), Path(leg.save)
            else:
                game, resumed = new_game(library, leg.mission, [(m.survivor, m.player) for m in self.run.alive], leg.seed), None
        except (saves.SaveError, SetupError) as exc:
            self.query_one("#camp-note", Static).update(Text(str(exc), style="bold red"))
            return
        session = Session(library, game, self.saves_folder, resumed_from=resumed)
        leg.save = str(session.autosave_file)
        store.write(self.run, self.saves_folder)
        app.push_screen(GameScreen(session))

    def action_leave(self) -> None:
        self.app.pop_screen()
        self.app.back_to_menu()  # type: ignore[attr-defined]
