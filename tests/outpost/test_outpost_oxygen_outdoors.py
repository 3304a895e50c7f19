"""The air bottle kept worn outdoors (rules reference §9.1, §5.4, §4.7; rule option
`oxygen_kept_outdoors`): a survivor on the surface cannot take its last worn bottle off — no move
to the backpack, no trade, no discard, no found card in its place — though it may move it to its
other body slot, and a second worn bottle may go. Inside, the bottle is an ordinary card."""

from __future__ import annotations

from missionkit import act_as, choose
from outpostkit import bare, outpost_game, place

from zombie_table.games.tilezone import inventory


def bottles(game) -> list[str]:
    return [i for i, c in sorted(game.state.cards.items()) if c == "oxygen_tank"]


def outside(options: dict | None = None, worn: int = 1):
    game = outpost_game(team=[("rook", "A"), ("halloway", "A")], options=options)
    for sid in ("rook", "halloway"):
        bare(game, sid)
        place(game, sid, "06R:o2")
    for i, card in enumerate(bottles(game)[:worn]):
        game.survivor("rook").inventory.body[i] = card
    game.invalidate()
    return game


def moved(game, card: str) -> list[str]:
    """Labels of the reorganise options that take `card` out of Rook's body slots."""
    out = []
    for a in game.legal_actions():
        if a.kind == "drop" and a.args[1] == card:
            out.append(a.label)
        if a.kind == "rearrange":
            sid, sa, ia, pid, sb, ib = a.args
            if getattr(game.survivor(sid).inventory, sa)[ia] == card and (pid != sid or sb != "body"):
                out.append(a.label)
            if getattr(game.survivor(pid).inventory, sb)[ib] == card and (pid != sid or sa != "body"):
                out.append(a.label)
    return out


def test_the_last_worn_bottle_stays_on_outdoors() -> None:  # §9.1
    game = outside()
    bottle = game.survivor("rook").inventory.body[0]
    act_as(game, "rook")
    assert not [a for a in game.legal_actions() if a.kind == "discard" and a.args[1] == bottle]
    choose(game, "reorganise", "rook")
    assert moved(game, bottle) == []  # no backpack, no trade to Halloway, no discard
    assert any(a.kind == "rearrange" and a.args[1:3] == ("body", 0) and a.args[4] == "body" and a.args[3] == "rook"
               for a in game.legal_actions())  # the other body slot is still worn


def test_a_second_worn_bottle_may_go() -> None:  # §9.1: one stays on
    game = outside(worn=2)
    act_as(game, "rook")
    choose(game, "reorganise", "rook")
    first, second = game.survivor("rook").inventory.body
    assert moved(game, first) and moved(game, second)
    choose(game, "drop", "rook", first)
    assert moved(game, second) == []


def test_inside_the_bottle_is_a_card_like_any() -> None:
    game = outside()
    place(game, "rook", "06R:k")
    place(game, "halloway", "06R:k")
    bottle = game.survivor("rook").inventory.body[0]
    act_as(game, "rook")
    choose(game, "reorganise", "rook")
    assert moved(game, bottle)


def test_the_rule_option_lets_it_go() -> None:
    game = outside(options={"oxygen_kept_outdoors": False})
    assert inventory.kept(game, game.survivor("rook")) == set()
    act_as(game, "rook")
    assert any(a.kind == "discard" for a in game.legal_actions())


def test_stepping_outdoors_takes_the_discard_away() -> None:  # §9.1: the options follow the survivor out
    game = outside()
    place(game, "rook", "06R:k")
    bottle = game.survivor("rook").inventory.body[0]
    act_as(game, "rook")
    assert any(a.kind == "discard" and a.args[1] == bottle for a in game.legal_actions())  # inside: it may go
    choose(game, "move", "rook", "06R:o2")
    assert not [a for a in game.legal_actions() if a.kind == "discard" and a.args[1] == bottle]
