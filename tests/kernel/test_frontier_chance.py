"""Frontier on the kernel's chance and observer: the family rolls and draws through `game.chance`
(over the state's own fields, so saves keep their format), a look-ahead copy samples without
moving the real game, and a player's view (the family's observer) is the table without what nobody may know."""

from __future__ import annotations

import json
import random

import pytest

from zombie_table.bots import default_team
from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game
from zombie_table.games.tilezone.state import to_json
from zombie_table.kernel.observer import hides_information, observe
from zombie_table.kernel.rng import rng_from_state, stream


@pytest.fixture(scope="module")
def library() -> Library:
    return Library.load(user=False)


def first_mission(library: Library) -> str:
    return sorted(m.id for m in library.missions.values() if m.setting == "frontier")[0]


def test_a_view_is_the_table_without_the_decks_order_or_face_down_colours(library: Library) -> None:
    game = new_game(library, "frontier-m8", default_team(library, "frontier-m8"), 5)  # face-down objectives, set-aside bounty
    state = game.state
    hidden = [t for t in state.objectives if t.hidden]
    assert hides_information(game) and hidden and state.own.set_aside
    for player in (*state.players, None):
        view = observe(game, player)
        assert view is not state and view.decks.equipment == len(state.equipment.draw_pile)
        seen = view.model_dump_json()
        secret = [*state.equipment.draw_pile, *state.bounty, *state.own.set_aside]
        assert not [card for card in secret if f'"{card}"' in seen], "no card still to draw or set aside is named"
        assert view.setting["set_aside"] == len(state.own.set_aside)
        shown = {t.id: t for t in view.objective_tokens}
        assert all(shown[t.id].face_down and shown[t.id].color is None for t in hidden)
    hidden[0].taken_by = state.team[0][0]
    assert observe(game, None).objective_tokens[state.objectives.index(hidden[0])].color == hidden[0].color, \
        "a taken token shows its colour"


def test_the_family_chance_reads_the_states_own_streams(library: Library) -> None:
    mission = first_mission(library)
    game = new_game(library, mission, default_team(library, mission), 5)
    assert game.chance.streams["dice"] is game.state.dice and game.chance.decks["zombie"] is game.state.zombie_deck
    saved = json.loads(json.dumps(to_json(game.state)))["dice"]["__rng"]  # its seed and the words drawn since
    assert saved["seed"] == stream(5, "dice").origin and rng_from_state(saved).getstate() == game.state.dice.getstate()
    game.state = game.state.__class__(**{**game.state.__dict__})  # a new state object (undo, loading)
    assert game.chance.streams["dice"] is game.state.dice


def test_a_look_ahead_copy_samples_and_leaves_the_real_game_alone(library: Library) -> None:
    mission = first_mission(library)
    plain = new_game(library, mission, default_team(library, mission), 9)
    probed = new_game(library, mission, default_team(library, mission), 9)
    pick = random.Random(3)
    for _ in range(60):
        if plain.over:
            break
        future = probed.lookahead(seed=pick.randrange(1000))
        assert future.chance.decks["equipment"].draw_pile != probed.state.equipment.draw_pile or len(probed.state.equipment.draw_pile) < 2
        for _ in range(15):
            if future.over:
                break
            future.apply(pick.randrange(len(future.legal_actions())))
        key = plain.legal_actions()[pick.randrange(len(plain.legal_actions()))].key
        plain.apply(key)
        probed.apply(key)
    assert probed.history == plain.history
    assert json.dumps(to_json(probed.state), sort_keys=True) == json.dumps(to_json(plain.state), sort_keys=True)


@pytest.mark.parametrize("mission_id", ["winter-m0", "outpost-m0"])
def test_a_settings_face_down_cards_are_counted_never_named(library: Library, mission_id: str) -> None:
    """Winter's crypt and the piles on its objectives, Outpost's prototypes set aside: a player sees
    how many cards lie there (per zone for a pile), never which."""
    game = new_game(library, mission_id, default_team(library, mission_id), 5)
    own = game.state.own
    secret = own.cards()
    assert secret and hides_information(game)
    view = observe(game, game.state.players[0])
    seen = view.model_dump_json()
    assert not [card for card in secret if f'"{card}"' in seen], "no face-down card is named"
    for name in type(own).HIDDEN:
        value = getattr(own, name)
        expected = {key: len(cards) for key, cards in value.items()} if isinstance(value, dict) else len(value)
        assert view.setting[name] == expected
