"""Survivor movement: one zone per Move (more with skills), +1 action per zombie in the zone left,
entering a zone with zombies ends the move; Leap; escaping through the exit."""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone import skills, vision
from zombie_table.games.tilezone.actions import Actor, ToZone
from zombie_table.games.tilezone.board import Board
from zombie_table.games.tilezone.conditions import escape_open
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.flow import act
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, options, provides, step
from zombie_table.games.tilezone.state import Decision, SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game  # annotations only: the game sits above its rules (game → conditions → spawning → …)

SKILLS = declare(skills.SKILL_FAMILIES, {
    "slippery": skills.Family("Pays nothing to leave zones with zombies and moves through them."),
    "plus_zone_per_move": skills.Family("Each move may carry the survivor one or two zones."),
    "sprint": skills.Family("Once per turn, one move of two or three zones."),
    "leap": skills.Family("Once per turn, one action: jump one or two zones in sight, ignoring the zone between."),
})


on_enter = hook("enter")
"""Marks a rule that fires when a survivor enters a zone (corpse piles, traps…): (game, survivor, zone)."""


def leave_cost(game: Game, s: SurvivorState) -> int:
    """Extra actions to leave the survivor's zone: one per zombie there (none when Slippery)."""
    if skills.has(game, s, "slippery"):
        return 0
    return game.state.zombie_count(s.zone)


def max_zones(game: Game, s: SurvivorState, sprint: bool) -> int:
    if sprint:
        return 3
    return 2 if skills.has(game, s, "plus_zone_per_move") else 1


def reachable(game: Game, s: SurvivorState, limit: int) -> dict[str, list[str]]:
    """Zones within `limit` steps and the path to each; a zone with zombies ends the walk there."""
    return game.settled(("reachable", s.id, limit), _reachable, game, s, limit)


def _reachable(game: Game, s: SurvivorState, limit: int) -> dict[str, list[str]]:
    gates = game.ruleset.hooks["may_pass"]
    if limit == 1 and not gates:  # a plain move (the most asked): the open exits, no walk to work out
        return _one_step(game.board, s.zone)
    stop_at_zombies = not (skills.has(game, s, "slippery") and game.rules.slippery_ignores_zombie_stop)
    start, board, count = s.zone, game.board, game.state.zombie_count
    paths: dict[str, list[str]] = {start: []}
    queue = deque([start])
    blocked = board.blocked
    while queue:
        z = queue.popleft()
        here = paths[z]
        if len(here) >= limit or (z != start and stop_at_zombies and count(z)):
            continue
        for n in board.exits(z):
            if n not in paths and n not in blocked and all(gate(game, s, z, n) for gate in gates):
                paths[n] = [*here, n]
                queue.append(n)
    del paths[start]
    return paths


def _one_step(board: Board, start: str) -> dict[str, list[str]]:
    blocked = board.blocked
    return {n: [n] for n in board.exits(start) if n not in blocked}


def plain_moves(game: Game, s: SurvivorState) -> tuple[dict[str, list[str]], int]:
    """A move no movement skill takes part in (one zone, every zombie left behind paid for): where
    it may go, and its extra cost."""
    return reachable(game, s, 1), game.state.zombie_count(s.zone)


def cost_text(game: Game, s: SurvivorState, extra: int) -> str:
    if not extra:
        return "1 action"
    return f"{1 + extra} actions: {extra} zombie{'s' if extra > 1 else ''} here"


ARGS = declare(ACTION_ARGS, {"move": ToZone, "sprint": ToZone, "sidestep_to": ToZone, "stay": Actor, "leap": ToZone,
                              "escape": Actor})


@provides
def move_actions(game: Game, s: SurvivorState) -> list[Action]:
    extra = leave_cost(game, s)
    if s.riding or not can_pay(s, ("move",), extra):
        return []
    out = []
    cost = cost_text(game, s, extra)
    for dest, _ in sorted(reachable(game, s, max_zones(game, s, False)).items(), key=lambda kv: (len(kv[1]), kv[0])):
        out.append(Action("move", f"Move to {game.zone_name(dest)} — {cost}", ToZone(s.id, dest)))
    if skills.has(game, s, "sprint") and not s.turn.used("sprint"):
        near = set(reachable(game, s, max_zones(game, s, False)))
        for dest, path in sorted(reachable(game, s, 3).items()):
            if dest not in near:
                out.append(Action("sprint", f"Sprint to {game.zone_name(dest)} ({len(path)} zones) — {cost}", ToZone(s.id, dest)))
    return out


def move_survivor(game: Game, s: SurvivorState, path: list[str], rule: str) -> None:
    """Walk a path zone by zone (companions follow their leader); entry rules fire per zone."""
    for zone in path:
        src = s.zone
        for who in [s, *companions(game, s)]:
            who.zone = zone
        game.emit(Ev.moved, rule, f"{s.name} moves {src} → {zone}", survivor=s.id, src=src, dst=zone)
        skills.regroup(game)
        for entered in game.ruleset.hooks["enter"]:  # not `rule`: the next zone's event still names the move's rule
            entered(game, s, zone)


def companions(game: Game, s: SurvivorState) -> list[SurvivorState]:
    return [c for c in game.state.survivors.values() if c.companion_of == s.id and c.on_board]


@handler("move")
def move(game: Game, action: Action) -> None:
    _walk(game, action, False)


@handler("sprint")
def sprint(game: Game, action: Action) -> None:
    _walk(game, action, True)


def _walk(game: Game, action: Action, sprinting: bool) -> None:
    s = game.survivor(action.args.survivor)
    path = reachable(game, s, max_zones(game, s, sprinting))[action.args.zone]
    if sprinting:
        s.turn.use("sprint")
    walk(game, s, path, leave_cost(game, s), "sprint" if sprinting else "move")


def walk(game: Game, s: SurvivorState, path: list[str], extra: int, rule: str) -> None:
    """One Move action along `path`, paying `extra` actions beyond the move's own."""
    act(game)
    pay(s, ("move",), extra)
    note_action(s, "move")
    move_survivor(game, s, path, rule)
    s.turn.entered = s.zone


# ---------------------------------------------------------------- Sidestep
@step("sidestep")
def sidestep(game: Game, params: dict[str, Any]) -> None:
    """Zombies spawned within range 0-1 of a survivor with Sidestep (`spawning.reflex_checks`): one
    free move, asked once per card however many zones near it the card fills."""
    s = game.survivor(params["survivor"])
    if s.on_board and skills.card_reaction("sidestep", s) not in game.state.card_reactions and _sidesteps(game, s):
        game.ask("sidestep", f"Zombies spawn beside {s.name}: one free move ({skills.name(game, 'sidestep')})?", survivor=s.id,
                 data=params)


def _sidesteps(game: Game, s: SurvivorState) -> dict[str, list[str]]:
    """Where the free move may go: a move's zones (with its skills), zombies in the zone cost nothing."""
    return reachable(game, s, max_zones(game, s, False))


@options("sidestep")
def sidestep_options(game: Game, decision: Decision) -> list[Action]:
    s = game.survivor(decision.data["survivor"])
    return [Action("sidestep_to", f"Step aside to {game.zone_name(z)}", ToZone(s.id, z)) for z in sorted(_sidesteps(game, s))] + [
        Action("stay", "Stay", Actor(s.id))]


@handler("sidestep_to")
def sidestep_to(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    game.state.card_reactions.append(skills.card_reaction("sidestep", s))
    move_survivor(game, s, _sidesteps(game, s)[action.args.zone], "sidestep")


@provides(needs=("leap",))
def leap_actions(game: Game, s: SurvivorState) -> list[Action]:
    if not skills.has(game, s, "leap") or s.turn.used("leap") or s.riding:
        return []
    extra = game.state.zombie_count(s.zone)  # Leap ignores move skills (Slippery too) but not the penalty
    if not can_pay(s, (), extra):
        return []
    lo = 1 if game.rules.leap_one_zone else 2
    return [
        Action("leap", f"Leap to {game.zone_name(z)} — {cost_text(game, s, extra)}", ToZone(s.id, z))
        for z, rng in sorted(vision.sight(game, s).items()) if lo <= rng <= 2
    ]


@handler("leap")
def leap(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, (), game.state.zombie_count(s.zone))
    s.turn.use("leap")
    note_action(s, "move")
    move_survivor(game, s, [action.args.zone], "leap")


@provides
def escape_actions(game: Game, s: SurvivorState) -> list[Action]:
    exit_ref = game.mission.exit
    if exit_ref is None or s.zone != game.board.resolve(exit_ref) or game.state.zombie_count(s.zone):
        return []
    if not escape_open(game) or not all(rule(game, s) for rule in game.ruleset.hooks["may_escape"]):
        return []
    return [Action("escape", f"Escape through the exit (ends {s.name}'s turn)", Actor(s.id))]


@handler("escape")
def escape(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    for who in [s, *companions(game, s)]:
        who.status = "escaped"
        game.emit(Ev.escaped, "escape", f"{who.name} escapes!", survivor=who.id)
    game.ruleset.run_hooks("escaped", game, s)
    s.actions_left, s.free = 0, {}
