"""Cauldrons (rules reference §5.8, §5.9): a survivor with a cauldron moves it one zone for 3
actions (with it; up stairs, never by a rope ladder; no move skill applies) or, standing on a
rampart, pours it for 3 actions into a zone beside the rampart that is no rampart and that it sees:
the cauldron is used up and every character there dies (zombies, the giant included, survivors and
guards, with no armour roll), the pourer earning the AP. Three or more guards in the cauldron's
zone do either for one guard action of a survivor (the guards go with the cauldron).

Readings (rule options): zombies in the zone add nothing to the 3 actions (`cauldron_zombie_penalty`);
the target is a street (`cauldron_into_ruins` allows ruins too); the 3 actions are general actions
of one turn."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.combat import kill_zombie
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.health import kill_survivor
from zombie_table.games.tilezone.settings.winter import guards
from zombie_table.games.tilezone.state import TOKEN_KINDS, SurvivorState
from zombie_table.games.tilezone.turn import act, note_action
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

CAULDRON = "cauldron"
COST = 3
SQUAD = 3  # guards that handle a cauldron for one guard action
TOKENS = declare(TOKEN_KINDS, {CAULDRON: "A cauldron of boiling pitch: carried up the stairs, poured from a rampart."})


def here(game: "Game", zone: str) -> bool:
    return zone in game.state.tokens.get(CAULDRON, [])


def carry_to(game: "Game", zone: str) -> list[str]:
    """Where a cauldron goes from `zone`: a neighbouring zone, by an opening or stairs (never a ladder)."""
    ladders = game.board.changes.ladders
    return [z for z in game.board.exits(zone) if frozenset((zone, z)) not in ladders]


def pour_targets(game: "Game", zone: str) -> list[str]:
    if game.board.zones[zone].kind is not ZoneKind.rampart:
        return []
    kinds = {ZoneKind.street, *((ZoneKind.ruins,) if game.rules.cauldron_into_ruins else ())}
    return sorted(z for z in game.board.touching[zone] if game.board.zones[z].kind in kinds and z in game.board.sight[zone])


def _cost(game: "Game", zone: str) -> int:
    return COST + (game.state.zombie_count(zone) if game.rules.cauldron_zombie_penalty else 0)


class Cauldron(NamedTuple):
    survivor: str  # who carries or pours it (or commands the guards who do)
    source: str  # where the cauldron stands
    zone: str  # where it is carried, or poured on


ARGS = declare(ACTION_ARGS, {"carry_cauldron": Cauldron, "pour_cauldron": Cauldron, "guards_carry_cauldron": Cauldron,
                              "guards_pour_cauldron": Cauldron})


@provides
def cauldron_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if s.zone is None or not here(game, s.zone):
        return []
    out = []
    cost = _cost(game, s.zone)
    if s.actions_left >= cost:
        out += [Action("carry_cauldron", f"Carry the cauldron to {game.zone_name(z)} ({cost} actions)", Cauldron(s.id, s.zone, z))
                for z in carry_to(game, s.zone)]
        out += [Action("pour_cauldron", f"Pour the cauldron on {game.zone_name(z)}: everyone there dies ({cost} actions)",
                       Cauldron(s.id, s.zone, z)) for z in pour_targets(game, s.zone)]
    return out


@provides
def guard_cauldron_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if s.turn.used(guards.USED) or s.actions_left < 1:
        return []
    out = []
    for zone in guards.zones(game):
        if guards.count(game, zone) >= SQUAD and here(game, zone):
            out += [Action("guards_carry_cauldron", f"Guards: the {guards.count(game, zone)} in {zone} carry the cauldron to "
                           f"{game.zone_name(z)} (1 action)", Cauldron(s.id, zone, z)) for z in carry_to(game, zone)]
            out += [Action("guards_pour_cauldron", f"Guards: the {guards.count(game, zone)} in {zone} pour the cauldron on "
                           f"{game.zone_name(z)}: everyone there dies (1 action)", Cauldron(s.id, zone, z)) for z in pour_targets(game, zone)]
    return out


def _spend(game: "Game", s: SurvivorState, actions: int, guard: bool) -> None:
    act(game)
    s.actions_left -= actions
    note_action(s, "cauldron")
    if guard:
        s.turn.use(guards.USED)


def _carry(game: "Game", src: str, dst: str) -> None:
    tokens = game.state.tokens[CAULDRON]
    tokens.remove(src)
    tokens.append(dst)


@handler("carry_cauldron")
def carry_cauldron(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    src, dst = action.args.source, action.args.zone
    _spend(game, s, _cost(game, src), False)
    _carry(game, src, dst)
    s.zone = dst
    game.emit(Ev.moved, "cauldron", f"{s.name} carries the cauldron {src} → {dst}", survivor=s.id, src=src, dst=dst)


@handler("guards_carry_cauldron")
def guards_carry_cauldron(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    src, dst = action.args.source, action.args.zone
    _spend(game, s, 1, True)
    _carry(game, src, dst)
    n = guards.count(game, src)
    tokens = game.state.tokens[guards.GUARD]
    for _ in range(n):
        tokens.remove(src)
        tokens.append(dst)
    game.emit(Ev.moved, "cauldron", f"{s.name} has {n} guards carry the cauldron {src} → {dst}", survivor=s.id, src=src, dst=dst)


@handler("pour_cauldron")
def pour_cauldron(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    _spend(game, s, _cost(game, action.args.source), False)
    pour(game, s, action.args.source, action.args.zone)


@handler("guards_pour_cauldron")
def guards_pour_cauldron(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    _spend(game, s, 1, True)
    pour(game, s, action.args.source, action.args.zone)


def pour(game: "Game", s: SurvivorState, src: str, target: str) -> None:
    """Everything in `target` dies, no armour roll; the pourer gets the AP."""
    game.state.tokens[CAULDRON].remove(src)
    game.emit(Ev.token, "cauldron", f"{s.name} pours the cauldron from {src} onto {target}", survivor=s.id, zone=target, token=CAULDRON)
    for ztype, n in sorted(game.state.zombies.get(target, {}).items()):
        for _ in range(n):
            kill_zombie(game, s, target, ztype, "cauldron")
    guards.lose(game, target, guards.count(game, target), "cauldron")
    for victim in game.state.survivors_in(target):
        kill_survivor(game, victim, "a poured cauldron")
