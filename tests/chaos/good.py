"""Chaos engine `good`: answers every request correctly (the control)."""
from _serve import serve  # the script's folder is on sys.path

if __name__ == "__main__":
    serve()
