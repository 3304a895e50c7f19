"""§7 Set-up and §15.3 solo: one of each resource, a character and a follower each (its gifts
applied), three public locations and a private one each, the first player by the most actions,
standees on their starts; solo: four open locations, five trapped followers, no card needing others."""

from __future__ import annotations

from zombie_table.games.roadside.start import SetupError, new_game

import pytest


def test_standard_set_up() -> None:
    game = new_game(3, ["Ann", "Ben", "Cy", "Dee"])
    state, content = game.state, game.content
    assert len(state.public) == 3 and all(state.public)
    assert all(p.private for p in state.players)
    cards = state.public + [p.private for p in state.players]
    assert len(set(cards)) == 7 and len(game.chance.decks["locations"].draw_pile) == 26 - 7
    for p in state.players:
        gifts = {g.resource.value: g.amount for g in content.followers[p.followers[0].id].on_join}
        assert p.resources == {r: 1 + gifts.get(r, 0) for r in ("food", "fuel", "ammo")}
        assert p.space == content.characters[p.character.id].start
    assert len(state.reserve) == 2 and not set(state.reserve) & {p.character.id for p in state.players}


def test_the_first_player_rolled_the_most_actions_and_ties_roll_again(monkeypatch: pytest.MonkeyPatch) -> None:
    from zombie_table.games.roadside.schema import Face
    from zombie_table.games.roadside import dice

    actions = iter([2, 2, 0, 1, 2])  # Ann 2, Ben 2, Cy 0: Ann and Ben roll again, 1 to 2

    monkeypatch.setattr(dice, "roll", lambda game, player: [("scavenger", Face(actions=next(actions)))])
    game = new_game(1, ["Ann", "Ben", "Cy"])
    assert game.state.player.name == "Ben" and game.decision.player == game.state.player.id


def test_solo_set_up() -> None:
    game = new_game(4, ["Ann"], "solo")
    state, content = game.state, game.content
    solo = [s.id for s in content.map.spaces if s.solo]
    assert sorted(content.location_cards[c].place for c in state.public) == sorted(solo)
    assert state.players[0].private is None
    others = [s for s in content.locations_of(type(content.map.spaces[0].kind).location) if s not in solo]
    assert sorted(state.trapped) == sorted(others) and all(len(f) == 1 for f in state.trapped.values())
    deck = game.chance.decks["encounters"].draw_pile
    assert len(deck) < 90 and not any(content.encounter[c].involves_others for c in deck)


@pytest.mark.parametrize("names, mode", [([], "standard"), (["A"] * 7, "standard"), (["A", "B"], "solo"), (["A"], "coop")])
def test_bad_set_ups_are_refused_with_a_reason(names, mode) -> None:
    with pytest.raises(SetupError):
        new_game(1, names, mode)
