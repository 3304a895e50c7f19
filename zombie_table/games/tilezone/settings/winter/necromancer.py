"""The necromancer, its spawn zone and its march on the ward (rules reference §7.5), and the crypt
weapons the giant and the necromancer leave where they die (§7.4, §7.5).

A necromancer card brings the necromancer into the zone of the numbered spawn token that drew it:
its own spawn token (drawing last in every spawn step) and corruption go there too. It never moves
itself: whenever it would move it pushes that numbered token one zone toward the ward, along the
shortest line through walls and over ramparts, laying corruption where the token arrives. When it
dies its spawn token goes and the pushed token stays where it is. A second necromancer card while
it is out is a miniature shortage (§7.9): the family's abomination rule answers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.cards import CardGroup, NecromancerCard
from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.settings.winter.corruption import corrupt, ward
from zombie_table.games.tilezone.settings.winter.necromancers import more_necromancers
from zombie_table.games.tilezone.settings.winter.necromancertype import necromancer_type
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.spawning import abomination
from zombie_table.games.tilezone.state import Decision, SpawnToken, SurvivorState
from zombie_table.games.tilezone.turn import act, can_pay, note_action, pay
from zombie_table.games.tilezone.zombies import add_zombies, pool_left
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import Actor, AtZone, ToZone
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, options, provides, step

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

NECROMANCER_SPAWN = "necromancer"
DROPPED = "dropped_weapon"  # the token kind marking a crypt weapon lying face down


ARGS = declare(ACTION_ARGS, {"necromancer_way": AtZone, "take_crypt": (Actor, ToZone)})


@hook("setup")
def shuffle_crypt(game: "Game") -> None:
    held = {c for s in game.state.survivors.values() for c in s.inventory.cards()}  # a mission's set-up may hand some out
    crypt = [c for c, cid in game.state.cards.items() if game.data.cards[cid].group is CardGroup.crypt and c not in held]
    game.chance.fresh("crypt").shuffle(crypt)  # a set-up pick: the crypt deck is never reshuffled
    own(game).crypt = crypt


@hook("zombie_card")
def necromancer_card(game: "Game", card: Any, token: SpawnToken, level: int) -> bool:
    if not isinstance(card, NecromancerCard):
        return False
    if not card.levels[level]:
        game.emit(Ev.info, "necromancer", "The necromancer card has no effect at this danger level")
        return True
    ztype = necromancer_type(game)
    if pool_left(game, ztype) <= 0 or token.kind == NECROMANCER_SPAWN:
        if game.rules.multiple_necromancers:
            more_necromancers(game, token)
            return True
        game.emit(Ev.info, "shortage", "The necromancer is already out: an abomination answers instead", type=ztype)
        abomination(game, token.zone)
        return True
    add_zombies(game, token.zone, ztype, 1)
    name = game.data.zombie_types[ztype].name
    game.emit(Ev.spawned, "necromancer", f"{name} rises in {game.zone_name(token.zone)}", zone=token.zone, type=ztype, count=1)
    new = SpawnToken(f"s{len(game.state.spawns) + 1}", NECROMANCER_SPAWN, token.zone)
    game.state.spawns.append(new)
    own(game).pushed = token.id
    queue = game.state.queue
    last = max((i for i, step in enumerate(queue) if step["kind"] == "spawn_draw"), default=-1)
    queue.insert(last + 1, {"kind": "spawn_draw", "token": new.id})  # it draws last, this spawn step too
    game.emit(Ev.spawn_token, "necromancer", f"{name}'s spawn zone opens in {game.zone_name(token.zone)}", zone=token.zone)
    corrupt(game, token.zone, "necromancer")
    return True


def push_steps(game: "Game", zone: str) -> list[str]:
    """Where the pushed token may go next: one zone along the shortest line to the ward, walls ignored."""
    ward_zone = ward(game)
    if ward_zone is None or zone == ward_zone:
        return []
    return game.board.straight_steps(zone, ward_zone)


@hook("necromancer_moves")
def push_token(game: "Game", zone: str, ztype: str) -> None:
    """The necromancer stays; the numbered token that brought it moves one zone toward the ward
    and lays corruption there. With two equally short ways the players choose (asked once this
    movement step's moves are made)."""
    token = pushed_token(game)
    if token is None or ztype != necromancer_type(game):  # an extra necromancer walks (`necromancers`)
        return
    steps = push_steps(game, token.zone)
    if len(steps) == 1:
        _drive(game, token, steps[0])
    elif steps:
        game.push({"kind": "necromancer_route", "token": token.id})


def pushed_token(game: "Game") -> SpawnToken | None:
    return next((t for t in game.state.spawns if t.id == own(game).pushed and not t.destroyed), None)


def _drive(game: "Game", token: SpawnToken, dest: str) -> None:
    src, token.zone = token.zone, dest
    game.emit(Ev.spawn_token, "necromancer", f"The necromancer drives spawn zone #{token.number} from {src} to {token.zone}",
              token=token.id, src=src, zone=token.zone)
    corrupt(game, token.zone, "necromancer")


@step("necromancer_route")
def necromancer_route(game: "Game", params: dict[str, Any]) -> None:
    token = pushed_token(game)
    if token is None or token.id != params["token"] or not push_steps(game, token.zone):
        return
    game.ask("necromancer_route", f"The necromancer drives spawn zone #{token.number} toward the ward: which way?",
             player=game.state.players[game.state.first_player], data=params)


@options("necromancer_route")
def route_options(game: "Game", decision: Decision) -> list[Action]:
    token = pushed_token(game)
    assert token is not None  # the step asked only with the token on the board
    return [Action("necromancer_way", f"Drive it to {game.zone_name(z)}", AtZone(z)) for z in push_steps(game, token.zone)]


@handler("necromancer_way")
def necromancer_way(game: "Game", action: Action) -> None:
    token = pushed_token(game)
    assert token is not None
    _drive(game, token, action.args.zone)


@hook("look_notes")
def marching(game: "Game", zone: str) -> list[str]:
    """Look mode: where the necromancer drives its spawn token next, and the ward."""
    notes = []
    token = pushed_token(game)
    if token is not None and zone in (token.zone, *(z for z, types in game.state.zombies.items() if types.get(necromancer_type(game)))):
        steps = push_steps(game, token.zone)
        if steps:
            way = steps[0] if len(steps) == 1 else f"{' or '.join(steps)} (players choose)"
            notes.append(f"The necromancer will drive spawn zone #{token.number} from {token.zone} to {way}, "
                         f"laying corruption (toward the ward in {ward(game)})")
    if zone == ward(game):
        notes.append("The ward: corruption reaching this zone loses the game")
    return notes


@hook("zombie_killed")
def fallen(game: "Game", s: SurvivorState | None, zone: str, ztype: str) -> None:
    zt = game.data.zombie_types[ztype]
    if ztype == necromancer_type(game):
        for t in game.state.spawns:
            if t.kind == NECROMANCER_SPAWN and not t.destroyed:
                t.destroyed = True
                game.emit(Ev.spawn_token, "necromancer", f"The necromancer's spawn zone in {t.zone} closes", token=t.id, zone=t.zone)
        own(game).pushed = None
    if zt.crypt_drop and own(game).crypt:
        own(game).dropped.setdefault(zone, []).append(own(game).crypt.pop())
        game.state.tokens.setdefault(DROPPED, []).append(zone)
        game.emit(Ev.token, "crypt", f"{zt.name} leaves a crypt weapon in {game.zone_name(zone)}", zone=zone, token=DROPPED)


SKILLS = declare(skills.SKILL_FAMILIES, {
    "crypt_raider": skills.Family("Picks up a crypt weapon from a zone at range 1 in sight with a clear path too."),
})


@provides
def pick_up_crypt(game: "Game", s: SurvivorState) -> list[Action]:
    """The weapon in the survivor's zone; a crypt raider's from next door too (in sight, a clear path)."""
    dropped = own(game).dropped
    if not dropped or not can_pay(s, ()):
        return []
    out = [Action("take_crypt", f"Pick up the crypt weapon in {game.zone_name(s.zone)} (1 action)", Actor(s.id))] if dropped.get(s.zone) else []
    if skills.has(game, s, "crypt_raider"):
        out += [Action("take_crypt", f"Pick up the crypt weapon in {game.zone_name(z)} from here (1 action)", ToZone(s.id, z))
                for z in sorted(game.board.exits(s.zone)) if dropped.get(z) and game.board.sees(s.zone, z)]
    return out


@handler("take_crypt")
def take_crypt(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    zone = action.args.zone if isinstance(action.args, ToZone) else s.zone
    act(game)
    pay(s, ())
    note_action(s, "crypt")
    card = own(game).dropped[zone].pop()
    game.state.tokens[DROPPED].remove(zone)
    if not own(game).dropped[zone]:
        del own(game).dropped[zone]
    game.emit(Ev.searched, "crypt", f"{s.name} picks up {game.card(card).name}", survivor=s.id, card=game.state.cards[card])
    game.push({"kind": "keep_card", "survivor": s.id, "card": card})


