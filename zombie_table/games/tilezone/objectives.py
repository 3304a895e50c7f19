"""Objectives (taking them and their rewards) and bounty weapons (rewards and feats)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from zombie_table.content.missions import ObjectiveReward
from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone import inventory
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.flow import act
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, provides
from zombie_table.games.tilezone.state import ObjectiveToken, SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game  # annotations only: the game sits above its rules (game → conditions → spawning → …)


def objectives_here(game: Game, zone: str) -> list[ObjectiveToken]:
    return [t for t in game.state.objectives if t.zone == zone and t.taken_by is None and not t.lost]


class TakeObjective(NamedTuple):
    survivor: str
    token: str  # the objective token's id


ARGS = declare(ACTION_ARGS, {"take_objective": TakeObjective})


@provides
def objective_actions(game: Game, s: SurvivorState) -> list[Action]:
    tokens = objectives_here(game, s.zone)
    if not tokens:
        return []
    tokens = [t for t in tokens if all(game.ruleset.gather("may_take_objective", game, s, t))]
    if not tokens or not can_pay(s, ()) or (_needs_slot(game, tokens[0]) and not inventory.free_slots_for_id(game, s, "")):
        return []
    t = tokens[0]
    shown = "red" if t.hidden else t.color
    return [Action("take_objective", f"Take the {shown} objective in {s.zone} (1 action)", TakeObjective(s.id, t.id))]


@handler("take_objective")
def take_objective(game: Game, action: Action) -> None:
    sid, tid = action.args.survivor, action.args.token
    s = game.survivor(sid)
    act(game)
    pay(s, ())
    note_action(s, "objective")
    token = next(t for t in game.state.objectives if t.id == tid)
    token.taken_by = sid
    revealed = f" — it is {token.color}!" if token.hidden else ""
    game.emit(Ev.objective, "objective", f"{s.name} takes an objective in {s.zone}{revealed}", survivor=sid, token=tid, color=token.color)
    game.ruleset.run_hooks("objective_taken", game, s, token)


def _needs_slot(game: Game, token: ObjectiveToken) -> bool:
    """A cargo token (carried on the dashboard in a slot of its own) needs room."""
    return any(isinstance(r, ObjectiveReward) and r.carry == "cargo" and (not r.colors or token.color in [c.value for c in r.colors])
               for r in game.mission.rules)


def award_bounty(game: Game, s: SurvivorState, why: str) -> bool:
    """The top bounty card goes to the survivor, who may reorganise for free."""
    if not game.state.bounty:
        game.emit(Ev.info, "bounty", "No bounty weapon is left")
        return False
    card = game.state.bounty.pop(0)
    game.emit(Ev.bounty, "bounty", f"{s.name} earns {game.card(card).name} ({why})", survivor=s.id, card=game.state.cards[card])
    s.turn.feat_from = len(s.turn.kills)
    game.push({"kind": "keep_card", "survivor": s.id, "card": card})
    return True


def feat_met(game: Game, s: SurvivorState, feat) -> bool:
    """Does this turn's record of kills meet the feat? Kills before the last award do not count."""
    kills = s.turn.kills
    if game.rules.feats_count_after_award:
        kills = kills[s.turn.feat_from:]
    zones = game.board.zones
    counted = [
        k for k in kills
        if (feat.weapon_kind is None or k.weapon == feat.weapon_kind)
        and (feat.zombie_type is None or k.type == feat.zombie_type)
        and (not feat.from_balcony or (k.zone in zones and zones[k.zone].kind is ZoneKind.balcony))
    ]
    if feat.in_one_action:
        per_action: dict[int, int] = {}
        for k in counted:
            per_action[k.action] = per_action.get(k.action, 0) + 1
        return max(per_action.values(), default=0) >= feat.kills
    return len(counted) >= feat.kills


def check_feats(game: Game, s: SurvivorState) -> None:
    """One action earns at most one bounty weapon: the top card's feat, checked after each action."""
    if not game.state.bounty or not s.on_board:
        return
    feat = game.card(game.state.bounty[0]).feat
    if feat is not None and feat_met(game, s, feat):
        award_bounty(game, s, f"feat: {feat.text}")
