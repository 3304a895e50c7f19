"""Typed events returned by `Game.apply`: the log, playback, reports and tests read these."""

from __future__ import annotations

from enum import Enum
from typing import Any, NamedTuple


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


class Event(NamedTuple):
    """Immutable and cheap to make: a game announces hundreds of them."""

    kind: Ev
    rule: str  # the rule that produced it, e.g. "move", "zombie-targeting", "spawn"
    text: str  # one readable line in the project's words
    data: dict[str, Any]

    def __str__(self) -> str:
        return self.text
