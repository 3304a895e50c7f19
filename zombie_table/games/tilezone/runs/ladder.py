"""The run's missions: each generated from the run's seed and its number, harder as the run goes on,
with the team set up as it left the last one."""

from __future__ import annotations

from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.content.missions import Difficulty, Mission
from zombie_table.games.tilezone.generation.mission import Request, generate, stream
from zombie_table.games.tilezone.runs.model import Run

CLIMB = (Difficulty.easy, Difficulty.medium, Difficulty.hard, Difficulty.very_hard)


def difficulty(number: int, length: int) -> Difficulty:
    """Easy first, the hardest last, rising in even steps between."""
    return CLIMB[min(len(CLIMB) - 1, (number - 1) * len(CLIMB) // length)]


def request(run: Run, number: int) -> Request:
    seed = stream(run.seed, f"leg:{number}").randrange(2**62)
    size = "2x2" if number <= (run.length + 1) // 2 else "3x3"
    return Request(Setting(run.setting), seed, size, difficulty(number, run.length), tuple(run.allies))


def next_mission(run: Run, library: Library) -> Mission:
    """The run's next mission, its team set up as it stands: XP, skills, cards and wounds."""
    mission = generate(request(run, run.next_number), library)
    setup = [{"survivor": m.survivor, "xp": m.xp, "skills": m.skills, "cards": m.cards, "wounds": m.wounds}
             for m in run.alive]
    count = len(setup)
    return mission.model_validate({**mission.model_dump(mode="json", exclude_unset=True, by_alias=True),
                                   "survivor_setup": setup, "survivors": [count, count]})
