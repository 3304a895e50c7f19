"""The rules engine. Importing it registers every rule module's steps, decisions and actions."""

from zombie_table.engine import (  # noqa: F401  (imported for their registrations)
    combat,
    experience,
    flow,
    moves,
    noise,
    objectives,
    search,
    spawning,
    tactics,
    leadership,
    trade,
    zombies,
)
from zombie_table.engine.rulesets import frontier  # noqa: F401
