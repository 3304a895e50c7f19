"""The text summary's round line names the noise token's zone, or says there is none: Outpost's
set-up lays no noise token (`start_noise: false`), Frontier's lays one on the start."""

from __future__ import annotations

from stationkit import shipped

from zombie_table.games.tilezone.view.summary import render_text, summary


def test_the_round_line_says_no_noise_token_lies_on_the_board() -> None:
    game = shipped("outpost-m8")
    line = render_text(summary(game))[0]
    assert "noise none on the board" in line and " at  " not in line
    game.state.noise = {"zone": game.survivor("rook").zone, "level": "bang"}
    assert f"at {game.survivor('rook').zone}" in render_text(summary(game))[0]
