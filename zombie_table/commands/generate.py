"""`zombie-table generate`: a new mission of a setting from a seed, written as a content file."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from zombie_table.commands.common import CommandError, console, load_library
from zombie_table.content.common import Setting
from zombie_table.content.library import user_content_dir
from zombie_table.content.missions import Difficulty, Mission
from zombie_table.games.tilezone.checks import check_mission
from zombie_table.games.tilezone.generation.mission import SIZES, GenerationError, Request, generate, to_yaml
from zombie_table.games.tilezone.generation.recipe import recipe_for
from zombie_table.games.tilezone.settings import settings

NAME = "generate"
HELP = "Make a new mission of a setting from a seed: a joined map of its tiles, a goal, spawns and objectives."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("setting", choices=[s for s in settings() if recipe_for(s)], help="the setting whose tiles and rules it uses")
    parser.add_argument("--seed", type=int, default=1, help="the same seed makes the same mission (default 1)")
    parser.add_argument("--size", choices=list(SIZES), default="2x2", help="tiles across and down (default 2x2)")
    parser.add_argument("--difficulty", choices=[d.value for d in Difficulty], default=Difficulty.medium.value,
                        help="more spawn zones, zombies and objectives as it rises (default medium)")
    parser.add_argument("--out", metavar="FILE", help="where to write it; '-' prints it (default: the user content folder)")
    parser.add_argument("--force", action="store_true", help="replace a different file already at --out")


def run(args: argparse.Namespace) -> int:
    if not 0 <= args.seed < 2**63:
        raise CommandError(f"--seed must be between 0 and 2^63-1, not {args.seed}")
    library = load_library(args)
    request = Request(Setting(args.setting), args.seed, args.size, Difficulty(args.difficulty))
    try:
        mission = generate(request, library)
    except (GenerationError, ValueError) as exc:
        raise CommandError(f"cannot generate {request.mission_id}: {exc}") from None
    text = to_yaml(mission)
    if args.out == "-":
        sys.stdout.write(text)
        return 0
    path = Path(args.out) if args.out else user_content_dir() / "missions" / mission.setting.value / f"{mission.id}.yaml"
    _write(path, text, args.force)
    problems = check_mission(mission, library, path)
    if problems:  # a generator bug: say so rather than hand over a mission `validate` refuses
        raise CommandError("the generated mission does not validate:\n" + "\n".join(map(str, problems)))
    _report(mission, path)
    return 0


def _write(path: Path, text: str, force: bool) -> None:
    """Write `text` to `path`, never over a different file unless told (the same seed writes the same text)."""
    try:
        if path.exists() and not force and path.read_text(encoding="utf-8", errors="replace") != text:
            raise CommandError(f"{path} already exists and differs; pass --force to replace it or choose --out")
        path.parent.mkdir(parents=True, exist_ok=True)
        temp = path.with_name(f".{path.name}.tmp")
        temp.write_text(text, encoding="utf-8")
        temp.replace(path)
    except OSError as exc:
        raise CommandError(f"cannot write {path}: {exc.strerror or exc}") from None


def _report(mission: Mission, path: Path) -> None:
    out = console()
    out.print(f"{mission.id}: {mission.title} ({mission.difficulty.value}), written to {path}", soft_wrap=True)
    content = "" if path.is_relative_to(user_content_dir()) else f" --content {path.parent}"
    out.print(f"see it:  zombie-table show {mission.id}{content}", soft_wrap=True)
    out.print(f"play it: zombie-table play {mission.id}{content}", soft_wrap=True)
