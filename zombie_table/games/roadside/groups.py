"""Groups (§14), the co-op rules (§15.2): teams whose standees share a space may agree to move as
one. A group rolls every member's dice (§14.2) but keeps each player's resources (§14.3); whoever's
turn it is moves it and decides (§14.4, §14.5) and gains what the turn brings (§14.7); fatigue, a
loss and a follower left behind are theirs unless a member takes one (§14.6, in `sharing`); at the
start of a member's turn the others may leave, standing where the group stands (§14.8; or a step
away, an option); a member's third location is every member's win (§14.9, in `winning`). Forming
happens at the end of a move onto another standee's space (or at a turn's start too, an option):
the mover proposes, every player of the other side agrees or refuses (§14, the probable reading)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, NamedTuple

from zombie_table.games.roadside.schema import SpaceKind
from zombie_table.games.roadside.state import Player
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, Several, declare, handler, options, step

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside


def group_of(game: "Roadside", pid: str) -> list[str]:
    """The ids of `pid`'s group, in the order they joined (just `pid` when alone)."""
    return next((g for g in game.state.groups if pid in g), [pid])


def members(game: "Roadside", player: Player) -> list[Player]:
    return [game.state.by_id(pid) for pid in group_of(game, player.id)]


def names(game: "Roadside", pids: list[str]) -> str:
    return " and ".join(game.state.by_id(pid).name for pid in pids)


def leave_group(game: "Roadside", player: Player, rule: str) -> None:
    """`player` leaves its group; a group of one is no group."""
    group = group_of(game, player.id)
    if len(group) < 2:
        return
    group.remove(player.id)
    if len(group) < 2:
        game.state.groups.remove(group)
    game.emit("group_left", rule, f"{player.name} leaves the group.", player=player.id)


class Stay(NamedTuple):
    """A member asked stays in the group, or leaves it where it stands."""

    choice: Literal["stay", "leave"]


class LeaveTo(NamedTuple):
    """A member leaves the group a step away (a space id; `leaver_stays` off)."""

    choice: Literal["leave"]
    space: str


class Alone(NamedTuple):
    """No group proposed: the team goes on alone."""

    choice: Literal["alone"] = "alone"


class Propose(NamedTuple):
    """A group proposed to the other side on the space: its players (a lone team, or a group's members)."""

    choice: Literal["propose"]
    side: Several


class Consent(NamedTuple):
    """A player of the other side agrees to the group, or refuses it."""

    choice: Literal["agree", "refuse"]


ARGS = declare(ACTION_ARGS, {"group_leave": (Stay, LeaveTo), "group_offer": (Propose, Alone), "group_consent": Consent})


# ---------------------------------------------------------------- leaving (§14.8)
@step("group_leave")
def group_leave(game: "Roadside", params: dict) -> None:
    """Each member but the active one may leave, asked one by one."""
    asking = params.get("asking")
    if asking is None:
        asking = [pid for pid in group_of(game, game.me.id) if pid != game.me.id]
    if not asking:
        return
    game.ask("group_leave", f"{game.state.by_id(asking[0]).name}: stay with {game.me.name}'s group?", player=asking[0],
             data={"asking": asking})


@options("group_leave")
def group_leave_options(game: "Roadside", decision: Decision) -> list[Action]:
    out = [Action("group_leave", "Stay in the group", Stay("stay")),
           Action("group_leave", f"Leave the group here, at {game.space_name(game.me.space)}", Stay("leave"))]
    if not game.rules.leaver_stays:  # §14.8's other reading: a step away on leaving
        out += [Action("group_leave", f"Leave the group to {game.space_name(there)}", LeaveTo("leave", there))
                for there in game.content.neighbours[game.me.space]
                if game.content.spaces[there].kind is not SpaceKind.location]
    return out


@handler("group_leave")
def choose_group_leave(game: "Roadside", action: Action) -> None:
    asking = game.answering.data["asking"]
    args = action.args
    if args.choice == "leave":
        leaver = game.state.by_id(asking[0])
        leave_group(game, leaver, "groups")
        if isinstance(args, LeaveTo):  # a step away (`leaver_stays` off)
            leaver.space = args.space
    game.push({"kind": "group_leave", "asking": asking[1:]})


# ---------------------------------------------------------------- forming (§14)
def neighbours_here(game: "Roadside") -> list[list[str]]:
    """The other sides the active player's group could join: each lone team or group on its space."""
    me, mine = game.me, group_of(game, game.me.id)
    found: list[list[str]] = []
    for p in game.state.players:
        if p.out or p.space != me.space or p.id in mine or any(p.id in side for side in found):
            continue
        found.append(list(group_of(game, p.id)))
    return found


@step("group_offer")
def group_offer(game: "Roadside", params: dict) -> None:
    if game.rules.groups and not game.me.out and game.me.space and neighbours_here(game):
        game.ask("group_offer", f"{game.me.name}: propose a group at {game.space_name(game.me.space)}?", player=game.me.id)


@options("group_offer")
def group_offer_options(game: "Roadside", decision: Decision) -> list[Action]:
    out = [Action("group_offer", f"Propose a group to {names(game, side)}", Propose("propose", Several(side)))
           for side in neighbours_here(game)]
    return out + [Action("group_offer", "Go on alone", Alone())]


@handler("group_offer")
def choose_group_offer(game: "Roadside", action: Action) -> None:
    if isinstance(action.args, Alone):
        return
    side = list(action.args.side)
    game.emit("group_proposed", "groups", f"{game.me.name} proposes a group to {names(game, side)}.", player=game.me.id)
    game.push({"kind": "group_consent", "side": side, "asking": side})


@step("group_consent")
def group_consent(game: "Roadside", params: dict) -> None:
    """Every player of the other side agrees, one by one; the first refusal ends it."""
    if not params["asking"]:
        merge(game, params["side"])
        return
    game.ask("group_consent", f"{game.state.by_id(params['asking'][0]).name}: join {game.me.name} in a group?",
             player=params["asking"][0], data=params)


@options("group_consent")
def group_consent_options(game: "Roadside", decision: Decision) -> list[Action]:
    return [Action("group_consent", f"Agree to group with {names(game, group_of(game, game.me.id))}", Consent("agree")),
            Action("group_consent", "Refuse", Consent("refuse"))]


@handler("group_consent")
def choose_group_consent(game: "Roadside", action: Action) -> None:
    params = dict(game.answering.data)
    if action.args.choice == "refuse":
        game.emit("group_refused", "groups", f"{game.state.by_id(params['asking'][0]).name} refuses.", player=params["asking"][0])
        return
    game.push({**params, "kind": "group_consent", "asking": params["asking"][1:]})


def merge(game: "Roadside", side: list[str]) -> None:
    state = game.state
    mine = group_of(game, game.me.id)
    for group in (mine, side):
        if group in state.groups:
            state.groups.remove(group)
    state.groups.append(mine + side)
    game.emit("grouped", "groups", f"{names(game, mine + side)} now move as one group.", players=mine + side)
