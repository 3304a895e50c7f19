"""Survivors (§12): fatigue and death, followers joining and left behind, and a team's wipe-out
with its respawn (or, as an option, elimination)."""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, NamedTuple

from zombie_table.games.roadside.schema import SpaceKind
from zombie_table.games.roadside import actions, groups, sharing
from zombie_table.games.roadside.actions import Ask, AtRandom
from zombie_table.games.roadside.state import Member, Player
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside

DEATH = 3  # the third fatigue kills (§12.1)


class AtSpace(NamedTuple):
    """Where a follower left behind waits (a space id), when locations tie."""

    space: str


ARGS = declare(ACTION_ARGS, {"fatigue": (actions.Member, Ask), "heal": actions.Member,
                             "leave_follower": (actions.Member, AtRandom, Ask), "trap_at": AtSpace})


@step("fatigue")
def fatigue(game: "Roadside", params: dict) -> None:
    """Place `amount` fatigue, one at a time, on survivors of the player's choice (§10.2.5); in a
    group a member may volunteer to take one, when asked (§14.6, `sharing`; `declined` asked already)."""
    player = game.state.by_id(params["player"])
    if params["amount"] <= 0 or not player.team:
        return
    declined = params.get("declined", [])
    if len(player.team) == 1 and not sharing.members_asked(game, player, params):
        take(game, player, player.team[0], params)
        return
    game.ask("fatigue", f"{player.name}: who takes a fatigue? ({params['amount']} to place)", player=player.id,
             data={"amount": params["amount"], "declined": declined})


def fatigue_label(game: "Roadside", m: Member) -> str:
    return f"{game.survivor_name(m.id)} ({m.fatigue}/{DEATH - 1} fatigue" + (", dies" if m.fatigue + 1 >= DEATH else "") + ")"


def fatigue_actions(game: "Roadside", kind: str, player: Player) -> list[Action]:
    return [Action(kind, fatigue_label(game, m), actions.Member(m.id),
                   confirm=f"{game.survivor_name(m.id)} dies" if m.fatigue + 1 >= DEATH else "") for m in player.team]


def fatigue_params(decision: Decision) -> dict:
    return {"kind": "fatigue", "player": decision.player, **decision.data}


@options("fatigue")
def fatigue_options(game: "Roadside", decision: Decision) -> list[Action]:
    player = game.state.by_id(decision.player)
    return fatigue_actions(game, "fatigue", player) + sharing.asks(game, "fatigue", player, fatigue_params(decision))


@handler("fatigue")
def choose_fatigue(game: "Roadside", action: Action) -> None:
    params, args = fatigue_params(game.answering), action.args
    if isinstance(args, Ask):
        sharing.ask(game, args.player, params)
        return
    player = game.state.by_id(params["player"])
    take(game, player, next(m for m in player.team if m.id == args.survivor), params)


def take(game: "Roadside", owner: Player, member: Member, params: dict) -> None:
    """One fatigue on `member` (of `owner`'s team); the rest of `params`' amount goes back to its player."""
    member.fatigue += 1
    game.emit("fatigue", "fatigue", f"{game.survivor_name(member.id)} takes a fatigue ({member.fatigue}).",
              player=owner.id, survivor=member.id)
    wiped = member.fatigue >= DEATH and die(game, owner, member)
    player = game.state.by_id(params["player"])
    if wiped and owner is player:  # the rest was for the team that is gone, not for the one that respawned (§12.4)
        return
    if params["amount"] > 1 and player.team and not player.out:
        game.push({**params, "kind": "fatigue", "amount": params["amount"] - 1})


def volunteer_takes(game: "Roadside", helper: Player, args: actions.Member, params: dict) -> None:
    take(game, helper, next(m for m in helper.team if m.id == args.survivor), params)


def die(game: "Roadside", player: Player, member: Member) -> bool:
    """A survivor's third fatigue: its card and dice leave the team (§12.1); whether that wiped the
    team out."""
    if player.character is member:
        player.character = None
        if not game.rules.no_character_eliminates:  # fallen leaders may lead a wiped-out team later (§12.4)
            game.state.reserve.append(member.id)
    else:
        player.followers.remove(member)
    game.state.turn.deaths += 1
    game.emit("died", "death", f"{game.survivor_name(member.id)} dies.", player=player.id, survivor=member.id)
    if player.character is None and player.followers and not game.rules.team_outlives_character:
        scatter(game, player)
    return survivor_lost(game, player)


def survivor_lost(game: "Roadside", player: Player) -> bool:
    """The one place that decides a team has nobody left (§12.1, §12.4): every way a survivor leaves
    a team (a death, a follower left behind) ends here, and a team with nobody left is wiped out
    (returns whether it was)."""
    if player.team or player.out:
        return False
    wiped_out(game, player)
    return True


def scatter(game: "Roadside", player: Player) -> None:
    """The other reading of §12.1: with its character dead the followers are lost too."""
    for follower in player.followers:
        game.emit("died", "death", f"{game.survivor_name(follower.id)} is lost with its leader.", player=player.id,
                  survivor=follower.id)
    player.followers = []


def wiped_out(game: "Roadside", player: Player) -> None:
    """Every survivor lost (§12.4): a new character and follower at the character's start, keeping
    board, resources, inventory and locations; or, as an option or with no character left, out
    (fallen characters may go back under the set-aside ones: `no_character_eliminates`).
    The team leaves its group; the turn ends if it was the team whose turn it is."""
    groups.leave_group(game, player, "wipe-out")
    if player is game.me:
        end_turn_now(game)
    if game.rules.respawn and game.state.reserve:
        character = game.state.reserve.pop(0)
        player.character = Member(character)
        player.space = game.content.characters[character].start
        game.emit("respawned", "wipe-out", f"{player.name}'s team is wiped out; {game.survivor_name(character)} "
                  f"takes over at {game.space_name(player.space)}.", player=player.id)
        if not game.rules.respawn_keeps_board:
            start_afresh(game, player)
        follower_joins(game, player)
        return
    player.out, player.space = True, None
    game.emit("eliminated", "wipe-out", f"{player.name}'s team is wiped out: {player.name} is out of the race.", player=player.id)


def start_afresh(game: "Roadside", player: Player) -> None:
    """The other reading of §12.4: a new team starts with 1 of each resource and no items (its
    explored locations and private card stay: they are the race, not the team)."""
    for card in player.inventory:
        game.chance.decks["encounters"].discard(card)
    player.inventory.clear()
    player.resources.update(dict.fromkeys(player.resources, 1))


def end_turn_now(game: "Roadside") -> None:
    """Drop what is left of the current turn: everything queued before its end; the encounter
    cards it was resolving go to the discard pile."""
    for card in game.state.drawn:
        game.chance.decks["encounters"].discard(card)
    game.state.drawn.clear()
    game.cut_to("end_turn")


def follower_joins(game: "Roadside", player: Player, follower: str | None = None) -> None:
    """The top follower card (or a rescued one) joins: its dice and its joining gifts (§12.2)."""
    if not room_for_follower(game, player):
        game.emit("team_full", "followers", f"{player.name}'s team has no room for another follower.", player=player.id)
        return
    follower = follower or game.chance.draw("followers")
    if follower is None:
        game.emit("no_follower", "followers", "No follower card is left to join.")
        return
    player.followers.append(Member(follower))
    game.emit("joined", "followers", f"{game.survivor_name(follower)} joins {player.name}'s team.", player=player.id,
              survivor=follower)
    for gift in game.content.followers[follower].on_join:
        game.gain(player, gift.resource.value, gift.amount, "followers")


def room_for_follower(game: "Roadside", player: Player) -> bool:
    """Under the team limit (§12.2: none by default)."""
    return not game.rules.team_limit or len(player.followers) < game.rules.team_limit


@step("heal")
def heal(game: "Roadside", params: dict) -> None:
    """Remove `amount` fatigue, one at a time, from the survivors the player picks (a card's heal);
    a card's heal may go to a group member's survivor too (§14.6: consequences shared by consent)."""
    tired = healable(game, params)
    if params["amount"] <= 0 or not tired:
        return
    if len(tired) == 1:
        healed(game, *tired[0], params)
        return
    game.ask("heal", f"{game.state.by_id(params['player']).name}: who recovers a fatigue? ({params['amount']} to remove)",
             player=params["player"], data=params)


def healable(game: "Roadside", params: dict) -> list[tuple[Player, Member]]:
    player = game.state.by_id(params["player"])
    teams = groups.members(game, player) if params["rule"] == "encounter" else [player]
    return [(p, m) for p in teams for m in p.team if m.fatigue]


@options("heal")
def heal_options(game: "Roadside", decision: Decision) -> list[Action]:
    return [Action("heal", ("" if p.id == decision.player else f"{p.name}'s ")
                   + f"{game.survivor_name(m.id)} ({m.fatigue} fatigue)", actions.Member(m.id)) for p, m in healable(game, decision.data)]


@handler("heal")
def choose_heal(game: "Roadside", action: Action) -> None:
    data = game.answering.data
    healed(game, *next((p, m) for p, m in healable(game, data) if m.id == action.args.survivor), data)


def healed(game: "Roadside", player: Player, member: Member, params: dict) -> None:
    game.heal(player, member, 1, params["rule"])
    game.push({**params, "kind": "heal", "amount": params["amount"] - 1})


@step("leave_follower")
def leave_follower(game: "Roadside", params: dict) -> None:
    """A follower is left on the map, trapped (§12.3): on this space or the nearest location. The
    owner picks which (or it is drawn at random, an option); in a group a member may leave one of
    its own instead, when asked (§14.6)."""
    player = game.state.by_id(params["player"])
    if not player.followers or player.space is None:
        return
    if not sharing.members_asked(game, player, params):
        if len(player.followers) == 1 or not game.rules.owner_picks_left_behind:
            trap(game, player, pick(game, [m.id for m in player.followers]), params["where"])
            return
    game.ask("leave_follower", f"{player.name}: which follower is left behind?", player=player.id, data=params)


def pick(game: "Roadside", ids: list[str]) -> str:
    """One of `ids` at random (the readings where nobody chooses), through the game's chance."""
    return ids[game.chance.die(len(ids), stream="picks") - 1] if len(ids) > 1 else ids[0]


def left_ways(game: "Roadside", kind: str, player: Player) -> list[Action]:
    """The owner's ways of leaving a follower: each by name, or one drawn at random."""
    if not game.rules.owner_picks_left_behind:
        return [Action(kind, f"Leave one of {player.name}'s followers, drawn at random", AtRandom())]
    return [Action(kind, f"Leave {game.survivor_name(m.id)} behind", actions.Member(m.id)) for m in player.followers]


@options("leave_follower")
def leave_options(game: "Roadside", decision: Decision) -> list[Action]:
    player = game.state.by_id(decision.player)
    return left_ways(game, "leave_follower", player) + sharing.asks(game, "leave_follower", player, decision.data)


@handler("leave_follower")
def choose_left(game: "Roadside", action: Action) -> None:
    params = game.answering.data
    if isinstance(action.args, Ask):
        sharing.ask(game, action.args.player, params)
        return
    left_by(game, game.state.by_id(params["player"]), action.args, params)


def left_by(game: "Roadside", owner: Player, args: actions.Member | AtRandom, params: dict) -> None:
    follower = pick(game, [m.id for m in owner.followers]) if isinstance(args, AtRandom) else args.survivor
    trap(game, owner, follower, params["where"])


def volunteer_fatigue(game: "Roadside", member: Player, params: dict) -> list[Action]:
    return fatigue_actions(game, "volunteer", member)


def volunteer_follower(game: "Roadside", member: Player, params: dict) -> list[Action]:
    return left_ways(game, "volunteer", member) if member.followers else []


SHARES = declare("shares", {  # §14.6: what a group member may take of the active player's
    "fatigue": sharing.Share(lambda params: "fatigue", volunteer_fatigue, volunteer_takes),
    "leave_follower": sharing.Share(lambda params: "followers to leave behind", volunteer_follower, left_by),
})


def trap(game: "Roadside", player: Player, follower: str, where: str) -> None:
    """Leave `follower` here or at the nearest location (§12.3: "left behind" here unless an
    option sends it to a location too); a tie between locations is the owner's choice, or random."""
    here = where == "here" and game.rules.left_behind_here
    places = [player.space] if here else nearest_locations(game, player.space)
    if len(places) > 1 and not game.rules.owner_breaks_ties:
        places = [pick(game, places)]
    if len(places) > 1:
        game.ask("trap_at", f"{player.name}: where is {game.survivor_name(follower)} left?", player=player.id,
                 data={"follower": follower, "places": places})
        return
    trapped_at(game, player, follower, places[0])


@options("trap_at")
def trap_options(game: "Roadside", decision: Decision) -> list[Action]:
    return [Action("trap_at", f"At {game.space_name(place)}", AtSpace(place)) for place in decision.data["places"]]


@handler("trap_at")
def choose_trap(game: "Roadside", action: Action) -> None:
    trapped_at(game, game.state.by_id(game.answering.player), game.answering.data["follower"], action.args.space)


def trapped_at(game: "Roadside", player: Player, follower: str, space: str) -> None:
    player.followers = [m for m in player.followers if m.id != follower]
    game.state.trapped.setdefault(space, []).append(follower)
    game.emit("left_behind", "trapped", f"{game.survivor_name(follower)} is left behind at {game.space_name(space)}.",
              player=player.id, survivor=follower, space=space)
    survivor_lost(game, player)


def nearest_locations(game: "Roadside", start: str) -> list[str]:
    """The location spaces fewest steps away (all of them, if several tie)."""
    distance, todo = {start: 0}, deque([start])
    found: list[str] = []
    while todo:
        space = todo.popleft()
        if found and distance[space] > distance[found[0]]:
            break
        if game.content.spaces[space].kind is SpaceKind.location:
            found.append(space)
            continue
        for other in game.content.neighbours[space]:
            if other not in distance:
                distance[other] = distance[space] + 1
                todo.append(other)
    return found or [start]
