"""The tile-and-zone family: board and zone graph, sight, movement, noise, combat, the zombies'
phase, spawning, skills, objectives and the state they share. A setting adds its own package
under `settings/` and builds its ruleset from these modules (`family.family_ruleset`); a game
reads that ruleset (`settings.ruleset_for`), never whatever happens to be imported."""
