"""TUI speed: start-up to the main menu, and a keypress until the map is painted again.

    python -m benchmarks.bench_tui        (or every benchmark: python -m benchmarks.run)

Targets: a new process (`python -c`, Textual imported, no content loaded yet) shows the main menu
in under 0.6 s; the `zombie-table` command (its command line parsed, as a player starts it) shows
the main menu within 1.5 times the time a bare Textual app (a header, a six-item list, a footer)
takes to show its first frame, both started side by side in fresh processes in one run (the ratio
of their medians: the machine's speed cancels out), and the main menu complete (Continue with its
save's summary, the save folder holding one) within 1.3 times that bare first frame, in the same
run; on the largest shipped map (the most cells, then
the most zones) with 100 zombies, a key handled until the screen's update is rendered (headless, to
the text a terminal would receive) in under 16 ms, one frame at 60 Hz — for a cursor move (cached
map lines, the rows it touches repainted, the look panel rewritten) and for the keys that change the
map's markers (m shows the move targets, Esc hides them: the lines whose markers changed are drawn
again). The same, under 16 ms, on the two kernel games' screens (`TableScreen`), one person at
the table at 120x40: Roadside's cursor moves over its map of spaces (solo race, first move), and
Colony's Enter (the turn's list opened over the board) and Esc (closed, the panels drawn again),
the screen on top followed until it is rendered. Figures are CPU time: on a shared machine wall
time measures the other work as well.
"""

from __future__ import annotations

import asyncio
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks._common import Figure, report
from zombie_table.content.library import Library
from zombie_table.content.missions import Mission
from zombie_table.games.tilezone.board import Board
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.setup import new_game

STARTUP_TARGET = 0.60
KEYPRESS_TARGET = 0.016  # one frame at 60 Hz
ZOMBIES = 100

# `zombie-table` as a player starts it: the command line module, then the TUI headless; the time
# printed once the main menu's first frame is done
COMMAND_PROBE = """
import sys, time
from zombie_table.tui import app as tui_app

class Probe(tui_app.ZombieTableApp):
    def on_mount(self):
        super().on_mount()
        self.call_after_refresh(self.ready)

    def ready(self):
        print(time.time(), flush=True)
        self.exit(0)

    def run(self, **kwargs):
        return super().run(headless=True, size=(120, 40))

tui_app.ZombieTableApp = Probe
from zombie_table.cli import main
main(["--tui"])
"""

# `zombie-table` until its main menu is complete: Continue with its save's summary (the save folder holds one), or the
# Tutorial; the time printed at the end of the first frame that shows it (issue 29.6: the first frame itself)
COMPLETE_PROBE = COMMAND_PROBE.replace("""    def ready(self):
        print""", """    def ready(self):
        if not self.menu_complete():
            self.call_after_refresh(self.ready)
            return
        print""").replace("""    def run(self""", """    def menu_complete(self):
        menu = self.screen.query("#menu").first()
        items = {o.id: o for o in menu.options if not o.disabled}
        return "tutorial" in items or ("continue" in items and " · seed " in str(items["continue"].prompt))

    def run(self""")

# the yardstick: a bare Textual app with a header, a six-item list and a footer
BARE_PROBE = """
import time
from textual.app import App
from textual.widgets import Footer, Header, OptionList

class Bare(App):
    def compose(self):
        yield Header()
        yield OptionList("New game", "Missions", "Continue", "Load", "Rules & keys", "Quit")
        yield Footer()

    def on_mount(self):
        self.call_after_refresh(self.ready)

    def ready(self):
        print(time.time(), flush=True)
        self.exit(0)

Bare().run(headless=True, size=(120, 40))
"""
RATIO_TARGET = 1.5
COMPLETE_TARGET = 1.3  # the menu complete (Continue with its summary, or Tutorial) against the bare first frame


def probe_sample(code: str, env: dict[str, str]) -> float:
    """Seconds from starting a new Python process running `code` until it prints its first frame's time."""
    start = time.time()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env,
                         cwd=Path(__file__).resolve().parents[1])
    return float(out.stdout.split()[0]) - start


def side_by_side(library: Library, runs: int = 9) -> tuple[list[float], list[float], list[float]]:
    """`zombie-table` to its menu's first frame, to its menu complete (a save in the folder: Continue with its
    summary), and the bare app to its first frame, alternated in one run."""
    import os

    from zombie_table.games.tilezone import saves

    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, ZOMBIE_TABLE_SAVES=f"{home}/saves", ZOMBIE_TABLE_CONFIG=f"{home}/config")
        saves.autosave(new_game(library, "frontier-m0", [("bo_tanner", "Bench")], 1), Path(home) / "saves")
        probes = (COMMAND_PROBE, COMPLETE_PROBE, BARE_PROBE)
        for code in probes:  # warm the file cache
            probe_sample(code, env)
        samples: tuple[list[float], list[float], list[float]] = ([], [], [])
        for _ in range(runs):
            for code, into in zip(probes, samples):
                into.append(probe_sample(code, env))
    return samples


def largest_map(library: Library) -> tuple[Mission, Board]:
    """The shipped mission with the most cells on its map, then the most zones."""
    boards = {m.id: Board.from_mission(m, lambda t, s=m.setting: library.tile(s, t)) for m in library.missions.values()}
    largest = max(boards, key=lambda mid: (boards[mid].height * boards[mid].width, len(boards[mid].zones), mid))
    return library.missions[largest], boards[largest]


def crowded_game(library: Library) -> tuple[Game, str]:
    """A game on the largest shipped map with ZOMBIES zombies spread over its zones, a survivor on its turn."""
    mission, _ = largest_map(library)
    source = f"shipped mission {mission.id} ({mission.title})"
    survivor = next(s.id for s in library.setting(mission.setting).survivors.survivors
                    if s.survivor_class not in mission.forbidden_classes)
    game = new_game(library, mission.id, [(survivor, "Bench")], 1)
    while game.decision is not None and game.decision.kind != "act":  # set-up choices: the usual answers
        game.apply(0)
    types = [z.id for z in game.data.zombies.types if not z.abomination]
    zones = sorted(game.board.zones)
    for k in range(ZOMBIES):
        zone, ztype = zones[(k * 7) % len(zones)], types[k % len(types)]
        game.state.zombies.setdefault(zone, {})[ztype] = game.state.zombies.get(zone, {}).get(ztype, 0) + 1
    return game, f"{source}; {game.board.height}x{game.board.width} cells, {len(zones)} zones, {ZOMBIES} zombies"


async def until_painted(pilot, widget, follow: bool = False) -> None:
    """Until the key's messages are all handled and a paint including `widget` is done — asked for
    as soon as the work is done, where Textual would wait for its next frame (at most 1/60 s).
    `follow`: the key may open or close a screen (a list over the board): watch whichever screen is
    on top and all its widgets, as they are mounted."""
    app = pilot.app
    screen = app.screen
    nodes = [app, *screen.walk_children(with_self=True)]
    quiet = 0
    while True:
        await asyncio.sleep(0)
        if follow:
            screen = app.screen
            nodes = [app, *screen.walk_children(with_self=True)]
        if any(node._message_queue.qsize() for node in nodes):
            quiet = 0
            continue
        quiet += 1
        if quiet < 3:
            continue
        if widget in screen._dirty_widgets or screen._layout_required or screen._repaint_required:
            screen._on_timer_update()
            return
        if not (screen._dirty_widgets or screen._scroll_required):
            return  # nothing left to paint
        screen._on_timer_update()
        quiet = 0


Samples = dict[str, list[float]]


async def keypress_samples(game: Game, library: Library, keys: list[str], rounds: int) -> tuple[Samples, Samples]:
    """Per key, wall and CPU seconds: from the key event posted (as the terminal driver does) until
    every widget has handled what it caused and the screen's update has been rendered to the text a
    terminal would get. Textual's frame pacing (at most one paint per 1/60 s) is left out: the
    paint is asked for at once."""
    from textual import events

    from zombie_table.tui.app import ZombieTableApp

    with tempfile.TemporaryDirectory() as saves:
        app = ZombieTableApp(library, game, Path(saves), playback="instant")
        painted: list[str] = []

        def display(screen, renderable) -> None:  # what App._display writes to a real terminal
            if renderable is not None:
                painted.append(renderable.render_segments(app.console))

        samples: Samples = {key: [] for key in keys}
        cpu: Samples = {key: [] for key in keys}
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            map_view = app.screen.query_one("#map")
            app._display = display  # type: ignore[method-assign]
            for _ in range(rounds):
                for key in keys:
                    painted.clear()
                    start, start_cpu = time.perf_counter(), time.process_time()
                    app.post_message(events.Key(key, None))
                    await until_painted(pilot, map_view)
                    samples[key].append(time.perf_counter() - start)
                    cpu[key].append(time.process_time() - start_cpu)
                    assert painted, f"pressing {key!r} painted nothing"
                    await pilot.pause()  # let the rest (scroll bars, footer) settle before the next key
        return samples, cpu


# the two kernel games' screens beside the tile game's: one person at the table, seed 1
TABLE_SEED = 1


def roadside_table():
    """Roadside's solo race at its first move: the cursor keys move over the map of spaces."""
    from zombie_table.games.roadside.start import new_game as roadside_game

    game = roadside_game(TABLE_SEED, ["Bench"], "solo")
    assert game.decision is not None and game.decision.kind == "move", game.decision
    return game, [{"name": "Bench", "policy": None}], f"roadside solo, seed {TABLE_SEED}, at its first move"


def colony_table():
    """Colony's larder, a person and a greedy bot, at the person's first turn: Enter opens the turn's
    list, Esc closes it (the panels drawn again)."""
    from zombie_table.games.colony.start import new_game as colony_game
    from zombie_table.games.colony import greedy

    game = colony_game(TABLE_SEED, ["Bench", "Bot"], "larder", "standard")
    while not (game.decision.kind == "turn" and game.decision.player == "p1"):
        game.apply(greedy.choose(game))
    return (game, [{"name": "Bench", "policy": None}, {"name": "Bot", "policy": "greedy"}],
            f"colony larder, seed {TABLE_SEED}, a person and a greedy bot, at the person's turn")


async def table_samples(game, seats, keys: list[str], rounds: int, target: str) -> tuple[Samples, Samples]:
    """As `keypress_samples`, on a kernel game's screen (`TableScreen`), one person at the table:
    until the key's work is rendered, the screen on top followed (Enter opens a list over the board,
    Esc closes it); `target`: the widget a cursor key must repaint, or "" for the screen."""
    from textual import events

    from zombie_table.tui.app import ZombieTableApp
    from zombie_table.tui.screens.tables import TableScreen

    with tempfile.TemporaryDirectory() as saves:
        app = ZombieTableApp(table=(game, seats, None), save_dir=Path(saves))
        painted: list[str] = []

        def display(screen, renderable) -> None:
            if renderable is not None:
                painted.append(renderable.render_segments(app.console))

        samples: Samples = {key: [] for key in keys}
        cpu: Samples = {key: [] for key in keys}
        async with app.run_test(size=(120, 40)) as pilot:
            while not any(isinstance(s, TableScreen) for s in app.screen_stack):
                await pilot.pause()
            await pilot.pause()
            table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
            app._display = display  # type: ignore[method-assign]
            for _ in range(rounds):
                for key in keys:
                    painted.clear()
                    widget = table.query_one(target) if target else None
                    start, start_cpu = time.perf_counter(), time.process_time()
                    app.post_message(events.Key(key, None))
                    await until_painted(pilot, widget, follow=True)
                    samples[key].append(time.perf_counter() - start)
                    cpu[key].append(time.process_time() - start_cpu)
                    assert painted, f"pressing {key!r} painted nothing"
                    await pilot.pause()
        return samples, cpu


def table_figures() -> tuple[list[Figure], list[str]]:
    """Roadside's cursor; Colony's Enter (the turn's list opened) and Esc (closed, the panels drawn again)."""
    figures, notes = [], []
    runs = ((roadside_table, ["left", "right"], "#rs-map", {"key → Roadside (cursor)": ("left", "right")}),
            (colony_table, ["enter", "escape"], "", {"key → Colony (Enter: turn list)": ("enter",),
                                                      "key → Colony (Esc: list closed)": ("escape",)}))
    for table, keys, target, named in runs:
        game, seats, detail = table()
        samples, cpu = asyncio.run(table_samples(game, seats, keys, rounds=15, target=target))
        for name, counted in named.items():
            busy = [t for k in counted for t in cpu[k]]
            wall = statistics.median(t for k in counted for t in samples[k])
            figures.append(Figure(name, statistics.median(busy), KEYPRESS_TARGET, len(busy), f"{detail}; CPU time",
                                  busy))
            notes.append(f"{name}: {detail}, 120x40; median CPU time {statistics.median(busy) * 1000:.1f} ms, "
                         f"wall {wall * 1000:.1f} ms")
    return figures, notes


def main() -> dict:
    library = Library.load(user=False)
    ours, complete, bare = side_by_side(library)  # `ours` is also the start-up figure: the same command to the same menu
    startup = Figure("start-up to main menu", statistics.median(ours), STARTUP_TARGET, len(ours),
                     "`zombie-table` in a new process, headless, 120x40", ours)
    times = statistics.median(ours) / statistics.median(bare)
    versus = Figure("zombie-table vs bare", statistics.median(ours), RATIO_TARGET * statistics.median(bare), len(ours),
                    f"{times:.2f}x a bare Textual app ({statistics.median(bare):.2f} s); target <= {RATIO_TARGET}x", ours)
    whole = statistics.median(complete) / statistics.median(bare)
    usable = Figure("menu complete vs bare", statistics.median(complete), COMPLETE_TARGET * statistics.median(bare),
                    len(complete), f"{whole:.2f}x a bare Textual app ({statistics.median(bare):.2f} s); "
                    f"target <= {COMPLETE_TARGET}x", complete)
    game, detail = crowded_game(library)
    samples, cpu = asyncio.run(keypress_samples(game, library, ["right", "left", "m", "escape"], rounds=15))
    figures = [startup, versus, usable]
    notes = [f"start-up: {startup.detail}",
             (f"zombie-table vs bare: `zombie-table` to its main menu {times:.2f}x the first frame of a bare Textual "
              f"app (header, six-item list, footer), medians of {len(ours)} alternated fresh processes each: "
              f"{statistics.median(ours):.3f} s vs {statistics.median(bare):.3f} s (target <= {RATIO_TARGET}x; the "
              f"figure's target is {RATIO_TARGET}x the bare app's median)"),
             (f"menu complete vs bare: `zombie-table` until its menu shows Continue with the save's summary "
              f"{whole:.2f}x the bare app's first frame, same runs: {statistics.median(complete):.3f} s "
              f"(target <= {COMPLETE_TARGET}x)"), f"map: {detail}",
             ("cursor: arrow keys (cached lines, touched rows repainted, look panel rewritten); "
              "redrawn: m and Esc (move targets shown and hidden: the lines whose markers changed drawn again)")]
    for name, keys in (("key → map (cursor)", ("right", "left")), ("key → map (redrawn)", ("m", "escape"))):
        busy = [t for k in keys for t in cpu[k]]
        wall = statistics.median(t for k in keys for t in samples[k])
        figures.append(Figure(name, statistics.median(busy), KEYPRESS_TARGET, len(busy), f"{detail}; CPU time", busy))
        notes.append(f"{name}: median CPU time {statistics.median(busy) * 1000:.1f} ms, wall {wall * 1000:.1f} ms "
                     "(wall time above it means the machine was busy)")
    more, more_notes = table_figures()
    return report("tui", figures + more, notes + more_notes)


if __name__ == "__main__":
    main()
