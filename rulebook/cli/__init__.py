"""The ``rulebook`` command line (console script ``rulebook = rulebook.cli:main``).

``main`` is a click group.  Subcommands live in their own modules and are
imported only when used: add one by putting ``"name": "module:attribute"`` in
:data:`COMMANDS`, or call ``main.add_command(cmd)`` from your module.

Exit statuses shared by the subcommands: 0 success; 1 a scenario failed (or,
with ``--strict``, a known failure passed); 2 a scenario errored, crashed or
timed out; 3 bad usage or input (options, engine spec, a suite that cannot be
collected, a malformed report, an output path that cannot be written or that
another run is writing: :class:`rulebook.errors.OutputError`, caught here for
every subcommand); 130 interrupted.
"""
from __future__ import annotations

import importlib
from typing import Any

import click

from rulebook.cli._console import EXIT_USAGE, CliError, set_exit_code

#: Subcommand name → ``"module:attribute"`` of its click command.
COMMANDS: dict[str, str] = {
    "check": "rulebook.cli.check:check",
    "report": "rulebook.cli.report:report",
    "play": "rulebook.cli.play:play",
    "perft": "rulebook.cli.perft:perft",
    "smoke": "rulebook.cli.smoke:smoke",
    "fuzz": "rulebook.cli.fuzz:fuzz",
    "readings": "rulebook.cli.readings:readings",
    "site": "rulebook.cli.site:site",
}


class LazyGroup(click.Group):
    """A group that imports each subcommand's module on first use, and exits
    with status 3 (not click's 2) on command-line usage errors."""

    def __init__(self, *args: Any, lazy_commands: dict[str, str] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lazy_commands = dict(lazy_commands or {})

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(super().list_commands(ctx)) | set(self.lazy_commands))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in self.commands or cmd_name not in self.lazy_commands:
            return super().get_command(ctx, cmd_name)
        module_name, _, attribute = self.lazy_commands[cmd_name].partition(":")
        command = getattr(importlib.import_module(module_name), attribute)
        if not isinstance(command, click.Command):
            raise TypeError(f"{self.lazy_commands[cmd_name]} is a {type(command).__name__}, not a click command")
        self.add_command(command, cmd_name)
        return command

    def make_context(self, *args: Any, **kwargs: Any) -> click.Context:
        try:
            return super().make_context(*args, **kwargs)
        except click.UsageError as exc:
            set_exit_code(exc, EXIT_USAGE)
            raise

    def invoke(self, ctx: click.Context) -> Any:
        from rulebook.errors import OutputError

        try:
            return super().invoke(ctx)
        except click.UsageError as exc:
            set_exit_code(exc, EXIT_USAGE)
            raise
        except OutputError as exc:  # a file a command writes: one line, exit 3 (rulebook.outputs)
            raise CliError(str(exc)) from None


def _version() -> str:
    from rulebook.report import installed_suite_version

    return installed_suite_version()


def _print_version(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        click.echo(f"rulebook {_version()}")
        ctx.exit()


@click.group(cls=LazyGroup, lazy_commands=COMMANDS, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--version", is_flag=True, expose_value=False, is_eager=True, callback=_print_version,
              help="Show the version and exit.")
def main() -> None:
    """Rulebook: executable board-game rules and a conformance suite for rule engines."""
