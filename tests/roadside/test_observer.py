"""Hidden information (§5.5, §7.5): a private location is seen by its owner only until revealed; no
view shows the number of a face-down zombie token."""

from __future__ import annotations

import json
import random

from zombie_table.games import protocol
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


class Spy:
    """Wraps a `play --jsonl` loop: every line it prints, with the secrets of that moment (each
    player's unrevealed private card, each face-down token's number)."""

    def __init__(self, game):
        self.game, self.lines = game, []

    def record(self, message) -> None:
        message = json.loads(protocol.line(message))
        state = self.game.state
        secrets = {p.id: p.private for p in state.players if p.private and not p.private_revealed}
        tokens = {space: [t.count if t.revealed else None for t in ts] for space, ts in state.tokens.items()}
        self.lines.append((message, json.dumps(message), secrets, tokens))


def test_no_jsonl_line_shows_another_players_private_location_or_a_face_down_number() -> None:
    """A hotseat of three people over `play --jsonl`: every decision's table and options are what its
    player may see (kernel.observer), and the events every player reads name no private card."""
    import io

    from zombie_table.games.roadside import cli as roadside_play

    game = new_game(11, ["Ann", "Ben", "Cy"])
    seats = [{"name": n, "policy": None} for n in ("Ann", "Ben", "Cy")]
    spy = Spy(game)
    loop = roadside_play.JsonLoop(game, 11, seats, io.StringIO("0\n" * 400), io.StringIO())
    original = loop.emit
    loop.emit = lambda message: (spy.record(message), original(message))[1]
    loop.run()
    decisions = [line for line in spy.lines if line[0]["type"] == "decision"]
    assert len({m["player"] for m, *_ in decisions}) == 3 and len(decisions) > 100
    hidden_seen = 0
    for message, text, secrets, tokens in spy.lines:
        viewer = message.get("player")
        for owner, card in secrets.items():
            if owner != viewer:
                assert card not in text, (message["type"], viewer, owner)
                hidden_seen += 1
        if message["type"] == "decision":
            assert message["table"]["tokens"] == tokens
    assert hidden_seen > 100
