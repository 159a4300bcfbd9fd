"""Chaos engine `huge`: answers "apply_move" with a ~20 MB line; other cmds correctly."""
from _serve import answer, serve, write  # the script's folder is on sys.path


def misbehave(request: dict, text: str) -> bool | None:
    if request.get("cmd") == "apply_move":
        text = answer(request, padding="x" * (20 * 1024 * 1024))
    try:
        write(text)
    except BrokenPipeError:  # the runner gave up on us and closed the pipe
        return True
    return None


if __name__ == "__main__":
    serve(misbehave)
