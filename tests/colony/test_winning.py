"""§13: the game ends at once on morale 0, the round track, or the main objective; winners are the
players whose own secret objective holds too — plain ones when the colony stands, betrayal ones
when it falls (an option) — and everyone or no one in the co-op game."""

from zombie_table.games.colony import deaths, winning
from zombie_table.games.colony.state import Held
from tests.colony.kit import COLONY, group, pick, start


def test_the_main_objective_met_wins_for_those_whose_secret_holds():
    game = start(names=("Ann", "Ben", "Cat"))
    ann, ben, cat = game.state.players
    ann.secret, ben.secret, cat.secret = "hoarder", "medic", "lone_wolf"
    ann.hand = ["tinned_beans.1", "canned_soup.1"]
    ben.hand = ["bandages.1"]
    cat.hand = ["nail_gun"]
    winning.end(game, "stands", "goal")
    assert game.state.winners == ["p1"]  # Ben lacks a second medicine; Cat's betrayal needs a fall


def test_a_betrayal_secret_wins_when_the_colony_falls():
    game = start(names=("Ann", "Ben"))
    ann, ben = game.state.players
    ann.secret, ben.secret = "hoarder", "lone_wolf"
    ann.hand = ["tinned_beans.1", "canned_soup.1"]
    ben.hand = ["nail_gun"]
    game.state.morale = 0
    game.check_end()
    assert (game.state.result, game.state.winners) == ("fallen", ["p2"])


def test_nobody_wins_a_fall_when_the_option_is_off():
    game = start(names=("Ann", "Ben"), fallen_can_win=False)
    game.state.players[1].secret = "lone_wolf"
    game.state.players[1].hand = ["nail_gun"]
    winning.end(game, "fallen", "test")
    assert game.state.winners == []


def test_the_co_op_game_wins_and_loses_together():
    game = start(names=("Ann", "Ben"), mode="cooperative")
    assert all(p.secret is None for p in game.state.players)
    winning.end(game, "stands", "goal")
    assert game.state.winners == ["p1", "p2"]


def test_in_elimination_a_player_with_no_survivor_is_out_and_cannot_win():
    game = start(names=("Ann", "Ben"), elimination=True)
    group(game, 0, ("agnes_hale", COLONY))
    deaths.kill(game, "agnes_hale", "test")
    assert game.state.players[0].out and game.state.players[0].hand == []
    winning.end(game, "stands", "goal")
    assert "p1" not in game.state.winners


def test_without_elimination_a_new_survivor_leads_a_group_that_lost_everyone():
    game = start(names=("Ann", "Ben"))
    group(game, 0, ("agnes_hale", COLONY))
    game.state.players[0].hand = ["nail_gun"]
    deaths.kill(game, "agnes_hale", "test")
    game.state.decision = None  # the death came outside a choice: let the queued steps run
    game.run()
    ann = game.state.players[0]
    assert len(ann.group) == 1 and ann.hand == [] and "nail_gun" in game.state.removed


def over_at_once(game, events) -> None:
    """§13: "ends immediately": the game-over is the last thing that happens, nothing asked after it."""
    assert game.state.morale == 0 and game.state.result == "fallen"
    assert [e.kind for e in events][-1] == "game_over" and game.decision is None and not game.state.queue


def test_section_13_morale_zero_in_the_zombies_step_ends_the_game_before_the_next_break_in():
    """§13, §8.2: three zombies break into a full clinic; the first kills the lowest survivor and morale
    falls to 0: the game ends there, and the other two survivors are not killed."""
    game = start()
    group(game, 0, ("walt_dobrev", "clinic"), ("ada_kovac", "clinic"))
    group(game, 1, ("agnes_hale", "clinic"), ("eli_brandt", COLONY))
    for entrance in game.state.places["clinic"].entrances:
        entrance.zombies = entrance.spaces
    game.chance.decks["clinic"].draw_pile.remove("bone_saw")
    game.state.survivors["agnes_hale"].equipment = ["bone_saw"]
    game.state.morale, game.state.decision, game.state.queue = 1, None, [{"kind": "arrivals"}, {"kind": "round"}]
    game.events = []
    game.run()
    over_at_once(game, game.events)
    assert "agnes_hale" not in game.state.survivors and {"walt_dobrev", "ada_kovac"} <= set(game.state.survivors)
    assert "bone_saw" in game.chance.decks["clinic"].draw_pile  # the death itself is finished: her equipment (§11)


def test_section_13_morale_zero_at_the_start_of_a_turn_ends_the_game_before_its_crossroads_card():
    """§13, §9: frostbite kills Ben's leader as his turn starts and morale falls to 0: no new leader is
    asked for and no crossroads card is drawn for the turn."""
    game = start()
    group(game, 1, ("eli_brandt", COLONY), ("agnes_hale", COLONY))
    game.state.survivors["eli_brandt"].wounds = game.state.survivors["eli_brandt"].frostbite = 1
    game.state.morale = 1
    events = pick(game, "End the turn")
    over_at_once(game, events)
    assert "eli_brandt" not in game.state.survivors and game.state.held is None
    assert "held" not in [e.kind for e in events]


def test_section_13_morale_zero_on_a_crossroads_card_ends_the_game_before_the_turn_goes_on():
    """§13, §5: a crossroads choice costing the last morale ends the game there: the turn is not asked for again."""
    game = start()
    group(game, 0, ("walt_dobrev", COLONY))
    game.state.held = Held("patient_in_bed", "p2")
    game.state.morale = 1
    pick(game, "Move Walt Dobrev to Saint Brigid Clinic")
    over_at_once(game, pick(game, "Leave her some water"))


def test_section_9_frostbite_wounds_count_as_wounds_for_a_secret_objective():
    """§9: a frostbite wound is a wound. Ann's goal allows at most one wound in her group; a survivor
    carrying two frostbite wounds breaks it, one frostbite and nothing else keeps it."""
    game = start(names=("Ann", "Ben"))
    ann = game.state.players[0]
    ann.secret = "unscathed"
    group(game, 0, ("walt_dobrev", COLONY), ("ada_kovac", COLONY))
    game.state.result = "stands"  # the main objective met (§13)
    game.state.survivors["ada_kovac"].frostbite = 2
    assert not winning.wins(game, ann)
    game.state.survivors["ada_kovac"].frostbite = 1
    assert winning.wins(game, ann)
