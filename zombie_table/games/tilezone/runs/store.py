"""Runs on disk: one JSON file a run and a folder of its generated missions, under the saves folder's
`runs/`, written atomically; the report of a finished run beside it as Markdown."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import ValidationError

from zombie_table.games.tilezone.runs.model import RUN_VERSION, Run
from zombie_table.kernel.savefile import save_dir, write_atomic


class RunError(ValueError):
    """A run file that cannot be read: its path and the reason."""


def runs_dir(saves: Path | None = None) -> Path:
    return save_dir(saves) / "runs"


def run_path(run_id: str, saves: Path | None = None) -> Path:
    return runs_dir(saves) / f"{run_id}.json"


def missions_dir(run_id: str, saves: Path | None = None) -> Path:
    """Where the run's generated missions are written, as content `play` and saves can load."""
    return runs_dir(saves) / run_id / "missions"


def write(run: Run, saves: Path | None = None) -> Path:
    path = run_path(run.id, saves)
    write_atomic(path, run.model_dump_json(indent=1))
    return path


def read(path: Path) -> Run:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise RunError(f"{path}: not a run file ({exc})") from None
    if not isinstance(data, dict) or data.get("version") != RUN_VERSION:
        raise RunError(f"{path}: a run file of version {RUN_VERSION} is needed")
    try:
        return Run.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise RunError(f"{path}: {'.'.join(map(str, first['loc']))}: {first['msg']}") from None


def every_run(saves: Path | None = None) -> list[tuple[Path, Run | RunError]]:
    """Each run file with its run, or the reason it cannot be read (one bad file hides no other)."""
    found: list[tuple[Path, Run | RunError]] = []
    for path in sorted(runs_dir(saves).glob("*.json")):
        try:
            found.append((path, read(path)))
        except RunError as exc:
            found.append((path, exc))
    return found


def report(run: Run) -> str:
    """The run's story in Markdown: the team, each mission with its map drawn small, who died where."""
    lines = [f"# Run {run.id}: {run.setting}, {run.status}", "",
             f"Seed {run.seed}{f' (daily run of {run.daily})' if run.daily else ''}; "
             f"replay it with `zombie-table run {run.setting} --seed {run.seed} --length {run.length}`.", "",
             "## The team", ""]
    for m in run.team:
        fate = f"died in {m.died}" if not m.alive else f"alive, {m.xp} XP, {m.wounds} wounds"
        lines.append(f"- **{m.name}** ({m.player}): {fate}")
    lines += ["", "## Missions", ""]
    for leg in run.legs:
        lines += [f"### {leg.number}. {leg.title} ({leg.mission}, {leg.difficulty})", "",
                  f"{leg.result or 'unfinished'} in round {leg.rounds}: {leg.cause}. "
                  f"Kills {leg.kills}, wounds {leg.wounds}, dead: {', '.join(leg.deaths) or 'nobody'}.", "",
                  "```", *(leg.picture or [" ".join(f"{tile:7}" for tile in row) for row in leg.layout]), "```", ""]
    return "\n".join(lines)


def write_report(run: Run, saves: Path | None = None) -> Path:
    path = runs_dir(saves) / f"{run.id}.md"
    path.write_text(report(run), encoding="utf-8")
    return path
