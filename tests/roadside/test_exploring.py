"""§11 Exploring: open cards only, the tier by locations already explored, required encounters one
by one, a won card refilling its public slot (a private one not replaced), a failure bringing a
retry next turn without moving (§11.4), and the third location winning (§15.1)."""

from __future__ import annotations

from tests.roadside.kit import kinds, start, team

from zombie_table.games.roadside import exploring

PASS, FAIL = [4, 3, 3, 5], [6, 6, 6, 6]


def at_bulldog(game, card: str = "bulldog_field_1"):
    me = team(game, "s42", food=0, fuel=0, ammo=0)
    game.state.public[0] = card
    game.invalidate()
    return me


def test_a_public_location_won_refills_its_slot_and_closes_the_place_no_card_in_play_names() -> None:
    game = start()
    me = at_bulldog(game)
    game.chance.stack("encounters", ["e33"])  # an action roll of 2
    game.chance.script(PASS)
    top = game.chance.decks["locations"].draw_pile[-1]
    events = game.apply("move:bulldog_field:explore:bulldog_field_1")
    assert me.explored == ["bulldog_field_1"] and game.state.public[0] == top
    assert ("bulldog_field" in game.state.closed) == ("bulldog_field" not in exploring.named_in_play(game))
    assert any(e.kind == "explored" for e in events)


def test_the_tier_is_the_number_already_explored() -> None:
    game = start()
    me = at_bulldog(game, "bulldog_field_1")  # second tier: 1 encounter and hold 2 food
    me.explored = ["radio_hill_1"]
    game.invalidate()
    assert not any(a.key.startswith("move:bulldog_field") for a in game.legal_actions())
    me.resources["food"] = 2
    game.invalidate()
    assert any(a.key.startswith("move:bulldog_field:explore") for a in game.legal_actions())


def test_a_failed_encounter_ends_the_exploration_and_the_team_tries_again_next_turn() -> None:
    game = start()
    me = at_bulldog(game)
    for other in game.state.players:
        other.out = other is not me  # play comes straight back
    game.chance.stack("encounters", ["e33", "e34"])
    game.chance.script(FAIL + PASS)
    events = game.apply("move:bulldog_field:explore:bulldog_field_1")
    assert kinds(events).count("explore_failed") == 1 and kinds(events).count("retry") == 1
    assert kinds(events).index("explore_failed") < kinds(events).index("turn") < kinds(events).index("retry")
    assert not any(e.kind == "moved" for e in events[kinds(events).index("turn"):])  # no move: it stays
    assert me.explored == ["bulldog_field_1"] and me.space == "bulldog_field"


def test_no_retry_once_the_location_is_no_longer_open() -> None:
    game = start()
    me = at_bulldog(game)
    for other in game.state.players:
        other.out = other is not me
    me.retry = "bulldog_field_1"
    game.state.public[0] = "radio_hill_1"  # taken meanwhile (§11.4: then the team moves normally)
    game.invalidate()
    game.apply("move:s51:walk")
    events = game.apply("move:stop")
    assert "retry" not in kinds(events) and game.decision.kind == "move" and game.me is me and me.retry is None


def test_a_private_location_is_revealed_when_explored_and_not_replaced() -> None:
    game = start()
    me = team(game, "s42", food=0, fuel=0, ammo=0)
    me.private = "bulldog_field_2"
    game.state.public = [c if game.content.location_cards[c].place != "bulldog_field" else "radio_hill_1"
                         for c in game.state.public]
    game.invalidate()
    game.chance.stack("encounters", ["e33"])
    game.chance.script(PASS)
    game.apply("move:bulldog_field:explore:bulldog_field_2")
    assert me.private is None and me.explored == ["bulldog_field_2"] and me.private_revealed


def test_the_third_location_wins_the_race() -> None:
    game = start()
    me = at_bulldog(game, "bulldog_field_1")
    me.explored = ["radio_hill_1", "grain_coop_1"]
    me.inventory = ["e83"]  # third tier of this card: 2 encounters and 1 inventory card
    game.invalidate()
    game.chance.stack("encounters", ["e34", "e33"])
    game.chance.script(PASS * 2)
    game.apply("move:bulldog_field:explore:bulldog_field_1")
    assert game.over and game.state.result == "won" and game.state.winners == [me.id]


def test_section_8_2_a_won_place_stays_open_while_another_card_naming_it_is_in_play() -> None:
    """§8.2: a location is open unless already explored, "unless another card naming it is in play": Ben's
    private card names the place Ann has just secured, so Ben may still explore it; the option
    `won_place_closes` keeps the reading that closes it until a card naming it is dealt again."""
    for closes in (False, True):
        game = start(won_place_closes=closes)
        ann = at_bulldog(game)
        ben = next(p for p in game.state.players if p is not ann)
        ben.private = "bulldog_field_2"
        game.chance.stack("encounters", ["e33"])
        game.chance.script(PASS)
        game.apply("move:bulldog_field:explore:bulldog_field_1")
        assert ann.explored == ["bulldog_field_1"]
        assert ("bulldog_field" in game.state.closed) == closes
        assert ("bulldog_field_2" in exploring.open_cards(game, ben)) == (not closes)
