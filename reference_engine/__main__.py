"""``python -m reference_engine``: speak the protocol on stdin/stdout."""
import sys

from .server import serve

sys.exit(serve())
