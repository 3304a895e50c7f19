"""`zombie-table schema`: JSON Schemas of every content kind, for editors (yaml-language-server);
with --api, of every message of the bot protocol (`play --jsonl`, docs/api.md)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from zombie_table.commands.common import CommandError, console
from zombie_table.content.library import shipped_root
from zombie_table.content.loader import MODELS

NAME = "schema"
HELP = ("Write the JSON Schema of every content kind as <kind>.json (default: the checkout's assets/schema/); "
        "with --api, of every bot protocol message (default: docs/api/schema/).")

DRAFT = "https://json-schema.org/draft/2020-12/schema"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", type=Path, metavar="DIR", help="folder to write to")
    parser.add_argument("--api", action="store_true", help="the bot protocol's messages instead of the content kinds")


def schema_documents() -> dict[str, str]:
    """File name → text of every schema: sorted keys, two-space indent, trailing newline."""
    return {
        f"{kind}.json": json.dumps({"$schema": DRAFT, **model.model_json_schema()}, indent=2, sort_keys=True, ensure_ascii=False)
        + "\n"
        for kind, model in MODELS.items()
    }


def default_out(*where: str) -> Path:
    root = shipped_root()
    if not (root / "pyproject.toml").is_file():
        raise CommandError("not running from a source checkout; choose a folder with --out DIR")
    return root.joinpath(*where)


def run(args: argparse.Namespace) -> int:
    if args.api:
        from zombie_table.games.protocol import schema_documents as api_documents

        documents, out_dir = api_documents(), args.out or default_out("docs", "api", "schema")
    else:
        documents, out_dir = schema_documents(), args.out or default_out("assets", "schema")
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
        for name, text in documents.items():
            (out_dir / name).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise CommandError(f"cannot write the schemas to {out_dir}: {exc}") from None
    console().print(f"wrote {len(documents)} schemas to {out_dir}: {', '.join(sorted(documents))}", soft_wrap=True)
    return 0
