"""The rules engine. Importing it registers every rule module's steps, decisions and actions."""

from zombie_table.engine import (  # noqa: F401  (imported for their registrations)
    combat,
    companions,
    experience,
    flow,
    machines,
    missionrules,
    moves,
    noise,
    objectives,
    search,
    spawning,
    tactics,
    leadership,
    trade,
    train,
    zombies,
)
from zombie_table.engine.rulesets import frontier  # noqa: F401
