"""Skill queries. A skill is a reference 'family' or 'family:param'; each family's effect lives
with the rule it changes (combat, movement, search…) and asks these helpers whether it applies.

Each family is declared once, beside the rule that reads it: `SKILLS = declare(SKILL_FAMILIES,
{"name": Family("what it does", "param kind")})`; card traits likewise in `CARD_TRAITS` (name ->
one line). A setting's ruleset collects the declarations of the modules it includes, and
`zombie-table validate` rejects a family or trait in content that its ruleset does not declare.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from zombie_table.content.characters import SkillParam
from zombie_table.kernel.ruleset import Ruleset, declare

if TYPE_CHECKING:
    from collections.abc import Iterable

    from zombie_table.content.characters import SettingRules, Survivor
    from zombie_table.content.library import SettingData
    from zombie_table.games.tilezone.game import Game
    from zombie_table.games.tilezone.state import SurvivorState


SKILL_FAMILIES = "skill_families"
"""The ruleset catalogue of implemented skill families: name -> Family."""
CARD_TRAITS = "card_traits"
"""The ruleset catalogue of implemented card traits: name -> a one-line description."""


@dataclass(frozen=True)
class Family:
    """A skill family some rule implements: what it does, in one line, and what its parameter
    names (`none`: written bare, 'family'; else 'family:param' with a param of that kind)."""

    text: str
    param: SkillParam = SkillParam.none
    at_setup: bool = False
    """The skill acts only when the game is set up (nothing to gain later, as with Ultrared)."""
    names: frozenset[str] | None = None
    """For a family whose parameter is a skill: the families it may name (None: any)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "param", SkillParam(self.param))


def families(ruleset: Ruleset) -> dict[str, Family]:
    """The skill families a ruleset implements, by name."""
    return ruleset.kinds.get(SKILL_FAMILIES, {})


def traits(ruleset: Ruleset) -> dict[str, str]:
    """The card traits a ruleset implements, by name, with what each does."""
    return ruleset.kinds.get(CARD_TRAITS, {})


SKILLS = declare(SKILL_FAMILIES, {
    "class": Family("The survivor also belongs to the named class and gains its abilities.", "skill"),
})


BROTHERS = "brothers"
SHARED = {BROTHERS: Family("While it shares its zone with another survivor, everyone there, itself too, has the named skill.", "skill")}
"""Brothers in Arms, read by `table` for every setting; declared by the settings whose survivors have it."""


BASE_HEALTH = {"base_health": Family("Starts the game with the named health (armour points), its base from then on.", "number", at_setup=True)}
"""Starts with X Armour (invader §11), read by `starting_health`; declared by the settings whose
survivors have it. A starting skill: gained later it does nothing."""


def starting_health(rules: "SettingRules", survivor: "Survivor") -> int:
    """A survivor's health when the game starts: the setting's, with its class's bonus, unless
    its starting (Blue) skills name their own (`base_health:X`), which is then its base."""
    named = [int(p) for f, p in map(split, survivor.skills.blue) if f == "base_health" and p and p.isdigit()]
    if named:
        return max(named)
    return rules.health + next((c.health_bonus for c in rules.classes if c.id == survivor.survivor_class), 0)


STARTING_XP = "starting_xp"
STARTS_XP = {STARTING_XP: Family("Begins the game with the named experience (AP).", SkillParam.number, at_setup=True)}
"""Starts with 2 AP (white-death §11), read by `starting_xp`; declared by the settings whose survivors
have it. A starting skill: gained later it does nothing."""


def starting_xp(blue: "Iterable[str]") -> int:
    """The experience a survivor starts with: what its starting (Blue) skills name, else none."""
    return sum(int(p) for f, p in map(split, blue) if f == STARTING_XP and p and p.isdigit())


def split(ref: str) -> tuple[str, str | None]:
    family, _, param = ref.partition(":")
    return family, param or None


def classes(game: "Game", s: "SurvivorState") -> set[str]:
    """The survivor's classes: its own, those granted by skills, and its companions'."""
    out = set(s.classes)
    out.update(p for f, p in map(split, s.skills) if f == "class" and p)
    for other in game.state.survivors.values():
        if other.companion_of == s.id and other.alive:
            out.update(other.classes)
    return out


def abilities(game: "Game", s: "SurvivorState") -> list[str]:
    """Every skill reference in effect: the survivor's own plus its classes' abilities."""
    return [ref for ref, _, _ in table(game, s).parsed]


class Abilities:
    """A survivor's abilities in effect, parsed once: (ref, family, param) in order, and
    family -> params for the queries asked dozens of times per decision."""

    __slots__ = ("parsed", "refs", "by_family")

    def __init__(self, parsed: list[tuple[str, str, str | None]]):
        self.parsed = parsed
        self.refs = [(f, p) for _, f, p in parsed]
        self.by_family: dict[str, list[str | None]] = {}
        for _, f, p in parsed:
            self.by_family.setdefault(f, []).append(p)


def table(game: "Game", s: "SurvivorState") -> Abilities:
    """The survivor's abilities, kept by the game while its roster is unchanged (`Game.families`).
    Equal sets of abilities share one table, so a fact remembered by its table (`Game.remember`)
    outlives a teammate's new skill."""
    found = game.families.get(s.id)
    if found is None:
        refs = list(s.skills)
        mine = classes(game, s)
        for cls in game.data.rules.classes:
            if cls.id in mine:
                refs.extend(cls.abilities)
        refs.extend(_shared(game, s, refs))
        parsed = tuple((ref, *split(ref)) for ref in refs)
        found = game.ability_sets.get(parsed)
        if found is None:
            found = game.ability_sets[parsed] = Abilities(list(parsed))
        game.families[s.id] = found
    return found


def _shared(game: "Game", s: "SurvivorState", own: list[str]) -> list[str]:
    """The skills Brothers in Arms gives the survivor: those its zone's survivors (itself among
    them) share, while two or more stand there. Only their own skills are read, so one shared skill
    never shares another."""
    if not s.on_board:
        return []
    mates = game.state.survivors_in(s.zone)
    if len(mates) < 2:
        return []
    out: list[str] = []
    for mate in mates:
        for ref in mate.skills:
            family, param = split(ref)
            if family == BROTHERS and param and param not in own and param not in out:
                out.append(param)
    return out


def bonded(survivors: "Iterable[SurvivorState]") -> bool:
    """Whether anyone has Brothers in Arms: then who stands with whom changes abilities."""
    return any(ref.startswith(BROTHERS + ":") for s in survivors for ref in s.skills)


def regroup(game: "Game") -> None:
    """A survivor stepped: with Brothers in Arms about, who stands with whom changed, so the
    abilities are worked out again at once (the game's roster check comes only before the next
    choice)."""
    if bonded(game.state.survivors.values()):
        game.invalidate()


def families_and_params(game: "Game", s: "SurvivorState") -> list[tuple[str, str | None]]:
    """(family, param) of every ability in effect, in order."""
    return table(game, s).refs


def count(game: "Game", s: "SurvivorState", family: str, *params: str | None) -> int:
    """How many of the survivor's skills are `family` with any of `params` (or any param if none given)."""
    found = (game.families.get(s.id) or table(game, s)).by_family.get(family, ())
    if not params:
        return len(found)
    n = 0
    for p in found:
        if p in params:
            n += 1
    return n


def has(game: "Game", s: "SurvivorState", family: str, *params: str | None) -> bool:
    found = (game.families.get(s.id) or table(game, s)).by_family.get(family)
    if not found:
        return False
    if not params:
        return True
    for p in found:  # a loop, not any(…): a generator here would make `params` a closure cell per call
        if p in params:
            return True
    return False


_PARAM_WORDS = {
    "plus_die": "+1 die", "plus_damage": "+1 damage", "plus_to_roll": "+1 to dice rolls", "plus_zone": "+1 zone",
    "plus_range": "+1 max range", "free_reload": "+1 free reload", "free_combat": "+1 free combat action",
    "reroll": "re-roll", "reaper": "reaper",
}


def _param_label(data: "SettingData", param: str | None) -> str:
    """A skill parameter as players read it: a card's, a class's or a machine's display name, a bonus's words."""
    if param in data.cards:
        return data.cards[param].name
    if param in data.rules.machines:
        return data.rules.machines[param].name
    classes = {c.id: c.name for c in data.rules.classes}
    if param in classes:
        return classes[param]
    return _PARAM_WORDS.get(param or "", (param or "").replace("_", " "))


def _whole_skill(data: "SettingData", ref: str) -> bool:
    """Whether `ref` is a skill reference as a survivor would have it: with its parameter, or of a
    family written bare (a bonus's name such as plus_die, or a class, is not)."""
    if ":" in ref:
        return True
    return any(skill.id == ref and skill.param.value == "none" for skill in data.skills.skills)


def label(data: "SettingData", ref: str) -> str:
    """A skill reference as players read it, e.g. 'plus_die:ranged' -> '+1 die: ranged'."""
    return label_and_text(data, ref)[0]


def label_and_text(data: "SettingData", ref: str) -> tuple[str, str]:
    """A skill reference's display name and its rules text, the parameter named as players read it."""
    family, param = split(ref)
    for skill in data.skills.skills:
        if skill.id == family and param in skill.names:
            return skill.names[param], skill.text.replace("{param}", _param_label(data, param))
        if skill.id == family:
            # a skill naming another skill in full (guards:plus_die:ranged, brothers:tough) shows that one's name
            shown = label(data, param) if param and _whole_skill(data, param) else _param_label(data, param)
            return skill.name.replace("{param}", shown), skill.text.replace("{param}", shown)
    return ref, ""


def name(game: "Game", ref: str) -> str:
    return label(game.data, ref)


def reach(data: "SettingData", family: str) -> int | None:
    """How far in sight a spawn sets off a skill that reacts to spawns (its catalogue's `reach`;
    None: anywhere in sight)."""
    return next((skill.reach for skill in data.skills.skills if skill.id == family), None)


def card_reaction(family: str, s: "SurvivorState") -> str:
    """The mark of a once-per-card reaction used (`GameState.card_reactions`)."""
    return f"{family}:{s.id}"
