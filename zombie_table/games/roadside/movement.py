"""Moving (§8.2) with fuel (§9.2): 1 to 3 steps to neighbouring spaces (more with abilities and
items), a face-down zombie token left on every space the team leaves (unless a location, or another
standee stays), and what entering a space does: a location is entered only to explore it (or to
rescue a follower trapped there), zombie tokens are fought one at a time, resource icons and trapped
followers end the move with their encounters (a trapped follower may instead wait for a move that
ends there: an option). Fuel (at most 3 a turn) makes a step onto an empty space free, or carries
the team past a space's zombies (as an option, past what would stop it too) unless it stops there."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.roadside.schema import Resource, SpaceKind
from zombie_table.games.roadside import dice, exploring, groups, zombie_bag
from zombie_table.games.roadside.actions import Explore, Step, Stop
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside

STEPS = 3
FUEL_PER_TURN = 3
ARGS = declare(ACTION_ARGS, {"move": (Stop, Step, Explore)})


@step("move_start")
def move_start(game: "Roadside", params: dict) -> None:
    """After a failed exploration the team stays and tries again, if it still may (§11.4): only
    from the location's own space (a group moved on by another member, or a team wiped out and
    started afresh, is no longer there and moves as usual)."""
    me, turn = game.me, game.state.turn
    if me.retry is not None:
        card, me.retry = me.retry, None
        still = exploring.qualifies(game, me, card) or not game.rules.retry_only_if_qualifies
        there = me.space == game.content.location_cards[card].place
        if there and card in exploring.open_cards(game, me) and still:
            game.emit("retry", "explore", f"{me.name} stays to try {game.space_name(me.space)} again.", player=me.id)
            game.push({"kind": "explore", "player": me.id, "card": card})
            return
    turn.steps = STEPS + dice.bonus(game, me, "moves") + turn.extra_moves
    ask_move(game)


def ask_move(game: "Roadside") -> None:
    me, turn = game.me, game.state.turn
    where = f"{plural(turn.steps, 'step')} left" if turn.moved else f"move 1-{turn.steps} spaces"
    game.ask("move", f"{me.name} at {game.space_name(me.space)}: {where}", player=me.id)


def has_tokens(game: "Roadside", space: str) -> bool:
    return bool(game.state.tokens.get(space))


def icons(game: "Roadside", space: str) -> list[Resource]:
    """The space's resource icons, none once used up (§4.3: an option uses a space up once its
    encounters are drawn; by default icons are permanent)."""
    return [] if space in game.state.used_up else list(game.content.spaces[space].icons)


def stops_here(game: "Roadside", space: str) -> bool:
    """Icons and trapped followers end a move (§8.2, §12.3; an option lets trapped ones wait for a
    move that ends there)."""
    return bool(icons(game, space) or (game.state.trapped.get(space) and game.rules.trapped_ends_move))


def draws_here(game: "Roadside", space: str) -> bool:
    """A move ending here draws encounters: for icons or trapped followers."""
    return bool(icons(game, space) or game.state.trapped.get(space))


def passes(game: "Roadside", space: str) -> bool:
    """A fuel step onto `space` passes something by: its zombies, or (an option, §9.2) what would
    have ended the move there; met only if the move ends there."""
    return has_tokens(game, space) or stops_here(game, space)


def fuel_left(game: "Roadside") -> bool:
    return game.state.turn.fuel < FUEL_PER_TURN and game.me.resources["fuel"] > 0


@options("move")
def move_options(game: "Roadside", decision: Decision) -> list[Action]:
    me, turn = game.me, game.state.turn
    out = []
    if turn.steps > 0:
        for there in game.content.neighbours[me.space]:
            out += enter_options(game, there)
    if turn.moved:
        out.append(Action("move", "Stop here" + (" and fight the zombies passed" if turn.passing else ""), Stop()))
    return out


def enter_options(game: "Roadside", there: str) -> list[Action]:
    """The ways into one neighbouring space, each label saying what entering it costs."""
    me, space = game.me, game.content.spaces[there]
    name = game.space_name(there)
    if second_step_blocked(game, there):
        return fuel_options(game, there)
    if space.kind is SpaceKind.location:
        out = [Action("move", f"Explore {name} ({exploring.card_label(game, me, card)})", Explore(there, "explore", card))
               for card in exploring.open_cards(game, me) if game.content.location_cards[card].place == there
               and exploring.qualifies(game, me, card)]
        if game.state.trapped.get(there) and game.rules.rescue_enters_location:
            out.append(Action("move", f"Go to {name} to rescue {trapped_names(game, there)}", Step(there, "rescue")))
        return out
    cost = what_is_there(game, there)
    return [Action("move", f"Move to {name}" + (f" ({cost})" if cost else ""), Step(there, "walk"))] + fuel_options(game, there)


def fuel_options(game: "Roadside", there: str) -> list[Action]:
    if game.content.spaces[there].kind is SpaceKind.location or not fuel_left(game):
        return []
    if stops_here(game, there) and not game.rules.fuel_passes_stops:
        return []
    label = "past the zombies" if has_tokens(game, there) else "past it" if stops_here(game, there) else "a free step"
    return [Action("move", f"Move to {game.space_name(there)} with fuel ({label})", Step(there, "fuel"))]


def second_step_blocked(game: "Roadside", there: str) -> bool:
    """A free fuel step carries the team two spaces, both empty (§9.2b): the step after it may not
    walk into zombies (fuel may still carry it past them, a fuel use of its own)."""
    return game.state.turn.doubled and game.rules.doubled_step_second_empty and has_tokens(game, there)


def what_is_there(game: "Roadside", there: str) -> str:
    parts = []
    tokens = game.state.tokens.get(there, [])
    hidden = sum(not t.revealed for t in tokens)
    if hidden:
        parts.append(f"{plural(hidden, 'face-down zombie token')}: fight")
    shown = [t.count for t in tokens if t.revealed]
    if shown:
        parts.append(f"{sum(shown)} zombies: fight")
    here = icons(game, there)
    if here:
        parts.append(f"{plural(len(here), 'encounter')} for {', '.join(i.value for i in here)}")
    elif there in game.state.used_up:
        parts.append("used up")
    if game.state.trapped.get(there):
        parts.append(f"rescue {trapped_names(game, there)}")
    return "; ".join(parts)


def trapped_names(game: "Roadside", space: str) -> str:
    return ", ".join(game.survivor_name(f) for f in game.state.trapped.get(space, []))


@handler("move")
def move(game: "Roadside", action: Action) -> None:
    me, turn, args = game.me, game.state.turn, action.args
    if isinstance(args, Stop):
        game.push({"kind": "stop"})
        return
    there, how = args.space, args.how
    if how != "fuel" or game.rules.fuel_leaves_tokens:
        leave(game, me.space)
    for member in groups.members(game, me):  # a group moves as one standee (§14.4)
        member.space = there
    turn.moved += 1
    counts = True
    if how == "fuel":
        turn.fuel += 1
        game.lose(me, "fuel", 1, "fuel")
        counts = passes(game, there) and game.rules.fuel_pass_counts_step  # onto an empty space: free
    turn.steps -= counts
    turn.doubled = how == "fuel" and not passes(game, there)
    turn.passing = how == "fuel" and passes(game, there)
    game.emit("moved", "move", f"{me.name} moves to {game.space_name(there)}" + (" using fuel" if how == "fuel" else "") + ".",
              player=me.id, space=there)
    if isinstance(args, Explore):
        game.push({"kind": "enter", "then": "stop", "next": {"kind": "explore", "player": me.id, "card": args.card}})
    elif how == "rescue":
        game.push({"kind": "enter", "then": "stop", "next": {"kind": "encounters_here", "icons": False}})
    elif turn.passing:
        game.push({"kind": "move_more"})
    else:
        game.push({"kind": "enter", "then": "continue"})


def leave(game: "Roadside", space: str) -> None:
    """A token is left on a space the team leaves, unless a location or someone else stays (§8.2);
    a group leaving leaves one (§14; an option: one per member)."""
    if others_here(game, space) and game.rules.empty_means_no_standee:
        return
    for _ in range(1 if game.rules.group_leaves_one_token else len(groups.group_of(game, game.me.id))):
        zombie_bag.place(game, space, "trail")


def others_here(game: "Roadside", space: str) -> bool:
    """Another player's standee (not one of the mover's group) stands on `space`."""
    mine = set(groups.group_of(game, game.me.id))
    return any(p.space == space and p.id not in mine and not p.out for p in game.state.players)


@step("enter")
def enter(game: "Roadside", params: dict) -> None:
    """Zombies first, one token at a time; then icons or trapped followers end the move (§8.2); a
    location's `next` step (its exploration or rescue) comes once its tokens are fought (§18.4)."""
    space = game.me.space
    tokens = game.state.tokens.get(space)
    if tokens:
        token = tokens[0]
        token.revealed = True
        game.emit("token_flipped", "fight", f"The token on {game.space_name(space)} shows {token.count}.",
                  space=space, count=token.count)
        zombie_bag.remove(game, space, token)
        game.push({"kind": "fight", "player": game.me.id, "zombies": token.count, "purpose": "token"}, params)
        return
    if "next" in params:
        game.push(params["next"])
    elif stops_here(game, space) or (params["then"] == "stop" and draws_here(game, space)):
        game.push({"kind": "encounters_here", "icons": True})
    elif params["then"] == "continue" and not (game.rules.standee_ends_move and others_here(game, space)):
        game.push({"kind": "move_more"})


@step("move_more")
def move_more(game: "Roadside", params: dict) -> None:
    if game.state.turn.steps > 0:
        ask_move(game)
    else:
        game.push({"kind": "stop"})


@step("stop")
def stop(game: "Roadside", params: dict) -> None:
    """The move ends: zombies passed with fuel are fought where the move ends (§9.2), and a trapped
    follower that did not end the move draws its encounter now (§12.3)."""
    if game.state.turn.passing or draws_here(game, game.me.space):
        game.state.turn.passing = False
        game.push({"kind": "enter", "then": "stop"})


@step("encounters_here")
def encounters_here(game: "Roadside", params: dict) -> None:
    """One encounter per resource icon (its resource after it, or after the last card: §18.3), one
    per trapped follower (§8.3, §12.3)."""
    me, space = game.me, game.me.space
    drawn = [icon.value for icon in icons(game, space)] if params["icons"] else []
    if drawn and game.rules.resource_spaces_used_up:
        game.state.used_up.add(space)
    draws = [{"kind": "encounter", "player": me.id, "ctx": {"source": "icon", "resource": icon}} for icon in drawn]
    draws += [{"kind": "encounter", "player": me.id, "ctx": {"source": "rescue", "space": space, "follower": f}}
              for f in game.state.trapped.get(space, [])]
    if drawn and not game.rules.collect_after_each_card:
        draws.append({"kind": "collect", "player": me.id, "resources": drawn})
    game.push(*draws)


@step("collect")
def collect(game: "Roadside", params: dict) -> None:
    """The icons' resources after the last card, unless a card said no collecting (§18.3)."""
    player = game.state.by_id(params["player"])
    if game.state.turn.no_collect or player.out:
        return
    for resource in params["resources"]:
        game.gain(player, resource, 1, "collect")
