"""Turning a user's ``--engine`` spec into an adapter."""
from __future__ import annotations

import importlib
import os
import shlex
import sys
import traceback
from typing import Any

from rulebook.errors import EngineCrashed, UsageError

from ._base import _IN_PROCESS_SPEC, DEFAULT_TIMEOUT, Engine, Handle
from ._inprocess import InProcessEngine
from ._subprocess import SubprocessEngine

# --------------------------------------------------------------------------
# Engine specs
# --------------------------------------------------------------------------


def _is_missing(exc: ModuleNotFoundError, module: str) -> bool:
    """True if ``exc`` says ``module`` itself (or a parent package) is missing,
    as opposed to a module that ``module`` imports."""
    name = exc.name or ""
    return bool(name) and (module == name or module.startswith(name + "."))


def _import(module: str, spec: str) -> Any:
    def crashed(exc: BaseException) -> EngineCrashed:
        return EngineCrashed(
            f"importing engine module {module!r} (from {spec!r}) failed:\n{traceback.format_exc().rstrip()}"
        )

    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if not _is_missing(exc, module):
            raise crashed(exc) from exc
        missing = exc
    except (Exception, SystemExit) as exc:
        raise crashed(exc) from exc

    # Console scripts do not put the working directory on sys.path, unlike
    # ``python -m``; look there last, and only when the module is not found.
    cwd = os.getcwd()
    if not any(entry in ("", ".", cwd) for entry in sys.path):
        sys.path.append(cwd)
        try:
            return importlib.import_module(module)
        except ModuleNotFoundError as exc:
            sys.path.remove(cwd)
            if not _is_missing(exc, module):
                raise crashed(exc) from exc
            missing = exc
        except (Exception, SystemExit) as exc:
            raise crashed(exc) from exc
    raise UsageError(
        f"cannot load engine {spec!r}: no module named {missing.name!r} "
        f"(is it installed, or on PYTHONPATH?)"
    ) from missing


def load_handle(target: str) -> Handle:
    """Resolve ``"module:attribute"`` (attribute may be dotted) to a callable.

    Unknown module or attribute, or a non-callable -> :class:`UsageError`;
    a module that exists but fails to import -> :class:`EngineCrashed`.
    """
    module_name, sep, attr_path = target.partition(":")
    if not sep or not module_name or not attr_path:
        raise UsageError(f"in-process engine spec {target!r} must look like 'module:attribute'")
    try:
        module = _import(module_name, target)
    except (TypeError, ValueError) as exc:  # e.g. "a..b" or a relative name
        raise UsageError(f"cannot load engine {target!r}: bad module name {module_name!r}: {exc}") from exc
    obj: Any = module
    for part in attr_path.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise UsageError(
                f"cannot load engine {target!r}: module {module_name!r} has no attribute {attr_path!r}"
            ) from None
    if not callable(obj):
        raise UsageError(
            f"cannot load engine {target!r}: {attr_path!r} is a {type(obj).__name__}, not a callable handle"
        )
    handle: Handle = obj  # a callable; what it takes and returns is checked on each request
    return handle


def open_engine(spec: str | None, *, timeout: float = DEFAULT_TIMEOUT) -> Engine:
    """Turn an ``--engine`` spec into an :class:`Engine`.

    * ``None`` or ``"reference"`` -> the in-process reference engine
      (``reference_engine:handle``, imported now);
    * ``"py:module:attr"``, or any space-free ``"module:attr"`` made of word
      characters and dots -> :class:`InProcessEngine`;
    * anything else -> a command split with :func:`shlex.split` and run as a
      :class:`SubprocessEngine` with ``timeout`` seconds per request.

    Bad specs, unknown modules or attributes -> :class:`UsageError`.
    ``timeout`` does not apply to in-process engines.
    """
    if spec is None or spec.strip() == "reference":
        return InProcessEngine(load_handle("reference_engine:handle"), description="in-process reference_engine:handle")
    if not isinstance(spec, str):
        raise UsageError(f"engine spec must be a string, got {type(spec).__name__}")
    spec = spec.strip()
    if not spec:
        raise UsageError("the engine spec is empty")
    if spec.startswith("py:"):
        target = spec[3:]
        if not _IN_PROCESS_SPEC.match(target):
            raise UsageError(f"engine spec {spec!r} must look like 'py:module:attribute'")
        return InProcessEngine(load_handle(target), description=f"in-process {target}")
    if _IN_PROCESS_SPEC.match(spec):
        return InProcessEngine(load_handle(spec), description=f"in-process {spec}")
    try:
        argv = shlex.split(spec)
    except ValueError as exc:
        raise UsageError(f"cannot parse engine command {spec!r}: {exc}") from exc
    if not argv:
        raise UsageError("the engine command is empty")
    return SubprocessEngine(argv, timeout=timeout)
