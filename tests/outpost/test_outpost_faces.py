"""What the screen shows of Outpost (issue #20's faces): look mode's lines about mold, airlocks, the
surface, a supply room, doors, machines with their state and who holds their remote, a camouflaged
survivor; the dashboard's remotes, camouflage and air bottle; armour lost and regained in the log
in the setting's words; idle and active machines told apart on the map and in the legend; and a
Pilot test driving the TUI: taking the green objective puts the bot's remote on the dashboard and
in the look panel.

The map: 06R (the surface o1-o3, the airlock k, corridors w x e s, the oxygen store d, the security
room f) beside 01R (a security room a, rooms b and c with mold, corridors w x e s, rooms d h f)."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from rich.console import Console
from textual.widgets import Static

from missionkit import answer_setup, library_with
from outpostkit import place

from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.health import heal, wound
from zombie_table.games.tilezone.settings.outpost.faces import dashboard_notes, station_notes
from zombie_table.games.tilezone.settings.outpost.machines import BOT, activate
from zombie_table.games.tilezone.setup import new_game
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.picture import Picture, overlay
from zombie_table.tui.screens.game import GameScreen
from zombie_table.tui.widgets.map_view import MapView
from zombie_table.tui.widgets.panels import LookPanel, SurvivorPanel
from pilotkit import wait_for

MISSION: dict[str, Any] = dict(
    id="outpost-m90", setting="outpost", layout=[["06R", "01R"]], start=["06R:x"],
    victory=[[{"kind": "survive_rounds", "rounds": 20}]],
    objectives=[{"zone": "06R:e", "color": "green"}],
    tokens=[{"kind": "mold", "zone": "01R:b"}, {"kind": "dormant_mold", "zone": "01R:c"},
            {"kind": "bot", "zone": "06R:s"}, {"kind": "sentry", "zone": "01R:x"}],
    doors=[{"between": ["06R:f", "06R:e"]}],
)
TEAM = [("tamsin", "Ann"), ("rook", "Ann")]


def _text(widget: Static) -> str:
    """What a panel shows, as plain text (wide: no wrapping)."""
    console = Console(width=300, record=True, file=io.StringIO())
    console.print(widget.content)
    return console.export_text()


def _game() -> tuple[Game, Any]:
    library = library_with(**MISSION)
    game = new_game(library, "outpost-m90", TEAM, 3)
    answer_setup(game)
    return game, library


def _notes(game: Game, zone: str) -> str:
    return " | ".join(station_notes(game, zone))


def test_look_notes_tell_the_station_apart() -> None:
    game, _ = _game()
    assert "Active mold" in _notes(game, "01R:b") and "Inactive mold" in _notes(game, "01R:c")
    assert "only a survivor wearing an air bottle" in _notes(game, "06R:k")
    assert "The surface" in _notes(game, "06R:o2") and "no bullet weapons" in _notes(game, "06R:o2")
    assert "Air supply: 6 air bottle(s) left" in _notes(game, "06R:d")
    assert "Closed door to 06R:e" in _notes(game, "06R:f")
    assert _notes(game, "06R:w") == ""  # a plain corridor: nothing to add


def test_look_notes_name_a_machine_its_state_and_who_can_work_it() -> None:
    game, _ = _game()
    assert _notes(game, "06R:s") == ("Warden Bot, idle: the xenos ignore it; nobody holds its remote; "
                                     "Tamsin Reyes can work it by skill")
    game.state.own.remotes[BOT] = "rook"
    activate(game, BOT)
    assert _notes(game, "06R:s") == ("Warden Bot, active this round: the xenos treat it as a survivor; "
                                     "Rook holds its remote; Tamsin Reyes can work it by skill")
    assert "Turret, idle" in _notes(game, "01R:x")


def test_a_broken_door_and_a_camouflaged_survivor_show_in_look_mode() -> None:
    game, _ = _game()
    game.state.own.broken["06R:e|06R:f"] = game.state.own.doors.pop("06R:e|06R:f")
    assert "Broken door to 06R:e (open for good)" in _notes(game, "06R:f")
    game.state.own.camouflage = "tamsin"
    assert "Tamsin Reyes is camouflaged" in _notes(game, "06R:x")


def test_the_dashboard_tells_remotes_camouflage_and_the_air_bottle() -> None:
    game, _ = _game()
    tamsin = game.survivor("tamsin")
    assert dashboard_notes(game, tamsin) == []
    game.state.own.remotes[BOT] = "tamsin"
    game.state.own.camouflage = "tamsin"
    bottle = game.state.own.oxygen.pop()
    tamsin.inventory.body[0] = bottle
    assert dashboard_notes(game, tamsin) == ["Holds the Warden Bot's remote", "Camouflaged: the xenos ignore them",
                                             "Wears an air bottle: may go out through an airlock"]


def test_armour_lost_and_regained_in_the_log() -> None:
    game, _ = _game()
    rook = game.survivor("rook")  # Hardened Suit: 3
    game.events = []
    wound(game, rook, 2, "tank")
    heal(game, rook, 1, "medic")
    texts = [e.text for e in game.events]
    assert texts == ["Rook takes 2 damage from Brute (armour 1/3)", "Rook heals 1 damage (armour 2/3)"]


def test_idle_and_active_machines_have_marks_of_their_own() -> None:
    game, _ = _game()
    letters = {"tamsin": "T", "rook": "R"}
    marks = {z: {m.text for m in ms} for z, ms in overlay(game, Picture.of(game.state), letters).items()}
    assert "¤b" in marks["06R:s"] and "¤t" in marks["01R:x"]
    activate(game, BOT)
    marks = {z: {m.text for m in ms} for z, ms in overlay(game, Picture.of(game.state), letters).items()}
    assert "¤B" in marks["06R:s"]


async def test_taking_the_green_objective_shows_the_remote_on_screen(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("ZOMBIE_TABLE_SAVES", str(tmp_path))
    game, library = _game()
    place(game, "tamsin", "06R:e")
    while game.decision.kind != "act" or game.decision.survivor != "tamsin":
        game.apply(next(a for a in game.legal_actions() if a.kind != "activate" or a.args[0] == "tamsin"))
    app = ZombieTableApp(library, game)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack), "the game screen")
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        dashboard = screen.query_one(SurvivorPanel)
        await pilot.press("o")  # take the objective: the bot's remote
        await wait_for(pilot, lambda: game.state.own.remotes.get(BOT) == "tamsin", "the remote taken")
        await wait_for(pilot, lambda: "Holds the Warden Bot's remote" in _text(dashboard), "the dashboard's note")
        screen.query_one(MapView).place_cursor("06R:s")
        look = screen.query_one(LookPanel)
        await wait_for(pilot, lambda: "Tamsin Reyes holds its remote" in _text(look), "the look panel's note")


async def test_look_mode_says_the_xenos_will_break_a_closed_door(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("ZOMBIE_TABLE_SAVES", str(tmp_path))
    game, library = _game()
    for sid in ("tamsin", "rook"):
        place(game, sid, "06R:f")  # the security room, behind its closed door
    game.state.tokens["noise"] = []
    game.state.zombies["06R:e"] = {"worker": 1}
    game.invalidate()
    app = ZombieTableApp(library, game)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: any(isinstance(s, GameScreen) for s in app.screen_stack), "the game screen")
        screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        while app.screen is not screen:  # a question waits: look at the board first
            await pilot.press("escape")
        await pilot.press("v")
        screen.query_one(MapView).place_cursor("06R:e")
        look = screen.query_one(LookPanel)
        await wait_for(pilot, lambda: "break down the door to 06R:f" in _text(look), "the door note")
        assert "→ 06R:f" in _text(look)  # the plan names the step the door stands in
