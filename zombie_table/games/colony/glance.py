"""Colony's saves at a glance (`games/glance.py`): no engine imported."""

from typing import Any

from zombie_table.games.glance import Glance

FORMAT = "zombie-table-colony-save"
READABLE_VERSIONS = (1,)


def line(data: dict[str, Any]) -> str:
    state = "finished: " + data["result"] if data.get("result") else f"round {int(data['round'])}"
    return f"colony-{data['main']} ({data['mode']}) · {state}"


GLANCE = Glance(FORMAT, READABLE_VERSIONS, line)
