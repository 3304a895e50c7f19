"""Fighting zombies (§10): roll the pool for kills; while short, spend ammo one at a time on the
shell die (whose Blam faces draw tokens around, §10.4); then one fatigue per zombie left standing.
The same fight serves a token on the map, a kill challenge and a survive challenge (§10.3). The
ammo loop also serves an action roll when the option `ammo_fights_only` is off (§6.4): there the
shell die's kills count as actions, and a shortfall is a failed card, not fatigue."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, NamedTuple

from zombie_table.games.roadside import dice, zombie_bag
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside


class Ammo(NamedTuple):
    """An ammo spent on the shell die, or the roll left as it is."""

    choice: Literal["spend", "stop"]


ARGS = declare(ACTION_ARGS, {"ammo": Ammo})


@step("fight")
def fight(game: "Roadside", params: dict) -> None:
    """params: player, zombies, purpose (token, kill, survive), then (for a card) card and ctx."""
    player = game.state.by_id(params["player"])
    faces = dice.roll(game, player)
    kills = dice.score(faces, "kills") + dice.bonus(game, player, "kills")
    game.emit("rolled", "fight", f"{player.name} fights {params['zombies']} zombies: {dice.shown(faces)} = {kills} kills.",
              player=player.id, kills=kills, zombies=params["zombies"])
    game.push({**params, "kind": "fight_check", "kills": kills, "deaths": game.state.turn.deaths})


def met(game: "Roadside", params: dict) -> bool:
    """Enough kills for the zombies, or enough actions for an action roll's target (§5.4: at the
    target, or above it as an option)."""
    if params["purpose"] == "action":
        return params["kills"] >= params["zombies"] + (not game.rules.action_target_inclusive)
    return params["kills"] >= params["zombies"]


@step("fight_check")
def fight_check(game: "Roadside", params: dict) -> None:
    """params' `zombies` and `kills` are the target and the score (actions, for an action roll)."""
    player = game.state.by_id(params["player"])
    spent = params.get("shells", 0) and not game.rules.ammo_repeats  # one shell die a fight (§18.6)
    if met(game, params) or player.resources["ammo"] <= 0 or spent:
        finish(game, params)
        return
    what = "actions" if params["purpose"] == "action" else "killed"
    game.ask("ammo", f"{player.name}: {params['kills']} of {params['zombies']} {what}. Spend ammo?", player=player.id,
             data=params)


@options("ammo")
def ammo_options(game: "Roadside", decision: Decision) -> list[Action]:
    short = decision.data["zombies"] - decision.data["kills"]
    player = game.state.by_id(decision.player)
    stop = "Stop (the roll fails)" if decision.data["purpose"] == "action" else f"Stop and take {short} fatigue"
    return [Action("ammo", f"Spend 1 ammo on the shell die ({player.resources['ammo']} left)", Ammo("spend")),
            Action("ammo", stop, Ammo("stop"))]


@handler("ammo")
def choose_ammo(game: "Roadside", action: Action) -> None:
    params = dict(game.answering.data)
    if action.args.choice == "stop":
        finish(game, params)
        return
    player = game.state.by_id(params["player"])
    player.resources["ammo"] -= 1
    params["shells"] = params.get("shells", 0) + 1
    faces = game.content.die["ammo"].faces
    face = faces[game.chance.die(len(faces)) - 1]
    params["kills"] += face.kills
    game.emit("rolled", "ammo", f"{player.name} spends an ammo: the shell die kills {face.kills}"
              + (" (Blam!)" if face.blam else "") + f"; {params['kills']} kills.", player=player.id, kills=params["kills"])
    if face.blam and player.space and (game.rules.blam_every_roll or not params.get("blam")):
        params["blam"] = True  # a fight's first Blam (§10.4: by default every one places a set)
        zombie_bag.around(game, player.space, "blam")
    game.push({**params, "kind": "fight_check"})


def finish(game: "Roadside", params: dict) -> None:
    """Fatigue for the zombies left (§10.2.5), then the card's outcome (§10.3); an action roll's
    outcome at once."""
    if params["purpose"] == "action":
        game.push({"kind": "outcome", "player": params["player"], "card": params["card"], "ctx": params["ctx"],
                   "success": met(game, params)})
        return
    short = max(0, params["zombies"] - params["kills"])
    after = {"kind": "fight_done", **{k: params[k] for k in params if k != "kind"}}
    game.push({"kind": "fatigue", "player": params["player"], "amount": short}, after)


@step("fight_done")
def fight_done(game: "Roadside", params: dict) -> None:
    if params["purpose"] == "token":
        return
    if params["purpose"] == "kill":
        success = params["kills"] >= params["zombies"]
    else:
        success = game.state.turn.deaths == params["deaths"]
    game.push({"kind": "outcome", "player": params["player"], "card": params["card"], "ctx": params["ctx"],
               "success": success})
