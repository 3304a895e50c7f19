"""The noise shown is the noise that counts (rules reference §4.4): Winter has no single noise
token — each noisy action leaves a noise token in its zone, which the zombies hear until the end
phase — so set-up lays none, and the text summary names the zones holding noise tokens."""

from __future__ import annotations

from missionkit import act_as, choose
from missionskit import shipped

from zombie_table.games.tilezone.view.summary import render_text, summary


def test_winter_lays_no_single_noise_token_and_the_round_line_names_the_noise_tokens() -> None:  # §4.4
    game = shipped("winter-m1")
    assert not game.state.noise.get("zone")
    assert "noise none on the board" in render_text(summary(game))[0]
    s = game.survivor("vesna")
    act_as(game, "vesna")
    choose(game, "make_noise", "vesna")
    line = render_text(summary(game))[0]
    assert f"noise tokens {s.zone}" in line and "Bang!" not in line
