"""How Frontier's generated missions are made: strongboxes to crack in the town's buildings, or
townsfolk to round up, then a ride out of the far end of the street, in the wagon down the road, or
aboard a train standing along the north edge (half the maps have one: a car or two and the
locomotive, engine east, as the setting's missions lay it); a starting and mobile spawns as the
setting's missions have. A run's camp can send a companion of any class along."""

from zombie_table.content.missions import Difficulty
from zombie_table.games.tilezone.generation.recipe import Ally, Goal, Level, Recipe, Strip, TokenRule

RECIPE = Recipe(
    spawn_style="starting_mobile",
    goals=(
        Goal("loot and ride", [[{"kind": "take_objectives"}], [{"kind": "escape"}]],
             ["Take every objective.", "Then get every survivor to the Exit and escape."], needs_exit=True),
        Goal("clean out the town", [[{"kind": "take_objectives"}]], ["Take every objective."]),
        Goal("round up and ride", [[{"kind": "recruit_companions"}], [{"kind": "escape"}]],
             ["Recruit every companion waiting in town and keep them all alive.",
              "Then get every survivor to the Exit and escape."], needs_exit=True, needs_objectives=False, companions=2),
        Goal("loot and board", [[{"kind": "take_objectives"}], [{"kind": "escape"}]],
             ["Take every objective.", "Then get every survivor aboard the standing train, to the Exit in its car, "
              "and escape."], needs_exit=True, exit_on="car"),
        Goal("load up and roll out", [[{"kind": "take_objectives"}], [{"kind": "escape", "with_wagon": True}]],
             ["Take every objective.", "Then drive the wagon down the road to the Exit and escape with it and "
              "every survivor."], needs_exit=True, exit_by_road=True,
             tokens=(TokenRule("wagon", on="street", away=1, rolls_to_exit=True),)),
    ),
    levels={
        Difficulty.easy: Level(spawns=2, zombies=("walker",), objectives=2),
        Difficulty.medium: Level(spawns=2, zombies=("walker", "walker", "runner"), objectives=3),
        Difficulty.hard: Level(spawns=3, zombies=("walker", "runner", "brute", "walker"), objectives=4),
        Difficulty.very_hard: Level(spawns=4, zombies=("brute", "runner", "runner", "walker", "walker"), objectives=5),
    },
    allies=tuple(Ally(c, f"a {name} companion waits at the next mission's start (recruit them; losing them loses it)", companion=c)
                 for c, name in (("brawler", "Roughneck"), ("faithful", "Devout"), ("gunslinger", "Gunhand"),
                                 ("townsfolk", "Settler"))),
    strip=Strip(faces={2: ("12R", "10R"), 3: ("11R", "12R", "10R")}, chance=0.5, line_field="train",
                fields={"mode": "static"}),
    briefing="Word came of a town off the survey maps with its strongboxes still full. The dead got there first.",
    title_words=(("Dry", "Dead", "Lonesome", "Crooked", "Silent", "Rattlesnake"),
                 ("Gulch", "Crossing", "Flats", "Junction", "Creek", "Mesa")),
)
