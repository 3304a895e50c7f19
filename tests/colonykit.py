"""Colony in Pilot tests: every seat a person at one hotseat table, each decision answered through
the screen (a hand-over passed on with Enter, the question's list answered with the chosen action),
and what the screens on top show now, as text."""

from __future__ import annotations

from typing import Callable

from pilotkit import wait_for
from rich.console import Console
from textual.widgets import Static

from zombie_table.games.colony.game import Colony
from zombie_table.kernel.engine import Action
from zombie_table.tui.screens.colony import ColonyScreen
from zombie_table.tui.screens.modals import ChoiceModal, ConfirmModal
from zombie_table.tui.screens.tables import Handover


def people(game: Colony) -> list[dict]:
    """Every player a person (the seats a save keeps)."""
    return [{"name": p.name, "policy": None} for p in game.state.players]


def plain(renderable) -> str:
    console = Console(width=200, record=True, file=open("/dev/null", "w"))
    console.print(renderable)
    return console.export_text()


def screen_of(app) -> ColonyScreen:
    return next(s for s in app.screen_stack if isinstance(s, ColonyScreen))


def shown(app) -> str:
    """Everything the screens on top show now: the colony's panels and log, and a pop-up or hand-over above it."""
    colony = screen_of(app)
    parts = [plain(w.content) for w in colony.query(Static)] + [line.plain for line in colony.lines]
    top = app.screen
    if top is not colony:
        parts += [plain(w.content) for w in top.query(Static)]
        if isinstance(top, ChoiceModal):
            parts += [top.title_text] + [str(c.label) for c in top.choices]
    return "\n".join(parts)


async def settled(pilot, app, game: Colony) -> None:
    """Until the game waits for a person: a hand-over, a question's list, or the screen itself."""
    def ready() -> bool:
        screen = app.screen
        if game.over or isinstance(screen, (Handover, ChoiceModal)):
            return True
        return isinstance(screen, ColonyScreen) and not screen.busy and game.decision is not None
    await wait_for(pilot, ready, "the colony waiting for someone")


async def answer(pilot, app, game: Colony, choose: Callable[[Colony], Action],
                 look: Callable[[], None] | None = None, limit: int | None = None) -> None:
    """Play on through the screen until the game ends (or `limit` decisions were taken): hand-overs
    passed, each question answered by `choose` in the list the screen opened; `look` runs whenever
    a person's screen or a hand-over is up."""
    while not game.over and (limit is None or len(game.history) < limit):
        await settled(pilot, app, game)
        if game.over:
            break
        if look is not None:
            look()
        if isinstance(app.screen, Handover):
            await pilot.press("enter")
            continue
        if not isinstance(app.screen, ChoiceModal):  # closed to look at the table: Enter opens it again
            await pilot.press("enter")
            await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the question's list")
        taken = len(game.history)
        action = choose(game)
        app.screen.dismiss(next(c.value for c in app.screen.choices if c.value == action))
        await wait_for(pilot, lambda: len(game.history) > taken or game.over or isinstance(app.screen, ConfirmModal),
                       "the choice taken")
        if isinstance(app.screen, ConfirmModal):  # the turn ends with dice unused: yes, end it
            await pilot.press("y")
            await wait_for(pilot, lambda: len(game.history) > taken or game.over, "the choice taken")


def other_name(game: Colony, names: dict[str, str], old: str) -> str:
    """Some id of `names` whose name is not `old`'s."""
    return next(i for i, n in names.items() if n != names[old])


def swapped(game: Colony, viewer: str | None) -> list:
    """Change everything `viewer` may not see (other seats' hands and secrets, a crossroads card held
    by someone else, every face-down crisis card) to other cards; returns how to put it back."""
    state, content = game.state, game.content
    items = {i: item.name for i, item in content.items.items()}
    secrets = {s: card.text for s, card in content.secrets.items()}
    back = []
    for player in state.players:
        if player.id == viewer:
            continue
        back.append((player, "hand", list(player.hand)))
        player.hand = [other_name(game, items, content.item(c).id) for c in player.hand]
        if player.secret:
            back.append((player, "secret", player.secret))
            player.secret = other_name(game, secrets, player.secret)
    if state.held is not None and state.held.holder != viewer:
        back.append((state.held, "card", state.held.card))
        state.held.card = next(c for c in content.crossroads if c != state.held.card)
    for contribution in state.contributions:
        if not contribution.face_up:
            back.append((contribution, "card", contribution.card))
            contribution.card = other_name(game, items, content.item(contribution.card).id)
    return back


def restore(game: Colony, back: list) -> None:
    for thing, field, value in reversed(back):
        setattr(thing, field, value)
    game.invalidate()
