"""``python -m rulebook``: the ``rulebook`` command line (:mod:`rulebook.cli`)."""
from rulebook.cli import main

if __name__ == "__main__":
    main(prog_name="rulebook")
