"""Combat: one pipeline for every attack (melee, ranged, fanning, a charge's free melee, dynamite).

An attack is described by a profile — dice, accuracy, damage, noise, re-rolls, targeting — built
from the weapon(s) and then modified by every skill, class ability and card in effect (`profile`).
Resolution is a chain of steps: roll, optional re-rolls (decisions), hits assigned (by the
player in melee, by the target priority order at range), friendly fire on misses, then the
after-effects (noise, reload, feats, Hit & Run).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, NamedTuple

from zombie_table.content.cards import Trait
from zombie_table.games.tilezone import inventory, skills, vision
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.experience import gain_xp
from zombie_table.games.tilezone.dice import hits_on
from zombie_table.games.tilezone.friendly_fire import aimed, victims
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.actions import Actor, Ally, ToZone
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, provides, step
from zombie_table.games.tilezone.health import kill_survivor, wound, wound_outcome, wound_words
from zombie_table.games.tilezone.moves import max_zones, move_survivor, reachable
from zombie_table.games.tilezone.noise import make_noise
from zombie_table.games.tilezone.objectives import check_feats
from zombie_table.games.tilezone.spawning import abomination_killed
from zombie_table.games.tilezone.state import Decision, Kill, SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay
from zombie_table.games.tilezone.zombies import ALLY_TOKENS, allies, lose_ally, remove_zombies, wound_order
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game  # annotations only: the game sits above its rules (game → conditions → spawning → …)

SKILLS = declare(skills.SKILL_FAMILIES, {
    "plus_die": skills.Family("One more die on attacks of the named kind (combat, melee, ranged) or weapon (card or kind).", "equipment"),
    "plus_damage": skills.Family("One more damage per success on attacks of the named kind or weapon.", "equipment"),
    "plus_to_roll": skills.Family("Add 1 to each die of attacks of the named kind (never above 6).", "action"),
    "plus_max_range": skills.Family("Ranged weapons reach one zone further."),
    "reaper": skills.Family("A kill by an action of the named kind may kill one more zombie of that type there.", "action"),
    "roll6_die": skills.Family("Each 6 rolled in an action of the named kind rolls one more die.", "action"),
    "roll6_damage": skills.Family("Each 6 rolled in an action of the named kind deals one more damage.", "action"),
    "lucky": skills.Family("Once per action, re-roll every die of it."),
    "escalation": skills.Family("Each action of the named kind straight after another rolls one more die than the last.", "action"),
    "hawk_eye": skills.Family("Ranged attacks pick their targets freely and never hit friends."),
    "point_blank": skills.Family("Ranged weapons may fire into the survivor's own zone, picking targets freely there."),
    "ambidextrous": skills.Family("Every weapon counts as dual."),
    "low_profile": skills.Family("Friendly fire never hits the survivor."),
    "hit_and_run": skills.Family("After an attack that kills, one free move that ignores zombies in the zone."),
    "explosive_expert": skills.Family("A thrown blasting stick comes back to the backpack on a 6."),
})
WEAPON_SKILLS = {
    "dual_kind": skills.Family("Every weapon of the named kind counts as dual.", "equipment"),
    "horde_dice": skills.Family("Attacks of the named kind may roll as many dice per weapon as there are zombies in the target zone.", "action"),
}
"""Skills this pipeline reads, declared by the settings whose survivors have them (Winter's
`weaponskills`, Outpost's `sharedskills`): every family a setting declares its catalogue must list.
`dual_kind:melee` is Winter's Swordmaster and Outpost's Blade Master alike."""
RANGE_TWO = "range_two"
FAR = 2
FAR_READS = frozenset({"plus_die", "plus_damage", "plus_to_roll", "plus_max_range", "reaper", "roll6_die", "roll6_damage", "lucky",
                       "escalation", "horde_dice", "hawk_eye", "fanning_bonus", "charge_bonus", "vade_retro_bonus"})
"""The families `_profile` reads from its list of skills, so the ones Range 2+ may name (`validate`
refuses another)."""
RANGED_SKILL = {RANGE_TWO: skills.Family(f"Has the named attack skill on attacks at range {FAR} or more.", skills.SkillParam.skill,
                                         names=FAR_READS)}
"""Range 2+: [Skill] (white-death §11): the named skill is one this pipeline reads (+1 die, +1 damage,
+1 to dice rolls, Reaper, Roll 6, Lucky, Escalation, the horde's dice, Hawk Eye) and holds when the
attack's target zone is at range 2 or more; declared by the settings whose survivors have it."""
TRAITS = declare(skills.CARD_TRAITS, {
    "dual": "Two of these in hand attack together in one action.",
    "reload": "Empty after firing: a reload action makes it ready again.",
    "knife": "One more die to another weapon of its own kind of attack (melee, magic) held with it.",
    "kills_all": "Thrown: every character in the target zone dies.",
    "discard_on_use": "A reminder on the card: the rule that uses it (a thrown stick, water, holy water) discards it.",
})


# ---------------------------------------------------------------- choosing weapons


def _is_dual_pair(game: Game, s: SurvivorState, a: str, b: str) -> bool:
    ca, cb = game.card(a), game.card(b)
    if ca.name != cb.name:  # same name, not same card: a starting Burst Gun pairs with a deck one (invader §10)
        return False
    return Trait.dual in ca.traits or skills.has(game, s, "ambidextrous") or skills.has(game, s, "dual_kind", ca.kind)


def loaded(game: Game, card: str) -> bool:
    return card not in game.state.unloaded


def weapon_sets(game: Game, s: SurvivorState, mode: str) -> list[tuple[tuple[str, ...], int]]:
    """(weapons used, knife bonus dice) for every legal way of attacking in this mode.

    The three-hands rule: any two of the held cards count as held for one attack; a knife in a
    hand slot (anywhere with Quick Draw, which holds everything in hand) adds a die to another
    melee weapon among them, and two knives used as a pair boost each other (§8.2.4)."""
    return game.settled(("weapon_sets", s.id, mode), _remembered_sets, game, s, mode)


def _remembered_sets(game: Game, s: SurvivorState, mode: str) -> list[tuple[tuple[str, ...], int]]:
    """The sets read the held cards, which of them are loaded, and the abilities only."""
    held = inventory.held(game, s)
    unloaded = game.state.unloaded
    key = ("weapon_sets", s.id, skills.table(game, s), mode, *held, *map(unloaded.__contains__, held), *s.inventory.hand)
    if game.ruleset.hooks["weapon_ready"]:  # a setting's readiness may read the whole inventory, the zone and what hangs on a card
        key += ("|", *s.inventory.body, *s.inventory.backpack, s.zone, *_on_cards(game, s))
    return game.remember(key, _weapon_sets, game, s, mode, held)


def _on_cards(game: Game, s: SurvivorState) -> tuple:
    """What the setting keeps on the survivor's cards (attachments), which attacks read."""
    own = game.state.own
    return own.on_cards(tuple(s.inventory.cards())) if own is not None else ()


def _weapon_sets(game: Game, s: SurvivorState, mode: str, held: list[str]) -> list[tuple[tuple[str, ...], int]]:
    seen: dict[tuple[str, ...], int] = {}
    cards = {c: game.card(c) for c in held}
    ready = {c for c, card in cards.items() if card.attack and card.attack.mode.value == mode and loaded(game, c)
             and all(rule(game, s, card) for rule in game.ruleset.hooks["weapon_ready"])}
    in_hand = set(held) if skills.has(game, s, "quick_draw") else {*s.inventory.hand, *inventory.from_pack(game, s)}
    knives = {c for c, card in cards.items() if Trait.knife in card.traits}
    boosting = knives & in_hand  # the bonus comes from a Hand slot only (§8.2.4)
    for pair in inventory.hand_pairs(game, s, held):
        weapons = [c for c in pair if c in ready]
        for w in weapons:
            if Trait.kills_all in cards[w].traits:
                continue
            bonus = sum(1 for k in pair if k != w and k in boosting and cards[k].attack and cards[k].attack.mode.value == mode)
            key = (w,)
            seen[key] = max(seen.get(key, 0), bonus)
        if len(weapons) == 2 and _is_dual_pair(game, s, *weapons):
            key = tuple(sorted(weapons))
            both_knives = all(w in knives for w in weapons)  # each boosts the other from a hand
            seen[key] = max(seen.get(key, 0), sum(1 for w in weapons if w in boosting) if both_knives else 0)
    return sorted(seen.items())


def _scope(game: Game, weapons: tuple[str, ...], mode: str) -> set[str]:
    """Names a skill parameter may use to cover this attack: combat, its mode, kinds, card ids."""
    out = {"combat", mode}
    for w in weapons:
        c = game.card(w)
        out.update({c.id, c.kind or ""})
    return out


def profile(game: Game, s: SurvivorState, weapons: tuple[str, ...], mode: str, variant: str, zone: str | None, knife: int = 0) -> dict[str, Any]:
    """The attack's numbers after every modifier. `variant`: normal, fanning, charge, improvised
    (the setting's improvised stat line) or machine:<id> (the machine's own numbers and skills
    only — the operator's skills, classes and cards never apply). Read it, never change it."""
    if zone is not None and not zone_matters(game, s, zone):
        zone = None
    return game.settled(("profile", s.id, weapons, mode, variant, zone, knife),
                        _remembered_profile, game, s, weapons, mode, variant, zone, knife)


def zone_matters(game: Game, s: SurvivorState, zone: str) -> bool:
    """Whether an attack's numbers may depend on its target zone: point-blank shots into one's
    own zone and Vade Retro bonuses; anywhere else they are those of no zone in particular."""
    return (zone == s.zone or zone in game.state.tokens.get("vade_retro", ()) or skills.has(game, s, "horde_dice")
            or skills.has(game, s, RANGE_TWO))


def _far(game: Game, s: SurvivorState, zone: str | None) -> bool:
    """Whether the attack's target zone is at range 2 or more from the survivor (Range 2+)."""
    return zone is not None and vision.sight(game, s).get(zone, 0) >= FAR


def _remembered_profile(game: Game, s: SurvivorState, weapons: tuple[str, ...], mode: str, variant: str, zone: str | None, knife: int) -> dict[str, Any]:
    """Besides its arguments and the abilities, a profile reads the streak counters, whether
    the zone is the shooter's own or under Vade Retro, and (at range) the cards carried."""
    turn, inv = s.turn, s.inventory
    key: tuple[Any, ...] = ("profile", s.id, skills.table(game, s), weapons, mode, variant, knife, zone == s.zone,
           zone in game.state.tokens.get("vade_retro", ()))
    if zone is not None and skills.has(game, s, "horde_dice"):  # reads how many zombies stand there
        key += (zone, game.state.zombie_count(zone))
    if skills.has(game, s, RANGE_TWO):  # reads how far the zone is
        key += (_far(game, s, zone),)
    if variant.startswith("machine:") or skills.has(game, s, "escalation"):  # only these read the streaks
        key += (turn.combat_streak, turn.streak, turn.streak_kind, turn.machine_streak)
    if mode != "melee":
        key += (*inv.hand, *inv.favourite, *inv.body, *inv.backpack)
    key += _on_cards(game, s)
    return game.remember(key, _profile, game, s, weapons, mode, variant, zone, knife)


def _profile(game: Game, s: SurvivorState, weapons: tuple[str, ...], mode: str, variant: str, zone: str | None, knife: int) -> dict[str, Any]:
    machine = game.data.rules.machines[variant.split(":", 1)[1]] if variant.startswith("machine:") else None
    cards = [game.card(w) for w in weapons]
    base = (machine.attack_for(mode) or machine.attack) if machine else cards[0].attack if cards else game.data.rules.improvised[mode]
    scope = _scope(game, weapons, mode)
    per_weapon = max(1, len(weapons))
    p: dict[str, Any] = {
        "dice": (sum(c.attack.dice for c in cards) if cards else base.dice) + knife,
        "accuracy": base.accuracy, "damage": _counted_damage(game, s, cards, mode) if cards and not machine else base.damage,
        "to_roll": 0, "one_misses": game.data.rules.natural_one_misses,
        "noise": base.noise.value if base.noise else None,
        "min_range": base.range[0], "max_range": base.range[1],
        "rerolls": [], "reaper": False, "roll6_die": False, "roll6_damage": False,
        "choose_targets": mode == "melee", "friendly_fire": mode != "melee" and game.data.rules.friendly_fire,
    }
    refs = [skills.split(r) for r in machine.skills] if machine else [*skills.families_and_params(game, s), *_card_skills(cards)]
    if not machine and _far(game, s, zone):
        refs += [skills.split(param) for family, param in list(refs) if family == RANGE_TWO and param]
    for family, param in refs:
        if family == "plus_die" and param in scope:
            p["dice"] += per_weapon
        elif family == "plus_damage" and param in scope:
            p["damage"] += 1
        elif family == "plus_to_roll" and param in scope:
            p["to_roll"] += 1
        elif family == "plus_max_range" and mode != "melee":
            p["max_range"] += 1
        elif family == "reaper" and param in scope:
            p["reaper"] = True
        elif family == "roll6_die" and param in scope:
            p["roll6_die"] = True
        elif family == "roll6_damage" and param in scope:
            p["roll6_damage"] = True
        elif family == "lucky":
            p["rerolls"].append("lucky")
        elif family == "escalation" and param in scope:
            p["dice"] += s.turn.machine_streak if machine else _streak(s, mode if param != "combat" else "combat")
        elif family == "horde_dice" and param in scope and zone is not None and cards:
            # each weapon may roll one die per zombie there instead of its own; the better is taken
            p["dice"] += sum(max(0, game.state.zombie_count(zone) - c.attack.dice) for c in cards)
        elif family == "hawk_eye" and mode != "melee":
            p["choose_targets"], p["friendly_fire"] = True, False
    if machine:
        return p
    _variant(game, s, p, refs, variant, per_weapon, cards)
    # the zone is read only here, for the horde's dice and Range 2+ above and for point blank below; profile() relies on that (keep in step)
    if zone is not None and zone in game.state.tokens.get("vade_retro", []):
        _bonuses(p, [param for f, param in refs if f == "vade_retro_bonus"], per_weapon, "vade retro")
    if mode != "melee":
        ammo = {c.ammo for c in cards if c.ammo}
        for card in s.inventory.cards():
            c = game.card(card)
            if c.effect and c.effect.value == "plenty_of_ammo" and c.ammo in ammo and inventory.usable(game, s, card):
                p["rerolls"].append(c.name)
        if zone == s.zone and skills.has(game, s, "point_blank"):
            p["choose_targets"], p["friendly_fire"] = True, False
    game.ruleset.run_hooks("attack_profile", game, s, cards, mode, p)
    return p


def _counted_damage(game: Game, s: SurvivorState, cards: list, mode: str) -> int:
    """The weapons' damage before bonuses: the weakest printed, or what a setting's rule counts it as."""
    counted = [d for d in game.ruleset.gather("weapon_damage", game, s, cards, mode) if d is not None]
    return max([min(c.attack.damage for c in cards), *counted])


def _card_skills(cards) -> list[tuple[str, str | None]]:
    """The skills the weapons grant while attacking with them (a bow that picks its targets)."""
    return [skills.split(ref) for c in cards for ref in c.skills]


def _variant(game: Game, s: SurvivorState, p: dict[str, Any], refs, variant: str, per_weapon: int, cards) -> None:
    if variant == "fanning":
        p["dice"] += 6 - cards[0].attack.dice
        p["accuracy"] = 6 if Trait.fanning_6 in cards[0].traits else 5
        p["noise"] = "boom"
        _bonuses(p, [param for f, param in refs if f == "fanning_bonus"], per_weapon, "fanning")
    elif variant == "charge":
        _bonuses(p, [param for f, param in refs if f == "charge_bonus"], per_weapon, "charge")
    elif variant == "improvised":
        p["noise"] = None


def _bonuses(p: dict[str, Any], params: list[str | None], per_weapon: int, source: str) -> None:
    for param in params:
        if param == "plus_die":
            p["dice"] += per_weapon
        elif param == "plus_damage":
            p["damage"] += 1
        elif param == "plus_to_roll":
            p["to_roll"] += 1
        elif param in ("plus_range", "plus_zone"):
            p["max_range"] += 1
        elif param == "reroll":
            p["rerolls"].append(source)
        elif param == "reaper":
            p["reaper"] = True


def _streak(s: SurvivorState, kind: str) -> int:
    if kind == "combat":
        return s.turn.combat_streak
    return s.turn.streak if s.turn.streak_kind == kind else 0


# ---------------------------------------------------------------- listing attacks
def _contents(game: Game, zone: str) -> str:
    """Who is in a zone, as an attack's label says it (each weapon's options repeat it)."""
    return game.settled(("contents", zone), _contents_now, game, zone)


def _contents_now(game: Game, zone: str) -> str:
    types = game.data.zombie_types
    parts = []
    for t, n in sorted(game.state.zombies.get(zone, {}).items()):
        parts.append(f"{n} {types[t].name}{'s' if n > 1 else ''}")
    for o in game.state.survivors_in(zone):
        parts.append(o.name)
    return ", ".join(parts)


def weapon_names(game: Game, weapons) -> str:
    return game.remember(("weapon_names", *weapons), _weapon_names, game, weapons)  # card names never change


def _weapon_names(game: Game, weapons) -> str:
    return " + ".join([game.card(w).name for w in weapons])


SLOT_WORDS = {"hand": "hand", "favourite": "favourite", "body": "body", "backpack": "pack"}


def set_names(game: Game, s: SurvivorState, sets) -> dict[tuple[str, ...], str]:
    """The name of each weapon set in a list of choices: the cards' names, and, where two sets
    would read the same (two Trapdoor Carbines), each card's slot too (`Trapdoor Carbine (hand 2)`)."""
    plain = {ws: weapon_names(game, ws) for ws in sets}
    seen = Counter(plain.values())
    return {ws: name if seen[name] == 1 else _slotted_names(game, s, ws) for ws, name in plain.items()}


def _slotted_names(game: Game, s: SurvivorState, weapons) -> str:
    out = []
    for w in weapons:
        slot, i = s.inventory.where(w) or ("", 0)
        many = len(getattr(s.inventory, slot, ())) > 1
        where = SLOT_WORDS.get(slot, slot) + (f" {i + 1}" if many else "")
        out.append(f"{game.card(w).name} ({where})" if where else game.card(w).name)
    return " + ".join(out)


def _stat(p: dict[str, Any]) -> str:
    return f"{p['dice']}d {p['accuracy']}+ dmg {p['damage']}"


def pools_for(game: Game, weapons: tuple[str, ...], mode: str, zone: str | None, variant: str) -> tuple[str, ...]:
    """Free-action pools that may pay for this attack, most specific first."""
    vade = zone is not None and zone in game.state.tokens.get("vade_retro", ())
    return game.remember(("pools", weapons, mode, vade, variant), _pools, game, weapons, mode, vade, variant)


def _pools(game: Game, weapons: tuple[str, ...], mode: str, vade: bool, variant: str) -> tuple[str, ...]:
    pools = []
    if variant == "fanning":
        pools.append("fanning")
    if vade:
        pools.append("vr_combat")
    if len(weapons) == 2:
        pools.append("dual")
    for w in weapons:
        c = game.card(w)
        pools += [f"weapon:{c.id}", f"weapon:{c.kind}"]
    return (*pools, mode, "combat")


def target_zones(game: Game, s: SurvivorState, p: dict[str, Any]) -> list[tuple[str, int]]:
    """(zone, range) of the zones with zombies an attack with profile `p` can reach from where `s` stands."""
    point_blank = skills.has(game, s, "point_blank")
    lo, hi = p["min_range"], p["max_range"]
    return [(zone, rng) for zone, rng in zombies_in_sight(game, s) if lo <= rng <= hi or (rng == 0 and point_blank)]


def zombies_in_sight(game: Game, s: SurvivorState) -> list[tuple[str, int]]:
    """(zone, range) of every zone with zombies the survivor sees, in zone order."""
    return game.settled(("zombies_in_sight", s.id), _zombies_in_sight, game, s)


def _zombies_in_sight(game: Game, s: SurvivorState) -> list[tuple[str, int]]:
    seen = vision.sight(game, s)  # a few zones hold zombies, many are in sight: start from the zombies
    zombies = game.state.zombies
    out = []
    for zone in sorted(zombies):
        rng = seen.get(zone)
        if rng is not None and any(zombies[zone].values()):
            out.append((zone, rng))
    return out


class Melee(NamedTuple):
    survivor: str
    weapons: str  # card instance ids joined by "+"
    knife: int  # the knife bonus die count


class MeleeAt(NamedTuple):
    """A melee strike into a zone at range (a polearm's reach)."""

    survivor: str
    weapons: str
    knife: int
    zone: str


class Aimed(NamedTuple):
    """A ranged or magic attack on a zone in sight."""

    survivor: str
    weapons: str
    zone: str


class AimedBonus(NamedTuple):
    """An aimed attack with a die bonus riding in it (an energy bolt beside the spell)."""

    survivor: str
    weapons: str
    zone: str
    knife: int


class Reroll(NamedTuple):
    survivor: str
    source: str  # what grants the re-roll


class Hit(NamedTuple):
    survivor: str
    zombie: str  # the zombie type the hit kills


class Dynamite(NamedTuple):
    survivor: str
    card: str
    zone: str


ARGS = declare(ACTION_ARGS, {"melee": Melee, "melee_at": MeleeAt, "shoot": (Aimed, AimedBonus), "cast": (Aimed, AimedBonus),
                              "keep_roll": Actor, "reroll": Reroll, "hit": Hit, "ff_hit": Actor, "ff_ally": Ally, "run_to": ToZone,
                              "dynamite": Dynamite})


@provides
def attack_actions(game: Game, s: SurvivorState) -> list[Action]:
    out: list[Action] = []
    if game.state.zombie_count(s.zone):
        sets = weapon_sets(game, s, "melee")
        named = set_names(game, s, [ws for ws, _ in sets])
        for weapons, knife in sets:
            p = profile(game, s, weapons, "melee", "normal", s.zone, knife)
            if p["min_range"] == 0 and can_pay(s, pools_for(game, weapons, "melee", s.zone, "normal")):
                names = named[weapons]
                out.append(Action("melee", f"Melee with {names} ({_stat(p)}) at {_contents(game, s.zone)}",
                                  Melee(s.id, "+".join(weapons), knife)))
    if not zombies_in_sight(game, s):  # nothing to shoot at: no need to weigh the guns
        return out
    out += _reaching_melee(game, s)
    for mode, kind, verb in RANGED_MODES:
        sets = weapon_sets(game, s, mode)
        named = set_names(game, s, [ws for ws, _ in sets])
        for weapons, knife in sets:
            p = profile(game, s, weapons, mode, "normal", None, knife)
            for zone, rng in target_zones(game, s, p):
                if can_pay(s, pools_for(game, weapons, mode, zone, "normal")):
                    names = named[weapons]
                    q = profile(game, s, weapons, mode, "normal", zone, knife) if zone_matters(game, s, zone) else p
                    out.append(aimed(game, s, q, zone, kind, f"{verb} {zone} at range {rng} with {names} ({_stat(q)}): {_contents(game, zone)}",
                                     (AimedBonus(s.id, "+".join(weapons), zone, knife) if knife else Aimed(s.id, "+".join(weapons), zone))))
    return out


RANGED_MODES = (("ranged", "shoot", "Shoot"), ("magic", "cast", "Cast"))
"""The attacks aimed at a zone in sight: (mode, action kind, verb). Combat spells follow the ranged
rules exactly (sight, range, target priority, friendly fire); a setting without spells lists none."""


def _reaching_melee(game: Game, s: SurvivorState) -> list[Action]:
    """Melee into a zone at range 1 in sight, for weapons whose reach allows it (a polearm)."""
    out: list[Action] = []
    sets = weapon_sets(game, s, "melee")
    named = set_names(game, s, [ws for ws, _ in sets])
    for weapons, knife in sets:
        p = profile(game, s, weapons, "melee", "normal", None, knife)
        if p["max_range"] < 1:
            continue
        for zone, rng in zombies_in_sight(game, s):
            if max(1, p["min_range"]) <= rng <= p["max_range"] and can_pay(s, pools_for(game, weapons, "melee", zone, "normal")):
                out.append(Action("melee_at", f"Strike {zone} at range {rng} with {named[weapons]} ({_stat(p)}): {_contents(game, zone)}",
                                  MeleeAt(s.id, "+".join(weapons), knife, zone)))
    return out


@handler("melee")
def melee(game: Game, action: Action) -> None:
    sid, weapons, knife = action.args.survivor, action.args.weapons, action.args.knife
    s = game.survivor(sid)
    act(game)
    ws = tuple(weapons.split("+"))
    pay(s, pools_for(game, ws, "melee", s.zone, "normal"))
    start_attack(game, s, ws, "melee", "normal", s.zone, knife)


@handler("melee_at")
def melee_at(game: Game, action: Action) -> None:
    sid, weapons, knife, zone = action.args.survivor, action.args.weapons, action.args.knife, action.args.zone
    s = game.survivor(sid)
    act(game)
    ws = tuple(weapons.split("+"))
    pay(s, pools_for(game, ws, "melee", zone, "normal"))
    start_attack(game, s, ws, "melee", "normal", zone, knife)


@handler("shoot")
def shoot(game: Game, action: Action) -> None:
    _aimed(game, action, "ranged")


@handler("cast")
def cast(game: Game, action: Action) -> None:
    _aimed(game, action, "magic")


def _aimed(game: Game, action: Action, mode: str) -> None:
    """A ranged or magic attack on a zone; a die bonus (an energy bolt beside the spell) rides in the action."""
    args: Aimed | AimedBonus = action.args
    s = game.survivor(args.survivor)
    act(game)
    ws = tuple(args.weapons.split("+"))
    pay(s, pools_for(game, ws, mode, args.zone, "normal"))
    start_attack(game, s, ws, mode, "normal", args.zone, args.knife if isinstance(args, AimedBonus) else 0)


# ---------------------------------------------------------------- resolution
def start_attack(game: Game, s: SurvivorState, weapons: tuple[str, ...], mode: str, variant: str, zone: str, knife: int = 0,
                 dice_value: int | None = None, marks: dict[str, Any] | None = None) -> None:
    """Roll for an attack already paid for and queue its resolution. `dice_value` replaces each
    weapon's printed dice (a skill counting the zombies: Predator, Automatic Fire); bonuses still add.
    `marks` join the attack's context for the rules that read it later: `origin`, the zone the
    attack is made from when not the attacker's own (a machine steered from afar; its noise is made
    there), and whatever a setting's hooks look for (Outpost's `focus`, a concentrated target)."""
    p = profile(game, s, weapons, mode, variant, zone, knife)
    if dice_value is not None:
        p = {**p, "dice": p["dice"] + sum(dice_value - game.card(w).attack.dice for w in weapons)}
    note_action(s, "machine" if variant.startswith("machine:") else mode)
    ctx = {"survivor": s.id, "weapons": list(weapons), "mode": mode, "variant": variant, "zone": zone, "profile": dict(p),
           "dice": game.chance.roll(p["dice"]), "rerolls": list(p["rerolls"])}
    ctx.update(marks or {})
    _emit_roll(game, s, ctx)
    game.push({"kind": "attack_rerolls", "ctx": ctx})


def roll(game: Game, n: int) -> list[int]:
    return game.chance.roll(n)


def successes(ctx: dict[str, Any]) -> list[int]:
    """Damage of each successful die (a 6 may add damage with Roll 6: +1 Damage)."""
    p = ctx["profile"]
    out = []
    for die in ctx["dice"]:
        if hits_on(p, die):
            out.append(p["damage"] + (1 if p["roll6_damage"] and die == 6 else 0))
    return out


def _emit_roll(game: Game, s: SurvivorState, ctx: dict[str, Any]) -> None:
    hits = successes(ctx)
    names = weapon_names(game, ctx["weapons"]) or _nameless(game, ctx["variant"])
    game.emit(Ev.rolled, ctx["variant"] if ctx["variant"] != "normal" else ctx["mode"],
              f"{s.name} {'fans' if ctx['variant'] == 'fanning' else 'attacks'} {ctx['zone']} with {names}: "
              f"{' '.join(map(str, ctx['dice']))} (need {ctx['profile']['accuracy']}+) → {plural(len(hits), 'hit')}",
              survivor=s.id, dice=list(ctx["dice"]), hits=len(hits), accuracy=ctx["profile"]["accuracy"])


def _nameless(game: Game, variant: str) -> str:
    if variant.startswith("machine:"):
        return game.data.rules.machines[variant.split(":", 1)[1]].name
    return "an improvised weapon"


@step("attack_rerolls")
def attack_rerolls(game: Game, params: dict[str, Any]) -> None:
    ctx = params["ctx"]
    if ctx["rerolls"] and len(successes(ctx)) < len(ctx["dice"]):
        s = game.survivor(ctx["survivor"])
        game.ask("reroll", f"{s.name} rolled {' '.join(map(str, ctx['dice']))}: re-roll?", survivor=s.id, data={"ctx": ctx})
        return
    _extra_sixes(game, ctx)
    game.push({"kind": "attack_hits", "ctx": ctx, "hits": successes(ctx)})


@options("reroll")
def reroll_options(game: Game, decision: Decision) -> list[Action]:
    ctx = decision.data["ctx"]
    keep = Action("keep_roll", f"Keep the roll ({len(successes(ctx))} hits)", Actor(decision.asked))
    again = [Action("reroll", f"Re-roll every die ({src})", Reroll(decision.asked, src)) for src in dict.fromkeys(ctx["rerolls"])]
    return again + [keep] if len(successes(ctx)) * 2 < len(ctx["dice"]) else [keep] + again


@handler("keep_roll")
def keep_roll(game: Game, action: Action) -> None:
    ctx = dict(game.resolving.data["ctx"], rerolls=[])
    game.push({"kind": "attack_rerolls", "ctx": ctx})


@handler("reroll")
def reroll(game: Game, action: Action) -> None:
    ctx = dict(game.resolving.data["ctx"])
    rerolls = list(ctx["rerolls"])
    rerolls.remove(action.args.source)
    ctx["rerolls"], ctx["dice"] = rerolls, game.chance.roll(len(ctx["dice"]))
    _emit_roll(game, game.survivor(ctx["survivor"]), ctx)
    game.push({"kind": "attack_rerolls", "ctx": ctx})


def _extra_sixes(game: Game, ctx: dict[str, Any]) -> None:
    """Roll 6: +1 die — each 6 adds a die, and so on while sixes come up (after re-rolls)."""
    if not ctx["profile"]["roll6_die"]:
        return
    pending = sum(1 for d in ctx["dice"] if d == 6)
    while pending:
        extra = game.chance.roll(pending)
        ctx["dice"] = list(ctx["dice"]) + extra
        pending = sum(1 for d in extra if d == 6)


@step("attack_hits")
def attack_hits(game: Game, params: dict[str, Any]) -> None:
    """Assign the successes: freely in melee (and with Hawk Eye / Point-Blank), else by priority."""
    ctx, hits = params["ctx"], sorted(params["hits"], reverse=True)
    zone = ctx["zone"]
    s = game.survivor(ctx["survivor"])
    if any([rule(game, ctx, hits) for rule in game.ruleset.hooks["assign_hits"]]):  # a setting's own way (a concentrated attack)
        game.push({"kind": "friendly_fire", "ctx": ctx}, {"kind": "attack_done", "ctx": ctx})
        return
    while hits and game.state.zombie_count(zone):
        killable = _killable(game, zone, hits[0])
        if not killable:
            hits.pop(0)
            continue
        if ctx["profile"]["choose_targets"]:
            if len(killable) > 1 and sum(game.state.zombies[zone][t] for t in killable) > len(hits):
                game.ask("assign_hit", f"{s.name} has {plural(len(hits), 'hit')} in {zone}: which zombie does the next one kill?",
                         survivor=s.id, data={"ctx": ctx, "hits": hits})
                return
            _kill(game, s, ctx, killable[0])
            hits.pop(0)
            continue
        first = [t for t in _priority_group(game, zone) if hits[0] >= game.data.zombie_types[t].damage_to_kill]
        if len(first) > 1:
            game.ask("assign_hit", f"{s.name}'s shot: which of the first targets takes the next hit?", survivor=s.id, data={"ctx": ctx, "hits": hits})
            return
        if first:  # the shooter puts the hit where it kills; with nothing killable first in line, it is wasted
            _kill(game, s, ctx, first[0])
        hits.pop(0)
    game.push({"kind": "friendly_fire", "ctx": ctx}, {"kind": "attack_done", "ctx": ctx})


def _killable(game: Game, zone: str, damage: int) -> list[str]:
    types = game.state.zombies.get(zone, {})
    return sorted((t for t in types if damage >= game.data.zombie_types[t].damage_to_kill),
                  key=lambda t: (-game.data.zombie_types[t].xp, game.data.zombie_types[t].priority, t))


def _priority_group(game: Game, zone: str) -> list[str]:
    types = game.state.zombies.get(zone, {})
    best = min(game.data.zombie_types[t].priority for t in types)
    return sorted(t for t in types if game.data.zombie_types[t].priority == best)


@options("assign_hit")
def assign_hit_options(game: Game, decision: Decision) -> list[Action]:
    ctx, hits = decision.data["ctx"], decision.data["hits"]
    zone = ctx["zone"]
    if ctx["profile"]["choose_targets"]:
        types = _killable(game, zone, hits[0])
    else:
        types = [t for t in _priority_group(game, zone) if hits[0] >= game.data.zombie_types[t].damage_to_kill]
    return [Action("hit", f"Kill a {game.data.zombie_types[t].name}", Hit(decision.asked, t)) for t in types]


@handler("hit")
def hit(game: Game, action: Action) -> None:
    data = game.resolving.data
    ctx, hits = data["ctx"], list(data["hits"])
    _kill(game, game.survivor(action.args.survivor), ctx, action.args.zombie)
    hits.pop(0)
    game.push({"kind": "attack_hits", "ctx": ctx, "hits": hits})


def _kill(game: Game, s: SurvivorState, ctx: dict[str, Any], ztype: str) -> None:
    zone = ctx["zone"]
    kind = game.card(ctx["weapons"][0]).kind if ctx["weapons"] else None
    kill_zombie(game, s, zone, ztype, ctx["variant"] if ctx["variant"] != "normal" else ctx["mode"], kind)
    if ctx["profile"]["reaper"] and not ctx.get("reaped") and game.state.zombies.get(zone, {}).get(ztype):
        ctx["reaped"] = True
        kill_zombie(game, s, zone, ztype, "reaper", kind)


def kill_zombie(game: Game, s: SurvivorState | None, zone: str, ztype: str, rule: str, weapon_kind: str | None = None, xp: bool = True) -> None:
    """Remove one zombie; the killer gains its XP at once and the kill counts toward feats."""
    zt = game.data.zombie_types[ztype]
    remove_zombies(game, zone, ztype)
    who = s.name if s else "The train"
    game.emit(Ev.killed, rule, f"{who} kills a {zt.name} in {zone}", survivor=s.id if s else None, zone=zone, type=ztype)
    if zt.abomination:
        abomination_killed(game)
    game.ruleset.run_hooks("zombie_killed", game, s, zone, ztype)
    if s is None:
        return
    s.kills[ztype] = s.kills.get(ztype, 0) + 1
    s.turn.kills.append(Kill(ztype, weapon_kind, s.zone, s.turn.actions_done))
    if xp:
        gain_xp(game, s, zt.xp, f"killed a {zt.name}")


@step("friendly_fire")
def friendly_fire(game: Game, params: dict[str, Any]) -> None:
    """Every miss of a ranged attack hits the other survivors in the target zone."""
    ctx = params["ctx"]
    if not ctx["profile"]["friendly_fire"] or ctx.get("ff_done"):
        return
    misses = params.get("misses", len(ctx["dice"]) - len(successes(ctx)))
    people, guards = victims(game, _shooter(ctx), ctx["zone"]), allies(game, ctx["zone"])
    if not misses or not (people or guards):
        return
    damage = ctx["profile"]["damage"]
    if len(people) == 1 and not guards:
        for _ in range(misses):
            wound(game, people[0], damage, "friendly fire")
        return
    if not people:  # only allies (a setting's guards) there: each miss fells one
        for kind in guards[:misses]:
            lose_ally(game, ctx["zone"], kind, "friendly fire")
        return
    game.ask("friendly_fire", f"{plural(misses, 'miss', 'misses')} hit the survivors in {ctx['zone']}, "
             f"{wound_words(game, damage)} each: who takes the next one?", survivor=ctx["survivor"], data={"ctx": ctx, "misses": misses})


def _shooter(ctx: dict[str, Any]) -> str | None:
    """Who fired (never hit by its own misses): the survivor, or nobody of them when the survivor
    only commanded the shot (a setting's guards)."""
    return ctx.get("shooter", ctx["survivor"])


@options("friendly_fire")
def ff_options(game: Game, decision: Decision) -> list[Action]:
    ctx = decision.data["ctx"]
    damage, names = ctx["profile"]["damage"], game.ruleset.kinds[ALLY_TOKENS]
    return [*(Action("ff_hit", f"{o.name} takes {wound_words(game, damage)}: {wound_outcome(game, o, damage)}", Actor(o.id))
              for o in wound_order(victims(game, _shooter(ctx), ctx["zone"]))),
            *(Action("ff_ally", f"A {names[k]} is hit (and falls)", Ally(k)) for k in dict.fromkeys(allies(game, ctx["zone"])))]


@handler("ff_hit")
def ff_hit(game: Game, action: Action) -> None:
    data = game.resolving.data
    if data["misses"] > 1:
        game.push({"kind": "friendly_fire", "ctx": data["ctx"], "misses": data["misses"] - 1})
    wound(game, game.survivor(action.args.survivor), data["ctx"]["profile"]["damage"], "friendly fire")  # after: see take_wound


@handler("ff_ally")
def ff_ally(game: Game, action: Action) -> None:
    """A miss on an ally token (a guard): one wound fells it."""
    data = game.resolving.data
    lose_ally(game, data["ctx"]["zone"], action.args.kind, "friendly fire")
    if data["misses"] > 1:
        game.push({"kind": "friendly_fire", "ctx": data["ctx"], "misses": data["misses"] - 1})


@step("attack_done")
def attack_done(game: Game, params: dict[str, Any]) -> None:
    """After-effects: noise, Reload traits, feats, Hit & Run."""
    ctx = params["ctx"]
    s = game.survivor(ctx["survivor"])
    if ctx["profile"]["noise"]:
        make_noise(game, ctx.get("origin", s.zone), ctx["profile"]["noise"], ctx["variant"] if ctx["variant"] != "normal" else ctx["mode"])
    emptied = [w for w in ctx["weapons"] if Trait.reload in game.card(w).traits or ctx["variant"] == "fanning"]
    for w in emptied:
        if w not in game.state.unloaded:
            game.state.unloaded.append(w)
    if len(emptied) == 2:
        game.state.fired_together.append(sorted(emptied))
    s.turn.actions_done += 1
    check_feats(game, s)
    game.ruleset.run_hooks("attack_resolved", game, s, ctx)
    killed = [k for k in s.turn.kills if k.action == s.turn.actions_done - 1]
    if killed and s.on_board and skills.has(game, s, "hit_and_run"):
        game.push({"kind": "hit_and_run", "survivor": s.id})


@step("hit_and_run")
def hit_and_run(game: Game, params: dict[str, Any]) -> None:
    s = game.survivor(params["survivor"])
    game.ask("hit_and_run", f"{s.name} may move one zone for free (Hit & Run)", survivor=s.id)


@options("hit_and_run")
def hit_and_run_options(game: Game, decision: Decision) -> list[Action]:
    s = game.survivor(decision.survivor)
    dests = reachable(game, s, max_zones(game, s, False))
    return [Action("run_to", f"Run to {z}", ToZone(s.id, z)) for z in sorted(dests)] + [Action("stay", "Stay", Actor(s.id))]


@handler("run_to")
def run_to(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    move_survivor(game, s, reachable(game, s, max_zones(game, s, False))[action.args.zone], "hit-and-run")


@handler("stay")
def stay(game: Game, action: Action) -> None:
    return None


def reload_weapon(game: Game, s: SurvivorState, card: str) -> None:
    """A reload action already paid for: the weapon, and both of an identical pair fired together,
    are ready again (a setting lists the action and says what pays for it)."""
    note_action(s, "reload")
    pairs = game.state.fired_together
    pair = next((p for p in pairs if card in p), [card])
    if card in pair and len(pair) == 2:
        pairs.remove(pair)
    for c in pair:
        if c in game.state.unloaded:
            game.state.unloaded.remove(c)
    game.emit(Ev.reloaded, "reload", f"{s.name} reloads {game.card(card).name}", survivor=s.id)


# ---------------------------------------------------------------- dynamite
def explosives(game: Game, s: SurvivorState) -> list[str]:
    """The blasting sticks the survivor can throw (shared: never change the list)."""
    return game.remember(("explosives", *inventory.holdings(game, s)), _explosives, game, s)


def _explosives(game: Game, s: SurvivorState) -> list[str]:
    return [c for c in s.inventory.cards() if Trait.kills_all in game.card(c).traits and inventory.usable(game, s, c)]


def blast_targets(game: Game) -> set[str]:
    """Zones the mission makes worth blowing up even with nobody in them."""
    return set().union(*game.ruleset.gather("blast_targets", game))


@provides
def dynamite_actions(game: Game, s: SurvivorState) -> list[Action]:
    out: list[Action] = []
    sticks = explosives(game, s)
    if not sticks:
        return out
    targets = blast_targets(game)
    for card in dict.fromkeys(sticks):
        if not can_pay(s, pools_for(game, (card,), "ranged", None, "normal")):
            continue
        lo, hi = game.card(card).attack.range
        hi += skills.count(game, s, "plus_max_range")
        for zone, rng in sorted(vision.sight(game, s).items()):
            if (lo <= rng <= hi) and (rng > 0 or game.rules.dynamite_own_zone) and (game.state.zombie_count(zone) or game.state.survivors_in(zone) or zone in targets):
                people = game.state.survivors_in(zone)
                confirm = f"The blast kills {', '.join(o.name for o in people)}, and a death loses the game." if people else ""
                out.append(Action("dynamite", f"Throw {game.card(card).name} into {zone} (range {rng}): everyone there dies — {_contents(game, zone)}",
                                  Dynamite(s.id, card, zone), confirm))
    return out


@handler("dynamite")
def dynamite(game: Game, action: Action) -> None:
    sid, card, zone = action.args.survivor, action.args.card, action.args.zone
    s = game.survivor(sid)
    act(game)
    pay(s, pools_for(game, (card,), "ranged", zone, "normal"))
    note_action(s, "ranged")
    c = game.card(card)
    game.emit(Ev.rolled, "dynamite", f"{s.name} throws {c.name} into {zone}!", survivor=sid, zone=zone)
    for ztype, n in sorted(game.state.zombies.get(zone, {}).items()):
        for _ in range(n):
            kill_zombie(game, s, zone, ztype, "dynamite", c.kind)
    for victim in game.state.survivors_in(zone):
        kill_survivor(game, victim, "dynamite")
    keep = False
    if skills.has(game, s, "explosive_expert"):
        die = game.chance.die()
        keep = die >= game.rules.explosive_expert_roll
        game.emit(Ev.rolled, "explosive-expert", f"Explosive expert rolls {die}: {'the stick is saved' if keep else 'spent'}",
                  survivor=sid, dice=[die])
    if keep:
        free = [i for i, c in enumerate(s.inventory.backpack) if c is None]
        if free and s.inventory.where(card)[0] != "backpack":
            s.inventory.remove(card)
            s.inventory.backpack[free[0]] = card
    else:
        inventory.discard(game, s, card)
    make_noise(game, zone, "boom", "dynamite")
    game.ruleset.run_hooks("blasted", game, s, zone)
    s.turn.actions_done += 1
    check_feats(game, s)
    killed = [k for k in s.turn.kills if k.action == s.turn.actions_done - 1]
    if killed and s.on_board and skills.has(game, s, "hit_and_run"):
        game.push({"kind": "hit_and_run", "survivor": s.id})
