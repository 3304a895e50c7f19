"""Seed challenges in the TUI, as `zombie-table challenge` plays them: today's challenge or a new one,
the bot's par on that very game (kept from an earlier measure, else measured in a worker while the
screen stays live), then the player's game in the challenge's own save, which `replay --verify` checks.
The screen is a home screen: the game's end comes back to it, and it keeps the player's result."""

from __future__ import annotations

import datetime
import random
import secrets
from pathlib import Path

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from zombie_table.bots import challenge as challenges
from zombie_table.bots.runner import default_team
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.setup import SetupError, new_game
from zombie_table.tui.session import Session
from zombie_table.tui.widgets.key_bar import KeyBar

PAR_BOT = "greedy"  # the command's default par bot


def save_path(challenge: challenges.Challenge, folder: Path | None) -> Path:
    """The challenge's save: the same file `zombie-table challenge` plays in."""
    return saves.save_dir(folder) / f"challenge-{challenge.id}.json"


class ChallengeScreen(Screen):
    """Pick today's challenge or a new one; see its par; play it once."""

    HOME = True  # the game's end returns here, where the result is kept
    REPLAYS = False  # a challenge is played once: its first result is the one kept
    TITLE_TEXT = "Challenge"
    BINDINGS = [Binding("escape", "app.back_to_menu", "Main menu")]
    KEYS_HELP = "A challenge is one mission and one seed, with a bot's win rate on it as the par."

    challenge: challenges.Challenge | None = None
    record: challenges.Record | None = None

    def compose(self) -> ComposeResult:
        with Vertical(id="challenge-box"):
            yield Static(Text("Seed challenges: one mission, one seed, a bot's par", style="bold"), id="challenge-head")
            yield OptionList(id="challenge-choices")
            yield Static("", id="challenge-note")
        yield KeyBar()

    @property
    def saves_folder(self) -> Path | None:
        return self.app.save_dir  # type: ignore[attr-defined,no-any-return]

    def on_mount(self) -> None:
        today = datetime.date.today().isoformat()
        self._offer([Option(f"Today's challenge ({today})", id="daily"), Option("A new challenge", id="new")])

    def on_screen_resume(self) -> None:
        if self.challenge is not None and self.record is not None:
            self._keep_result()

    def _offer(self, options: list[Option]) -> None:
        choices = self.query_one("#challenge-choices", OptionList)
        choices.clear_options()
        choices.add_options(options)
        choices.highlighted = 0
        choices.focus()

    def _note(self, text: str | Text) -> None:
        self.query_one("#challenge-note", Static).update(text)

    @on(OptionList.OptionSelected, "#challenge-choices")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        what = event.option.id or ""
        if what == "play":
            self.play()
        elif what in ("daily", "new"):
            self.choose(what)

    def choose(self, what: str) -> None:
        library = self.app.library  # type: ignore[attr-defined]
        try:
            self.challenge = (challenges.daily(library, datetime.date.today()) if what == "daily"
                              else challenges.pick(library, random.Random(secrets.randbits(64))))
        except challenges.ChallengeError as exc:
            self._note(Text(str(exc), style="bold red"))
            return
        mission = library.missions[self.challenge.mission]
        self.query_one("#challenge-head", Static).update(Text.assemble(
            (f"Challenge {self.challenge.id}", "bold"), f": {mission.title}, seed {self.challenge.seed}",
            f", the daily challenge of {self.challenge.daily}" if self.challenge.daily else ""))
        self._offer([])
        self._measure(self.challenge, challenges.PAR_GAMES)

    @work(thread=True, exclusive=True)
    def _measure(self, challenge: challenges.Challenge, games: int) -> None:
        """The kept par, else the bot plays the game `games` times here, off the screen's thread."""
        library = self.app.library  # type: ignore[attr-defined]
        try:
            record = challenges.kept_par(library, challenge, PAR_BOT, games, self.saves_folder)
        except challenges.ChallengeError as exc:
            self.app.call_from_thread(self._note, Text(f"{exc}; move it away to measure the par again", style="bold red"))
            return
        if record is None:
            played = [0]

            def advance() -> None:
                played[0] += 1
                self.app.call_from_thread(self._note, f"Par: the {PAR_BOT} bot plays it, game {played[0]} of {games}…")

            record = challenges.measure(library, challenge, PAR_BOT, games, advance)
            challenges.write(record, self.saves_folder)
        self.app.call_from_thread(self._par_known, record)

    def _par_known(self, record: challenges.Record) -> None:
        self.record = record
        self._note(f"Par: {record.par_text()}.")
        self._keep_result()

    def _keep_result(self) -> None:
        """The player's finished game, if there is one, written into the record; what is left to do offered."""
        assert self.challenge is not None and self.record is not None
        path = save_path(self.challenge, self.saves_folder)
        if self.record.result is None and path.exists():
            try:
                game = saves.load(self.app.library, path)  # type: ignore[attr-defined]
            except saves.SaveError as exc:
                self._note(Text(f"{exc}; move it away to start the challenge again", style="bold red"))
                return
            if game.over:
                self.record.result, self.record.rounds, self.record.save = game.state.result, game.state.round, str(path)
                challenges.write(self.record, self.saves_folder)
        if self.record.result is not None:
            self._note(f"Par: {self.record.par_text()}.\nYour result: {self.record.result} in round {self.record.rounds}. "
                       f"Anyone can check it: zombie-table replay --verify {self.record.save}")
            self._offer([])
            return
        self._offer([Option("Go on with your game" if path.exists() else "Play it", id="play")])

    def play(self) -> None:
        """The challenge's game on a game screen above this one, in the challenge's own save."""
        from zombie_table.tui.screens.game import GameScreen

        assert self.challenge is not None
        library = self.app.library  # type: ignore[attr-defined]
        path = save_path(self.challenge, self.saves_folder)
        try:
            game = (saves.load(library, path) if path.exists() else
                    new_game(library, self.challenge.mission, default_team(library, self.challenge.mission), self.challenge.seed))
        except (saves.SaveError, SetupError) as exc:
            self._note(Text(str(exc), style="bold red"))
            return
        session = Session(library, game, self.saves_folder, resumed_from=path if path.exists() else None)
        session.autosave_file = path
        self.app.push_screen(GameScreen(session))
