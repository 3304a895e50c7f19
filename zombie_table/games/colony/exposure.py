"""The exposure die (§9), rolled after a survivor moves and after it kills a zombie: blank, a
wound, frostbite (a wound that keeps hurting every turn) or a bite — death, and the bite spreads
to the lowest-influence survivor in the same place, whose owner either puts it down (the spread
stops) or rolls again: only a blank stops it there (§9.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony.schema import Face
from zombie_table.games.colony import deaths
from zombie_table.games.colony.actions import Bite
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony

STREAM = "exposure"


def face(game: "Colony") -> Face:
    faces = game.content.board.exposure
    return faces[game.chance.die(len(faces), STREAM) - 1]


def roll(game: "Colony", sid: str, why: str) -> None:
    """Roll for a survivor after a move or a kill; a bite starts the spread from its place."""
    survivor = game.state.survivors[sid]
    rolled = face(game)
    game.emit("exposure", "exposure", f"Exposure for {game.name(sid)} ({why}): {rolled.value}.", survivor=sid,
              face=rolled.value)
    if rolled is Face.wound:
        deaths.wound(game, sid, 1, "exposure")
    elif rolled is Face.frostbite:
        deaths.wound(game, sid, 1, "exposure", frostbite=True)
    elif rolled is Face.bite:
        place = survivor.place
        deaths.kill(game, sid, "bitten")
        game.push({"kind": "bite", "place": place})


@step("exposure")
def exposure_roll(game: "Colony", params: dict) -> None:
    """A roll queued after a move or a kill, for a survivor still alive."""
    if params["survivor"] in game.state.survivors:
        roll(game, params["survivor"], params["why"])


@step("bite")
def spread(game: "Colony", params: dict) -> None:
    victim = game.lowest(params["place"])
    if victim is None and not game.rules.bite_stops_alone:  # the option: on to the weakest anywhere
        victim = min(game.state.survivors.values(), key=lambda s: game.influence(s.id), default=None)
    if victim is None:
        game.emit("bite_stops", "exposure", "No one else is there: the bite spreads no further.")
        return
    game.ask("bite", f"The bite spreads to {game.name(victim.id)}: put them down, or roll the exposure die "
             "(only a blank saves them)?", survivor=victim.id, data={"place": victim.place})


@options("bite")
def bite_options(game: "Colony", decision: Decision) -> list[Action]:
    name = game.name(decision.survivor)
    return [Action("bite", f"Put {name} down (the spread stops)", Bite("kill")),
            Action("bite", f"Roll the exposure die for {name}", Bite("roll"))]


@handler("bite")
def bite(game: "Colony", action: Action) -> None:
    decision = game.answering
    sid, place = decision.survivor, decision.data["place"]
    if action.args.choice == "kill":
        deaths.kill(game, sid, "put down to stop the bite")
        return
    rolled = face(game)
    game.emit("exposure", "exposure", f"Exposure for {game.name(sid)} (the bite): {rolled.value}.", survivor=sid,
              face=rolled.value)
    if rolled is Face.blank:
        game.emit("bite_stops", "exposure", f"{game.name(sid)} is spared: the bite stops here.", survivor=sid)
        return
    deaths.kill(game, sid, "bitten")
    game.push({"kind": "bite", "place": place})


ARGS = declare(ACTION_ARGS, {"bite": Bite})
