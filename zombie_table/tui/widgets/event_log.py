"""The scrolling log of events: round, text, dice with hits and misses, and the rule applied."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import RichLog

from zombie_table.games.tilezone.events import Ev
from zombie_table.tui import glyphs
from zombie_table.tui.session import LogLine

KIND_STYLES: dict[str, str] = {  # by event kind (`Ev`, a str enum)
    Ev.zombie_attack: "bold red", Ev.zombie_move: "red", Ev.spawned: "red", Ev.card: "magenta",
    Ev.extra_activation: "bold magenta", Ev.wounded: "bold red", Ev.died: "bold red reverse",
    Ev.killed: "green", Ev.xp: "yellow", Ev.level_up: "bold yellow", Ev.skill: "bold yellow",
    Ev.objective: "bold cyan", Ev.escaped: "bold green", Ev.game_over: "bold reverse",
    Ev.round: "bold", Ev.phase: "bold", Ev.noise: "yellow", Ev.searched: "cyan", Ev.bounty: "bold cyan",
    Ev.healed: "bold green",
}


def dice_text(dice: list[int], hits: int) -> Text:
    """Each die with ✓ or ✗: the highest `hits` dice are the successes."""
    ranked = sorted(range(len(dice)), key=lambda i: -dice[i])
    good = set(ranked[:hits])
    text = Text()
    for i, die in enumerate(dice):
        hit = i in good
        text.append(f" {glyphs.HIT if hit else glyphs.MISS}{die}", style="bold green" if hit else "dim")
    return text


def log_text(line: LogLine) -> Text:
    event = line.event
    text = Text(f"R{line.round:<2} ", style="dim")
    if event.kind in (Ev.round, Ev.phase):
        text.append("── ", style="dim")
    text.append(event.text, style=KIND_STYLES.get(event.kind, ""))
    if event.kind == Ev.rolled and event.data.get("dice"):
        text.append(" ")
        text.append_text(dice_text(event.data["dice"], event.data.get("hits", 0)))
    text.append(f"  ·{event.rule}", style="dim italic")
    return text


class EventLog(RichLog, can_focus=False):
    """Keeps pace with the session's log: appends new lines, rewrites after an undo or a resize.

    It never takes the focus: the game screen's keys stay with the map; the mouse wheel scrolls it."""

    def __init__(self, **kwargs) -> None:
        super().__init__(wrap=True, markup=False, highlight=False, auto_scroll=True, min_width=20, **kwargs)
        self.lines_shown: list[LogLine] = []
        self.generation = 0
        self._wrapped_at = 0

    def sync(self, lines: list[LogLine], generation: int) -> None:
        """Show `lines`; a new `generation` (the log was cut by an undo) rewrites everything."""
        shown = len(self.lines_shown)
        if generation != self.generation or len(lines) < shown:
            self.clear()
            shown, self.generation = 0, generation
        for line in lines[shown:]:
            self.write(log_text(line))
        self.lines_shown = list(lines)

    def on_resize(self) -> None:
        """Wrap again when the width changed."""
        width = self.scrollable_content_region.width
        if width == self._wrapped_at:
            return
        self._wrapped_at = width
        self.clear()
        for line in self.lines_shown:
            self.write(log_text(line))
