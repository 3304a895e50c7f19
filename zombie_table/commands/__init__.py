"""The subcommands of `zombie-table`, one module each.

A command module defines `NAME`, `HELP`, `add_arguments(parser)` and `run(args) -> int`, and is
registered by adding it to `COMMANDS` in `zombie_table.cli`. Every command also receives the common
options (`--content DIR`). A command reports a failure by raising `CommandError` (printed to stderr,
exit 1) or `UsageError` (printed with the command's usage, exit 2). Commands import Textual only
inside `run`, and only if they open the TUI.
"""
