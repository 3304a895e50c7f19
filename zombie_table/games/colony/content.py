"""Colony's content, loaded and cross-checked: the board, survivors, items, objectives, crises and
crossroads (`assets/colony/`). What one file cannot check (an item in a deck no place has, a
crisis asking for a category the board lacks) is checked here, with the line."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from zombie_table.games.colony.schema import (COLONY, ColonyBoard, ColonyCrises, ColonyCrossroads, ColonyItems,
                                         ColonyObjectives, ColonySurvivors, Crisis, Crossroads, Item, MainObjective,
                                         Place, SecretObjective, Survivor)
from zombie_table.content.folder import Checks, GameFolder

FILES = {"board": ColonyBoard, "survivors": ColonySurvivors, "items": ColonyItems, "objectives": ColonyObjectives,
         "crises": ColonyCrises, "crossroads": ColonyCrossroads}
STARTING = "starting"
LEAST = {"survivors": 30, "main": 6, "crossroads": 60, "crises": 12}  # the floor for each kind of card


@dataclass(frozen=True)
class Content:
    """Everything a Colony game reads; never changes during play."""

    board: ColonyBoard
    survivors_file: ColonySurvivors
    items_file: ColonyItems
    objectives: ColonyObjectives
    crises_file: ColonyCrises
    crossroads_file: ColonyCrossroads
    folder: Path = field(default=Path("."))

    @cached_property
    def places(self) -> dict[str, Place]:
        return {p.id: p for p in self.board.places}

    @cached_property
    def outside(self) -> list[str]:
        return [p.id for p in self.board.places if p.id != COLONY]

    @cached_property
    def survivors(self) -> dict[str, Survivor]:
        return {s.id: s for s in self.survivors_file.survivors}

    @cached_property
    def items(self) -> dict[str, Item]:
        return {i.id: i for i in self.items_file.items}

    def item(self, card: str) -> Item:
        """The item a card instance shows (copies are `id.2`, `id.3`…)."""
        return self.items[card.split(".", 1)[0]]

    def cards_of(self, deck: str, cooperative: bool = False) -> list[str]:
        """Every card instance of one deck (a location's or the starting items)."""
        out = []
        for item in self.items_file.items:
            if item.deck == deck and not (cooperative and item.non_coop):
                out += [item.id] if item.copies == 1 else [f"{item.id}.{n}" for n in range(1, item.copies + 1)]
        return out

    @cached_property
    def mains(self) -> dict[str, MainObjective]:
        return {m.id: m for m in self.objectives.main}

    @cached_property
    def secrets(self) -> dict[str, SecretObjective]:
        return {s.id: s for s in self.objectives.secret}

    @cached_property
    def crises(self) -> dict[str, Crisis]:
        return {c.id: c for c in self.crises_file.crises}

    @cached_property
    def crossroads(self) -> dict[str, Crossroads]:
        return {c.id: c for c in self.crossroads_file.cards}


def _cross_check(content: Content, checks: Checks) -> None:
    fail = checks.fail
    categories = set(content.board.categories)
    decks = set(content.outside) | {STARTING}
    for i, item in enumerate(content.items_file.items):
        if item.deck not in decks:
            fail("items", ("items", i, "deck"), f"{item.deck!r} is neither {STARTING!r} nor an outside location")
        if item.category not in categories:
            fail("items", ("items", i, "category"), f"{item.category!r} is not a category of the board")
    for i, crisis in enumerate(content.crises_file.crises):
        if crisis.symbol not in categories:
            fail("crises", ("crises", i, "symbol"), f"{crisis.symbol!r} is not a category of the board")
    places = set(content.places) | {"outside"}
    for file, cards, field_ in (("crossroads", content.crossroads_file.cards, "trigger"),
                                ("objectives", content.objectives.secret, "win")):
        for i, card in enumerate(cards):
            for j, cond in enumerate(getattr(card, field_)):
                if cond.kind == "at" and cond.place not in places:
                    fail(file, ("cards" if file == "crossroads" else "secret", i, field_, j, "place"), f"no place {cond.place!r}")
                if cond.kind == "controls" and cond.survivor not in content.survivors:
                    fail(file, ("cards" if file == "crossroads" else "secret", i, field_, j, "survivor"), f"no survivor {cond.survivor!r}")
                if cond.kind == "hand_has" and cond.category not in categories:
                    fail(file, ("cards" if file == "crossroads" else "secret", i, field_, j, "category"), f"no category {cond.category!r}")
    for i, main in enumerate(content.objectives.main):
        for side in ("normal", "hard"):
            for place in getattr(main, side).zombies:
                if place not in content.places:
                    fail("objectives", ("main", i, side, "zombies", place), f"no place {place!r}")
    for deck in content.outside:
        if not content.cards_of(deck):
            fail("items", ("items",), f"the deck of {deck!r} is empty")
    kinds = {k: sum(s.kind == k for s in content.objectives.secret) for k in ("normal", "betrayal", "exile")}
    if kinds["betrayal"] < 1 or kinds["exile"] < 1 or kinds["normal"] < 10:
        fail("objectives", ("secret",), f"the pool needs 10 plain secret objectives (2 for each of 5 players), "
                                        f"a betrayal and an exile card; it has {kinds}")
    sizes = {"survivors": ("survivors", len(content.survivors)), "main": ("objectives", len(content.mains)),
             "crossroads": ("crossroads", len(content.crossroads)), "crises": ("crises", len(content.crises))}
    for what, (file, n) in sizes.items():
        if n < LEAST[what]:
            fail(file, (), f"{n} {what}; a game needs at least {LEAST[what]}")


def _build(models: dict, folder: Path) -> Content:
    return Content(models["board"], models["survivors"], models["items"], models["objectives"], models["crises"],
                   models["crossroads"], folder=folder)


FOLDER = GameFolder("colony", FILES, Content, _build, _cross_check)
load_content, content_of = FOLDER.load, FOLDER.of
"""Load and cross-check a folder (default: the shipped `assets/colony/`); the content a library plays."""
