"""The greedy bot's card sense: it hands a spare weapon down to a teammate who has a free hand,
and keeps it when the teammate is better armed already."""

from __future__ import annotations

from missionkit import act_as, choose, game_on

from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.game import Game

MISSION = dict(layout=[["2R", "3R"]], start=["2R:s"], exit="2R:w", spawns=[{"zone": "3R:e", "kind": "starting"}])


def armed(game: Game, sid: str, **slots: list[str | None]) -> None:
    """Fill the survivor's slots with fresh cards from the deck (None leaves a slot empty)."""
    inv = game.survivor(sid).inventory
    for slot, ids in slots.items():
        cells = getattr(inv, slot)
        for i in range(len(cells)):
            cells[i] = None
        for i, card_id in enumerate(ids):
            if card_id is not None:
                card = next(c for c in reversed(game.state.equipment.draw_pile) if game.state.cards[c] == card_id)
                game.state.equipment.take(card)
                cells[i] = card
    game.invalidate()


def two_survivors(spare: str, jack_hands: list[str | None], jack_favourite: list[str | None]) -> Game:
    """Bo's hands are full and a spare weapon waits in his pack; Jack holds what the test says."""
    game = game_on(team=[("bo_tanner", "Ann"), ("jack_harlan", "Ann")], **MISSION)
    armed(game, "bo_tanner", hand=["cavalry_sword", "brush_blade"], favourite=[], backpack=[spare])
    armed(game, "jack_harlan", hand=jack_hands, favourite=jack_favourite, backpack=[])
    return game


def test_a_spare_weapon_goes_to_the_teammate_with_a_free_hand() -> None:
    game = two_survivors("lever_rifle", [None, None], [])
    act_as(game, "bo_tanner")
    bot = GreedyBot()
    choose(game, "reorganise", "bo_tanner")
    trade = bot.choose(game)
    assert trade.kind == "rearrange" and trade.args[3] == "jack_harlan" and trade.args[4] == "hand"
    game.apply(trade)
    rifle = [game.state.cards[c] for c in game.survivor("jack_harlan").inventory.hand if c]
    assert rifle == ["lever_rifle"]
    assert bot.choose(game).kind == "done", "nothing better to trade afterwards"


def test_no_trade_when_the_teammate_is_better_armed() -> None:
    game = two_survivors("skinning_knife", ["long_scattergun", "lever_rifle"], ["six_shooter"])
    act_as(game, "bo_tanner")
    bot = GreedyBot()
    choose(game, "reorganise", "bo_tanner")
    assert bot.choose(game).kind == "done"


def test_skipping_options_that_cannot_win_never_changes_the_choice() -> None:
    """`_decide_act` skips moves, attacks, reorganising and ending the turn when their upper
    bound is below the best option met so far; at every action decision of whole games on four
    missions it must choose what scoring everything does, and the bound must hold."""
    from zombie_table.bots.runner import default_team
    from zombie_table.content.library import Library
    from zombie_table.games.tilezone.setup import new_game

    library = Library.load(user=False)
    compared, skipped = 0, {"move": 0, "charge": 0, "shoot": 0, "melee": 0, "reorganise": 0, "end_turn": 0}
    for mission, seed in (("frontier-m0", 3), ("frontier-m5", 1), ("frontier-m6", 2), ("frontier-m10", 4)):
        game = new_game(library, mission, default_team(library, mission), seed)
        game.undo_enabled = False
        bot = GreedyBot()
        while not game.over and compared < 2000:
            legal = game.legal_actions()
            if game.decision.kind == "act" and not any(a.kind == "take_objective" for a in legal):
                scores = bot.score_options(game, legal)
                assert bot.decide(game, legal) is GreedyBot.best(legal, scores)
                sit, s = bot.situation(game), game.survivor(game.decision.survivor)
                for a, score in zip(legal, scores):
                    if a.kind in skipped:
                        bound = bot._bound(game, sit, s, a)
                        assert bound >= score - 1e-6, a.key
                        skipped[a.kind] += bound + 1e-6 < max(scores)
                compared += 1
            game.apply(bot.choose(game))
    assert compared > 200
    assert skipped["move"] > 50 and skipped["charge"] > 20 and skipped["shoot"] > 20
    assert skipped["reorganise"] > 20 and skipped["end_turn"] > 50
