"""Companions: survivors placed by a mission who act only through a leader.

A companion is a SurvivorState with `companion_of` set: "" while alone on the map, the leader's id
once recruited. It has no actions and no inventory, gives its classes' abilities to its leader,
follows the leader's every move, dies of any single wound, and losing it loses the game. Its
leadership passes with a trade, like a card.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from zombie_table.games.tilezone import trade
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, options, provides, step
from zombie_table.games.tilezone.setup import on_setup
from zombie_table.games.tilezone.state import Decision, Inventory, SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay


def lone(game: Game) -> list[SurvivorState]:
    return [s for s in game.state.survivors.values() if s.companion_of == "" and s.on_board]


def led_by(game: Game, leader: SurvivorState) -> list[SurvivorState]:
    return [c for c in game.state.survivors.values() if c.companion_of == leader.id and c.alive]


def candidates(game: Game, survivor_class: str) -> list[str]:
    """Survivors of that class not already in the game (team or companions)."""
    taken = set(game.state.survivors)
    return [s.id for s in game.data.survivors.survivors if s.survivor_class == survivor_class and s.id not in taken]


@on_setup
def place_companions(game: Game) -> None:
    """Random spots are dealt at once; the others are the first player's choice, one by one."""
    rng = game.chance.fresh("companions")
    for spot in game.mission.companions:
        if spot.among:  # count different zones drawn from the list, one companion each
            zones = rng.sample([game.board.resolve(z) for z in spot.among], spot.count)
        else:
            zones = [game.board.resolve(spot.zone)] * spot.count
        for zone in zones:
            if spot.random:
                pool = candidates(game, spot.survivor_class)
                if pool:
                    add_companion(game, rng.choice(pool), zone)
            else:
                game.state.queue.append({"kind": "choose_companion", "zone": zone, "class": spot.survivor_class})


def add_companion(game: Game, sid: str, zone: str, leader: str = "") -> SurvivorState:
    spec = game.data.survivor_by_id[sid]
    s = SurvivorState(
        id=sid, name=spec.name, player=game.state.survivors[leader].player if leader else "", classes=[spec.survivor_class],
        zone=zone, health=1, inventory=Inventory([], [], [], []), companion_of=leader,
    )
    game.state.survivors[sid] = s
    return s


class Place(NamedTuple):
    companion: str
    zone: str


class HandOver(NamedTuple):
    companion: str
    leader: str  # who leads it after
    partner: str  # the survivor sharing the zone


class Recruit(NamedTuple):
    """A recruit the mission asks no price for."""

    survivor: str
    companion: str


class PaidRecruit(NamedTuple):
    """A recruit paid for, the player's pick of what to give (`missionrules.recruit_payments`)."""

    survivor: str
    companion: str
    payment: str  # "card" or "token"
    paid: str  # the card's instance id, or the carried token


def recruit_args(survivor: str, companion: str, payment: tuple[str, ...]) -> Recruit | PaidRecruit:
    return PaidRecruit(survivor, companion, *payment) if payment else Recruit(survivor, companion)


ARGS = declare(ACTION_ARGS, {"place_companion": Place, "hand_over": HandOver, "recruit": (Recruit, PaidRecruit)})


@step("choose_companion")
def choose_companion(game: Game, params: dict[str, Any]) -> None:
    if candidates(game, params["class"]):
        player = game.state.players[game.state.first_player]
        game.ask("choose_companion", f"Which companion waits in {params['zone']}?", player=player, data=params)


@options("choose_companion")
def choose_companion_options(game: Game, decision: Decision) -> list[Action]:
    zone = decision.data["zone"]
    return [Action("place_companion", f"{game.data.survivor_by_id[c].name} waits in {zone}", Place(c, zone))
            for c in candidates(game, decision.data["class"])]


@handler("place_companion")
def place_companion(game: Game, action: Action) -> None:
    sid, zone = action.args.companion, action.args.zone
    add_companion(game, sid, zone)
    game.emit(Ev.info, "companions", f"{game.survivor(sid).name} waits in {zone}", survivor=sid)


# ---------------------------------------------------------------- recruiting
def recruit_blockers(game: Game, s: SurvivorState) -> str | None:
    """Why a mission forbids recruiting now (None when allowed)."""
    from zombie_table.games.tilezone.settings.frontier.missionrules import recruit_blocked

    return recruit_blocked(game, s)


@provides
def recruit_actions(game: Game, s: SurvivorState) -> list[Action]:
    """One action per lone companion here and per way of paying a mission's price (the player's choice)."""
    from zombie_table.games.tilezone.settings.frontier.missionrules import payment_text, recruit_payments

    here = [c for c in lone(game) if c.zone == s.zone]
    if not here or not can_pay(s, ()) or recruit_blockers(game, s):
        return []
    classes = {c.id: ", ".join(map(game.data.rules.class_name, c.classes)) for c in here}
    return [Action("recruit", f"Recruit {c.name} ({classes[c.id]}){payment_text(game, paid)} — 1 action", recruit_args(s.id, c.id, paid))
            for c in here for paid in recruit_payments(game, s)]


@handler("recruit")
def recruit(game: Game, action: Action) -> None:
    from zombie_table.games.tilezone.settings.frontier.missionrules import after_recruit, pay_recruit_cost

    args: Recruit | PaidRecruit = action.args
    s, c = game.survivor(args.survivor), game.survivor(args.companion)
    act(game)
    pay(s, ())
    note_action(s, "recruit")
    pay_recruit_cost(game, s, (args.payment, args.paid) if isinstance(args, PaidRecruit) else ())
    lead(game, c, s, "recruit")
    after_recruit(game)


def lead(game: Game, companion: SurvivorState, leader: SurvivorState, rule: str) -> None:
    companion.companion_of, companion.player = leader.id, leader.player
    companion.zone = leader.zone
    game.invalidate()
    game.emit(Ev.info, rule, f"{companion.name} now follows {leader.name}", survivor=companion.id, leader=leader.id)


# ---------------------------------------------------------------- handing a companion over
@hook("trade_options")
def hand_over_options(game: Game, s: SurvivorState, partner: SurvivorState) -> list[Action]:
    """Trade options: a companion's leadership passes like an equipment card."""
    out = [Action("hand_over", f"Hand {c.name} over to {partner.name}", HandOver(c.id, partner.id, partner.id)) for c in led_by(game, s)]
    out += [Action("hand_over", f"Take over {c.name} from {partner.name}", HandOver(c.id, s.id, partner.id)) for c in led_by(game, partner)]
    return out


@handler("hand_over")
def hand_over(game: Game, action: Action) -> None:
    companion, leader, partner = action.args.companion, action.args.leader, action.args.partner
    c = game.survivor(companion)
    giver = game.survivor(c.companion_of)
    lead(game, c, game.survivor(leader), "trade")
    from zombie_table.games.tilezone.settings.frontier.missionrules import sacks_follow

    sacks_follow(game, giver, game.survivor(leader))
    trade.again(game, partner)
