"""Frontier behaviour beyond the shared core: the class abilities (Charge, Vade Retro, Fanning),
Holy Water and Water on spawn tokens, corpse piles revealed on first entry, and abomination
spawn tokens on the Mine and the Cemetery."""

from __future__ import annotations

from typing import Any, NamedTuple

from zombie_table.content.cards import CardEffect
from zombie_table.content.tiles import Feature, ZoneKind
from zombie_table.games.tilezone import inventory, skills, vision
from zombie_table.games.tilezone.friendly_fire import aimed
from zombie_table.games.tilezone.combat import loaded, pools_for, profile, reload_weapon, start_attack, set_names, target_zones, weapon_sets
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.experience import gain_xp
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.zombies import HOLD_TOKENS
from zombie_table.games.tilezone.turn import FREE_POOLS
from zombie_table.games.tilezone.actions import CardAt, ToZone, WithCard
from zombie_table.games.tilezone.combat import Melee
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, provides, step
from zombie_table.games.tilezone.moves import leave_cost, move_survivor, on_enter, reachable
from zombie_table.games.tilezone.setup import on_setup
from zombie_table.games.tilezone.spawning import starting_zone
from zombie_table.games.tilezone.state import TOKEN_KINDS, Decision, SpawnToken, SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay
from zombie_table.kernel.words import plural

SKILLS = declare(skills.SKILL_FAMILIES, {
    "charge": skills.Family("Rush: once per turn, one action: move up to two zones into zombies, then a free melee action."),
    "free_charge": skills.Family("One free rush action each turn."),
    "extra_charge": skills.Family("One more rush per turn."),
    "charge_bonus": skills.Family("The named bonus on a rush's melee attack (plus_die, plus_damage, plus_zone, …).", "skill"),
    "vade_retro": skills.Family("Rebuke: once per turn, one action: the zombies of a zone in sight lose their next activation."),
    "free_vade_retro": skills.Family("One free rebuke action each turn."),
    "extra_vade_retro": skills.Family("One more rebuke per turn."),
    "vade_retro_bonus": skills.Family("The named bonus on attacks into a rebuked zone (plus_die, free_combat, …).", "skill"),
    "fanning": skills.Family("Fan the hammer: a ranged action with one pistol rolling 6 dice at 5+ (6+ by trait)."),
    "free_fanning": skills.Family("One free fanning action each turn."),
    "fanning_bonus": skills.Family("The named bonus while fanning (plus_die, plus_damage, free_reload, …).", "skill"),
    "water_as_holy_water": skills.Family("Uses a canteen of water as holy water."),
})
POOLS = declare(FREE_POOLS, {
    "free_charge": lambda p: "charge",
    "free_fanning": lambda p: "fanning",
    "free_vade_retro": lambda p: "vade_retro",
    "vade_retro_bonus": lambda p: "vr_combat" if p == "free_combat" else None,
    "fanning_bonus": lambda p: "fanning_reload" if p == "free_reload" else None,
})
TOKENS = declare(TOKEN_KINDS, {"vade_retro": "Vade Retro: zombies in its zone do nothing in the zombies' phase."})
HOLD = declare(HOLD_TOKENS, {"vade_retro": "vade-retro"})
TRAITS = declare(skills.CARD_TRAITS, {
    "fanning_6": "Fanning with this pistol hits on 6+, not 5+.",
})


# ---------------------------------------------------------------- set-up: abomination spawn tokens
@on_setup
def abomination_tokens(game: Game) -> None:
    """Inactive abomination tokens go on the Mine and the Cemetery; with neither, one at the start."""
    state = game.state
    if any(t.kind == "abomination" for t in state.spawns):
        return
    spots = game.board.zones_with(Feature.abomination_spawn)
    if not spots:
        start = starting_zone(game)
        spots = [start] if start else []
    for zone in spots:
        state.spawns.append(SpawnToken(f"s{len(state.spawns) + 1}", "abomination", zone, active=False))


# ---------------------------------------------------------------- corpse piles
@on_enter
def reveal_corpse_piles(game: Game, s: SurvivorState, zone: str) -> None:
    """The first survivor into a building part (one tile of a building) uncovers its corpse pile."""
    z = game.board.zones[zone]
    if z.open_ground or z.kind is ZoneKind.balcony or z.building is None:
        return
    key = f"{z.tile}|{z.building}"
    if key in game.state.revealed_piles:
        return
    game.state.revealed_piles.append(key)
    for pile in game.board.zones.values():
        if pile.tile == z.tile and pile.building == z.building and Feature.corpse_pile in pile.features:
            token = SpawnToken(f"s{len(game.state.spawns) + 1}", "corpse_pile", pile.id)
            game.state.spawns.append(token)
            game.emit(Ev.spawn_token, "corpse-pile", f"{s.name} uncovers a corpse pile in {pile.id}: a new spawn zone!",
                      token=token.id, zone=pile.id)


# ---------------------------------------------------------------- Charge (brawlers)
def charges_left(game: Game, s: SurvivorState) -> int:
    return 1 + skills.count(game, s, "extra_charge") - s.turn.used("charge")


class MoveToken(NamedTuple):
    source: str  # the zone the token is taken from
    zone: str  # where it goes


class Fan(NamedTuple):
    survivor: str
    pistol: str  # the card instance fanned
    zone: str


ARGS = declare(ACTION_ARGS, {"charge": ToZone, "charge_hit": Melee, "vade_retro": ToZone, "move_vade_retro": MoveToken,
                              "fan": Fan, "reload": WithCard, "bless": CardAt, "drink": WithCard})


@provides(needs=("charge",))
def charge_actions(game: Game, s: SurvivorState) -> list[Action]:
    if not skills.has(game, s, "charge") or charges_left(game, s) <= 0:
        return []
    limit = 2 + skills.count(game, s, "charge_bonus", "plus_zone")
    targets = _zombies_within(game, s.zone, limit)  # first: most often there are none
    if not targets or not weapon_sets(game, s, "melee"):
        return []
    extra = leave_cost(game, s)
    if not can_pay(s, ("charge",), extra):
        return []
    out = []
    reach = reachable(game, s, limit)
    for z in targets:
        path = reach.get(z)
        if path is not None:
            out.append(Action("charge", f"Charge into {game.zone_name(z)} ({plural(len(path), 'zone')}) and strike — {plural(1 + extra, 'action')}",
                              ToZone(s.id, z)))
    return out


def _zombies_within(game: Game, zone: str, limit: int) -> list[str]:
    """Other zones holding zombies at most `limit` steps away on the map, in zone order: the
    only zones a charge may reach (a walk is never shorter than the map's distance)."""
    dist = game.board.distance[zone]
    return sorted(z for z, types in game.state.zombies.items()
                  if z != zone and dist.get(z, limit + 1) <= limit and any(types.values()))


@handler("charge")
def charge(game: Game, action: Action) -> None:
    sid, dest = action.args.survivor, action.args.zone
    s = game.survivor(sid)
    act(game)
    limit = 2 + skills.count(game, s, "charge_bonus", "plus_zone")
    path = reachable(game, s, limit)[dest]
    pay(s, ("charge",), leave_cost(game, s))
    s.turn.use("charge")
    note_action(s, "move")
    move_survivor(game, s, path, "charge")
    game.push({"kind": "charge_strike", "survivor": sid})


@step("charge_strike")
def charge_strike(game: Game, params: dict[str, Any]) -> None:
    s = game.survivor(params["survivor"])
    if s.on_board and game.state.zombie_count(s.zone) and weapon_sets(game, s, "melee"):
        game.ask("charge_strike", f"{s.name}'s charge: strike with what?", survivor=s.id)


@options("charge_strike")
def charge_strike_options(game: Game, decision: Decision) -> list[Action]:
    s = game.survivor(decision.survivor)
    sets = weapon_sets(game, s, "melee")
    named = set_names(game, s, [ws for ws, _ in sets])
    return [Action("charge_hit", f"Strike with {named[ws]}", Melee(s.id, "+".join(ws), knife)) for ws, knife in sets]


@handler("charge_hit")
def charge_hit(game: Game, action: Action) -> None:
    sid, weapons, knife = action.args.survivor, action.args.weapons, action.args.knife
    s = game.survivor(sid)
    start_attack(game, s, tuple(weapons.split("+")), "melee", "charge", s.zone, knife)


# ---------------------------------------------------------------- Vade Retro (the faithful)
def vade_retro_left(game: Game, s: SurvivorState) -> int:
    return 1 + skills.count(game, s, "extra_vade_retro") - s.turn.used("vade_retro")


@provides(needs=("vade_retro",))
def vade_retro_actions(game: Game, s: SurvivorState) -> list[Action]:
    if not skills.has(game, s, "vade_retro") or vade_retro_left(game, s) <= 0 or not can_pay(s, ("vade_retro",)):
        return []
    held = set(game.state.tokens.get("vade_retro", []))
    return [
        Action("vade_retro", f"Vade Retro on {z}: its zombies lose their next activation (1 action)", ToZone(s.id, z))
        for z in sorted(vision.sight(game, s)) if game.state.zombie_count(z) and z not in held
    ]


@handler("vade_retro")
def vade_retro(game: Game, action: Action) -> None:
    sid, zone = action.args.survivor, action.args.zone
    s = game.survivor(sid)
    act(game)
    pay(s, ("vade_retro",))
    s.turn.use("vade_retro")
    note_action(s, "vade_retro")
    tokens = game.state.tokens.setdefault("vade_retro", [])
    if len(tokens) >= 2:
        game.push({"kind": "vade_retro_token", "survivor": sid, "zone": zone})
        return
    tokens.append(zone)
    game.emit(Ev.token, "vade-retro", f"{s.name} holds back the zombies in {zone} (Vade Retro)", zone=zone)


@step("vade_retro_token")
def vade_retro_token(game: Game, params: dict[str, Any]) -> None:
    game.ask("vade_retro_token", "Both Vade Retro tokens are out: which one moves?", survivor=params["survivor"], data=params)


@options("vade_retro_token")
def vade_retro_token_options(game: Game, decision: Decision) -> list[Action]:
    return [Action("move_vade_retro", f"Take the token from {z}", MoveToken(z, decision.data["zone"]))
            for z in game.state.tokens["vade_retro"]]


@handler("move_vade_retro")
def move_vade_retro(game: Game, action: Action) -> None:
    src, dst = action.args.source, action.args.zone
    tokens = game.state.tokens["vade_retro"]
    tokens[tokens.index(src)] = dst
    game.emit(Ev.token, "vade-retro", f"The Vade Retro token moves from {src} to {dst}", zone=dst)


# ---------------------------------------------------------------- Fanning (gunslingers)
@provides(needs=("fanning",))
def fanning_actions(game: Game, s: SurvivorState) -> list[Action]:
    if not skills.has(game, s, "fanning"):
        return []
    out = []
    pistols = [ws for ws, _ in weapon_sets(game, s, "ranged")
               if len(ws) == 1 and game.card(ws[0]).kind == "pistol" and loaded(game, ws[0])]
    named = set_names(game, s, pistols)
    for ws in pistols:
        p = profile(game, s, ws, "ranged", "fanning", None)
        for zone, _ in target_zones(game, s, p):
            if can_pay(s, pools_for(game, ws, "ranged", zone, "fanning")):
                q = profile(game, s, ws, "ranged", "fanning", zone)
                out.append(aimed(game, s, q, zone, "fan", f"Fan {named[ws]} at {zone} ({q['dice']}d {q['accuracy']}+ dmg {q['damage']}, BOOM!)",
                                 Fan(s.id, ws[0], zone)))
    return out


@handler("fan")
def fan(game: Game, action: Action) -> None:
    sid, pistol, zone = action.args.survivor, action.args.pistol, action.args.zone
    s = game.survivor(sid)
    act(game)
    pay(s, pools_for(game, (pistol,), "ranged", zone, "fanning"))
    s.turn.use("fanning")
    start_attack(game, s, (pistol,), "ranged", "fanning", zone)


# ---------------------------------------------------------------- Reload
def reload_pools(game: Game, s: SurvivorState, card: str) -> tuple[str, ...]:
    """Free reloads; the fanning one reloads pistols only, and only in a turn with fanning."""
    if s.turn.used("fanning") and game.card(card).kind == "pistol":
        return ("fanning_reload", "reload")
    return ("reload",)


@provides
def reload_actions(game: Game, s: SurvivorState) -> list[Action]:
    mine = [c for c in inventory.held(game, s) if c in game.state.unloaded]
    return [Action("reload", f"Reload {game.card(c).name} (1 action)", WithCard(s.id, c)) for c in mine if can_pay(s, reload_pools(game, s, c))]


@handler("reload")
def reload(game: Game, action: Action) -> None:
    """One action reloads a weapon, and both of an identical pair fired together."""
    sid, card = action.args.survivor, action.args.card
    s = game.survivor(sid)
    act(game)
    pay(s, reload_pools(game, s, card))
    reload_weapon(game, s, card)


# ---------------------------------------------------------------- Holy Water and Water
def waters(game: Game, s: SurvivorState) -> tuple[list[str], str | None]:
    """(the cards `s` can pour on spawn tokens, a Water card it can drink), remembered by what
    it carries (shared: never change the list)."""
    return game.remember(("waters", *inventory.holdings(game, s)), _waters, game, s)


def _waters(game: Game, s: SurvivorState) -> tuple[list[str], str | None]:
    drink = next((c for c in s.inventory.cards() if game.card(c).effect is CardEffect.water and inventory.usable(game, s, c)), None)
    return blessed(game, s), drink


def blessed(game: Game, s: SurvivorState) -> list[str]:
    """Cards this survivor can pour on spawn tokens: Holy Water, and Water for the faithful."""
    out = []
    for card in s.inventory.cards():
        effect = game.card(card).effect
        if effect is CardEffect.holy_water and inventory.usable(game, s, card):
            out.append(card)
        elif effect is CardEffect.water and skills.has(game, s, "water_as_holy_water") and inventory.usable(game, s, card):
            out.append(card)
    return list({game.state.cards[c]: c for c in out}.values())


@provides
def holy_water_actions(game: Game, s: SurvivorState) -> list[Action]:
    cost_ok = can_pay(s, ()) if game.rules.holy_water_cost else True
    cards, drink = waters(game, s) if cost_ok else ([], None)
    out = []
    if cards:
        seen = vision.sight(game, s)
        zones = sorted({t.zone for t in game.state.spawns if not t.destroyed and seen.get(t.zone, 2) <= 1 and _blessable(game, t)})
        out += [Action("bless", f"Pour {game.card(card).name} on the spawn zone {zone} (+5 XP)", CardAt(s.id, card, zone))
                for card in cards for zone in zones]
    if drink is not None:
        out.append(Action("drink", f"Use {game.card(drink).name} (+{game.rules.water_xp} XP)", WithCard(s.id, drink)))
    return out


def _blessable(game: Game, token: SpawnToken) -> bool:
    from zombie_table.games.tilezone.settings.frontier.missionrules import holy_water_spares

    if holy_water_spares(game, token.kind):
        return False
    start = starting_zone(game)
    if token.kind == "corpse_pile":
        return token.active
    return start is not None and token.kind in ("mobile", "abomination") and token.zone != start


@handler("bless")
def bless(game: Game, action: Action) -> None:
    """Mobile and abomination tokens move to the starting spawn (keeping their state); corpse
    piles are put out for good. 5 XP."""
    sid, card, zone = action.args.survivor, action.args.card, action.args.zone
    s = game.survivor(sid)
    act(game)
    if game.rules.holy_water_cost:
        pay(s, ())
    note_action(s, "holy_water")
    start = starting_zone(game)
    tokens = [t for t in game.state.spawns if t.zone == zone and not t.destroyed and _blessable(game, t)]
    for t in tokens if game.rules.holy_water_all_tokens else tokens[:1]:
        if t.kind == "corpse_pile":
            t.active, t.destroyed = False, True
            game.emit(Ev.spawn_token, "holy-water", f"The corpse pile in {zone} is consecrated and spawns no more", token=t.id, zone=t.zone)
        else:
            t.zone, t.moved_to_start = start, True
            game.emit(Ev.spawn_token, "holy-water", f"The {t.kind} spawn in {zone} is driven back to {start}", token=t.id, zone=t.zone)
    inventory.discard(game, s, card)
    gain_xp(game, s, 5, "holy water")


@handler("drink")
def drink(game: Game, action: Action) -> None:
    sid, card = action.args.survivor, action.args.card
    s = game.survivor(sid)
    act(game)
    if game.rules.holy_water_cost:
        pay(s, ())
    note_action(s, "water")
    inventory.discard(game, s, card)
    gain_xp(game, s, game.rules.water_xp, "water")

