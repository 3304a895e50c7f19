"""A survivor's turn: its action pools (general and free actions) and how an action is paid for."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.state import SurvivorState, TurnCounters
from zombie_table.kernel.ruleset import Ruleset, declare

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Action, Game

SKILLS = declare(skills.SKILL_FAMILIES, {
    "plus_action": skills.Family("One more action each turn."),
    "free_action": skills.Family("One free action each turn for actions of the named kind (combat, melee, ranged, move, search).", "action"),
    "free_weapon_action": skills.Family("One free action each turn for attacks with the named card or weapon kind.", "equipment"),
    "free_reload": skills.Family("One free reload action each turn."),
    "dual_expert": skills.Family("One free combat action each turn with a dual pair."),
})


Provider = Callable[["Game", SurvivorState], list["Action"]]


def providers_for(game: "Game", s: SurvivorState) -> list[Provider]:
    """The providers that may list something for `s`, in order: the same for every survivor
    with the same abilities, so remembered by them."""
    table = skills.table(game, s)
    return game.remember(("providers", table), _providers_for, game.ruleset, table)


def _providers_for(ruleset: Ruleset, table: skills.Abilities) -> list[Provider]:
    have, needs = table.by_family, ruleset.needs
    return [p for p in ruleset.providers if p not in needs or any(f in have for f in needs[p])]


FREE_POOLS = "free_pools"
"""The skill families that grant a free action each turn: family -> pool(param), the pool the free
action is paid from (None: that parameter grants none). A setting declares its own."""

POOLS = declare(FREE_POOLS, {
    "free_action": lambda p: p,  # free_action:move -> the "move" pool
    "free_weapon_action": lambda p: f"weapon:{p}",
    "free_reload": lambda p: "reload",
    "dual_expert": lambda p: "dual",
})


def start_turn(game: "Game", s: SurvivorState) -> None:
    """Fill the action pools from the base actions and the skills in effect."""
    s.actions_left = game.data.rules.actions + skills.count(game, s, "plus_action")
    s.free = {}
    s.turn = TurnCounters()
    refresh_free(game, s)


def refresh_free(game: "Game", s: SurvivorState) -> None:
    """(Re)compute free pools; a skill gained mid-turn adds its free actions at once."""
    granted = s.turn.granted
    totals: dict[str, int] = {}
    pools = game.ruleset.kinds[FREE_POOLS]
    for ref in skills.abilities(game, s):
        family, param = skills.split(ref)
        pool = pools[family](param) if family in pools else None
        if pool:
            totals[pool] = totals.get(pool, 0) + 1
    for pool, n in totals.items():
        if n > granted.get(pool, 0):
            s.free[pool] = s.free.get(pool, 0) + n - granted.get(pool, 0)
            granted[pool] = n


def can_pay(s: SurvivorState, pools: tuple[str, ...], extra: int = 0) -> bool:
    """Whether the survivor can pay an action usable from any of `pools` plus `extra` general actions."""
    left = s.actions_left
    if left >= 1 + extra:
        return True
    if left >= extra and s.free:
        for p in pools:
            if s.free.get(p, 0) > 0:
                return True
    return False


def pay(s: SurvivorState, pools: tuple[str, ...], extra: int = 0) -> str:
    """Spend a free action from the first matching pool if any, else a general one; then `extra`."""
    for p in pools:
        if s.free.get(p, 0) > 0:
            s.free[p] -= 1
            s.actions_left -= extra
            return p
    s.actions_left -= 1 + extra
    return "action"


def has_any_action(s: SurvivorState) -> bool:
    return s.actions_left > 0 or any(v > 0 for v in s.free.values())


def note_action(s: SurvivorState, kind: str) -> None:
    """Track streaks of consecutive actions in this turn (for Escalation): of one kind, of combat
    actions (melee or ranged), and of machine shots."""
    t = s.turn
    t.streak = t.streak + 1 if t.streak_kind == kind else 1
    t.streak_kind = kind
    t.combat_streak = t.combat_streak + 1 if kind in ("melee", "ranged", "magic") else 0
    t.machine_streak = t.machine_streak + 1 if kind == "machine" else 0


def act(game: Game) -> None:
    """Every survivor action handler calls this first: after it resolves, the turn continues."""
    game.push({"kind": "player_turn"})
