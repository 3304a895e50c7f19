"""Cross-reference checks that need more than one file or the assembled map.

Each problem is a ContentError pointing at the line of the field at fault, found by parsing the file
again for its marks: a mission naming a missing tile, tiles that do not fit their slots, zone
references to nowhere, zones, objectives or exits the survivors cannot reach, and zombie types,
cards or classes the setting does not have; a tile opening between zones that do not touch; two
files of one content folder defining the same thing; skill families and card traits the setting's
rules do not implement (its ruleset's declared catalogues).
"""

from __future__ import annotations

import difflib
import re
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path

import yaml
from pydantic import BaseModel

from zombie_table.content.cards import AbominationCard, CardGroup, EquipmentFile, NecromancerCard, ZombieDeckFile
from zombie_table.content.characters import (
    SKILL_REF,
    GuardsFile,
    SettingRules,
    SkillParam,
    SkillsFile,
    Survivor,
    SurvivorsFile,
    ZombiesFile,
    ZombieType,
)
from zombie_table.content.common import Setting, refs
from zombie_table.content.library import Library, LoadedFile
from zombie_table.content.loader import ContentError, ContentLoadError, declared, dotted, parse_yaml, read_content
from zombie_table.content.missions import Mission, SurvivorSetup
from zombie_table.content.tiles import Tile
from zombie_table.games.tilezone import inventory, skills
from zombie_table.games.tilezone.board import Board, BoardError
from zombie_table.games.tilezone.goals import GOALS, LOSSES, SPECIAL_RULES
from zombie_table.games.tilezone.state import TOKEN_KINDS
from zombie_table.games.tilezone.settings import NoRuleset, ruleset_for
from zombie_table.kernel.ruleset import Ruleset

WHAT = {GOALS: "goal", LOSSES: "loss", SPECIAL_RULES: "special rule", TOKEN_KINDS: "token"}

FieldPath = tuple[str | int, ...]


class Where:
    """Turns a field path of one file into a ContentError at that field's line and column."""

    def __init__(self, file: Path | None):
        self.file = str(file) if file else "<unknown file>"
        self.marks: dict[FieldPath, yaml.Mark] = {}
        if file is not None:
            try:
                _, self.marks = parse_yaml(read_content(file), self.file)
            except ContentLoadError:
                self.marks = {}

    def __call__(self, path: FieldPath, message: str) -> ContentError:
        probe = path
        while probe and probe not in self.marks:
            probe = probe[:-1]
        mark = self.marks.get(probe)
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        return ContentError(self.file, line, col, dotted(path), message)


def closest(name: str, names: list[str]) -> str:
    near = difflib.get_close_matches(name, names, n=3, cutoff=0.5)
    return f" (did you mean {', '.join(near)}?)" if near else ""


def _known(name: str, names: list[str]) -> str:
    """Every known name, the closest to `name` first."""
    near = difflib.get_close_matches(name, names, n=3, cutoff=0.5)
    return ", ".join(near + sorted(set(names) - set(near)))


def single_tile_board(tile: Tile, rotation: int = 0) -> Board:
    """A map of one tile alone, turned clockwise by `rotation` degrees."""
    h, w = (tile.width, tile.height) if (rotation // 90) % 2 else (tile.height, tile.width)
    return Board([(tile, rotation, (0, 0))], h, w)


def _setting_part(library: Library, model_type: type[BaseModel], setting: Setting) -> BaseModel | None:
    """The last loaded file of this type for the setting (later content folders override earlier)."""
    found = None
    for loaded in library.files:
        model = loaded.model
        if isinstance(model, model_type):
            owner = model.id if isinstance(model, SettingRules) else getattr(model, "setting", None)
            if owner == setting:
                found = model
    return found


def zombie_types(library: Library, setting: Setting) -> dict[str, ZombieType] | None:
    """The setting's zombie types by id, or None when the setting has no zombies file."""
    zombies = _setting_part(library, ZombiesFile, setting)
    return {z.id: z for z in zombies.types} if isinstance(zombies, ZombiesFile) else None


def class_names(library: Library, setting: Setting) -> dict[str, str]:
    """The setting's survivor classes' display names by id (none when the setting has no rules file)."""
    rules = _setting_part(library, SettingRules, setting)
    return {c.id: c.name for c in rules.classes} if isinstance(rules, SettingRules) else {}


# ---------------------------------------------------------------- missions
def check_mission(mission: Mission, library: Library, file: Path | None = None) -> list[ContentError]:
    """Every cross-reference problem of `mission` (read from `file`, by default its library file)."""
    at = Where(file or library.mission_file(mission.id))
    errors = _missing_tiles(mission, library, at)
    if errors:
        return errors
    try:
        board = Board.from_mission(mission, lambda tile_id: library.tile(mission.setting, tile_id))
    except BoardError as exc:
        return [at(("layout",), str(exc))]
    errors += _zone_refs(mission, library, board, at)
    rules = _setting_part(library, SettingRules, mission.setting)
    errors += _reachability(mission, board, at, rules.ladder_between if isinstance(rules, SettingRules) else [])
    errors += _setting_refs(mission, library, at)
    errors += _kind_refs(mission, at)
    errors += _setup_refs(mission, library, at)
    errors += _team_size(mission, library, at)
    for check in _mission_checks(mission):
        errors += check(mission, library, at)
    return errors


def check_playable(mission: Mission, library: Library) -> list[ContentError]:
    """Everything that must hold before a game of `mission` starts: no broken file of its own, its
    own cross-references and those of its setting's data. `play`, `simulate` and the TUI refuse a
    mission with any."""
    return broken_parts(mission, library) or check_mission(mission, library) + check_setting(library, mission.setting)


def broken_parts(mission: Mission, library: Library) -> list[ContentError]:
    """The errors of files that do not load but say they are part of `mission`'s game — a file of
    this mission, of one of its tiles or of its setting's data: a player's broken copy of a shipped
    file is refused, never quietly played as the shipped one."""
    tiles = {tile_id for _, _, tile_id, _ in mission.slots()}
    parts = {_kind_name(part) for part in SETTING_PARTS}
    setting = mission.setting.value
    errors: list[ContentError] = []
    for broken in library.broken:
        said = declared(broken.path)
        kind, name = said.get("kind"), said.get("id")
        if (kind == _kind_name(Mission) and name == mission.id
                or kind == _kind_name(Tile) and said.get("setting") == setting and name in tiles
                or kind in parts and said.get("setting", name) == setting):
            errors += broken.errors
    return errors


def _kind_name(model: type[BaseModel]) -> str:
    return str(model.model_fields["kind"].annotation.__args__[0])  # type: ignore[union-attr]


def _missing_tiles(mission: Mission, library: Library, at: Where) -> list[ContentError]:
    known = sorted(tile_id for setting, tile_id in library.tiles if setting == mission.setting)
    return [
        at(("layout", r, c), f"tile {tile_id} does not exist in the {mission.setting.value} setting{closest(tile_id, known)}")
        for r, c, tile_id, _ in mission.slots()
        if library.tile(mission.setting, tile_id) is None
    ]


def _zone_refs(mission: Mission, library: Library, board: Board, at: Where) -> list[ContentError]:
    errors = []
    for path, ref in refs(mission, "zone"):  # every ZoneRef field of every rule kind
        tile_id, _, label = ref.partition(":")
        tile = library.tile(mission.setting, tile_id)
        if tile_id not in board.tile_at or tile is None:
            errors.append(at(path, f"zone {ref}: tile {tile_id} is not on this mission's layout"))
        elif label not in tile.zones:
            zones = ", ".join(sorted(tile.zones))
            errors.append(at(path, f"zone {ref}: tile {tile_id} has no zone {label!r} (its zones: {zones})"))
    return errors


def _slot_of(mission: Mission, tile_id: str) -> FieldPath:
    return next(("layout", r, c) for r, c, slot_tile, _ in mission.slots() if slot_tile == tile_id)


def _reached(board: Board, starts: list[str], ladders: list) -> set[str]:
    """Zones the survivors can get to from the starts, doors opened, and through a wall where a rope
    ladder may be laid between zones of the setting's `ladder_between` kinds."""
    reach: set[str] = set()
    todo = list(starts)
    while todo:
        reach |= set().union(*(board.door_blind_distance[z] for z in todo))
        todo = sorted({n for z in reach for n in board.touching.get(z, ()) if n not in reach and len(ladders) == 2
                       and {board.zones[z].kind, board.zones[n].kind} == set(ladders)})
    return reach


def _reachability(mission: Mission, board: Board, at: Where, ladders: list) -> list[ContentError]:
    def resolve(ref: str) -> str | None:
        try:
            return board.resolve(ref)
        except KeyError:
            return None

    starts = [z for z in map(resolve, mission.start) if z is not None]
    if not starts:
        return []
    reach = _reached(board, starts, ladders)
    errors, reported = [], set()
    targets: list[tuple[FieldPath, str, str]] = [(("exit",), mission.exit, "exit")] if mission.exit else []
    targets += [(("objectives", i, "zone"), o.zone, "objective") for i, o in enumerate(mission.objectives)]
    for path, ref, what in targets:
        zid = resolve(ref)
        if zid is not None and zid not in reach:
            reported.add(zid)
            errors.append(at(path, f"the {what} in {ref} cannot be reached from the starting zone(s)"))
    for zid in sorted(set(board.zones) - reach - reported):
        errors.append(at(_slot_of(mission, board.zones[zid].tile),
                         f"zone {board.display_names[zid]} cannot be reached from the starting zone(s)"))
    return errors


def _team_size(mission: Mission, library: Library, at: Where) -> list[ContentError]:
    rules = _setting_part(library, SettingRules, mission.setting)
    if not isinstance(rules, SettingRules) or mission.survivors[1] <= rules.largest_team:
        return []
    return [at(("survivors",), f"the {mission.setting.value} setting takes at most {rules.largest_team} survivors "
                               f"(its rules for bigger teams are not implemented), not {mission.survivors[1]}")]


def _setting_refs(mission: Mission, library: Library, at: Where) -> list[ContentError]:
    """Every card, survivor class, survivor, card trait and zombie type any field of the mission names
    (the `Ref` marks of `content/missions.py`) that the setting's files do not have (when it has them)."""
    where = f"in the {mission.setting.value} setting"
    errors = []
    for kind, (noun, known) in _setting_ids(mission, library).items():
        if known is None:
            continue
        names = sorted(known)
        errors += [at(path, f"unknown {noun} {name!r} {where}{closest(name, names)}")
                   for path, name in refs(mission, kind) if name not in known]
    return errors


def _setting_ids(mission: Mission, library: Library) -> dict[str, tuple[str, set[str] | None]]:
    """Per reference kind: what the messages call it, and the setting's ids of it (None: no such file)."""
    setting = mission.setting
    equipment = _setting_part(library, EquipmentFile, setting)
    rules = _setting_part(library, SettingRules, setting)
    survivors = _setting_part(library, SurvivorsFile, setting)
    types = zombie_types(library, setting)
    cards = equipment.cards if isinstance(equipment, EquipmentFile) else None
    return {
        "card": ("card", None if cards is None else {c.id for c in cards}),
        "trait": ("card trait", None if cards is None else {t for c in cards for t in c.traits}),
        "class": ("survivor class", {c.id for c in rules.classes} if isinstance(rules, SettingRules) else None),
        "survivor": ("survivor", {s.id for s in survivors.survivors} if isinstance(survivors, SurvivorsFile) else None),
        "zombie_type": ("zombie type", None if types is None else set(types)),
    }


def _setup_refs(mission: Mission, library: Library, at: Where) -> list[ContentError]:
    """What the survivors' set-ups and the stacked decks name that the setting lacks: survivors,
    slots, cards (and more copies than the setting has), skills, too many wounds, zombie cards."""
    if not mission.survivor_setup and mission.decks is None:
        return []
    check = _SetupCheck(mission, library, at)
    for i, setup in enumerate(mission.survivor_setup):
        check.survivor(("survivor_setup", i), setup)
    if mission.decks is not None:
        check.equipment_stack(mission.decks.equipment)
        check.zombie_stack(mission.decks.zombie)
    check.copies()
    return check.errors


class _SetupCheck:
    """The setting's files a scenario set-up is checked against (each part only when the setting
    has it), the problems found, and where each card copy is set up (to count them)."""

    def __init__(self, mission: Mission, library: Library, at: Where):
        self.mission, self.at = mission, at
        self.where = f"in the {mission.setting.value} setting"
        survivors = _setting_part(library, SurvivorsFile, mission.setting)
        equipment = _setting_part(library, EquipmentFile, mission.setting)
        rules = _setting_part(library, SettingRules, mission.setting)
        deck = _setting_part(library, ZombieDeckFile, mission.setting)
        self.survivors = {s.id: s for s in survivors.survivors} if isinstance(survivors, SurvivorsFile) else None
        self.cards = {c.id: c for c in equipment.cards} if isinstance(equipment, EquipmentFile) else None
        self.rules = rules if isinstance(rules, SettingRules) else None
        self.numbers = sorted(c.number for c in deck.cards) if isinstance(deck, ZombieDeckFile) else None
        self.errors: list[ContentError] = []
        self.used: dict[str, list[FieldPath]] = defaultdict(list)  # card -> where each copy is set up

    def say(self, path: FieldPath, message: str) -> None:
        self.errors.append(self.at(path, message))

    def survivor(self, path: FieldPath, setup: SurvivorSetup) -> None:
        spec = self.survivors.get(setup.survivor) if self.survivors is not None else None  # unknown: `_setting_refs`
        for slot, card in (setup.cards or {}).items():
            self.slot((*path, "cards", slot), spec, slot, card)
        self.errors += _setup_skills(self.mission, setup.skills, (*path, "skills"), self.at)
        if spec is not None and self.rules is not None:
            health = skills.starting_health(self.rules, spec)
            if setup.wounds >= health:
                self.say((*path, "wounds"), f"{setup.wounds} wounds kill {spec.name} (health {health})")

    def slot(self, path: FieldPath, spec: Survivor | None, slot: str, card: str) -> None:
        slots = inventory.slot_names(self.rules.inventory) if self.rules is not None else None
        if slots is not None and slot not in slots:
            self.say(path, f"no slot {slot!r} {self.where}; its slots: {_known(slot, list(slots))}")
        elif self.cards is not None and card not in self.cards:
            return  # an unknown card: `_setting_refs` says so
        elif self.cards is not None and spec is not None and slots is not None and self.rules is not None \
                and not inventory.card_fits(self.cards[card], spec, self.rules, slots[slot][0]):
            kind = slots[slot][0]
            takes = f"takes a {spec.favourite} weapon" if kind == "favourite" else "does not take it"
            self.say(path, f"{spec.name}'s {kind} slot {takes}, not {card!r}")
        else:
            self.used[card].append(path)

    def equipment_stack(self, stacked: list[str]) -> None:
        cards = self.cards
        if cards is None:
            return
        for j, card in enumerate(stacked):
            path = ("decks", "equipment", j)
            if card not in cards:
                continue  # `_setting_refs` says so
            if cards[card].group is not CardGroup.classic:
                self.say(path, f"{card!r} is a {cards[card].group.value} card, not one of the equipment deck")
            else:
                self.used[card].append(path)

    def zombie_stack(self, stacked: list[int]) -> None:
        if self.numbers is None:
            return
        for j, number in enumerate(stacked):
            if number not in self.numbers:
                self.say(("decks", "zombie", j), f"no zombie card number {number} {self.where}; "
                                                 f"its numbers: {', '.join(map(str, self.numbers))}")
        twice = sorted({n for n in stacked if stacked.count(n) > 1})
        if twice:
            self.say(("decks", "zombie"), f"zombie card {twice[0]} is stacked twice (there is one of each)")

    def copies(self) -> None:
        """More copies of a card than the setting has, reported where the copies run out."""
        for card, paths in self.used.items():
            count = self.cards[card].count if self.cards is not None else len(paths)
            if len(paths) > count:
                self.say(paths[count], f"{len(paths)} copies of {card!r} are set up, but the setting has {count}")


def _setup_skills(mission: Mission, refs: list[str], path: FieldPath, at: Where) -> list[ContentError]:
    ruleset = _rules_of(mission.setting.value, at)
    if not isinstance(ruleset, Ruleset):
        return []
    families = skills.families(ruleset)
    return [e for j, ref in enumerate(refs) for e in _skill_ref(ref, families, (*path, j), at)]


def _rules_of(setting: str, at: "Where") -> Ruleset | list[ContentError]:
    """The setting's ruleset, or what to report instead: nothing for a setting without rules, the
    reason when its rules cannot be built (a kind registered twice, a kind missing its text…)."""
    try:
        return ruleset_for(setting)
    except NoRuleset:
        return []
    except Exception as exc:  # any failure building the setting's rules: say so, never hide it
        return [at(("setting",), f"the {setting} rules cannot be built: {type(exc).__name__}: {exc}")]


MISSION_CHECKS = "mission_checks"
"""A setting's own cross-checks of its missions: name -> check(mission, library, at) -> errors."""


def _mission_checks(mission: Mission) -> list:
    try:
        return list(ruleset_for(mission.setting.value).kinds[MISSION_CHECKS].values())
    except Exception:  # no rules, or rules that cannot be built: `_kind_refs` says which
        return []


def _kind_refs(mission: Mission, at: Where) -> list[ContentError]:
    """Goal, loss, special-rule and token kinds the setting's ruleset does not register (when it has rules)."""
    ruleset = _rules_of(mission.setting.value, at)
    if not isinstance(ruleset, Ruleset):
        return ruleset
    used = [(("victory", i, j, "kind"), GOALS, goal.kind)
            for i, stage in enumerate(mission.victory) for j, goal in enumerate(stage)]
    used += [(("defeat", i, "kind"), LOSSES, loss.kind) for i, loss in enumerate(mission.defeat)]
    used += [(("rules", i, "kind"), SPECIAL_RULES, rule.kind) for i, rule in enumerate(mission.rules)]
    used += [(("tokens", i, "kind"), TOKEN_KINDS, token.kind) for i, token in enumerate(mission.tokens)]
    where = f"in the {mission.setting.value} rules"
    return [
        at(path, f"{WHAT[catalogue]} kind {name!r} is not known {where}"
                 f"{closest(name, sorted(ruleset.kinds[catalogue]))}")
        for path, catalogue, name in used
        if name not in ruleset.kinds[catalogue]
    ]


# ---------------------------------------------------------------- tiles and folders
def check_tile(tile: Tile, file: Path, library: Library | None = None) -> list[ContentError]:
    """Openings and doors that do not join neighbouring cells, each at its own line; with the
    library, a `flip` naming no other face of this tile."""
    at = Where(file)
    errors = []
    if library is not None and tile.flip is not None:
        number = re.match(r"\d+", tile.id).group()  # type: ignore[union-attr]
        if re.match(r"\d+", tile.flip) is None or re.match(r"\d+", tile.flip).group() != number or tile.flip == tile.id:  # type: ignore[union-attr]
            errors.append(at(("flip",), f"flip {tile.flip!r} is not the other face of tile {tile.id} (e.g. {number}V for {number}R)"))
        elif library.tile(tile.setting, tile.flip) is None:
            errors.append(at(("flip",), f"flip: tile {tile.flip} does not exist in the {tile.setting.value} setting"))
    for name in ("openings", "doors"):
        for i, text in enumerate(getattr(tile, name)):
            alone = tile.model_copy(update={"openings": [], "doors": [], name: [text]})
            try:
                single_tile_board(alone)
            except BoardError as exc:
                errors.append(at((name, i), str(exc)))
    return errors


def _identity(model: BaseModel) -> tuple[tuple[str, ...], FieldPath, str] | None:
    """What a file defines (two files of one folder must not define the same), its field, and a name."""
    if isinstance(model, Tile):
        return ("tile", model.setting.value, model.id), ("id",), f"tile {model.id} of {model.setting.value}"
    if isinstance(model, Mission):
        return ("mission", model.id), ("id",), f"mission {model.id}"
    if isinstance(model, SettingRules):
        return ("setting", model.id.value), ("id",), f"the {model.id.value} setting file"
    setting = getattr(model, "setting", None)
    kind = getattr(model, "kind", None)
    if isinstance(setting, Setting) and isinstance(kind, str):
        return (kind, setting.value), ("setting",), f"the {setting.value} {kind} file"
    return None


def check_duplicates(files: list[LoadedFile]) -> list[ContentError]:
    """Two files from one source (shipped, user, extra) defining the same tile, mission or deck."""
    first: dict[tuple[str, ...], LoadedFile] = {}
    errors = []
    for loaded in files:
        identity = _identity(loaded.model) if loaded.model is not None else None
        if identity is None:
            continue
        key, path, name = identity
        key = (loaded.source, *key)
        if key in first:
            errors.append(Where(loaded.path)(path, f"{name} is also defined in {first[key].path}; only one can be used"))
        else:
            first[key] = loaded
    return errors


# ---------------------------------------------------------------- skill families and card traits
def check_vocabulary(model: BaseModel, file: Path | None) -> list[ContentError]:
    """Skill families and card traits that the rules of the file's setting do not implement (its
    ruleset's declarations), and skills written with a parameter their family does not take or
    without one it needs: in a skills catalogue, survivors' skill trees, class abilities, machine
    skills and equipment traits. A setting without rules has nothing to check against."""
    setting = model.id if isinstance(model, SettingRules) else getattr(model, "setting", None)
    if not isinstance(setting, Setting) or not isinstance(model, (SkillsFile, SurvivorsFile, SettingRules, EquipmentFile, GuardsFile)):
        return []
    at = Where(file)
    ruleset = _rules_of(setting.value, at)
    if not isinstance(ruleset, Ruleset):
        return ruleset
    families, traits = skills.families(ruleset), skills.traits(ruleset)
    if isinstance(model, SkillsFile):
        return [e for i, f in enumerate(model.skills) for e in _catalogue_entry(f.id, f.param, families, ("skills", i), at)] + [
            e for i, f in enumerate(model.skills) for j, param in enumerate(f.any_skill_params)
            for e in _offered(f"{f.id}:{param}", families, ("skills", i, "any_skill_params", j), at)]
    refs: list[tuple[FieldPath, str]] = []
    if isinstance(model, EquipmentFile):
        known = sorted(traits)
        refs = [(("cards", i, "skills", j), ref) for i, card in enumerate(model.cards) for j, ref in enumerate(card.skills)]
        return [
            at(("cards", i, "traits", j), f"unknown card trait {t!r}; known: {_known(t, known)}")
            for i, card in enumerate(model.cards)
            for j, t in enumerate(card.traits)
            if t not in traits
        ] + [e for path, ref in refs for e in _skill_ref(ref, families, path, at)]
    if isinstance(model, GuardsFile):
        refs = [(("skill_cards", i, "skill"), c.skill) for i, c in enumerate(model.skill_cards)]
    if isinstance(model, SurvivorsFile):
        refs = [(("survivors", i, "skills", level, j), ref)
                for i, survivor in enumerate(model.survivors)
                for level in ("blue", "yellow", "orange", "red")
                for j, ref in enumerate(survivor.skills.level(level))]
    elif isinstance(model, SettingRules):
        refs = [(("classes", i, "abilities", j), ref) for i, c in enumerate(model.classes) for j, ref in enumerate(c.abilities)]
        refs += [(("machines", m, "skills", j), ref) for m, machine in model.machines.items() for j, ref in enumerate(machine.skills)]
        return _loss_kinds(model, ruleset, at) + [e for path, ref in refs for e in _skill_ref(ref, families, path, at)]
    return [e for path, ref in refs for e in _skill_ref(ref, families, path, at)]


def _loss_kinds(model: SettingRules, ruleset: Ruleset, at: Where) -> list[ContentError]:
    """The setting's standard losses must be kinds its rules register."""
    known = sorted(ruleset.kinds[LOSSES])
    return [at(("losses", i, "kind"), f"loss kind {loss.kind!r} is not known in the {model.id.value} rules{closest(loss.kind, known)}")
            for i, loss in enumerate(model.losses) if loss.kind not in ruleset.kinds[LOSSES]]


def _catalogue_entry(family: str, param: SkillParam, families: dict[str, skills.Family], path: FieldPath, at: Where) -> list[ContentError]:
    declared = families.get(family)
    if declared is None:
        return [at((*path, "id"), f"unknown skill family {family!r}; known: {_known(family, sorted(families))}")]
    if declared.param is not param:
        return [at((*path, "param"), f"skill family {family!r} takes {_param_words(declared.param)}, not {_param_words(param)}")]
    return []


def _skill_ref(ref: str, families: dict[str, skills.Family], path: FieldPath, at: Where) -> list[ContentError]:
    family, param = skills.split(ref)
    declared = families.get(family)
    if declared is None:
        return [at(path, f"unknown skill family {family!r}; known: {_known(family, sorted(families))}")]
    if declared.param is SkillParam.none and param is not None:
        return [at(path, f"skill {ref!r}: family {family!r} takes no parameter")]
    if declared.param is not SkillParam.none and param is None:
        return [at(path, f"skill {ref!r}: family {family!r} needs {_param_words(declared.param)} ('{family}:…')")]
    if declared.param is SkillParam.number and not (param or "").isdigit():
        return [at(path, f"skill {ref!r}: family {family!r} needs a whole number, not {param!r}")]
    if declared.names is not None and skills.split(param or "")[0] not in declared.names:
        return [at(path, f"skill {ref!r}: family {family!r} names only one of {', '.join(sorted(declared.names))}")]
    return []


def _offered(ref: str, families: dict[str, skills.Family], path: FieldPath, at: Where) -> list[ContentError]:
    """A skill "any skill" offers: the skill it names when its family takes one, then the whole reference."""
    family, param = skills.split(ref)
    declared = families.get(family)
    named = _skill_ref(param, families, path, at) if declared is not None and declared.param is SkillParam.skill and param else []
    return named or _skill_ref(ref, families, path, at)


def _param_words(param: SkillParam) -> str:
    return "no parameter" if param is SkillParam.none else f"a parameter ({param.value})"


# ---------------------------------------------------------------- a setting's own files
SETTING_PARTS: tuple[type[BaseModel], ...] = (SettingRules, EquipmentFile, ZombieDeckFile, ZombiesFile, SurvivorsFile, SkillsFile, GuardsFile)


def _setting_files(library: Library, setting: Setting) -> dict[type[BaseModel], LoadedFile]:
    """The file of each part the library plays the setting with (the last loaded, as `Library.settings`)."""
    found: dict[type[BaseModel], LoadedFile] = {}
    for loaded in library.files:
        for part in SETTING_PARTS:
            if isinstance(loaded.model, part):
                owner = loaded.model.id if isinstance(loaded.model, SettingRules) else getattr(loaded.model, "setting", None)
                if owner == setting:
                    found[part] = loaded
    return found


def check_setting(library: Library, setting: Setting) -> list[ContentError]:
    """Cross-references among the files the library plays `setting` with."""
    errors: list[ContentError] = []
    for loaded in _setting_files(library, setting).values():
        errors += check_setting_file(loaded, library)
    return errors


def check_setting_file(loaded: LoadedFile, library: Library) -> list[ContentError]:
    """What one setting file names that its setting's rules do not implement (`check_vocabulary`)
    or its other files lack (`_setting_file_refs`), once per field: a skill the rules lack is also
    one the skill catalogue lacks, and the rules' words say it more precisely."""
    if loaded.model is None:
        return []
    seen: set[tuple[int, int]] = set()
    out = []
    for e in check_vocabulary(loaded.model, loaded.path) + _setting_file_refs(loaded, library):
        if (e.line, e.col) not in seen:
            seen.add((e.line, e.col))
            out.append(e)
    return out


def _setting_file_refs(loaded: LoadedFile, library: Library) -> list[ContentError]:
    """Zombie types, skills, classes, cards, weapon kinds and ammunition one setting file names that
    its setting lacks (each checked only when the setting has the file that defines them)."""
    model = loaded.model
    if not isinstance(model, SETTING_PARTS):
        return []
    setting = model.id if isinstance(model, SettingRules) else model.setting  # type: ignore[attr-defined]
    files = _setting_files(library, setting)
    at = Where(loaded.path)
    names: dict[str, list[str] | None] = {"zombie type": None, "skill": None, "card": None, "survivor class": None,
                                          "weapon kind": None, "ammunition": None}
    if ZombiesFile in files:
        names["zombie type"] = sorted(z.id for z in files[ZombiesFile].model.types)  # type: ignore[union-attr]
    if SkillsFile in files:
        names["skill"] = sorted(k.id for k in files[SkillsFile].model.skills)  # type: ignore[union-attr]
    if EquipmentFile in files:
        names["card"] = sorted(c.id for c in files[EquipmentFile].model.cards)  # type: ignore[union-attr]
    if SettingRules in files:
        rules = files[SettingRules].model
        names["survivor class"] = sorted(c.id for c in rules.classes)  # type: ignore[union-attr]
        names["weapon kind"] = sorted({*rules.weapon_kinds, "any"})  # type: ignore[union-attr]  ("any": a favourite slot for all)
        names["ammunition"] = sorted(rules.ammo)  # type: ignore[union-attr]
    errors = []
    for what, path, name in _setting_names(model):
        if what == "skill":
            m = SKILL_REF.match(name)
            name = m["family"] if m else name
        known = names[what]
        if known is not None and name not in known:
            errors.append(at(path, f"unknown {what} {name!r} in the {setting.value} setting{closest(name, known)}"))
    if isinstance(model, ZombieDeckFile) and any(isinstance(c, AbominationCard) for c in model.cards) and not model.abominations:
        errors.append(at(("abominations",), "the deck has abomination cards but no abominations"))
    if isinstance(model, ZombieDeckFile) and ZombiesFile in files and any(isinstance(c, NecromancerCard) for c in model.cards) \
            and not any(z.necromancer for z in files[ZombiesFile].model.types):  # type: ignore[union-attr]
        first = next(i for i, c in enumerate(model.cards) if isinstance(c, NecromancerCard))
        errors.append(at(("cards", first), f"the deck has necromancer cards but the {setting.value} zombies file has no "
                                           "zombie type marked necromancer"))
    return errors


def _setting_names(model: BaseModel) -> Iterator[tuple[str, FieldPath, str]]:
    """(what, field path, name) for every cross-reference a setting file makes."""
    if isinstance(model, ZombieDeckFile):
        for i, card in enumerate(model.cards):
            if getattr(card, "type", None) is not None:
                yield "zombie type", ("cards", i, "type"), card.type  # type: ignore[union-attr]
        for i, profile in enumerate(model.abominations):
            yield "zombie type", ("abominations", i, "type"), profile.type
            if profile.summons is not None:
                yield "zombie type", ("abominations", i, "summons", "type"), profile.summons.type
    elif isinstance(model, SurvivorsFile):
        for i, survivor in enumerate(model.survivors):
            yield "survivor class", ("survivors", i, "class"), survivor.survivor_class
            yield "weapon kind", ("survivors", i, "favourite"), survivor.favourite
            for level in ("blue", "yellow", "orange", "red"):
                for j, ref in enumerate(survivor.skills.level(level)):
                    yield "skill", ("survivors", i, "skills", level, j), ref
            for j, card in enumerate(survivor.starts_with):
                yield "card", ("survivors", i, "starts_with", j), card
    elif isinstance(model, EquipmentFile):
        for i, card in enumerate(model.cards):
            if card.feat is not None and card.feat.zombie_type is not None:
                yield "zombie type", ("cards", i, "feat", "zombie_type"), card.feat.zombie_type
            if card.feat is not None and card.feat.weapon_kind is not None:
                yield "weapon kind", ("cards", i, "feat", "weapon_kind"), card.feat.weapon_kind
            if card.kind is not None:
                yield "weapon kind", ("cards", i, "kind"), card.kind
            if card.ammo is not None:
                yield "ammunition", ("cards", i, "ammo"), card.ammo
    elif isinstance(model, SettingRules):
        for slot, card in model.starting_equipment.items():
            yield "card", ("starting_equipment", slot), card
            yield "weapon kind", ("starting_equipment", slot), slot
        for i, cls in enumerate(model.classes):
            for j, ref in enumerate(cls.abilities):
                yield "skill", ("classes", i, "abilities", j), ref
        for name, machine in model.machines.items():
            for j, ref in enumerate(machine.skills):
                yield "skill", ("machines", name, "skills", j), ref
        for slot, kinds in model.favourite_takes.items():
            yield "weapon kind", ("favourite_takes", slot), slot
            for j, kind in enumerate(kinds):
                yield "weapon kind", ("favourite_takes", slot, j), kind
