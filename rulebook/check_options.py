"""The options of ``rulebook check``, each declared once (:data:`CHECK_OPTIONS`).

One :class:`CheckOption` per option says what ``rulebook check --help`` shows
(its flags, metavar, kind of value, default and help) and how the option
reaches the pytest run that ``check`` starts:

* ``plugin``: as the plugin option ``--rulebook-<name>`` (``<name>``: the
  option's long name in ``check``), declared from the same row, with the same
  default and help unless :class:`PluginOption` says how the plugin's differs;
* ``pytest``: as one of pytest's own options (``-k``, ``-m``, ``-x``, ``-n``);
* neither: ``check`` uses the value itself (the JUnit path, ``--strict``, ...).

Three places are built from the table: the click options of ``check``
(:func:`rulebook.cli._options.add_check_options`), the plugin's ``--rulebook-*``
options (:func:`rulebook.pytest_plugin.options.pytest_addoption`) and the
pytest command line a run forwards the values on
(:func:`rulebook.cli.check.pytest_args`).  :data:`PLUGIN_ONLY_OPTIONS` are
plugin options ``check`` has no option for.

This module imports neither click nor pytest: the plugin is loaded in every
pytest run of the environment, and ``rulebook check --help`` imports no pytest.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from rulebook.engines import DEFAULT_TIMEOUT

#: What an option's value is, which decides its click type and its pytest type:
#: ``text`` a string; ``seconds`` a float > 0; ``count`` an int >= 0; ``path`` a
#: file path (a :class:`~pathlib.Path` in ``check``, a string in the plugin);
#: ``flag`` a bare flag (``True`` when given); ``switch`` ``--X/--no-X``;
#: ``choice`` one of :attr:`CheckOption.choices`; ``workers`` a number of
#: workers or ``auto``.
Kind = Literal["text", "seconds", "count", "path", "flag", "switch", "choice", "workers"]

#: The JSON Lines report ``check`` writes when no ``--report`` is given.
DEFAULT_REPORT = Path("reports") / "rulebook-report.jsonl"

#: The help of ``--interp``, an option of every command that plays a game
#: (:func:`rulebook.cli._interp.interp_option`).
INTERP_HELP = ("Play this rule reading of spec/interpretations.md in the whole run, e.g. city.two_tile_points=2 "
               "(GAME:KEY=VALUE when two games register the key; repeatable). Default: each key's default, "
               "or the engine's own value where it plays only another.")

#: A value of an option that takes one (``None``: not given).
Value = str | float | int | bool | Path | None
#: What ``check`` receives for an option: a :data:`Value`, or the values of a repeatable option.
Given = Value | tuple[str, ...]


@dataclass(frozen=True)
class PluginOption:
    """How the plugin option ``--rulebook-<name>`` of a ``check`` option
    differs from it (every field left alone: it does not)."""

    #: The plugin's choices, when its values are not ``check``'s (``--rulebook-progress``).
    choices: tuple[str, ...] = ()
    #: The plugin's default, when it is not ``check``'s.
    default: Value = None
    #: Whether :attr:`default` applies (``None`` is a default of its own).
    own_default: bool = False
    #: The plugin's help, when ``check``'s does not fit it.
    help: str | None = None
    #: The plugin value a ``check`` switch is forwarded as, when they differ
    #: (a value not listed here is not forwarded).
    values: Mapping[bool, str] = field(default_factory=dict)
    #: pytest arguments forwarded with the option.
    extra: tuple[str, ...] = ()


@dataclass(frozen=True)
class CheckOption:
    """One option of ``rulebook check`` (or, in :data:`PLUGIN_ONLY_OPTIONS`, of the plugin only)."""

    #: click's declarations, e.g. ``("-x", "--exitfirst")``; the first long one
    #: names the plugin option (``--validate-protocol/--no-validate-protocol``:
    #: ``--rulebook-validate-protocol`` and ``--rulebook-no-validate-protocol``).
    flags: tuple[str, ...]
    #: The parameter of ``check`` that receives the value.
    dest: str
    kind: Kind
    help: str
    default: Value = None
    metavar: str | None = None
    multiple: bool = False
    choices: tuple[str, ...] = ()
    show_default: bool = False
    hidden: bool = False
    #: The run gets it as ``--rulebook-<name>`` (:class:`PluginOption`: how that one differs), ...
    plugin: PluginOption | None = None
    #: ... or as this option of pytest's own.
    pytest: str | None = None

    @property
    def name(self) -> str:
        """The long name, e.g. ``timeout``, ``validate-protocol``."""
        for flag in self.flags:
            if flag.startswith("--"):
                return flag.split("/", 1)[0][2:]
        raise ValueError(f"option {self.flags} has no long name")

    @property
    def plugin_flag(self) -> str:
        """``--rulebook-<name>``."""
        return f"--rulebook-{self.name}"

    @property
    def plugin_dest(self) -> str:
        """The attribute pytest keeps the plugin option's value under (``config.getoption``)."""
        return "rulebook_" + self.name.replace("-", "_")

    @property
    def plugin_kind(self) -> Kind:
        """The plugin option's kind: its own choices make it a ``choice``."""
        return "choice" if self.plugin is not None and self.plugin.choices else self.kind

    @property
    def plugin_choices(self) -> tuple[str, ...]:
        """The plugin option's choices (its own, else ``check``'s)."""
        return self.plugin.choices if self.plugin is not None and self.plugin.choices else self.choices

    @property
    def plugin_default(self) -> Given:
        """The plugin option's default (a repeatable option's: no value)."""
        if self.plugin is not None and self.plugin.own_default:
            return self.plugin.default
        return () if self.multiple else self.default


#: Every option of ``rulebook check``, in the order of ``rulebook check --help``.
CHECK_OPTIONS: tuple[CheckOption, ...] = (
    CheckOption(("--engine",), "engine", "text", metavar="CMD", plugin=PluginOption(),
                help="Engine under test: a command line, or module:attribute for a Python engine. "
                     "Default: the reference engine, in-process."),
    CheckOption(("--game",), "games", "text", metavar="GAME", multiple=True,
                help="Only scenarios of this game (repeatable)."),
    CheckOption(("--report",), "report_path", "path", metavar="PATH",
                plugin=PluginOption(help="JSON Lines report of the scenarios to write (default: none)."),
                help=f"JSON Lines report to write (default: {DEFAULT_REPORT.as_posix()})."),
    CheckOption(("--junit",), "junit_path", "path", metavar="PATH",
                help="JUnit XML to write (default: the report path with .xml)."),
    CheckOption(("--timeout",), "timeout", "seconds", default=DEFAULT_TIMEOUT, metavar="SECONDS",
                show_default=True, plugin=PluginOption(),
                help="Seconds to wait for each engine response."),
    CheckOption(("--id",), "ids", "text", metavar="ID", multiple=True, plugin=PluginOption(),
                help="Only this scenario (its id, e.g. car-tile-01; repeatable)."),
    CheckOption(("--rule",), "rules", "text", metavar="RULE", multiple=True, plugin=PluginOption(),
                help="Only the scenarios that check this rule (e.g. CAR-R-ROAD-2; repeatable)."),
    CheckOption(("-k",), "keyword", "text", metavar="EXPR", pytest="-k",
                help="pytest -k expression on scenario ids and titles, e.g. car-tile-01 or cloister."),
    CheckOption(("-m",), "markexpr", "text", metavar="MARKEXPR", pytest="-m",
                help="pytest -m expression, e.g. \"rulebook_rule(value='CAR-R-ROAD-2')\" or "
                     "\"not rulebook_requires\"."),
    CheckOption(("-x", "--exitfirst"), "exitfirst", "flag", default=False, pytest="--exitfirst",
                help="Stop at the first scenario that does not pass (exit status 1 when it failed)."),
    CheckOption(("-v", "--verbose", "--debug"), "verbose", "flag", default=False,
                help="Show pytest's own output: one line per scenario and the tracebacks."),
    CheckOption(("--handshake-timeout",), "handshake_timeout", "seconds", default=3.0, metavar="SECONDS",
                show_default=True, help="Seconds the engine has to answer the first hello."),
    CheckOption(("-n",), "workers", "workers", metavar="N", pytest="-n",
                help="Run on N parallel workers ('auto': one per CPU for an engine given by --engine, "
                     "serial for the in-process reference engine, where workers cost more than they "
                     "save); needs pytest-xdist."),
    CheckOption(("--strict",), "strict", "flag", default=False,
                help="A known failure that passes (xpassed) fails the run."),
    CheckOption(("--expectations",), "expectations_path", "path", metavar="FILE", plugin=PluginOption(),
                help="Known failures of the engine (TOML; JSON if FILE ends in .json): the scenarios it lists "
                     "report xfailed, or xpassed when they pass."),
    CheckOption(("--max-restarts",), "max_restarts", "count", default=5, metavar="N", show_default=True,
                plugin=PluginOption(),
                help="Give up on the engine after N restarts, or after N+1 scenarios in a row failed the same "
                     "way; the scenarios left are reported without being sent."),
    CheckOption(("--validate-protocol/--no-validate-protocol",), "validate_protocol", "switch", default=True,
                show_default=True, plugin=PluginOption(),
                help="Check every message both ways against schemas/."),
    CheckOption(("--progress/--no-progress",), "progress", "switch", default=True, show_default=True,
                # ``check`` asks for it only when stdout is a terminal (the plugin checks again, and stays
                # off in xdist workers); pytest's "[ 42%]" column is off so nothing else is drawn on that line.
                plugin=PluginOption(
                    choices=("auto", "on", "off"), default="off", own_default=True, values={True: "auto"},
                    extra=("-o", "console_output_style=classic"),
                    help="Show a progress line (scenarios done / total, current game): on, off, or auto = "
                         "when stdout is a terminal."),
                help="Show a progress line (scenarios done / total, current game) when stdout is a terminal."),
    CheckOption(("--setup",), "setup", "choice", default="auto", choices=("auto", "route", "load_position"),
                show_default=True, plugin=PluginOption(),
                help="How a scenario's position reaches the engine: load_position, or a route played from "
                     "new_game; auto = a route when the engine does not declare load_position."),
    CheckOption(("--interp",), "interp", "text", metavar="[GAME:]KEY=VALUE", multiple=True, plugin=PluginOption(),
                help=INTERP_HELP),
    CheckOption(("--suite",), "suite_path", "path", hidden=True,
                help="Binding module to run instead of the installed suite (for tests)."),
)

#: Plugin options with no option of ``check``.
PLUGIN_ONLY_OPTIONS: tuple[CheckOption, ...] = (
    CheckOption(("--interp-override",), "interp_override", "flag", default=False, plugin=PluginOption(),
                help="Measuring mode (rulebook readings measure): the --rulebook-interp values win over the "
                     "scenarios' own @interp tags of those keys, and no scenario is left out on their account."),
)


def check_option(dest: str) -> CheckOption:
    """The option of ``check`` whose parameter is ``dest``."""
    for option in CHECK_OPTIONS:
        if option.dest == dest:
            return option
    raise KeyError(dest)


def plugin_options() -> list[CheckOption]:
    """The options that have a ``--rulebook-*`` plugin option, in the table's order."""
    return [o for o in (*CHECK_OPTIONS, *PLUGIN_ONLY_OPTIONS) if o.plugin is not None]


def plugin_help(option: CheckOption) -> str:
    """The help of ``--rulebook-<name>``: the option's (or the plugin's own), with its default."""
    assert option.plugin is not None
    text = option.plugin.help or option.help
    default = option.plugin_default
    if option.plugin_kind == "switch":
        return text.removesuffix(".") + " (the default)." if default else text
    if option.show_default or option.plugin.own_default:
        return f"{text} Default: {default}."
    return text


def forwarded(option: CheckOption, value: Given) -> list[str]:
    """The pytest arguments that carry ``check``'s ``value`` of ``option`` into the run."""
    if option.pytest is not None:
        if option.kind == "flag":
            return [option.pytest] if value else []
        return [option.pytest, str(value)] if value is not None and value != "" else []
    plugin = option.plugin
    if plugin is None:
        return []
    if plugin.values:
        as_plugin = plugin.values.get(value) if isinstance(value, bool) else None
        return [option.plugin_flag, as_plugin, *plugin.extra] if as_plugin is not None else []
    if isinstance(value, tuple):
        return [arg for each in value for arg in (option.plugin_flag, each)]
    if option.plugin_kind == "switch":
        # only the value that is not the default is said
        return [] if value == option.plugin_default else [f"--rulebook-no-{option.name}" if not value
                                                           else option.plugin_flag]
    if option.plugin_kind == "flag":
        return [option.plugin_flag] if value else []
    if value is None or value == "" or value == option.plugin_default:
        return []
    return [option.plugin_flag, str(value)]
