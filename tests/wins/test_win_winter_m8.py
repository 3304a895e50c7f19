"""winter-m8 (Banners on the Outer Lane): a winning line.

The greedy bot alone: it takes the relics (the red objectives), carries them to the spawn zones,
where its goal points once someone holds a relic, gives them up there (the setting scores that
action as the mission's), and kills the necromancer whose spawn zone no relic can move.
"""

from __future__ import annotations

from winkit import outcome, play_line

from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.settings.winter.relics import banner

SEED = 8
TEAM = ["vesna", "borte", "kaito", "maren", "radko", "saran"]


def winning_line() -> Game:
    return play_line("winter-m8", SEED, TEAM)


def test_every_spawn_zone_ends_at_the_banner() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert all(t.zone == banner(game) for t in game.state.spawns if not t.destroyed)
