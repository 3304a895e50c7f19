"""Creating a game from a mission, a team, a seed and rule options (the set-up procedure)."""

from __future__ import annotations

import difflib
from typing import Any

from zombie_table.content.cards import CardGroup
from zombie_table.content.library import Library
from zombie_table.content.missions import FixedDice, RandomStarts, SetupGift, SpawnKind, SurvivorSetup
from zombie_table.games.tilezone import experience, inventory, skills
from zombie_table.games.tilezone.board import Board
from zombie_table.kernel.chance import Chance
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.goals import SPECIAL_RULES
from zombie_table.kernel.ruleset import declare, hook
from zombie_table.games.tilezone.options import options_model
from zombie_table.games.tilezone.settings import ruleset_for
from zombie_table.games.tilezone.state import LEVELS, GameState, ObjectiveToken, SpawnToken, SurvivorState, own_state
from zombie_table.games.tilezone.spawning import placed_at_setup
from zombie_table.games.tilezone.zombies import add_zombies


RULES = declare(SPECIAL_RULES, {
    "setup_gift": "Named cards go to survivors at set-up.",
    "fixed_dice": "The dice come up as the mission writes them, then at random.",
    "random_starts": "The team's groups (split evenly over the starting zones) are placed on them at random.",
})
SKILLS = declare(skills.SKILL_FAMILIES, {
    "starts_with": skills.Family("Begins the game with the named card as well.", "equipment", at_setup=True),
})


on_setup = hook("setup")
"""Marks a ruleset's set-up step, run after the mission's pieces are placed: (game)."""


class SetupError(ValueError):
    """The requested game cannot be set up (unknown mission, survivor or bad team)."""


def unknown(kind: str, name: str, known: list[str]) -> SetupError:
    close = difflib.get_close_matches(name, known, n=5, cutoff=0.3)
    rest = [k for k in sorted(known) if k not in close]
    return SetupError(f"unknown {kind} {name!r}; known: {', '.join(close + rest)}")


def default_team(library: Library, mission_id: str, player: str = "Player") -> list[tuple[str, str]]:
    """The team a new game of `mission_id` starts with wherever none is named (the party set-up, `play`
    without `--survivors`, `simulate`, the golden games): the survivors the mission sets up, if any;
    else the first survivors its forbidden classes allow, as many as it needs and four when it allows
    that many, all for `player`."""
    mission = library.missions.get(mission_id)
    if mission is None:
        raise SetupError(f"unknown mission {mission_id!r}")
    if mission.preset_team:
        return [(sid, player) for sid in mission.preset_team]
    data = library.setting(mission.setting)
    allowed = [s.id for s in data.survivors.survivors if s.survivor_class not in mission.forbidden_classes]
    lo, hi = mission.survivors
    count = max(lo, min(4, hi))
    if len(allowed) < count:
        raise SetupError(f"{mission_id} needs {count} survivors but only {len(allowed)} are allowed")
    return [(sid, player) for sid in allowed[:count]]


def new_game(
    library: Library,
    mission_id: str,
    team: list[tuple[str, str]],
    seed: int,
    options: dict[str, Any] | None = None,
) -> Game:
    """`team` lists (survivor id, player name); players take turns in order of first appearance."""
    mission = library.missions.get(mission_id)
    if mission is None:
        raise unknown("mission", mission_id, list(library.missions))
    data = library.setting(mission.setting)
    ruleset = ruleset_for(mission.setting.value)
    rules = options_model(ruleset)(**(options or {}))
    board = Board.shared(mission, lambda t: library.tile(mission.setting, t), library.boards)
    _check_team(mission, data, team)

    cards: dict[str, str] = {}
    groups: dict[CardGroup, list[str]] = {g: [] for g in CardGroup}
    for card in data.equipment.cards:
        for n in range(card.count):
            instance = f"{card.id}#{n + 1}"
            cards[instance] = card.id
            groups[card.group].append(instance)
    keep_out = set(groups[CardGroup.starting]) | set(groups[CardGroup.bounty])
    bounty = list(groups[CardGroup.bounty])
    chance = Chance(seed)
    chance.shuffle(bounty, "bounty")
    zombie_cards = list(data.zombie_deck.by_id)
    abominations = [a.id for a in data.zombie_deck.abominations]
    chance.shuffle(abominations, "abominations")

    state = GameState(
        seed=seed, setting=mission.setting.value, mission=mission.id, options=rules.model_dump(),
        players=list(dict.fromkeys(p for _, p in team)), survivors={}, cards=cards,
        equipment=chance.deck("equipment", groups[CardGroup.classic], keep_out=keep_out),
        zombie_deck=chance.deck("zombie", zombie_cards, stream="zombies"),
        bounty=bounty, abominations=abominations, dice=chance.stream("dice"),
        layout=[list(row) for row in mission.layout],
    )
    state.starting_pool = list(groups[CardGroup.starting])
    state.team = [list(t) for t in team]
    state.own = own_state(ruleset)
    game = Game(state, mission, board, data, library, ruleset)
    starts = [board.resolve(z) for z in mission.start]
    if RandomStarts in mission.rules_by_kind:
        game.chance.fresh("starts").shuffle(starts)  # group i (team order, every len(starts)-th survivor) to a drawn zone
    setups = {setup.survivor: setup for setup in mission.survivor_setup}
    for i, (sid, player) in enumerate(team):
        _add_survivor(game, sid, player, starts[i % len(starts)], setups.get(sid))
    _stack_decks(game)
    for rule in mission.rules:
        if isinstance(rule, FixedDice):
            game.chance.script(rule.faces)
    _place_pieces(game)
    game.emit(Ev.setup, "setup", f"{mission.title}: {len(team)} survivor{'s' * (len(team) != 1)}, seed {seed}", seed=seed)
    _queue_setup_choices(game)
    game.run()
    return game


def _check_team(mission, data, team: list[tuple[str, str]]) -> None:
    ids = [sid for sid, _ in team]
    lo, hi = mission.survivors[0], min(mission.survivors[1], data.rules.largest_team)
    if not lo <= len(ids) <= hi:
        raise SetupError(f"{mission.id} takes {lo}-{hi} survivors, not {len(ids)}")
    if len(set(ids)) != len(ids):
        raise SetupError("a survivor can join the team only once")
    players = list(dict.fromkeys(p for _, p in team))
    if not 1 <= len(players) <= 6:
        raise SetupError(f"1-6 players can play, not {len(players)}")
    for sid in ids:
        survivor = data.survivor_by_id.get(sid)
        if survivor is None:
            raise unknown("survivor", sid, list(data.survivor_by_id))
        if survivor.survivor_class in mission.forbidden_classes:
            raise SetupError(f"{survivor.name} is a {data.rules.class_name(survivor.survivor_class)}; {mission.id} forbids that class")


def _add_survivor(game: Game, sid: str, player: str, zone: str, setup: SurvivorSetup | None) -> None:
    spec = game.data.survivor_by_id[sid]
    health = skills.starting_health(game.data.rules, spec)
    s = SurvivorState(
        id=sid, name=spec.name, player=player, classes=[spec.survivor_class], zone=zone, health=health,
        inventory=inventory.empty_inventory(game), skills=list(spec.skills.blue),
    )
    s.xp = skills.starting_xp(s.skills)
    inventory.fit_backpack(game, s)
    game.state.survivors[sid] = s
    if setup is None:
        _starting_equipment(game, s)
    else:
        _set_up(game, s, setup)


def _starting_equipment(game: Game, s: SurvivorState) -> None:
    """The survivor's usual start: its favourite kind's starting weapon (or a choice), and the
    cards it or its skills start with."""
    spec = game.data.survivor_by_id[s.id]
    pool = game.state.starting_pool
    starting = game.data.rules.starting_equipment.get(spec.favourite)
    if starting is not None:
        card = next((c for c in pool if game.state.cards[c] == starting), None)
        if card is not None:
            pool.remove(card)
            inventory.place(game, s, card)
    elif spec.favourite == "any":
        game.state.queue.append({"kind": "choose_starting", "survivor": s.id})
    extra = list(spec.starts_with) + [p for f, p in map(skills.split, s.skills) if f == "starts_with" and p]
    for card_id in extra:
        _give_named(game, s, card_id)


def _set_up(game: Game, s: SurvivorState, setup: SurvivorSetup) -> None:
    """A survivor as the mission sets it up: its zone, the cards in its slots (instead of its
    usual starting equipment when the mission names them), XP with the level it reaches and that
    level's skills, the skills named and wounds."""
    if setup.zone is not None:
        s.zone = game.board.resolve(setup.zone)
    if setup.cards is None:
        _starting_equipment(game, s)
    else:
        _deal_into_slots(game, s, setup.cards)
    marks = [0, *game.rules.danger_thresholds]
    s.xp, s.level = setup.xp, max(i for i, mark in enumerate(marks[: len(LEVELS)]) if setup.xp >= mark)
    if setup.xp:
        game.state.xp_total[s.id] = setup.xp
    s.skills += [ref for ref in setup.skills if ref not in s.skills]
    experience.start_at_level(game, s)
    if setup.wounds >= s.health:
        raise SetupError(f"{s.name} cannot start with {setup.wounds} wounds: {s.health} kill")
    s.wounds = setup.wounds


def _deal_into_slots(game: Game, s: SurvivorState, cards: dict[str, str]) -> None:
    """Each named card into its named slot (`validate` reports what this refuses)."""
    slots = inventory.slot_names(game.data.rules.inventory)
    for name, card_id in cards.items():
        if name not in slots:
            raise unknown("slot", name, list(slots))
        kind, index = slots[name]
        card = _take_named(game, card_id)
        if card is None or not inventory.fits_card(game, s, card_id, kind):
            raise SetupError(f"{s.name} cannot start with {card_id!r} in {name}: "
                             + ("no copy is left" if card is None else "the slot does not take it"))
        s.inventory.put(kind, index, card)


def _take_named(game: Game, card_id: str) -> str | None:
    """A copy of `card_id` taken out of the equipment deck (the top-most), the starting pool or
    the bounty weapons, wherever one is left; else one of those the setting sets aside (crypt
    weapons, prototypes, air bottles: its set-up hooks, run later, leave out what survivors hold)."""
    state = game.state
    for pile in (state.equipment.draw_pile[::-1], state.starting_pool, state.bounty):
        card = next((c for c in pile if state.cards[c] == card_id), None)
        if card is not None:
            if not state.equipment.take(card):
                (state.starting_pool if card in state.starting_pool else state.bounty).remove(card)
            return card
    held = {c for s in state.survivors.values() for c in s.inventory.cards()}
    dealt = {*state.equipment.draw_pile, *state.equipment.discard_pile, *state.starting_pool, *state.bounty, *held}
    return next((c for c, cid in state.cards.items() if cid == card_id and c not in dealt), None)


def _stack_decks(game: Game) -> None:
    """Put the mission's named cards on top of the decks, the first named on top; the cards left
    keep their shuffled order below."""
    stacked = game.mission.decks
    if stacked is None:
        return
    state, top = game.state, []
    for card_id in stacked.equipment:
        card = next((c for c in reversed(state.equipment.draw_pile) if state.cards[c] == card_id and c not in top), None)
        if card is None:
            raise SetupError(f"the equipment deck has no copy of {card_id!r} left to put on top")
        top.append(card)
    try:
        game.chance.stack("equipment", top)
        game.chance.stack("zombie", [f"z{n}" for n in stacked.zombie])
    except ValueError as exc:
        raise SetupError(str(exc)) from None


def _give_named(game: Game, s: SurvivorState, card_id: str) -> None:
    """Hand a specific card from the equipment deck (or the starting pool) to a survivor."""
    instance = next((c for c in reversed(game.state.equipment.draw_pile) if game.state.cards[c] == card_id), None)
    if instance is not None:
        game.state.equipment.take(instance)
    else:
        pool = game.state.starting_pool
        instance = next((c for c in pool if game.state.cards[c] == card_id), None)
        if instance is None:
            return
        pool.remove(instance)
    if not inventory.place(game, s, instance):
        game.state.equipment.discard(instance)


def _place_pieces(game: Game) -> None:
    state, board, mission = game.state, game.board, game.mission
    setup_rng = game.chance.fresh("setup")
    tokens: list[ObjectiveToken] = []
    for placement in mission.objectives:
        for _ in range(placement.count):
            tokens.append(ObjectiveToken(f"o{len(tokens) + 1}", board.resolve(placement.zone), placement.color.value, placement.hidden))
    hidden = [t for t in tokens if t.hidden]
    colors = [t.color for t in hidden]
    setup_rng.shuffle(colors)
    for token, color in zip(hidden, colors, strict=True):
        token.color = color
    state.objectives = tokens
    for i, sp in enumerate(mission.spawns):
        active = sp.active if sp.active is not None else sp.kind is not SpawnKind.abomination
        state.spawns.append(SpawnToken(f"s{i + 1}", sp.kind.value, board.resolve(sp.zone), active, number=sp.number))
    for zp in mission.zombies:
        add_zombies(game, board.resolve(zp.zone), zp.type, zp.count)
    noise = mission.noise
    start = board.resolve(mission.start[0]) if game.data.rules.start_noise else ""  # "": no token on the board
    state.noise = {"zone": board.resolve(noise.zone) if noise else start, "level": noise.level.value if noise else "bang"}
    for token in mission.tokens:
        state.tokens.setdefault(token.kind, []).extend([board.resolve(token.zone)] * token.count)
    game.ruleset.run_hooks("setup", game)
    placed_at_setup(game)  # after the hooks: they lay the abomination spawn tokens


def _queue_setup_choices(game: Game) -> None:
    for rule in game.mission.rules:
        if isinstance(rule, SetupGift):
            for gift in rule.cards:
                for _ in range(gift.count):
                    game.state.queue.append({"kind": "gift", "deck": gift.deck, "card": gift.card})
    game.state.queue.append({"kind": "round_start"})
