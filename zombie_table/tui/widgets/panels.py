"""The game screen's side panels: a survivor's dashboard, the party, decks, objectives, and look.

Each panel is a Static redrawn from the game when the state changes; everything coloured also
carries a letter or a glyph (levels B/Y/O/R, survivors' letters, ✓ and ○ for skills).
"""

from __future__ import annotations

from collections.abc import Hashable

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual import events
from textual.message import Message
from textual.widgets import Static

from zombie_table.games.tilezone import inventory, skills
from zombie_table.games.tilezone.noise import MARK, WORD
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.spawning import danger_level
from zombie_table.games.tilezone.vocabulary import phase_names, words
from zombie_table.games.tilezone.state import LEVELS, TOKEN_MARKS, SurvivorState
from zombie_table.games.tilezone.view.allies import ally_groups
from zombie_table.games.tilezone.view.markers import TOKEN_STYLE, token_marker
from zombie_table.games.tilezone.zombies import next_zones, targets
from zombie_table.kernel.words import plural
from zombie_table.tui import glyphs, unchanged
from zombie_table.tui.session import objective_stages

LOOK_GROUPS = 6  # zombie groups listed in look mode, nearest first
SLOT_TITLES = {"hand": "Hands", "favourite": "Fav", "body": "Body", "backpack": "Pack"}


def card_text(game: Game, card: str | None) -> Text:
    """A card in brackets with its attack numbers: [Rusty Six-Shooter 1d 4+ dmg1 R0-1]."""
    if card is None:
        return Text("[—]", style="dim")
    c = game.card(card)
    text = Text("[")
    text.append(c.name, style="bold" if c.is_weapon else "")
    if c.attack is not None:
        a = c.attack
        text.append(f" {a.dice}d {a.accuracy}+ dmg{a.damage} R{a.range[0]}-{a.range[1]}", style="dim")
    if card in game.state.unloaded:
        text.append(" unloaded", style="bold yellow")
    if note := inventory.notes(game, card):
        text.append(note, style="italic")
    text.append("]")
    return text


def level_text(s: SurvivorState) -> Text:
    name = LEVELS[s.level]
    return Text(f"{glyphs.LEVEL_LETTER[name]} {s.xp}", style=glyphs.LEVEL_STYLE[name])


def xp_bar(game: Game, s: SurvivorState, width: int = 10) -> Text:
    """XP as a bar in the colour of the level reached, with the next threshold named."""
    marks = [0, *game.rules.danger_thresholds]
    name = LEVELS[s.level]
    text = Text(f"{game.data.rules.xp_word} ")
    text.append(f"{s.xp:>2} ")
    if s.level + 1 < len(marks):
        lo, hi = marks[s.level], marks[s.level + 1]
        filled = round(width * (s.xp - lo) / max(1, hi - lo))
        text.append("▮" * filled + "▯" * (width - filled), style=glyphs.LEVEL_STYLE[name])
        text.append(f" {name.upper()}", style=glyphs.LEVEL_STYLE[name])
        nxt = LEVELS[s.level + 1]
        text.append("  next: ")
        text.append(f"{nxt.upper()} at {hi}", style=glyphs.LEVEL_STYLE[nxt])
    else:
        text.append("▮" * width, style=glyphs.LEVEL_STYLE[name])
        text.append(f" {name.upper()}", style=glyphs.LEVEL_STYLE[name])
        text.append(" (top level" + (", Ultrared" if game.rules.ultrared else "") + ")")
    return text


def dots(left: int, total: int) -> str:
    return glyphs.ACTION * left + glyphs.SPENT * max(0, total - left)


def health_text(s: SurvivorState, numbers: bool = True) -> Text:
    left = max(0, s.health_left)
    return Text(glyphs.HEART * left + glyphs.WOUND * (s.health - left) + (f" {left}/{s.health}" if numbers else ""),
                style="bold red" if left else "dim")


class SurvivorPanel(Static):
    """The dashboard of one survivor: actions, health, XP, skills per level, inventory."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._lines: list[RenderableType] = []
        self._health = Text()  # the status line's part after what the survivor is doing

    def show(self, game: Game, sid: str, letters: dict[str, str]) -> None:
        s = game.survivor(sid)
        spec = game.data.survivor_by_id[sid]
        cls = game.data.rules.class_name(spec.survivor_class)
        self.border_title = f"{letters[sid]} {s.name} · {cls} · {s.player}"
        lines: list[RenderableType] = []
        status = Text()
        if s.status != "alive":
            status.append(s.status.upper(), style="bold red" if s.status == "dead" else "bold green")
        elif game.state.active == sid:
            total = game.data.rules.actions + skills.count(game, s, "plus_action")
            status.append("Actions ")
            status.append(dots(s.actions_left, max(total, s.actions_left)), style="bold")
            free = ", ".join(f"{k} {v}" for k, v in s.free.items() if v)
            if free:
                status.append(f" + free: {free}")
        elif game.state.phase != "players":  # nobody acts in the zombies' or the end phase
            status.append(phase_names(game.ruleset).get(game.state.phase, game.state.phase), style="bold red")
        else:
            status.append("done this round" if s.activated else "waiting for its turn", style="dim")
        health = Text("   ")
        health.append_text(health_text(s))
        if s.on_board:
            health.append(f"   in {game.zone_name(s.zone)}", style="dim")
        lines += [status + health, xp_bar(game, s)]
        lines += [Text(note, style="cyan") for notes in game.ruleset.gather("survivor_notes", game, s) for note in notes]
        self._lines, self._health = lines, health
        tree = spec.skills
        for level in LEVELS:
            row = Text.assemble((glyphs.LEVEL_LETTER[level], glyphs.LEVEL_STYLE[level]), " ")
            for k, ref in enumerate(tree.level(level)):
                if k:
                    row.append(" | ")
                have = ref in s.skills
                row.append(glyphs.UNLOCKED if have else glyphs.LOCKED, style="bold green" if have else "dim")
                row.append(f" {skills.name(game, ref)}", style="" if have else "dim")
            lines.append(row)
        for slot, title in SLOT_TITLES.items():
            cards = getattr(s.inventory, slot)
            if not cards:
                continue
            row = Text(f"{title:<6}", style="bold")
            for card in cards:
                row.append_text(card_text(game, card))
                row.append(" ")
            lines.append(row)
        self.update(Group(*lines))

    def show_phase(self, phase: str) -> None:
        """While the zombies' phase plays back: the dashboard as it was before, and nobody acting."""
        if self._lines:
            self._lines[0] = Text(phase, style="bold red") + self._health
            self.update(Group(*self._lines))


def ally_lines(game: Game, letters: dict[str, str]) -> list[Text]:
    """A line per group of allies on the board (Winter's guards): its mark as on the map, how many,
    where, and whom it follows (the survivors standing with it, by map letter and name)."""
    lines = []
    for group in ally_groups(game):
        line = Text(token_marker(group.kind, group.count).text, style=TOKEN_STYLE)
        line.append(f" {plural(group.count, group.name)} in {game.zone_name(group.zone)}: ")
        if not group.follows:
            line.append("on their own" if group.count > 1 else "on its own", style="dim")
        for k, sid in enumerate(group.follows):
            s = game.survivor(sid)
            line.append(("follow " if group.count > 1 else "follows ") if not k else ", ")
            line.append(f"{letters[sid]} {s.name}", style=glyphs.player_style(game, s.player))
        lines.append(line)
    return lines


class PartyPanel(Static):
    """Everyone in the team, whose turn it is, and a click to show someone on the dashboard; under
    them the allies on the board, group by group, with whom each follows."""

    class Selected(Message):
        def __init__(self, survivor: str) -> None:
            super().__init__()
            self.survivor = survivor

    ACTIVE = "▶"

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._rows: list[str] = []
        self._cells: list[list[Text]] = []
        self._widths: tuple[int, bool] = (1, False)  # the widest health, hotseat
        self._allies: list[Text] = []

    def show(self, game: Game, letters: dict[str, str], selected: str | None) -> None:
        hotseat = len(game.state.players) > 1
        self._widths = (max((s.health for s in game.state.survivors.values()), default=1), hotseat)
        self._rows, self._cells = list(game.state.survivors), []
        for sid, s in game.state.survivors.items():
            mark = self.ACTIVE if game.state.active == sid else ("›" if sid == selected else " ")
            if s.status != "alive":
                doing = Text(s.status, style="bold red" if s.status == "dead" else "green")
            elif game.state.active == sid:
                doing = Text(dots(s.actions_left, s.actions_left), style="bold")
            else:
                doing = Text("done" if s.activated else "wait", style="dim")
            cells = [Text(mark, style="bold"), Text(letters[sid], style=glyphs.player_style(game, s.player)),
                     Text(s.name, style="bold" if sid == selected else "")]
            if hotseat:
                cells.append(Text(s.player[:8], style=glyphs.player_style(game, s.player)))
            self._cells.append([*cells, health_text(s, numbers=False), level_text(s), doing])
        self._allies = ally_lines(game, letters)
        self._draw()

    def show_phase(self) -> None:
        """While the zombies' phase plays back: the party as it was before, nobody's turn."""
        for row in self._cells:
            if row[0].plain == self.ACTIVE:
                row[0], row[-1] = Text(" "), Text("done", style="dim")
        self._draw()

    def _draw(self) -> None:
        widest, hotseat = self._widths
        table = Table.grid(padding=(0, 1), expand=True)
        table.add_column(no_wrap=True, min_width=1)  # whose turn
        table.add_column(no_wrap=True, min_width=1)  # map letter
        table.add_column(no_wrap=True, overflow="ellipsis", ratio=1)  # the name gives way on a narrow panel
        if hotseat:
            table.add_column(no_wrap=True, overflow="ellipsis", max_width=8)
        for width in (widest, 4, 4):  # health, level, actions or state
            table.add_column(no_wrap=True, min_width=width)
        for row in self._cells:
            table.add_row(*row)
        self.update(Group(table, *self._allies))  # allies below the survivors: a click there selects nobody

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is not None and 0 <= offset.y < len(self._rows):
            self.post_message(self.Selected(self._rows[offset.y]))


class DecksPanel(Static):
    """Danger, noise and zombies on the board; draw and discard counts and the last card of each deck."""

    def show(self, game: Game) -> None:
        state = game.state
        level = LEVELS[danger_level(game)]
        text = Text("Danger ", style="bold")
        text.append(f"{glyphs.LEVEL_LETTER[level]} {level.upper()}", style=glyphs.LEVEL_STYLE[level])
        noise, tokens = state.noise, state.tokens.get("noise", [])
        if noise.get("zone"):
            text.append(" · ")
            text.append(f"{noise_label(noise)} {noise['zone']}", style="bold yellow")
        elif tokens:  # a setting with a noise token per noisy action
            text.append(" · ")
            text.append("noise " + ", ".join(z + (f" ×{tokens.count(z)}" if tokens.count(z) > 1 else "")
                                             for z in sorted(set(tokens))), style="bold yellow")
        said = words(game.ruleset)
        text.append(f" · {state.zombie_count()} {said['horde_lower']}")
        eq, zd = state.equipment, state.zombie_deck
        text.append("\nEquipment ", style="bold")
        text.append(f"{len(eq.draw_pile)}│{len(eq.discard_pile)}")
        last_eq = state.last_cards.get("equipment")
        if last_eq:
            text.append(f" · last {game.card(last_eq).name}", style="dim")
        text.append(f"\n{said['horde']:<10}", style="bold")
        text.append(f"{len(zd.draw_pile)}│{len(zd.discard_pile)}")
        last_z = state.last_cards.get("zombie")
        if last_z:
            card = game.data.zombie_deck.by_id.get(last_z)
            kind = getattr(card, "type", None)
            what = game.data.zombie_types[kind].name if kind in game.data.zombie_types else (card.kind if card else "")
            text.append(f" · last #{last_z[1:]} {what}", style="dim")
        self.update(text)


class ObjectivesPanel(Static):
    def show(self, game: Game) -> None:
        rows = []
        for stage in objective_stages(game):
            mark, style = ("✓", "green") if stage.done else (("▶", "bold") if stage.current else ("○", "dim"))
            row = Text(f"{mark} ", style=style)
            row.append(stage.text, style=style if not stage.current else "")
            row.append(f"  {stage.progress}", style="bold")
            rows.append(row)
        guide = game.mission.guide_for(game.state.round)
        if guide is not None:
            rows.append(Text.assemble(("» ", "bold cyan"), (guide, "italic")))
        self.update(Group(*rows))


def zone_contents(game: Game, zone: str, letters: dict[str, str]) -> Text:
    state = game.state
    text = Text()
    parts: list[Text] = []
    for ztype, n in sorted(state.zombies.get(zone, {}).items()):
        zt = game.data.zombie_types[ztype]
        parts.append(Text(f"{zt.letter.lower()}{n} {plural(n, zt.name)}", style=glyphs.zombie_style(game, ztype)))
    for s in state.survivors_in(zone):
        parts.append(Text(f"{letters[s.id]} {s.name}", style=glyphs.player_style(game, s.player)))
    for t in state.objectives:
        if t.zone == zone and t.taken_by is None:
            parts.append(Text("◇ face-down objective" if t.hidden else f"◆ {t.color} objective", style="bold"))
    for t in state.spawns:
        if t.zone == zone and not t.destroyed:
            parts.append(Text(f"☠ {t.kind.replace('_', ' ')} spawn" + ("" if t.active else " (asleep)"), style="red" if t.active else "dim"))
    if state.noise.get("zone") == zone:
        parts.append(Text(noise_label(state.noise), style="bold yellow"))
    if game.mission.exit and game.board.resolve(game.mission.exit) == zone:
        parts.append(Text("⇲ exit", style="bold green"))
    marks = game.ruleset.kinds[TOKEN_MARKS]
    for kind, zones in state.tokens.items():
        if zone in zones:
            parts.append(Text(marks[kind][1] if kind in marks else kind.replace("_", " "), style="cyan"))
    for k, part in enumerate(parts):
        if k:
            text.append(", ")
        text.append_text(part)
    return text if parts else Text("empty", style="dim")


def zombie_plan(game: Game, zone: str) -> Text | None:
    """Where the zombies of `zone` go in the next zombies' phase, and why."""
    types = {t: n for t, n in game.state.zombies.get(zone, {}).items() if not game.data.zombie_types[t].necromancer}
    if not types:
        return None  # a necromancer never moves itself: its setting's look notes say what it does
    group = " ".join(f"{game.data.zombie_types[t].letter.lower()}{n}" for t, n in sorted(types.items()))  # as on the map
    text = Text(f"{group} in {zone}: ", style="bold")
    if any(s.zone == zone for s in targets(game)):
        text.append("attack the survivors here", style="bold red")
        return text
    steps, dests, why = next_zones(game, zone)
    if not steps:
        text.append(f"stay ({why})", style="")
        return text
    text.append(f"→ {' or '.join(steps)}", style="bold red")
    text.append(f" toward {', '.join(dests)} ({why})" + (" — the group splits" if len(steps) > 1 else ""))
    return text


class LookPanel(Static):
    """The zone under the cursor: contents, what it sees, where its zombies go next.

    It is rewritten at every cursor move: repainted only when its text changes, and the screen laid out
    again only when its height changes."""

    title = "Look"
    _height = -1
    _shown: Hashable = None

    def _show(self, lines: list[Text]) -> None:
        width = self.content_region.width
        shown = (width, unchanged.lines_key(lines))
        if shown == self._shown:
            return
        height = sum(len(line.wrap(self.app.console, width)) for line in lines) if width > 0 else -1
        self.update(Group(*lines), layout=height != self._height or height < 0)
        self._height, self._shown = height, shown

    def show(self, game: Game, zone: str | None, letters: dict[str, str], look_mode: bool,
             target: tuple[int, list[Action]] | None = None) -> None:
        """`target`: the zone's number among the targets an action key offers, and its choices there (their labels
        say who stands in the zone, a teammate under fire too)."""
        if zone is None or zone not in game.board.zones:
            self.title = "Look"
            self._show([Text("No zone under the cursor.", style="dim")])
            return
        z = game.board.zones[zone]
        self.title = f"Look: {game.zone_name(zone)}" + (" · look mode" if look_mode else "")
        head = Text(f"{z.kind.value} · ", style="dim")
        head.append_text(zone_contents(game, zone, letters))
        sight = sorted((r, t) for t, r in game.board.sight[zone].items() if t != zone)
        sees = Text("sees: ", style="bold")
        sees.append(" ".join(f"{t}({r})" for r, t in sight) if sight else "no other zone", style="")
        lines: list[Text] = [head, *(Text(f"#{target[0]}: {a.label}", style="bold") for a in (target[1] if target else ()))]
        lines.append(sees)
        plan = zombie_plan(game, zone)
        if plan is not None:
            lines.append(plan)
        lines += [Text(note, style="bold magenta") for notes in game.ruleset.gather("look_notes", game, zone) for note in notes]
        if look_mode:
            others = [z for z in game.state.zombies if z != zone]
            distance = game.board.door_blind_distance[zone]
            others.sort(key=lambda z: (distance.get(z, len(game.board.zones)), z))
            if others:
                lines.append(Text("Nearest zombie groups, next phase:", style="bold underline"))
                lines.extend(t for t in (zombie_plan(game, z) for z in others[:LOOK_GROUPS]) if t is not None)
                if len(others) > LOOK_GROUPS:
                    lines.append(Text(f"… {len(others) - LOOK_GROUPS} more groups: move the cursor to them", style="dim"))
            else:
                lines.append(Text("no other zombies on the board", style="dim"))
        self._show(lines)


def noise_label(noise: dict) -> str:
    level = noise.get("level", "bang")
    return f"{MARK[level]} {WORD[level]}"
