"""A group's shared consequences (§14.6): fatigue, a follower left behind and a resource lost land
on the active player unless, asked, a member takes one unit of it; a member who declines is not
asked again for that consequence. Each kind is one entry of the ruleset's `shares` catalogue (keyed
by the step that places it, declared by the module of that step): what a member is asked to take,
its ways of taking it, and what taking it does. (A task's payment is pledged in `encounters`;
what a turn gains is the active player's, §14.7; a card's heal may go to any member's survivor, in
`survivors`.) Alone, or with no member able to bear it, nobody is asked anything."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Literal, NamedTuple

from zombie_table.games.roadside import groups
from zombie_table.games.roadside.actions import Ask, AtRandom, Decline, Member
from zombie_table.games.roadside.state import Player
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside

Ways = Callable[["Roadside", Player, dict], list[Action]]


@dataclass(frozen=True)
class Share:
    noun: Callable[[dict], str]  # what a member is asked to take, from the step's params
    ways: Ways  # the member's ways of taking one unit (actions of kind "volunteer")
    take: Callable[["Roadside", Player, Any, dict], None]  # one unit taken by that member, the way its args say


class Bear(NamedTuple):
    """The active player loses the unit itself."""

    choice: Literal["self"] = "self"


class LoseOne(NamedTuple):
    """A member asked takes one unit of the loss."""

    choice: Literal["lose"] = "lose"


ARGS = declare(ACTION_ARGS, {"lose": (Bear, Ask), "volunteer": (Member, AtRandom, LoseOne, Decline)})


def share(game: "Roadside", params: dict) -> Share:
    """The catalogue's entry for the consequence `params` place (their step's kind)."""
    return game.ruleset.kinds["shares"][params["kind"]]


def members_asked(game: "Roadside", player: Player, params: dict) -> list[Player]:
    """The group's other members who could take one unit and have not declined it."""
    ways, declined = share(game, params).ways, params.get("declined", [])
    return [p for p in groups.members(game, player) if p is not player and p.id not in declined and ways(game, p, params)]


def asks(game: "Roadside", kind: str, player: Player, params: dict) -> list[Action]:
    """The active player's "ask a member" choices in a decision of `kind`."""
    return [Action(kind, f"Ask {p.name} to take it", Ask("ask", p.id)) for p in members_asked(game, player, params)]


def ask(game: "Roadside", member: str, params: dict) -> None:
    """Ask `member` whether it takes one unit of `params`' consequence."""
    owner = game.state.by_id(params["player"])
    game.ask("volunteer", f"{game.state.by_id(member).name}: take one of {owner.name}'s {share(game, params).noun(params)}?",
             player=member, data={**params, "declined": params.get("declined", [])})


@options("volunteer")
def volunteer_options(game: "Roadside", decision: Decision) -> list[Action]:
    ways = share(game, decision.data).ways(game, game.state.by_id(decision.player), decision.data)
    return ways + [Action("volunteer", "Decline", Decline())]


@handler("volunteer")
def choose_volunteer(game: "Roadside", action: Action) -> None:
    decision = game.answering
    params, helper = dict(decision.data), game.state.by_id(decision.player)
    if isinstance(action.args, Decline):
        game.push({**params, "declined": params["declined"] + [helper.id]})
        return
    share(game, params).take(game, helper, action.args, params)


# ---------------------------------------------------------------- a resource lost
@step("lose")
def lose(game: "Roadside", params: dict) -> None:
    """params: player, resource, amount. Lost one unit at a time when a member could take some."""
    player = game.state.by_id(params["player"])
    if params["amount"] <= 0 or player.out:
        return
    if not members_asked(game, player, params):
        game.lose(player, params["resource"], params["amount"], "encounter")
        return
    game.ask("lose", f"{player.name}: who loses 1 {params['resource']}? ({params['amount']} to lose)", player=player.id,
             data=params)


@options("lose")
def lose_options(game: "Roadside", decision: Decision) -> list[Action]:
    player, resource = game.state.by_id(decision.player), decision.data["resource"]
    own = Action("lose", f"Lose it yourself ({player.resources[resource]} {resource})", Bear())
    return [own] + asks(game, "lose", player, decision.data)


@handler("lose")
def choose_lose(game: "Roadside", action: Action) -> None:
    params = {"kind": "lose", **game.answering.data}
    if isinstance(action.args, Ask):
        ask(game, action.args.player, params)
        return
    lose_one(game, game.state.by_id(params["player"]), action.args, params)


def lose_one(game: "Roadside", bearer: Player, args: Bear | LoseOne, params: dict) -> None:
    game.lose(bearer, params["resource"], 1, "encounter")
    game.push({**params, "kind": "lose", "amount": params["amount"] - 1})


def loss_ways(game: "Roadside", member: Player, params: dict) -> list[Action]:
    resource = params["resource"]
    return [Action("volunteer", f"Lose 1 {resource} ({member.resources[resource]})", LoseOne())] * bool(member.resources[resource])


SHARES = declare("shares", {"lose": Share(lambda params: params["resource"], loss_ways, lose_one)})
