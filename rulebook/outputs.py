"""Writing output files: checked before a run, replaced atomically, one writer at a time.

Every file the harness writes (the JSON Lines report, JUnit XML, the casebook,
badges, Markdown, ``rulebook play --record``, ``rulebook fuzz`` exports) goes
through this module:

* :func:`check_writable` / :func:`check_writable_folder` — before a long run:
  prove a file can be created there (the probe leaves nothing behind);
* :func:`replacing` / :func:`write_text` — write a temporary file in the
  target's folder, then :func:`os.replace` it onto the target, so a reader sees
  the old file or the new one, never half of one, and a failed write leaves the
  old file as it was (the streamed JSON Lines report does the same with its
  ``.partial`` file, :class:`rulebook.report.ReportWriter`);
* :func:`exclusive` — a lock (the `filelock <https://py-filelock.readthedocs.io>`_
  package, ``flock`` on POSIX) on the hidden file ``.<name>.lock`` beside an
  output, so that a second run writing the same report stops at once with
  :class:`~rulebook.errors.OutputBusy` instead of both runs destroying each
  other's file.  The lock file is empty and stays after the run (removing a
  lock file another process may be opening is not safe); delete it whenever no
  run is going.

Each problem is one :class:`~rulebook.errors.OutputError` (a
:class:`~rulebook.errors.UsageError`: exit status 3 in the CLI) whose message
names the path, what went wrong and what to do, e.g.::

    cannot write the report /ci/out/r.jsonl: /ci/out is a file, not a folder; pass --report with another path
"""
from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from rulebook.errors import OutputBusy, OutputError

__all__ = ["check_writable", "check_writable_folder", "exclusive", "is_terminal", "lock_path", "output_error",
           "replacing", "write_text"]


def is_terminal(stream: IO[str]) -> bool:
    """Whether ``stream`` is a terminal (the console's own output: colour, a
    progress line); ``False`` for a closed stream or one that is not a real
    file (click's ``CliRunner`` swaps in such streams)."""
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def _blocking_file(path: Path) -> Path | None:
    """The nearest of ``path`` and its ancestors that exists but is not a folder."""
    for candidate in (path, *path.parents):
        if candidate.exists():
            return None if candidate.is_dir() else candidate
    return None


def _reason(exc: OSError, path: Path, folder: Path) -> str:
    """What ``exc`` (raised while writing ``path`` in ``folder``) means, in words."""
    code = exc.errno
    if code in (errno.ENOTDIR, errno.EEXIST):
        blocking = _blocking_file(folder)
        if blocking is not None:
            return f"{blocking} is a file, not a folder"
    if code == errno.EISDIR or (path.is_dir() and path != folder):
        return f"{path} is a folder"
    existing = next((p for p in (folder, *folder.parents) if p.exists()), folder)
    if code in (errno.EACCES, errno.EPERM):
        return f"permission denied (the folder {existing} is not writable for this user)"
    if code == errno.EROFS:
        return f"the file system of {existing} is read-only"
    if code in (errno.ENOSPC, errno.EDQUOT):
        return f"no space left on the device of {existing}"
    return exc.strerror or str(exc)


def output_error(exc: OSError, path: str | os.PathLike[str], *, what: str = "", hint: str | None = None,
                 folder: str | os.PathLike[str] | None = None) -> OutputError:
    """The :class:`~rulebook.errors.OutputError` for ``exc``, raised while writing
    ``path`` (``what`` names it, e.g. ``"the report"``; ``hint`` says what to do;
    ``folder`` is the folder written into, by default ``path``'s parent)."""
    target = Path(path)
    reason = _reason(exc, target, Path(folder) if folder is not None else target.parent)
    return _error(target, reason, what=what, hint=hint)


def _error(path: Path, reason: str, *, what: str, hint: str | None, cls: type[OutputError] = OutputError
           ) -> OutputError:
    name = f"{what} {path}" if what else str(path)
    todo = hint or "choose another path, or make the folder writable"
    return cls(f"cannot write {name}: {reason}; {todo}", path=str(path), reason=reason)


def _probe(folder: Path, path: Path, *, what: str, hint: str | None) -> None:
    """Create ``folder`` (with its parents) and a file in it, then remove the file
    and every folder this made: nothing is left behind.  Raises
    :class:`~rulebook.errors.OutputError` naming ``path``."""
    blocking = _blocking_file(folder)
    if blocking is not None:
        raise _error(path, f"{blocking} is a file, not a folder", what=what, hint=hint)
    missing = []
    for candidate in (folder, *folder.parents):
        if candidate.exists():
            break
        missing.append(candidate)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        raise output_error(exc, path, what=what, hint=hint, folder=folder) from None
    finally:
        for made in missing:  # deepest first; a folder something else wrote into stays
            with contextlib.suppress(OSError):
                made.rmdir()


def check_writable(path: str | os.PathLike[str], *, what: str = "", hint: str | None = None) -> Path:
    """Make sure the file ``path`` can be written, before the work that produces
    it: ``path`` is not a folder, no ancestor of it is a file, and a file can be
    created in its folder (a probe: the missing folders and a file are created,
    then removed — nothing is left).  Returns ``Path(path)``; raises
    :class:`~rulebook.errors.OutputError` (message: ``cannot write <what> <path>:
    <reason>; <hint>``)."""
    target = Path(path)
    if target.is_dir():
        raise _error(target, f"{target} is a folder", what=what, hint=hint)
    _probe(target.parent, target, what=what, hint=hint)
    return target


def check_writable_folder(directory: str | os.PathLike[str], *, what: str = "", hint: str | None = None) -> Path:
    """Make sure files can be written into the folder ``directory`` (the probe of
    :func:`check_writable`; nothing is left).  Returns ``Path(directory)``; raises
    :class:`~rulebook.errors.OutputError`."""
    folder = Path(directory)
    _probe(folder, folder, what=what, hint=hint)
    return folder


def _new_file_mode(target: Path) -> int:
    """The mode the replaced file gets: the old file's, else what ``open()`` would give (0o666 less the umask)."""
    try:
        return target.stat().st_mode & 0o7777
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


@contextlib.contextmanager
def replacing(path: str | os.PathLike[str], *, what: str = "", hint: str | None = None) -> Iterator[Path]:
    """Yield a temporary path in ``path``'s folder (parents created) to write the
    new file to; when the block ends without an exception, the file is synced to
    disk, given the old file's mode (a new one: 0o666 less the umask) and moved
    onto ``path`` with :func:`os.replace`.  On an exception the temporary file is
    removed and ``path`` is left as it was.  Any :class:`OSError` (making the
    folder, writing, replacing) becomes an :class:`~rulebook.errors.OutputError`."""
    target = Path(path)
    if target.is_dir():
        raise _error(target, f"{target} is a folder", what=what, hint=hint)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        os.close(fd)
    except OSError as exc:
        raise output_error(exc, target, what=what, hint=hint) from None
    temp = Path(name)
    try:
        yield temp
        with open(temp, "rb") as fh:
            os.fsync(fh.fileno())
        os.chmod(temp, _new_file_mode(target))
        os.replace(temp, target)
    except OSError as exc:
        temp.unlink(missing_ok=True)
        raise output_error(exc, target, what=what, hint=hint) from None
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


def write_text(path: str | os.PathLike[str], text: str, *, what: str = "", hint: str | None = None) -> Path:
    """Write ``text`` (UTF-8) to ``path`` atomically (:func:`replacing`); returns ``Path(path)``.
    Raises :class:`~rulebook.errors.OutputError`."""
    with replacing(path, what=what, hint=hint) as temp:
        temp.write_text(text, encoding="utf-8")
    return Path(path)


def lock_path(path: str | os.PathLike[str]) -> Path:
    """The lock file of the output ``path``: ``.<name>.lock`` in the same folder."""
    target = Path(os.path.realpath(path))
    return target.with_name(f".{target.name}.lock")


@contextlib.contextmanager
def exclusive(path: str | os.PathLike[str], *, what: str = "", hint: str | None = None) -> Iterator[Path]:
    """Hold the lock of the output ``path`` (:func:`lock_path`) for the block;
    yields the lock file.  Another process holding it: raises
    :class:`~rulebook.errors.OutputBusy` at once (no waiting).  Within one
    process the lock is re-entrant (``rulebook check`` takes it, then the report
    writer of the pytest run it starts takes it again).  A lock file that cannot
    be created raises :class:`~rulebook.errors.OutputError`."""
    from filelock import FileLock, Timeout

    lock_file = lock_path(path)
    try:
        lock_file.parent.mkdir(parents=True, exist_ok=True)
        # One object per lock file in this process (is_singleton): holding it
        # twice counts up instead of blocking on our own flock.
        lock = FileLock(lock_file, timeout=0, is_singleton=True)
        lock.acquire()
    except Timeout:
        raise _error(Path(path), f"another run is writing it (it holds the lock {lock_file})", what=what,
                     hint=hint or "wait for that run to end, or choose another path", cls=OutputBusy) from None
    except OSError as exc:
        raise output_error(exc, path, what=what, hint=hint, folder=lock_file.parent) from None
    try:
        yield lock_file
    finally:
        lock.release()

