"""winter-m0 (rules reference §12, intro mission): each objective holds a face-down pile of
equipment; 1 action takes its top card ("Search in an Objective Zone to take 1 card from that
pile"). The take is a Search, so an ambush card drawn that way is a Search draw: its zombies
appear and the card goes, as from the deck."""

from __future__ import annotations

from missionkit import act_as, choose
from missionskit import shipped

from zombie_table.games.tilezone.settings.winter.state import own


def test_an_ambush_card_taken_from_a_pile_spawns_its_zombies_and_is_not_kept() -> None:  # §12 intro, §5.1
    game = shipped("winter-m0")
    zone, pile = next(iter(own(game).piles.items()))
    deck = game.state.equipment
    ambush = next(c for c in deck.draw_pile if game.card(c).ambush is not None)
    deck.take(ambush)
    pile.append(ambush)  # on top
    game.state.zombies.pop(zone, None)
    game.survivor("vesna").zone = zone
    act_as(game, "vesna")
    choose(game, "take_from_pile", "vesna")
    card = game.card(ambush).ambush
    assert game.state.zombies.get(zone, {}).get(card.type) == card.count
    assert game.decision is None or game.decision.kind != "keep_card"
    assert ambush in deck.discard_pile and ambush not in game.survivor("vesna").inventory.cards()
