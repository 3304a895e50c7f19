"""§5 phase 2, the colony phase in its seven steps: food (a shortfall pays nothing, adds a
starvation token and costs a morale per token), waste (a morale per full ten cards), the crisis
(§10), zombies (per two colony survivors rounded up, one per survivor outside, a die per noise
token), the main objective, the round track, the first player passing left."""

from zombie_table.games.colony import colony_phase
from zombie_table.games.colony.state import Contribution
from tests.colony.kit import COLONY, group, start, texts


def run(game, kind):
    getattr(colony_phase, {"pay_food": "pay_food", "waste_check": "waste_check", "resolve_crisis": "resolve_crisis",
                           "arrivals": "arrivals"}[kind])(game, {})


def test_food_is_one_per_two_colony_survivors_rounded_up_helpless_included():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY), ("ada_kovac", COLONY))
    group(game, 1, ("eli_brandt", "clinic"))
    game.state.places[COLONY].helpless = 1
    game.state.food = 5
    run(game, "pay_food")
    assert game.state.food == 3  # 3 in the colony: 2 food


def test_a_shortfall_pays_nothing_and_starvation_tokens_stack():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY), ("ada_kovac", COLONY))
    game.state.places[COLONY].helpless = 2
    game.state.food, game.state.morale = 1, 8
    run(game, "pay_food")
    assert (game.state.food, game.state.starvation, game.state.morale) == (1, 1, 7)
    run(game, "pay_food")
    assert (game.state.food, game.state.starvation, game.state.morale) == (1, 2, 5)


def test_rounding_down_is_an_option():
    game = start(food_rounds_up=False)
    group(game, 0, ("walt_dobrev", COLONY))
    group(game, 1, ("eli_brandt", "clinic"))
    game.state.places[COLONY].helpless = 2
    game.state.food = 5
    run(game, "pay_food")
    assert game.state.food == 4  # 3 // 2


def test_every_full_ten_cards_of_waste_costs_a_morale():
    game = start()
    game.state.morale = 8
    game.state.waste = [f"tinned_beans.{i % 4 + 1}" for i in range(19)]
    run(game, "waste_check")
    assert game.state.morale == 7
    game.state.waste += ["trail_mix.1"]
    run(game, "waste_check")
    assert game.state.morale == 5


def crisis_with(game, crisis, *cards):
    game.state.crisis = crisis
    game.state.contributions = [Contribution(c, "p1", False) for c in cards]


def test_a_crisis_is_averted_when_its_score_reaches_the_players_and_beaten_by_two_it_lifts_morale():
    game = start(names=("Ann", "Ben"))  # the target is 2
    game.state.morale = 5
    crisis_with(game, "empty_shelves", "tinned_beans.1", "trail_mix.1", "trail_mix.3", "first_aid_kit.1")  # 3 - 1
    run(game, "resolve_crisis")
    assert (game.state.morale, game.state.starvation) == (5, 0)
    crisis_with(game, "empty_shelves", "tinned_beans.1", "trail_mix.1", "trail_mix.2", "tinned_beans.2")
    run(game, "resolve_crisis")
    assert game.state.morale == 6
    assert {"tinned_beans.1", "trail_mix.2"} <= set(game.state.removed)  # contributions leave the game


def test_a_failed_crisis_applies_its_penalty():
    game = start(names=("Ann", "Ben", "Cat"))
    game.state.morale = 5
    crisis_with(game, "empty_shelves", "tinned_beans.1", "trail_mix.1")  # 2 against 3
    events = []
    game.events = events
    run(game, "resolve_crisis")
    assert (game.state.morale, game.state.starvation) == (4, 1)
    assert "strikes" in texts(events)


def test_the_crisis_cards_are_turned_one_at_a_time_each_with_its_score():
    """§10 step 2: the shuffled cards are revealed one by one, each +1 for the crisis's symbol and -1
    for any other; each turned card is an event of its own, in order, before the total."""
    game = start(names=("Ann", "Ben"))
    crisis_with(game, "empty_shelves", "tinned_beans.1", "first_aid_kit.1", "trail_mix.1")
    events = []
    game.events = events
    run(game, "resolve_crisis")
    turned = [e for e in events if e.kind == "crisis_card"]
    assert sorted(e.data["card"] for e in turned) == ["first_aid_kit.1", "tinned_beans.1", "trail_mix.1"]
    assert [e.data["n"] for e in turned] == [1, 2, 3] and {e.data["of"] for e in turned} == {3}
    scores = {e.data["card"]: e.data["score"] for e in turned}
    assert scores == {"tinned_beans.1": 1, "trail_mix.1": 1, "first_aid_kit.1": -1}
    aid = next(e for e in turned if e.data["card"] == "first_aid_kit.1")
    assert "−1" in aid.text.replace("-", "−") and game.card_name("first_aid_kit.1") in aid.text
    kinds = [e.kind for e in events]
    assert kinds.index("crisis_cards") > max(i for i, k in enumerate(kinds) if k == "crisis_card")
    assert events[kinds.index("crisis_cards")].data["score"] == 1


def test_exiled_players_do_not_count_toward_the_crisis_target():
    game = start(names=("Ann", "Ben", "Cat"))
    game.state.players[2].exiled = True
    crisis_with(game, "empty_shelves", "tinned_beans.1", "trail_mix.1")
    morale = game.state.morale
    run(game, "resolve_crisis")
    assert game.state.starvation == 0 and game.state.morale == morale


def test_zombies_arrive_for_colony_survivors_outside_survivors_and_noise():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY), ("ada_kovac", COLONY), ("agnes_hale", COLONY))
    group(game, 1, ("eli_brandt", "clinic"), ("penny_oakes", "clinic"))
    game.state.places[COLONY].helpless = 0
    game.state.places["station"].noise = 3
    game.chance.script([1, 4, 3])  # two of the three noise dice show 3 or less
    run(game, "arrivals")
    places = game.state.places
    assert (places[COLONY].zombies, places["clinic"].zombies, places["station"].zombies) == (2, 2, 2)
    assert places["station"].noise == 0


def test_the_round_track_ending_and_the_objective_end_the_game():
    game = start(main="larder")
    game.state.rounds = 1
    colony_phase.round_track(game, {})
    assert (game.state.result, game.state.cause) == ("fallen", "the round track ran out")
    met = start(main="larder")
    met.state.food = 14
    colony_phase.objective_check(met, {})
    assert met.state.result == "stands" and met.state.main_met


def test_the_first_player_token_passes_left():
    game = start(names=("Ann", "Ben", "Cat"))
    game.state.players[1].out = True
    colony_phase.pass_first(game, {})
    assert game.state.first == 2
