"""§14 Groups and the co-op rules (§15.2): forming at the end of a move onto another standee's
space, with every player of the other side agreeing; one standee, one pool of every member's dice,
resources kept apart; fatigue on the active player's team unless a member volunteers when asked;
members other than the active one may leave at the start of a member's turn; a member's third
location wins for the whole group; a group leaving a space leaves one token."""

from __future__ import annotations

from collections import Counter

from tests.roadside.kit import go, pick, start, team

from zombie_table.games.roadside import dice


def grouped_pair(**options):
    """Ann's team walks onto Ben's space and they form a group; returns the game, Ann and Ben."""
    game = start(**options)
    ann = team(game, "s40")
    ben = next(p for p in game.state.players if p is not ann)
    team(game, "s50", character="mara_quill", followers=(), player=ben)
    go(game, "s50")
    pick(game, "Stop here")
    return game, ann, ben


def on_bens_turn(**options):
    """Ann and Ben grouped; Ben's turn, Ann staying, at Ben's move."""
    game, ann, ben = grouped_pair(**options)
    pick(game, "Propose")
    pick(game, "Agree")
    pick(game, "Stay")
    while game.decision.kind != "move":
        pick(game, "Done")
    return game, ann, ben


def test_a_group_forms_when_both_agree_and_rolls_every_members_dice() -> None:
    game, ann, ben = grouped_pair()
    assert game.decision.kind == "group_offer" and game.decision.player == ann.id
    alone = dice.pool(game, ann)
    pick(game, f"Propose a group to {ben.name}")
    assert game.decision.kind == "group_consent" and game.decision.player == ben.id
    pick(game, "Agree")
    assert game.state.groups == [[ann.id, ben.id]]
    assert dice.pool(game, ann) == alone + Counter({"hero": 2, "warrior": 1})  # Mara Quill's dice join (§14.2)
    assert ann.resources is not ben.resources  # resources stay each player's (§14.3)


def test_a_refusal_leaves_both_alone_and_the_option_turns_groups_off() -> None:
    game, ann, ben = grouped_pair()
    pick(game, "Propose")
    pick(game, "Refuse")
    assert game.state.groups == [] and game.me is ben
    game, ann, ben = grouped_pair(groups=False)
    assert game.me is ben and game.decision.kind != "group_offer"


def test_the_group_moves_as_one_standee_leaving_one_token_and_the_others_may_leave_at_a_turn_start() -> None:
    game, ann, ben = grouped_pair()
    pick(game, "Propose")
    pick(game, "Agree")
    assert game.me is ben
    assert game.decision.kind == "group_leave" and game.decision.player == ann.id  # Ann may leave on Ben's turn
    pick(game, "Stay")
    while game.decision.kind != "move":
        pick(game, "Done")
    go(game, "s40")
    assert ann.space == ben.space == "s40" and len(game.state.tokens["s50"]) == 1
    pick(game, "Stop here")
    assert game.me is ann and game.decision.kind == "group_leave" and game.decision.player == ben.id
    pick(game, "Leave the group")
    assert game.state.groups == [] and ben.space == "s40"


def test_fatigue_lands_on_the_active_team_unless_a_member_volunteers() -> None:
    game, ann, ben = on_bens_turn()
    game.state.decision = None
    game.push({"kind": "fatigue", "player": ben.id, "amount": 2})
    game.run()
    assert game.decision.kind == "fatigue" and game.decision.player == ben.id  # a lone survivor, yet a choice
    pick(game, f"Ask {ann.name}")
    assert game.decision.kind == "volunteer" and game.decision.player == ann.id
    pick(game, "Decline")  # Ann is not asked again for this fight: Ben's lone survivor takes both
    assert ben.character.fatigue == 2 and all(m.fatigue == 0 for m in ann.team)


def test_a_member_volunteering_takes_the_fatigue() -> None:
    game, ann, ben = grouped_pair()
    pick(game, "Propose")
    pick(game, "Agree")
    game.state.decision = None
    game.push({"kind": "fatigue", "player": ben.id, "amount": 1})
    game.run()
    pick(game, f"Ask {ann.name}")
    pick(game, game.survivor_name(ann.followers[0].id))
    assert ann.followers[0].fatigue == 1 and ben.character.fatigue == 0


def test_a_members_third_location_wins_for_the_whole_group() -> None:
    game, ann, ben = grouped_pair()
    pick(game, "Propose")
    pick(game, "Agree")
    ben.explored = ["x1", "x2", "x3"]
    game.check_end()
    assert set(game.state.winners) == {ann.id, ben.id} and game.state.result == "won"


def toll_gate_for_the_group():
    """Ann and Ben grouped, 1 ammo each; on Ben's turn the group enters s21 and draws a task: pay 2 ammo."""
    game, ann, ben = on_bens_turn()
    team(game, "s20", character="mara_quill", followers=(), player=ben, ammo=1)
    ann.space, ann.resources["ammo"] = "s20", 1
    game.chance.stack("encounters", ["e53"])
    go(game, "s21")
    return game, ann, ben


def test_members_may_pay_part_of_a_task_and_pay_only_when_it_is_met() -> None:
    game, ann, ben = toll_gate_for_the_group()
    assert game.decision.kind == "task" and not any(a.args[0] == "pay" for a in game.legal_actions())
    pick(game, f"Ask {ann.name}")
    assert game.decision.kind == "task_share" and game.decision.player == ann.id
    pick(game, "Decline")
    assert game.decision.kind == "task" and [a.args[0] for a in game.legal_actions()] == ["refuse"]
    pick(game, "Refuse")
    assert ann.resources["ammo"] == 1 and ben.resources["ammo"] == 1  # nothing paid
    assert game.decision.kind == "fatigue"  # the fail's fatigue: Ben may ask Ann to take it


def test_a_pledge_completes_the_task() -> None:
    game, ann, ben = toll_gate_for_the_group()
    pick(game, f"Ask {ann.name}")
    pick(game, "Pay 1 ammo")
    events = pick(game, "Pay 1 ammo (succeed)")
    assert [e.data["success"] for e in events if e.kind == "outcome"] == [True]
    assert ann.resources["ammo"] == 0 and ben.resources["ammo"] == 1  # each paid 1; Ben gains the icon's


def test_a_loss_lands_on_the_active_player_unless_a_member_takes_part() -> None:
    game, ann, ben = on_bens_turn()
    ann.resources["food"], ben.resources["food"] = 2, 2
    game.state.decision = None
    game.push({"kind": "lose", "player": ben.id, "resource": "food", "amount": 2})
    game.run()
    assert game.decision.kind == "lose" and game.decision.player == ben.id
    pick(game, f"Ask {ann.name}")
    assert game.decision.kind == "volunteer" and game.decision.player == ann.id
    pick(game, "Lose 1 food")
    pick(game, f"Ask {ann.name}")
    pick(game, "Decline")  # Ann is not asked again: Ben loses the rest without a question
    assert (ann.resources["food"], ben.resources["food"]) == (1, 1) and game.decision.kind not in ("lose", "volunteer")


def test_a_member_may_leave_one_of_its_followers_behind_instead() -> None:
    game, ann, ben = on_bens_turn()
    team(game, ben.space, character="mara_quill", followers=("cora_dobbs",), player=ben)
    game.state.decision = None
    game.push({"kind": "leave_follower", "player": ben.id, "where": "here"})
    game.run()
    assert game.decision.kind == "leave_follower"  # one follower, yet a choice: Ann may be asked
    pick(game, f"Ask {ann.name}")
    pick(game, "Leave Bess Crane behind")
    assert game.state.trapped == {ben.space: ["bess_crane"]} and [m.id for m in ben.followers] == ["cora_dobbs"]


def test_a_cards_heal_may_go_to_a_members_survivor() -> None:
    game, ann, ben = on_bens_turn()
    ann.followers[0].fatigue = 1
    for rule, healed in (("inventory", 1), ("encounter", 0)):
        game.state.decision = None
        game.push({"kind": "heal", "player": ben.id, "amount": 1, "rule": rule})
        game.run()
        assert ann.followers[0].fatigue == healed  # an item's heal stays its holder's


def test_section_11_4_a_member_whose_group_was_moved_on_does_not_retry_from_afar() -> None:
    """Ann's exploration failed while grouped; on Ben's turn the group leaves the location, so on
    Ann's next turn she is no longer on its space: no retry, she moves as usual."""
    game, ann, ben = on_bens_turn()
    game.state.public[0] = "bulldog_field_1"
    ann.retry = "bulldog_field_1"
    for member in (ann, ben):
        member.space = "bulldog_field"
    game.invalidate()
    go(game, "s42")
    events = pick(game, "Stop here")
    while game.decision.kind != "move":
        events += pick(game, "Stay" if game.decision.kind == "group_leave" else "Done")
    assert game.me is ann and ann.space == "s42" and ann.retry is None
    assert not any(e.kind in ("retry", "exploring") for e in events)
