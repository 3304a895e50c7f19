"""The greedy Colony bot reads the table from the deciding seat's view (`observe(game, seat)`), not
the state: at a decision another seat answers it is that seat, and what that seat cannot see
(dealt anew by `hidden.lookalike`) never reaches its reading."""

from __future__ import annotations

from dataclasses import replace

from zombie_table.bots.runner import MixedController
from zombie_table.games.colony import hidden
from zombie_table.games.colony.greedy import GreedyBot, Reading, seen
from zombie_table.games.colony.start import new_game


def at_an_off_turn_decision(seed: int = 0):
    game = new_game(seed, ["A", "B", "C", "D"], None, "traitor")
    bot = GreedyBot(seed)
    while game.decision.player in (None, game.me.id):
        game.apply(bot.choose(game))
    return game


def test_the_reading_is_the_deciding_seats() -> None:
    game = at_an_off_turn_decision()
    seat = game.decision.player
    reading = Reading(game)
    player = game.state.by_id(seat)
    assert seat != game.me.id
    assert (reading.me.id, reading.me.hand, reading.me.secret) == (seat, player.hand, player.secret)


def test_what_the_seat_cannot_see_never_reaches_the_reading() -> None:
    game = at_an_off_turn_decision()
    seat = game.decision.player
    for n in range(5):
        other = hidden.lookalike(game, seat, n)
        assert seen(other, seat) == seen(game, seat)
        assert [p.hand for p in other.state.players if p.id != seat] != [p.hand for p in game.state.players if p.id != seat]


def test_a_mixed_table_finds_the_seat_of_a_piece_through_the_engine() -> None:
    """A decision naming only a survivor goes to the engine's owner of it (Colony's survivors have
    an `owner`, not the tile family's `player`)."""
    game = at_an_off_turn_decision()
    sid, survivor = next(iter(game.state.survivors.items()))
    game.state.decision = replace(game.decision, player=None, survivor=sid)
    table = MixedController({survivor.owner: GreedyBot(0)})
    assert table.player_of(game) == survivor.owner and table.controller(game) is not None
