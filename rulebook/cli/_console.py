"""Rich consoles for the CLI, and the CLI's own error type.

Consoles are made on demand (not at import) so they write to whatever
``sys.stdout``/``sys.stderr`` is at that moment (click's ``CliRunner`` swaps
them).  Colour only on a terminal; markup and emoji codes are off, since ids,
messages and engine output may contain ``[...]`` or ``:name:``.

Width: a terminal's own width; outside a terminal (a pipe, a file, CI logs)
``COLUMNS`` when it is set to a number (at least :data:`MIN_WIDTH`), else
:data:`DEFAULT_WIDTH` columns.
"""
from __future__ import annotations

import os
import sys

import click
from rich.console import Console

from rulebook.outputs import is_terminal

#: Exit status for bad input: command-line usage, missing suite, a suite that
#: cannot be collected, an unreadable report.
EXIT_USAGE = 3

#: Columns outside a terminal when ``COLUMNS`` is not set (or not a number).
DEFAULT_WIDTH = 80
#: The narrowest ``COLUMNS`` honoured outside a terminal.
MIN_WIDTH = 40


class CliError(click.ClickException):
    """A message for the user and an exit status (default :data:`EXIT_USAGE`)."""

    def __init__(self, message: str, exit_code: int = EXIT_USAGE) -> None:
        super().__init__(message)
        set_exit_code(self, exit_code)


def set_exit_code(error: click.ClickException, code: int) -> None:
    """Give ``error`` its own exit status.  click's stubs declare ``exit_code``
    a class variable, yet click exits with the caught instance's
    (``sys.exit(e.exit_code)`` in ``Command.main``), which is how a
    :class:`CliError` or a usage error carries its status."""
    error.exit_code = code  # type: ignore[misc]  # an instance value: see the docstring


def output_width() -> int:
    """Columns for output that is not a terminal: ``COLUMNS`` if it is a
    number (at least :data:`MIN_WIDTH`), else :data:`DEFAULT_WIDTH`."""
    try:
        return max(int(os.environ.get("COLUMNS", "")), MIN_WIDTH)
    except ValueError:
        return DEFAULT_WIDTH


def make_console(*, stderr: bool = False) -> Console:
    """A console on the current stdout (or stderr); its width as the module docstring says."""
    stream = sys.stderr if stderr else sys.stdout
    tty = is_terminal(stream)
    width = None if tty else output_width()
    return Console(
        file=stream,
        color_system="auto" if tty else None,
        no_color=not tty,
        force_terminal=tty,
        markup=False,
        emoji=False,
        highlight=False,
        width=width,
    )
