"""§13 Inventory: a one-off item is used in its holder's recover step and discarded; an item that
says so (any_time) may be used whenever its holder is asked anything, another player's turn
included, and the question is asked again; a heal, from an item or a card, heals the survivor the
player picks (a decision, not the most tired one by itself)."""

from __future__ import annotations

from tests.roadside.kit import go, labels, pick, start, team


def test_a_one_off_item_is_used_in_the_recover_step_and_discarded() -> None:
    game = start()
    me = team(game, "s20")
    me.inventory = ["e87"]  # +2 food, its holder's own turn only
    game.state.decision = None  # back to the start of the turn: its recover step
    game.push({"kind": "recover"})
    game.run()
    assert game.decision.kind == "recover"
    pick(game, "Use Canned Peaches")
    assert me.resources["food"] == 3 and not me.inventory
    assert "e87" in game.chance.decks["encounters"].discard_pile


def test_an_item_that_says_any_time_is_used_on_another_players_turn_and_the_vote_goes_on() -> None:
    game = start(("Ann", "Ben", "Cy"))
    me = team(game, "s20")
    voter = next(p for p in game.state.players if p is not me)
    voter.inventory = ["e86", "e87"]  # first aid kit (any time, heal 2), peaches (own turn only)
    voter.character.fatigue = 2
    voter.followers[0].fatigue = 1 if voter.followers else 0
    game.chance.stack("encounters", ["e71"])
    go(game, "s21")
    while game.decision.player != voter.id:
        pick(game, "Vote for")
    assert game.decision.kind == "vote"
    uses = [label for label in labels(game) if label.startswith("Use")]
    assert uses == ["Use First Aid Kit (heal 2)"]  # not the own-turn peaches
    pick(game, "Use First Aid Kit")
    if game.decision.kind == "heal":  # two tired survivors: the holder picks
        assert game.decision.player == voter.id
        pick(game, game.survivor_name(voter.character.id))
        pick(game, game.survivor_name(voter.character.id))
    assert voter.character.fatigue == 0 and voter.inventory == ["e87"]
    assert game.decision.kind == "vote" and game.decision.player == voter.id  # asked again
    pick(game, "Vote for")


def test_a_cards_heal_lets_the_player_choose_the_survivor() -> None:
    game = start()
    me = team(game, "s20")
    me.character.fatigue, me.followers[0].fatigue = 2, 1
    game.chance.stack("encounters", ["e22"])  # survive 5: success gains fuel and heals 1
    game.chance.script([2, 4, 4, 4])  # 2 + 1 + 1 + 3 kills: 7, none left standing
    go(game, "s21")
    assert game.decision.kind == "heal" and game.decision.player == me.id
    assert len(game.legal_actions()) == 2
    pick(game, game.survivor_name(me.followers[0].id))
    assert (me.character.fatigue, me.followers[0].fatigue) == (2, 0)


def test_an_item_that_leaves_the_interrupted_question_nothing_to_ask_lets_play_go_on() -> None:
    """A first aid kit used while picking who a card heals, healing everyone: no empty question."""
    game = start()
    me = team(game, "s20", ammo=0)
    me.inventory = ["e86"]
    me.character.fatigue, me.followers[0].fatigue = 1, 1
    game.chance.stack("encounters", ["e22"])  # survive 5: success heals 1
    game.chance.script([2, 4, 4, 4])
    go(game, "s21")
    assert game.decision.kind == "heal"
    pick(game, "Use First Aid Kit")
    pick(game, game.survivor_name(me.character.id))
    assert all(m.fatigue == 0 for m in me.team)
    assert game.decision is None or game.legal_actions()
