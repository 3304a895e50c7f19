"""A card game of a few lines on the bare kernel: the proof that the kernel knows no board game,
that chance goes through one seeded door a bot can sample, and that an observer hides a hand.

Two players each hold a hidden hand of three cards drawn from one deck. On a turn the player plays
a card face up and draws another. When the deck and the hands are empty, the higher total wins."""

from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass, field
from typing import Any

from zombie_table.kernel.chance import Chance
from zombie_table.kernel.engine import Action, Decision, Engine
from zombie_table.kernel.observer import hides_information, observe
from zombie_table.kernel.rng import stream
from zombie_table.kernel.ruleset import Ruleset, handler, observes, options, step

PLAYERS = ("A", "B")
CARDS = [f"card-{n:02d}" for n in range(1, 13)]


@dataclass
class HandsState:
    chance: Chance
    hands: dict[str, list[str]] = field(default_factory=lambda: {p: [] for p in PLAYERS})
    played: dict[str, list[str]] = field(default_factory=lambda: {p: [] for p in PLAYERS})
    turn: int = 0
    decision: Decision | None = None
    queue: list[dict[str, Any]] = field(default_factory=lambda: [{"kind": "deal"}])
    result: str | None = None
    cause: str | None = None


def score(cards: list[str]) -> int:
    return sum(int(c.split("-")[1]) for c in cards)


@step("deal")
def deal(game: Engine, params: dict) -> None:
    for _ in range(3):
        for p in PLAYERS:
            game.state.hands[p].append(game.chance.draw("deck"))
    game.push({"kind": "turn"})


@step("turn")
def turn(game: Engine, params: dict) -> None:
    state = game.state
    if not any(state.hands.values()):
        a, b = (score(state.played[p]) for p in PLAYERS)
        state.result, state.cause = ("A" if a > b else "B" if b > a else "draw"), f"{a} to {b}"
        return
    player = PLAYERS[state.turn % 2]
    game.ask("play", f"{player}: play a card", player=player)


@options("play")
def play_options(game: Engine, decision: Decision) -> list[Action]:
    return [Action("play", f"Play {card}", (card,)) for card in game.state.hands[decision.player]]


@handler("play")
def play(game: Engine, action: Action) -> None:
    state, player = game.state, game.resolving.player
    state.hands[player].remove(action.args[0])
    state.played[player].append(action.args[0])
    game.emit("played", "play", f"{player} plays {action.args[0]}", player=player)
    card = game.chance.draw("deck")
    if card is not None:
        state.hands[player].append(card)
        game.emit("drew", "draw", f"{player} draws a card", player=player)
    state.turn += 1
    game.push({"kind": "turn"})


@observes
def view(game: Engine, player: str | None) -> dict[str, Any]:
    state = game.state
    return {"hand": list(state.hands[player]) if player else [], "played": {p: list(c) for p, c in state.played.items()},
            "hand_sizes": {p: len(h) for p, h in state.hands.items()}, "deck": len(state.chance.decks["deck"].draw_pile),
            "turn": state.turn, "result": state.result}


RULES = Ruleset("hidden-hands").include(sys.modules[__name__]).freeze()


class HiddenHands(Engine):
    REVEALING = frozenset({"drew"})


def new_game(seed: int) -> HiddenHands:
    chance = Chance(seed)
    chance.deck("deck", CARDS)
    game = HiddenHands(HandsState(chance), RULES)
    game.run()
    return game


def play_out(game: Engine, pick: random.Random) -> list[str]:
    while not game.over:
        game.apply(pick.randrange(len(game.legal_actions())))
    return game.history


def snapshot(game: Engine) -> str:
    s = game.state
    return json.dumps({"chance": s.chance.to_json(), "hands": s.hands, "played": s.played, "turn": s.turn,
                       "result": s.result, "cause": s.cause}, sort_keys=True)


# ------------------------------------------------------------------------------------------ tests
def test_legal_actions_and_apply_drive_the_game_to_its_end() -> None:
    game = new_game(7)
    assert [a.kind for a in game.legal_actions()] == ["play"] * 3 and game.decision.player == "A"
    play_out(game, random.Random(1))
    assert game.over and len(game.history) == len(CARDS)
    assert sorted(game.state.played["A"] + game.state.played["B"]) == CARDS  # every card played once
    assert game.state.result in {"A", "B", "draw"}


def test_a_player_never_sees_the_other_hand() -> None:
    game, pick = new_game(3), random.Random(2)
    assert hides_information(game)
    while not game.over:
        for me, other in (("A", "B"), ("B", "A")):
            seen = json.dumps(observe(game, me))
            assert all(card not in seen for card in game.state.hands[other])
            assert all(card in seen for card in game.state.hands[me])
            assert observe(game, me)["hand_sizes"][other] == len(game.state.hands[other])
        spectator = json.dumps(observe(game, None))
        assert all(card not in spectator for hand in game.state.hands.values() for card in hand)
        game.apply(pick.randrange(len(game.legal_actions())))


def test_seed_and_actions_replay_identically_and_a_save_resumes_the_same_future() -> None:
    first = new_game(11)
    actions = play_out(first, random.Random(5))
    again = new_game(11)
    for key in actions:
        again.apply(key)
    assert snapshot(again) == snapshot(first)

    half = new_game(11)
    for key in actions[:5]:
        half.apply(key)
    half.state.chance = Chance.from_json(json.loads(json.dumps(half.state.chance.to_json())))  # through a save
    for key in actions[5:]:
        half.apply(key)
    assert snapshot(half) == snapshot(first)


def test_a_bots_look_ahead_samples_without_changing_the_real_future() -> None:
    plain, probed = new_game(21), new_game(21)
    pick = random.Random(9)
    peeked = resampled = 0
    while not plain.over:
        for sample_seed in range(3):
            future = probed.lookahead(sample_seed)  # the bot plays a sampled future to the end
            real_pile, sampled_pile = probed.state.chance.decks["deck"].draw_pile, future.state.chance.decks["deck"].draw_pile
            assert sorted(sampled_pile) == sorted(real_pile)  # the same unknown cards...
            resampled += len(real_pile) > 1 and sampled_pile != real_pile  # ...in an order it cannot know
            play_out(future, random.Random(sample_seed))
        exact = probed.lookahead()  # no seed: the same future (tests, replays)
        key = plain.legal_actions()[pick.randrange(len(plain.legal_actions()))].key
        for game in (exact, plain, probed):
            game.apply(key)
        peeked += 1
        assert snapshot(exact) == snapshot(probed) == snapshot(plain)
    assert peeked == len(CARDS) and resampled > 0
    assert probed.history == plain.history and snapshot(probed) == snapshot(plain)


def test_a_forked_chance_is_independent_and_a_seeded_fork_is_a_sample() -> None:
    chance = Chance(4)
    chance.deck("deck", CARDS)
    before = chance.to_json()
    copy = chance.fork()
    assert copy.roll(5) == chance.fork().roll(5) and copy.draw("deck") == chance.fork().draw("deck")
    sample = chance.fork(99)
    sample.roll(10), sample.draw("deck")
    assert chance.to_json() == before  # neither fork moved the real streams
    assert sorted(sample.decks["deck"].draw_pile + [sample.decks["deck"].last]) == sorted(CARDS)
    assert chance.fork(99).decks["deck"].draw_pile == chance.fork(99).decks["deck"].draw_pile  # a sample is seeded too
    assert chance.fork(99).decks["deck"].draw_pile != chance.decks["deck"].draw_pile


def test_rolls_are_the_streams_own_numbers_in_order() -> None:
    chance, reference = Chance(8), stream(8, "dice")  # the derivation the family used before Chance
    assert chance.roll(4) + [chance.die()] + chance.roll(3, sides=10) == \
        [reference.randint(1, 6) for _ in range(5)] + [reference.randint(1, 10) for _ in range(3)]
    assert chance.fresh("setup").random() == chance.fresh("setup").random() == stream(8, "setup").random()
    odds = Chance.outcomes(2)
    assert sum(odds.values()) == 1 and odds[(6, 6)] * 36 == 1 and odds[(1, 6)] * 18 == 1


def test_cut_to_drops_the_steps_before_a_kind_and_nothing_when_it_is_absent() -> None:
    game = new_game(1)
    game.state.queue[:] = [{"kind": "a"}, {"kind": "b"}, {"kind": "turn"}, {"kind": "c"}]
    assert game.cut_to("turn") == [{"kind": "a"}, {"kind": "b"}]
    assert [s["kind"] for s in game.state.queue] == ["turn", "c"]
    assert game.cut_to("missing") == [] and len(game.state.queue) == 2
