"""What Colony's faces draw, as Rich text (no Textual here): the colony and the six locations
outside (survivors, zombies and barricades at each entrance, noise), the tracks (morale, rounds,
food, starvation, waste), the crisis, one player's dice, hand and secret objective, the other
players as anyone sees them, and the crossroads cards read out.

Everything a player sees is built from `observe(game, viewer)`: the other players' hands and secret
objectives, the held crossroads card and the crisis cards laid face down never reach these
functions before the end, so no screen can show them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text

from zombie_table.games.colony.actions import Strike
from zombie_table.games.colony.schema import COLONY
from zombie_table.games.colony.observer import HIDDEN
from zombie_table.games.seating import Seat, seats
from zombie_table.kernel.observer import observe
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.colony.content import Content
    from zombie_table.games.colony.game import Colony
    from zombie_table.games.colony.schema import Item
    from zombie_table.kernel.engine import Action

View = dict[str, Any]  # the observer's view
ZOMBIE, BARRICADE, FREE = "z", "▪", "·"
NOISE, SLOT = "●", "○"
LEGEND = (f"A B… each player's survivors · {ZOMBIE} zombie, {BARRICADE} barricade, {FREE} free space at an entrance "
          f"[…] · {NOISE} noise token ({SLOT} empty slot) · w wounds, f frostbite")
TOLD = frozenset({"crisis", "crossroads", "crossroads_choice", "crossroads_passes", "crisis_card", "crisis_cards", "averted",
                  "crisis_failed", "vote_called", "vote_result", "died", "starving", "morale", "stolen", "eliminated",
                  "game_over"})


def news(events: list) -> str:
    """What a choice (and the bots after it) brought that nobody at the table should miss."""
    return "\n".join(e.text for e in events if e.kind in TOLD)


def seen(game: "Colony", viewer: str | None) -> View:
    return observe(game, viewer)


def table_seats(game: "Colony") -> dict[str, Seat]:
    return seats(game.state.players)


# ------------------------------------------------------------------------------------------ places
def entrance(e: dict[str, int]) -> Text:
    free = e["spaces"] - e["zombies"] - e["barricades"]
    return Text.assemble("[", (ZOMBIE * e["zombies"], "bold red"), (BARRICADE * e["barricades"], "bold yellow"),
                         (FREE * free, "dim"), "]")


def survivor_mark(game: "Colony", s: dict[str, Any]) -> str:
    hurt = (f" {s['wounds']}w" if s["wounds"] else "") + (f" {s['frostbite']}f" if s["frostbite"] else "")
    return game.name(s["id"]) + hurt


def places(content: "Content", view: View, marks: dict[str, list[Text]] | None = None) -> Text:
    """Each place: its name, who fits, the helpless, noise; its entrances; whose survivors stand there."""
    out = Text()
    for place in content.board.places:
        state = view["places"][place.id]
        here = sum(1 for s in view["survivors"].values() if s["place"] == place.id)
        out.append(place.name, "bold")
        out.append(f"  {here}/{place.survivors} survivors", "dim")
        if state["helpless"]:
            out.append(f" · {plural(state['helpless'], 'helpless survivor')}")
        if place.noise:
            out.append("  noise ")
            out.append(NOISE * state["noise"], "bold magenta")
            out.append(SLOT * max(0, place.noise - state["noise"]), "dim")
        out.append("\n  " + ("doors " if place.id == COLONY else "door  " if len(place.entrances) == 1 else "doors "))
        out.append_text(Text(" ").join(entrance(e) for e in state["entrances"]))
        zombies = sum(e["zombies"] for e in state["entrances"])
        out.append(f"  {plural(zombies, 'zombie')}" if zombies else "", "red")
        out.append("\n")
        for line in (marks or {}).get(place.id, []):
            out.append("  ")
            out.append_text(line)
            out.append("\n")
    return out


def standing(game: "Colony", view: View) -> dict[str, list[Text]]:
    """Per place, a line per player with survivors there: the player's letter, then the survivors."""
    letters = table_seats(game)
    out: dict[str, list[Text]] = {}
    for player in view["players"]:
        seat = letters[player["id"]]
        by_place: dict[str, list[str]] = {}
        for sid in player["group"]:
            s = view["survivors"][sid]
            by_place.setdefault(s["place"], []).append(survivor_mark(game, s))
        for place, names in by_place.items():
            out.setdefault(place, []).append(Text.assemble((f" {seat.letter} ", seat.style + " reverse"), " ",
                                                           ", ".join(names)))
    return out


def preview(game: "Colony") -> Text:
    """The layout as set up, before anyone keeps a survivor (the mission browser)."""
    return places(game.content, seen(game, None))


# ------------------------------------------------------------------------------------------ tracks and crisis
def bar(value: int, top: int, style: str) -> Text:
    return Text.assemble(("▮" * value, style), ("▯" * max(0, top - value), "dim"))


def tracks(game: "Colony", view: View) -> Text:
    content = game.content
    main = content.mains[view["main"]]
    scenario = getattr(main, view["side"])
    out = Text.assemble((main.name, "bold"), f" ({view['side']} side) · goal: ", (scenario.text, "italic"), "\n")
    out.append("Morale  ")
    out.append(f"{view['morale']:>2} ", "bold")
    out.append_text(bar(view["morale"], content.board.morale_cap, "bold green"))
    out.append(f"\nRounds  {view['rounds']:>2} ", "")
    out.append_text(bar(view["rounds"], scenario.rounds, "bold cyan"))
    out.append(f" left · round {view['round']}\n")
    out.append(f"Food    {view['food']:>2}", "bold")
    out.append(f" · starvation {view['starvation']}" if view["starvation"] else "", "bold red")
    out.append(f" · waste {view['waste']}" + (" (10 or more costs morale)" if view["waste"] >= 10 else ""))
    out.append(f" · helpless {view['places'][COLONY]['helpless']}\n")
    return out


def crisis(game: "Colony", view: View) -> Text:
    if view["crisis"] is None:
        return Text("No crisis this round.", style="dim")
    card = game.content.crises[view["crisis"]]
    out = Text.assemble(("Crisis: ", "bold"), (card.name, "bold red"), f" — {card.text}\n",
                        f"Needs {card.symbol} cards: each one +1, any other card −1; "
                        f"{len([p for p in view['players'] if not p['out'] and not p['exiled']])} to avert.\n")
    given = view["contributions"]
    down = sum(c == HIDDEN for c in given)
    up = [game.card_with_category(c) for c in given if c != HIDDEN]
    out.append(f"Given so far: {plural(len(given), 'card')}" + (f", {down} face down" if down else "")
               + (f"; face up: {', '.join(up)}" if up else "") + "\n", "dim")
    return out


CRISIS_TURNED = ("crisis_card", "crisis_cards", "averted", "crisis_failed")
"""The events of a crisis resolved (§10): each card as it is turned, the total, the outcome."""


def last_crisis(lines: list[str]) -> Text:
    """The last colony phase's crisis, card by card as it was turned, and how it went."""
    if not lines:
        return Text()
    out = Text("Last crisis, as turned:\n", style="bold")
    for line in lines:
        out.append(f"  {line}\n", "bold" if line.startswith("Crisis card") else "")
    return out


# ------------------------------------------------------------------------------------------ players
def dice_text(dice: list[dict[str, Any]]) -> Text:
    out = Text()
    for die in sorted(dice, key=lambda d: (d["used"], -d["value"])):
        out.append(f"[{die['value']}]", "dim strike" if die["used"] else "bold")
        out.append(" ")
    return out or Text("none", style="dim")


def card_line(item: "Item") -> Text:
    """A card of the hand (or of `cards`): its name, its category (what crises and secret objectives ask for), its use."""
    what = {"one_shot": "one use", "equip": "equip", "event": "event"}[item.play]
    extra = f", +{item.food} food" if item.food else ""
    return Text.assemble((item.name, "bold"), f" · {item.category} · {what}{extra}",
                         (f" — {item.text}" if item.text else "", "dim"))


def you(game: "Colony", view: View, viewer: str) -> Text:
    """The viewer's own board: dice, survivors, hand, secret objective, the crossroads card held."""
    content = game.content
    me = next(p for p in view["players"] if p["id"] == viewer)
    seat = table_seats(game)[viewer]
    out = Text.assemble((f" {seat.letter} ", seat.style + " reverse"), " ", (me["name"], seat.style), " (you)")
    out.append(" · exiled" if me["exiled"] else "", "bold red")
    out.append(" · first player" if view["first"] == viewer else "")
    out.append(f" · {me['kills']} kills\nDice: ")
    out.append_text(dice_text(me["dice"]))
    out.append("\n")
    for k, sid in enumerate(me["group"]):
        s, card = view["survivors"][sid], content.survivors[sid]
        out.append_text(Text.assemble(("  " + card.name, "bold"), " (leader)" if k == 0 else "",
                                      f" · {card.role} · attack {card.attack}+ search {card.search}+ · "
                                      f"at {game.place_name(s['place'])}",
                                      (f" · {s['wounds']}w" if s["wounds"] else "", "red"),
                                      (f" {s['frostbite']}f" if s["frostbite"] else "", "blue"), "\n"))
        ability = card.ability
        out.append(f"    {ability.text}" + (f" (die {ability.die}+)" if ability.die else "") + "\n", "dim")
        for item in s["equipment"]:
            out.append(f"    equipped: {game.card_name(item)}\n")
    hand = me["hand"]
    out.append(f"Hand: {plural(len(hand), 'card')}\n", "bold")
    for card in hand:
        out.append("  ")
        out.append_text(card_line(content.item(card)))
        out.append("\n")
    if isinstance(view["drawn"], list) and view["drawn"]:
        out.append("Searching, drawn: " + ", ".join(game.card_name(c) for c in view["drawn"]) + "\n", "yellow")
    if me["secret"]:
        secret = content.secrets[me["secret"]]
        kind = {"betrayal": " — betrayal: you win if the colony falls", "exile": " — exile"}.get(secret.kind, "")
        out.append("Secret objective: ", "bold")
        out.append(f"{secret.name}{kind}\n  {secret.text}\n", "bold red" if secret.kind == "betrayal" else "")
    held = view["held"]
    if held and held["holder"] == viewer and held["card"] != HIDDEN:
        card = content.crossroads[held["card"]]
        current = next(p["name"] for p in view["players"] if p["id"] == view["current"])
        out.append(f"You hold a crossroads card for {current}'s turn: ", "bold")
        out.append(f"{card.title}\n  {card.text}\n", "magenta")
    return out


def others(game: "Colony", view: View, viewer: str | None) -> Text:
    """The other players as anyone sees them (their hands counted, their secrets hidden until the end)."""
    letters = table_seats(game)
    out = Text()
    for p in view["players"]:
        if p["id"] == viewer:
            continue
        seat = letters[p["id"]]
        out.append(f" {seat.letter} ", seat.style + " reverse")
        out.append(f" {p['name']}", seat.style)
        out.append(" · exiled" if p["exiled"] else "", "bold red")
        out.append(" · out" if p["out"] else "", "bold red")
        out.append(" · first player" if view["first"] == p["id"] else "")
        hand = p["hand"]
        out.append(f" · hand {hand if isinstance(hand, int) else len(hand)}")
        out.append(f" · dice {sum(not d['used'] for d in p['dice'])} unused")
        out.append(f" · {p['kills']} kills\n")
        group = [f"{game.name(sid)}" + (" (leader)" if k == 0 else "") for k, sid in enumerate(p["group"])]
        out.append("  " + (", ".join(group) or "no survivors") + "\n")
        if isinstance(hand, list):  # the game is over: everything shows
            out.append("  hand: " + (", ".join(game.card_name(c) for c in hand) or "empty") + "\n", "dim")
        if p["secret"] == HIDDEN:
            out.append("  secret objective: hidden\n", "dim")
        elif p["secret"]:
            secret = game.content.secrets[p["secret"]]
            out.append(f"  secret objective: {secret.name} ({secret.kind}) — {secret.text}\n")
    return out


def held_note(game: "Colony", view: View) -> Text:
    held = view["held"]
    if not held:
        return Text("No crossroads card is held.", style="dim")
    holder = next((p["name"] for p in view["players"] if p["id"] == held["holder"]), "The table")
    current = next(p["name"] for p in view["players"] if p["id"] == view["current"])
    return Text(f"{holder} holds a crossroads card for {current}'s turn, face down: it is read out when its moment "
                "comes.", style="dim")


def crossroads(game: "Colony", card_id: str, chosen: str | None = None) -> Text:
    """A crossroads card read out: its title, its words, its choices (and the one taken)."""
    card = game.content.crossroads[card_id]
    out = Text.assemble((card.title, "bold magenta"), "\n", (card.text, "italic"), "\n")
    for choice in card.choices:
        taken = chosen is not None and choice.label in chosen
        out.append(("▶ " if taken else "· ") + choice.label + "\n", "bold" if taken else "")
    return out


def summary(game: "Colony") -> dict[str, Any]:
    """The end of the game in a few words (the game-over pop-up)."""
    state = game.state
    return {"result": state.result, "cause": state.cause, "round": state.round,
            "winners": [state.by_id(w).name for w in state.winners]}


# ------------------------------------------------------------------------------------------ the turn's list
DIE_ACTIONS = ("search", "attack", "barricade", "clean", "lure", "ability")
"""The kinds an action die is spent on, in the order a group lists them (an attack on another player's
survivor comes after them all)."""
FREE_ACTIONS = {"move": "Move a survivor (free, once a turn each)", "play": "Play or equip a card from your hand (free)",
                "food": "Spend 1 food to raise a die (free)", "hand_over": "Hand equipment to a survivor here (free)",
                "request": "Ask another player for a card (free)", "ability": "Abilities (free)",
                "vote": "Call a vote to exile a player (free)"}


def die_of(action: "Action") -> int | None:
    """The index of the die an action spends, if it spends one."""
    die: int | None = getattr(action.args, "die", None) if action.kind in DIE_ACTIONS else None
    return die


def turn_menu(game: "Colony", actions: list["Action"]) -> list[tuple[str, list["Action"]]]:
    """A turn's choices in groups, each with a heading that says what picking from it does: per die
    (highest first) and per survivor, the die's actions; then the free actions by kind; the turn's end last."""
    me = game.state.player
    groups: dict[str, list[Action]] = {}
    spending = [a for a in actions if die_of(a) is not None]

    def order(action: "Action") -> tuple[int, int, int]:
        on_survivor = action.kind == "attack" and isinstance(action.args, Strike)
        survivor = action.args.survivor
        return (-me.dice[die_of(action) or 0].value, me.group.index(survivor) if survivor in me.group else 0,
                len(DIE_ACTIONS) if on_survivor else DIE_ACTIONS.index(action.kind))

    for action in sorted(spending, key=order):
        survivor = game.content.survivors[action.args.survivor]
        heading = (f"Spend die {me.dice[die_of(action) or 0].value} · {survivor.name} "
                   f"(attack {survivor.attack}+, search {survivor.search}+)")
        groups.setdefault(heading, []).append(action)
    ends = [a for a in actions if a.kind == "end"]
    crisis = game.content.crises[game.state.crisis] if game.state.crisis is not None else None
    for action in actions:
        if die_of(action) is None and action.kind != "end":
            heading = FREE_ACTIONS.get(action.kind, "Other actions (free)")
            if action.kind == "contribute" and crisis is not None:
                heading = f"Give a card to the crisis (free: a {crisis.symbol} card +1, any other −1)"
            groups.setdefault(heading, []).append(action)
    unused = sum(not d.used for d in me.dice)
    if ends:
        groups["Done for this turn" + (f" ({plural(unused, 'die', 'dice')} unused)" if unused else "")] = ends
    return list(groups.items())
