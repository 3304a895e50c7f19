"""The coach on every game screen (issue 35.2): `A` asks the search bot to weigh the pending
decision in a worker thread — the keys keep working — and opens the three best options, each with
its estimated chance of winning, its interval and a reason (`bots.coach`). It weighs a copy of the
game taken when asked; if a choice was made meanwhile, it says so instead of advising a past
decision. A screen says who may hear it (`coach_refusal`): only the seat deciding."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, Static

if TYPE_CHECKING:
    from zombie_table.bots.coach import Tip
    from zombie_table.kernel.engine import Engine

KEY = Binding("h", "coach", "Coach")
"""`h` for a hint on every game screen (the arrows, and j k l, move the cursor)."""


class CoachModal(ModalScreen[None]):
    BINDINGS = [Binding("escape,A,enter,q", "close", "Close")]

    def __init__(self, tips: list["Tip"]) -> None:
        super().__init__()
        self.tips = tips

    def compose(self) -> ComposeResult:
        from zombie_table.bots import coach

        head, *rest = coach.lines(self.tips)
        with Vertical(id="dialog", classes="dialog"):
            yield Label(head, id="dialog-title")
            for i, line in enumerate(rest):
                yield Static(line, id=f"coach-tip-{i}", classes="coach-tip")
            yield Static(Text("The chances are estimates from worlds dealt anew from what you can see. "
                              "Esc: back to the board", style="dim"), id="dialog-hint")

    def action_close(self) -> None:
        self.dismiss(None)


class Coaching:
    """`action_coach` for a screen with a `game` (a mixin: its binding is `KEY`, in the screen's own)."""

    game: "Engine"

    def coach_refusal(self) -> str | None:
        """Why the coach may not speak now (None: it may)."""
        return None if self.game.decision is not None and not self.game.over else "Nothing to decide now."

    def action_coach(self) -> None:
        refusal = self.coach_refusal()
        if refusal is not None:
            self.notify(refusal, title="Coach")  # type: ignore[attr-defined]
            return
        game, asked = self.game.lookahead(), len(self.game.history)  # the worker weighs a copy
        self.notify("Weighing the options…", title="Coach", timeout=2)  # type: ignore[attr-defined]

        def think() -> None:
            from zombie_table.bots import coach  # the bots load with the first hint, not with the menu

            tips = coach.hint(game, game.chance.seed + asked)
            self.app.call_from_thread(self._advise, tips, asked)  # type: ignore[attr-defined]

        self.run_worker(think, thread=True, exclusive=True, group="coach", name="coach")  # type: ignore[attr-defined]

    def _advise(self, tips: list["Tip"], asked: int) -> None:
        if len(self.game.history) != asked:
            self.notify("A choice was made meanwhile: press A again.", title="Coach")  # type: ignore[attr-defined]
            return
        self.app.push_screen(CoachModal(tips))  # type: ignore[attr-defined]
