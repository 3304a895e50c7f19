"""Experience: XP from kills and objectives, danger levels, skills gained per level (Orange and
Red are choices), Ultrared laps past Red, and the end-phase Medic heal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from zombie_table.content.characters import SkillTree
from zombie_table.games.tilezone import inventory, skills, turn
from zombie_table.games.tilezone.events import Ev
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step
from zombie_table.games.tilezone.health import heal
from zombie_table.games.tilezone.state import LEVELS, Decision, SurvivorState

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game  # annotations only: the game sits above its rules (game → conditions → spawning → …)


SKILLS = declare(skills.SKILL_FAMILIES, {
    "medic": skills.Family("In the end phase, heals one wound of each survivor in its zone, itself too."),
})


def thresholds(game: Game) -> list[int]:
    return [0, *game.rules.danger_thresholds]


def gain_xp(game: Game, s: SurvivorState, amount: int, reason: str) -> None:
    """XP moves the danger bar at once; each new level brings its skill (or a choice of skills).

    With Ultrared, reaching Red sends the bar back to 0 and every later pass of Orange and Red
    grants a skill not yet taken (any skill once the survivor's own are all taken)."""
    if amount <= 0 or s.companion_of is not None:
        return
    game.emit(Ev.xp, "experience", f"{s.name} gains {amount} {game.data.rules.xp_word} ({reason})", survivor=s.id, amount=amount)
    game.state.xp_total[s.id] = game.state.xp_total.get(s.id, 0) + amount
    marks = thresholds(game)
    for _ in range(amount):
        s.xp += 1
        if s.level < 3:
            if s.xp >= marks[s.level + 1]:
                s.level += 1
                _reach(game, s, s.level, first_time=True)
                if s.level == 3 and game.rules.ultrared:
                    s.xp, s.ultrared_laps = 0, 1
        elif game.rules.ultrared:
            if s.xp == marks[2]:
                _reach(game, s, 2, first_time=False)
            if s.xp >= marks[3]:
                s.xp, s.ultrared_laps = 0, s.ultrared_laps + 1
                _reach(game, s, 3, first_time=False)


def _reach(game: Game, s: SurvivorState, level: int, first_time: bool) -> None:
    name = LEVELS[level]
    game.emit(Ev.level_up, "danger-level", f"{s.name} reaches {name.upper()}" + ("" if first_time else " again (Ultrared)"),
              survivor=s.id, level=name)
    card = game.data.survivor_by_id[s.id].skills
    offered = [ref for ref in card.level(name) if ref not in s.skills]
    if not offered and not first_time and _card_taken(card, s):
        offered = sorted(set(any_skill(game)) - set(s.skills))
    if not offered:
        return
    if len(offered) == 1:
        add_skill(game, s, offered[0])
    else:
        game.push({"kind": "skill_choice", "survivor": s.id, "offered": offered, "level": name})


def _card_taken(card: SkillTree, s: SurvivorState) -> bool:
    """Every skill the survivor's own card prints, at every level, is taken: only then does an
    Ultrared pass offer any skill (a pass of Orange while a Red skill is still to come gives nothing)."""
    return all(ref in s.skills for level in LEVELS for ref in card.level(level))


def start_at_level(game: Game, s: SurvivorState) -> None:
    """A survivor set up at a danger level has each level's skill up to it, as if it had earned
    them (§4.6): a level of one skill gives it; among several the players choose at set-up, unless
    the set-up's own skills hold one of them already."""
    tree = game.data.survivor_by_id[s.id].skills
    for name in LEVELS[1 : s.level + 1]:
        printed = tree.level(name)
        offered = [ref for ref in printed if ref not in s.skills]
        if len(offered) < len(printed):  # the level's skill is there already
            continue
        if len(offered) == 1:
            add_skill(game, s, offered[0])
        elif offered:
            game.state.queue.append({"kind": "skill_choice", "survivor": s.id, "offered": offered, "level": name})


def any_skill(game: Game) -> list[str]:
    """§11's "any skill" of the setting: every skill its survivor cards print, parameters and all
    (+1 die: Melee), every family that takes no parameter, and every family with each parameter
    its catalogue offers (`any_skill_params`: Range 2+: +1 die: Ranged); none that acts only at set-up."""
    data = game.data
    refs = {f.id for f in data.skills.skills if f.param.value == "none"}
    refs.update(f"{f.id}:{param}" for f in data.skills.skills for param in f.any_skill_params)
    refs.update(ref for sv in data.survivors.survivors for level in LEVELS for ref in sv.skills.level(level))
    families = skills.families(game.ruleset)
    return sorted(r for r in refs if not families.get(skills.split(r)[0], skills.Family("")).at_setup)


class Learn(NamedTuple):
    survivor: str
    skill: str  # the skill reference offered


ARGS = declare(ACTION_ARGS, {"learn": Learn})


@step("skill_choice")
def skill_choice(game: Game, params: dict[str, Any]) -> None:
    s = game.survivor(params["survivor"])
    game.ask("skill_choice", f"{s.name} reached {params['level'].upper()}: choose a skill", survivor=s.id, data=params)


@options("skill_choice")
def skill_options(game: Game, decision: Decision) -> list[Action]:
    return [Action("learn", f"Learn {skills.name(game, ref)}", Learn(decision.asked, ref)) for ref in decision.data["offered"]]


@handler("learn")
def learn(game: Game, action: Action) -> None:
    add_skill(game, game.survivor(action.args.survivor), action.args.skill)


def add_skill(game: Game, s: SurvivorState, ref: str) -> None:
    """A new skill works at once: free actions it grants are usable this very turn."""
    s.skills.append(ref)
    game.invalidate()
    inventory.fit_backpack(game, s)
    game.emit(Ev.skill, "skills", f"{s.name} gains {skills.name(game, ref)}", survivor=s.id, skill=ref)
    family, param = skills.split(ref)
    if family == "class" and param == "brawler":
        brawler = next((c for c in game.data.rules.classes if c.id == "brawler"), None)
        s.health += brawler.health_bonus if brawler else 1
        heal(game, s, 1, "brawler-skill")
    if family == "plus_action" and game.state.active == s.id:
        s.actions_left += 1
    if game.state.active == s.id:
        turn.refresh_free(game, s)


def medic(game: Game) -> None:
    """Each medic heals a wound of everyone in its zone, itself too, earning the setting's
    experience per wound healed (`medic_xp`)."""
    for s in game.state.living():
        if skills.has(game, s, "medic"):
            healed = sum(heal(game, other, 1, "medic") for other in game.state.survivors_in(s.zone))
            if healed and game.data.rules.medic_xp:
                gain_xp(game, s, healed * game.data.rules.medic_xp, "wounds healed")
