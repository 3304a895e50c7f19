"""The spawn step: one zombie card per active spawn token, in order (the starting spawn first,
then clockwise, or by number), read at the team's highest danger level; extra activations,
abominations and the miniature-shortage rule."""

from __future__ import annotations

from itertools import cycle, islice
from typing import TYPE_CHECKING, Any

from zombie_table.content.cards import AbominationCard, ExtraActivationCard, SpawnCard
from zombie_table.games.tilezone import skills, vision
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.leadership import zombie_link_turns
from zombie_table.games.tilezone.actions import AtZone
from zombie_table.kernel.engine import Action, Decision
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step
from zombie_table.games.tilezone.state import LEVELS, SpawnToken
from zombie_table.games.tilezone.zombies import abomination_on_board, activation_steps, add_zombies, pool_left
from zombie_table.kernel.words import plural, plural_of
from zombie_table.games.tilezone.vocabulary import words

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game  # annotations only: the game sits above its rules (game → conditions → spawning → …)

SIDESTEP = "sidestep"
REFLEXES = "combat_reflexes"
SIDESTEPPING = {SIDESTEP: skills.Family(
    "Zombies spawning in its zone or at range 1 in sight: one free move, leaving zombies for nothing; once per zombie card.")}
"""Sidestep (white-death §11): the trigger here, the move in `moves`; declared by the settings whose
survivors have it."""

_KIND_ORDER = {"starting": 0, "mobile": 1, "abomination": 2, "corpse_pile": 3, "numbered": 4}


def starting_zone(game: Game) -> str | None:
    """Where the starting spawn token stands (None once it is gone, e.g. crushed by the train)."""
    return next((t.zone for t in game.state.spawns if t.kind == "starting" and not t.destroyed), None)


def spawn_order(game: Game) -> list[SpawnToken]:
    """Numbered tokens by number (a token without a number, such as a necromancer's, after them); otherwise the starting token first, the tokens sharing its zone
    (mobile, then abomination), then every other token clockwise around the board."""
    tokens = [t for t in game.state.spawns if not t.destroyed]
    if any(t.kind == "numbered" for t in tokens):
        return sorted(tokens, key=lambda t: (t.number is None, t.number or 0, t.id))  # unnumbered (a necromancer's) last
    start = next((t for t in tokens if t.kind == "starting"), None)
    if start is None:
        return sorted(tokens, key=lambda t: t.id)
    home = sorted((t for t in tokens if t.zone == start.zone), key=lambda t: (_KIND_ORDER[t.kind], t.id))
    others = [t for t in tokens if t.zone != start.zone]
    zones = game.board.clockwise({t.zone for t in others}, start.zone)
    rank = {z: i for i, z in enumerate(zones)}
    return home + sorted(others, key=lambda t: (rank[t.zone], _KIND_ORDER[t.kind], t.id))


def danger_level(game: Game) -> int:
    """The highest danger level reached by any survivor still in the game (one who escaped too,
    unless the rule option `escaped_set_danger` says only those in play count)."""
    counted = ("alive", "escaped") if game.rules.escaped_set_danger else ("alive",)
    level = 0
    for s in game.state.survivors.values():
        if s.level > level and s.status in counted and s.companion_of is None:
            level = s.level
    return level


ARGS = declare(ACTION_ARGS, {"spawn_share_zone": AtZone, "shortage_abomination_zone": AtZone})


@step("spawn_all")
def spawn_all(game: Game, _: dict[str, Any]) -> None:
    """One card per token in order; a setting's extra draws (a big team) go on round the active
    tokens again from the first."""
    order = spawn_order(game)
    extra = sum(game.ruleset.gather("extra_spawn_draws", game))
    active = [t for t in order if t.active]
    if extra and active:
        order = order + list(islice(cycle(active), extra))
    game.push(*({"kind": "spawn_draw", "token": t.id} for t in order))


@step("spawn_draw")
def spawn_draw(game: Game, params: dict[str, Any]) -> None:
    token = next(t for t in game.state.spawns if t.id == params["token"])
    if not token.active or token.destroyed:
        return
    card_id = game.chance.draw("zombie")
    if card_id is None:
        return
    card_drawn(game)
    game.state.zombie_deck.discard(card_id)
    card = game.data.zombie_deck.by_id[card_id]
    level = danger_level(game)
    game.state.last_cards["zombie"] = card_id
    game.emit(Ev.card, "spawn", f"{words(game.ruleset)['horde_card']} #{card.number} drawn for {token.zone} ({LEVELS[level]})",
              card=card_id, zone=token.zone, level=LEVELS[level])
    if isinstance(card, SpawnCard):
        spawn(game, token.zone, card.type, card.counts[level])
    elif isinstance(card, ExtraActivationCard):
        name = game.data.zombie_types[card.type].name
        if level == 0:
            game.emit(Ev.extra_activation, "extra-activation", f"Extra activation of {plural_of(name)}: no effect at Blue", type=card.type)
        else:
            game.emit(Ev.extra_activation, "extra-activation", f"Every {name} activates again!", type=card.type)
            game.push(*zombie_link_turns(game, "extra_activation"), *activation_steps([card.type]))
    elif isinstance(card, AbominationCard):
        if card.levels[level]:
            abomination(game, token.zone)
        else:
            game.emit(Ev.info, "spawn", "The abomination card has no effect at this danger level")
    elif not any(game.ruleset.gather("zombie_card", game, card, token, level)):
        game.emit(Ev.info, "spawn", f"{words(game.ruleset)['horde_card']} #{card.number} ({card.kind}) means nothing in this setting")


def spawn(game: Game, zone: str, ztype: str, count: int, shortage_in: list[str] | None = None) -> None:
    """`count` zombies into `zone`; short of miniatures, those left, then the abomination answers,
    in `zone` or, when given, one of the zones `shortage_in`."""
    if count <= 0:
        game.emit(Ev.spawned, "spawn", f"Nothing spawns in {zone}", zone=zone, type=ztype, count=0)
        return
    short = pool_left(game, ztype) < count
    placed = add_zombies(game, zone, ztype, count)
    name = game.data.zombie_types[ztype].name
    said = f"{plural(placed, name)} {'spawns' if placed == 1 else 'spawn'} in {zone}" if placed else f"No {name} left to spawn in {zone}"
    game.emit(Ev.spawned, "spawn", said, zone=zone, type=ztype, count=placed)
    if placed:
        game.ruleset.run_hooks("zombies_arrived", game, [zone])
        reflex_checks(game, zone)
    if short:
        game.emit(Ev.info, "shortage", f"Out of {name} miniatures: an abomination answers instead", type=ztype)
        shortage_abomination(game, shortage_in or [zone])


def spawn_in_each(game: Game, zones: list[str], ztype: str, count: int, answer_in: str = "short") -> None:
    """`count` zombies into every one of `zones` (a card spawning in several zones at once). Short
    of miniatures, the players choose which zones get the last ones (the zone order by default),
    then the abomination answers once for the whole card (`shortage_abomination`): in one of the
    zones short of their share (`answer_in` "short", Outpost), or of those that got none, any of
    `zones` when every one got some ("empty", Winter's siege)."""
    if zones:
        game.push({"kind": "spawn_share", "type": ztype, "count": count, "zones": list(zones), "left": list(zones),
                   "empty": [], "short": [], "answer_in": answer_in})


@step("spawn_share")
def spawn_share(game: Game, params: dict[str, Any]) -> None:
    """Each zone left gets the row while the miniatures last; when they run short for the zones
    left, the players choose which gets the next ones; then the shortage's one answer."""
    ztype, count, left = params["type"], params["count"], params["left"]
    pool = pool_left(game, ztype)
    if left and (pool >= count * len(left) or len(left) == 1 or pool <= 0):
        for zone in left:
            _share(game, params, zone)
        left = []
    if left:
        game.ask("spawn_share", f"Not enough {_type_name(game, ztype)} miniatures for every zone: "
                 f"which gets the next ones ({pool} left)?", player=game.state.players[game.state.first_player], data=params)
        return
    if params["short"]:
        game.emit(Ev.info, "shortage", f"Out of {_type_name(game, ztype)} miniatures: an abomination answers once", type=ztype)
        shortage_abomination(game, params["short"] if params["answer_in"] == "short" else params["empty"] or params["zones"])


def _type_name(game: Game, ztype: str) -> str:
    return next(z.name for z in game.data.zombies.types if z.id == ztype)


def _share(game: Game, params: dict[str, Any], zone: str) -> None:
    """One zone's row, or what is left of it (a shortage then, §7.9)."""
    ztype, count = params["type"], params["count"]
    pool = pool_left(game, ztype)
    if pool < count:
        params["short"].append(zone)
    if pool > 0:
        spawn(game, zone, ztype, min(count, pool))
    else:
        params["empty"].append(zone)


@options("spawn_share")
def share_options(game: Game, decision: Decision) -> list[Action]:
    return [Action("spawn_share_zone", f"{game.zone_name(z)} gets them", AtZone(z)) for z in decision.data["left"]]


@handler("spawn_share_zone")
def share_zone(game: Game, action: Action) -> None:
    decision = game.resolving
    assert decision is not None  # a handler runs while its decision resolves
    data = decision.data
    zone = action.args.zone
    _share(game, data, zone)
    game.push({**data, "left": [z for z in data["left"] if z != zone]})


def shortage_abomination(game: Game, zones: list[str]) -> None:
    """§7.9: the shortage's abomination comes into one of `zones` (asked when there are several and
    it is not on the board yet), or the one on the board activates again."""
    if len(zones) == 1 or abomination_on_board(game) or not game.state.abominations:
        abomination(game, zones[0])
        return
    game.push({"kind": "shortage_abomination", "zones": zones})


@step("shortage_abomination")
def shortage_step(game: Game, params: dict[str, Any]) -> None:
    game.ask("shortage_abomination", "The abomination answers the shortage: in which zone?",
             player=game.state.players[game.state.first_player], data=params)


@options("shortage_abomination")
def shortage_options(game: Game, decision: Decision) -> list[Action]:
    return [Action("shortage_abomination_zone", f"It comes in {game.zone_name(z)}", AtZone(z)) for z in decision.data["zones"]]


@handler("shortage_abomination_zone")
def shortage_zone(game: Game, action: Action) -> None:
    abomination(game, action.args.zone)


def card_drawn(game: Game) -> None:
    """A card that spawns zombies was drawn (a zombie card, a search's ambush card): the reactions
    allowed once per card start afresh."""
    game.state.card_reactions.clear()


def reflex_checks(game: Game, zone: str) -> None:
    """Zombies just spawned in `zone`: every survivor with Combat Reflexes who sees it (within the
    skill's reach) may strike (their `reflexes` step is Combat Reflexes' own, in `tactics`); every one
    with Sidestep who sees it within its reach may step away (its `sidestep` step, in `moves`). Each
    is once per zombie card (`card_drawn`)."""
    for s in game.state.living():
        seen = vision.sight(game, s).get(zone) if s.on_board else None
        if seen is None:
            continue
        for family, step_kind in ((REFLEXES, "reflexes"), (SIDESTEP, SIDESTEP)):
            reach = skills.reach(game.data, family)
            if skills.has(game, s, family) and (reach is None or seen <= reach):
                game.push({"kind": step_kind, "survivor": s.id, "zone": zone})


def abomination(game: Game, zone: str) -> None:
    """Spawn the abomination (activating every abomination spawn token), or, if one is already
    on the board or none is left, give the abominations an extra activation."""
    types = [z.id for z in game.data.zombies.types if z.abomination]
    if abomination_on_board(game) or not game.state.abominations:
        game.emit(Ev.extra_activation, "abomination", "The abomination activates again!", type="abomination")
        summon(game)
        if game.state.abominations and any(game.ruleset.gather("abomination_festival", game)):
            game.push(*activation_steps(types), {"kind": "next_abomination", "zone": zone})
            return
        game.push(*activation_steps(types))
        return
    _place_abomination(game, zone, types)


@step("next_abomination")
def next_abomination(game: Game, params: dict[str, Any]) -> None:
    """The festival's new abomination, after the others' extra activation."""
    if game.state.abominations:
        _place_abomination(game, params["zone"], [z.id for z in game.data.zombies.types if z.abomination])


def _place_abomination(game: Game, zone: str, types: list[str]) -> None:
    profile_id = game.state.abominations.pop(0)
    profile = next(a for a in game.data.zombie_deck.abominations if a.id == profile_id)
    if not add_zombies(game, zone, profile.type, 1):
        game.emit(Ev.extra_activation, "abomination", "No abomination miniature left: the abominations activate", type="abomination")
        game.push(*activation_steps(types))
        return
    game.state.abominations_out.append(profile_id)
    game.emit(Ev.spawned, "abomination", f"{profile.name} appears in {zone}!", zone=zone, type=profile.type, count=1)
    game.ruleset.run_hooks("zombies_arrived", game, [zone])
    arrived(game)


def arrived(game: Game) -> None:
    """An abomination is on the board: it calls its summons, and while it is there every
    abomination spawn token is active (§6.7, §7.6.3)."""
    summon(game)
    if any(game.ruleset.gather("hold_abomination_spawns", game)):
        game.emit(Ev.info, "abomination-spawn", "The abomination spawns stay quiet while the companions hold the line")
        return
    for t in game.state.spawns:
        if t.kind == "abomination" and not t.active:
            t.active = True
            game.emit(Ev.spawn_token, "abomination-spawn", f"The abomination spawn in {t.zone} wakes up", token=t.id, zone=t.zone)


def placed_at_setup(game: Game) -> None:
    """Abominations the mission puts on the board at set-up take their cards from the
    abomination deck and arrive like spawned ones: their spawn tokens wake at once."""
    placed = [zp.type for zp in game.mission.zombies if game.data.zombie_types[zp.type].abomination for _ in range(zp.count)]
    if not placed:
        return
    for ztype in placed:
        card = next((a.id for a in game.data.zombie_deck.abominations if a.type == ztype and a.id in game.state.abominations), None)
        if card is not None:
            game.state.abominations.remove(card)
            game.state.abominations_out.append(card)
    arrived(game)


def summon(game: Game) -> None:
    """Abominations whose card says so bring zombies from the supply into their zone."""
    for profile_id in game.state.abominations_out:
        profile = next(a for a in game.data.zombie_deck.abominations if a.id == profile_id)
        if profile.summons is None:
            continue
        for zone, types in list(game.state.zombies.items()):
            if types.get(profile.type):
                placed = add_zombies(game, zone, profile.summons.type, profile.summons.count)
                if placed:
                    game.emit(Ev.spawned, "abomination-summons", f"{profile.name} calls "
                              f"{plural(placed, game.data.zombie_types[profile.summons.type].name)} to {zone}",
                              zone=zone, type=profile.summons.type, count=placed)


def abomination_killed(game: Game) -> None:
    """The dead abomination's card goes back to the abomination deck; its spawn tokens sleep."""
    out = game.state.abominations_out
    if out:
        game.state.abominations.append(out.pop(0))
    for t in game.state.spawns:
        if t.kind == "abomination" and t.active:
            t.active = False
            game.emit(Ev.spawn_token, "abomination-spawn", f"The abomination spawn in {t.zone} falls quiet", token=t.id, zone=t.zone)
