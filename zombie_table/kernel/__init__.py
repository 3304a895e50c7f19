"""The game kernel: knows no board game. The step loop, actions and decisions (`engine`), rulesets
that own every registry (`ruleset`), events, seeded chance (`rng`, `chance`), decks and observers."""
