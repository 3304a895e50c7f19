"""Encounter cards (§8.3, §5.4): drawn one at a time, read to everyone, their challenge resolved,
then their success or fail effects; an inventory card won is kept, any other discarded; on a
resource space the icon's resource comes after each card. Each challenge kind is one entry of the
`challenges` catalogue; the card's data says which and with what numbers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from zombie_table.games.roadside import dice, fights, groups
from zombie_table.games.roadside.actions import Ask, Decline
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside

DECK = "encounters"


class Pay(NamedTuple):
    """The player pays what is left of the task itself."""

    choice: Literal["pay"] = "pay"


class Refuse(NamedTuple):
    """The task is refused (it fails)."""

    choice: Literal["refuse"] = "refuse"


class Pledge(NamedTuple):
    """A group member pledges part of another's task."""

    choice: Literal["pay"]
    amount: int


class Vote(NamedTuple):
    """A vote on a card's outcome."""

    vote: Literal["yes", "no"]


class Verdict(NamedTuple):
    """The next player decides another's challenge: help (it succeeds) or refuse (it fails)."""

    choice: Literal["help", "refuse"]


ARGS = declare(ACTION_ARGS, {"task": (Pay, Ask, Refuse), "task_share": (Pledge, Decline), "vote": Vote,
                             "other_choice": Verdict})


@step("encounter")
def encounter(game: "Roadside", params: dict) -> None:
    """params: player and ctx (source: icon with its resource, location, rescue with its follower)."""
    card_id = game.chance.draw(DECK)
    if card_id is None:
        game.emit("deck_empty", "encounters", "No encounter card is left.")
        return
    game.state.drawn.append(card_id)
    card = game.content.encounter[card_id]
    player = game.state.by_id(params["player"])
    game.emit("encounter", "encounters", f"{player.name} draws \"{card.title}\": {card.text} ({describe(card.challenge)})",
              player=player.id, card=card_id)
    game.ruleset.kinds["challenges"][card.challenge.kind](game, player.id, card_id, params["ctx"])


def describe(challenge: Any) -> str:
    kind = challenge.kind
    if kind == "kill":
        return f"kill {challenge.zombies} zombies"
    if kind == "survive":
        return f"survive {challenge.zombies} zombies"
    if kind == "action":
        return f"roll {challenge.target} actions"
    if kind == "compare":
        return f"hold the {'most' if challenge.most else 'least'} {challenge.resource.value}"
    if kind == "task":
        return f"pay {challenge.amount} {challenge.resource.value}"
    if kind == "vote":
        return f"a vote: {challenge.question}"
    return f"the next player decides: {challenge.question}"


def outcome(game: "Roadside", player: str, card: str, ctx: dict, success: bool) -> None:
    game.push({"kind": "outcome", "player": player, "card": card, "ctx": ctx, "success": success})


def fight_challenge(game: "Roadside", player: str, card: str, ctx: dict) -> None:
    challenge = game.content.encounter[card].challenge
    game.push({"kind": "fight", "player": player, "zombies": challenge.zombies, "purpose": challenge.kind,
               "card": card, "ctx": ctx})


def action_challenge(game: "Roadside", player: str, card: str, ctx: dict) -> None:
    """Roll the pool, total actions (wild faces count), succeed at the target or more (§10.6, §5.4);
    short, ammo helps only if the shell die is not for fights only (§6.4: the fight's ammo loop)."""
    team = game.state.by_id(player)
    faces = dice.roll(game, team)
    actions = dice.score(faces, "actions") + dice.bonus(game, team, "actions")
    target = game.content.encounter[card].challenge.target
    game.emit("rolled", "action-roll", f"{team.name} rolls {dice.shown(faces)} = {actions} of {target} actions.",
              player=player, actions=actions)
    params = {"player": player, "zombies": target, "kills": actions, "purpose": "action", "card": card, "ctx": ctx}
    if game.rules.ammo_fights_only:
        fights.finish(game, params)
    else:
        game.push({**params, "kind": "fight_check"})


def compare_challenge(game: "Roadside", player: str, card: str, ctx: dict) -> None:
    """At least as much (or as little) of the resource as every other player in the race."""
    challenge = game.content.encounter[card].challenge
    res = challenge.resource.value
    mine = game.state.by_id(player).resources[res]
    others = [p.resources[res] for p in game.state.players if p.id != player and not p.out]
    success = not others or (mine >= max(others) if challenge.most else mine <= min(others))
    outcome(game, player, card, ctx, success)


def task_challenge(game: "Roadside", player: str, card: str, ctx: dict) -> None:
    """Pay to succeed: the player pays, or, in a group, members may pledge part of it (§14.5)."""
    challenge = game.content.encounter[card].challenge
    payer = game.state.by_id(player)
    if sum(p.resources[challenge.resource.value] for p in groups.members(game, payer)) < challenge.amount:
        outcome(game, player, card, ctx, False)
        return
    ask_task(game, player, {"card": card, "ctx": ctx, "pledges": {}, "asked": []})


def ask_task(game: "Roadside", player: str, data: dict) -> None:
    challenge = game.content.encounter[data["card"]].challenge
    left = challenge.amount - sum(data["pledges"].values())
    game.ask("task", f"{game.state.by_id(player).name}: pay {left} {challenge.resource.value}?", player=player, data=data)


def task_left(game: "Roadside", data: dict) -> tuple[str, int]:
    challenge = game.content.encounter[data["card"]].challenge
    return challenge.resource.value, challenge.amount - sum(data["pledges"].values())


@options("task")
def task_options(game: "Roadside", decision: Decision) -> list[Action]:
    resource, left = task_left(game, decision.data)
    me = game.state.by_id(decision.player)
    out = [Action("task", f"Pay {left} {resource} (succeed)", Pay())] if me.resources[resource] >= left else []
    out += [Action("task", f"Ask {p.name} to pay part ({p.resources[resource]} {resource})", Ask("ask", p.id))
            for p in groups.members(game, me)
            if p is not me and p.resources[resource] and p.id not in decision.data["asked"]]
    return out + [Action("task", "Refuse (fail)", Refuse())]


@handler("task")
def choose_task(game: "Roadside", action: Action) -> None:
    data, player, args = game.answering.data, game.state.by_id(game.answering.player), action.args
    if isinstance(args, Ask):
        game.ask("task_share", f"{game.state.by_id(args.player).name}: pay part of {player.name}'s task?",
                 player=args.player, data={**data, "payer": player.id, "asked": data["asked"] + [args.player]})
        return
    paid = isinstance(args, Pay)
    if paid:
        resource, left = task_left(game, data)
        for pid, amount in data["pledges"].items():
            game.lose(game.state.by_id(pid), resource, amount, "task")
        game.lose(player, resource, left, "task")
    outcome(game, player.id, data["card"], data["ctx"], paid)


@options("task_share")
def task_share_options(game: "Roadside", decision: Decision) -> list[Action]:
    resource, left = task_left(game, decision.data)
    have = game.state.by_id(decision.player).resources[resource]
    return [Action("task_share", f"Pay {n} {resource}", Pledge("pay", n)) for n in range(1, min(have, left) + 1)] + [
        Action("task_share", "Decline", Decline())]


@handler("task_share")
def choose_task_share(game: "Roadside", action: Action) -> None:
    """A pledge is paid when the whole amount is found (refusing the task costs no one anything)."""
    data = dict(game.answering.data)
    payer = data.pop("payer")
    if isinstance(action.args, Pledge):
        data["pledges"] = {**data["pledges"], game.answering.player: action.args.amount}
    resource, left = task_left(game, data)
    if left:
        ask_task(game, payer, data)
        return
    for pid, amount in data["pledges"].items():
        game.lose(game.state.by_id(pid), resource, amount, "task")
    outcome(game, payer, data["card"], data["ctx"], True)


def others(game: "Roadside", player: str) -> list[str]:
    """The other players still racing, clockwise from the active one."""
    ids = [p.id for p in game.state.players]
    start = ids.index(player)
    return [pid for pid in ids[start + 1:] + ids[:start] if not game.state.by_id(pid).out]


def vote_challenge(game: "Roadside", player: str, card: str, ctx: dict) -> None:
    """All players vote (§5.4), clockwise from the active one (an option: the others only)."""
    voters = [player] * game.rules.active_player_votes + others(game, player)
    game.push({"kind": "vote", "player": player, "card": card, "ctx": ctx, "voters": voters, "yes": 0, "no": 0})


@step("vote")
def vote(game: "Roadside", params: dict) -> None:
    """The voters vote in turn, clockwise (§17.8: a tie goes the active player's way by default)."""
    if not params["voters"]:
        yes, no = params["yes"], params["no"]
        success = yes > no or (yes == no and game.rules.vote_ties_pass)
        game.emit("vote", "vote", f"The vote: {yes} for, {no} against.", yes=yes, no=no)
        outcome(game, params["player"], params["card"], params["ctx"], success)
        return
    voter = params["voters"][0]
    title = game.content.encounter[params["card"]].title
    game.ask("vote", f"{game.state.by_id(voter).name}: vote on \"{title}\" for {game.state.by_id(params['player']).name}",
             player=voter, data=params)


@options("vote")
def vote_options(game: "Roadside", decision: Decision) -> list[Action]:
    return [Action("vote", "Vote for", Vote("yes")), Action("vote", "Vote against", Vote("no"))]


@handler("vote")
def cast_vote(game: "Roadside", action: Action) -> None:
    params = dict(game.answering.data)
    params[action.args.vote] += 1
    params["voters"] = params["voters"][1:]
    game.push({**params, "kind": "vote"})


def choice_challenge(game: "Roadside", player: str, card: str, ctx: dict) -> None:
    """The next player clockwise decides the outcome (§17.8)."""
    chooser = others(game, player)
    if not chooser:
        outcome(game, player, card, ctx, True)
        return
    game.ask("other_choice", f"{game.state.by_id(chooser[0]).name}: {game.content.encounter[card].challenge.question}",
             player=chooser[0], data={"player": player, "card": card, "ctx": ctx})


@options("other_choice")
def choice_options(game: "Roadside", decision: Decision) -> list[Action]:
    name = game.state.by_id(decision.data["player"]).name
    return [Action("other_choice", f"Help {name} (success)", Verdict("help")),
            Action("other_choice", f"Let {name} struggle (fail)", Verdict("refuse"))]


@handler("other_choice")
def choose_for_other(game: "Roadside", action: Action) -> None:
    data = game.answering.data
    outcome(game, data["player"], data["card"], data["ctx"], action.args.choice == "help")


CHALLENGES = declare("challenges", {
    "kill": fight_challenge, "survive": fight_challenge, "action": action_challenge, "compare": compare_challenge,
    "task": task_challenge, "vote": vote_challenge, "other_choice": choice_challenge,
})
