"""Chaos engine `exit_on_start`: prints a reason to stderr and exits with code 1 before reading anything."""
import sys

print("exit_on_start: refusing to start (missing rules database)", file=sys.stderr, flush=True)
sys.exit(1)
