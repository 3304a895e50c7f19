"""Exile (§12): once a turn a player may call a vote to exile another (never in the co-op game).
Every player still in and not exiled votes; more than half in favour exiles (a tie goes as the
first player voted, by default). The exiled player swaps the secret objective for an exile card,
moves every survivor outside (free moves, each with an exposure roll), and from then on plays
under the exile's limits (elsewhere: `cards`, `moving`, `setup.recruit`, `effects`, `deaths`).
Two players exiled without a betrayal card between them break the colony: morale drops to 0."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony.schema import COLONY
from zombie_table.games.colony.moving import exposure_after, walk
from zombie_table.games.colony.state import Player
from zombie_table.games.colony.turns import acted
from zombie_table.games.colony.actions import AtPlace, Ballot, Nothing, PlayerId
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, provides, step

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony


@provides
def vote_actions(game: "Colony", me: Player) -> list[Action]:
    if game.rules.cooperative or me.voted or me.exiled:
        return []
    return [Action("vote", f"Call a vote to exile {p.name}", PlayerId(p.id)) for p in game.voters() if p is not me]


@handler("vote")
def call_vote(game: "Colony", action: Action) -> None:
    game.me.voted = True
    target = game.state.by_id(action.args.player)
    game.emit("vote_called", "exile", f"{game.me.name} calls a vote to exile {target.name}.", target=target.id)
    ballots = [{"kind": "ballot", "voter": p.id, "target": target.id} for p in game.voters()]
    acted(game, "vote", game.state.actor, *ballots, {"kind": "count_votes", "target": target.id})


@step("ballot")
def ballot(game: "Colony", params: dict) -> None:
    target = game.state.by_id(params["target"])
    if target.exiled:
        return
    game.ask("ballot", f"Exile {target.name}?", player=params["voter"], data={"target": target.id, "votes": {}})


@options("ballot")
def ballot_options(game: "Colony", decision: Decision) -> list[Action]:
    name = game.state.by_id(decision.data["target"]).name
    return [Action("ballot", f"Exile {name}", Ballot("yes")), Action("ballot", f"Keep {name}", Ballot("no"))]


@handler("ballot")
def cast(game: "Colony", action: Action) -> None:
    voter = game.answering.player
    game.state.votes[voter] = action.args.vote == "yes"
    game.emit("vote", "exile", f"{game.state.by_id(voter).name} votes to {'exile' if action.args.vote == 'yes' else 'keep'}.",
              player=voter)


@step("count_votes")
def count(game: "Colony", params: dict) -> None:
    state = game.state
    votes, state.votes = state.votes, {}
    target = state.by_id(params["target"])
    yes = sum(votes.values())
    no = len(votes) - yes
    first = state.players[state.first].id
    passes = yes > no or (yes == no and game.rules.exile_tie_first_player and votes.get(first, False))
    game.emit("vote_result", "exile", f"{yes} to exile, {no} to keep: {target.name} "
              f"{'is exiled' if passes else 'stays'}.", target=target.id, exiled=passes)
    if passes:
        exile(game, target)


def exile(game: "Colony", target: Player) -> None:
    state = game.state
    target.exiled = True
    target.was_traitor = target.secret is not None and game.content.secrets[target.secret].kind == "betrayal"
    if target.secret is not None:
        state.removed.append(target.secret)
    target.secret = game.chance.draw("exile")
    if not target.was_traitor:
        game.morale(-game.rules.wrong_exile_morale, "exile", f"{target.name} was no traitor")
    if sum(p.exiled and not p.was_traitor for p in state.players) >= 2:
        game.morale(-state.morale, "exile", "two players were exiled and neither was a traitor")
    game.push(*({"kind": "leave", "survivor": s.id} for s in game.group(target) if s.place == COLONY))


@step("leave")
def leave(game: "Colony", params: dict) -> None:
    survivor = game.state.survivors.get(params["survivor"])
    if survivor is None or survivor.place != COLONY:
        return
    game.ask("leave", f"{game.name(survivor.id)} must leave the colony: go where?", survivor=survivor.id)


@options("leave")
def leave_options(game: "Colony", decision: Decision) -> list[Action]:
    spots = [p for p in game.content.outside if game.room(p) > 0]
    return [Action("leave", f"Go to {game.place_name(p)}", AtPlace(p)) for p in spots] or [Action("leave", "Nowhere to go: stay", Nothing())]


@handler("leave")
def go(game: "Colony", action: Action) -> None:
    survivor = game.state.survivors[game.answering.survivor]
    if isinstance(action.args, AtPlace):
        walk(game, survivor, action.args.place, "exile")  # does not use up its move (§12)
        if game.rules.exile_moves_exposed:
            game.push(*exposure_after(game, survivor))


ARGS = declare(ACTION_ARGS, {"vote": PlayerId, "ballot": Ballot, "leave": (AtPlace, Nothing)})
