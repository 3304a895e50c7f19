"""The tile family's event kinds. Its events are the kernel's `Event` (re-exported here), with `kind` one of `Ev`:
the log, playback, reports and tests read these."""

from __future__ import annotations

from enum import Enum

from zombie_table.kernel.events import Event

__all__ = ["Ev", "Event"]


class Ev(str, Enum):
    setup = "setup"
    round = "round"
    phase = "phase"
    turn = "turn"
    moved = "moved"
    searched = "searched"
    card = "card"
    rolled = "rolled"
    hit = "hit"
    killed = "killed"
    missed = "missed"
    wounded = "wounded"
    died = "died"
    healed = "healed"
    noise = "noise"
    xp = "xp"
    level_up = "level_up"
    skill = "skill"
    objective = "objective"
    zombie_attack = "zombie_attack"
    zombie_move = "zombie_move"
    spawned = "spawned"
    extra_activation = "extra_activation"
    spawn_token = "spawn_token"
    token = "token"
    reloaded = "reloaded"
    escaped = "escaped"
    bounty = "bounty"
    inventory = "inventory"
    game_over = "game_over"
    info = "info"
