"""§8 zombie placement: entrance by entrance from entrance 1; a free space takes the zombie, a
barricade absorbs it when none is free, and with neither the place is overrun — its lowest-influence
survivor dies (a helpless one only when no other is there; nobody, nothing happens)."""

from zombie_table.games.colony import zombies
from tests.colony.kit import COLONY, group, start


def test_zombies_enter_one_entrance_after_another_from_the_first():
    game = start()
    zombies.add(game, COLONY, 8, "test")
    assert [e.zombies for e in game.state.places[COLONY].entrances] == [2, 2, 1, 1, 1, 1]


def test_a_barricade_absorbs_a_zombie_only_where_no_space_is_free():
    game = start()
    entrance = game.state.places["clinic"].entrances[0]
    entrance.barricades = 1
    zombies.add(game, "clinic", 2, "test")  # 3 spaces: the barricade takes one, two are free
    assert (entrance.zombies, entrance.barricades) == (2, 1)
    zombies.add(game, "clinic", 1, "test")  # full now: the barricade and the zombie are both spent
    assert (entrance.zombies, entrance.barricades) == (2, 0)


def test_barricade_first_option_spends_barricades_before_free_spaces():
    game = start(barricade_first=True)
    entrance = game.state.places["clinic"].entrances[0]
    entrance.barricades = 1
    zombies.add(game, "clinic", 1, "test")
    assert (entrance.zombies, entrance.barricades) == (0, 0)


def test_an_overrun_kills_the_lowest_influence_survivor_there():
    game = start()
    group(game, 0, ("walt_dobrev", "clinic"), ("ada_kovac", "clinic"))
    group(game, 1, ("agnes_hale", "clinic"), ("eli_brandt", COLONY))
    game.state.places["clinic"].entrances[0].zombies = 3
    morale = game.state.morale
    zombies.add(game, "clinic", 1, "test")
    assert "agnes_hale" not in game.state.survivors  # influence 9, the lowest, whoever owns her
    assert {"walt_dobrev", "ada_kovac"} <= set(game.state.survivors)
    assert game.state.morale == morale - 1


def test_helpless_survivors_die_only_when_no_other_survivor_is_there():
    game = start()
    group(game, 0, ("walt_dobrev", "clinic"))
    group(game, 1, ("ada_kovac", "school"))
    colony = game.state.places[COLONY]
    colony.helpless = 2
    for e in colony.entrances:
        e.zombies = e.spaces
    zombies.add(game, COLONY, 1, "test")
    assert colony.helpless == 1
    colony.helpless = 0
    morale = game.state.morale
    zombies.add(game, COLONY, 1, "test")  # nobody there: the zombie just goes
    assert game.state.morale == morale


def test_batches_continue_round_the_entrances_when_they_do_not_restart():
    game = start(entrances_restart=False)
    zombies.add(game, COLONY, 4, "test")
    zombies.add(game, COLONY, 4, "test")
    assert [e.zombies for e in game.state.places[COLONY].entrances] == [2, 2, 1, 1, 1, 1]
    restart = start()
    zombies.add(restart, COLONY, 4, "test")
    zombies.add(restart, COLONY, 4, "test")
    assert [e.zombies for e in restart.state.places[COLONY].entrances] == [2, 2, 2, 2, 0, 0]
