"""The named special rules missions switch on in their data (content/missions.py SpecialRule).

Each rule is small and lives here with the hooks the core calls: set-up, objective rewards,
recruiting, dynamite, the end of a round, and the train's triggers.
"""

from __future__ import annotations

from typing import Any

from zombie_table.content.missions import (
    CoalSacks, CountdownTrain, DynamiteBlowsMobiles, HoldAbominationSpawns, ObjectiveReward, RecruitAfter, RecruitCost,
    SetAsideBounty, StuckWagon, TrainOnObjectives, TrainStartAction, TrainWhenAllAboard, WagonCargo,
)
from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone import inventory, noise, trade
from zombie_table.games.tilezone.settings.frontier import train
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.experience import gain_xp
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.goals import SPECIAL_RULES
from zombie_table.games.tilezone.actions import Actor, Pass
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, provides, step
from zombie_table.games.tilezone.moves import on_enter
from zombie_table.games.tilezone.setup import on_setup
from zombie_table.games.tilezone.spawning import starting_zone
from zombie_table.games.tilezone.settings.frontier.state import own
from zombie_table.games.tilezone.state import ObjectiveToken, SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay
from zombie_table.kernel.words import plural

RULES = declare(SPECIAL_RULES, {
    "objective_reward": "Taking an objective of these colours gives XP, a bounty card, a companion or a token.",
    "countdown_train": "A marker advances each round; the train comes when it reaches its mark.",
    "train_when_all_aboard": "The train leaves once everyone needed is aboard.",
    "train_on_objectives": "The train comes once these objectives are taken.",
    "train_start_action": "A survivor in the cab starts the train once the tender holds enough coal.",
    "dynamite_blows_mobiles": "Blasting a mobile spawn sends it to the start and flips its train section.",
    "recruit_cost": "Recruiting also costs a card of an effect or a carried token.",
    "recruit_after": "Companions may be recruited only after an objective of this colour.",
    "hold_abomination_spawns": "Abomination spawns stay asleep while companions of a class hold the line.",
    "stuck_wagon": "The wagon blocks its zone until blown up.",
    "wagon_cargo": "Taken objectives are cargo to load on the wagon.",
    "coal_sacks": "Objectives in a zone are coal sacks for the tender.",
    "set_aside_bounty": "Some bounty cards are set aside at set-up for a later reward.",
})



# ---------------------------------------------------------------- set-up
@on_setup
def mission_setup(game: Game) -> None:
    state = game.state
    own(game).train = train.start_status(game)
    aside = game.mission.rule(SetAsideBounty)
    if aside:
        rng = game.chance.fresh("set-aside")
        picked = rng.sample(state.bounty, min(aside.count, len(state.bounty)))
        state.bounty = [c for c in state.bounty if c not in picked]
        own(game).set_aside = picked
    if game.mission.rule(StuckWagon):
        state.blocked = list(state.tokens.get("wagon", []))
        game.board = game.board.with_blocked(state.blocked)
    sacks = game.mission.rule(CoalSacks)
    if sacks:
        zone = game.board.resolve(sacks.zone)
        for o in state.objectives:
            if o.zone == zone:
                o.color = "coal"


# ---------------------------------------------------------------- objectives
ARGS = declare(ACTION_ARGS, {"pass_token": Pass, "start_train": Actor, "load_wagon": Actor, "stoke": Actor})


@hook("may_take_objective")
def may_take(game: Game, s: SurvivorState, token: ObjectiveToken) -> bool:
    """Mission limits on taking a token: countdown markers never, coal sacks only by carriers."""
    countdown = game.mission.rule(CountdownTrain)
    if countdown and token.color == countdown.marker.value:
        return False
    if token.color == "coal":
        return coal_room(game, s) and _coal_allowed(game)
    return True


@hook("objective_taken")
def reward(game: Game, s: SurvivorState, token: ObjectiveToken) -> None:
    """Apply every objective_reward matching the token's colour, then the rules' reactions."""
    from zombie_table.games.tilezone.settings.frontier.companions import add_companion, candidates
    from zombie_table.games.tilezone.objectives import award_bounty

    if token.color == "coal":
        _carry_coal(game, s, token)
        return
    for r in game.mission.rules:
        if not isinstance(r, ObjectiveReward) or (r.colors and token.color not in [c.value for c in r.colors]):
            continue
        gain_xp(game, s, r.xp, "objective")
        if r.bounty:
            award_bounty(game, s, "objective reward")
        if r.bounty_from_set_aside:
            _award_set_aside(game, s)
        if r.companion_class:
            pool = candidates(game, r.companion_class)
            if pool:
                c = add_companion(game, game.chance.fresh(f"companion-{token.id}").choice(pool), s.zone, s.id)
                game.emit(Ev.info, "objective", f"{c.name} was hiding here and joins {s.name}!", survivor=c.id)
        if r.carry:
            s.carried.append(f"{r.carry}:{token.id}")
            game.emit(Ev.inventory, "objective", f"{s.name} carries the {r.carry} token", survivor=s.id)
    _check_train_triggers(game)


def _award_set_aside(game: Game, s: SurvivorState) -> None:
    aside = own(game).set_aside
    if not aside:
        return
    card = aside.pop(game.chance.fresh(f"aside-{len(aside)}").randrange(len(aside)))
    game.emit(Ev.bounty, "bounty", f"{s.name} finds {game.card(card).name}", survivor=s.id, card=game.state.cards[card])
    game.push({"kind": "keep_card", "survivor": s.id, "card": card})


def cargo_slots(s: SurvivorState) -> int:
    return sum(1 for t in s.carried if t.startswith("cargo:"))


# ---------------------------------------------------------------- trading carried tokens
TRADED_TOKENS = ("ammo", "cargo")  # the tokens an objective reward puts on a dashboard; coal rides on its carrier


@hook("trade_options")
def token_trade_options(game: Game, s: SurvivorState, partner: SurvivorState) -> list[Action]:
    """Carried ammo and cargo tokens trade like cards, one kind at a time; cargo needs a slot."""
    out = []
    for giver, taker in ((s, partner), (partner, s)):
        offered: set[str] = set()
        for token in giver.carried:
            kind = token.split(":")[0]
            if kind not in TRADED_TOKENS or kind in offered or (kind == "cargo" and not inventory.room(game, taker)):
                continue
            offered.add(kind)
            label = (f"Give {partner.name} the {kind} token" if giver is s else f"Take the {kind} token from {partner.name}")
            out.append(Action("pass_token", label, Pass(token, giver.id, taker.id)))
    return out


@handler("pass_token")
def pass_token(game: Game, action: Action) -> None:
    token, giver_id, taker_id = action.args.token, action.args.giver, action.args.taker
    giver, taker = game.survivor(giver_id), game.survivor(taker_id)
    giver.carried.remove(token)
    taker.carried.append(token)
    game.emit(Ev.inventory, "trade", f"{giver.name} gives {taker.name} the {token.split(':')[0]} token",
              survivor=giver_id, partner=taker_id)
    trade.again(game, giver_id, taker_id)


# ---------------------------------------------------------------- recruiting
def recruit_blocked(game: Game, s: SurvivorState) -> str | None:
    after = game.mission.rule(RecruitAfter)
    if after:
        needed = {c.value for c in after.colors}
        if any(o.color in needed and not o.taken_by for o in game.state.objectives):
            return "the companions will not follow yet"
    if not recruit_payments(game, s):
        return "a gift is needed to recruit"
    return None


Payment = tuple[str, ...]  # () nothing to pay, ("card", card instance) or ("token", carried token)


def recruit_payments(game: Game, s: SurvivorState) -> list[Payment]:
    """The ways `s` may pay for a recruit, the player's choice: each kind of card the mission
    accepts and each carried token kind, once (`[()]`: the mission asks for nothing). Cards come
    first, in inventory order: the payment saves from before the choice replay to (`saves`)."""
    cost = game.mission.rule(RecruitCost)
    if not cost:
        return [()]
    out: dict[str, Payment] = {}
    for card in s.inventory.cards():
        effect = game.card(card).effect
        if effect is not None and effect.value in cost.cards:
            out.setdefault(game.state.cards[card], ("card", card))
    for token in s.carried:
        if token.split(":")[0] in cost.tokens:
            out.setdefault(token.split(":")[0], ("token", token))
    return list(out.values())


def payment_text(game: Game, payment: Payment) -> str:
    if not payment:
        return ""
    kind, what = payment
    return f", giving {game.card(what).name}" if kind == "card" else f", giving the {what.split(':')[0]} token"


def pay_recruit_cost(game: Game, s: SurvivorState, payment: Payment) -> None:
    if not payment:
        return
    kind, what = payment
    if kind == "card":
        inventory.discard(game, s, what)
        game.emit(Ev.inventory, "recruit", f"{s.name} hands over {game.card(what).name}", survivor=s.id)
    else:
        s.carried.remove(what)
        game.emit(Ev.inventory, "recruit", f"{s.name} hands over the {what.split(':')[0]} token", survivor=s.id)


def after_recruit(game: Game) -> None:
    """A held abomination spawn wakes once any companion of the holding class is recruited."""
    from zombie_table.games.tilezone.zombies import abomination_on_board

    if game.mission.rule(HoldAbominationSpawns) and not abomination_held(game) and abomination_on_board(game):
        for t in game.state.spawns:
            if t.kind == "abomination" and not t.active and not t.destroyed:
                t.active = True
                game.emit(Ev.spawn_token, "abomination-spawn", f"The abomination spawn in {t.zone} wakes up", token=t.id, zone=t.zone)


@hook("hold_abomination_spawns")
def abomination_held(game: Game) -> bool:
    hold = game.mission.rule(HoldAbominationSpawns)
    if hold is None:
        return False
    placed = [s for s in game.state.survivors.values() if s.companion_of is not None and hold.survivor_class in s.classes]
    return bool(placed) and all(s.companion_of == "" for s in placed)


# ---------------------------------------------------------------- dynamite
def holy_water_spares(game: Game, kind: str) -> bool:
    """Mobile spawns that only dynamite can move ignore Holy Water."""
    return kind == "mobile" and game.mission.rule(DynamiteBlowsMobiles) is not None


@hook("blast_targets")
def dynamite_targets(game: Game) -> set[str]:
    """Zones worth blowing up for the mission even without a character in them."""
    out: set[str] = set()
    if game.mission.rule(StuckWagon):
        out.update(game.state.tokens.get("wagon", []))
    if game.mission.rule(DynamiteBlowsMobiles):
        out.update(t.zone for t in game.state.spawns if t.kind == "mobile" and not t.destroyed and not t.moved_to_start)
    return out


@hook("blasted")
def after_dynamite(game: Game, s: SurvivorState, zone: str) -> None:
    if game.mission.rule(StuckWagon) and zone in game.state.tokens.get("wagon", []):
        game.state.tokens["wagon"] = []
        game.state.blocked = [z for z in game.state.blocked if z != zone]
        game.board = game.board.with_blocked(game.state.blocked)
        own(game).wagon_destroyed = True
        game.emit(Ev.token, "stuck-wagon", f"The wagon blocking {zone} is blown to splinters!", zone=zone)
    if game.mission.rule(DynamiteBlowsMobiles):
        _blow_mobiles(game, s, zone)


def _blow_mobiles(game: Game, s: SurvivorState, zone: str) -> None:
    """The mobile spawn goes to the starting zone and its train section flips to tracks; every
    zombie on that section dies (the thrower gains their XP); survivors there jump clear."""
    from zombie_table.games.tilezone.combat import kill_zombie

    state = game.state
    mobiles = [t for t in state.spawns if t.zone == zone and t.kind == "mobile" and not t.destroyed and not t.moved_to_start]
    start = starting_zone(game)
    if not mobiles or start is None:
        return
    tile = game.board.zones[zone].tile
    zones = game.board.zones_of_tile(tile)
    for t in mobiles:
        t.zone, t.moved_to_start = start, True
        own(game).blown_mobiles += 1
        game.emit(Ev.spawn_token, "blow-mobile", f"The blast drives the mobile spawn in {zone} back to {start}", token=t.id, zone=t.zone)
    for z in zones:
        for ztype, n in sorted(state.zombies.get(z, {}).items()):
            for _ in range(n):
                kill_zombie(game, s, z, ztype, "blow-mobile")
    # the blast's BOOM! stays where it fell: on the tracks that replace the section
    noise_cells = game.board.cells(state.noise["zone"]) if state.noise.get("zone") in zones else []
    train.clear(game, zones, "blow-mobile")
    for r, row in enumerate(state.layout):
        for c, slot in enumerate(row):
            if slot and slot.split("@")[0] == tile:
                state.layout[r][c] = slot.replace(tile, tile[:-1] + ("V" if tile.endswith("R") else "R"), 1)
    game.rebuild_board()
    landed = next((game.board.cell_zone[r][c] for r, c in noise_cells if game.board.cell_zone[r][c]), None)
    if landed:
        state.noise["zone"] = landed
        game.emit(Ev.noise, "blow-mobile", f"The noise token stays on the tracks, now {landed}", zone=landed, level=state.noise["level"])
    elif noise_cells:
        noise.relocate(game, "blow-mobile")


# ---------------------------------------------------------------- train triggers
def _check_train_triggers(game: Game) -> None:
    on_objectives = game.mission.rule(TrainOnObjectives)
    if on_objectives:
        colors = {c.value for c in on_objectives.colors}
        tokens = [o for o in game.state.objectives if o.color in colors]
        if tokens and all(o.taken_by for o in tokens):
            train.trigger(game, "the signal was given")


@on_enter
def check_all_aboard(game: Game, s: SurvivorState, zone: str) -> None:
    """The train waiting for everyone starts once every survivor and companion is aboard (a
    companion still waiting in town to be recruited is not aboard)."""
    if game.mission.rule(TrainWhenAllAboard) and train.status(game) == "idle" and train.everyone_aboard(game):
        train.trigger(game, "everyone is aboard")


def on_train_enters(game: Game) -> None:
    wagon = game.state.tokens.get("wagon", [])
    if wagon and game.board.zones.get(wagon[0]) is not None and game.board.zones[wagon[0]].kind is ZoneKind.track:
        own(game).wagon_on_tracks = True


@hook("round_end")
def queue_round_rules(game: Game) -> list[dict[str, Any]]:
    """The mission's end-of-round effects run before the next round starts."""
    return [{"kind": "round_rules"}]


@step("round_rules")
def round_rules(game: Game, _: dict[str, Any]) -> None:
    """End-phase mission effects: the countdown marker rolls one zone toward the train's entry."""
    countdown = game.mission.rule(CountdownTrain)
    if countdown and train.status(game) == "idle":
        _advance_marker(game, countdown.marker.value)


def _advance_marker(game: Game, color: str) -> None:
    """The marker rolls one track zone toward the entry end; from the outermost zone it leaves."""
    marker = next((o for o in game.state.objectives if o.color == color and not o.taken_by and not o.lost), None)
    if marker is None:
        return
    line = game.mission.train.line
    entry = game.board.zones_of_tile("".join(train._slot(game, 0)[:2]))
    fy, fx = game.board.center(game.board.zones_of_tile("".join(train._slot(game, len(line) - 1)[:2]))[0])
    outer = max(entry, key=lambda z: (game.board.center(z)[0] - fy) ** 2 + (game.board.center(z)[1] - fx) ** 2)
    steps = game.board.next_steps(marker.zone, outer)
    if marker.zone != outer and steps:
        marker.zone = steps[0]
        game.emit(Ev.objective, "countdown", f"The signal marker rolls to {marker.zone}", token=marker.id, zone=marker.zone)
        return
    marker.lost = True
    game.emit(Ev.objective, "countdown", "The signal marker leaves the board: the train is coming!", token=marker.id)
    train.trigger(game, "the countdown ran out")


# ---------------------------------------------------------------- actions: start the train, cargo, coal
@provides
def mission_actions(game: Game, s: SurvivorState) -> list[Action]:
    out = []
    start = game.mission.rule(TrainStartAction)
    if start and train.status(game) == "idle" and s.zone == train.cab(game) and can_pay(s, ()):
        if own(game).coal >= start.coal:
            out.append(Action("start_train", "Open the throttle: the train starts (1 action)", Actor(s.id)))
    if game.mission.rule(WagonCargo) and cargo_slots(s) and s.zone in game.state.tokens.get("wagon", []) and can_pay(s, ()):
        out.append(Action("load_wagon", f"Load {plural(cargo_slots(s), 'cargo token')} onto the wagon (1 action)", Actor(s.id)))
    sacks = game.mission.rule(CoalSacks)
    if sacks and carried_coal(game, s) and _near_tender(game, s) and can_pay(s, ()):
        out.append(Action("stoke", f"Drop {plural(carried_coal(game, s), 'coal sack')} into the tender (1 action)", Actor(s.id)))
    return out


@handler("start_train")
def start_train(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, ())
    note_action(s, "mission")
    train.trigger(game, f"{s.name} opened the throttle")


@handler("load_wagon")
def load_wagon(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, ())
    note_action(s, "mission")
    loaded = [t for t in s.carried if t.startswith("cargo:")]
    s.carried = [t for t in s.carried if not t.startswith("cargo:")]
    own(game).loaded += len(loaded)
    game.emit(Ev.objective, "wagon-cargo", f"{s.name} loads {plural(len(loaded), 'cargo token')} onto the wagon", survivor=s.id)


def coal_room(game: Game, s: SurvivorState) -> bool:
    sacks = game.mission.rule(CoalSacks)
    from zombie_table.games.tilezone.settings.frontier.companions import led_by

    carriers = [c for c in led_by(game, s) if sacks.survivor_class in c.classes]
    return len(carriers) > carried_coal(game, s)


def sacks_follow(game: Game, giver: SurvivorState, taker: SurvivorState) -> None:
    """A sack rides on its carrier's card: handing a carrier over hands its sack over too."""
    sacks = game.mission.rule(CoalSacks)
    if not sacks:
        return
    from zombie_table.games.tilezone.settings.frontier.companions import led_by

    carriers = sum(1 for c in led_by(game, giver) if sacks.survivor_class in c.classes)
    for token in [t for t in giver.carried if t.startswith("coal:")][carriers:]:
        giver.carried.remove(token)
        taker.carried.append(token)
        game.emit(Ev.objective, "coal-sacks", f"The coal sack goes with its carrier to {taker.name}", survivor=taker.id)


def _coal_allowed(game: Game) -> bool:
    sacks = game.mission.rule(CoalSacks)
    if any(t.kind == "abomination" and t.active and not t.destroyed for t in game.state.spawns):
        return False
    return not game.state.zombie_count(game.board.resolve(sacks.zone))


def carried_coal(game: Game, s: SurvivorState) -> int:
    return sum(1 for t in s.carried if t.startswith("coal:"))


def _carry_coal(game: Game, s: SurvivorState, token: ObjectiveToken) -> None:
    s.carried.append(f"coal:{token.id}")
    game.emit(Ev.objective, "coal-sacks", f"{s.name}'s companion shoulders a coal sack", survivor=s.id)


def _near_tender(game: Game, s: SurvivorState) -> bool:
    from zombie_table.content.tiles import Feature

    tenders = game.board.zones_with(Feature.tender)
    return any(s.zone == t or s.zone in game.board.exits(t) for t in tenders)


@handler("stoke")
def stoke(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, ())
    note_action(s, "mission")
    n = carried_coal(game, s)
    s.carried = [t for t in s.carried if not t.startswith("coal:")]
    own(game).coal += n
    game.emit(Ev.objective, "coal-sacks", f"{s.name} drops {plural(n, 'coal sack')} into the tender", survivor=s.id)
    gain_xp(game, s, game.mission.rule(CoalSacks).xp * n, "stoking the tender")
