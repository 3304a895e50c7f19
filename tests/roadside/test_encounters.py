"""§8.3 and §5.4 Encounters: one card per icon, the challenge of the card's data, its success or
fail effects, the icon's resource after it (unless a fail says no); inventory cards kept (§13);
votes and another player's choice go to the other players in turn (§17.8)."""

from __future__ import annotations

from tests.roadside.kit import go, pick, plain_follower, start, team

PASS = [4, 3, 3, 5]  # 6 actions with June and Bess
FAIL = [6, 6, 6, 6]


def enter_s21(game, card: str, faces: list[int] | None = None):
    """From s20 into s21 (one ammo icon) drawing `card`."""
    game.chance.stack("encounters", [card])
    if faces:
        game.chance.script(faces)
    return go(game, "s21")


def test_action_roll_success_applies_success_then_the_resource() -> None:
    game = start()
    me = team(game, "s20", food=1, ammo=1)
    events = enter_s21(game, "e33", PASS)
    assert me.resources == {"food": 2, "fuel": 1, "ammo": 2}
    order = [e.kind for e in events if e.kind in ("outcome", "resource")]
    assert order == ["outcome", "resource", "resource"]  # the card's gain, then the icon's


def test_action_roll_failure_leaves_a_follower_at_the_nearest_location() -> None:
    game = start()
    me = team(game, "s20", ammo=1)
    enter_s21(game, "e33", FAIL)
    assert game.decision.kind == "trap_at"  # Lockbox Arms and Mill Chapel are both two steps away
    assert [a.args[0] for a in game.legal_actions()] == ["lockbox_arms", "mill_chapel"]
    pick(game, "Mill Chapel")
    assert not me.followers and game.state.trapped == {"mill_chapel": ["bess_crane"]}
    assert me.resources["ammo"] == 2  # the resource comes whatever the outcome


def test_a_task_is_paid_or_refused_and_no_collect_stops_the_icon() -> None:
    game = start()
    me = team(game, "s20", food=1, ammo=1)
    enter_s21(game, "e54")
    pick(game, "Refuse")
    assert me.resources == {"food": 1, "fuel": 1, "ammo": 1}  # no collect this turn
    assert game.state.tokens.get("s21")  # and zombies where the team stands

    game = start()
    me = team(game, "s20", food=1, ammo=1)
    plain_follower(game)
    enter_s21(game, "e54")
    pick(game, "Pay 1 food")
    assert me.resources["food"] == 0 and len(me.followers) == 2 and me.resources["ammo"] == 2


def test_a_task_one_cannot_pay_fails() -> None:
    game = start()
    team(game, "s20", ammo=1, food=0)
    events = enter_s21(game, "e53")  # pay 2 ammo
    assert [e.data["success"] for e in events if e.kind == "outcome"] == [False]


def test_compare_resources_with_the_others() -> None:
    game = start()
    me = team(game, "s20", food=3, ammo=1)
    game.state.players[1 - game.state.current].resources["food"] = 2
    events = enter_s21(game, "e63")  # hold the most food
    assert [e.data["success"] for e in events if e.kind == "outcome"] == [True]
    assert me.resources["ammo"] == 3  # 1 + the card's 1 + the icon's 1


def votes(game, *choices: str) -> tuple[list[str], list[bool]]:
    """Cast these votes in turn; who was asked, and the card's outcome."""
    voters, events = [], []
    for choice in choices:
        voters.append(game.decision.player)
        events = pick(game, choice)
    return voters, [e.data["success"] for e in events if e.kind == "outcome"]


def test_a_vote_asks_all_players_the_active_one_first() -> None:
    """§5.4: all players vote. Ann's vote for her own card and Ben's against leave Cy deciding."""
    game = start(("Ann", "Ben", "Cy"))
    me = team(game, "s20")
    enter_s21(game, "e71")
    voters, outcome = votes(game, "Vote for", "Vote against", "Vote against")
    assert voters[0] == me.id and len(set(voters)) == 3 and outcome == [False]
    game = start(("Ann", "Ben", "Cy"))
    team(game, "s20")
    enter_s21(game, "e71")
    assert votes(game, "Vote for", "Vote against", "Vote for")[1] == [True]


def test_the_others_only_may_vote_and_a_tie_goes_the_active_players_way() -> None:
    game = start(("Ann", "Ben", "Cy"), active_player_votes=False)
    me = team(game, "s20")
    enter_s21(game, "e71")
    voters, outcome = votes(game, "Vote for", "Vote against")
    assert me.id not in voters and len(set(voters)) == 2 and outcome == [True]

    game = start(("Ann", "Ben", "Cy"), active_player_votes=False, vote_ties_pass=False)
    team(game, "s20")
    enter_s21(game, "e71")
    assert votes(game, "Vote for", "Vote against")[1] == [False]


def test_another_players_choice_is_theirs() -> None:
    game = start()
    me = team(game, "s20", ammo=1)
    enter_s21(game, "e77")
    assert game.decision.kind == "other_choice" and game.decision.player != me.id
    pick(game, "Help")
    assert me.resources["ammo"] == 4


def test_an_inventory_card_won_is_kept_and_its_ongoing_bonus_counts() -> None:
    game = start()
    me = team(game, "s20")
    enter_s21(game, "e83", [2, 6, 6, 1])  # 3 kills
    assert me.inventory == ["e83"]
    assert "e83" not in game.chance.decks["encounters"].discard_pile
    from zombie_table.games.roadside.dice import bonus

    assert bonus(game, me, "kills") == 1
