"""Roadside's entries in the mission browser and on the command line: one per mode, with its briefing."""

from __future__ import annotations

from zombie_table.games.entries import Entry


ENTRIES = {e.id: e for e in (
    Entry("roadside-standard", "roadside", "standard", "Roadside: the Race to Safety", (1, 6), "Ann, Ben:greedy",
          "Harlow County has fallen. Every team sets out from its own corner of the map with a leader, one "
          "companion and a little food, fuel and ammo. The roads are quiet until somebody drives them: every "
          "space a team leaves behind fills up with the dead, face down, their numbers unknown until someone "
          "walks into them. Stop where supplies are marked to draw an encounter for each one; secure places "
          "to earn your way to safety. Three places are open to everyone; one more is yours alone, dealt face "
          "down, and nobody else at the table may see it.",
          "Be the first to secure three locations: each needs more than the last (first, second, third)."),
    Entry("roadside-solo", "roadside", "solo", "Roadside: Alone on the Road", (1, 1), "You",
          "One team, four places worth securing, and five survivors stranded at the other locations waiting "
          "for someone to come back for them. No rivals: encounters that would need another player are put "
          "back and another is drawn. The dead still fill every space you leave.",
          "Secure three of the four marked locations before 10 turns run out; bring home as many of the stranded "
          "followers as you can on the way (your score), if the clock allows."),
)}

ALIASES = {"roadside": "roadside-standard"}


def entry(name: str | None) -> Entry | None:
    """The entry a command-line name means (`roadside` is the standard race), if any."""
    return ENTRIES.get(ALIASES.get(name or "", name or ""))
