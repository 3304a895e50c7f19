"""#29.13: each setting names its own things on the game screen and in the log: Outpost's horde are
xenos (the phase, the Decks panel, the danger line, the cards drawn), and Winter's make-noise label
speaks of the noise token its zones keep, not of the family's one Bang! token."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.console import Console
from textual.widgets import Static

from pilotkit import wait_for
from zombie_table.bots.runner import default_team
from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.game import GameScreen

HORDE = {"frontier-m0": ("Zombies", "Xeno"), "winter-m0": ("Zombies", "Xeno"), "outpost-m0": ("Xenos", "Zombie")}


def plain(renderable) -> str:
    console = Console(width=300, file=open("/dev/null", "w"), record=True)
    console.print(renderable)
    return console.export_text()


def through_a_zombies_phase(game) -> str:
    """Set-up answered, every survivor's turn ended: one zombies' phase played; its log, as text."""
    start, seen = game.state.round, list(game.events)
    while game.state.round == start or game.decision.kind != "act":
        ends = [a for a in game.legal_actions() if a.kind == "end_turn"]
        seen += game.apply(ends[0] if ends else game.legal_actions()[0])
    return " ".join(e.text for e in seen)


@pytest.mark.parametrize("mission", sorted(HORDE))
async def test_the_screen_and_the_log_use_the_settings_own_words(library: Library, saves_dir: Path, mission: str) -> None:
    own, foreign = HORDE[mission]
    game = new_game(library, mission, default_team(library, mission, "Ann"), 4)
    logged = through_a_zombies_phase(game)
    assert f"{own[:-1]} card #" in logged and f"{foreign} card #" not in logged
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, GameScreen), "the game")
        decks = plain(app.screen.query_one("#decks", Static).content)
        assert f"{own}  " in decks and f"{own.lower()}" in decks and foreign not in decks
        assert foreign.lower() not in decks.lower()


def test_each_settings_make_noise_label_fits_its_noise(library: Library) -> None:
    """Frontier and Outpost have one Bang! token; Winter's zones keep noise tokens of their own."""
    labels = {}
    for mission in ("frontier-m0", "winter-m0", "outpost-m0"):
        game = new_game(library, mission, default_team(library, mission, "Ann"), 4)
        while game.decision.kind != "act":
            game.apply(0)
        labels[mission] = next(a.label for a in game.legal_actions() if a.kind == "make_noise")
    assert "Bang!" in labels["frontier-m0"] and "zombies" in labels["frontier-m0"]
    assert "Bang!" in labels["outpost-m0"] and "xenos" in labels["outpost-m0"]
    assert "Bang!" not in labels["winter-m0"] and "noise token" in labels["winter-m0"]
