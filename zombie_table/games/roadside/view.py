"""What Roadside's faces draw, as Rich text (no Textual here): the map of spaces, each player's
board, the locations, the encounter card and the dice just rolled, and what the space under the
cursor holds and what entering it costs.

Everything a player sees is built from `observe(game, viewer)`: the numbers on face-down zombie
tokens and the other players' private locations never reach these functions, so no screen can show
them. The map is the content's hex grid (odd rows shifted half a space right): a space is a cell of
five columns, its links to the six around it drawn between the cells, the city wall where a link
is missing across it, a gate where one crosses it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rich.text import Text

from zombie_table.games.roadside.schema import SpaceKind
from zombie_table.games import seating
from zombie_table.games.roadside import dice, exploring
from zombie_table.games.roadside.actions import entered
from zombie_table.games.roadside.content import Content
from zombie_table.games.roadside.encounters import describe
from zombie_table.games.seating import Seat
from zombie_table.kernel.engine import Action
from zombie_table.kernel.observer import observe
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside

WIDTH = 5  # columns of a space's cell
CELL = WIDTH + 1  # with the link to its right
ICON = {"food": "f", "fuel": "g", "ammo": "a"}  # g: gas, the fuel
DIE_STYLE = {"H": "bold blue", "W": "bold red", "S": "bold green"}
DIE_NAME = {"H": "hero", "W": "warrior", "S": "scavenger"}
WALL, CITY = "bold red", "on grey23"
TOKEN = "bold red"
COORDINATE = "dim italic"
OPEN, OTHER, SECURED, START = "◆", "◇", "✓", "⌂"
LEGEND = (f"A B… teams · ? face-down zombie token (its number hidden) · + trapped follower · {OPEN} location open to "
          f"you · {OTHER} other location · {SECURED} secured · {START} start · f g a: food, fuel (gas), ammo icons, an "
          "encounter each · H1 under a space: its coordinate · ─ ╱ ╲ links · █ ▓ city wall · ⇔ ⇙ ⇘ gate · #1 where you "
          "may move")


# ------------------------------------------------------------------------------------------ seats
def seats(game: "Roadside") -> dict[str, Seat]:
    """A distinct letter and colour per player (their initial when free)."""
    return seating.seats(game.state.players)


def turn_text(game: "Roadside") -> str:
    """`turn 4`, or against the solo race's clock `turn 4 of 10`."""
    clock = game.rules.solo_turns if game.state.mode == "solo" else 0
    return f"turn {game.state.turns + 1}" + (f" of {clock}" if clock else "")


# ------------------------------------------------------------------------------------------ the scene
@dataclass
class Scene:
    """The table as one viewer may see it (None: nobody's private card)."""

    viewer: str | None
    tokens: dict[str, list[int | None]] = field(default_factory=dict)  # None: face down
    trapped: dict[str, list[str]] = field(default_factory=dict)
    standees: dict[str, list[str]] = field(default_factory=dict)  # space -> player ids
    open_places: set[str] = field(default_factory=set)  # places the viewer may explore
    closed: set[str] = field(default_factory=set)
    seats: dict[str, Seat] = field(default_factory=dict)
    used_up: set[str] = field(default_factory=set)  # resource spaces that give no more encounters (an option)


def scene(game: "Roadside", viewer: str | None) -> Scene:
    view = observe(game, viewer)
    cards = [c for c in view["public"] if c]
    me = next((p for p in view["players"] if p["id"] == viewer), None)
    if me and me["private"] not in (None, "hidden"):
        cards.append(me["private"])
    standees: dict[str, list[str]] = {}
    for p in view["players"]:
        if p["space"] and not p["out"]:
            standees.setdefault(p["space"], []).append(p["id"])
    return Scene(viewer, {s: t for s, t in view["tokens"].items() if t}, {s: f for s, f in view["trapped"].items() if f},
                 standees, {game.content.location_cards[c].place for c in cards} - set(view["closed"]), set(view["closed"]),
                 seats(game), set(view["used_up"]))


def bare_scene(content: Content, mode: str) -> Scene:
    """The map before set-up (the mission browser): the solo game's locations marked open."""
    return Scene(None, open_places={s.id for s in content.map.spaces if s.solo} if mode == "solo" else set())


# ------------------------------------------------------------------------------------------ the map
def origin(x: int, y: int) -> int:
    """The first column of the space at grid (x, y)."""
    return x * CELL + (CELL // 2 if y % 2 else 0)


def rows_per_space(dense: bool) -> int:
    return 2 if dense else 3


def space_at(content: Content, column: int, line: int, dense: bool) -> str | None:
    """The space drawn at a point of the map (a click), if any."""
    y = line // rows_per_space(dense)
    for space in content.map.spaces:
        if space.y == y and origin(space.x, y) <= column < origin(space.x, y) + WIDTH:
            return space.id
    return None


def label(content: Content, sc: Scene, sid: str) -> tuple[str, str]:
    """The cell's first line: a location's mark and name, a start's, a resource space's icons."""
    space = content.spaces[sid]
    if space.kind is SpaceKind.location:
        mark = SECURED if sid in sc.closed else OPEN if sid in sc.open_places else OTHER
        return mark + space.name.replace(" ", "")[:WIDTH - 1], "bold" if mark == OPEN else ""
    if space.kind is SpaceKind.start:
        return START + space.name.replace(" ", "")[:WIDTH - 1], "italic"
    if space.kind is SpaceKind.resource:
        return " ".join(ICON[i.value] for i in space.icons)[:WIDTH], "dim" if sid in sc.used_up else "yellow"
    return "", ""


def marks(sc: Scene, sid: str) -> Text:
    """Who and what is on a space: teams' letters, face-down tokens as ?, trapped followers as +."""
    out = Text()
    for pid in sc.standees.get(sid, []):
        seat = sc.seats[pid]
        out.append(seat.letter, seat.style + " reverse")
    tokens = sc.tokens.get(sid, [])
    hidden = sum(t is None for t in tokens)
    if hidden:
        out.append("?" * hidden if hidden <= 2 else f"?{hidden}", TOKEN)
    for shown in (t for t in tokens if t is not None):
        out.append(str(shown), TOKEN + " underline")
    trapped = len(sc.trapped.get(sid, []))
    if trapped:
        out.append("+" * trapped if trapped <= 2 else f"+{trapped}", "bold green")
    if out.cell_len > WIDTH:
        out = out[:WIDTH - 1] + Text("…")
    return out


def link(content: Content, a: str, b: str | None, glyph: str, gate: str, wall: str) -> tuple[str, str]:
    """The mark between two neighbouring cells: a link, a gate, the wall, or nothing."""
    if b is None:
        return " ", ""
    linked = b in content.neighbours[a]
    across = content.spaces[a].city != content.spaces[b].city
    if linked:
        return (gate, "bold yellow") if across else (glyph, "dim")
    return (wall, WALL) if across else (" ", "")


def map_lines(content: Content, sc: Scene, *, cursor: str | None = None, targets: dict[str, int] | None = None,
              dense: bool = False) -> list[Text]:
    """The map, a line per Text: per row of spaces its names (not when dense), its marks, then the links below."""
    targets = targets or {}
    grid = {(s.x, s.y): s.id for s in content.map.spaces}
    width = max(s.x for s in content.map.spaces) + 1
    height = max(s.y for s in content.map.spaces) + 1
    columns = origin(width - 1, 1) + WIDTH
    lines: list[Text] = []
    for y in range(height):
        top, middle, below = Text(), Text(), Text()
        for x in range(width):
            sid = grid.get((x, y))
            pad = origin(x, y) - top.cell_len
            for line in (top, middle):
                line.append(" " * pad)
            if sid is None:
                for line in (top, middle):
                    line.append(" " * CELL)
                continue
            city = CITY if content.spaces[sid].city else ""
            focus = " reverse" if sid == cursor else ""
            name, style = label(content, sc, sid)
            top.append(name.ljust(WIDTH), (style + " " + city + focus).strip())
            here = marks(sc, sid)
            if sid in targets:
                here = Text(f"#{targets[sid]}", "bold black on yellow") + here[:WIDTH - 2]
            elif not here.plain:
                here = Text(name[:WIDTH], style) if dense and name else Text("  ·", "dim")
            here.pad_right(WIDTH - here.cell_len)
            here.stylize((city + focus).strip())
            middle.append_text(here)
            glyph, style = link(content, sid, grid.get((x + 1, y)), "─", "⇔", "█")
            top.append(glyph if style == WALL else " ", style)
            middle.append(glyph, style)
        lines += ([] if dense else [top]) + [middle, links_below(content, grid, y, columns)]
    for line in lines:  # every line as wide as the map: its box keeps its size whatever stands at the edge
        line.set_length(columns)
    return lines


def links_below(content: Content, grid: dict[tuple[int, int], str], y: int, columns: int) -> Text:
    """The line under a row: each space's links down-left and down-right, and between them the
    coordinate of a space known by it (`H1`: a prompt's "Move to H1" is found on the map)."""
    chars: list[tuple[str, str]] = [(" ", "")] * columns
    for (x, yy), sid in grid.items():
        if yy != y:
            continue
        left = origin(x, y)
        lower_left = grid.get((x - 1 if y % 2 == 0 else x, y + 1))
        lower_right = grid.get((x if y % 2 == 0 else x + 1, y + 1))
        chars[left] = link(content, sid, lower_left, "╱", "⇙", "▓")
        chars[left + WIDTH - 1] = link(content, sid, lower_right, "╲", "⇘", "▓")
        space = content.spaces[sid]
        if space.marked:
            for k, ch in enumerate(space.coordinate[:WIDTH - 2]):
                chars[left + 1 + k] = (ch, COORDINATE)
    out = Text()
    for ch, style in chars:
        out.append(ch, style)
    return out


# ------------------------------------------------------------------------------------------ boards
def resource_bar(name: str, value: int, cap: int) -> Text:
    return Text.assemble((f"{name} ", "bold"), (f"{value:>2}", "bold"), " ", ("▮" * value, "yellow"), ("▯" * (cap - value), "dim"))


def pool_text(counts: dict[str, int]) -> Text:
    out = Text()
    for colour in dice.COLOURS:
        n = counts.get(colour, 0)
        if n:
            out.append(f"{n} {colour} ", DIE_STYLE[colour[0].upper()])
    return out or Text("no dice", style="dim")


def board(game: "Roadside", sc: Scene, pid: str, full: bool = True) -> Text:
    """One player's board: where, team with dice and fatigue, resources, inventory, explored places,
    and the private location (its name only to its owner, or once revealed)."""
    view = next(p for p in observe(game, sc.viewer)["players"] if p["id"] == pid)
    content, seat = game.content, sc.seats[pid]
    player = game.state.by_id(pid)
    where = game.space_name(view["space"]) if view["space"] else "out of the race"
    out = Text.assemble((f" {seat.letter} ", seat.style + " reverse"), " ", (view["name"], seat.style),
                        ("  (you)" if pid == sc.viewer else ""), f" · at {where}\n")
    out.append("Dice: ")
    out.append_text(pool_text(dice.pool(game, player)))
    out.append("\n")
    for member in ([view["character"]] if view["character"] else []) + view["followers"]:
        survivor = content.survivor(member["id"])
        tired = member["fatigue"]
        out.append_text(Text.assemble(
            ("  " + survivor.name, "bold" if member is view["character"] else ""),
            " ", ("■" * tired, "red"), ("□" * (3 - tired), "dim"), f" fatigue {tired}/3",
            (" (next one kills)" if tired == 2 else "", "bold red"), "\n"))
        if full:
            for ability in survivor.abilities:
                out.append(f"    {ability.text}\n", "dim")
    for name in ("food", "fuel", "ammo"):
        out.append_text(resource_bar(name.ljust(4), view["resources"][name], game.rules.resource_cap))
        out.append("\n")
    items = [content.encounter[c] for c in view["inventory"]]
    out.append("Inventory: " + (", ".join(f"{i.title} ({'ongoing' if i.inventory.use == 'ongoing' else 'one use'})"
                                          for i in items) if items else "none") + "\n")
    places = [game.space_name(content.location_cards[c].place) for c in view["explored"]]
    out.append(f"Secured {len(places)}/3" + (": " + ", ".join(places) if places else "") + "\n")
    private = view["private"]
    if private == "hidden":
        out.append("Private location: hidden\n", "dim")
    elif private:
        whose = "yours only" if pid == sc.viewer and not view["private_revealed"] else "revealed"
        out.append(f"Private location: {game.space_name(content.location_cards[private].place)} ({whose})\n", "bold")
    if game.state.mode == "solo":
        out.append(f"Followers rescued: {view['rescued']}\n")
    return out


def locations(game: "Roadside", sc: Scene) -> Text:
    """The public locations (with the viewer's requirements for their next tier), the viewer's private
    one, the places secured, and the decks."""
    view, content = observe(game, sc.viewer), game.content
    me = game.state.by_id(sc.viewer) if sc.viewer else None
    out = Text()
    if me is not None:
        out.append(f"{me.name}'s next is the {exploring.TIERS[exploring.tier(me)]} location:\n", "bold")
    cards = [(f"{k}.", c) for k, c in enumerate(view["public"], 1)]
    mine = next((p for p in view["players"] if p["id"] == sc.viewer), None)
    if mine and mine["private"] not in (None, "hidden"):
        cards.append(("P.", mine["private"]))
    for slot, card in cards:
        if card is None:
            out.append(f"{slot} (empty: the location deck ran out)\n", "dim")
            continue
        place = content.location_cards[card].place
        mark = SECURED if place in sc.closed else OPEN
        out.append(f"{slot} {mark} {game.space_name(place)}", "bold")
        out.append(" (your private card)\n" if slot == "P." else "\n")
        if me is not None:
            needs = ", ".join(exploring.need_text(n) for n in content.location_cards[card].tiers[exploring.tier(me)])
            able = exploring.qualifies(game, me, card)
            out.append(f"   needs {needs}" + ("" if able else " — not yet") + "\n", "" if able else "dim")
    if sc.closed:
        out.append("Secured: " + ", ".join(game.space_name(s) for s in sorted(sc.closed)) + "\n", "dim")
    decks = view["decks"]
    out.append(f"Encounter deck {decks.get('encounters', 0)} · zombie bag {decks.get('bag', 0)} · "
               f"followers {decks.get('followers', 0)}\n", "dim")
    return out


# ------------------------------------------------------------------------------------------ groups
def groups(game: "Roadside", sc: Scene) -> Text:
    """The groups (§14), each as `group_text` draws it; then the teams racing alone, or how a group forms."""
    view = observe(game, sc.viewer)
    players = {p["id"]: p for p in view["players"]}
    out = Text()
    for number, pids in enumerate(view["groups"], 1):
        out.append_text(group_text(game, sc, number, [players[pid] for pid in pids]))
    if not view["groups"]:
        out.append("No groups yet. ", "bold")
        out.append("A team ending its move on another team's space may propose one; every player of the other side "
                   "agrees or refuses.\n\n" if game.rules.groups else "Groups are off in this game (option groups).\n\n",
                   "dim")
    grouped = {pid for g in view["groups"] for pid in g}
    alone = [p for p in view["players"] if p["id"] not in grouped and not p["out"]]
    if alone:
        out.append("Racing alone: ", "bold")
        out.append(", ".join(f"{sc.seats[p['id']].letter} {p['name']} {len(p['explored'])}/3" for p in alone) + "\n")
    return out


def group_text(game: "Roadside", sc: Scene, number: int, members: list[dict[str, Any]]) -> Text:
    """One group (observed players): its members, its one standee and who moves it now, the dice it
    rolls together (§14.2) and the mover's bonuses, each member's own resources (never pooled,
    §14.3; pledged towards a task, §14.5), and the shared win (§14.9)."""
    pids = [m["id"] for m in members]
    out = Text.assemble((f"Group {number}: ", "bold"))
    for k, pid in enumerate(pids):
        seat = sc.seats[pid]
        out.append(" and " if k else "")
        out.append(f" {seat.letter} ", seat.style + " reverse")
        out.append(f" {seat.name}" + (" (you)" if pid == sc.viewer else ""), seat.style)
    where, mover = members[0]["space"], game.state.player.id
    out.append(f"\n  One standee at {game.space_name(where) if where else '(nowhere)'}")
    out.append(f"; {game.state.by_id(mover).name} moves it\n" if mover in pids else "\n")
    lead = game.state.by_id(mover if mover in pids else pids[0])
    out.append("  Dice together: ")
    out.append_text(pool_text(dice.pool(game, lead)))
    extras = ", ".join("+" + plural(n, what[:-1]) for what in ("kills", "actions", "moves")
                       if (n := dice.bonus(game, lead, what)))
    out.append((f"\n  {lead.name} rolls with {extras}" if extras else "") + "\n")
    out.append("  Resources, each their own (pledges help a task):\n", "dim")
    for member in members:
        res = member["resources"]
        out.append(f"    {member['name']}: food {res['food']}, fuel {res['fuel']}, ammo {res['ammo']}\n")
    together = {r: sum(m["resources"][r] for m in members) for r in ("food", "fuel", "ammo")}
    out.append(f"    together: food {together['food']}, fuel {together['fuel']}, ammo {together['ammo']}\n", "dim")
    best = max(len(m["explored"]) for m in members)
    out.append("  Shared win: ", "bold")
    out.append("any member's third location wins for all\n    "
               + ", ".join(f"{m['name']} {len(m['explored'])}/3" for m in members)
               + (f" · {3 - best} to go" if best < 3 else "") + "\n\n")
    return out


# ------------------------------------------------------------------------------------------ cards and dice
FACE = re.compile(r"\b([HWS]):(\S+)")


def roll_text(event_text: str) -> Text:
    """A rolled event's dice (`H:1k S:wild …`, as `dice.shown` writes them) as coloured dice with their letter."""
    out = Text()
    for colour, face in FACE.findall(event_text):
        out.append(f"[{colour} {face.rstrip('.,')}]", DIE_STYLE[colour])
        out.append(" ")
    total = event_text.rsplit("=", 1)[-1].strip() if "=" in event_text else ""
    if total:
        out.append(f"= {total}", "bold")
    if not out:  # the shell die: its own sentence
        out.append(event_text)
    out.append("\nH hero, W warrior, S scavenger · k kills, a actions, wild either, ! Blam", "dim")
    return out


TOLD = frozenset({"encounter", "rolled", "outcome", "explored", "explore_failed", "died", "won", "eliminated",
                  "respawned", "revealed", "joined", "left_behind", "out_of_time"})


def news(events: list) -> str:
    """What a choice (and the bots after it) brought that a player should not miss: cards, dice, outcomes."""
    return "\n".join(e.text for e in events if e.kind in TOLD)


def card_text(game: "Roadside", card_id: str) -> Text:
    card = game.content.encounter[card_id]
    out = Text.assemble((f"“{card.title}”", "bold"), "\n", (card.text, "italic"), "\n",
                        ("Challenge: ", "bold"), describe(card.challenge))
    if card.inventory is not None:
        out.append(f"\nKept if won ({'ongoing' if card.inventory.use == 'ongoing' else 'one use'})", "dim")
    return out


# ------------------------------------------------------------------------------------------ look
def look(game: "Roadside", sc: Scene, sid: str, moves: list[Action]) -> Text:
    """The space under the cursor: what it is, who and what is there, and what entering it costs
    (the legal moves into it when it is a neighbour, else what a move there would meet)."""
    content, space = game.content, game.content.spaces[sid]
    out = title(game, sid)
    if space.icons:
        out.append(" · " + ", ".join(i.value for i in space.icons) + (" (used up)" if sid in sc.used_up else ""))
    out.append("\n")
    tokens = sc.tokens.get(sid, [])
    if tokens:
        hidden = sum(t is None for t in tokens)
        out.append(f"Zombies: {plural(hidden, 'face-down token')} (fought one by one; the number shows when flipped)\n"
                   if hidden else "", TOKEN)
    teams = [sc.seats[p] for p in sc.standees.get(sid, [])]
    if teams:
        out.append("Here: " + ", ".join(f"{s.name} ({s.letter})" for s in teams) + "\n")
    if sc.trapped.get(sid):
        out.append("Trapped: " + ", ".join(game.survivor_name(f) for f in sc.trapped[sid]) + " (an encounter rescues)\n",
                   "green")
    if space.kind is SpaceKind.location:
        out.append_text(location_note(game, sc, sid))
    into = [a for a in moves if entered(a) == sid]
    if into:
        out.append("Entering now:\n", "bold")
        for action in into:
            out.append(f"  · {action.label}\n")
    elif space.kind is not SpaceKind.location:
        out.append_text(entering(game, sid, []))
        out.append("\n")
    links = [content.spaces[n] for n in content.neighbours[sid]]
    gates = [n for n in links if n.city != space.city]
    out.append(f"Neighbours: {len(links)}" + (f", {plural(len(gates), 'gate')} through the city wall" if gates else ""),
               "dim")
    out.append("\n\nOn the map: " + LEGEND, "dim")
    return out


def title(game: "Roadside", sid: str) -> Text:
    space = game.content.spaces[sid]
    if not space.name:
        return Text(f"A plain space ({space.coordinate})" + (" inside the city wall" if space.city else ""), style="bold")
    kind = {SpaceKind.location: "location", SpaceKind.start: "starting space", SpaceKind.resource: "resource space",
            SpaceKind.plain: "space"}[space.kind]
    return Text.assemble((game.space_name(sid), "bold"), f" · {kind}" + (" inside the city wall" if space.city else ""))


def entering(game: "Roadside", sid: str, moves: list[Action]) -> Text:
    """What entering the space costs, in one line: the legal moves into it, else what a move there would meet."""
    from zombie_table.games.roadside.movement import icons, what_is_there  # a rule's own wording of the cost

    into = [a.label for a in moves if entered(a) == sid]
    if into:
        return Text("Entering now: " + " | ".join(into))
    space = game.content.spaces[sid]
    if space.kind is SpaceKind.location:
        return Text("Entered only to explore it (when open to you and its needs are met), or to rescue someone there")
    cost = what_is_there(game, sid)
    return Text(f"Entering: {cost or 'nothing stops you'}" + ("; the move ends there" if icons(game, sid) else ""))


def location_note(game: "Roadside", sc: Scene, sid: str) -> Text:
    if sid in sc.closed:
        return Text("Secured already: closed until another card names it.\n", style="dim")
    if sid not in sc.open_places or sc.viewer is None:
        return Text("Not open to you: only the public locations and your private one may be explored.\n", style="dim")
    me = game.state.by_id(sc.viewer)
    out = Text()
    for card in exploring.open_cards(game, me):
        if game.content.location_cards[card].place == sid:
            able = exploring.qualifies(game, me, card)
            out.append(f"Open to you ({exploring.card_label(game, me, card)})" + ("" if able else " — not met yet") + "\n",
                       "bold" if able else "")
    return out


def move_targets(game: "Roadside", actions: list[Action]) -> dict[str, int]:
    """The spaces a move decision may go to, numbered in the order of the options."""
    out: dict[str, int] = {}
    for action in actions:
        space = entered(action)
        if space is not None and space not in out:
            out[space] = len(out) + 1
    return out


def summary(game: "Roadside") -> dict[str, Any]:
    """The end of the race in a few words (the game-over pop-up)."""
    state = game.state
    names = [game.state.by_id(w).name for w in state.winners]
    under_way = bool(state.queue)  # ended mid-turn (a win), not at a turn's end (a clock, the turn limit)
    return {"result": state.result, "cause": state.cause, "winners": names, "turns": state.turns + under_way,
            "rescued": sum(p.rescued for p in state.players)}
