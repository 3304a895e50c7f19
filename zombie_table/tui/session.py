"""A game being played in the TUI: the engine's Game plus its log, saves and undo bookkeeping.

Nothing here imports Textual, so the rules of the screen (what is logged, when it is saved, which
events the zombies' phase playback shows) are plain functions the tests can call directly.
"""

from __future__ import annotations

import json
import shlex
from dataclasses import dataclass
from pathlib import Path

from zombie_table.content.library import Library
from zombie_table.content.missions import Mission, order_key
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.events import Ev, Event
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.goals import goal_kind
from zombie_table.games.tilezone.options import options_model
from zombie_table.games.tilezone.setup import default_team, new_game
from zombie_table.games.tilezone.state import LEVELS
from zombie_table.kernel.words import why_no_undo
from zombie_table.tui import glyphs
from zombie_table.tui.picture import Picture
from zombie_table.tui.tutorial import TUTORIAL_SEED


@dataclass(frozen=True)
class LogLine:
    round: int
    event: Event


@dataclass
class Outcome:
    """What one decision did: its events, the picture before it, where the playback starts."""

    events: list[Event]
    before: Picture
    playback_from: int | None


def playback_start(events: list[Event], phase_before: str) -> int | None:
    """Index of the first event to play back: the zombies' phase (or its continuation), if any."""
    if phase_before != "players":
        return 0 if events else None
    for i, event in enumerate(events):
        if event.kind == Ev.phase and event.data.get("phase") == "zombies":
            return i
    return None


def tutorial_mission(library: Library) -> Mission | None:
    """The mission marked as the tutorial (the first in the missions' order), if the content has one."""
    return next((m for m in sorted(library.missions.values(), key=lambda m: order_key(m.id)) if m.tutorial), None)


def tutorial_game(library: Library) -> Game | None:
    """A new game of the tutorial with the team it sets up, or None when the content lacks it."""
    mission = tutorial_mission(library)
    if mission is None:
        return None
    return new_game(library, mission.id, default_team(library, mission.id), TUTORIAL_SEED)


REVEALED = ((Ev.rolled, "dice were rolled"), (Ev.searched, "a card was drawn"), (Ev.card, "a card was drawn"),
            (Ev.spawned, "zombies spawned"))


def revealed(events: list[Event]) -> str | None:
    """What the last of `events` that revealed something (dice, a card, a spawn) revealed, if any."""
    words = dict(REVEALED)
    for event in reversed(events):
        if event.kind in words:
            return words[event.kind]
    return None


class Session:
    def __init__(self, library: Library, game: Game, save_dir: Path | None = None, resumed_from: Path | None = None,
                 past: list[Event] | None = None):
        """`past`: for a resumed game, the events of replaying its save (`saves.load(..., events=)`),
        so that the log shows the game so far."""
        self.library, self.game, self.save_dir = library, game, save_dir
        self._letters = glyphs.survivor_letters(game)
        self.log: list[LogLine] = []
        self._marks: list[int] = []  # log length before each decision still on the engine's undo stack
        self.generation = 0  # counts undos: the log was cut and must be redrawn
        self.save_error: str | None = None
        self.undo_floor = "start"  # why undo can go no further back: "start", "resumed", or what was revealed
        self.autosave_file = saves.autosave_path(game, save_dir, resumed_from)  # this game's own, for good
        if resumed_from is not None or game.history:
            self._record(past or [], 1)
            where = f"{resumed_from.name} " if resumed_from is not None else ""
            note = Event(Ev.info, "save", f"Resumed {where}at round {game.state.round}, after {len(game.history)} decisions", {})
            self.log.append(LogLine(game.state.round, note))
            self.undo_floor = "resumed"
            self._marks = [len(self.log)] * len(game.undo_stack)  # decisions taken before the session began
        else:
            self._record(game.events, 1)

    @property
    def letters(self) -> dict[str, str]:
        """Each survivor's map letter; those who join later get theirs when they appear."""
        if not self._letters.keys() >= self.game.state.survivors.keys():
            self._letters = glyphs.survivor_letters(self.game, self._letters)
        return self._letters

    # ------------------------------------------------------------------ playing
    def apply(self, action: Action | int | str) -> Outcome:
        state = self.game.state
        before, phase_before, round_ = Picture.of(state), state.phase, state.round
        mark = len(self.log)
        events = self.game.apply(action)
        self._marks.append(mark)
        kept = len(self.game.undo_stack)
        self._marks = self._marks[len(self._marks) - kept:] if kept else []
        if not kept and self.game.undo_enabled:
            self.undo_floor = revealed(events) or self.undo_floor
        self._record(events, round_)
        self.autosave()
        return Outcome(events, before, playback_start(events, phase_before))

    def _record(self, events: list[Event], round_: int) -> None:
        for event in events:
            if event.kind == Ev.round:
                round_ = event.data.get("round", round_)
            self.log.append(LogLine(round_, event))

    def undo(self, steps: int = 1) -> bool:
        """Take back the last `steps` decisions (a person's and the bot teammates' after it) at once."""
        if not 0 < steps <= len(self.game.undo_stack):
            return False
        for _ in range(steps):
            self.game.undo()
            del self.log[self._marks.pop():]
        self.generation += 1
        self.autosave()
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self.game.undo_stack) and not self.game.over

    def why_no_undo(self) -> str:
        """Why `undo` has nothing to take back, in the player's words."""
        return why_no_undo(self.undo_floor, self.game.over)

    # ------------------------------------------------------------------ saves
    def autosave(self) -> Path | None:
        try:
            path = saves.write(self.game, self.autosave_file)
        except saves.SaveError as exc:
            self.save_error = str(exc)
            return None
        self.save_error = None
        return path

    def default_save_name(self) -> str:
        state = self.game.state
        return f"{state.mission}-{state.seed}-round{state.round}.json"

    def save_as(self, name: str) -> Path:
        """Write a save named `name` (a file name, not a path) into the save folder."""
        clean = Path(name.strip()).name
        if not clean:
            raise saves.SaveError("give the save a file name")
        if not clean.endswith(".json"):
            clean += ".json"
        return saves.write(self.game, saves.save_dir(self.save_dir) / clean)

    def restart(self) -> Session:
        """The same mission, team, seed and options, from the beginning."""
        state = self.game.state
        team = [(sid, player) for sid, player in state.team]
        game = new_game(self.library, state.mission, team, state.seed, state.options)
        return Session(self.library, game, self.save_dir)

    # ------------------------------------------------------------------ report
    def report_path(self) -> Path:
        state = self.game.state
        return saves.save_dir(self.save_dir) / f"report-{state.mission}-{state.seed}.md"

    def write_report(self) -> Path:
        path = self.report_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.tmp")
        tmp.write_text(report_markdown(self.game), encoding="utf-8")
        tmp.replace(path)
        return path


@dataclass(frozen=True)
class Stage:
    text: str
    progress: str
    done: bool
    current: bool


def objective_stages(game: Game) -> list[Stage]:
    """The mission's objectives in order, in the mission's words: one line per victory stage when it
    has one text per stage, one line per goal when it has one text per goal (a goal already met in
    the current stage shows done); otherwise each goal kind's own text. The progress is the kinds'."""
    state, mission = game.state, game.mission
    texts = mission.objectives_text
    per_stage = len(texts) == len(mission.victory)
    per_goal = not per_stage and len(texts) == sum(len(goals) for goals in mission.victory)
    words = iter(texts)
    out = []
    for k, goals in enumerate(mission.victory):
        kinds = [goal_kind(game, g) for g in goals]
        progress = [kind.progress(game, g) for kind, g in zip(kinds, goals)]
        done = k < state.stage or state.result == "victory"
        current = k == state.stage and not done
        if per_goal:
            for kind, g, p in zip(kinds, goals, progress):
                met = done or (current and kind.met(game, g))
                out.append(Stage(next(words), p, met, current and not met))
            continue
        text = texts[k] if per_stage else "; ".join(kind.text(game, g) for kind, g in zip(kinds, goals)).capitalize()
        out.append(Stage(text, ", ".join(p for p in progress if p), done, current))
    return out


def replay_command(game: Game) -> str:
    """The command line that starts this game again from the beginning."""
    state = game.state
    players: dict[str, list[str]] = {}
    for sid, player in state.team:
        players.setdefault(player, []).append(sid)
    args = ["zombie-table", "play", state.mission, "--seed", str(state.seed),
            "--players", ";".join(f"{p}:{','.join(ids)}" for p, ids in players.items())]
    defaults = options_model(game.ruleset)().model_dump()
    for name, value in state.options.items():
        if defaults.get(name) != value and not (isinstance(value, list) and tuple(value) == defaults.get(name)):
            args += ["--option", f"{name}={json.dumps(value) if not isinstance(value, str) else value}"]
    return shlex.join(args)


def report_markdown(game: Game) -> str:
    """The end-of-game report: result, rounds, survivors, kills by type, objectives, seed."""
    state, mission = game.state, game.mission
    result = (state.result or "unfinished").capitalize()
    types = [z for z in game.data.zombies.types if any(s.kills.get(z.id) for s in state.survivors.values())]
    out = [
        f"# {mission.title} — {result}",
        "",
        f"- Mission: {mission.title} ({mission.id}), {mission.setting.value}, {mission.difficulty.value.replace('_', ' ')}",
        f"- Result: {result}" + (f" — {state.cause}" if state.cause else ""),
        f"- Rounds played: {state.round}",
        f"- Seed: {state.seed}",
        f"- Players: {', '.join(state.players)}",
        f"- Decisions taken: {len(game.history)}",
        "",
        "## Survivors",
        "",
        "| Survivor | Player | Status | XP | Level | Wounds | Kills |",
        "|---|---|---|---:|---|---:|---:|",
    ]
    for s in state.survivors.values():
        level = LEVELS[s.level]
        out.append(f"| {s.name} | {s.player} | {s.status} | {s.xp} | {level.upper()} | {s.wounds}/{s.health} | {sum(s.kills.values())} |")
    out += ["", "## Kills by zombie type", ""]
    if types:
        out.append("| Survivor | " + " | ".join(z.name for z in types) + " | Total |")
        out.append("|---|" + "---:|" * (len(types) + 1))
        for s in state.survivors.values():
            counts = [s.kills.get(z.id, 0) for z in types]
            out.append(f"| {s.name} | " + " | ".join(map(str, counts)) + f" | {sum(counts)} |")
        totals = [sum(s.kills.get(z.id, 0) for s in state.survivors.values()) for z in types]
        out.append("| **All** | " + " | ".join(map(str, totals)) + f" | {sum(totals)} |")
    else:
        out.append("No zombie was killed.")
    out += ["", "## Objectives", ""]
    for stage in objective_stages(game):
        out.append(f"- [{'x' if stage.done else ' '}] {stage.text} ({stage.progress})")
    taken = [t for t in state.objectives if t.taken_by]
    if state.objectives:
        out.append("")
        out.append(f"Objective tokens taken: {len(taken)} of {len(state.objectives)}"
                   + (" (" + ", ".join(f"{state.survivors[t.taken_by].name} in {t.zone}" for t in taken) + ")" if taken else ""))
    out += ["", "## Play it again", "", "```", replay_command(game), "```", ""]
    return "\n".join(out)
