"""Friendly fire on the game screen (issue 16, point 6): a shot into a zone holding a teammate says
so in its label, and one that may kill the teammate asks to be confirmed before anything is rolled."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.screens.modals import ChoiceModal, ConfirmModal
from pilotkit import wait_for

TEAM = [("bo_tanner", "Ann"), ("jack_harlan", "Ann")]





def risky_shot(library: Library):
    """Bo Tanner's turn in 2R:s with only a Wolf Gun (3 dice, 4+, 1 damage), and Jack Harlan (2
    health) among two walkers in 2R:x at range 1: two misses of three kill Jack, a 50% chance."""
    game = new_game(library, "frontier-m0", TEAM, 3)
    while game.decision.kind != "act":
        game.apply(0)
    state = game.state
    bo, jack = state.survivors["bo_tanner"], state.survivors["jack_harlan"]
    for card in bo.inventory.cards():
        bo.inventory.remove(card)
        state.equipment.discard_pile.append(card)
    gun = next(c for c in state.bounty if state.cards[c] == "wolf_gun")
    state.bounty.remove(gun)
    bo.inventory.hand[0] = gun
    jack.zone = "2R:x"
    state.zombies = {"2R:x": {"walker": 2}}
    game.invalidate()
    return game


async def test_a_shot_that_may_kill_a_teammate_is_labelled_and_confirmed(library: Library, saves_dir: Path) -> None:
    game = risky_shot(library)
    [shot] = [a for a in game.legal_actions() if a.kind == "shoot"]
    jack = game.state.survivors["jack_harlan"].name
    assert f"friendly fire on {jack}: 1 wound per miss, 50% chance of death" in shot.label and shot.confirm
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack), "the game screen")
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        await wait_for(pilot, lambda: screen._acting(), "Bo's turn")
        game = screen.session.game
        decisions = len(game.history)

        await pilot.press("a")  # every action: the shot's label warns before it is chosen
        await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the action list")
        assert any(f"⚠ friendly fire on {jack}" in str(c.label) for c in app.screen.choices)
        await pilot.press("escape")

        await pilot.press("r", "1")  # shoot, the only target: the confirmation comes first
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmModal), "the friendly-fire confirmation")
        assert f"50% chance that {jack} dies" in app.screen.question
        await pilot.press("n")  # think again: nothing is rolled
        await wait_for(pilot, lambda: not isinstance(app.screen, ConfirmModal), "the confirmation to close")
        assert len(game.history) == decisions and game.state.zombies["2R:x"] == {"walker": 2}

        await pilot.press("r", "1")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmModal), "the confirmation again")
        await pilot.press("y")  # go ahead: the shot is taken
        await wait_for(pilot, lambda: len(game.history) > decisions, "the shot")
        assert game.history[decisions].startswith("shoot:bo_tanner")


@pytest.mark.parametrize("jsonl", [False, True])
def test_the_line_modes_show_the_warning_with_the_option(library: Library, tmp_path: Path, jsonl: bool) -> None:
    import io
    import json

    from zombie_table.commands.play import JsonLoop, TextLoop

    game = risky_shot(library)
    out = io.StringIO()
    (JsonLoop if jsonl else TextLoop)(game, io.StringIO("quit\n"), out, tmp_path).run()
    text = out.getvalue()
    if jsonl:
        decision = next(m for m in map(json.loads, text.splitlines()) if m["type"] == "decision")
        [shot] = [o for o in decision["options"] if o["key"].startswith("shoot:")]
        assert "50% chance that" in shot["confirm"]
        assert all(o["confirm"] is None for o in decision["options"] if o is not shot)
    else:
        lines = text.splitlines()
        at = next(i for i, line in enumerate(lines) if "Shoot 2R:x" in line)
        assert "⚠ friendly fire" in lines[at] and lines[at + 1].strip().startswith("! Friendly fire: 50% chance")


async def test_a_shot_that_cannot_kill_says_who_stands_there_before_the_quick_path_fires(library: Library,
                                                                                            saves_dir: Path) -> None:
    """Issue 29.4: with Jack's health one wound higher than the gun's damage per miss ×3, no miss can kill him;
    `r` then the target's number used to fire at once, the warning only in the `a` list. Now the Look panel
    shows the target's label (who stands there) and the number asks first, the label under the question."""
    game = risky_shot(library)
    jack = game.state.survivors["jack_harlan"]
    jack.health = 9  # three misses are three wounds: nobody can die
    game.invalidate()
    [shot] = [a for a in game.legal_actions() if a.kind == "shoot"]
    assert "nobody can die" in shot.label and not shot.confirm
    app = ZombieTableApp(library, game, playback="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack), "the game screen")
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        await wait_for(pilot, lambda: screen._acting(), "Bo's turn")
        decisions = len(screen.session.game.history)
        await pilot.press("r")
        await wait_for(pilot, lambda: bool(screen.targets), "the targets")
        console = Console(width=300, record=True, file=io.StringIO())
        console.print(screen.query_one("#look").content)
        assert f"#1: {shot.label}" in console.export_text()
        await pilot.press("1")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmModal), "the question before the shot")
        assert jack.name in app.screen.question and "friendly fire" in app.screen.detail
        assert len(screen.session.game.history) == decisions
        await pilot.press("y")
        await wait_for(pilot, lambda: len(screen.session.game.history) > decisions, "the shot")
