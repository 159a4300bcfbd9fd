"""The subprocess adapter: an engine command spoken to over pipes, with a
per-request timeout, a bounded stderr tail and crash, hang and garbage
detection."""
from __future__ import annotations

import collections
import json
import math
import os
import queue
import select
import shlex
import signal
import subprocess
import threading
import time
import weakref
from collections.abc import Mapping, Sequence
from typing import Any, Literal, cast

import orjson

from rulebook.errors import EngineCrashed, EngineFailure, EngineGarbage, EngineOutOfOrder, EngineTimeout, UsageError

from . import _wire as wire
from ._base import (
    _READ_CHUNK,
    DEFAULT_TIMEOUT,
    PREVIEW_CHARS,
    STDERR_TAIL_BYTES,
    STDERR_TAIL_LINES,
    STOP_ID,
    Message,
    _check_id,
    _ContextManager,
    _describe,
    _describe_exit,
    _encode_request,
    _preview,
    _reject_constant,
)


def _read_json(line: bytes) -> Any:
    return json.loads(line, parse_constant=_reject_constant)


def _line_of(message: Mapping[str, Any], like: Mapping[str, Any]) -> tuple[bytes, dict[str, Any]] | None:
    """The line that writes ``like`` as the answer to ``message`` — compact,
    the request's id first, then ``like``'s other members in its order, as
    orjson writes them — and the answer it is (that very object: what reading
    the line gives).  ``like`` is JSON data (an answer a client read, or the
    reference built): it holds no NaN, which orjson would write as ``null``.
    ``None`` when orjson will not write it (an integer beyond 64 bits): the
    answer is then parsed as any other."""
    answer = {"id": None, **like}
    answer["id"] = message.get("id")
    try:
        return orjson.dumps(answer, option=wire.PASSTHROUGH), answer
    except TypeError:
        return None


# --------------------------------------------------------------------------
# Subprocess engines
# --------------------------------------------------------------------------


class _StdinClosed(Exception):
    """A write ahead found the engine's stdin closed (:meth:`SubprocessEngine.send`)."""


class _StderrTail:
    """Bounded memory of the newest stderr lines, fed by a drain thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._lines: collections.deque[bytes] = collections.deque(maxlen=STDERR_TAIL_LINES)
        self._pending = bytearray()

    def feed(self, chunk: bytes) -> None:
        parts = chunk.split(b"\n")
        with self._lock:
            if len(parts) == 1:
                self._pending += chunk
                if len(self._pending) > STDERR_TAIL_BYTES:
                    del self._pending[:-STDERR_TAIL_BYTES]
                return
            first = bytes(self._pending) + parts[0]
            self._lines.append(first[-STDERR_TAIL_BYTES:])
            for line in parts[1:-1][-STDERR_TAIL_LINES:]:
                self._lines.append(line[-STDERR_TAIL_BYTES:])
            self._pending = bytearray(parts[-1][-STDERR_TAIL_BYTES:])

    def text(self) -> str:
        with self._lock:
            parts = list(self._lines)
            if self._pending:
                parts.append(bytes(self._pending))
        data = b"\n".join(parts[-STDERR_TAIL_LINES:])[-STDERR_TAIL_BYTES:]
        return data.decode("utf-8", "replace").rstrip("\r\n")

    def drain(self, fd: int) -> None:
        """Thread body: read until EOF, never blocking the engine for long."""
        while True:
            try:
                chunk = os.read(fd, _READ_CHUNK)
            except OSError:
                return
            if not chunk:
                return
            self.feed(chunk)


#: What :meth:`_StdoutReader.get` gives: ``("line", bytes)``;
#: ``("overlong", bytes_seen, head)`` when a line grew past ``max_line_bytes``
#: (the rest of it is discarded up to its newline);
#: ``("eof", unfinished_bytes_head, unfinished_len)``; ``("error", text)``.
ReadItem = (tuple[Literal["line"], bytes] | tuple[Literal["overlong"], int, bytes]
            | tuple[Literal["eof"], bytes, int] | tuple[Literal["error"], str])


#: Chunks of :data:`_READ_CHUNK` bytes one :meth:`_StdoutReader.pump` reads at most.
_PUMP_CHUNKS = 64


class _StdoutReader:
    """The engine's stdout split into lines (:data:`ReadItem`), read by the
    thread that asks for them — no reader thread: handing each answer from a
    thread to another through a queue cost about three times the CPU of the
    read itself (bench/README.md, issue 28).  The writer drains stdout
    through :meth:`pump` while it waits for the engine to read its stdin
    (:meth:`SubprocessEngine._write`), so an engine blocked writing its
    answers always gets them read.  End of output is kept: every :meth:`get`
    after it gives ``("eof", …)`` again."""

    def __init__(self, fd: int, max_line_bytes: int) -> None:
        self.fd = fd
        self.max_line_bytes = max_line_bytes
        os.set_blocking(fd, False)
        self._items: collections.deque[ReadItem] = collections.deque()
        self._buf = bytearray()
        self._discarding = False
        self._end: ReadItem | None = None
        self._poller = select.poll()
        self._poller.register(fd, select.POLLIN)

    def unfinished(self) -> tuple[int, bytes]:
        """(length, head) of the line being assembled right now."""
        buf = self._buf
        return len(buf), bytes(buf[: PREVIEW_CHARS * 4])

    def get(self, timeout: float) -> ReadItem:
        """The next item, waiting at most ``timeout`` seconds for the engine
        to write it; ``queue.Empty`` when it does not."""
        deadline = time.monotonic() + timeout
        while not self._items and self._end is None:
            remaining = deadline - time.monotonic()
            self.pump(max(remaining, 0.0))
            if remaining <= 0 and not self._items and self._end is None:
                raise queue.Empty
        return self._items.popleft() if self._items else cast(ReadItem, self._end)

    def pump(self, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds (0: not at all) for output, then read
        what there is (at most :data:`_PUMP_CHUNKS` chunks: an engine writing
        without end cannot hold the caller here); whether anything (data or
        the end) was read."""
        if self._end is not None:
            return False
        read = waited = False  # output is often there already (answers read behind a window): read first, then wait
        for _ in range(_PUMP_CHUNKS):
            try:
                chunk = os.read(self.fd, _READ_CHUNK)
            except BlockingIOError:
                if read or waited or timeout <= 0 or not self._poller.poll(max(0, math.ceil(timeout * 1000))):
                    break
                waited = True
                continue
            except OSError as exc:
                self._end = ("error", str(exc))
                return True
            if not chunk:
                self._end = ("eof", bytes(self._buf[: PREVIEW_CHARS * 4]), len(self._buf))
                return True
            self._feed(chunk)
            read = True
            if len(chunk) < _READ_CHUNK:
                break
        return read

    def _feed(self, chunk: bytes) -> None:
        buf = self._buf
        limit = self.max_line_bytes
        put = self._items.append
        view = memoryview(chunk)
        start = 0
        while True:
            newline = chunk.find(b"\n", start)
            if newline < 0:
                if not self._discarding:
                    buf += view[start:]
                    if len(buf) > limit:
                        put(("overlong", len(buf), bytes(buf[: PREVIEW_CHARS * 4])))
                        buf.clear()
                        self._discarding = True
                return
            if self._discarding:
                self._discarding = False
            else:
                buf += view[start:newline]
                if len(buf) > limit:
                    put(("overlong", len(buf), bytes(buf[: PREVIEW_CHARS * 4])))
                else:
                    put(("line", bytes(buf)))
                buf.clear()
            start = newline + 1


def _signal_group(proc: subprocess.Popen[bytes], sig: int) -> None:
    """Signal the engine's whole process group (it leads its own session), so
    wrappers such as ``sh run.sh`` or ``npm start`` do not leave orphans."""
    try:
        os.killpg(proc.pid, sig)
    except (ProcessLookupError, PermissionError):
        if proc.poll() is None:
            try:
                proc.send_signal(sig)
            except ProcessLookupError:
                pass


def _emergency_kill(proc: subprocess.Popen[bytes]) -> None:
    """Finalizer: the adapter was garbage-collected or the interpreter exits
    without close(); make sure no engine outlives us."""
    if proc.poll() is None:
        _signal_group(proc, signal.SIGKILL)
        try:
            proc.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            pass


class SubprocessEngine(_ContextManager):
    """An engine run as a child process, spoken to in JSON lines over pipes.

    ``argv`` is a list, or a string split with :func:`shlex.split` (no shell).
    The process starts lazily on the first :meth:`request`.  It runs in its
    own session; signals go to its whole process group.

    * stdout is read without blocking, by whoever waits for an answer, and
      split into lines (:class:`_StdoutReader`; it is drained while a request
      is being written too, so an engine blocked on a full stdout is read), so
      ``timeout`` (seconds, per request, counted from just before the request
      is written) holds even if the engine writes half a line and stops;
      a response written in several pieces is fine once its newline arrives.
      Lines are split on ``\\n`` only; a line that is empty or only
      whitespace is ignored (it is not a response).
    * stderr is drained continuously by a thread into a bounded tail
      (:attr:`stderr_tail`), so a chatty engine never blocks on it.
    * stdin is written without blocking; an engine that stops reading its
      stdin while a request is being written gets :class:`EngineTimeout`.

    After a timeout, garbage, a wrong id or a crash the process is killed
    and the next request starts a fresh one (``restarts`` += 1).

    ``stop_grace`` (seconds after the polite ``stop`` in :meth:`close`) and
    ``kill_grace`` (seconds between SIGTERM and SIGKILL) are attributes you
    may set per instance.
    """

    stop_grace: float = 1.0
    kill_grace: float = 2.0

    def __init__(
        self,
        argv: Sequence[str] | str,
        *,
        timeout: float = DEFAULT_TIMEOUT,
        cwd: str | os.PathLike[str] | None = None,
        env: Mapping[str, str] | None = None,
        max_line_bytes: int = 16 * 1024 * 1024,
    ) -> None:
        if isinstance(argv, str):
            try:
                argv = shlex.split(argv)
            except ValueError as exc:
                raise UsageError(f"cannot parse engine command {argv!r}: {exc}") from exc
        self.argv = [os.fspath(arg) for arg in argv]
        if not self.argv:
            raise UsageError("the engine command is empty")
        if not timeout > 0:
            raise ValueError(f"timeout must be positive, got {timeout!r}")
        if max_line_bytes < 1:
            raise ValueError(f"max_line_bytes must be positive, got {max_line_bytes!r}")
        self.timeout = float(timeout)
        self.cwd = cwd
        self.env = dict(env) if env is not None else None
        self.max_line_bytes = int(max_line_bytes)
        self.description = shlex.join(self.argv)
        self.restarts = 0
        self._started_once = False
        self._proc: subprocess.Popen[bytes] | None = None
        self._reader: _StdoutReader | None = None
        self._stderr = _StderrTail()
        self._stderr_thread: threading.Thread | None = None
        self._finalizer: weakref.finalize[[subprocess.Popen[bytes]], SubprocessEngine] | None = None
        #: A write ahead (:meth:`send` with ``defer_errors``) found the engine's stdin closed.
        self._stdin_closed = False
        #: Whether the last :meth:`receive` read exactly its ``like``.
        self.last_was_like = False
        self._like: tuple[bytes, dict[str, Any]] | None = None

    def __repr__(self) -> str:
        state = f"pid {self._proc.pid}" if self._proc is not None else "not running"
        return f"<SubprocessEngine {self.description} ({state}, restarts={self.restarts})>"

    # -- public API -------------------------------------------------------

    @property
    def stderr_tail(self) -> str:
        """Last ≤50 lines / ≤8 KiB of the current (or last) process's stderr."""
        return self._stderr.text()

    @property
    def pid(self) -> int | None:
        """Process id of the running engine, ``None`` when none is running."""
        return self._proc.pid if self._proc is not None else None

    def request(self, message: Mapping[str, Any]) -> Message:
        return self.receive(message, self.send(message))

    def send(self, message: Mapping[str, Any], *, defer_errors: bool = False) -> float:
        """The first half of :meth:`request`: write the request and return
        its deadline, for :meth:`receive` — so the caller can work while the
        engine answers (the fuzzer asks the reference meanwhile).  Raises
        what :meth:`request` raises for a failed write — except with
        ``defer_errors`` (a request written while earlier ones are still
        unanswered): an engine that closed its stdin then fails only when the
        answers are read, in order, after the answers it wrote before it
        stopped reading (the next :meth:`receive` finds its end of output)."""
        # a dict by orjson where it writes what json would; anything else as json writes it (or refuses)
        data = (wire.dumps(message, _encode_request) if type(message) is dict
                else _encode_request(message).encode("utf-8")) + b"\n"
        if self._proc is None:
            self._start()
        deadline = time.monotonic() + self.timeout
        if defer_errors:
            if self._stdin_closed:
                return deadline
            try:
                self._write(data, deadline, message, defer=True)
            except _StdinClosed:
                self._stdin_closed = True
            return deadline
        self._write(data, deadline, message)
        return deadline

    def receive(self, message: Mapping[str, Any], deadline: float, *,
                like: Mapping[str, Any] | None = None) -> Message:
        """The second half of :meth:`request`: the response to ``message``,
        sent by :meth:`send` (the timeout counts from its write).

        ``like``: the answer this one is expected to be (in a lockstep, the
        reference's).  A line that writes exactly that answer for this request
        — ``{"id":`` and the request's id first, then ``like``'s other members
        in ``like``'s order, compact, as orjson writes them — is that JSON, so
        it is not parsed: the response is a copy of ``like`` with the
        request's id, and :attr:`last_was_like` is ``True``.  Any other line
        is read as always (:attr:`last_was_like` ``False``)."""
        self.last_was_like = False
        self._like = _line_of(message, like) if like is not None else None
        return self._read_response(message, deadline)

    @property
    def running(self) -> bool:
        """Whether a process is up; ``False`` before the first request and after
        a failure (the next request starts a fresh one)."""
        return self._proc is not None

    def restart(self) -> None:
        self._shutdown(polite=False)
        self._start()

    def close(self) -> None:
        self._shutdown(polite=True)

    # -- lifecycle ----------------------------------------------------------

    def _start(self) -> None:
        if self._started_once:
            self.restarts += 1
        self._started_once = True
        self._stdin_closed = False
        self._stderr = _StderrTail()
        try:
            proc = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                bufsize=0,
                cwd=self.cwd,
                env=self.env,
                start_new_session=True,
                close_fds=True,
            )
        except (OSError, ValueError, subprocess.SubprocessError) as exc:
            raise EngineCrashed(f"cannot start engine {self.description}: {exc}") from exc
        self._proc = proc
        self._finalizer = weakref.finalize(self, _emergency_kill, proc)
        assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
        os.set_blocking(proc.stdin.fileno(), False)
        self._stderr_thread = threading.Thread(
            target=self._stderr.drain,
            args=(proc.stderr.fileno(),),
            name=f"rulebook-engine-{proc.pid}-stderr",
            daemon=True,
        )
        self._stderr_thread.start()
        self._reader = _StdoutReader(proc.stdout.fileno(), self.max_line_bytes)

    def _shutdown(self, *, polite: bool) -> int | None:
        """Stop the current process (if any), reap it, join the stderr thread.
        Bounded time: at most stop_grace + 2 * kill_grace + a few seconds."""
        proc = self._proc
        if proc is None:
            return None
        self._proc = None
        reader, stderr_thread = self._reader, self._stderr_thread
        self._reader = self._stderr_thread = None
        if self._finalizer is not None:
            self._finalizer.detach()
            self._finalizer = None
        assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None

        if polite and proc.poll() is None:
            try:
                os.write(proc.stdin.fileno(), (json.dumps({"id": STOP_ID, "cmd": "stop"}) + "\n").encode())
            except OSError:
                pass  # dead pipe, or full and not being read: ignore its fate
        try:
            proc.stdin.close()
        except OSError:
            pass
        if polite and proc.poll() is None:
            self._wait_reading(proc, reader, self.stop_grace)
        if proc.poll() is None:
            _signal_group(proc, signal.SIGTERM)
            try:
                proc.wait(timeout=self.kill_grace)
            except subprocess.TimeoutExpired:
                _signal_group(proc, signal.SIGKILL)
                try:
                    proc.wait(timeout=self.kill_grace)
                except subprocess.TimeoutExpired:
                    pass  # unkillable (e.g. stuck in the kernel): give up on it
        # Leftover members of the engine's group would keep our pipes open.
        if proc.returncode is not None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass

        for thread, stream in ((None, proc.stdout), (stderr_thread, proc.stderr)):
            if thread is not None:
                thread.join(timeout=1.0)
            # Never close an fd another thread may still be blocked on.
            if thread is None or not thread.is_alive():
                try:
                    stream.close()
                except OSError:
                    pass
        return proc.returncode

    @staticmethod
    def _wait_reading(proc: subprocess.Popen[bytes], reader: _StdoutReader | None, grace: float) -> None:
        """Wait up to ``grace`` seconds for ``proc`` to exit, reading (and
        dropping) what it writes meanwhile, so an engine with answers still
        to write is never stuck on a full pipe instead of stopping."""
        deadline = time.monotonic() + grace
        while proc.poll() is None:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return
            if reader is None or not reader.pump(min(remaining, 0.05)):
                try:
                    proc.wait(timeout=min(max(remaining, 0.0), 0.05))
                except subprocess.TimeoutExpired:
                    pass

    def _fail(self, cls: type[EngineFailure], message: str) -> EngineFailure:
        """Kill the engine (it is out of sync or in an unknown state) and
        build the error; the next request() restarts it."""
        self._shutdown(polite=False)
        return cls(f"{message} [engine: {self.description}]", stderr=self.stderr_tail)

    def _crashed(self, message: Mapping[str, Any], what: str, extra: str = "") -> EngineFailure:
        proc = self._proc
        code: int | None = None
        if proc is not None:
            try:
                code = proc.wait(timeout=1.0)
            except subprocess.TimeoutExpired:
                code = None
        if what == "eof":
            text = f"engine {_describe_exit(code)} while request {_describe(message)} was open"
        else:
            state = _describe_exit(code) if code is not None else "is still running"
            text = f"engine stdin is closed ({what}) for request {_describe(message)}; the engine {state}"
        return self._fail(EngineCrashed, text + extra)

    # -- one request ------------------------------------------------------

    def _write(self, data: bytes, deadline: float, message: Mapping[str, Any], *, defer: bool = False) -> None:
        proc = self._proc
        assert proc is not None and proc.stdin is not None
        fd = proc.stdin.fileno()
        view = memoryview(data)
        poller: select.poll | None = None
        while view:
            try:
                written = os.write(fd, view)
            except BlockingIOError:
                written = 0
            except OSError as exc:  # BrokenPipeError, ConnectionResetError, ...
                if defer:
                    raise _StdinClosed from exc
                self._judge_last_words(message)
                raise self._crashed(message, type(exc).__name__) from exc
            view = view[written:]
            if not view:
                return
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise self._fail(
                    EngineTimeout,
                    f"engine did not read its stdin within {self.timeout:g} s while request "
                    f"{_describe(message)} was being written ({len(data) - len(view)} of {len(data)} bytes sent)",
                )
            if poller is None:
                poller = select.poll()
                poller.register(fd, select.POLLOUT)
                if self._reader is not None:  # an engine blocked writing its answers reads no more: read them
                    poller.register(self._reader.fd, select.POLLIN)
            for ready, _ in poller.poll(max(1, int(remaining * 1000))):
                if ready != fd and self._reader is not None:
                    self._reader.pump(0)

    def _judge_last_words(self, message: Mapping[str, Any]) -> None:
        """The engine closed its stdin before taking the request: if it wrote a line
        first (``print(1)`` and exit), that line is judged as its answer, since it says
        more than the broken pipe (raises :class:`EngineGarbage` or
        :class:`EngineOutOfOrder`). Waits up to 1 s for the reader to see the output;
        returns when there is no such line, or it is a valid answer after all."""
        reader = self._reader
        if reader is None:
            return
        deadline = time.monotonic() + 1.0
        while True:
            try:
                item = reader.get(timeout=max(deadline - time.monotonic(), 0.0))
            except queue.Empty:
                return
            if item[0] != "line":
                return
            if item[1].strip():
                self._parse(item[1], message)
                return

    def _read_response(self, message: Mapping[str, Any], deadline: float) -> Message:
        reader = self._reader
        if reader is None:  # the process was stopped (a failure) while this request was unanswered
            raise EngineCrashed(f"engine was stopped after a failure while request {_describe(message)} was open "
                                f"[engine: {self.description}]", stderr=self.stderr_tail)
        while True:
            remaining = deadline - time.monotonic()
            try:
                item = reader.get(timeout=max(remaining, 0.0))
            except queue.Empty:
                size, head = reader.unfinished()
                text = (
                    f"engine gave no complete response line within {self.timeout:g} s "
                    f"to request {_describe(message)}"
                )
                if size:
                    text += f"; it wrote {size} bytes of an unfinished line: {_preview(head, size=size)}"
                raise self._fail(EngineTimeout, text) from None
            match item:
                case ("line", line):
                    if self._like is not None and line == self._like[0]:
                        self.last_was_like = True
                        return self._like[1]
                    if not line.strip():
                        continue  # blank / whitespace-only lines are not responses
                    return self._parse(line, message)
                case ("overlong", size, head):
                    raise self._fail(
                        EngineGarbage,
                        f"engine response line to request {_describe(message)} is longer than "
                        f"max_line_bytes={self.max_line_bytes} (over {size} bytes read); "
                        f"it starts {_preview(head, size=size)}",
                    )
                case ("eof", head, size):
                    extra = f"; it left an unfinished line of {size} bytes: {_preview(head, size=size)}" if size else ""
                    raise self._crashed(message, "eof", extra)
                case ("error", text):
                    raise self._fail(EngineCrashed, f"reading the engine's stdout failed: {text}")

    def _parse(self, line: bytes, message: Mapping[str, Any]) -> Message:
        try:
            response = wire.loads(line, _read_json)
        except ValueError as exc:  # includes JSONDecodeError and UnicodeDecodeError
            raise self._fail(
                EngineGarbage,
                f"engine answered request {_describe(message)} with a line that is not JSON "
                f"({exc}): {_preview(line)}",
            ) from None
        except RecursionError:
            raise self._fail(
                EngineGarbage,
                f"engine answered request {_describe(message)} with JSON nested too deeply to read "
                f"(arrays or objects nested hundreds of levels deep; a protocol message nests a few): "
                f"{_preview(line)}",
            ) from None
        if not isinstance(response, dict):
            raise self._fail(
                EngineGarbage,
                f"engine answered request {_describe(message)} with JSON that is not an object "
                f"(a {type(response).__name__}): {_preview(line)}",
            )
        try:
            _check_id(message, response, "")
        except EngineOutOfOrder as exc:
            raise self._fail(EngineOutOfOrder, exc.message) from None
        return response
