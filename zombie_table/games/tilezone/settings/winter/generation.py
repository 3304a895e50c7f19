"""How Winter siege's generated missions are made: face-down objectives in a corner of the city,
numbered spawn zones, guards and a cauldron up on a rampart when the map has one. A run's camp can
send one more guard along."""

from zombie_table.content.missions import Difficulty
from zombie_table.games.tilezone.generation.recipe import Ally, Goal, Level, Recipe, TokenRule

RECIPE = Recipe(
    spawn_style="numbered",
    goals=(
        Goal("search the quarter", [[{"kind": "take_objectives"}]], ["Take every objective."]),
        Goal("search and hold the wall", [[{"kind": "take_objectives"}, {"kind": "on_ramparts"}]],
             ["Take every objective.", "Then stand every survivor on the ramparts."]),
    ),
    levels={
        Difficulty.easy: Level(spawns=2, zombies=("walker",), objectives=2),
        Difficulty.medium: Level(spawns=2, zombies=("walker", "walker", "runner"), objectives=3),
        Difficulty.hard: Level(spawns=3, zombies=("walker", "runner", "brute", "walker"), objectives=4),
        Difficulty.very_hard: Level(spawns=4, zombies=("brute", "runner", "runner", "walker", "walker"), objectives=5),
    },
    tokens=(TokenRule("guard", on="rampart", count=3), TokenRule("cauldron", on="rampart")),
    allies=(Ally("guard", "a guard joins the team at the next mission's start", token=TokenRule("guard", on="start")),),
    hidden_objectives=True,
    start_noise=False,
    briefing="A quarter of the city cut off by the snow and the dead, and its stores unsearched.",
    title_words=(("Frozen", "Grey", "Broken", "Hollow", "Bitter", "Black"),
                 ("Gate", "Ward", "Bastion", "Market", "Chapel", "Wall")),
)
