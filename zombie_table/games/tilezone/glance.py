"""The tile-and-zone family's saves at a glance (`games/glance.py`): no engine imported."""

from typing import Any

from zombie_table.games.glance import Glance

FORMAT = "zombie-table-save"
READABLE_VERSIONS = (1, 2, 3)  # older snapshots are upgraded on load (`upgrade`), older decisions on replay (`replay_decision`)


def line(data: dict[str, Any]) -> str:
    state = "finished: " + data["result"] if data.get("result") else f"round {int(data['round'])}"
    return f"{data['mission']} · {state}"


GLANCE = Glance(FORMAT, READABLE_VERSIONS, line)
