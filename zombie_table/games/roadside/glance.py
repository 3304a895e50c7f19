"""Roadside's saves at a glance (`games/glance.py`): no engine imported."""

from typing import Any

from zombie_table.games.glance import Glance

FORMAT = "zombie-table-roadside-save"
READABLE_VERSIONS = (1,)


def line(data: dict[str, Any]) -> str:
    state = "finished: " + data["result"] if data.get("result") else f"turn {int(data['turns']) + 1}"
    return f"roadside-{data['mode']} · {state}"


GLANCE = Glance(FORMAT, READABLE_VERSIONS, line)
