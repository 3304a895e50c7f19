"""The trade table: a reorganise (the action's, a trade's, or the free one after a kept card) laid
out as a board-game player handles it: each survivor's inventory side by side (hands, favourite
slot, pack, carried tokens, companions), cards moved by picking one up and putting it down on
another slot, of the same survivor or the partner. Every move is one of the engine's legal
`reorganise` options, applied as it is made; the screen closes with the decision's "done"."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.trade import Swap
from zombie_table.kernel.words import plural

Slot = tuple[str, str, int]  # survivor id, slot kind, index
MOVES = ("rearrange", "drop", "done")  # drawn on the table; any other reorganise option is listed below it
SLOT_NAMES = {"hand": "Hand", "favourite": "Favourite", "body": "Body", "backpack": "Pack"}


def _ends(swap: Swap) -> tuple[Slot, Slot]:
    """The two slots a `rearrange` swaps."""
    return (swap.survivor, swap.slot, swap.at), (swap.other, swap.other_slot, swap.other_at)


class TradeScreen(ModalScreen[Action | None]):
    """Dismissed with the decision's `done` action (the caller applies it), or None when the
    decision stopped being a reorganise (the caller asks what comes next)."""

    BINDINGS = [
        Binding("left,h", "side(0)", "Left survivor", show=False),
        Binding("right,l", "side(1)", "Right survivor", show=False),
        Binding("x,delete", "discard", "Discard"),
        Binding("p", "partner", "Next partner"),
        Binding("escape", "finish", "Done"),
        Binding("u", "undo", "Undo"),
        Binding("ctrl+s", "save", "Save"),
    ]
    KEYS_HELP = ("Enter or a click picks a card up, and again on another slot puts it down there (swapping with what is "
                 "there), on either side; slots marked → take the card in hand. Left/Right go between the survivors, "
                 "Tab also to the list of other exchanges; x discards the highlighted card; p shows another partner "
                 "before anything changed hands; u takes back the last move, and with none made the trade action "
                 "itself; Escape puts a picked card back, or ends the reorganise.")

    def __init__(self, game: Callable[[], Game], on_move: Callable[[Action], None],
                 on_save: Callable[[], None] | None = None, on_undo: Callable[[], None] | None = None) -> None:
        super().__init__()
        self._game, self.on_move, self.on_save, self.on_undo = game, on_move, on_save, on_undo
        self.picked: Slot | None = None
        self.partner_index = 0

    @property
    def game(self) -> Game:
        return self._game()

    # ------------------------------------------------------------------ what the decision offers
    def _legal(self) -> list[Action]:
        return self.game.legal_actions()

    def _partners(self) -> list[str]:
        """The survivors the reorganising one may trade with (one fixed once anything changed hands)."""
        me = self.game.decision.survivor
        seen: dict[str, None] = {}
        for a in self._legal():
            if a.kind == "rearrange" and a.args.other != me:
                seen[a.args.other] = None
        fixed = self.game.decision.data.get("partner")
        return [fixed] if fixed else list(seen)

    def _sides(self) -> list[str]:
        partners = self._partners()
        me = self.game.decision.survivor
        return [me] + ([partners[self.partner_index % len(partners)]] if partners else [])

    def _move(self, a: Slot, b: Slot) -> Action | None:
        """The legal swap of these two slots' contents, if any."""
        for action in self._legal():
            if action.kind == "rearrange" and set(_ends(action.args)) == {a, b}:
                return action
        return None

    # ------------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        with Vertical(id="trade", classes="dialog"):
            yield Label("", id="dialog-title")
            with Horizontal(id="trade-sides"):
                for k in range(2):
                    with Vertical(classes="trade-side", id=f"trade-side-{k}"):
                        yield Label("", classes="trade-name", id=f"trade-name-{k}")
                        yield OptionList(id=f"trade-list-{k}", classes="trade-list")
            yield Label("Other exchanges", id="trade-extras-title")
            yield OptionList(id="trade-extras")
            yield Static("", id="dialog-hint")

    def on_mount(self) -> None:
        self._fill()
        self.query_one("#trade-list-0", OptionList).focus()

    def _fill(self) -> None:
        decision = self.game.decision
        self.query_one("#dialog-title", Label).update(decision.prompt)
        sides = self._sides()
        targets = self._targets()
        for k in range(2):
            box = self.query_one(f"#trade-side-{k}")
            box.display = k < len(sides)
            if k < len(sides):
                self._fill_side(k, sides[k], targets)
        extras = self.query_one("#trade-extras", OptionList)
        keep = extras.highlighted
        extras.clear_options()
        extras.add_options([Option(Text("✓ Done", style="bold"), id="done")])
        others = [a for a in self._legal() if a.kind not in MOVES]
        extras.add_options([Option(a.label, id=f"x{i}") for i, a in enumerate(others)])
        extras.highlighted = min(keep or 0, extras.option_count - 1)
        self.query_one("#trade-extras-title").display = bool(others)
        held = ""
        if self.picked is not None:
            held = f"In hand: {self._card_name(self.picked)} — put it down on a slot marked →, Enter again on it to put it back. "
        partners = len(self._partners())
        hint = held + "Enter: pick up / put down · ←/→: survivor · x: discard · u: undo · "
        hint += ("p: next partner · " if partners > 1 else "") + "Esc: done"
        self.query_one("#dialog-hint", Static).update(Text(hint, style="dim"))

    def _fill_side(self, k: int, sid: str, targets: set[Slot]) -> None:
        game = self.game
        s = game.survivor(sid)
        me = sid == game.decision.survivor
        spec = game.data.survivor_by_id.get(sid)
        self.query_one(f"#trade-name-{k}", Label).update(
            Text.assemble((s.name, "bold"), ("  (reorganising)" if me else "  (partner: moves free)", "dim")))
        options = self.query_one(f"#trade-list-{k}", OptionList)
        keep = options.highlighted
        options.clear_options()
        rows: list[Option] = []
        for slot, i, card in s.inventory.slots():
            here = (sid, slot, i)
            name = SLOT_NAMES.get(slot, slot.title())
            if slot == "favourite" and spec is not None:
                name += f" ({spec.favourite})"
            elif len(getattr(s.inventory, slot)) > 1:
                name += f" {i + 1}"
            mark = "▶ " if here == self.picked else ("→ " if here in targets else "  ")
            text = Text.assemble((mark, "bold"), (f"{name:<20}", "dim"), (game.card(card).name if card else "—", "" if card else "dim"))
            rows.append(Option(text, id=f"{slot}|{i}"))
        tokens: dict[str, int] = {}
        for token in s.carried:
            tokens[token.split(":")[0]] = tokens.get(token.split(":")[0], 0) + 1
        for kind, n in tokens.items():
            rows.append(Option(Text(f"  carries {plural(n, kind + ' token')}", style="italic"), disabled=True))
        for c in game.state.survivors.values():
            if c.companion_of == sid and c.alive:
                rows.append(Option(Text(f"  leads {c.name}", style="italic"), disabled=True))
        options.add_options(rows)
        options.highlighted = keep if keep is not None and keep < len(s.inventory.slots()) else 0

    def _targets(self) -> set[Slot]:
        """The slots the picked card (or empty slot) may be swapped with."""
        if self.picked is None:
            return set()
        out = set()
        for a in self._legal():
            if a.kind == "rearrange":
                ends = _ends(a.args)
                if self.picked in ends:
                    out.update(e for e in ends if e != self.picked)
        return out

    def _card_name(self, where: Slot) -> str:
        sid, slot, i = where
        card = getattr(self.game.survivor(sid).inventory, slot)[i]
        return self.game.card(card).name if card else "an empty slot"

    # ------------------------------------------------------------------ moves
    def _at(self, k: int, option: Option) -> Slot | None:
        if not option.id or "|" not in option.id:
            return None
        slot, i = option.id.split("|")
        return self._sides()[k], slot, int(i)

    @on(OptionList.OptionSelected, ".trade-list")
    def _slot_chosen(self, event: OptionList.OptionSelected) -> None:
        k = int(event.option_list.id.rsplit("-", 1)[1])
        here = self._at(k, event.option)
        if here is None:
            return
        if self.picked is None or self.picked == here:
            self.picked = None if self.picked == here else here
            self._fill()
            return
        action = self._move(self.picked, here)
        if action is None:
            self.notify(f"{self._card_name(self.picked)} cannot be swapped with {self._card_name(here)} there "
                        "(a favourite slot takes only its kind of weapon; a card given for nothing needs room).",
                        severity="warning")
            return
        self.picked = None
        self.play(action)

    @on(OptionList.OptionSelected, "#trade-extras")
    def _extra_chosen(self, event: OptionList.OptionSelected) -> None:
        if event.option.id == "done":
            self.action_finish()
            return
        others = [a for a in self._legal() if a.kind not in MOVES]
        self.play(others[int(event.option.id[1:])])

    def play(self, action: Action) -> None:
        """Apply one legal reorganise option (a bot or test can feed the table too)."""
        self.on_move(action)
        self._follow()

    def action_undo(self) -> None:
        """Take back the last move; with none made, the action that opened the table (the caller
        says why when nothing can be taken back, and the table stays)."""
        if self.on_undo is not None:
            self.picked = None
            self.on_undo()
            self._follow()

    def _follow(self) -> None:
        """Stay open while the decision is still a reorganise, else hand back to the caller."""
        decision = self.game.decision
        if decision is None or decision.kind != "reorganise":
            self.dismiss(None)
            return
        self._fill()

    def action_discard(self) -> None:
        focused = self.focused
        if not isinstance(focused, OptionList) or not focused.has_class("trade-list") or focused.highlighted is None:
            self.notify("Highlight a card on one side first.", severity="warning")
            return
        k = int(focused.id.rsplit("-", 1)[1])
        here = self._at(k, focused.get_option_at_index(focused.highlighted))
        card = getattr(self.game.survivor(here[0]).inventory, here[1])[here[2]] if here else None
        drop = next((a for a in self._legal() if a.kind == "drop" and a.args == (here[0], card)), None) if card else None
        if drop is None:
            self.notify("Nothing to discard there.", severity="warning")
            return
        self.picked = None
        self.play(drop)

    def action_side(self, k: int) -> None:
        if k < len(self._sides()):
            self.query_one(f"#trade-list-{k}", OptionList).focus()

    def action_partner(self) -> None:
        if len(self._partners()) > 1:
            self.partner_index += 1
            self.picked = None
            self._fill()
        else:
            self.notify("No other partner: " + ("a trade has one partner, fixed once something changed hands."
                                                if self.game.decision.data.get("partner") else "nobody else is here."))

    def action_finish(self) -> None:
        if self.picked is not None:
            self.picked = None
            self._fill()
            return
        self.dismiss(next(a for a in self._legal() if a.kind == "done"))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "save":
            return self.on_save is not None
        if action == "undo":
            return self.on_undo is not None
        if action == "partner":
            return len(self._partners()) > 1
        return True

    def action_save(self) -> None:
        if self.on_save is not None:
            self.on_save()
