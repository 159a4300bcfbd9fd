"""Chaos engine `misbehaving_reference MODE`: the reference engine, except that
on every ``pass`` move it misbehaves: MODE ``crash`` exits 3, ``hang`` sleeps
for ever, ``garbage`` prints a line that is not JSON, ``wrong_id`` answers
with another id.  Used to run the real suite against a broken engine."""
import json
import os
import sys
import time

from reference_engine import Session


def main(mode: str) -> None:
    session = Session()
    for line in iter(sys.stdin.readline, ""):
        if not line.strip():
            continue
        request = json.loads(line)
        if request.get("cmd") == "apply_move" and request.get("move", {}).get("type") == "pass":
            print(f"misbehaving_reference: {mode} on pass", file=sys.stderr, flush=True)
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
                request["id"] = f"{request.get('id')}-other"
        sys.stdout.write(json.dumps(session.handle(request)) + "\n")
        sys.stdout.flush()
        if session.stopped:
            return


if __name__ == "__main__":
    main(sys.argv[1])
