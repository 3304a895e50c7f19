"""§16 hidden information through the kernel's observer: other players' hands are counted, secret
objectives hidden until the end, the held crossroads card seen by its holder only, face-down crisis
cards counted, a search's drawn cards seen by the searcher, survivors dealt at set-up by their owner."""

import json

from zombie_table.games.colony.start import new_game
from zombie_table.games.colony.state import Contribution, Held
from zombie_table.kernel.observer import observe
from tests.colony.kit import start


def test_hands_and_secrets_are_the_owners_alone():
    game = start(names=("Ann", "Ben", "Cat"))
    ann = game.state.players[0]
    view = observe(game, "p2")
    seen = {p["id"]: p for p in view["players"]}
    assert seen["p1"]["hand"] == len(ann.hand) and seen["p1"]["secret"] == "hidden"
    assert seen["p2"]["secret"] == game.state.players[1].secret
    text = json.dumps(view)
    assert ann.hand and not any(f'"{card}"' in text for card in ann.hand)  # card instances are unique
    assert ann.secret != game.state.players[1].secret and f'"{ann.secret}"' not in text


def test_the_held_crossroads_card_and_face_down_contributions():
    game = start(names=("Ann", "Ben", "Cat"))
    game.state.held = Held("gun_locker", "p3")
    game.state.contributions = [Contribution("tinned_beans.1", "p1", False), Contribution("nail_gun", "p1", True)]
    for viewer in ("p1", "p2", None):
        view = observe(game, viewer)
        assert view["held"]["card"] == "hidden"
        assert view["contributions"] == ["hidden", "nail_gun"]
        assert "gun_locker" not in json.dumps(view) and "tinned_beans.1" not in json.dumps(view["contributions"])
    assert observe(game, "p3")["held"]["card"] == "gun_locker"


def test_survivors_dealt_at_set_up_are_seen_by_their_owner_only():
    game = new_game(7, ["Ann", "Ben"], "larder")
    assert game.decision.kind == "keep" and game.decision.player == "p1"
    dealt = game.decision.data["dealt"]
    assert observe(game, "p1")["dealt"] == dealt
    other = json.dumps(observe(game, "p2"))
    assert not any(f'"{sid}"' in other for sid in dealt)


def test_everything_is_shown_when_the_game_is_over():
    game = start(names=("Ann", "Ben"))
    game.state.result = "fallen"
    view = observe(game, "p2")
    assert view["players"][0]["secret"] == game.state.players[0].secret


def test_the_view_copies_records_as_asdict_does():
    """The view's records are what `dataclasses.asdict` gives, fresh copies, all through a seeded game."""
    from dataclasses import asdict

    from zombie_table.games.colony import batch
    from zombie_table.games.colony.observer import plain

    game = new_game(3, ["Ann", "Ben", "Cat"], "larder")
    game.undo_enabled = False
    bots = batch.controller(batch.parse_seats("Ann:greedy,Ben:random,Cat:greedy"), 3)
    for _ in range(150):
        if game.over:
            break
        state = game.state
        for record in (*state.places.values(), *state.survivors.values(), *state.players):
            copied = plain(record)
            assert copied == asdict(record)
            for name, value in copied.items():
                assert not isinstance(value, list) or value is not getattr(record, name)
        game.apply(bots.choose(game))
