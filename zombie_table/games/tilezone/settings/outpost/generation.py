"""How Outpost's generated missions are made: face-down objectives in the station's rooms, numbered
spawn zones each grown over with mold, and an airlock or far corridor to leave by. As in the
setting's missions, an objective gives a prototype weapon and everyone starts wearing a bottle."""

from zombie_table.content.missions import Difficulty
from zombie_table.games.tilezone.generation.recipe import Goal, Level, Recipe, TokenRule

RECIPE = Recipe(
    spawn_style="numbered",
    goals=(
        Goal("salvage and leave", [[{"kind": "take_objectives"}], [{"kind": "escape"}]],
             ["Take every objective.", "Then get every survivor to the Exit and leave."], needs_exit=True),
        Goal("salvage", [[{"kind": "take_objectives"}]], ["Take every objective."]),
    ),
    levels={
        Difficulty.easy: Level(spawns=2, zombies=("worker",), objectives=2),
        Difficulty.medium: Level(spawns=2, zombies=("worker", "worker", "hunter"), objectives=3),
        Difficulty.hard: Level(spawns=3, zombies=("worker", "hunter", "tank", "worker"), objectives=4),
        Difficulty.very_hard: Level(spawns=4, zombies=("tank", "hunter", "hunter", "worker", "worker"), objectives=5),
    },
    tokens=(TokenRule("mold", on="spawn", count=4, each=True),),
    rules=({"kind": "objective_reward", "xp": 5}, {"kind": "prototype_reward"}, {"kind": "starting_oxygen"}),
    hidden_objectives=True,
    start_noise=False,
    start_kinds=(),  # any open ground: corridors and the outdoors alike
    briefing="A module of the station that stopped answering the hail, with its stores still sealed.",
    title_words=(("Cold", "Silent", "Derelict", "Sealed", "Drifting", "Dark"),
                 ("Module", "Spur", "Annex", "Deck", "Ring", "Relay")),
)
