"""§6 die actions — search's push-your-luck (§6.2), attacks on zombies and on other players'
survivors (§6.1), barricades, cleaning the waste, luring — and §7's free food for +1 on a die."""

from tests.colony.kit import COLONY, dice, group, labels, pick, start, texts


def test_a_search_needs_a_die_at_least_the_search_value_and_never_in_the_colony():
    game = start()
    group(game, 0, ("walt_dobrev", "clinic"), ("ada_kovac", COLONY))  # walt searches on 5+
    dice(game, 4, 5)
    assert not any("Search" in label and "die 4" in label for label in labels(game))
    assert any(label == "Search Saint Brigid Clinic with Walt Dobrev (die 5)" for label in labels(game))
    assert not any("Search The Curling Club" in label for label in labels(game))


def test_searching_on_makes_noise_and_one_card_is_kept_the_rest_go_under_the_deck():
    game = start()
    group(game, 0, ("walt_dobrev", "clinic"))
    dice(game, 6)
    deck = game.chance.decks["clinic"]
    top = list(reversed(deck.draw_pile[-3:]))
    pick(game, "Search Saint Brigid Clinic")
    assert game.state.drawn == top[:1]
    for _ in range(2):
        pick(game, "Make noise")
    assert game.state.drawn == top and game.state.places["clinic"].noise == 2
    pick(game, "Stop searching")
    kept = game.legal_actions()[1].args[0]
    game.apply(game.legal_actions()[1])
    assert kept in game.state.players[0].hand
    rest = [c for c in top if c != kept]
    assert deck.draw_pile[:2] == rest and not game.state.drawn


def test_noise_slots_limit_how_far_a_search_goes():
    game = start()
    group(game, 0, ("walt_dobrev", "depot"))  # 3 noise slots
    game.state.places["depot"].noise = 3
    dice(game, 6)
    pick(game, "Search Route 9 Fuel Depot")
    assert labels(game) == ["Stop searching"]


def test_equipment_lowers_the_die_an_attack_needs():
    game = start()
    group(game, 0, ("ada_kovac", "clinic"))  # attacks on 5+
    game.state.places["clinic"].entrances[0].zombies = 1
    game.state.survivors["ada_kovac"].equipment = ["nail_gun"]  # attack 2 better
    dice(game, 3)
    assert "Ada Kovac kills a zombie at Saint Brigid Clinic (die 3)" in labels(game)


def test_attacking_a_survivor_hits_at_or_below_its_attack_wounds_it_and_takes_a_card():
    game = start(steal_at_random=False)
    group(game, 0, ("walt_dobrev", "clinic"))
    group(game, 1, ("eli_brandt", "clinic"), ("ada_kovac", COLONY))  # eli: attack 3
    ben = game.state.players[1]
    ben.hand = ["tinned_beans.1", "nail_gun"]
    dice(game, 6)
    game.chance.script([3])
    pick(game, "Walt Dobrev attacks Eli Brandt")
    assert game.state.survivors["eli_brandt"].wounds == 1
    pick(game, "Take Nail Gun")
    assert "nail_gun" in game.state.players[0].hand and ben.hand == ["tinned_beans.1"]
    assert not any("attacks Ada" in label for label in labels(game))  # only in the same place


def test_a_miss_does_nothing_and_the_co_op_game_has_no_survivor_attacks():
    game = start()
    group(game, 0, ("walt_dobrev", "clinic"))
    group(game, 1, ("eli_brandt", "clinic"))
    dice(game, 6)
    game.chance.script([4])
    events = pick(game, "Walt Dobrev attacks Eli Brandt")
    assert "a miss" in texts(events) and game.state.survivors["eli_brandt"].wounds == 0
    coop = start(mode="cooperative")
    group(coop, 0, ("walt_dobrev", "clinic"))
    group(coop, 1, ("eli_brandt", "clinic"))
    dice(coop, 6)
    assert not any("attacks" in label for label in labels(coop))


def test_a_barricade_takes_any_die_and_an_entrance_of_the_players_choice_in_the_colony():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY))
    dice(game, 1)
    pick(game, "Walt Dobrev barricades The Curling Club entrance 4")
    assert [e.barricades for e in game.state.places[COLONY].entrances] == [0, 0, 0, 1, 0, 0]


def test_cleaning_removes_the_top_three_waste_cards_from_the_game():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY))
    game.state.waste = ["tinned_beans.1", "trail_mix.1", "trail_mix.2", "trail_mix.3"]
    dice(game, 2)
    pick(game, "cleans the waste")
    assert game.state.waste == ["tinned_beans.1"]
    assert game.state.removed[-3:] == ["trail_mix.1", "trail_mix.2", "trail_mix.3"]


def test_a_lure_brings_two_zombies_that_arrive_as_any_zombies_do():
    game = start()
    group(game, 0, ("walt_dobrev", "clinic"), ("agnes_hale", "clinic"))
    game.state.places["clinic"].entrances[0].zombies = 2  # one free space left
    game.state.places["station"].entrances[0].zombies = 3
    dice(game, 1)
    pick(game, "Walt Dobrev lures zombies from Sheriff's Station")
    assert game.state.places["station"].zombies == 1
    assert game.state.places["clinic"].zombies == 3
    assert "agnes_hale" not in game.state.survivors  # the second zombie overran the clinic


def test_food_raises_an_unused_die_by_one():
    game = start()
    group(game, 0, ("walt_dobrev", "clinic"))
    game.state.food = 2
    dice(game, 4)
    pick(game, "Spend 1 food: die 4 → 5")
    assert game.state.players[0].dice[0].value == 5 and game.state.food == 1
