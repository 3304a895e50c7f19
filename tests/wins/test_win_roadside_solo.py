"""roadside-solo: a winning line, played in `play --text` and through the TUI.

The line is seed 2 (seed 8 until the solo race had a clock: its line took 10 turns) and a short plan a player could follow: bring two stranded followers home first
(the rescue is a move into their location), then head for the nearest location the team qualifies
for, walking (never spending fuel), and stop when no step brings it closer; every other question
gets its first answer (spend ammo while short, put fatigue where the list suggests, eat when tired).
The race is won in 7 turns, inside the solo clock (`solo_turns`, 10), with three locations secured
and two followers rescued; a line that stops winning means
a rule or the content changed, and the test says how the race ended instead.
"""

from __future__ import annotations

import io
from collections import deque

from winkit import typed

from zombie_table.games.roadside.cli import TextLoop
from zombie_table.games.roadside.schema import SpaceKind
from zombie_table.games.roadside import exploring, view
from zombie_table.games.roadside.game import Roadside
from zombie_table.games.roadside.start import new_game
from zombie_table.kernel.engine import Action
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.modals import ChoiceModal
from zombie_table.tui.screens.roadside import RoadsideScreen

SEED = 2
SEATS = [{"name": "Solo", "policy": None}]
RESCUES = 2


def distances(game: Roadside, goals: list[str]) -> dict[str, int]:
    seen, todo = {g: 0 for g in goals}, deque(goals)
    while todo:
        space = todo.popleft()
        for nxt in game.content.neighbours[space]:
            if nxt not in seen:
                seen[nxt] = seen[space] + 1
                todo.append(nxt)
    return seen


def plan(game: Roadside, legal: list[Action]) -> Action:
    if game.decision.kind != "move":
        return legal[0]
    how = {a.args[1]: a for a in legal if len(a.args) > 1}
    me = game.me
    if "explore" in how:
        return how["explore"]
    if "rescue" in how and me.rescued < RESCUES:
        return how["rescue"]
    if me.rescued < RESCUES and game.state.trapped:
        goals = list(game.state.trapped)
    else:
        goals = [game.content.location_cards[c].place for c in exploring.open_cards(game, me) if exploring.qualifies(game, me, c)]
    goals = goals or [s.id for s in game.content.map.spaces if s.kind is SpaceKind.resource]
    far = distances(game, goals)
    walks = [a for a in legal if a.args[1:2] == ("walk",)]
    best = min(walks, key=lambda a: far.get(a.args[0], 99), default=None)
    stop = next((a for a in legal if a.args == ("stop",)), None)
    if best is None or (stop is not None and far.get(best.args[0], 99) >= far.get(me.space, 99)):
        return stop or legal[0]
    return best


def winning_line() -> Roadside:
    game = new_game(SEED, ["Solo"], "solo")
    for _ in range(500):
        if game.over:
            break
        game.apply(plan(game, game.legal_actions()))
    return game


def test_the_line_wins_with_followers_rescued() -> None:
    won = winning_line()
    assert won.state.result == "won", f"{won.state.result}: {won.state.cause}"
    assert won.state.players[0].rescued >= RESCUES and len(won.state.players[0].explored) == 3
    assert won.state.turns < won.rules.solo_turns, "inside the solo race's clock"


def test_the_line_ends_in_play_text() -> None:
    won = winning_line()
    answers = typed(new_game(SEED, ["Solo"], "solo"), won.history)
    out = io.StringIO()
    fresh = new_game(SEED, ["Solo"], "solo")
    assert TextLoop(fresh, SEED, SEATS, io.StringIO(answers), out).run() == 0
    assert f"*** WON: {won.state.cause}" in out.getvalue()


async def test_the_line_ends_in_the_tui() -> None:
    """Every decision of the line through the screen: moves by their number on the map (a space with
    more than one way in asks which), questions in the list the screen opens."""
    from pilotkit import wait_for

    won = winning_line()
    game = new_game(SEED, ["Solo"], "solo")
    app = ZombieTableApp(table=(game, SEATS, None))
    async with app.run_test(size=(120, 40)) as pilot:
        for key in won.history:
            await wait_for(pilot, lambda: isinstance(app.screen, (RoadsideScreen, ChoiceModal)) and not (
                isinstance(app.screen, RoadsideScreen) and app.screen.busy) and game.decision is not None, f"the screen asking for {key}")
            action = next(a for a in game.legal_actions() if a.key == key)
            taken = len(game.history)
            if isinstance(app.screen, RoadsideScreen):
                if action.args == ("stop",):
                    await pilot.press("s")
                else:
                    await pilot.press(str(view.move_targets(game, game.legal_actions())[action.args[0]]))
                await pilot.pause()
            if len(game.history) == taken:  # a question, or the ways into a space: answered in the list
                assert isinstance(app.screen, ChoiceModal)
                app.screen.dismiss(next(c.value for c in app.screen.choices if c.value == action))
                await pilot.pause()
            assert game.history[taken] == key
        await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal) and app.screen.title_text == "Safe at last",
                       "the end of the race")
        assert game.state.result == "won" and game.state.cause == won.state.cause
        assert "followers rescued" in str(app.screen.subtitle)
