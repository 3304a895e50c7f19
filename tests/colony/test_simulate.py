"""`zombie-table simulate colony-OBJECTIVE`: bot games with the invariants checked, reported for the
colony, by seat and for the traitors; the figures do not depend on the number of processes."""

import json
import subprocess
import sys

from zombie_table.games.colony.batch import parse_seats, simulate


def test_a_batch_reports_the_colony_the_seats_and_the_traitors():
    seats = parse_seats("A:greedy,B:greedy,C:random")
    report = simulate("colony-clean_house", "clean_house", seats, 6, 5, 1, "traitor", check=True)
    assert report["games"] == 6 and not report["broken"]
    assert [s["name"] for s in report["by_seat"]] == ["A", "B", "C"]
    assert report["traitor"]["games"] >= 1  # the traitor variant deals a betrayal card in most games
    again = simulate("colony-clean_house", "clean_house", seats, 6, 5, 2, "traitor", check=True)
    assert {k: v for k, v in again.items() if k not in ("seconds", "games_per_second")} == \
           {k: v for k, v in report.items() if k not in ("seconds", "games_per_second")}


def test_the_command_prints_json_and_refuses_people_and_unknown_variants():
    run = [sys.executable, "-m", "zombie_table", "simulate", "colony-larder", "--games", "2", "--jobs", "1"]
    done = subprocess.run(run + ["--json", "--seats", "A:greedy,B:greedy"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and json.loads(done.stdout)["games"] == 2
    people = subprocess.run(run + ["--seats", "Ann,B:greedy"], capture_output=True, text=True, timeout=60)
    assert people.returncode != 0 and "every seat of a simulation is a bot" in people.stderr
    odd = subprocess.run(run + ["--option", "variant=picnic"], capture_output=True, text=True, timeout=60)
    assert odd.returncode != 0 and "picnic" in odd.stderr and "Traceback" not in odd.stderr
    thaw = [sys.executable, "-m", "zombie_table", "simulate", "colony-thaw", "--games", "2", "--option", "variant=cooperative"]
    refused = subprocess.run(thaw, capture_output=True, text=True, timeout=60)
    assert refused.returncode != 0 and "not one of this mode's" in refused.stderr and "Traceback" not in refused.stderr


def test_the_command_honours_rule_options_and_refuses_an_unknown_one_as_play_does(capsys):
    """A rule option changes the games simulated (§14 E elimination puts out a player with no survivor:
    the report differs from the defaults'), and an unknown one is refused with `play`'s own message."""
    from zombie_table.cli import main

    base = ["simulate", "colony-larder", "--games", "6", "--jobs", "1", "--seed", "4", "--json"]
    assert main(base) == 0
    plain = json.loads(capsys.readouterr().out)
    assert main(base + ["--option", "noise_hits_at_most=6", "--option", "food_rounds_up=false"]) == 0
    changed = json.loads(capsys.readouterr().out)
    assert changed["mean_decisions"] != plain["mean_decisions"]
    messages = []
    for command in (["simulate", "colony-larder", "--games", "1", "--jobs", "1"], ["play", "colony-larder", "--text"]):
        try:
            code = main(command + ["--option", "bogus_option=1"])
        except SystemExit as exc:
            code = exc.code
        assert code not in (0, None)
        messages.append(capsys.readouterr().err.strip().splitlines()[-1].partition("error: ")[2])
    assert "bogus_option" in messages[0] and messages[0] == messages[1]


def test_a_solo_entry_is_simulated_with_one_seat_by_default(capsys):
    """The tutorial is a solo game: `simulate colony-tutorial` (and so `simulate all`) seats one bot,
    not the four of the standard game the solo variant refuses."""
    from zombie_table.cli import main

    assert main(["simulate", "colony-tutorial", "--games", "2", "--jobs", "1", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert (report["mode"], len(report["by_seat"]), report["games"]) == ("solo", 1, 2)
