"""Every action kind carries typed arguments (issue 32 point 7; DESIGN "Actions carry typed arguments"): each
offered action's `args` is the NamedTuple its ruleset declares for its kind (`ACTION_ARGS`), so callers read
fields by name, never `args[3]`. A few random-bot decisions are played in every entry of the registered games
the migration has reached; a kind offered without a declaration fails unless it is listed as still pending, so
a new kind cannot come untyped. `PENDING` says exactly what is left."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from zombie_table.bots.random_bot import RandomBot
from zombie_table.content.library import Library
from zombie_table.games import registry
from zombie_table.games.tilezone.setup import default_team, new_game
from zombie_table.games.colony import start as colony
from zombie_table.games.colony.actions import WithDie
from zombie_table.games.roadside import batch as roadside
from zombie_table.games.roadside.actions import Step
from zombie_table.games.roadside.groups import Propose
from zombie_table.kernel.engine import Action, Engine
from zombie_table.kernel.ruleset import ACTION_ARGS, ArgsError, Several

LIBRARY = Library.load(user=False)
DECISIONS = 120
SEEDS = (0, 1)

PENDING_GAMES: set[str] = set()
"""Registered games whose kinds still take a positional tuple (not migrated yet)."""

PENDING: set[str] = set()
"""Kinds of the migrated games still offered with a plain tuple (named here, so none is forgotten)."""


def tile_games() -> Iterator[tuple[str, Engine]]:
    for mission in sorted(LIBRARY.missions):
        for seed in SEEDS:
            yield mission, new_game(LIBRARY, mission, default_team(LIBRARY, mission), seed)


def roadside_games() -> Iterator[tuple[str, Engine]]:
    for mode, names in (("standard", ["A", "B", "C", "D"]), ("solo", ["A"])):
        for seed in SEEDS:
            options = {"inventory_trading": True, "owner_picks_left_behind": seed == 0, "leaver_stays": seed == 0}
            yield f"roadside {mode}", roadside.new_game(seed, names, mode, options)


def colony_games() -> Iterator[tuple[str, Engine]]:
    readings = ({}, {"steal_at_random": False, "steal_optional": True, "giving_voluntary": True, "lure_many_places": True,
                     "attack_zombie_same_place": False})
    for options in readings:
        for seed in SEEDS:
            yield "colony", colony.new_game(seed, ["A", "B", "C", "D"], None, "standard", options)


STARTS = {"tilezone": tile_games, "roadside": roadside_games, "colony": colony_games}


def test_every_registered_game_is_checked_or_named_pending() -> None:
    ids = {game.id for game in registry.games()}
    assert ids == set(STARTS) | PENDING_GAMES
    assert not set(STARTS) & PENDING_GAMES


def offered_kinds(games: Iterator[tuple[str, Engine]]) -> tuple[dict[str, str], list[str]]:
    """Kinds offered without a declaration (kind -> the entry that offered it), and actions whose args are not
    their kind's declared type."""
    untyped: dict[str, str] = {}
    wrong: list[str] = []
    for entry, game in games:
        declared = game.ruleset.kinds[ACTION_ARGS]
        bot = RandomBot(7)
        for _ in range(DECISIONS):
            if game.over:
                break
            for action in game.legal_actions():
                shape = declared.get(action.kind)
                if shape is None:
                    untyped.setdefault(action.kind, entry)
                elif not isinstance(action.args, shape):
                    wrong.append(f"{entry}: {action.key} has {type(action.args).__name__}, not {shape}")
            game.apply(bot.choose(game))
    return untyped, wrong


@pytest.mark.parametrize("game", sorted(STARTS))
def test_every_offered_action_carries_its_kinds_declared_args(game: str) -> None:
    untyped, wrong = offered_kinds(STARTS[game]())
    assert not wrong, wrong[:5]
    assert set(untyped) <= PENDING, f"offered with no declared args type: {sorted(set(untyped) - PENDING)}"


def test_a_declared_kind_keeps_its_key() -> None:
    """A NamedTuple is a tuple: the key (and so saves, replays and golden games) is what it was."""
    game = new_game(LIBRARY, "frontier-m0", default_team(LIBRARY, "frontier-m0"), 0)
    while game.decision is not None and game.decision.kind != "act":
        game.apply(game.legal_actions()[0])
    move = next(a for a in game.legal_actions() if a.kind == "move")
    assert move.key == f"move:{move.args.survivor}:{move.args.zone}" == ":".join(["move", *move.args])
    assert move.args == (move.args.survivor, move.args.zone)


def test_every_handled_kind_of_the_tile_rulesets_declares_its_args() -> None:
    """The random games above reach only the kinds a few decisions offer; every kind a tile ruleset handles
    (so every kind it can offer) must declare its arguments, and nothing may be declared for a kind never handled."""
    for mission in ("frontier-m0", "winter-m0", "outpost-m0"):
        ruleset = new_game(LIBRARY, mission, default_team(LIBRARY, mission), 0).ruleset
        declared = set(ruleset.kinds[ACTION_ARGS])
        assert set(ruleset.handlers) - PENDING <= declared, (mission, sorted(set(ruleset.handlers) - PENDING - declared))
        assert declared <= set(ruleset.handlers), (mission, sorted(declared - set(ruleset.handlers)))


def _wrongly_typed(game: Engine, args: object) -> None:
    """The first option offered again with `args` instead: apply refuses it, and the game is unchanged."""
    before = list(game.history)
    first = game.legal_actions()[0]
    game._options_cache = [first._replace(args=args)]
    with pytest.raises(ArgsError, match=first.kind):
        game.apply(0)
    assert game.history == before and game.decision is not None


@pytest.mark.parametrize("args", [("s1", "walk"), Step("s1", "run"), Step(3, "walk")], ids=["tuple", "literal", "str"])
def test_roadside_refuses_a_wrongly_typed_arg(args: object) -> None:
    game = roadside.new_game(1, ["A", "B"], "standard", {})
    while game.decision.kind != "move":
        game.apply(0)
    assert isinstance(game.legal_actions()[0].args, Step)
    _wrongly_typed(game, args)


@pytest.mark.parametrize("args", [("marcus_bell", 0), WithDie("marcus_bell", "0"), WithDie("marcus_bell", True)],
                         ids=["tuple", "int", "bool"])
def test_colony_refuses_a_wrongly_typed_arg(args: object) -> None:
    game = colony.new_game(1, ["A", "B"], None, "standard", {})
    while not any(isinstance(a.args, WithDie) for a in game.legal_actions()):
        game.apply(0)
    game._options_cache = [next(a for a in game.legal_actions() if isinstance(a.args, WithDie))]
    _wrongly_typed(game, args)


@pytest.mark.parametrize("game", ["roadside", "colony"])
def test_every_handled_kind_of_a_game_declares_its_args(game: str) -> None:
    """Every kind Roadside's and Colony's rulesets handle declares its arguments, and nothing else is declared."""
    ruleset = next(STARTS[game]())[1].ruleset
    assert set(ruleset.handlers) == set(ruleset.kinds[ACTION_ARGS])


def test_a_proposal_to_a_side_of_several_keeps_its_key_and_protocol_args() -> None:
    """Roadside's side is one field (a Several): its key and its --jsonl args list each player, as before."""
    action = Action("group_offer", "Propose", Propose("propose", Several(["p2", "p3"])))
    assert action.key == "group_offer:propose:p2:p3"
    assert action.flat_args == ["propose", "p2", "p3"]
