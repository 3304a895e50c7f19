"""The greedy Colony player: fair (it decides from its own seat's knowledge and the public table),
cooperative (it never attacks another player's survivor), and it plays whole games to their end."""

from zombie_table.games.colony import exposure, greedy
from zombie_table.games.colony.invariants import problems
from zombie_table.games.colony.start import new_game
from tests.colony.kit import COLONY, dice, group, start


def test_it_meets_the_crisis_with_a_matching_card_before_playing_it():
    game = start()
    game.state.crisis = "empty_shelves"  # needs food
    game.state.contributions = []
    game.state.players[0].hand = ["canned_soup.1"]
    game.state.players[0].secret = "hunter"  # kills, not cards
    game.state.food = 20  # the supply does not need it
    game.invalidate()
    chosen = greedy.choose(game)
    assert (chosen.kind, chosen.args) == ("contribute", ("canned_soup.1",))


def test_it_kills_zombies_at_a_crowded_colony_and_never_attacks_survivors():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY))
    group(game, 1, ("eli_brandt", COLONY))
    for e in game.state.places[COLONY].entrances:
        e.zombies = 2
    game.state.players[0].hand = []
    dice(game, 6)
    chosen = greedy.choose(game)
    assert chosen.kind == "attack" and len(chosen.args) == 2


def test_greedy_games_end_with_the_invariants_holding():
    for seed, mode, n in ((1, "cooperative", 3), (2, "standard", 4), (3, "solo", 1)):
        game = new_game(seed, [f"P{i}" for i in range(n)], mode=mode)
        game.undo_enabled = False
        for _ in range(4000):
            if game.over:
                break
            game.apply(greedy.choose(game))
            assert not problems(game)
        assert game.over


def test_it_keeps_the_cards_its_secret_objective_needs():
    game = start()
    ann = game.state.players[0]
    ann.secret = "hoarder"  # 2 food cards in hand
    ann.hand = ["canned_soup.1", "tinned_beans.1"]
    game.state.crisis = "empty_shelves"
    game.state.food = 0
    game.invalidate()
    chosen = greedy.choose(game)
    assert chosen.kind not in ("play", "contribute")


def test_a_traitor_sinks_the_crisis_with_wrong_cards():
    game = start()
    ann = game.state.players[0]
    ann.secret = "saboteur"  # a betrayal card
    ann.hand = ["canned_soup.1", "bandages.1"]
    game.state.crisis = "empty_shelves"  # needs food
    game.state.contributions = []
    game.invalidate()
    chosen = greedy.choose(game)
    assert (chosen.kind, chosen.args) == ("contribute", ("bandages.1",))


def test_it_stocks_food_when_the_main_objective_counts_food():
    game = start(main="larder")  # the goal: food in the supply
    game.state.crisis = None
    ann = game.state.players[0]
    ann.secret, ann.hand = "hunter", ["canned_soup.1"]
    game.state.food = 30  # far more than the colony eats
    game.invalidate()
    chosen = greedy.choose(game)
    assert (chosen.kind, chosen.args) == ("play", ("canned_soup.1",))
    other = start(main="cull")  # the goal counts kills: the card is kept for a crisis
    other.state.crisis = None
    other.state.players[0].secret, other.state.players[0].hand = "hunter", ["canned_soup.1"]
    other.state.food = 30
    other.invalidate()
    assert greedy.choose(other).kind != "play"


def test_it_rolls_for_a_spreading_bite_rather_than_put_the_survivor_down():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY), ("ada_kovac", COLONY))
    group(game, 1, ("eli_brandt", COLONY), ("penny_oakes", COLONY))
    exposure.spread(game, {"place": COLONY})  # three others there: putting one down is a sure death
    assert game.decision.kind == "bite"
    assert greedy.choose(game).args == ("roll",)


def test_it_searches_where_families_are_found_when_the_goal_counts_them():
    def first_move(main: str) -> tuple:
        game = start(main=main)
        group(game, 0, ("ada_kovac", COLONY))  # searches on a 2
        game.state.crisis, game.state.players[0].hand = None, []
        game.state.players[0].secret = "hunter"  # a colonist: a traitor works for no goal
        dice(game, 6)
        chosen = greedy.choose(game)
        return chosen.kind, chosen.args

    assert first_move("haven") == ("move", ("ada_kovac", "school"))  # the school deck hides the most families
    assert first_move("larder")[1][-1:] != ("school",)
