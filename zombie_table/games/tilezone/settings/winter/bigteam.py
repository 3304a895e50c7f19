"""Teams of seven or more (§10.6): for each survivor beyond six, one more starting card joins the
set-up pool (option `extra_starting_cards`), so that every survivor still starts with one; the
extra cards are further copies of the starting cards, in the order the equipment file lists them.
And for every two survivors beyond six, rounded up, the spawn step draws one more zombie card
(option `extra_spawn_draws`), going round the spawn zones again from the first."""

from __future__ import annotations

from itertools import cycle, islice
from math import ceil
from typing import TYPE_CHECKING

from zombie_table.content.cards import CardGroup
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.setup import on_setup
from zombie_table.kernel.ruleset import hook
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

FULL_TEAM = 6


@on_setup
def extra_starting_cards(game: "Game") -> None:
    beyond = len(game.state.survivors) - FULL_TEAM
    starting = [c for c in game.data.equipment.cards if c.group is CardGroup.starting]
    if beyond <= 0 or not game.rules.extra_starting_cards or not starting:
        return
    for card in islice(cycle(starting), beyond):
        n = sum(1 for cid in game.state.cards.values() if cid == card.id)
        instance = f"{card.id}#{n + 1}"
        game.state.cards[instance] = card.id
        game.state.starting_pool.append(instance)
    game.emit(Ev.info, "big-team", f"{plural(beyond, 'more starting card')} for a team of {len(game.state.survivors)}")


@hook("extra_spawn_draws")
def extra_draws(game: "Game") -> int:
    beyond = len(game.state.survivors) - FULL_TEAM
    return ceil(beyond / 2) if beyond > 0 and game.rules.extra_spawn_draws else 0
