"""Chaos engine `split`: writes every (correct) response in three chunks, flushing and pausing between them."""
import time

from _serve import serve, write  # the script's folder is on sys.path


def misbehave(request: dict, text: str) -> None:
    third = len(text) // 3
    for chunk in (text[:third], text[third : 2 * third], text[2 * third :]):
        write(chunk)
        time.sleep(0.05)


if __name__ == "__main__":
    serve(misbehave)
