"""Colony's turn, as a player meets it (issue #29, point 10): the list says whose turn it is and what
the dice are for, its choices come in groups (per die and survivor, then the free actions by kind,
the turn's end last); ending the turn with dice that would be lost asks first; and every card shows
its category — in the hand, in the crisis's list of cards to give, and in `zombie-table cards`."""

from __future__ import annotations

import re
from argparse import Namespace

from colonykit import screen_of, shown
from journeykit import Journey, start
from pilotkit import wait_for

from zombie_table.commands import cards as cards_command
from zombie_table.games.colony import greedy
from zombie_table.games.colony.content import load_content
from zombie_table.tui.app import ZombieTableApp
from zombie_table.tui.screens.modals import ChoiceModal, ConfirmModal


async def test_the_turn_list_is_grouped_and_ending_with_dice_left_asks_first(saves_dir) -> None:
    app = ZombieTableApp(playback="instant")
    async with app.run_test(size=(120, 40)) as pilot:
        await start(pilot, app, Journey("colony-larder", "colony", "y"))
        colony = screen_of(app)
        game = colony.game
        for _ in range(20):  # the set-up's questions (leader, followers), the bots' turns: to the person's turn
            await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "a question")
            if game.decision.kind == "turn":
                break
            app.screen.dismiss(greedy.choose(game))
        modal = app.screen
        assert game.decision.kind == "turn" and isinstance(modal, ChoiceModal)
        unused = sorted((d.value for d in game.state.player.dice if not d.used), reverse=True)
        assert modal.title_text.startswith("Ann's turn: dice " + ", ".join(map(str, unused)))
        assert modal.choices[0].header, "the list opens on a heading, not on an action Enter would take"
        heading = ""
        for choice in modal.choices:
            if choice.header:
                heading = str(choice.label)
                continue
            action = choice.value
            spent = re.search(r"\(die (\d)\)$", action.label)
            if spent:  # a die action sits under its die's heading
                assert heading.startswith(f"Spend die {spent.group(1)} · "), (heading, action.label)
            elif action.kind == "end":
                assert heading.startswith("Done for this turn"), heading
            else:
                assert "(free" in heading, (heading, action.label)
            if action.kind == "contribute":  # the crisis's cards say their category
                item = game.content.item(action.args[0])
                assert f"{item.name} ({item.category})" in action.label
        headings = [str(c.label) for c in modal.choices if c.header]
        assert headings[-1].startswith("Done for this turn") and len(headings) == len(set(headings)) > 2

        taken = len(game.history)
        modal.dismiss(next(c.value for c in modal.choices if not c.header and c.value.kind == "end"))
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmModal), "the question before the turn ends")
        assert f"{len(unused)} dice unused" in str(app.screen.detail) or "1 die unused" in str(app.screen.detail)
        await pilot.press("n")
        await wait_for(pilot, lambda: isinstance(app.screen, ChoiceModal), "the turn's list again")
        assert len(game.history) == taken and game.decision.kind == "turn"

        text = shown(app)  # the hand: each card with its category
        for card in game.state.player.hand:
            item = game.content.item(card)
            assert f"{item.name} · {item.category} · " in text


def test_cards_lists_colonys_items_with_their_category(capsys) -> None:
    code = cards_command.run(Namespace(game="colony", setting=None, deck=None, json=False, content=[]))
    out = capsys.readouterr().out
    assert code == 0
    for item in load_content().items_file.items:
        assert re.search(rf"{re.escape(item.name)}\s+\d+\s+{item.category} · ", out), item.name
