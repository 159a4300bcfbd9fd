"""Chaos engine `not_object`: answers "apply_move" with the JSON array [1,2,3]; other cmds correctly."""
from _serve import serve, write  # the script's folder is on sys.path


def misbehave(request: dict, text: str) -> None:
    write("[1,2,3]\n" if request.get("cmd") == "apply_move" else text)


if __name__ == "__main__":
    serve(misbehave)
