"""Chaos engine `garbage`: prints "hello world" (not JSON) in answer to "apply_move"; answers other cmds correctly."""
from _serve import serve, write  # the script's folder is on sys.path


def misbehave(request: dict, text: str) -> None:
    write("hello world\n" if request.get("cmd") == "apply_move" else text)


if __name__ == "__main__":
    serve(misbehave)
