"""Machines (rules reference §5.6, §5.10): the warden bot and the turret. A survivor controls a
machine when it holds its remote (taken from the green or purple objective, passed on in a trade)
or has the matching remote-control skill; anyone in the turret's zone controls it. Each machine
action costs 1 action: the bot moves one zone (the surface too, no bottle needed) or strikes in its
zone, the turret fires; both use their own numbers only (`machine:<id>`). A machine that acted is
active until the end phase: then it counts as a survivor for the xenos (an ally token: they chase,
hear and attack it) and one damage destroys it; idle, the xenos ignore it."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from zombie_table.games.tilezone import moves, skills
from zombie_table.games.tilezone.combat import profile, start_attack
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.friendly_fire import aimed
from zombie_table.games.tilezone.settings.outpost.concentrate import targets
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.state import TOKEN_KINDS, ObjectiveToken, SurvivorState
from zombie_table.games.tilezone.turn import act, can_pay, note_action, pay
from zombie_table.games.tilezone.zombies import ALLY_TOKENS
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import ToZone
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

BOT, SENTRY = "bot", "sentry"
MACHINES = (BOT, SENTRY)
REMOTES = {"green": BOT, "purple": SENTRY}
"""The objective colours whose token is a machine's remote (§1.2)."""


def active_kind(machine: str) -> str:
    return f"{machine}_active"


TOKENS = declare(TOKEN_KINDS, {
    BOT: "The warden bot, idle: the xenos ignore it.",
    SENTRY: "The turret, idle: the xenos ignore it.",
    active_kind(BOT): "The warden bot, active this round: it counts as a survivor for the xenos.",
    active_kind(SENTRY): "The turret, active this round: it counts as a survivor for the xenos.",
})
ALLIES = declare(ALLY_TOKENS, {active_kind(BOT): "warden bot", active_kind(SENTRY): "turret"})
SKILLS = declare(skills.SKILL_FAMILIES, {
    "remote_control": skills.Family("Controls the named machine (bot, sentry, or all) as if holding its remote.", skills.SkillParam.machine),
})


def where(game: "Game", machine: str) -> str | None:
    """The machine's zone (idle or active), None once destroyed or never placed."""
    tokens = game.state.tokens
    zones = [*tokens.get(machine, []), *tokens.get(active_kind(machine), [])]
    return zones[0] if zones else None


def controls(game: "Game", s: SurvivorState, machine: str) -> bool:
    if own(game).remotes.get(machine) == s.id or skills.has(game, s, "remote_control", machine, "all"):
        return True
    return machine == SENTRY and where(game, SENTRY) == s.zone


def activate(game: "Game", machine: str) -> None:
    """The machine acted: active (a survivor for the xenos) until the end phase."""
    zone = where(game, machine)
    if zone is not None and zone in game.state.tokens.get(machine, []):
        game.state.tokens[machine].remove(zone)
        game.state.tokens.setdefault(active_kind(machine), []).append(zone)


class Remote(NamedTuple):
    survivor: str
    machine: str
    partner: str  # who is given its remote


class MachineAttack(NamedTuple):
    survivor: str
    machine: str
    zone: str
    mode: str


class MachineFocus(NamedTuple):
    """A machine's attack concentrated on one zombie type."""

    survivor: str
    machine: str
    zone: str
    mode: str
    zombie: str


ARGS = declare(ACTION_ARGS, {"give_remote": Remote, "machine_attack": (MachineAttack, MachineFocus), "bot_move": ToZone,
                              "escort": ToZone})


@hook("round_end")
def stand_down(game: "Game") -> list:
    """The end phase takes the activation tokens off (§5.10)."""
    for machine in MACHINES:
        for zone in game.state.tokens.pop(active_kind(machine), []):
            game.state.tokens.setdefault(machine, []).append(zone)
    return []


@hook("ally_lost")
def destroyed(game: "Game", zone: str, kind: str) -> None:
    """Any damage destroys an active machine; losing one does not lose the game (§5.10)."""
    if kind in (active_kind(m) for m in MACHINES):
        game.emit(Ev.token, "machine", f"The {ALLIES[kind]} is destroyed", zone=zone, token=kind)


@hook("objective_taken")
def take_remote(game: "Game", s: SurvivorState, token: ObjectiveToken) -> None:
    machine = REMOTES.get(token.color)
    if machine is not None:
        own(game).remotes[machine] = s.id
        game.emit(Ev.token, "remote", f"{s.name} takes the {game.data.rules.machines[machine].name}'s remote",
                  survivor=s.id, machine=machine)


@hook("trade_options")
def pass_remote(game: "Game", s: SurvivorState, partner: SurvivorState) -> list[Action]:
    return [Action("give_remote", f"Give {partner.name} the {game.data.rules.machines[m].name}'s remote", Remote(s.id, m, partner.id))
            for m, holder in sorted(own(game).remotes.items()) if holder == s.id]


@handler("give_remote")
def give_remote(game: "Game", action: Action) -> None:
    sid, machine, partner = action.args.survivor, action.args.machine, action.args.partner
    own(game).remotes[machine] = partner
    game.emit(Ev.token, "remote", f"{game.survivor(sid).name} hands the remote to {game.survivor(partner).name}",
              survivor=sid, machine=machine, to=partner)


def _attacks(game: "Game", s: SurvivorState, machine: str, here: str) -> list[Action]:
    """The machine's own attacks, made from its zone `here` wherever its controller stands (§5.6):
    a strike in its zone, a shot at a zone in range and in its sight."""
    spec = game.data.rules.machines.get(machine)
    if spec is None:
        return []
    variant, out = f"machine:{machine}", []
    for attack in spec.attacks():
        mode = attack.mode.value
        p = profile(game, s, (), mode, variant, None)
        reach = [(here, 0)] if mode == "melee" else [(z, r) for z, r in sorted(game.board.sight[here].items())
                                                    if p["min_range"] <= r <= p["max_range"]]
        for zone, rng in reach:
            if not game.state.zombie_count(zone):
                continue
            q = profile(game, s, (), mode, variant, zone)
            what = (f"The {spec.name} strikes in {game.zone_name(zone)}" if mode == "melee"
                    else f"Fire the {spec.name} at {game.zone_name(zone)}, range {rng}")
            stat = f"({q['dice']}d {q['accuracy']}+ dmg {q['damage']}) — 1 action"
            out.append(aimed(game, s, q, zone, "machine_attack", f"{what} {stat}", MachineAttack(s.id, machine, zone, mode)))
            out += [aimed(game, s, q, zone, "machine_attack", f"{what}, concentrated on one {game.data.zombie_types[t].name} {stat}",
                          MachineFocus(s.id, machine, zone, mode, t)) for t in targets(game, zone, q)]
    return out


@provides
def machine_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if not can_pay(s, ("machine",)):
        return []
    out = []
    for machine in MACHINES:
        zone = where(game, machine)
        if zone is None or not controls(game, s, machine):
            continue
        out += _attacks(game, s, machine, zone)
        if machine == BOT:
            name = game.data.rules.machines[BOT].name
            out += [Action("bot_move", f"Steer the {name} from {game.zone_name(zone)} to {game.zone_name(z)} — 1 action", ToZone(s.id, z))
                    for z in game.board.mover("zombie").exits(zone)]
    return out


@provides
def escort_actions(game: "Game", s: SurvivorState) -> list[Action]:
    """The bot's free escort (§5.6): its controller, standing with it, moves one zone and the bot
    follows for free (xenos never slow it); no movement skill joins in."""
    here = where(game, BOT)
    if here != s.zone or not controls(game, s, BOT):
        return []
    paths, extra = moves.plain_moves(game, s)
    if s.riding or not can_pay(s, ("move",), extra):
        return []
    name, cost = game.data.rules.machines[BOT].name, moves.cost_text(game, s, extra)
    bot_steps = set(game.board.mover("zombie").exits(here))
    return [Action("escort", f"Move with the {name} to {game.zone_name(z)} — {cost}", ToZone(s.id, z))
            for z in sorted(paths) if z in bot_steps]


@handler("escort")
def escort(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    paths, extra = moves.plain_moves(game, s)
    moves.walk(game, s, paths[action.args.zone], extra, "escort")  # the controller's own move, no skill in it
    _steer(game, s, action.args.zone, "escort")


@handler("machine_attack")
def machine_attack(game: "Game", action: Action) -> None:
    args: MachineAttack | MachineFocus = action.args
    s, machine = game.survivor(args.survivor), args.machine
    act(game)
    pay(s, ("machine",))
    here = where(game, machine)
    activate(game, machine)
    marks = {"origin": here, **({"focus": args.zombie} if isinstance(args, MachineFocus) else {})}  # a concentrated attack names its target type
    start_attack(game, s, (), args.mode, f"machine:{machine}", args.zone, marks=marks)


@handler("bot_move")
def bot_move(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, ("machine",))
    note_action(s, "machine")
    _steer(game, s, action.args.zone, "machine")


def _steer(game: "Game", s: SurvivorState, dst: str, rule: str) -> None:
    """The bot steps into `dst` and is active from now on."""
    src = where(game, BOT)
    activate(game, BOT)
    tokens = game.state.tokens[active_kind(BOT)]
    tokens[tokens.index(src)] = dst
    game.emit(Ev.token, rule, f"{s.name} steers the {game.data.rules.machines[BOT].name} {src} → {dst}",
              survivor=s.id, src=src, dst=dst, machine=BOT)


@hook("blasted")
def burnt(game: "Game", s: SurvivorState | None, zone: str) -> None:
    """Hellfire destroys every machine in its zone, idle or active (§5.10, §6.7)."""
    for machine in MACHINES:
        for kind in (machine, active_kind(machine)):
            if zone in game.state.tokens.get(kind, []):
                game.state.tokens[kind].remove(zone)
                game.emit(Ev.token, "machine", f"The {game.data.rules.machines[machine].name} burns in {zone}",
                          zone=zone, token=kind)
