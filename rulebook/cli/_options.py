"""click options built from the options table :mod:`rulebook.check_options`."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import click

from rulebook.check_options import CHECK_OPTIONS, CheckOption

F = TypeVar("F", bound=Callable[..., Any])


def _workers(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is None:
        return None
    if value == "auto" or (value.isdigit() and int(value) >= 0):
        return value
    raise click.BadParameter("expected a number of workers or 'auto'", ctx=ctx, param=param)


def click_option(option: CheckOption) -> Callable[[F], F]:
    """The click option of a :data:`~rulebook.check_options.CHECK_OPTIONS` row."""
    kind = option.kind
    settings: dict[str, Any] = {"help": option.help, "hidden": option.hidden, "show_default": option.show_default}
    if option.metavar is not None:
        settings["metavar"] = option.metavar
    if kind == "flag":
        settings["is_flag"] = True
    else:
        settings["default"] = option.default
    if option.multiple:
        settings["multiple"] = True
    if kind == "seconds":
        settings["type"] = click.FloatRange(min=0, min_open=True)
    elif kind == "count":
        settings["type"] = click.IntRange(min=0)
    elif kind == "path":
        settings["type"] = click.Path(dir_okay=False, path_type=Path)
    elif kind == "choice":
        settings["type"] = click.Choice(list(option.choices))
    elif kind == "workers":
        settings["callback"] = _workers
    return click.option(*option.flags, option.dest, **settings)


def add_check_options(function: F) -> F:
    """Every click option of ``check``, from :data:`~rulebook.check_options.CHECK_OPTIONS`."""
    for option in reversed(CHECK_OPTIONS):  # click lists the last decorator applied first
        function = click_option(option)(function)
    return function
