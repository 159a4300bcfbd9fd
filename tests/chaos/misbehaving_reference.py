"""Chaos engine `misbehaving_reference MODE [N]`: the reference engine, except
that it misbehaves on every ``pass`` move, or (with N) on the N-th request
each process receives (``hello`` counts):

* ``crash``: exits 3 without answering;
* ``exit``: answers, then exits 0 (the next request finds it gone);
* ``hang``: sleeps for ever;
* ``garbage``: prints a line that is not JSON;
* ``wrong_id``: answers with another id;
* ``twice``: answers twice (the extra line is read as the next request's answer);
* ``deep``: answers with a value nested 100,000 arrays deep (``CHAOS_DEPTH`` to change).

With ``CHAOS_SIGNAL`` set to a path, a line is appended to that file each
time it misbehaves (so a test can wait for it instead of for a time).

Used to run the real suite and the fuzzer against a broken engine."""
import json
import os
import sys
import time

from reference_engine import Session

DEPTH = int(os.environ.get("CHAOS_DEPTH", "100000"))


def main(mode: str, nth: int | None) -> None:
    session = Session()
    count = 0
    for line in iter(sys.stdin.readline, ""):
        if not line.strip():
            continue
        count += 1
        request = json.loads(line)
        if nth is None:
            triggered = request.get("cmd") == "apply_move" and request.get("move", {}).get("type") == "pass"
        else:
            triggered = count == nth
        answer = session.handle(request)
        if triggered:
            print(f"misbehaving_reference: {mode} on request {count} (id {request.get('id')!r})",
                  file=sys.stderr, flush=True)
            if os.environ.get("CHAOS_SIGNAL"):
                with open(os.environ["CHAOS_SIGNAL"], "a", encoding="utf-8") as signal:
                    signal.write(f"{mode} {count}\n")
            if mode == "crash":
                os._exit(3)
            if mode == "hang":
                while True:
                    time.sleep(3600)
            if mode == "garbage":
                sys.stdout.write("oops, not JSON\n")
                sys.stdout.flush()
                continue
            if mode == "wrong_id":
                answer["id"] = f"{request.get('id')}-other"
            if mode == "deep":
                sys.stdout.write(json.dumps({"id": request.get("id"), "ok": True})[:-1]
                                 + ', "events": ' + "[" * DEPTH + "]" * DEPTH + "}\n")
                sys.stdout.flush()
                continue
            if mode == "twice":
                sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
        if triggered and mode == "exit":
            os._exit(0)
        if session.stopped:
            return


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else None)
