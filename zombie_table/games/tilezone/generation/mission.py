"""A whole generated mission: the seed splits into a map stream and a placement stream, the recipe
chooses the goal, and the result is an ordinary mission that `validate` checks like any other."""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass

import yaml

from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.content.missions import Difficulty, Mission
from zombie_table.content.tiles import Tile
from zombie_table.games.tilezone.generation.layout import Layout, lay_out
from zombie_table.games.tilezone.generation.placement import Placement, goal_fits, place
from zombie_table.games.tilezone.generation.recipe import Goal, Recipe, recipe_for

SIZES = {"2x2": (2, 2), "3x2": (3, 2), "3x3": (3, 3)}


class GenerationError(ValueError):
    """No mission can be made from these choices (an unknown setting or size, too few tiles)."""


@dataclass(frozen=True)
class Request:
    setting: Setting
    seed: int
    size: str = "2x2"
    difficulty: Difficulty = Difficulty.medium
    allies: tuple[str, ...] = ()  # names of the recipe's allies joining this mission (a run's camp reward)

    @property
    def mission_id(self) -> str:
        return f"{self.setting.value}-g{self.seed}"


def stream(seed: int, name: str) -> random.Random:
    """An independent generator per purpose, so the map of a seed stays the same whatever the
    placement draws (and a map can be replayed with new pieces or new dice)."""
    digest = hashlib.sha256(f"{seed}:{name}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def generate(request: Request, library: Library) -> Mission:
    recipe = recipe_for(request.setting.value)
    if recipe is None:
        raise GenerationError(f"the {request.setting.value} setting has no mission recipe")
    if request.size not in SIZES:
        raise GenerationError(f"unknown size {request.size!r}; one of {', '.join(SIZES)}")
    tiles = [tile for (setting, _), tile in sorted(library.tiles.items()) if setting is request.setting]
    rows, cols = SIZES[request.size]
    layout = lay_out(tiles, rows, cols, stream(request.seed, "map"), _strip(recipe, library, request, cols))
    pieces = stream(request.seed, f"pieces:{request.difficulty.value}")
    goal = pieces.choice([g for g in recipe.goals if goal_fits(layout.board, g)])
    allies = tuple(recipe.ally(name) for name in request.allies)
    placement = place(layout.board, recipe, goal, recipe.levels[request.difficulty], pieces, allies)
    return Mission.model_validate(_fields(request, recipe, goal, layout, placement, pieces))


def _strip(recipe: Recipe, library: Library, request: Request, cols: int) -> tuple[Tile, ...]:
    """The recipe's strip of long tiles for a map this wide, when the map's strip stream draws one."""
    strip = recipe.strip
    if strip is None or cols not in strip.faces or stream(request.seed, "map:strip").random() >= strip.chance:
        return ()
    found = [library.tile(request.setting, face) for face in strip.faces[cols]]
    missing = [face for face, tile in zip(strip.faces[cols], found) if tile is None]
    if missing:
        raise GenerationError(f"the {request.setting.value} recipe's strip needs tiles {', '.join(missing)}")
    return tuple(t for t in found if t is not None)


def _fields(request: Request, recipe: Recipe, goal: Goal, layout: Layout, at: Placement,
            rng: random.Random) -> dict[str, object]:
    rows = layout.rows
    first, second = recipe.title_words
    return {
        "kind": "mission",
        "id": request.mission_id,
        "setting": request.setting.value,
        "title": f"{rng.choice(first)} {rng.choice(second)}",
        "difficulty": request.difficulty.value,
        "duration": 15 * len(rows) * len(rows[0]),
        "briefing": f"{recipe.briefing} (Generated from seed {request.seed}, {request.size}, {request.difficulty.value}.)",
        "objectives_text": goal.text,
        "layout": rows,
        "start": [at.start],
        **({"exit": at.exit} if at.exit else {}),
        "objectives": [{"zone": z, "color": colour, "hidden": recipe.hidden_objectives} for z, colour in at.objectives],
        "spawns": _spawns(recipe, at.spawns),
        "zombies": [{"zone": z, "type": kind} for z, kind in at.zombies],
        **({"noise": {"zone": at.start, "level": "bang"}} if recipe.start_noise else {}),
        "tokens": [{"kind": kind, "zone": z, "count": n} for kind, z, n in at.tokens],
        **({"companions": [{"zone": z, "class": c, "random": True} for z, c in at.companions]} if at.companions else {}),
        "victory": goal.victory,
        "rules": list(recipe.rules),
        **_strip_fields(recipe, layout),
    }


def _strip_fields(recipe: Recipe, layout: Layout) -> dict[str, object]:
    """The mission field the strip's slots make (Frontier: `train`, its line west to east)."""
    if recipe.strip is None or not layout.strip:
        return {}
    return {recipe.strip.line_field: {"line": [[0, c] for c in range(len(layout.rows[0]))], **recipe.strip.fields}}


def _spawns(recipe: Recipe, zones: list[str]) -> list[dict[str, object]]:
    if recipe.spawn_style == "numbered":
        return [{"zone": z, "kind": "numbered", "number": i + 1} for i, z in enumerate(zones)]
    return [{"zone": z, "kind": "starting" if i == 0 else "mobile"} for i, z in enumerate(zones)]


def to_yaml(mission: Mission) -> str:
    """The mission as a content file, headed for editors like the shipped ones."""
    data = mission.model_dump(mode="json", exclude_unset=True, by_alias=True)
    body = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)
    return f"# yaml-language-server: $schema=../../assets/schema/mission.json\n# Generated by `zombie-table generate`.\n{body}"
