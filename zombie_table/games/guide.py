"""A guided game (a tutorial): the choices a scenario set-up's `guide` walks the player through, one
note per choice saying what to press and why, for every kernel game alike (Roadside, Colony).

The guide is part of the set-up (`setup.guide` in the entry's file), so a save keeps it and Continue
opens the game with its notes. Where the player is on the guided line is read from the game's own
history of choices (the action keys saves record): while every choice taken so far is the one its
step asks for, the note is the next step's; the first other choice leaves the line, and from then
on the note says so (undo back onto the line and the notes return). A step whose choice is not open
at the position (content changed under the guide) is treated the same way: the note never asks for
what cannot be done.

`problems` plays the guided line on a fresh game (what `validate` does for an entry with a guide):
a step whose choice is not open there, or a line that stops short of the game's end, is reported at
the step's line. Nothing here knows a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable

from pydantic import Field

from zombie_table.content.common import Strict

if TYPE_CHECKING:
    from zombie_table.content.loader import Path_
    from zombie_table.kernel.engine import Engine

NOTE_LENGTH = 230
"""The longest note: three lines of the guide panel at 80 columns (the smallest screen), never cut."""

OFF_LINE = ("You took another choice than the guide's, so its notes no longer fit this table. Play on as you "
            "like (every choice offered is a legal one), or take your last choice back (u) while no dice or "
            "card has been revealed since.")
PAST_END = "The guided part is over: the game is yours to finish as you like."


class GuideStep(Strict):
    """One choice of the guided line and the note shown while it is pending."""

    do: str = Field(pattern=r"^[a-z_]+(:[A-Za-z0-9_.-]+)*$", max_length=120,
                    description="the key of the choice this step asks for (its kind and arguments joined by ':', as a "
                                "save's `decisions` records them, e.g. `move:s41:walk`)")
    say: str = Field(min_length=1, max_length=NOTE_LENGTH, description="what to press or choose now, and why")


class Guided(Strict):
    """The part of a scenario set-up that guides a first game (a game's set-up model adds it)."""

    guide: list[GuideStep] = Field(default_factory=list, max_length=200,
                                   description="the guided line: one step per choice, the first first (a tutorial's "
                                               "notes); it must lead to the end of the game")
    guide_end: str = Field(PAST_END, min_length=1, max_length=NOTE_LENGTH,
                           description="the note once every step is taken (the game over, or going on)")


@dataclass(frozen=True)
class Note:
    """What the guide says now: the step's number (1-based; None off the line or past its end) and its note."""

    step: int | None
    steps: int
    text: str

    @property
    def heading(self) -> str:
        return f"Guide · step {self.step} of {self.steps}" if self.step is not None else "Guide"


def steps_of(game: "Engine") -> Guided | None:
    """The guide of a game started from a set-up with one (a game's engine keeps its set-up as `setup`)."""
    setup = getattr(game, "setup", None)
    return setup if isinstance(setup, Guided) and setup.guide else None


def note(guided: Guided, history: list[str], open_now: Iterable[str], over: bool) -> Note:
    """The note for a game whose choices so far are `history` and whose open choices are `open_now`."""
    steps = guided.guide
    for taken, step in zip(history, steps):
        if taken != step.do:
            return Note(None, len(steps), OFF_LINE)
    if len(history) >= len(steps):
        return Note(None, len(steps), guided.guide_end)
    step = steps[len(history)]
    if over or step.do not in set(open_now):
        return Note(None, len(steps), OFF_LINE)
    return Note(len(history) + 1, len(steps), step.say)


def note_of(game: "Engine") -> Note | None:
    """What the guide says at this game's position, if it is a guided game."""
    guided = steps_of(game)
    if guided is None:
        return None
    return note(guided, game.history, (a.key for a in game.legal_actions()), game.over)


def problems(guided: Guided, fresh: Callable[[int], "Engine"], seeds: Iterable[int] = (1, 2, 3)) -> list[tuple["Path_", str]]:
    """The guided line played on fresh games of these seeds (a tutorial must hold whatever seed the
    player starts with): each step whose choice is not open, or the end it does not reach, at its field.
    A set-up without a guide has nothing to check."""
    if not guided.guide:
        return []
    for seed in seeds:
        try:
            game = fresh(seed)
        except ValueError as exc:  # the entry cannot be set up (its seats): the guided line cannot be played
            return [(("setup", "guide"), f"the guided line cannot be played: {exc}")]
        for i, step in enumerate(guided.guide):
            keys = [a.key for a in game.legal_actions()]
            if step.do not in keys:
                shown = ", ".join(keys[:12]) + (" …" if len(keys) > 12 else "")
                where = "the game is over" if game.over else f"the choices are {shown}"
                return [(("setup", "guide", i, "do"), f"step {i + 1} asks for {step.do!r}, not open here "
                                                      f"(seed {seed}): {where}")]
            game.apply(step.do)
        if not game.over:
            return [(("setup", "guide"), f"the guided line ends before the game does (seed {seed}): it must lead "
                                          "to the end")]
    return []
