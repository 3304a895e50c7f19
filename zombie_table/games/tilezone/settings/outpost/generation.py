"""How Outpost's generated missions are made: face-down objectives in the station's rooms (the red
ones to take, the green and purple remotes of the warden bot and the turret shuffled among them),
numbered spawn zones each grown over with mold, the warden bot waiting with the team and the turret
in a corridor further in, and a far corridor — or, on a map with an airlock face, the surface beyond
the airlock — to leave by. As in the setting's missions, an objective gives a prototype weapon and
everyone starts wearing a bottle, so the surface can be crossed from the start."""

from zombie_table.content.missions import Difficulty
from zombie_table.games.tilezone.generation.recipe import Goal, Level, Recipe, TokenRule

RECIPE = Recipe(
    spawn_style="numbered",
    goals=(
        Goal("salvage and leave", [[{"kind": "take_objectives", "color": "red"}], [{"kind": "escape"}]],
             ["Take every red objective (the green and purple remotes are optional).",
              "Then get every survivor to the Exit and leave."], needs_exit=True),
        Goal("salvage", [[{"kind": "take_objectives", "color": "red"}]],
             ["Take every red objective (the green and purple remotes are optional)."]),
        Goal("salvage and cross the surface", [[{"kind": "take_objectives", "color": "red"}], [{"kind": "escape"}]],
             ["Take every red objective (the green and purple remotes are optional).",
              "Then go out through the airlock and get every survivor to the Exit on the surface."],
             needs_exit=True, exit_on="outdoor"),
    ),
    levels={
        Difficulty.easy: Level(spawns=2, zombies=("worker",), objectives=2),
        Difficulty.medium: Level(spawns=2, zombies=("worker", "worker", "hunter"), objectives=3),
        Difficulty.hard: Level(spawns=3, zombies=("worker", "hunter", "tank", "worker"), objectives=4),
        Difficulty.very_hard: Level(spawns=4, zombies=("tank", "hunter", "hunter", "worker", "worker"), objectives=5),
    },
    tokens=(TokenRule("mold", on="spawn", count=4, each=True), TokenRule("bot", on="start"),
            TokenRule("sentry", on="corridor", away=2)),
    more_objectives=("green", "purple"),
    rules=({"kind": "objective_reward", "xp": 5}, {"kind": "prototype_reward"}, {"kind": "starting_oxygen"}),
    hidden_objectives=True,
    start_noise=False,
    start_kinds=(),  # any open ground: corridors and the outdoors alike
    briefing="A module of the station that stopped answering the hail, with its stores still sealed.",
    title_words=(("Cold", "Silent", "Derelict", "Sealed", "Drifting", "Dark"),
                 ("Module", "Spur", "Annex", "Deck", "Ring", "Relay")),
)
