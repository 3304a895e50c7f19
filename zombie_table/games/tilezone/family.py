"""What every setting of the tile-and-zone family builds its ruleset from."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import ModuleType

from zombie_table.games.tilezone import (
    combat, experience, flow, goals, health, inventory, leadership, moves, noise, objectives, observed, search, setup,
    skills, spawning, tactics, trade, turn, vision, zombies,
)
from zombie_table.games.tilezone.keys import FAMILY_KEY_GROUPS, KeyGroup
from zombie_table.games.tilezone.checks import MISSION_CHECKS
from zombie_table.games.tilezone.goals import CATALOGUES as GOAL_CATALOGUES
from zombie_table.games.tilezone.options import OPTIONS, RuleOptions
from zombie_table.games.tilezone.state import TOKEN_KINDS, TOKEN_MARKS, UNMARKED_TOKENS
from zombie_table.games.tilezone.vocabulary import FAMILY_WORDS, WORDS
from zombie_table.kernel.ruleset import Ruleset, RulesetError

HOOKS = ("setup", "enter", "escaped", "before_zombies", "round_end", "may_take_objective", "objective_taken",
         "trade_options", "blast_targets", "blasted", "hold_abomination_spawns", "zombie_card",
         "board_changes", "zombie_killed", "necromancer_moves", "look_notes", "ally_lost", "extra_spawn_draws",
         "weapon_damage", "attack_profile", "attack_resolved", "wound_dealt", "search_draws", "may_pass", "door_broken",
         "mold_zones", "shortage_zones", "assign_hits", "weapon_ready",
         "zombies_arrived", "search_place", "zombie_attacks", "abomination_festival", "held_from_pack", "sight",
         "unseen", "turn_goes_on", "survivor_notes", "may_escape", "zombies_activate",
         "mission_changes", "kept_cards",
         "reorganise_options", "inventory_changed", "card_notes", "keep_options", "out_of_play")
"""The moments a setting may add rules to, each called with the game first:
- setup(game): after the mission's pieces are placed;
- enter(game, survivor, zone): a survivor entered a zone;
- escaped(game, survivor): a survivor (and whoever follows) left through the exit;
- before_zombies(game) -> steps: steps to queue between the players' phase and the zombies';
- round_end(game) -> steps: steps to queue after the end phase, before the next round starts;
- may_take_objective(game, survivor, token) -> bool: every one must allow it;
- objective_taken(game, survivor, token): the token's reward and the mission's reactions;
- trade_options(game, survivor, partner) -> actions: more to trade than cards;
- blast_targets(game) -> zones: zones worth blowing up even with nobody in them;
- blasted(game, survivor, zone): after a blast wiped a zone;
- hold_abomination_spawns(game) -> bool: any one keeps the abomination spawns asleep;
- zombie_card(game, card, token, level) -> bool: a zombie card of a kind the family does not resolve
  (siege, necromancer) drawn for the spawn `token` at danger `level`; True when the setting resolved it;
- zombie_killed(game, survivor or None, zone, ztype): a zombie was just killed (and removed);
- necromancer_moves(game, zone, ztype): zombies of a type that never moves itself (`necromancer`) would
  move now (they did not attack and are not held back); the setting acts in their place;
- ally_lost(game, zone, kind): an ally token (a guard) fell;
- extra_spawn_draws(game) -> int: zombie cards drawn in a spawn step beyond one per token (going round
  the active tokens again in order);
- look_notes(game, zone) -> list[str]: lines the look panel adds about a zone (what the setting's
  pieces there will do next);
- board_changes(game) -> board.Changes: what play changed on the printed map (zones made streets, rope
  ladders, rooms made ruins; every hook's changes add up), applied whenever the board is rebuilt (`Game.rebuild_board`, after undo);
- weapon_damage(game, survivor, cards, mode) -> int | None: the damage the weapons attacking together
  count as before any bonus ("counts as Damage 2": a skill, a dual pair's trait), or None (no say); the
  most any hook says, the printed damage (the weakest of the weapons) by default, then bonuses add on top;
- attack_profile(game, survivor, cards, mode, profile): a setting's traits and skills change an
  attack's numbers in place (reads only what the profile's remembered key holds: weapons, mode, abilities);
- attack_resolved(game, survivor, ctx): an attack action has resolved (its zone, dice, weapons in `ctx`);
- wound_dealt(game, survivor, amount, source) -> int: wounds about to be dealt (by a zombie type, friendly
  fire, a rule): each hook returns what is left of them (armour rolls), the next hook gets that;
- search_draws(game, survivor) -> int: cards one search draws (a torch: 2); the most any hook says, 1 by default;
- may_escape(game, survivor) -> bool: every one must allow a survivor in the exit to escape now;
- zombies_activate(game, types): zombies of these types activate now (the first activation, the
  second of two-action types, an extra activation), before any of them attacks or moves;
- may_pass(game, survivor, src, dst) -> bool: every one must allow a survivor's step between two
  neighbouring zones (an airlock's hatch needs an oxygen tank);
- door_broken(game, src, dst): zombies whose step crosses a closed door stayed put to break it; the setting
  records the broken door (and rebuilds the board);
- zombies_arrived(game, zones): zombies just moved or spawned into these zones (an abomination's mold);
- mold_zones(game) -> zones: the active mold zones, where a search card `in_mold` brings its zombies;
- shortage_zones(game) -> zones: where an ambush card's shortage brings the abomination (none given: the
  searcher's zone);
- assign_hits(game, ctx, hits) -> bool: an attack's successes (damage of each) before the family assigns
  them; True when the setting assigned them itself (a concentrated attack); friendly fire follows as usual;
- weapon_ready(game, survivor, card) -> bool: every one must allow a held weapon to attack now (a prototype's cell);
- search_place(game, survivor) -> bool | str | None: whether the survivor may search where it stands
  beyond the setting's `search_kinds` (True), may not (the reason), or the hook has no say (None);
- zombie_attacks(game): a zombie attack step begins (what lasts "for one attack step" starts again);
- reorganise_options(game, survivor, who) -> actions: more a survivor reorganising may do with its own
  cards (attach a card under a weapon), labels prefixed by `who` (the partner's name in a trade); a
  handler of them ends with `trade.again` to ask on;
- keep_options(game, survivor, card) -> actions: more ways to keep a card just found (attached under a weapon);
- inventory_changed(game): cards were moved, traded or discarded (a setting tidies up what hangs on them);
- card_notes(game, card) -> notes: short words shown after a carried card's name (what is attached under it);
- kept_cards(game, survivor) -> cards: cards that may not leave their slot now, by a move, a trade or a
  discard (Outpost's last worn air bottle outdoors);
- mission_changes(mission, board) -> board.Changes: the only hook without a game: what a mission's set-up
  changes on its printed map (Outpost's door tokens and mold), for drawing the mission before play;
- abomination_festival(game) -> bool: any one True: an abomination card while abominations are on the
  board gives them their extra activation and then brings the next abomination of the deck too;
- held_from_pack(game, survivor) -> cards: backpack cards a skill counts as held in hand (Winter's
  Spellbook: its spells), for attacks, the three-hands choice and what a knife boosts;
- sight(game, survivor) -> {zone: range} or None: the zones a survivor's skill lets it see instead of
  the board's sight from its zone (Winter's Ruin Sight); the first answer counts;
- unseen(game, survivor) -> bool: any one True: zombies ignore the survivor (it draws no zombie, makes
  no noise and is never attacked: a camouflaged survivor);
- turn_goes_on(game, survivor): the survivor's turn goes on, before each of its choices (so after the
  action before it resolved: `survivor.turn.streak_kind` names that action's kind);
- survivor_notes(game, survivor) -> list[str]: lines the survivor's dashboard adds (what of the
  setting's it holds or is: a machine's remote, camouflage, an air bottle worn);
- out_of_play(game, ztype) -> int: zombies of that type taken out of the supply for good (Outpost's
  kept samples); the answers add up."""

BOT_SCORES, BOT_VETOES, BOT_GOAL_ZONES = "bot_scores", "bot_vetoes", "bot_goal_zones"
BOT_CATALOGUES = (BOT_SCORES, BOT_VETOES, BOT_GOAL_ZONES)
"""What a setting tells the greedy bot (`greedy.py`) about its own rules, declared on its ruleset:
- bot_scores: action kind -> score(bot, game, situation, survivor, action) -> float, for the setting's own actions
  (or None: no say, the family's own score of a family action stands);
- bot_vetoes: name -> veto(game, survivor, zone) -> bool: never step into that zone (e.g. off a leaving train);
- bot_goal_zones: name -> zones(game) -> list[str]: more places to head for, whatever the stage."""

FAMILY_MODULES: tuple[ModuleType, ...] = (
    noise, combat, moves, objectives, search, tactics, leadership, trade, flow, experience, spawning, zombies, goals,
)
"""The family's rule modules, in the order a setting with nothing to add lists a turn's options
(`goals` registers only kinds, so where it stands changes nothing)."""

FAMILY_DECLARING: tuple[ModuleType, ...] = (turn, health, inventory, vision, setup, skills)
"""Family modules that declare skill families or card traits they implement and list no turn
options (health's marked steps run only when its skill is in play); every setting's ruleset takes
them after its own modules (their order changes nothing).
Every ruleset takes the family's observer too (`observed.table`, what a player sees of the table)."""

CATALOGUES = (skills.SKILL_FAMILIES, skills.CARD_TRAITS, turn.FREE_POOLS, zombies.HOLD_TOKENS, zombies.ALLY_TOKENS)
"""What rule modules `declare`: the skill families and card traits the rules implement, which
`zombie-table validate` holds a setting's content to, the families granting free actions, and the
token kinds that hold zombies back for an activation or stand with the survivors as allies."""


def family_ruleset(name: str, modules: Sequence[ModuleType], state: type | None = None,
                   key_groups: Sequence[KeyGroup] = (), options: type[RuleOptions] = RuleOptions,
                   words: Mapping[str, str] | None = None) -> Ruleset:
    """A setting's ruleset from `modules`: every family module, placed where the setting declares,
    and the setting's own. `state`: the dataclass of the setting's own part of the game state
    (`GameState.own`), made fresh for every game; `key_groups`: the setting's own action keys;
    `options`: its rule options (the family's extended by its own readings); `words`: what it calls its
    own things where the family's words do not fit (`vocabulary.FAMILY_WORDS`' keys).
    Its catalogues besides: `goals` and `losses` (the kinds of `tilezone.goals`), and the skill families
    and card traits the rules implement (the family modules that mark nothing declare theirs last)."""
    missing = [m.__name__ for m in FAMILY_MODULES if m not in modules]
    if missing:
        raise RulesetError(f"ruleset {name!r} leaves out family modules: {', '.join(missing)}")
    ruleset = Ruleset(name, hooks=HOOKS, catalogues=("state", WORDS, OPTIONS, "key_groups", TOKEN_KINDS, UNMARKED_TOKENS, TOKEN_MARKS, MISSION_CHECKS, *GOAL_CATALOGUES, *CATALOGUES, *BOT_CATALOGUES))
    if state is not None:
        ruleset.declare("state", "own", state)
    ruleset.declare(OPTIONS, "model", options)
    for key, word in (words or {}).items():
        if key not in FAMILY_WORDS:
            raise RulesetError(f"ruleset {name!r}: no word {key!r} to replace; known: {', '.join(FAMILY_WORDS)}")
        ruleset.declare(WORDS, key, word)
    for group in sorted((*FAMILY_KEY_GROUPS, *key_groups), key=lambda g: g.rank):
        ruleset.declare("key_groups", group.name, group)
    ruleset.include(*modules, *(m for m in (*FAMILY_DECLARING, observed) if m not in modules))
    undeclared = sorted({f for needs in ruleset.needs.values() for f in needs} - set(skills.families(ruleset)))
    if undeclared:
        raise RulesetError(f"ruleset {name!r}: providers need skill families nobody declares: {', '.join(undeclared)}")
    return ruleset.freeze()
