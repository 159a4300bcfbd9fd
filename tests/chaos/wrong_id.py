"""Chaos engine `wrong_id`: answers "apply_move" with the request id + 1000; other cmds correctly."""
import json

from _serve import serve, write  # the script's folder is on sys.path


def misbehave(request: dict, text: str) -> None:
    if request.get("cmd") != "apply_move":
        return write(text)
    rid = request.get("id")
    write(json.dumps({"id": rid + 1000 if isinstance(rid, int) else f"{rid}-wrong", "ok": True}) + "\n")


if __name__ == "__main__":
    serve(misbehave)
