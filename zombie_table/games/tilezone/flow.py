"""The round: players' phase (each player activates their survivors one at a time), then the
zombies' phase, then the end phase; plus the set-up choices that come before round 1."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from zombie_table.games.tilezone import inventory, skills, turn
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.actions import Actor
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step
from zombie_table.games.tilezone.experience import medic
from zombie_table.games.tilezone.leadership import finish_lend
from zombie_table.games.tilezone.noise import decay
from zombie_table.games.tilezone.state import Decision, SurvivorState
from zombie_table.games.tilezone.turn import act  # noqa: F401  (lives in `turn`; rule modules import it from here)
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game  # annotations only: the game sits above its rules (game → conditions → spawning → …)


def playable(game: Game, player: str) -> list[SurvivorState]:
    """The player's survivors still to act this round (companions never act on their own)."""
    return [
        s for s in game.state.survivors.values()
        if s.player == player and s.on_board and not s.activated and s.companion_of is None
    ]


TACTICIAN = "tactician"
TACTICS = {TACTICIAN: skills.Family("Its turn may come at any point of the players' phase, before or after any other survivor's.")}
"""Declared by the settings whose survivors have it (Outpost's `tactician`)."""


def out_of_turn(game: Game, player: str) -> list[SurvivorState]:
    """Other players' survivors with Tactician still to act: they may take their turn now too."""
    return [
        s for s in game.state.survivors.values()
        if s.player != player and s.on_board and not s.activated and s.companion_of is None and skills.has(game, s, TACTICIAN)
    ]


@step("round_start")
def round_start(game: Game, _: dict[str, Any]) -> None:
    state = game.state
    state.phase = "players"
    state.current_player = state.first_player
    for s in state.survivors.values():
        s.activated = False
    game.emit(Ev.round, "round", f"Round {state.round} begins; {state.players[state.first_player]} plays first",
              round=state.round, first_player=state.players[state.first_player])
    game.push({"kind": "player_turn"})


@step("player_turn")
def player_turn(game: Game, _: dict[str, Any]) -> None:
    state = game.state
    if state.lend is not None:  # actions lent by a Born Leader
        if finish_lend(game):
            return
    if state.active is not None:
        s = game.survivor(state.active)
        game.ruleset.run_hooks("turn_goes_on", game, s)
        if s.on_board and turn.has_any_action(s):
            game.ask("act", f"{s.name}'s turn: choose an action", survivor=s.id)
            return
        end_survivor_turn(game, s)
    player = state.players[state.current_player]
    waiting = playable(game, player)
    if waiting and out_of_turn(game, player):
        game.ask("activate", f"{player}: which survivor acts next? (a tactician may step in)", player=player)
        return
    if not waiting:
        nxt = state.current_player + 1
        if nxt >= len(state.players):
            nxt = 0
        if nxt == state.first_player:
            game.push({"kind": "players_end"})
            return
        state.current_player = nxt
        game.push({"kind": "player_turn"})
        return
    if len(waiting) == 1:
        begin_survivor_turn(game, waiting[0])
        game.push({"kind": "player_turn"})
        return
    game.ask("activate", f"{player}: which survivor acts next?", player=player)


@options("activate")
def activate_options(game: Game, decision: Decision) -> list[Action]:
    return [
        *(Action("activate", f"Activate {s.name} ({s.zone})", Actor(s.id)) for s in playable(game, decision.player)),
        *(Action("activate", f"Activate {s.name} ({s.zone}; {s.player}'s tactician, out of turn)", Actor(s.id))
          for s in out_of_turn(game, decision.player)),
    ]


@handler("activate")
def activate(game: Game, action: Action) -> None:
    begin_survivor_turn(game, game.survivor(action.args.survivor))
    game.push({"kind": "player_turn"})


def begin_survivor_turn(game: Game, s: SurvivorState) -> None:
    game.state.active = s.id
    turn.start_turn(game, s)
    game.emit(Ev.turn, "players-phase", f"{s.name} ({s.player}) takes a turn with {plural(s.actions_left, 'action')}",
              survivor=s.id, player=s.player, actions=s.actions_left)


def end_survivor_turn(game: Game, s: SurvivorState) -> None:
    s.activated = True
    s.actions_left = 0
    s.free = {}
    game.state.active = None


@options("act")
def act_options(game: Game, decision: Decision) -> list[Action]:
    s = game.survivor(decision.survivor)
    out: list[Action] = []
    for provider in turn.providers_for(game, s):
        out.extend(provider(game, s))
    left = s.actions_left
    out.append(Action("end_turn", f"End {s.name}'s turn" + (f" ({plural(left, 'action')} unused)" if left else ""), Actor(s.id)))
    return out


@handler("end_turn")
def end_turn(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    s.actions_left = 0
    s.free = {}
    game.push({"kind": "player_turn"})


@step("players_end")
def players_end(game: Game, _: dict[str, Any]) -> None:
    between = [queued for rule in game.ruleset.hooks["before_zombies"] for queued in rule(game)]
    game.push(*between, {"kind": "zombies_phase"})


@step("end_phase")
def end_phase(game: Game, _: dict[str, Any]) -> None:
    state = game.state
    state.phase = "end"
    game.push({"kind": "end_phase_rest"})
    decay(game)  # a tie it raises is asked first


@step("end_phase_rest")
def end_phase_rest(game: Game, _: dict[str, Any]) -> None:
    state = game.state
    if state.unloaded:
        game.emit(Ev.reloaded, "reload", "Every fired weapon is reloaded for free", cards=list(state.unloaded))
        state.unloaded.clear()
        state.fired_together = []
    medic(game)
    state.first_player = (state.first_player + 1) % len(state.players)
    if state.round >= game.rules.round_limit:
        state.result, state.cause = "defeat", f"the round limit ({game.rules.round_limit}) was reached"
        return
    game.emit(Ev.round, "end-phase", f"Round {state.round} ends", round=state.round, ended=True)
    state.round += 1
    between = [queued for rule in game.ruleset.hooks["round_end"] for queued in rule(game)]
    game.push(*between, {"kind": "round_start"})


# ---------------------------------------------------------------- set-up choices
@step("choose_starting")
def choose_starting(game: Game, params: dict[str, Any]) -> None:
    s = game.survivor(params["survivor"])
    if not game.state.starting_pool:  # every starting card is dealt (a team bigger than the pool)
        game.emit(Ev.info, "setup", f"No starting card is left for {s.name}", survivor=s.id)
        return
    game.ask("choose_starting", f"{s.name} may start with any starting weapon", survivor=s.id)


class StartingPick(NamedTuple):
    survivor: str
    card: str  # a card id of the starting pool


class Gift(NamedTuple):
    survivor: str  # "" when nobody has room: the gift is set aside
    deck: str
    card: str  # a card id ("" when the deck had none)


ARGS = declare(ACTION_ARGS, {"activate": Actor, "end_turn": Actor, "starting_pick": StartingPick, "gift_to": Gift})


@options("choose_starting")
def choose_starting_options(game: Game, decision: Decision) -> list[Action]:
    return _starting_choices(game, "starting_pick", decision.survivor)


@handler("starting_pick")
def starting_pick(game: Game, action: Action) -> None:
    sid, card_id = action.args.survivor, action.args.card
    s = game.survivor(sid)
    pool = game.state.starting_pool
    instance = next(c for c in pool if game.state.cards[c] == card_id)
    pool.remove(instance)
    inventory.place(game, s, instance)
    game.emit(Ev.inventory, "setup", f"{s.name} starts with {game.card(instance).name}", survivor=sid, card=card_id)


def _starting_choices(game: Game, kind: str, sid: str) -> list[Action]:
    pool = game.state.starting_pool
    ids = sorted({game.state.cards[c] for c in pool})
    return [Action(kind, f"{game.data.cards[i].name}", StartingPick(sid, i)) for i in ids]


@step("gift")
def gift(game: Game, params: dict[str, Any]) -> None:
    """A mission's set-up gift: the first player hands a card to one of their survivors."""
    player = game.state.players[game.state.first_player]
    game.ask("gift", f"{player}: a set-up gift — who receives it, and which card?", player=player, data=params)


@options("gift")
def gift_options(game: Game, decision: Decision) -> list[Action]:
    mine = [s for s in game.state.survivors.values() if s.player == decision.player and s.alive]
    if decision.data["deck"] == "starting" and decision.data.get("card") is None:
        ids = sorted({game.state.cards[c] for c in game.state.starting_pool})
    else:
        ids = [decision.data["card"]]
    return [
        Action("gift_to", f"Give {game.data.cards[i].name} to {s.name}", Gift(s.id, decision.data["deck"], i))
        for i in ids for s in mine if inventory.free_slots_for_id(game, s, i)
    ] or [Action("gift_to", "Nobody has room: set the gift aside", Gift("", decision.data["deck"], ids[0] if ids else ""))]


@handler("gift_to")
def gift_to(game: Game, action: Action) -> None:
    sid, deck, card_id = action.args.survivor, action.args.deck, action.args.card
    if not sid:
        return
    state = game.state
    if deck == "starting":
        source = state.starting_pool
        instance = next((c for c in source if state.cards[c] == card_id), None)
        if instance:
            source.remove(instance)
    else:
        instance = next((c for c in reversed(state.equipment.draw_pile) if state.cards[c] == card_id), None)
        if instance:
            state.equipment.take(instance)
    if instance and inventory.place(game, game.survivor(sid), instance):
        game.emit(Ev.inventory, "setup-gift", f"{game.survivor(sid).name} receives {game.card(instance).name}",
                  survivor=sid, card=card_id)
