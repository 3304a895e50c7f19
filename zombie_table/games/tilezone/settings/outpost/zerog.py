"""Zero-G Dash (invader §11): once per turn, for one action, move exactly two zones, ignoring the
xenos in the zone between; walls, closed doors and the airlock hatch (the `may_pass` gates) still
stop it, movement skills do not apply, and the cost of leaving a zone with xenos is still paid."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.moves import move_survivor
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import ToZone
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, provides
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

SKILLS = declare(skills.SKILL_FAMILIES, {
    "zero_g_dash": skills.Family("Once per turn, one action: move exactly two zones, ignoring the xenos in the zone between."),
})
DASH = "zero_g_dash"


def dashes(game: "Game", s: SurvivorState) -> dict[str, list[str]]:
    """Every zone exactly two steps away and the path there (the first one found, in zone order)."""
    board, gates = game.board, game.ruleset.hooks["may_pass"]

    def steps(z: str) -> list[str]:
        return [n for n in sorted(board.exits(z)) if n not in board.blocked and all(gate(game, s, z, n) for gate in gates)]

    out: dict[str, list[str]] = {}
    for mid in steps(s.zone):
        for end in steps(mid):
            if end != s.zone:
                out.setdefault(end, [mid, end])
    return out


ARGS = declare(ACTION_ARGS, {"zero_g_dash": ToZone})


@provides(needs=(DASH,))
def dash_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if not skills.has(game, s, DASH) or s.turn.used(DASH) or s.riding:
        return []
    extra = game.state.zombie_count(s.zone)  # the penalty stays; Slippery does not apply
    if not can_pay(s, ("move",), extra):
        return []
    cost = plural(1 + extra, "action")
    return [Action("zero_g_dash", f"Zero-G dash to {game.zone_name(z)} through {game.zone_name(p[0])} — {cost}", ToZone(s.id, z))
            for z, p in sorted(dashes(game, s).items())]


@handler("zero_g_dash")
def zero_g_dash(game: "Game", action: Action) -> None:
    sid, dest = action.args.survivor, action.args.zone
    s = game.survivor(sid)
    act(game)
    path = dashes(game, s)[dest]
    pay(s, ("move",), game.state.zombie_count(s.zone))
    s.turn.use(DASH)
    note_action(s, "move")
    move_survivor(game, s, path, "zero-g dash")
