"""Typed events returned by `Game.apply`: the log, playback, reports and tests read these."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any


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


@dataclass(frozen=True)
class Event:
    kind: Ev
    rule: str  # the rule that produced it, e.g. "move", "zombie-targeting", "spawn"
    text: str  # one readable line in the project's words
    data: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.text
