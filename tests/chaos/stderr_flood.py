"""Chaos engine `stderr_flood`: writes 5 MB of log lines to stderr before each answer, then answers correctly."""
import sys

from _serve import serve, write  # the script's folder is on sys.path

LINE = "stderr_flood: " + "." * 85 + "\n"  # 100 bytes
LINES = 5 * 1024 * 1024 // len(LINE)
BLOCK = LINE * 1000


def misbehave(request: dict, text: str) -> None:
    for _ in range(LINES // 1000):
        sys.stderr.write(BLOCK)
    sys.stderr.write(f"stderr_flood: done flooding for id={request.get('id')!r}\n")
    sys.stderr.flush()
    write(text)


if __name__ == "__main__":
    serve(misbehave)
