"""Hidden information (§5.5, §7.5): a private location is seen by its owner only until revealed; no
view shows the number of a face-down zombie token."""

from __future__ import annotations

import json
import random

from zombie_table.games.roadside.start import new_game
from zombie_table.kernel.observer import hides_information, observe


def test_views_hide_private_locations_and_face_down_numbers() -> None:
    game, pick = new_game(8, ["Ann", "Ben", "Cy"]), random.Random(8)
    game.undo_enabled = False
    assert hides_information(game)
    checked = 0
    while not game.over and checked < 400:
        for viewer in [None] + [p.id for p in game.state.players]:
            view = observe(game, viewer)
            text = json.dumps(view)
            for p in game.state.players:
                if p.private and not p.private_revealed:
                    assert (p.private in text) == (p.id == viewer), (viewer, p.id)
            for space, tokens in game.state.tokens.items():
                assert view["tokens"][space] == [t.count if t.revealed else None for t in tokens]
            assert "draw_pile" not in text  # deck orders are counts only
        game.apply(pick.randrange(len(game.legal_actions())))
        checked += 1
    assert checked > 50
