"""The kernel games' tutorials (issue 29.15): each is offered first in its game's list while the player
has no save of that game, and is won from the main menu by doing what its notes say, through the
screen's keys; every note shows at the position it is written for, fits at 80×24, and a choice off
the guided line is met with a note that says so, never a wrong instruction."""

from __future__ import annotations

import pytest
from pilotkit import wait_for

import guidedkit
from zombie_table.content.library import Library
from zombie_table.games import guide
from zombie_table.games.registry import listed
from zombie_table.games.roadside import view as roadside_view
from zombie_table.games.roadside.start import new_game as new_race
from zombie_table.games.roadside import saves as race_saves
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.browser import MissionBrowser
from zombie_table.tui.screens.modals import ChoiceModal
from zombie_table.tui.screens.tables import TABLES

LIBRARY = Library.load(user=False)
TUTORIALS = {e.game: e for e in listed(LIBRARY) if e.tutorial}
KEYS = {t.id: t.key for t in TABLES}


def roadside_key(screen, key: str) -> str | None:
    """A move's step: the number its space has on the map; any other step is a list's."""
    kind, *args = key.split(":")
    if kind != "move":
        return None
    return str(roadside_view.move_targets(screen.game, screen.moves)[args[0]])


def test_every_kernel_game_has_a_tutorial() -> None:
    assert set(TUTORIALS) == {t.id for t in TABLES}
    assert all(e.setup is not None and e.setup.guide for e in TUTORIALS.values())


WALKS = {"roadside": (roadside_key, "won"), "colony": (lambda screen, key: None, "stands")}
"""How each game's tutorial is walked through its screen (a step's own key, else its list) and the result it ends in."""


@pytest.mark.parametrize("game", sorted(TUTORIALS))
@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_the_tutorial_is_won_by_following_its_notes(game: str, size, saves_dir) -> None:
    entry, (key_of, result) = TUTORIALS[game], WALKS[game]
    app = ZombieTableApp(LIBRARY, playback="instant")
    async with app.run_test(size=size) as pilot:
        screen = await guidedkit.open_tutorial(pilot, app, KEYS[game], entry.id)
        await guidedkit.follow(pilot, app, screen, key_of)
        await wait_for(pilot, lambda: screen.shown_over and isinstance(app.screen, ChoiceModal), "the game's end")
        assert screen.game.state.result == result and app.screen.title_text == screen._ending()[0]
        assert screen.query_one(guidedkit.GuidePanel).content.plain.endswith(entry.setup.guide_end)


async def test_a_player_with_a_save_of_the_game_is_not_offered_its_tutorial_first(saves_dir) -> None:
    game = new_race(5, ["Ann"], "solo")
    race_saves.SAVES.write(game, [{"name": "Ann", "policy": ""}], race_saves.autosave_path(game, saves_dir))
    app = ZombieTableApp(LIBRARY, save_dir=saves_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: app.warm, "the main menu")
        await pilot.press(KEYS["roadside"])
        await wait_for(pilot, lambda: isinstance(app.screen, MissionBrowser), "the game's list")
        assert app.screen.current.id != TUTORIALS["roadside"].id
        assert TUTORIALS["roadside"].id in [e.id for e in app.screen.entries]


def fresh(entry, seed: int):
    """A new game of a kernel game's entry as `play` and `validate` start it."""
    from zombie_table.games.registry import game

    face = game(entry.game).face()
    return face.fresh(entry, face.content_of(LIBRARY), seed)


@pytest.mark.parametrize("game", sorted(TUTORIALS))
def test_the_note_follows_the_line_and_says_when_the_player_leaves_it(game: str) -> None:
    entry = TUTORIALS[game]
    position = fresh(entry, 7)
    steps = entry.setup.guide
    for n, step in enumerate(steps):
        assert guide.note_of(position) == guide.Note(n + 1, len(steps), step.say)
        for other in position.legal_actions():
            if other.key != step.do:  # off the line: the note says so instead of asking for what may no longer fit
                probe = position.lookahead()
                probe.apply(other.key)
                assert guide.note_of(probe) == guide.Note(None, len(steps), guide.OFF_LINE)
        position.apply(step.do)
        # taken back (undo cuts the history): the step's note again
        assert guide.note(entry.setup, position.history[:-1], [step.do], False).text == step.say
    assert position.over and guide.note_of(position).text == entry.setup.guide_end


def test_a_note_whose_choice_is_not_open_never_asks_for_it() -> None:
    """A guide whose step cannot be taken at the position (content changed under it) says it is off the line."""
    entry = TUTORIALS["roadside"]
    position = fresh(entry, 7)
    assert guide.note(entry.setup, [], ["move:s55:walk"], False).text == guide.OFF_LINE
    assert guide.note(entry.setup, [], [a.key for a in position.legal_actions()], True).text == guide.OFF_LINE


def test_a_colony_note_names_the_survivor_and_the_card_its_step_takes() -> None:
    from zombie_table.games.colony.content import content_of

    content = content_of(LIBRARY)
    for step in TUTORIALS["colony"].setup.guide:
        for arg in step.do.split(":")[1:]:
            if arg in content.survivors:
                assert content.survivors[arg].name in step.say, step
            elif arg.split(".")[0] in content.items:
                assert content.item(arg).name in step.say, step


def test_a_roadside_note_names_the_space_its_step_moves_to() -> None:
    """What the note tells the player to press is the step's: a move's space by its map name or coordinate."""
    from zombie_table.games.roadside.content import content_of

    spaces = content_of(LIBRARY).spaces
    for step in TUTORIALS["roadside"].setup.guide:
        kind, *args = step.do.split(":")
        if kind == "move":
            space = spaces[args[0]]
            assert (space.name and space.name in step.say) or space.coordinate in step.say, step


@pytest.mark.parametrize("game", sorted(TUTORIALS))
def test_play_text_shows_each_note_above_its_choice(game: str, saves_dir, monkeypatch, capsys) -> None:
    """`play TUTORIAL --text`, answered by number along the guided line: each step's note is written
    above the list it is for, and the last note after the end."""
    import io

    from zombie_table.cli import main

    entry, seed = TUTORIALS[game], 7
    position, typed = fresh(entry, seed), []
    for step in entry.setup.guide:
        typed.append(str([a.key for a in position.legal_actions()].index(step.do)))
        position.apply(step.do)
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(typed) + "\n"))
    assert main(["play", entry.id, "--text", "--seed", str(seed), "--save-dir", str(saves_dir)]) == 0
    out = capsys.readouterr().out
    at = [out.index(f"step {n + 1} of {len(typed)}: {step.say}") for n, step in enumerate(entry.setup.guide)]
    assert at == sorted(at) and out.index("***") < out.rindex(entry.setup.guide_end)
