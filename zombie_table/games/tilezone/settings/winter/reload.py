"""Reload (§9.5): a reload weapon fired once this round needs one action to fire again; one action
reloads both of an identical pair fired together; a fired weapon handed on stays empty; every one
reloads for free in the end phase (the family's end phase)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone import inventory, skills
from zombie_table.games.tilezone.combat import reload_weapon
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import can_pay, pay
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import WithCard
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

POOLS = ("reload",)  # the family's free reload action, when a skill grants one
FREE_RELOAD = "reloads_free"
SKILLS = declare(skills.SKILL_FAMILIES, {FREE_RELOAD: skills.Family("Reloads cost no action.")})
"""Free Reload (§11): every reload is free, not one a turn (the family's `free_reload`, Frontier's +1 free Reload)."""


def _free(game: "Game", s: SurvivorState) -> bool:
    return skills.has(game, s, FREE_RELOAD)


ARGS = declare(ACTION_ARGS, {"reload": WithCard})


@provides
def reload_actions(game: "Game", s: SurvivorState) -> list[Action]:
    empty = [c for c in inventory.held(game, s) if c in game.state.unloaded]
    if _free(game, s):
        return [Action("reload", f"Reload {game.card(c).name} (free)", WithCard(s.id, c)) for c in empty]
    return [Action("reload", f"Reload {game.card(c).name} (1 action)", WithCard(s.id, c)) for c in empty if can_pay(s, POOLS)]


@handler("reload")
def reload(game: "Game", action: Action) -> None:
    sid, card = action.args.survivor, action.args.card
    s = game.survivor(sid)
    act(game)
    if not _free(game, s):
        pay(s, POOLS)
    reload_weapon(game, s, card)
