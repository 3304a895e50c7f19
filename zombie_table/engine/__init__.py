"""The rules of the tile-and-zone family. A game reads its setting's ruleset (`rulesets.ruleset_for`), never
whatever happens to be imported."""
