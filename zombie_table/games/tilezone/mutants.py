"""How the tile-and-zone family judges a mutant of one of its files (`games/mutants.py`): its
missions, tiles and setting files go through the family's `validate` checks, `show` of the missions
the file touches, and a set-up and random-bot decisions of one of them."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

from zombie_table.content.library import Library
from zombie_table.games.mutants import laid_over, sink

if TYPE_CHECKING:
    from zombie_table.games.registry import Registered

DECISIONS = 150
"""Random-bot decisions played per mutant whose mission the cross-checks accept."""


def judge(game: Registered, path: Path, base: Library, seed: int) -> tuple[str, str]:
    # The judge plays the commands over the game, and the commands import the games: each at call time.
    from zombie_table.bots import default_team, make_bot  # (the bots import the family's engine)
    from zombie_table.commands.common import CommandError, broken_missions, playable_mission  # (commands: see above)
    from zombie_table.commands.show import _show_mission  # (commands: see above)
    from zombie_table.commands.validate import problems_in  # (commands: see above)
    from zombie_table.content.missions import Mission  # (content models load only for a fuzz run)
    from zombie_table.content.tiles import Tile  # (content models load only for a fuzz run)
    from zombie_table.games.tilezone.setup import SetupError, new_game  # (the engine loads only for a fuzz run)

    library, loaded = laid_over(base, path)
    broken_missions(library)  # `missions`
    problems = problems_in([loaded], library)  # `validate`
    model = loaded.model
    if model is None:
        return "refused by the loader", str(loaded.errors[0])
    if isinstance(model, Mission):
        targets = [model.id]
    elif isinstance(model, Tile):
        targets = [m.id for m in library.missions.values() if any(t == model.id for _, _, t, _ in m.slots())][:1]
    else:
        setting = getattr(model, "setting", None) or getattr(model, "id", None)
        targets = sorted(m.id for m in library.missions.values() if m.setting == setting)
        targets = random.Random(seed).sample(targets, min(1, len(targets)))
    for mission_id in targets:  # `show` draws even a mission `validate` flags
        try:
            _show_mission(sink(), library, mission_id, True)
        except CommandError:
            pass
    outcome, detail = ("refused by validate", str(problems[0])) if problems else ("valid, not played", "")
    for mission_id in targets:  # `play` and `simulate`
        try:
            playable_mission(library, mission_id)
            team = default_team(library, mission_id)
        except (CommandError, SetupError, LookupError) as exc:
            if not problems:
                outcome, detail = "valid, refused by play", str(exc)
            continue
        played = new_game(library, mission_id, team, seed)
        played.undo_enabled = False
        bot = make_bot("random", seed)
        for _ in range(DECISIONS):
            if played.over:
                break
            played.apply(bot.choose(played))
        if not problems:
            outcome, detail = "valid, played", f"{mission_id}: {len(played.history)} decisions"
    return outcome, detail
