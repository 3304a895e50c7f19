"""A run from its first mission to its end: each mission generated and written as content, played by
whatever plays it (a bot, the line mode, the TUI), recorded, and the camp's reward taken."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.generation.mission import stream, to_yaml
from zombie_table.games.tilezone.runs import camp, store
from zombie_table.games.tilezone.runs.ladder import next_mission
from zombie_table.games.tilezone.runs.model import Leg, Member, Run
from zombie_table.games.tilezone.setup import new_game
from zombie_table.games.tilezone.view.missionmap import small_map

TEAM = 4
"""Survivors a run starts with when none are named."""


def daily_seed(day: datetime.date) -> int:
    """The same seed for everyone on the same day."""
    return stream(int(day.strftime("%Y%m%d")), "daily").randrange(2**62)


def start(library: Library, setting: Setting, seed: int, length: int, survivors: list[str] | None = None,
          player: str = "Player", daily: datetime.date | None = None) -> Run:
    data = library.setting(setting)
    known = {s.id: s for s in data.survivors.survivors}
    chosen = survivors or list(known)[:TEAM]
    unknown = [sid for sid in chosen if sid not in known]
    if unknown:
        raise ValueError(f"unknown survivor {unknown[0]!r} for {setting.value}; known: {', '.join(known)}")
    team = [Member(survivor=sid, name=known[sid].name, player=player) for sid in chosen]
    run_id = f"{setting.value}-{daily.isoformat() if daily else seed}"
    return Run(id=run_id, setting=setting.value, seed=seed, length=length, team=team,
               daily=daily.isoformat() if daily else None)


@dataclass
class Table:
    """What plays a run's missions: `play` takes a game (and the file it autosaves to) and returns the
    game as it stands when the player stops; `choose` picks a reward of the offer."""

    play: Callable[[Game, Path], Game]
    choose: Callable[[Run], int]
    saves: Path | None = None


def library_for(run: Run, library: Library, saves_folder: Path | None = None) -> Library:
    return Library.load(extra=[*library_extra(library), store.missions_dir(run.id, saves_folder)])


def library_extra(library: Library) -> list[Path]:
    return sorted({f.path.parent for f in library.files if f.source == "extra"})


def play_on(run: Run, library: Library, table: Table) -> Run:
    """Play the run on from where it stands until it ends or the player stops mid-mission."""
    while run.status == "active":
        leg = _current_leg(run, library, table.saves)
        games = library_for(run, library, table.saves)
        game = (saves.load(games, Path(leg.save)) if leg.save and Path(leg.save).exists()
                else new_game(games, leg.mission, [(m.survivor, m.player) for m in run.alive], leg.seed))
        path = Path(leg.save) if leg.save else saves.autosave_path(game, table.saves)
        leg.save = str(path)
        store.write(run, table.saves)
        game = table.play(game, path)
        if not game.over:
            return run
        camp.close_leg(run, leg, game)
        if run.offer:
            camp.take(run, table.choose(run), library)
        store.write(run, table.saves)
    store.write_report(run, table.saves)
    return run


def _current_leg(run: Run, library: Library, saves_folder: Path | None) -> Leg:
    """The mission being played, or the next one, generated and written where its saves find it."""
    if run.legs and run.legs[-1].result is None:
        return run.legs[-1]
    mission = next_mission(run, library)
    folder = store.missions_dir(run.id, saves_folder)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{mission.id}.yaml").write_text(to_yaml(mission), encoding="utf-8")
    number = run.next_number
    leg = Leg(number=number, mission=mission.id, title=mission.title, difficulty=mission.difficulty.value,
              seed=stream(run.seed, f"dice:{number}").randrange(10**9),
              layout=[[tile or "" for tile in row] for row in mission.layout], picture=small_map(mission, library))
    run.legs.append(leg)
    run.allies = []  # they join this mission only
    return leg
